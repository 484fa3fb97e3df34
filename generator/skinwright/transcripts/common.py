"""What the transcript adapters share: messages with positions, and pairing calls with results by id.

Calls and results are paired by id, never by position (results may arrive out
of order, or in a later message). A call id seen twice is one call: later
non-empty fields complete the earlier ones (streamed snapshots repeat a call
as its arguments fill in), so there is never a blank second card. A result
whose id matches no call is reported and dropped.

A tool named ``mcp__<server>__<tool>`` (how Claude Code and the Agent SDKs
name MCP tools) is recorded as an MCP call to ``<tool>`` on ``<server>``,
so its header reads like seed 000's MCP calls (``调用 MCP server / tool``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ..calls import ToolCall, ToolResult, finish, make_call
from ..diagnostics import Diagnostic, Position, Report

UNREADABLE = "render/unreadable-message"
UNMATCHED = "render/unmatched-result"


@dataclass
class Message:
    """One message of a transcript and where it starts (computed on demand)."""

    data: Any
    locate: Callable[[], Position]

    @cached_property
    def position(self) -> Position:
        return self.locate()


@dataclass(frozen=True)
class Transcript:
    """A read transcript.

    Attributes:
        format: ``openai`` | ``anthropic`` | ``aisdk``.
        turns: the tool calls of each turn (a turn runs from one user message to the next), in order.
        diagnostics: what could not be read (warnings); the rest is in ``turns``.
    """

    format: str
    turns: tuple[tuple[ToolCall, ...], ...]
    diagnostics: tuple[Diagnostic, ...] = ()


def unreadable(report: Report, message: Message, what: str) -> None:
    """Report a message (or part of one) that is skipped."""
    report.warning(UNREADABLE, what, message.position, hint="it is left out; the rest of the transcript renders")


def text_of(content: Any) -> str | None:
    """Text of a message or result content: a string, or the ``text`` of a list of text blocks."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        texts = [b.get("text") for b in content if isinstance(b, dict) and isinstance(b.get("text"), str)]
        return "\n".join(texts) if texts else None
    return None


@dataclass
class CallBook:
    """Calls and results collected by id, in first-seen order, grouped into turns."""

    turns: list[list[str]] = field(default_factory=lambda: [[]])
    calls: dict[str, dict[str, Any]] = field(default_factory=dict)
    results: dict[str, tuple[ToolResult, Message]] = field(default_factory=dict)
    _anonymous: int = 0

    def new_turn(self) -> None:
        if self.turns[-1]:
            self.turns.append([])

    def call(self, id: Any, **fields: Any) -> None:
        """Record a call; a repeated id merges into the first (later non-``None`` fields win)."""
        if not isinstance(id, str) or not id:
            self._anonymous += 1
            key, fields["id"] = f"\0{self._anonymous}", ""  # cannot be paired; still drawn
        else:
            key, fields["id"] = id, id
        name = fields.get("name")
        if isinstance(name, str) and name.startswith("mcp__") and not fields.get("mcp_name"):
            server, _, tool = name[len("mcp__"):].partition("__")
            if server and tool:
                fields.update(name=tool, mcp_name=server)
        if key in self.calls:
            self.calls[key].update({k: v for k, v in fields.items() if v is not None and v != ""})
        else:
            self.calls[key] = fields
            self.turns[-1].append(key)

    def result(self, id: Any, result: ToolResult, message: Message) -> None:
        """Record a result for call ``id`` (the last one for an id wins)."""
        if isinstance(id, str) and id:
            self.results[id] = (result, message)

    def build(self, report: Report, *, finished: bool = True) -> tuple[tuple[ToolCall, ...], ...]:
        """The turns as :class:`ToolCall` records; unmatched results are reported.

        With ``finished`` (a transcript that has ended), a call still running
        at the end failed without an error text.
        """
        for id, (_, message) in self.results.items():
            if id not in self.calls:
                report.warning(UNMATCHED, f"result for call id {id!r}, which no call in the transcript has",
                               message.position, hint="results are paired with calls by id")
        turns = []
        for keys in self.turns:
            calls = []
            for key in keys:
                fields = dict(self.calls[key])
                paired = self.results.get(key)
                call = make_call(fields.pop("id"), result=paired[0] if paired else None, **fields)
                calls.append(finish(call) if finished else call)
            if calls:
                turns.append(tuple(calls))
        return tuple(turns)
