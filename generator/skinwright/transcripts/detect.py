"""Which format a transcript is in, reading it, and what to say when none fits.

Every registered format looks at every record (:attr:`Format.fit`): a record
holds a tool call or result of the format, belongs to the format without one,
or stops matching at some place inside it. The format that reads the most
tool records wins (then the most records; then registry order); ``--format``
skips the choice. Records the chosen format does not read are reported
(``render/unreadable-message`` at the place they stopped matching) and left
out.

Exit 1 (``render/unreadable-transcript``) when no format reads the file, or
when the chosen one reads no tool call while the file plainly holds tool-like
content (a ``tool_calls`` key, a ``function_call`` item, a ``tools/call``
request …): the message names the closest format and the first place it
stopped matching, and points at the tool-like content. A transcript that
really has no tool call is read with a ``render/no-tool-calls`` warning, so
an empty page never comes silently.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..calls import ToolCall
from ..diagnostics import Diagnostic, Position, Report, SkinwrightError
from .book import CallBook
from .format import TOOL, Format, Miss, Reading, found
from .formats import FORMATS, NAMES, by_name, containers
from .records import SKIPPED_HINT, UNREADABLE, Record, fail, read_records

NO_CALLS = "render/no-tool-calls"


@dataclass(frozen=True)
class Transcript:
    """A read transcript.

    Attributes:
        format: the name of the format it was read as (``openai-responses`` …).
        turns: the tool calls of each turn (a turn runs from one user message to the next), in order.
        diagnostics: what could not be read (warnings) and notes; the rest is in ``turns``.
    """

    format: str
    turns: tuple[tuple[ToolCall, ...], ...]
    diagnostics: tuple[Diagnostic, ...] = ()


@dataclass
class Match:
    """How one format fits a file's records."""

    format: Format
    tools: int = 0
    known: int = 0
    miss: tuple[Record, Miss] | None = None  # the first record that does not fit, and where

    @property
    def key(self) -> tuple[int, int]:
        return self.tools, self.known


def match(fmt: Format, records: Sequence[Record]) -> Match:
    """Count the records ``fmt`` reads (with tool content, at all) and find the first it does not."""
    m = Match(fmt)
    for record in records:
        fit = fmt.fit(record.value)
        if isinstance(fit, Miss):
            if m.miss is None:
                m.miss = (record, fit)
        else:
            m.known += 1
            m.tools += fit == TOOL
    return m


def detect(records: Sequence[Record], formats: Sequence[Format] = FORMATS) -> list[Match]:
    """Every format's :class:`Match`, best first: most tool records, then most records, then the
    one that got furthest into its first mismatch, then registry order."""
    matches = [match(f, records) for f in formats]
    order = {id(f): n for n, f in enumerate(formats)}
    return sorted(matches, key=lambda m: (-m.tools, -m.known, -_depth(m), order[id(m.format)]))


def _depth(m: Match) -> int:
    return len(m.miss[1].path) if m.miss is not None else 0


# --- tool-like content --------------------------------------------------------------------------------

TOOL_KEYS = frozenset({
    "tool_calls", "tool_call_id", "function_call", "functionCall", "function_response", "functionResponse",
    "toolInvocations", "toolInvocation", "toolCallId", "tool_use_id", "toolUse", "toolResult", "toolUseId",
    "tool_call_chunks", "executableCode", "executable_code", "apiName", "pluginError", "pluginState",
})
"""Keys that hold or answer a tool call in some format (not ``tools``: a list of tool definitions is not a call)."""
TOOL_TYPES = frozenset({
    "tool_use", "tool_result", "server_tool_use", "mcp_tool_use", "function_call", "function_call_output",
    "tool-call", "tool-result", "tool_call", "tool-invocation", "dynamic-tool", "mcp_call", "custom_tool_call",
    "web_search_call", "file_search_call", "computer_call", "local_shell_call", "shell_call",
    "code_interpreter_call", "apply_patch_call", "tool",
})
_SCAN_NODES = 400  # keys and items looked at per record: enough to find tool content near the top, linear in the file


def tool_like(value: Any) -> tuple[tuple, str] | None:
    """``(path, what)`` of the first tool-like key or value in ``value`` (breadth-first, bounded), else ``None``."""
    queue: deque[tuple[tuple, Any]] = deque([((), value)])
    budget = _SCAN_NODES
    while queue and budget > 0:
        path, node = queue.popleft()
        items = node.items() if isinstance(node, dict) else enumerate(node)
        for key, child in items:
            budget -= 1
            if budget < 0:
                break
            if isinstance(node, dict):
                if key in TOOL_KEYS and child not in (None, [], {}, ""):
                    return (*path, key), f'the key "{key}"'
                if key == "type" and isinstance(child, str) and (child in TOOL_TYPES or child.startswith("tool-")):
                    return (*path, key), f'"type": "{child}"'
                if key == "method" and child == "tools/call":
                    return (*path, key), '"method": "tools/call"'
            if isinstance(child, (dict, list)):
                queue.append(((*path, key), child))
    return None


