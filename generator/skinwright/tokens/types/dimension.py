"""``dimension`` (§8.2) and ``duration`` (§8.5): a number and a unit, and the ``"4px"`` strings of earlier drafts."""

from __future__ import annotations

import re
from typing import Any, Iterator

from .base import Problem, TokenType, Var, bad, is_ref, non_finite, num, num_ok, number_text

LEGACY_DIMENSION = re.compile(r"(-?(?:\d+\.?\d*|\.\d+))(px|rem)\Z")
LEGACY_DURATION = re.compile(r"(-?(?:\d+\.?\d*|\.\d+))(ms|s)\Z")
EXPECTED = {"dimension": "{value: <number>, unit: px | rem}", "duration": "{value: <number>, unit: ms | s}"}
_UNITS = {"dimension": ("px", "rem"), "duration": ("ms", "s")}
_LEGACY = {"dimension": LEGACY_DIMENSION, "duration": LEGACY_DURATION}


def _check(ttype: str, v: Any, at: tuple) -> Iterator[Problem]:
    units, legacy, expected = _UNITS[ttype], _LEGACY[ttype], EXPECTED[ttype]
    if type(v) is str:
        m = legacy.match(v)
        if m:
            yield (at, f"legacy {ttype} string {v!r}", f"write {{value: {number_text(m.group(1))}, unit: {m.group(2)}}}",
                   "warning")
        elif re.fullmatch(r"-?(?:\d+\.?\d*|\.\d+)", v):
            yield bad(ttype, at, f"{v!r} has no unit; expected {expected}",
                      f"write {{value: {number_text(v)}, unit: {units[0]}}}")
        else:
            yield bad(ttype, at, f"{v!r} is not {expected}")
        return
    if num_ok(v):
        yield bad(ttype, at, f"{v!r} has no unit; expected {expected}", f"write {{value: {v}, unit: {units[0]}}}")
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
    if unit not in units and not is_ref(unit):
        yield bad(ttype, at + ("unit",) if "unit" in v else at,
                  f"missing unit; expected {expected}" if "unit" not in v else f"unit must be {' or '.join(units)}, not {unit!r}")


def _legacy(pattern: re.Pattern):
    def normalize(value: Any) -> Any:
        """A legacy ``"4px"`` string as ``{value: 4, unit: px}``; anything else as it is."""
        if type(value) is str:
            m = pattern.match(value)
            if m:
                n = float(m.group(1))
                return {"value": int(n) if n.is_integer() and "." not in m.group(1) else n, "unit": m.group(2)}
        return value
    return normalize


def dimension(v: Any) -> str:
    """``<number><unit>`` (CSS Values 4)."""
    if isinstance(v, Var):
        return str(v)
    return num(v["value"]) + v["unit"]


_PARTS = {"value": "number", "unit": "string"}

TYPES = [
    TokenType("dimension", "8.2", EXPECTED["dimension"], lambda v, at: _check("dimension", v, at), dimension,
              _legacy(LEGACY_DIMENSION), parts=_PARTS, scalar="number", preview="bar",
              note="Format §8.2: `unit` is `px` or `rem`. Legacy strings such as `\"4px\"` are read with a warning."),
    TokenType("duration", "8.5", EXPECTED["duration"], lambda v, at: _check("duration", v, at), dimension,
              _legacy(LEGACY_DURATION), parts=_PARTS, scalar="number", preview="duration",
              note="Format §8.5: `unit` is `ms` or `s`. Legacy strings such as `\"200ms\"` are read with a warning."),
]
