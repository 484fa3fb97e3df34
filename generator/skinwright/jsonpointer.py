"""JSON Pointer (RFC 6901): the package's one place that escapes, splits and follows pointers.

Inside the package a pointer is a tuple of steps (str member names and int
array indices, :data:`skinwright.source.Pointer`); as text it is
``/a/b/0``, or ``#/a/b/0`` as a URI fragment (§6). ``~0`` stands for ``~``
and ``~1`` for ``/`` in a step (§3); :func:`evaluate` walks a value the way
§4 describes and says, in words, where a pointer stops reaching anything.
"""

from __future__ import annotations

import re
from typing import Any

_INDEX = re.compile(r"(?:0|[1-9][0-9]*)\Z")
_BAD_ESCAPE = re.compile(r"~(?![01])")


class PointerError(ValueError):
    """A pointer text that cannot be read; ``hint`` says how to write it."""

    def __init__(self, message: str, hint: str | None = None):
        super().__init__(message)
        self.hint = hint


def escape(step: str | int) -> str:
    """One step as pointer text: ``a/b`` → ``a~1b``, ``~`` → ``~0`` (§3)."""
    return str(step).replace("~", "~0").replace("/", "~1")


def unescape(text: str) -> str:
    """One step of pointer text as the name it stands for (§4: ``~1`` first, then ``~0``)."""
    return text.replace("~1", "/").replace("~0", "~")


def to_text(pointer: tuple, fragment: bool = False) -> str:
    """``("a", "b/c", 0)`` → ``/a/b~1c/0`` (``#/a/b~1c/0`` with ``fragment``)."""
    return ("#" if fragment else "") + "".join("/" + escape(step) for step in pointer)


def from_fragment(text: str) -> list[str]:
    """The unescaped steps of a ``#/…`` URI-fragment pointer (§6); ``#`` alone is ``[]``.

    Raises:
        PointerError: the text does not start with ``#``, or has a ``~``
            that is not ``~0`` or ``~1``.
    """
    if text == "#":
        return []
    if not text.startswith("#/"):
        raise PointerError(f"{text!r} is not a JSON Pointer fragment", "write it as '#/group/name'")
    bad = _BAD_ESCAPE.search(text)
    if bad:
        found = text[bad.start():bad.start() + 2]
        raise PointerError(f"'{found}' is not a JSON Pointer escape (RFC 6901 has '~0' for '~' and '~1' for '/')",
                           "write '~0' for '~' and '~1' for '/' in names")
    return [unescape(p) for p in text[2:].split("/")]


def index_or_name(step: str) -> int | str:
    """A step as an int when it is an array index in the RFC's form (``0``, ``12``; not ``01`` or ``-``)."""
    return int(step) if _INDEX.match(step) else step


def evaluate(value: Any, steps: tuple, root: str = "") -> tuple[Any, tuple[str, str] | None]:
    """The part of ``value`` at ``steps`` (§4), or ``(None, (reason, hint))`` at the first step that reaches nothing.

    ``root`` names ``value`` in the reasons (``$value`` for a token's value).
    Nothing is reached by an index past the end, an index with a leading
    zero or ``-`` (which names the place after the last item), a member name
    used on a list, a member an object lacks, or a step into a number or
    string.
    """
    from .source import describe_value

    for depth, part in enumerate(steps):
        where = "/".join([root, *map(str, steps[:depth])]) if root else to_text(steps[:depth]) or "the root"
        if isinstance(value, list):
            if type(part) is int and part < len(value):
                value = value[part]
                continue
            items = f"use an index from 0 to {len(value) - 1}" if len(value) > 1 else \
                "the only index is 0" if value else f"'{where}' is an empty list"
            if type(part) is int:
                return None, (f"index {part} is past the end of '{where}' ({len(value)} item{'s' * (len(value) != 1)})",
                              items)
            if part == "-":
                return None, (f"'-' names the place after the last item of '{where}' (RFC 6901), not a value", items)
            if part.isdigit():
                return None, (f"'{part}' is not an array index: RFC 6901 indices have no leading zeros",
                              f"write {int(part)}")
            return None, (f"'{part}' is not an array index; '{where}' is a list", items)
        if isinstance(value, dict):
            key = str(part)
            if key in value:
                value = value[key]
                continue
            members = ", ".join(map(str, value)) or "none"
            return None, (f"'{where}' has no member '{key}'", f"its members: {members}")
        return None, (f"'{where}' is {describe_value(value)}; a pointer cannot go into it",
                      f"end the pointer at '{where}'")
    return value, None
