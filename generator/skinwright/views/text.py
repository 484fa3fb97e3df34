"""Result text as the reference card's DescPanel reads it.

The reference card (``ToolMessage`` / ``DescPanel``) fixes how a tool's result
text is shown::

    desc = content || (typeof error === 'string' ? error : undefined)

    JSON.parse(desc) succeeds with an object   → key-value list (keys in JS order)
                       succeeds with an array    → index-keyed list (0, 1, 2 …)
                       succeeds with null        → empty content area
                       succeeds with a scalar    → plain text (String(value))
                       fails (or desc is empty)  → plain text of desc / empty
    nested object/array values                   → JSON.stringify(value)

with the browser's JSON semantics (:mod:`skinwright.js_json`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from ..js_json import js_key_order, js_parse, js_string, js_stringify, js_truthy


def desc_of(content: Any, error: Any) -> Any:
    """``content || (typeof error === 'string' ? error : undefined)``.

    Content wins whenever it is truthy; an error is used only when it is a
    string; a non-string error (``true``, an object) is ignored. Returns
    ``None`` for ``undefined``.
    """
    if js_truthy(content):
        return content
    return error if isinstance(error, str) else None


@dataclass(frozen=True, slots=True)
class Field:
    """One row of a key-value list: ``nested`` when the value was an object,
    an array or null and ``value`` is therefore its JSON text, cut on structure
    (:func:`stringify_within`): ``more`` items and ``cut`` characters were left out."""

    key: str
    value: str
    nested: bool
    more: int = 0
    cut: int = 0


@dataclass(frozen=True, slots=True)
class Desc:
    """What a DescPanel shows: nothing, a key-value list (``more`` rows beyond it), or plain text."""

    kind: Literal["empty", "fields", "text"]
    fields: tuple[Field, ...] = ()
    text: str = ""
    more: int = 0


EMPTY = Desc("empty")
UNLIMITED = 1 << 62
DEPTH = 400
"""Nesting below which :func:`stringify_within` cuts on structure; deeper values print whole (or as ``…``)."""
KEEP = 40
"""The fewest characters a string cut by :func:`stringify_within` keeps."""


def stringify_within(value: Any, limit: int) -> tuple[str, int, int]:
    """``JSON.stringify(value)`` of about ``limit`` characters at most, cut on structure.

    Elements and members are written whole, in order, while the budget lasts;
    the rest of a list or object becomes ``…``, a string longer than what is
    left is cut with ``…`` inside its quotes. Returns ``(text, items left out,
    characters of strings left out)``; the text is the JSON text itself when
    nothing was cut. Never raises; linear in what it writes.
    """
    out: list[str] = []
    state = [limit, 0, 0]  # characters left, items dropped, string characters dropped

    def write(v: Any, depth: int) -> None:
        if isinstance(v, (list, tuple, dict)) and depth < DEPTH:
            pairs = list(js_key_order(v).items()) if isinstance(v, dict) else None
            n = len(pairs) if pairs is not None else len(v)
            out.append("{" if pairs is not None else "[")
            state[0] -= 1
            for i in range(n):
                if state[0] <= 0:
                    out.append(",…" if i else "…")
                    state[1] += n - i
                    break
                if i:
                    out.append(",")
                    state[0] -= 1
                if pairs is not None:
                    key = js_stringify(str(pairs[i][0])) + ":"
                    out.append(key)
                    state[0] -= len(key)
                write(pairs[i][1] if pairs is not None else v[i], depth + 1)
            out.append("}" if pairs is not None else "]")
            state[0] -= 1
            return
        text = js_stringify(v)
        if isinstance(v, str) and len(text) > max(state[0], KEEP):
            keep = max(state[0], KEEP)
            state[2] += len(v) - keep
            text = js_stringify(v[:keep])[:-1] + "…\""
        out.append(text)
        state[0] -= len(text)

    write(value, 0)
    return "".join(out), state[1], state[2]


def fields_of(value: dict | list, rows: int = UNLIMITED, chars: int = UNLIMITED) -> tuple[tuple[Field, ...], int]:
    """Rows for a parsed object (keys in JS order) or array (keys ``0``, ``1`` …): the first
    ``rows`` of them, and how many more there are. Nested values are JSON text of at most about
    ``chars`` characters, cut on structure."""
    items = js_key_order(value).items() if isinstance(value, dict) else enumerate(value)
    out = []
    for key, v in items:
        if len(out) == rows:
            break
        if v is None or isinstance(v, (dict, list, tuple)):
            text, more, cut = stringify_within(v, chars)
            out.append(Field(str(key), text, True, more, cut))
        else:
            out.append(Field(str(key), js_string(v), False))
    return tuple(out), len(value) - len(out)


def describe(desc: Any, rows: int = UNLIMITED, chars: int = UNLIMITED) -> Desc:
    """What DescPanel renders for ``desc`` (see the module docstring), ``rows`` rows at most.

    ``desc`` is normally a string; a dict or list is taken as already parsed
    (a declared view's ``input`` object); ``None`` and ``""`` give :data:`EMPTY`.
    """
    if isinstance(desc, (dict, list)):
        fields, more = fields_of(desc, rows, chars)
        return Desc("fields", fields, more=more)
    if isinstance(desc, (bool, int, float)) and desc is not False:
        return Desc("text", text=js_string(desc))  # JSON.parse(String(x)) gives x back
    if not isinstance(desc, str) or desc == "":
        return EMPTY
    ok, value = js_parse(desc)
    if not ok:
        return Desc("text", text=desc)
    if value is None:
        return EMPTY
    if isinstance(value, (dict, list)):
        fields, more = fields_of(value, rows, chars)
        return Desc("fields", fields, more=more)
    return Desc("text", text=js_string(value))