def _find_tool_like(records: Sequence[Record]) -> tuple[Record, tuple, str] | None:
    for record in records:
        hit = tool_like(record.value)
        if hit is not None:
            return record, hit[0], hit[1]
    return None


# --- reading ------------------------------------------------------------------------------------------

def _stops(m: Match, total: int, forced: bool = False) -> tuple[str, Position]:
    """"the closest is X, which reads k of n records and stops at record i: expected …, found …"
    (or "the file is not X: it reads …" for a format the user chose)."""
    record, miss = m.miss
    reads = f"{m.known} of {total} record{'s' * (total != 1)}"
    lead = f"the file is not {m.format.title} ({m.format.name}): it reads" if forced else \
        f"the closest is {m.format.title} ({m.format.name}), which reads"
    return (f"{lead} {reads} and stops at record {record.index + 1}: expected {miss.expected}, "
            f"found {_found_at(record, miss)}"), record.at(*miss.path)


def _found_at(record: Record, miss: Miss) -> str:
    value: Any = record.value
    for step in miss.path:
        if isinstance(value, dict):
            value = value.get(step)
        elif isinstance(value, list) and isinstance(step, int) and 0 <= step < len(value):
            value = value[step]
        else:
            value = None
    return found(value)


def _hint() -> str:
    return f"render reads {', '.join(NAMES)} (skinwright render --list-formats); --format NAME reads the file as one"


def read_transcript(path: str, text: str, *, format: str | None = None, live: bool = False,
                    aliases: Mapping[str, str] | None = None) -> Transcript:
    """Read ``text`` (the file at ``path``, for diagnostics) into a :class:`Transcript`.

    Args:
        format: a format name (:data:`~.formats.NAMES`) to read the file as; detected when ``None``.
        live: the transcript is still running: a call without a result stays running
            (or streaming its arguments, or awaiting approval, as the format says)
            instead of ending as interrupted.
        aliases: legacy tool names → current ones (see :class:`~.format.Reading`).

    Raises:
        SkinwrightError: ``render/unreadable-transcript`` when the file cannot be
            read, no format reads it, or the format reads no tool call from a file
            that holds tool-like content.
        KeyError: ``format`` names no format.
    """
    records = read_records(path, text, containers())
    items = records.items
    problems = list(records.problems)
    if not items:
        raise SkinwrightError([*problems, *fail(path, "the transcript holds no messages", records.start).diagnostics])
    if format is not None:
        chosen = match(by_name(format), items)
        if chosen.known == 0:
            message, where = _stops(chosen, len(items), forced=True)
            raise SkinwrightError([*problems, *fail(path, message, where, hint=_hint()).diagnostics])
    else:
        chosen = detect(items)[0]
        if chosen.known == 0:
            message, where = _stops(chosen, len(items))
            raise SkinwrightError([*problems, *fail(path, f"no transcript format reads this file: {message}",
                                                    where, hint=_hint()).diagnostics])
    fmt = chosen.format
    report = Report(problems)
    fitting = []
    for record in items:
        fit = fmt.fit(record.value)
        if isinstance(fit, Miss):
            report.warning(UNREADABLE, f"not {_article(fmt.title)} record: expected {fit.expected}, "
                           f"found {_found_at(record, fit)}",
                           record.at(*fit.path), hint=SKIPPED_HINT)
        else:
            fitting.append(record)
    book = CallBook(report)
    fmt.read(fitting, Reading(book, report, records.root, live, dict(aliases or {})))
    turns = book.build(finished=not live)
    if not turns:
        hit = _find_tool_like(items)
        if hit is not None:
            raise SkinwrightError([*report.items, _no_calls_yet_tool_like(fmt, items, *hit)])
        report.warning(NO_CALLS, "the transcript has no tool calls", records.start,
                       hint="the page only says so; check that this is the conversation you meant")
    return Transcript(fmt.name, turns, tuple(sorted(report.items, key=Diagnostic.sort_key)))


def _no_calls_yet_tool_like(fmt: Format, items: Sequence[Record], record: Record, where: tuple,
                            what: str) -> Diagnostic:
    """The chosen format read no call, yet ``record`` holds tool-like content: say so, with the
    closest format that does not read that record and where it stops in it."""
    message = (f"read as {fmt.title} ({fmt.name}), the transcript has no tool call, yet record "
               f"{record.index + 1} holds tool-like content ({what})")
    related: tuple = ()
    missing = [(f, f.fit(record.value)) for f in FORMATS if f is not fmt]
    missing = [(f, fit) for f, fit in missing if isinstance(fit, Miss)]
    if missing:
        known = {f.name: match(f, items).known for f, _ in missing}
        f, miss = max(missing, key=lambda pair: (known[pair[0].name], len(pair[1].path)))
        message += (f"; the closest format that reads tool calls is {f.title} ({f.name}), which stops in that "
                    f"record: expected {miss.expected}, found {_found_at(record, miss)}")
        related = ((record.at(*miss.path), f"{f.name} stops matching here"),)
    return Diagnostic("render/unreadable-transcript", message, record.at(*where), hint=_hint(), related=related)


def _article(title: str) -> str:
    return ("an " if title[:1] in "AEIOU" else "a ") + title
