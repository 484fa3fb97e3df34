"""Reading a transcript file: JSON or JSONL, which format, and the calls in it.

Accepted layouts: a JSON array of messages, a JSON object ``{messages: [...]}``
(or a single message object), or JSONL with one message per line. Lines that
wrap a message as ``{type, message: {role, content}}`` (agent session logs)
are unwrapped; lines without a role that only carry metadata are skipped.

A line that is not JSON, or a message that is not an object, is reported as
``render/unreadable-message`` (a warning at its ``file:line:col``) and
skipped; the rest still renders. A file that is not JSON or JSONL at all, or
holds no messages, is an error.

The format is detected from the first message that shows one: AI SDK UI
messages have ``parts``; Anthropic messages have ``tool_use`` /
``tool_result`` content blocks; OpenAI messages have ``tool_calls`` or
``role: "tool"``. A transcript with no tool calls at all reads as OpenAI
(there is nothing to adapt either way).

A document with no messages, or none with a chat role (``CHAT_ROLES``), is
not a transcript: ``render/unreadable-transcript``. A transcript that yields
no tool calls is read, with a ``render/no-tool-calls`` warning at the
document's start, so an empty page never comes silently.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from ..diagnostics import Diagnostic, Position, Report, SkinwrightError
from ..source import Document
from . import aisdk, anthropic, openai
from .common import UNREADABLE, Message, Transcript

ADAPTERS = {"openai": openai.adapt, "anthropic": anthropic.adapt, "aisdk": aisdk.adapt}
FORMATS = tuple(ADAPTERS)
UNREADABLE_FILE = "render/unreadable-transcript"
NO_CALLS = "render/no-tool-calls"
CHAT_ROLES = ("user", "assistant", "system", "developer", "tool", "function")
"""The roles of OpenAI (``function`` is its legacy tool role), Anthropic and AI SDK messages."""


def _loads(text: str) -> tuple[bool, Any, ValueError | None]:
    try:
        return True, json.loads(text), None
    except RecursionError:
        return False, None, ValueError("nesting too deep")
    except ValueError as exc:
        return False, None, exc


def _fail(path: str, message: str, line: int = 1, column: int = 1) -> SkinwrightError:
    return SkinwrightError([Diagnostic(UNREADABLE_FILE, message, Position(path, line, column),
                                       hint="give a JSON array of messages, {\"messages\": [...]}, or JSONL")])


def _unwrap(value: Any) -> Any:
    inner = value.get("message") if isinstance(value, dict) else None
    return inner if isinstance(inner, dict) and "role" in inner else value


def read_messages(path: str, text: str) -> tuple[list[Message], list[Diagnostic]]:
    """The messages of a transcript file, each with its position, and the lines that could not be read.

    Raises:
        SkinwrightError: ``render/unreadable-transcript`` when the text is
            empty, neither JSON nor JSONL, or holds no list of messages.
    """
    text = text.removeprefix("\ufeff")
    if not text.strip():
        raise _fail(path, "the file is empty")
    ok, data, error = _loads(text)
    report = Report()
    if ok:
        doc = Document(path, text, data, "json")
        base: tuple = ()
        if isinstance(data, dict) and isinstance(data.get("messages"), list):
            base, data = ("messages",), data["messages"]
        elif isinstance(data, dict):
            data = [data]  # one message
        if not isinstance(data, list):
            raise _fail(path, "the transcript is JSON but not a list of messages")
        items = [(_unwrap(item), (lambda p=(*base, i): doc.locate(p))) for i, item in enumerate(data)]
    else:
        if text.lstrip().startswith("["):
            line, col = (getattr(error, "lineno", 1), getattr(error, "colno", 1))
            raise _fail(path, f"not JSON: {getattr(error, 'msg', error)}", line, col)
        items = []
        for number, line in enumerate(text.splitlines(), 1):
            if not line.strip():
                continue
            line_ok, value, line_error = _loads(line)
            if line_ok:
                column = len(line) - len(line.lstrip()) + 1
                items.append((_unwrap(value), (lambda n=number, c=column: Position(path, n, c))))
            else:
                report.warning(UNREADABLE, f"line is not JSON: {getattr(line_error, 'msg', line_error)}",
                               Position(path, number, getattr(line_error, "colno", 1)),
                               hint="it is left out; the rest of the transcript renders")
        if not items:
            line, col = (getattr(error, "lineno", 1), getattr(error, "colno", 1))
            raise _fail(path, f"neither JSON nor JSONL: {getattr(error, 'msg', error)}", line, col)
    messages = []
    for value, locate in items:
        message = Message(value, locate)
        if not isinstance(value, dict):
            report.warning(UNREADABLE, "message is not an object", message.position,
                           hint="it is left out; the rest of the transcript renders")
        elif "role" in value:
            messages.append(message)
        elif any(k in value for k in ("content", "parts", "tool_calls")):
            report.warning(UNREADABLE, "message has no role", message.position,
                           hint="it is left out; the rest of the transcript renders")
        # else: a metadata record of a session log (no role, no content): not a message
    return messages, report.items


def detect_format(messages: Sequence[Message]) -> str:
    """``aisdk``, ``anthropic`` or ``openai``, from the first message that shows which."""
    for message in messages:
        m = message.data
        if isinstance(m.get("parts"), list):
            return "aisdk"
        if m.get("tool_calls") is not None or m.get("role") == "tool":
            return "openai"
        content = m.get("content")
        if isinstance(content, list) and any(
                isinstance(b, dict) and (b.get("type") in anthropic.CALL_BLOCKS or anthropic.is_result_block(b))
                for b in content):
            return "anthropic"
    return "openai"


def _start(path: str, text: str) -> Position:
    """Where the document starts: its first character that is not JSON white space (or 1:1)."""
    body = text.removeprefix("\ufeff")
    rest = body.lstrip(" \t\r\n")
    if not rest:
        return Position(path, 1, 1)
    skipped = body[:len(body) - len(rest)]
    line = skipped.count("\n") + 1
    return Position(path, line, len(skipped) - (skipped.rfind("\n") + 1) + 1)


def read_transcript(path: str, text: str, *, finished: bool = True) -> Transcript:
    """Read ``text`` (the file at ``path``, for diagnostics) into a :class:`Transcript`.

    ``finished``: the conversation has ended, so calls left running failed.
    A transcript without tool calls carries a ``render/no-tool-calls`` warning.

    Raises:
        SkinwrightError: when the file cannot be read at all (see :func:`read_messages`),
            or holds no message with a chat role (``render/unreadable-transcript``).
    """
    messages, problems = read_messages(path, text)
    start = _start(path, text)
    if not messages or not any(m.data.get("role") in CHAT_ROLES for m in messages):
        why = "the transcript holds no messages" if not messages else \
            f"no message has a chat role ({', '.join(CHAT_ROLES)})"
        raise SkinwrightError([*problems, *_fail(path, why, start.line, start.column).diagnostics])
    fmt = detect_format(messages)
    report = Report(list(problems))
    book = ADAPTERS[fmt](messages, report)
    turns = book.build(finished=finished)
    if not turns:
        report.warning(NO_CALLS, "the transcript has no tool calls", start,
                       hint="the page only says so; check that this is the conversation you meant")
    return Transcript(fmt, turns, tuple(sorted(report.items, key=Diagnostic.sort_key)))
