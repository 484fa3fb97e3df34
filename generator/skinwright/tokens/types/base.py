"""What the type records share: problems, number checks, composite members, CSS numbers and ``var()``."""

from __future__ import annotations

import math
from typing import Any, Iterator

Problem = tuple[tuple, str, "str | None", str]
"""``(pointer into the value, message, hint, severity)``."""


def is_alias(value: Any) -> bool:
    """A whole-value alias ``"{a.b.c}"`` (format §7 "Aliases / references")."""
    return type(value) is str and len(value) > 2 and value[0] == "{" and value[-1] == "}" and "{" not in value[1:-1]


def is_ref(value: Any) -> bool:
    """A JSON Pointer reference object ``{"$ref": "#/…"}`` (format 2025.10 §7.2)."""
    return isinstance(value, dict) and "$ref" in value


def num_ok(v: Any) -> bool:
    """A finite int or float (not a bool)."""
    return (type(v) is int or type(v) is float) and math.isfinite(v)


def expected(ttype: str) -> str:
    from . import token_type

    return token_type(ttype).expected


def bad(ttype: str, at: tuple, what: str | None = None, hint: str | None = None) -> Problem:
    """An error problem: ``invalid <type>: <what>`` (or the expected form when ``what`` is not given)."""
    msg = f"invalid {ttype}: {what}" if what else f"invalid {ttype}: expected {expected(ttype)}"
    return (at, msg, hint, "error")


def non_finite(ttype: str, at: tuple, label: str, v: Any) -> Problem | None:
    """The problem for a number that is infinite or NaN (``1e400`` overflows a 64-bit float), else ``None``."""
    if type(v) is not float or math.isfinite(v):
        return None
    if math.isnan(v):
        return bad(ttype, at, f"{label} is NaN, which is not a number", "write a finite number")
    return bad(ttype, at, f"{label} is too large: it overflows to infinity",
               "write a finite number (a 64-bit float reaches about 1.8e308)")


def tidy(x: float) -> int | float:
    """``1.0`` → ``1``: whole numbers print without a decimal point."""
    return int(x) if math.isfinite(x) and x == int(x) else x


def number_text(text: str) -> str:
    """``text`` (digits, maybe a sign and a dot) as a number YAML 1.1 and 1.2 read alike: ``010`` → ``10``, ``.5`` → ``0.5``."""
    n = float(text)
    return str(int(n)) if n.is_integer() and "." not in text else repr(n)


def members(ttype: str, shape: str, v: Any, at: tuple) -> Iterator[Problem]:
    """Problems with a composite value of ``ttype`` whose members are those of ``shape`` (a type or a shape name)."""
    from . import _members, registry, validate

    if not isinstance(v, dict):
        yield bad(ttype, at)
        return
    known = _members(shape) or {}
    tt = registry().get(shape)
    optional = tt.optional if tt is not None else frozenset()
    for key in v:
        if key not in known:
            yield bad(ttype, at + (key,), f"unknown member '{key}'; expected {expected(ttype)}")
    for key, mtype in known.items():
        if key not in v:
            if key not in optional:
                yield bad(ttype, at, f"missing '{key}'; expected {expected(ttype)}")
            continue
        if mtype is None:
            if type(v[key]) is not bool:
                yield bad(ttype, at + (key,), f"'{key}' must be true or false")
            continue
        yield from validate(mtype, v[key], at + (key,))


def normalize_members(shape: str, value: Any) -> Any:
    """``value`` with each member that holds a token type normalised (itself when nothing changed)."""
    from . import _members, normalize

    known = _members(shape)
    if known is None or not isinstance(value, dict):
        return value
    out = None
    for key, mtype in known.items():
        if mtype is not None and key in value:
            fixed = normalize(mtype, value[key])
            if fixed is not value[key]:
                out = dict(value) if out is None else out
                out[key] = fixed
    return value if out is None else out


class Var:
    """A ``var()`` reference standing in a value where a whole token was referenced."""

    __slots__ = ("name",)

    def __init__(self, name: str):
        self.name = name

    def __str__(self) -> str:
        return f"var({self.name})"


def num(x: Any) -> str:
    """Shortest CSS text for a number: ``1.0`` → ``1``, ``0.25`` → ``0.25``."""
    if type(x) is int:
        return str(x)
    if type(x) is bool:
        return "1" if x else "0"
    if isinstance(x, Var):
        return str(x)
    text = repr(float(x))
    if text.endswith(".0"):
        text = text[:-2]
    return text


def css_of(ttype: str, v: Any) -> str:
    """The CSS text of a member of type ``ttype`` (a :class:`Var` stays ``var()``)."""
    from . import token_type

    return str(v) if isinstance(v, Var) else token_type(ttype).css(v)
