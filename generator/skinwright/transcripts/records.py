"""Reading a transcript file into records: JSON or JSONL, each record with its position.

Accepted layouts:

- a JSON array of records;
- a JSON object that holds the records under a key a format names (its
  ``containers``: ``messages``, ``contents``, ``output``, ``values.messages`` …);
  any other object is one record;
- JSONL: one record per line.

A record is what a format reads one at a time: a chat message, a Responses
item, a JSON-RPC message. Records that wrap a message as ``{…, message: {role
…}}`` (agent session logs) or ``{…, message: {jsonrpc …}}`` (MCP traffic logs)
are unwrapped. A line that is not JSON, or a record that is not an object, is
reported as ``render/unreadable-message`` (a warning at its ``file:line:col``)
and skipped; a file that is not JSON or JSONL at all is an error.

Positions are found only when a diagnostic needs one: a record knows where it
came from (its JSON path, or its line) and :meth:`Record.at` locates a path
inside it on demand.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..diagnostics import Diagnostic, Position, Report, SkinwrightError
from ..source import Document

UNREADABLE = "render/unreadable-message"
UNREADABLE_FILE = "render/unreadable-transcript"
FILE_HINT = "give a JSON array of messages, {\"messages\": [...]}, or JSONL (skinwright render --list-formats)"
SKIPPED_HINT = "it is left out; the rest of the transcript renders"

Path = tuple  # a JSON path: keys and indices


@dataclass(frozen=True)
class Source:
    """The file the records come from: its name, text and (for JSON) the parsed document."""

    path: str
    text: str
    document: Document | None = None  # JSON: the whole file; JSONL: None (each line is its own)


class Record:
    """One record (a dict) and where it is: a JSON path in the file, or a line of a JSONL file.

    Attributes:
        value: the record (unwrapped from a session-log line when it was one).
        index: its 0-based place among the file's records.
    """

    __slots__ = ("value", "index", "_source", "_base", "_line", "_span", "_doc")

    def __init__(self, value: Any, index: int, source: Source, base: Path, line: int = 0,
                 span: tuple[int, int] = (0, 0)):
        self.value, self.index, self._source, self._base = value, index, source, base
        self._line, self._span, self._doc = line, span, None

    def at(self, *path: Any) -> Position:
        """Where ``path`` (keys and indices inside the record) is in the file; the nearest
        existing ancestor when the path does not exist. Never raises."""
        full = self._base + tuple(path)
        if self._source.document is not None:
            return self._source.document.locate(full)
        if self._doc is None:
            start, end = self._span
            text = self._source.text[start:end]
            try:
                self._doc = Document(self._source.path, text, json.loads(text), "json")
            except (ValueError, RecursionError):  # pragma: no cover - the line was read as JSON before
                return Position(self._source.path, self._line, 1)
        position = self._doc.locate(full)
        return Position(self._source.path, self._line, position.column)

    @property
    def position(self) -> Position:
        """Where the record starts."""
        return self.at()


@dataclass(frozen=True)
class Records:
    """What :func:`read_records` found.

    Attributes:
        source: the file.
        root: the file's top-level value (JSON), or ``None`` for JSONL.
        container: the key path the records were found under (``()`` for a top-level list or JSONL).
        items: the records, in file order.
        problems: warnings for lines and records that were skipped.
        start: where the document starts (its first character that is not white space).
    """

    source: Source
    root: Any
    container: Path
    items: tuple[Record, ...]
    problems: tuple[Diagnostic, ...]
    start: Position


def _loads(text: str) -> tuple[bool, Any, ValueError | None]:
    try:
        return True, json.loads(text), None
    except RecursionError:
        return False, None, ValueError("nesting too deep")
    except ValueError as exc:
        return False, None, exc


def fail(path: str, message: str, position: Position | None = None, hint: str = FILE_HINT,
         related: tuple = ()) -> SkinwrightError:
    """A ``render/unreadable-transcript`` error."""
    return SkinwrightError([Diagnostic(UNREADABLE_FILE, message, position or Position(path), hint=hint,
                                       related=related)])


def _start(path: str, text: str) -> Position:
    """Where the document starts: its first character that is not JSON white space (or 1:1)."""
    rest = text.lstrip(" \t\r\n")
    if not rest:
        return Position(path, 1, 1)
    skipped = text[:len(text) - len(rest)]
    return Position(path, skipped.count("\n") + 1, len(skipped) - (skipped.rfind("\n") + 1) + 1)


def _unwrap(value: Any) -> tuple[Any, Path]:
    """A session-log line's message (``{type, message: {role …}}``), else the value itself."""
    inner = value.get("message") if isinstance(value, dict) else None
    if isinstance(inner, dict) and ("role" in inner or "jsonrpc" in inner):
        return inner, ("message",)
    return value, ()


def _container(root: dict, containers: Iterable[Path]) -> tuple[Path, list] | None:
    for keys in containers:
        node: Any = root
        for key in keys:
            node = node.get(key) if isinstance(node, dict) else None
        if isinstance(node, list):
            return keys, node
    return None


def read_records(path: str, text: str, containers: Sequence[Path] = (("messages",),)) -> Records:
    """The records of a transcript file, each with its position, and the lines that could not be read.

    ``containers``: key paths under which a JSON object holds its records, tried in order.

    Raises:
        SkinwrightError: ``render/unreadable-transcript`` when the text is empty
            or neither JSON nor JSONL.
    """
    text = text.removeprefix("\ufeff")
    start = _start(path, text)
    if not text.strip():
        raise fail(path, "the file is empty")
    ok, data, error = _loads(text)
    report = Report()
    raw: list[tuple[Any, Path, int, tuple[int, int]]] = []  # (value, base path, line, span)
    if ok:
        source = Source(path, text, Document(path, text, data, "json"))
        root, container, single = data, (), False
        if isinstance(data, dict):
            found = _container(data, containers)
            if found is not None:
                container, data = found
            else:
                data, single = [data], True  # one record
        if not isinstance(data, list):
            raise fail(path, "the transcript is JSON but not a list of messages", start)
        raw = [(item, () if single else (*container, i), 0, (0, 0)) for i, item in enumerate(data)]
    else:
        if text.lstrip().startswith("["):
            line, col = (getattr(error, "lineno", 1), getattr(error, "colno", 1))
            raise fail(path, f"not JSON: {getattr(error, 'msg', error)}", Position(path, line, col))
        source, container, root = Source(path, text), (), None
        offset = 0
        for number, line in enumerate(text.splitlines(keepends=True), 1):
            begin, offset = offset, offset + len(line)
            line = line.rstrip("\r\n")
            if not line.strip():
                continue
            line_ok, value, line_error = _loads(line)
            if line_ok:
                raw.append((value, (), number, (begin, begin + len(line))))
            else:
                report.warning(UNREADABLE, f"line is not JSON: {getattr(line_error, 'msg', line_error)}",
                               Position(path, number, getattr(line_error, "colno", 1)), hint=SKIPPED_HINT)
        if not raw:
            line, col = (getattr(error, "lineno", 1), getattr(error, "colno", 1))
            raise fail(path, f"neither JSON nor JSONL: {getattr(error, 'msg', error)}", Position(path, line, col))
    items = []
    for value, base, line, span in raw:
        inner, extra = _unwrap(value)
        record = Record(inner, len(items), source, base + extra, line, span)
        if not isinstance(inner, dict):
            report.warning(UNREADABLE, "message is not an object", record.position, hint=SKIPPED_HINT)
            continue
        items.append(record)
    return Records(source, root, container, tuple(items), tuple(report.items), start)
