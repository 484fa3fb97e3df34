"""``dimension`` (§8.2) and ``duration`` (§8.5): a number and a unit, and the ``"4px"`` strings of earlier drafts."""

from __future__ import annotations

import re
from typing import Any, Iterator

from .base import (Legacy, Problem, TokenType, Var, bad, found_text, is_ref, math_problem, non_finite, num, num_ok,
                   read_math, tidy)

NUMBER_UNIT = re.compile(r"\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)\s*([A-Za-z%]*)\s*\Z")
EXPECTED = {"dimension": "{value: <number>, unit: px | rem}", "duration": "{value: <number>, unit: ms | s}"}
_UNITS = {"dimension": ("px", "rem"), "duration": ("ms", "s")}
CSS_UNITS = frozenset({
    # CSS Values 4 lengths and percentages that DTCG 2025.10 has no unit for; written to CSS as they are
    "em", "ex", "ch", "cap", "ic", "lh", "rlh", "rem", "rex", "rch", "rcap", "ric", "vw", "vh", "vi", "vb", "vmin",
    "vmax", "svw", "svh", "lvw", "lvh", "dvw", "dvh", "svi", "svb", "lvi", "lvb", "dvi", "dvb", "svmin", "svmax",
    "lvmin", "lvmax", "dvmin", "dvmax", "cqw", "cqh", "cqi", "cqb", "cqmin", "cqmax", "cm", "mm", "q", "in", "pc",
    "%",
}) - {"rem"}
PLATFORM_UNITS = ("dp", "sp", "pt")
"""Android's and iOS's units, which CSS does not have: each is a ``core/platform-unit`` error whose hint gives the
CSS value to write (:func:`platform_hint`)."""


def platform_hint(unit: str, value: Any) -> str:
    """What to write instead of ``value`` in the platform unit ``unit``, with the numbers worked out.

    Android's ``dp`` is a CSS px on the web (a browser's devicePixelRatio is
    the screen density over 160 dpi, Android's baseline); ``sp`` is a dp that
    also follows the user's font size, as ``rem`` does (16sp is 1rem at the
    default size); an iOS point is a CSS px, while CSS's own ``pt`` is 4/3 px
    (CSS Values 4 §6.2), so ``pt`` has two readings.
    """
    n = value if num_ok(value) else None
    shown = (lambda x, u: f"{{value: {num(tidy(round(x, 4)))}, unit: {u}}}") if n is not None else \
        (lambda x, u: f"{{value: …, unit: {u}}}")
    if unit == "dp":
        return f"write {shown(n or 0, 'px')}: one Android dp is one CSS px (the browser's devicePixelRatio is the " \
               "screen density / 160)"
    if unit == "sp":
        return f"write {shown((n or 0) / 16, 'rem')}: sp follows the user's font size as rem does (16sp is 1rem); " \
               f"{shown(n or 0, 'px')} if the size must not scale"
    return f"an iOS point is a CSS px: write {shown(n or 0, 'px')}; if you mean CSS points (4/3 px), write " \
           f"{shown((n or 0) * 4 / 3, 'px')}"


ABSOLUTE = {"cm": 96 / 2.54, "mm": 96 / 25.4, "q": 96 / 101.6, "in": 96, "pc": 16}
"""CSS's absolute lengths in px (CSS Values 4 §6.2): one reading in px each."""


def css_unit_hint(unit: str, value: Any) -> str:
    """What to do about a dimension in a CSS unit DTCG lacks: an absolute one has its px value; a relative one
    (to the font, the line, the viewport, the container) has none, so it stays as CSS writes it."""
    if unit in ABSOLUTE:
        px = f"{{value: {num(tidy(round(value * ABSOLUTE[unit], 4)))}, unit: px}}" if num_ok(value) else "px"
        return f"DTCG 2025.10 has no form for it, so --fix leaves it; it is an absolute length: {px} is the same"
    return ("DTCG 2025.10 has no form for it, so --fix leaves it; it is relative (to the font, the line, the "
            "viewport or the container), so no px or rem value means the same: keep it for CSS")


LETTER_SPACING_FORM = "a letter spacing in % (Tokens Studio: a percentage of the font size, written in em)"


def letter_spacing(v: Any) -> dict | None:
    """Tokens Studio's letter spacing in % of the font size (``"-0.5%"``, or read as ``{value, unit: %}``) as
    the em it means (``-0.005em``, as sd-transforms writes it), else ``None``. (CSS Text 4 reads a % letter
    spacing the same way, but not every browser does.)"""
    if type(v) is str:
        m = NUMBER_UNIT.match(v)
        v = {"value": _number(m.group(1)), "unit": m.group(2)} if m else None
    if isinstance(v, dict) and v.get("unit") == "%" and num_ok(v.get("value")):
        n = round(v["value"] / 100, 10)
        return {"value": tidy(n), "unit": "em"}
    return None


def _number(text: str) -> int | float:
    n = float(text)
    return int(n) if n.is_integer() and "." not in text and "e" not in text.lower() and abs(n) < 2 ** 53 else n


