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
    """``content || (typeof error === 'string' ? error : undefined)`` (seed 000).

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
    an array or null and ``value`` is therefore its JSON text."""

    key: str
    value: str
    nested: bool


@dataclass(frozen=True, slots=True)
class Desc:
    """What a DescPanel shows: nothing, a key-value list, or plain text."""

    kind: Literal["empty", "fields", "text"]
    fields: tuple[Field, ...] = ()
    text: str = ""


EMPTY = Desc("empty")


def fields_of(value: dict | list) -> tuple[Field, ...]:
    """Rows for a parsed object (keys in JS order) or array (keys ``0``, ``1`` …)."""
    items = js_key_order(value).items() if isinstance(value, dict) else enumerate(value)
    rows = []
    for key, v in items:
        nested = v is None or isinstance(v, (dict, list, tuple))
        rows.append(Field(str(key), js_stringify(v) if nested else js_string(v), nested))
    return tuple(rows)


def describe(desc: Any) -> Desc:
    """Seed 000's table: what DescPanel renders for ``desc`` (see the module docstring).

    ``desc`` is normally a string; a dict or list is taken as already parsed
    (seed 002's ``input`` objects); ``None`` and ``""`` give :data:`EMPTY`.
    """
    if isinstance(desc, (dict, list)):
        return Desc("fields", fields_of(desc)) if desc else Desc("fields")
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
        return Desc("fields", fields_of(value))
    return Desc("text", text=js_string(value))
