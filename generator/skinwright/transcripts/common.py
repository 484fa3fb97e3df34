"""What the transcript adapters share: messages with positions, and pairing calls with results by id.

Calls and results are paired by id, never by position (results may arrive out
of order, or in a later message). An id is only unique among the calls still
waiting for a result: local model servers number calls per message, so
``call_0`` comes back every turn. Hence:

- a call that repeats the latest call of its id (:func:`_same_call`: same
  name, same arguments once both are known) is that call again: streamed
  snapshots fill it in, a re-sent call merges, never a blank second card;
  only when a *different* result comes for the repeat did the tool run again,
  and it gets a card of its own;
- a different call with the id of an answered call is a new call;
- a result goes to the call of its id still waiting for one (the first such
  call of the latest turn that has one); a result seen before its call waits
  for it, and one no call claims is reported and dropped;
- where ids collide ambiguously — a different call while one of the id still
  waits, or a second, different result for an answered call — both calls are
  kept (the second result is dropped) and ``render/duplicate-id`` is reported
  at the message.

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
from ..js_json import js_parse

UNREADABLE = "render/unreadable-message"
UNMATCHED = "render/unmatched-result"
DUPLICATE = "render/duplicate-id"


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


@dataclass(eq=False)
class _Entry:
    """One call as collected: its fields for :func:`make_call`, the turn it is in, its result.

    ``echo`` is the answered call this one repeats field for field: it is that
    call re-sent unless a *different* result arrives for it (then the tool ran
    again, e.g. ``date`` twice).
    """

    id: str
    fields: dict[str, Any]
    turn: int
    result: tuple[ToolResult, Message] | None = None
    echo: _Entry | None = None


def _given(value: Any) -> bool:
    return value is not None and value != "" and value != {}


def _same_arguments(a: Any, b: Any) -> bool:
    if isinstance(a, str) and isinstance(b, str):
        (ok_a, va), (ok_b, vb) = js_parse(a), js_parse(b)
        if ok_a and ok_b:
            return va == vb
        return a.startswith(b) or b.startswith(a)  # streamed text, still growing
    return a == b


def _same_call(old: dict[str, Any], new: dict[str, Any]) -> bool:
    """Whether ``new`` is ``old`` again (or filled in further): no field that names the call differs
    once both give it; arguments still streaming may change."""
    for key in ("name", "mcp_name"):
        if _given(old.get(key)) and _given(new.get(key)) and old[key] != new[key]:
            return False
    a, b = old.get("arguments"), new.get("arguments")
    return old.get("arguments_streaming") or not _given(a) or not _given(b) or _same_arguments(a, b)


@dataclass
class CallBook:
    """Calls and results collected in order and paired by id, grouped into turns.

    Attributes:
        report: where ambiguous ids (``render/duplicate-id``) and, on :meth:`build`,
            results no call claims (``render/unmatched-result``) are reported.
    """

    report: Report
    turns: list[list[_Entry]] = field(default_factory=lambda: [[]])
    _by_id: dict[str, list[_Entry]] = field(default_factory=dict)
    _early: dict[str, list[tuple[ToolResult, Message]]] = field(default_factory=dict)  # results before their call

    def new_turn(self) -> None:
        if self.turns[-1]:
            self.turns.append([])

    def _add(self, id: str, fields: dict[str, Any], echo: _Entry | None = None) -> _Entry:
        entry = _Entry(id, fields, len(self.turns) - 1, echo=echo)
        self.turns[-1].append(entry)
        if id:
            self._by_id.setdefault(id, []).append(entry)
        return entry

    def call(self, id: Any, message: Message, *, result: ToolResult | None = None, **fields: Any) -> None:
        """Record a call seen in ``message`` (with its own ``result`` when the format carries both).

        The latest call of the same id that ``fields`` repeat (:func:`_same_call`) takes
        the later non-empty fields if it still waits for a result; if it has one, the
        repeat is kept aside as its echo (see :class:`_Entry`). A different call reusing
        the id is a new call, reported as ambiguous when the earlier one still waits.
        """
        name = fields.get("name")
        if isinstance(name, str) and name.startswith("mcp__") and not fields.get("mcp_name"):
            server, _, tool = name[len("mcp__"):].partition("__")
            if server and tool:
                fields.update(name=tool, mcp_name=server)
        if not isinstance(id, str) or not id:
            entry = self._add("", fields)  # cannot be paired; still drawn
        else:
            last = self._by_id.get(id, [None])[-1]
            if last is not None and _same_call(last.fields, fields):
                if last.result is None:
                    last.fields.update({k: v for k, v in fields.items() if _given(v)})
                    entry = last
                else:
                    entry = self._add(id, fields, echo=last)
            else:
                if last is not None and last.result is None:
                    self.report.warning(
                        DUPLICATE, f"call id {id!r} is used again by a different call while the earlier one "
                        "still waits for its result", message.position,
                        hint="both are drawn; a result for this id goes to the first call of the latest turn "
                             "still waiting for one")
                entry = self._add(id, fields)
            if result is None and entry.result is None and self._early.get(id):
                entry.result = self._early[id].pop(0)
        if result is not None:
            entry.result = (result, message)  # the call's own: a later snapshot of it wins

    def result(self, id: Any, result: ToolResult, message: Message) -> None:
        """Record a result for call ``id``: it goes to the first call of that id still waiting
        in the latest turn that has one; before any call of the id, it waits for one."""
        if not isinstance(id, str) or not id:
            return
        entries = self._by_id.get(id)
        waiting = [e for e in entries or () if e.result is None]
        if waiting:
            next(e for e in waiting if e.turn == waiting[-1].turn).result = (result, message)
        elif not entries:
            self._early.setdefault(id, []).append((result, message))
        elif entries[-1].result[0] != result:
            self.report.warning(DUPLICATE, f"a second, different result for call id {id!r}, whose call already "
                                "has one; it is left out", message.position,
                                hint="results are paired with the call of their id still waiting for one")
        # else: the same result again (re-sent history)

    def build(self, *, finished: bool = True) -> tuple[tuple[ToolCall, ...], ...]:
        """The turns as :class:`ToolCall` records; results no call claimed are reported.

        An echo that got no result, or the same result as the call it repeats, is
        that call again and is left out. With ``finished`` (a transcript that has
        ended), a call still running at the end failed without an error text.
        """
        for id, early in self._early.items():
            for _, message in early:
                self.report.warning(UNMATCHED, f"result for call id {id!r}, which no call in the transcript has",
                                    message.position, hint="results are paired with calls by id")
        turns = []
        for entries in self.turns:
            calls = []
            for e in entries:
                if e.echo is not None and (e.result is None or e.result[0] == e.echo.result[0]):
                    continue
                call = make_call(e.id, result=e.result[0] if e.result else None, **e.fields)
                calls.append(finish(call) if finished else call)
            if calls:
                turns.append(tuple(calls))
        return tuple(turns)
