"""The JSON loader: RFC 8259 text read by the standard library, positions only when asked.

The C decoder reads the data (fast path). Positions come later, from a second
read that only a diagnostic or a fix asks for (:func:`json_positions`): JSON
is YAML 1.2 flow syntax, so libyaml's event stream gives them about 4× faster
than a pure-Python JSON reader; the few JSON texts libyaml refuses (escapes
such as ``\\/`` and surrogate pairs are not YAML) are read by the JSON5
reader instead, since JSON5 is a superset of JSON. A key written twice in one
object is a ``core/duplicate-key`` error at the second key, with a note at
the first, found the same way.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import replace
import sys
from typing import Any

from ..diagnostics import Diagnostic, SkinwrightError
from .document import (POSITION_FINDERS, POSITION_READERS, REPEATED, Document, max_depth, position_at, same_twice,
                       too_deep)

DUPLICATE_HINT = "JSON readers keep only one of them; remove or rename one"

_JSON_HINTS = {
    "Expecting ',' delimiter": "a ',' is missing between two members or items, or a string is not closed",
    "Expecting ':' delimiter": "write a ':' between a member's name and its value",
    "Extra data": "a file holds one JSON value; remove what follows it or wrap everything in one object",
    "Unterminated string starting at": "close the string with '\"'",
    "Invalid control character at": "write a line break or tab inside a string as \\n or \\t",
    "Invalid \\escape": "in JSON strings a backslash starts an escape; write a backslash as \\\\",
}
_JSON_GENERIC = "check the JSON here: names and strings in double quotes, ',' between members, no trailing commas or comments"


def _json_error(path: str, text: str, exc: Any) -> Diagnostic:
    """``core/json-syntax`` for a ``json.JSONDecodeError``, with a hint for the usual mistakes."""
    at, message = exc.pos, exc.msg
    here = text[at:at + 2]
    before = text[:at].rstrip()
    if before.endswith(",") and here[:1] in ("}", "]"):
        at = len(before) - 1
        message = f"trailing comma before '{here[0]}'"
        hint = f"JSON allows no comma after the last {'member' if here[0] == '}' else 'item'}; remove it"
    elif here in ("//", "/*") or here[:1] == "#":
        hint = "JSON has no comments; remove it, or write the file as YAML"
    elif here[:1] == "'":
        hint = "JSON strings and member names are written in double quotes"
    elif message == "Expecting value" and re.match(r"[A-Za-z_]", here):
        word = re.match(r"[\w.-]+", text[at:]).group(0)
        hint = f'quote text: "{word}" (JSON literals are only true, false and null)'
    elif not text.strip():
        message, hint = "the file is empty", "a token file holds one JSON object; write {} for none"
    else:
        hint = next((h for k, h in _JSON_HINTS.items() if message.startswith(k)), _JSON_GENERIC)
    # The decoder's own words, in the lower case of the other messages ("Unterminated string starting at").
    message = re.sub(r"\s+(?:starting )?at$", "", message[:1].lower() + message[1:])
    return Diagnostic("core/json-syntax", message, position_at(path, text, at), hint=hint)



SURROGATE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


def _lone_surrogate(text: str) -> int | None:
    """The offset of the first ``\\uD800``–``\\uDFFF`` escape that is not half of a pair (RFC 8259 §8.2), or ``None``."""
    pending = None  # the offset of a high half waiting for its low half
    for m in SURROGATE.finditer(text):
        at = m.start()
        before = at
        while before and text[before - 1] == "\\":  # walk back over the run only: copying text[:at] was quadratic
            before -= 1
        slashes = at - before
        if slashes % 2:  # an escaped backslash, then the letter u: not an escape
            continue
        high = m.group(0)[3].lower() in "89ab"
        if pending is not None and not high and at == pending + 6:
            pending = None
            continue
        if pending is not None:
            return pending
        if not high:
            return at
        pending = at
    return pending


_TOO_DEEP = object()
_NESTING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')
"""A JSON string (stepped over whole) or a bracket: what counting the nesting needs to look at."""


def _too_deep_at(path: str, text: str) -> Diagnostic:
    """``core/too-deep`` at the object or array that passes the nesting limit (the top-level value is level 1, as
    the YAML loader counts); the text after it is not looked at."""
    deepest, depth = max_depth(), 0
    for m in _NESTING.finditer(text):
        c = m.group()
        if c == "[" or c == "{":
            depth += 1
            if depth > deepest:
                return too_deep(position_at(path, text, m.start()))
        elif c == "]" or c == "}":
            depth -= 1
    return too_deep(position_at(path, text, 0))  # the decoder's own recursion ran out first


def load_json(path: str, text: str) -> Document:
    """Read JSON (RFC 8259) with the standard library; positions come lazily.

    Raises:
        SkinwrightError: ``core/json-syntax`` with the line and column of the
            first syntax error, ``core/too-deep``, or ``core/duplicate-key``
            (every duplicate, each at its own key with a note at the first).
    """
    import json

    dups = False
    same = False

    shared: dict[str, str] = {}

    def pairs_hook(pairs):
        nonlocal dups, same
        d = dict(pairs)
        # The decoder shares repeated keys but not values: the short values every token repeats ($type, a colour
        # space, a unit) become one object each (~55 bytes a token each otherwise).
        for key in REPEATED:  # four lookups cost less than a set intersection per object
            v = d.get(key)
            if type(v) is str:
                d[key] = shared.setdefault(v, v)
        if len(d) != len(pairs):
            seen: dict = {}
            for k, v in pairs:
                if k in seen and seen[k] != v:
                    dups = True
                seen[k] = v
            same = same or not dups
        return d

    # The C decoder counts one recursion level per nesting level: a temporary
    # limit just above the current depth bounds the nesting it accepts.
    depth, frame = 0, sys._getframe()
    while frame is not None:
        depth, frame = depth + 1, frame.f_back
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(depth + max_depth() + 5)
    try:
        data = json.loads(text, object_pairs_hook=pairs_hook)
    except json.JSONDecodeError as exc:
        raise SkinwrightError([_json_error(path, text, exc)]) from None
    except RecursionError:
        data = _TOO_DEEP  # placed below, once the recursion limit is back: finding the place calls functions too
    except ValueError:  # an integer over Python's digit limit (sys.get_int_max_str_digits)
        raise SkinwrightError([_long_number(path, text)]) from None
    finally:
        sys.setrecursionlimit(limit)
    if data is _TOO_DEEP:
        raise SkinwrightError([_too_deep_at(path, text)])
    lone = _lone_surrogate(text) if "\\u" in text else None
    if lone is not None:
        raise SkinwrightError([Diagnostic(
            "core/encoding", f"'{text[lone:lone + 6]}' is half of a UTF-16 pair: no UTF-8 file can hold it",
            position_at(path, text, lone), hint="write the character itself, or both halves of its pair")])
    if dups:  # the rare case: read again with positions to say where
        duplicates: list[Diagnostic] = []
        json_positions(path, text, duplicates)
        raise SkinwrightError(duplicates)
    doc = Document(path, text, data, "json")
    if same:  # every key written twice has the same value twice: one reading, and a warning
        duplicates = []
        where: dict = {}
        json_positions(path, text, duplicates, where)
        doc.notes = [same_twice(d, where[d.position]) for d in duplicates if d.position in where]
    return doc


def json_positions(path: str, text: str, duplicates: list[Diagnostic] | None = None, where: dict | None = None) -> Any:
    """``text`` (valid JSON) read again as :class:`~.document.YMap`/:class:`~.document.YList` data with positions.

    Duplicate keys are appended to ``duplicates`` when it is given (and their
    pointers to ``where``, by position).
    """
    from .yaml_loader import load_yaml

    try:
        return load_yaml(path, text, where, positions=True).data
    except SkinwrightError as exc:
        if all(d.code == "core/duplicate-key" for d in exc.diagnostics):
            if duplicates is not None:
                duplicates.extend(replace(d, hint=DUPLICATE_HINT) for d in exc.diagnostics)
            return None
    from .json5_loader import read_json5

    found: list[Diagnostic] = []
    data = read_json5(path, text, found, hint=DUPLICATE_HINT, where=where)
    if duplicates is not None:
        duplicates.extend(found)
    return data


POSITION_READERS["json"] = json_positions


_SPACE = re.compile(r"[ \t\n\r]*")
_MEMBER = re.compile(r'"([^"\\\x00-\x1f]*)"[ \t\n\r]*:[ \t\n\r]*')
_AFTER = re.compile(r"[ \t\n\r]*([,}\]])[ \t\n\r]*")
_BREAKS = re.compile(r"\r\n|[\n\r\x85\u2028\u2029]")


def find_json_positions(text: str, requests: list[tuple[tuple, bool]], *,
                        partial: bool = True) -> list[tuple[int, int] | None] | None:
    """Where each ``(pointer, key)`` of ``requests`` starts in the JSON ``text``, in one pass; in order.

    The :data:`~.document.POSITION_FINDERS` entry for JSON (the places of a
    :class:`~.document.DeferredPosition`, :meth:`~.document.Document.prefetch`):
    the walk follows only the members on some requested path, and steps over
    every other value with the standard library's C scanner, so its cost is
    the tokens asked about, not the file. The places are those the positioned
    twin (:func:`json_positions`, libyaml's marks) gives: 1-based, columns in
    characters, a line break being what YAML calls one (``\\r\\n``, ``\\r``,
    ``\\n``, NEL, LS, PS); the first of two equal keys; a pointer past what is
    there gets its nearest ancestor's place. Text that is not JSON gives the
    places found before the fault, or ``None`` without ``partial``.
    """
    import json

    from .yaml_loader import _Wanted, found_places, wanted_tree

    root = wanted_tree(requests)
    scan, scanstring, space = json.JSONDecoder().scan_once, json.decoder.scanstring, _SPACE.match
    member, after = _MEMBER.match, _AFTER.match

    def walk(at: int, wanted: _Wanted) -> int:
        """Note the places below ``wanted``, whose value (an object or array) starts at ``at``; the index after it."""
        kids = wanted.kids
        is_object = text[at] == "{"
        closer = "}" if is_object else "]"
        at = space(text, at + 1).end()
        if text[at] == closer:
            return at + 1
        index = 0
        while True:
            if is_object:
                key_at = at
                m = member(text, at)  # a name without escapes and its ':' in one step: most names
                if m is not None:
                    name, at = m.group(1), m.end()
                else:
                    name, at = scanstring(text, at + 1)
                    at = space(text, at).end()
                    if text[at] != ":":
                        raise ValueError(at)
                    at = space(text, at + 1).end()
                child = kids.get(name)
                if child is not None and child.key is None:
                    child.key = key_at
            else:
                child = kids.get(index)
                index += 1
            if child is not None:
                if child.value is None:
                    child.value = at
                if child.kids and text[at] in "{[":
                    at = walk(at, child)
                else:
                    at = scan(text, at)[1]
            else:
                at = scan(text, at)[1]
            m = after(text, at)
            if m is None:
                raise ValueError(at)
            if m.group(1) != ",":
                if m.group(1) != closer:
                    raise ValueError(at)
                return m.end()
            at = m.end()

    start = space(text).end()
    try:
        root.value = start
        if root.kids and text[start:start + 1] in ("{", "["):
            walk(start, root)
    except (ValueError, IndexError, StopIteration, RecursionError):
        if not partial:
            return None
    return _places(text, found_places(root, requests))


def _places(text: str, indices: list[int | None]) -> list[tuple[int, int] | None]:
    """1-based ``(line, column)`` of each character index, counting line breaks as libyaml does."""
    if "\r" in text or "\x85" in text or "\u2028" in text or "\u2029" in text:
        starts = [0] + [m.end() for m in _BREAKS.finditer(text)]
    else:
        starts = None
    out: list[tuple[int, int] | None] = []
    memo: dict[int, tuple[int, int]] = {}
    order = sorted({i for i in indices if i is not None})
    line, last = 1, 0
    for i in order:
        if starts is None:
            line += text.count("\n", last, i)
            memo[i] = (line, i - text.rfind("\n", 0, i))
            last = i
        else:
            k = bisect.bisect_right(starts, i)
            memo[i] = (k, i - starts[k - 1] + 1)
    for i in indices:
        out.append(None if i is None else memo[i])
    return out


POSITION_FINDERS["json"] = find_json_positions


def _long_number(path: str, text: str) -> Diagnostic:
    """``core/json-syntax`` at the first number too long to read (Python reads at most 4,300 digits)."""
    found = re.search(r"\d{4000,}", text)
    at = found.start() if found else 0
    digits = len(found.group(0)) if found else 0
    return Diagnostic("core/json-syntax", f"a number of {digits:,} digits is too long to read", position_at(path, text, at),
                      hint="no token needs that many digits: write the number with at most 17 significant digits")