def _check(ttype: str, v: Any, at: tuple) -> Iterator[Problem]:
    units, expected = _UNITS[ttype], EXPECTED[ttype]
    if type(v) is str:  # what read() could not read
        problem = math_problem(ttype, v, at)
        if problem is not None:
            yield problem
            return
        m = NUMBER_UNIT.match(v)
        if m:
            yield bad(ttype, at, f"{v!r}: '{m.group(2)}' is not a unit of a {ttype}; expected {expected}")
        else:
            yield bad(ttype, at, f"{v!r} is not {expected}")
        return
    if type(v) is float:
        yield non_finite(ttype, at, "the value", v)
        return
    if not isinstance(v, dict):
        yield bad(ttype, at)
        return
    extra = set(v) - {"value", "unit"}
    if extra:
        yield bad(ttype, at + (sorted(extra)[0],), f"unknown member '{sorted(extra)[0]}'; expected {expected}")
    val = v.get("value")
    if "value" not in v or (not num_ok(val) and not is_ref(val)):
        yield non_finite(ttype, at + ("value",), "'value'", val) or \
            bad(ttype, at + ("value",) if "value" in v else at, f"'value' must be a number; expected {expected}")
    unit = v.get("unit")
    if unit in units or is_ref(unit) or (ttype == "dimension" and unit in CSS_UNITS):
        return
    if ttype == "dimension" and unit in PLATFORM_UNITS:
        yield (at + ("unit",), f"'{unit}' is a platform unit that CSS does not have", platform_hint(unit, val), "error",
               "core/platform-unit")
    else:
        if "unit" not in v:
            yield bad(ttype, at, f"missing unit; expected {expected}")
        elif ttype == "duration":
            yield bad(ttype, at + ("unit",), f"unit must be {' or '.join(units)}, not {unit!r}")
        else:  # CSS's other lengths are read too (core/css-unit): say so, not only DTCG's two
            yield bad(ttype, at + ("unit",), f"{unit!r} is not a unit of a dimension: DTCG writes px or rem, and "
                      "CSS lengths such as em, %, vw or ch are read with a core/css-unit warning")


def _reader(ttype: str):
    default = _UNITS[ttype][0]

    def read(v: Any, at: tuple = (), found: list[Legacy] | None = None) -> Any:
        """``"4px"`` and bare numbers (as px, or ms) as ``{value, unit}``; a CSS unit kept with a warning."""
        t = type(v)
        if t is str:
            m = NUMBER_UNIT.match(v)
            if m is None:
                return read_math(ttype, v, at, found)
            unit = m.group(2)
            if (unit and unit not in _UNITS[ttype] and unit not in PLATFORM_UNITS
                             and (ttype == "duration" or unit.lower() not in CSS_UNITS)):
                return v
            new = {"value": _number(m.group(1)), "unit": unit.lower() if unit else default}
            if found is not None and new["unit"] not in PLATFORM_UNITS:  # those are errors; one finding is enough
                form = f"a {ttype} string (earlier DTCG drafts)" if unit else \
                    f"a number in a string, with no unit (read as {default})"
                found.append(Legacy(at, form, found_text(v), new))
            v = new
        elif (t is int or t is float) and num_ok(v):
            new = {"value": v, "unit": default}
            if found is not None:
                found.append(Legacy(at, f"a number with no unit (read as {default}, as Style Dictionary and "
                                        "Tokens Studio do)", found_text(v), new))
            return new
        elif not isinstance(v, dict):
            return v
        unit = v.get("unit")
        if type(unit) is not str or unit in _UNITS[ttype]:
            return v
        if ttype == "dimension" and unit in CSS_UNITS:
            if found is not None:
                shown = f"{num(v['value'])}{unit}" if num_ok(v.get("value")) else unit
                found.append(Legacy(at + ("unit",), f"the CSS unit '{unit}', which DTCG 2025.10 does not have",
                                    "", op="none", code="core/css-unit",
                                    note=f"written to CSS as {shown}", hint=css_unit_hint(unit, v.get("value"))))
            return v
        if unit == "" and v.get("value") == 0:
            new = {**v, "unit": default}
            if found is not None:
                found.append(Legacy(at + ("unit",), "a zero with an empty unit", "''", default))
            return new
        return v

    return read


def _quantity(ttype: str):
    default, units = _UNITS[ttype][0], _UNITS[ttype]

    def value(q: tuple) -> dict | None:
        """A math result as a {value, unit} (a plain number is read in px, or ms, as Tokens Studio reads it)."""
        unit = q[1] or default
        ok = unit in units or (ttype == "dimension" and unit in CSS_UNITS)
        return {"value": q[0], "unit": unit} if ok else None

    return value


def dimension(v: Any) -> str:
    """``<number><unit>`` (CSS Values 4)."""
    if isinstance(v, Var):
        return str(v)
    return num(v["value"]) + v["unit"]


_PARTS = {"value": "number", "unit": "string"}

TYPES = [
    TokenType("dimension", "8.2", EXPECTED["dimension"], lambda v, at: _check("dimension", v, at), dimension,
              _reader("dimension"), parts=_PARTS, scalar="number", preview="bar", quantity=_quantity("dimension"),
              note="Format §8.2: `unit` is `px` or `rem`. Strings such as `\"4px\"` and bare numbers (read as px) "
                   "are read with a `core/legacy-value` warning; other CSS units (`em`, `%`, `vw`…) are written as "
                   "they are with a `core/css-unit` warning; the platform units `dp`, `sp` and `pt` are "
                   "`core/platform-unit` errors whose hint gives the CSS value to write. Simple Tokens Studio math "
                   "(`\"{space.base} * 2\"`) is read as the value it computes (`core/math-expression`)."),
    TokenType("duration", "8.5", EXPECTED["duration"], lambda v, at: _check("duration", v, at), dimension,
              _reader("duration"), parts=_PARTS, scalar="number", preview="duration", quantity=_quantity("duration"),
              note="Format §8.5: `unit` is `ms` or `s`. Strings such as `\"200ms\"` and bare numbers (read as "
                   "ms) are read with a `core/legacy-value` warning."),
]
