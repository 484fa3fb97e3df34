"""What a transcript format is, and what its reader works with.

A format is one module under :mod:`skinwright.transcripts.formats` that
defines a :class:`Format`: its name, how to recognise one of its records
(:attr:`Format.fit`), how to read its records into calls (:attr:`Format.read`),
where a JSON object keeps its records (:attr:`Format.containers`), a small
sample and the public documentation it follows. Detection, the diagnostics
for input that fits no format, pairing and paging are shared
(:mod:`.detect`, :mod:`.book`, :mod:`.page`), so a new format is one module
plus its line in the registry.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Union

from ..diagnostics import Report
from ..source import describe_value
from ..js_json import js_stringify
from .book import CallBook
from .records import SKIPPED_HINT, UNREADABLE, Record

TOOL = "tool"
"""Fit: the record holds a tool call or a tool result in this format."""
MESSAGE = "message"
"""Fit: the record belongs to this format but holds no tool call (text, metadata)."""


@dataclass(frozen=True)
class Miss:
    """Where a record stops matching a format: a path inside the record and what the format expected there."""

    path: tuple
    expected: str


Fit = Union[str, Miss]


@dataclass
class Reading:
    """What a format's reader works with.

    Attributes:
        book: where calls and results go (:class:`~.book.CallBook`).
        report: warnings for parts of records that are skipped.
        root: the file's top-level JSON value (``None`` for JSONL), for state kept beside
            the records (a LangGraph ``__interrupt__``).
        live: the transcript is still running (``render --live``).
        aliases: legacy tool names → current ones (``identifier`` or ``identifier/apiName``
            keys), so old history renders with today's titles.
    """

    book: CallBook
    report: Report
    root: Any = None
    live: bool = False
    aliases: Mapping[str, str] = field(default_factory=dict)

    def skipped(self, record: Record, what: str, *path: Any) -> None:
        """Report a part of ``record`` (at ``path`` inside it) that is left out."""
        self.report.warning(UNREADABLE, what, record.at(*path), hint=SKIPPED_HINT)


@dataclass(frozen=True)
class Format:
    """One transcript format.

    Attributes:
        name: what ``render --format`` takes (``openai-responses``).
        title: its name in prose (``OpenAI Responses API``).
        summary: one sentence: what it is and who writes it.
        summaries: that sentence in the docs site's other languages (``{"zh": …}``); one a site
            language lacks is a ``docs/missing-translation`` warning of the build.
        docs: the public documentation the reader follows (URLs).
        sample: a small transcript in the format (JSON or JSONL text), shown in the docs
            and read by the tests.
        fit: ``record → TOOL | MESSAGE | Miss`` for one record (a dict); never raises.
        read: ``(records, reading) → None``: reads the records that fit, in order, into ``reading.book``.
        containers: key paths under which a JSON object of this format holds its records.
    """

    name: str
    title: str
    summary: str
    docs: tuple[str, ...]
    sample: str
    fit: Callable[[dict], Fit]
    read: Callable[[Sequence[Record], Reading], None]
    containers: tuple[tuple[str, ...], ...] = (("messages",),)
    summaries: Mapping[str, str] = field(default_factory=dict, hash=False, compare=False)


# --- helpers the format modules share ---------------------------------------------------------------

def text_of(content: Any) -> str | None:
    """Text of a message or result content: a string, or the ``text`` of a list of text blocks."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        texts = [b.get("text") for b in content if isinstance(b, dict) and isinstance(b.get("text"), str)]
        return "\n".join(texts) if texts else None
    return None


_DATA_URL = re.compile(r"data:([\w.+-]+/[\w.+-]+)?(;[\w-]+=[^;,]*)*;base64,[A-Za-z0-9+/=]{64,}")


def json_text(value: Any) -> str:
    """``value`` as result text: a string as is, anything else as its JSON text; inline
    ``data:`` URLs (screenshots, generated images) are shortened to their type and size."""
    text = value if isinstance(value, str) else ("" if value is None else js_stringify(value))
    if "base64," not in text:
        return text
    return _DATA_URL.sub(lambda m: f"data:{m[1] or ''};base64,… ({len(m[0]):,} characters)", text)


def first(mapping: Any, *keys: str) -> Any:
    """The first of ``keys`` present (not ``None``) in ``mapping``; ``None`` when none is."""
    if isinstance(mapping, dict):
        for key in keys:
            if mapping.get(key) is not None:
                return mapping[key]
    return None


def found(value: Any) -> str:
    """What ``value`` is, in a few words, for "expected …, found …" messages: an object by its
    first keys, a list by its length, a long string by its length, anything else as
    :func:`skinwright.source.describe_value` says it."""
    if isinstance(value, dict):
        keys = list(value)[:5]
        more = ", …" if len(value) > 5 else ""
        return "an empty object" if not keys else f"an object with {', '.join(map(str, keys))}{more}"
    if isinstance(value, list):
        return "an empty list" if not value else f"a list of {len(value)}"
    if isinstance(value, str) and len(value) > 40:
        return f"a string of {len(value):,} characters"
    return describe_value(value)
