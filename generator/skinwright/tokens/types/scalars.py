"""``cubicBezier`` (§8.6), ``number`` (§8.7) and ``strokeStyle`` (§9.2)."""

from __future__ import annotations

import re
from typing import Any, Iterator

from .base import (Legacy, Problem, Shape, TokenType, Var, bad, found_text, is_alias, is_ref, math_problem,
                   non_finite, num, num_ok, read_math, validate)

STROKE_STYLES = ("solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset")
LINE_CAPS = ("round", "butt", "square")



def _cubic(v: Any, at: tuple) -> Iterator[Problem]:
    if not isinstance(v, list) or len(v) != 4:
        yield bad("cubicBezier", at)
        return
    for i, n in enumerate(v):
        if is_ref(n) or is_alias(n):
            continue
        if not num_ok(n):
            yield non_finite("cubicBezier", at + (i,), f"point {i}", n) or \
                bad("cubicBezier", at + (i,), f"point {i} must be a number, not {n!r}")
        elif i in (0, 2) and not 0 <= n <= 1:
            yield bad("cubicBezier", at + (i,), f"x{i // 2 + 1} must be between 0 and 1, not {n:g}")


def _number(v: Any, at: tuple) -> Iterator[Problem]:
    problem = math_problem("number", v, at) if type(v) is str else None
    if problem is not None:
        yield problem
    elif not num_ok(v):
        yield non_finite("number", at, "the number", v) or bad("number", at, f"{v!r} is not a number")


def _stroke_style(v: Any, at: tuple) -> Iterator[Problem]:
    if type(v) is str:
        if v not in STROKE_STYLES:
            yield bad("strokeStyle", at, f"{v!r} is not {_STROKE}")
        return
    if not isinstance(v, dict) or set(v) != {"dashArray", "lineCap"}:
        yield bad("strokeStyle", at)
        return
    dashes = v["dashArray"]
    if not isinstance(dashes, list) or not dashes:
        yield bad("strokeStyle", at + ("dashArray",), "dashArray must be a non-empty list of dimensions")
    else:
        for i, d in enumerate(dashes):
            yield from validate("dimension", d, at + ("dashArray", i))
    if v["lineCap"] not in LINE_CAPS:
        yield bad("strokeStyle", at + ("lineCap",), f"lineCap must be one of {', '.join(LINE_CAPS)}")


def cubic_bezier(v: Any) -> str:
    """``cubic-bezier(x1, y1, x2, y2)``."""
    if isinstance(v, Var):
        return str(v)
    return f"cubic-bezier({', '.join(num(p) for p in v)})"


def stroke_style(v: Any) -> str:
    """The keyword; a dash pattern falls back to ``dashed`` (CSS ``border-style`` cannot express one)."""
    if isinstance(v, Var):
        return str(v)
    return v if isinstance(v, str) else "dashed"


def number(v: Any) -> str:
    """The number, shortest form."""
    return num(v)


_EASINGS = {
    # CSS Easing Functions 1 §2.2: the keywords' control points
    "linear": [0, 0, 1, 1], "ease": [0.25, 0.1, 0.25, 1], "ease-in": [0.42, 0, 1, 1], "ease-out": [0, 0, 0.58, 1],
    "ease-in-out": [0.42, 0, 0.58, 1],
}
_BEZIER = re.compile(r"\s*cubic-bezier\(\s*([^,()]+),\s*([^,()]+),\s*([^,()]+),\s*([^,()]+)\)\s*\Z", re.I)
_NUMBER = re.compile(r"\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)\s*(%?)\s*\Z")


def _num_text(text: str) -> int | float:
    n = float(text)
    return int(n) if n.is_integer() and "." not in text and "e" not in text.lower() else n


def read_bezier(v: Any, at: tuple = (), found: list[Legacy] | None = None) -> Any:
    """``"cubic-bezier(…)"`` and the CSS easing keywords as the four numbers."""
    if type(v) is not str:
        return v
    m = _BEZIER.match(v)
    if m:
        if not all(_NUMBER.match(g) and not _NUMBER.match(g).group(2) for g in m.groups()):
            return v
        new = [_num_text(_NUMBER.match(g).group(1)) for g in m.groups()]
        form = "a CSS cubic-bezier() string"
    elif v.strip().lower() in _EASINGS:
        new = list(_EASINGS[v.strip().lower()])
        form = "a CSS easing keyword"
    else:
        return v
    if found is not None:
        found.append(Legacy(at, form, found_text(v), new))
    return new


def read_number(v: Any, at: tuple = (), found: list[Legacy] | None = None) -> Any:
    """A number in a string (``"1.5"``) as the number; a percentage (``"50%"``) as its fraction."""
    if type(v) is not str:
        return v
    m = _NUMBER.match(v)
    if m is None:
        return read_math("number", v, at, found)
    new = _num_text(m.group(1))
    if m.group(2):
        new = round(new / 100, 10)
        new = int(new) if new == int(new) else new
    if found is not None:
        found.append(Legacy(at, "a percentage (read as its fraction)" if m.group(2) else "a number in a string",
                            found_text(v), new))
    return new


_STROKE = f"one of {', '.join(STROKE_STYLES)}, or {{dashArray: [dimensions], lineCap: round | butt | square}}"

TYPES = [
    TokenType("cubicBezier", "8.6", "[x1, y1, x2, y2] with x1 and x2 between 0 and 1", _cubic, cubic_bezier,
              read_bezier, parts={"#": "number"}, preview="curve",
              note="Format §8.6: four numbers; the x coordinates (first and third) lie in [0, 1]. CSS text "
                   "(`cubic-bezier(…)`, `ease-in-out`) is read with a `core/legacy-value` warning."),
    TokenType("number", "8.7", "a number", _number, number, read_number, scalar="number",
              quantity=lambda q: None if q[1] else q[0],
              note="Format §8.7. A number in a string (`\"1.5\"`) or a percentage (`\"50%\"`, read as 0.5) is "
                   "read with a `core/legacy-value` warning; simple Tokens Studio math (`\"{scale.base} * 1.5\"`) "
                   "as the number it computes (`core/math-expression`)."),
    TokenType("strokeStyle", "9.2", _STROKE, _stroke_style, stroke_style,
              members={"dashArray": "dash-array", "lineCap": None}, shapes={"dash-array": Shape(items="dimension")},
              note="Format §9.2: a keyword, or `{dashArray, lineCap}` (written to CSS as `dashed`)."),
]
