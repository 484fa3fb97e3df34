"""JavaScript's JSON semantics: ``JSON.parse``, ``JSON.stringify``, ``String()`` and truthiness.

Producers of tool calls are mostly JavaScript programs, and a card shows their
values as the browser would (the reference card reads results with
``JSON.parse`` and prints nested values with ``JSON.stringify``). Python's
``json`` differs from the browser's in ways a reader notices, so they are
reproduced here (ECMA-262 §25.5): ``NaN``/``Infinity`` literals are syntax
errors; integer-like keys come first in ascending order, then the rest in
insertion order (§10.1.11.1 OrdinaryOwnPropertyKeys); numbers print as
``Number::toString`` does (``1.0`` → ``1``, ``1e21`` → ``1e+21``, ``1e-7`` →
``1e-7``); output is compact with non-ASCII kept and a lone surrogate escaped. One deliberate difference:
integers beyond 2**53 keep their exact digits instead of being rounded to a
double.

The tool-call data model (:mod:`skinwright.calls`) and the views both read
values this way, so it lives beside them rather than in either.
"""

from __future__ import annotations

import json
import math
import re
from decimal import Decimal
from typing import Any

_INDEX = re.compile(r"(?:0|[1-9][0-9]*)\Z")
_MAX_INDEX = 2**32 - 2  # array indices are uint32 below 2**32 - 1 (ECMA-262 §6.1.7)
_MAX_DEPTH = 400  # deeper values print as "…" instead of exhausting the stack


def _is_index(key: str) -> bool:
    return bool(_INDEX.match(key)) and int(key) <= _MAX_INDEX


def js_key_order(obj: dict) -> dict:
    """``obj`` with its keys in JavaScript's own-property order.

    Array-index keys (``"0"``, ``"17"``; not ``"01"`` or ``"-1"``) first in
    ascending numeric order, then every other key in insertion order.
    """
    indices = [k for k in obj if isinstance(k, str) and _is_index(k)]
    if not indices:
        return obj
    ordered = {k: obj[k] for k in sorted(indices, key=int)}
    ordered.update((k, v) for k, v in obj.items() if k not in ordered)
    return ordered


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _pairs(pairs: list[tuple[str, Any]]) -> dict:
    # dict() keeps a repeated key at its first place with its last value, as JS does.
    return js_key_order(dict(pairs))


_NO_VALUE = object()


def js_parse(text: str) -> tuple[bool, Any]:
    """``(True, value)`` when ``JSON.parse(text)`` would succeed, else ``(False, None)``.

    Never raises: syntax errors, ``NaN``/``Infinity`` and nesting too deep for
    the stack all count as failure. Objects come back as dicts in JS key order.
    """
    if not isinstance(text, str):
        return False, None
    try:
        return True, json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_pairs)
    except (ValueError, RecursionError):
        return False, None


def js_number(value: int | float) -> str:
    """``Number::toString(value)`` (ECMA-262 §6.1.6.1.20); ints keep all their digits.

    Non-finite floats give ``"NaN"``, ``"Infinity"``, ``"-Infinity"``.
    """
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    if value == 0:
        return "0"  # both +0 and -0
    if value < 0:
        return "-" + js_number(-value)
    sign, digit_tuple, exponent = Decimal(repr(value)).as_tuple()
    digits = "".join(map(str, digit_tuple)).rstrip("0") or "0"
    k = len(digits)
    n = exponent + len(digit_tuple)  # the decimal point sits after n digits
    if k <= n <= 21:
        return digits + "0" * (n - k)
    if 0 < n <= 21:
        return digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return "0." + "0" * -n + digits
    e = n - 1
    mantissa = digits if k == 1 else digits[0] + "." + digits[1:]
    return f"{mantissa}e{'+' if e >= 0 else '-'}{abs(e)}"


class _TooDeep(Exception):
    pass


_LONE = re.compile("[\ud800-\udfff]")


def _json_string(text: str) -> str:
    # JSON.stringify of a string: non-ASCII kept, a lone surrogate written as its escape
    # (well-formed JSON.stringify, ECMA-262 2019 §25.5.2.3 QuoteJSONString).
    out = json.dumps(text, ensure_ascii=False)
    return _LONE.sub(lambda m: f"\\u{ord(m[0]):04x}", out) if _LONE.search(out) else out


def _stringify(value: Any, depth: int) -> str:
    if depth > _MAX_DEPTH:
        raise _TooDeep
    if value is None or value is True or value is False:
        return "null" if value is None else ("true" if value else "false")
    if isinstance(value, str):
        return _json_string(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return js_number(value) if math.isfinite(value) else "null"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(_stringify(v, depth + 1) for v in value) + "]"
    if isinstance(value, dict):
        items = js_key_order({str(k): v for k, v in value.items()})
        return "{" + ",".join(
            _json_string(k) + ":" + _stringify(v, depth + 1) for k, v in items.items()) + "}"
    return "null"  # not a JSON value; JSON.stringify has no text for it either


def js_stringify(value: Any) -> str:
    """``JSON.stringify(value)``: compact, non-ASCII kept, JS key order and number text.

    Non-finite numbers and non-JSON values print as ``null``; nesting deeper
    than a few hundred levels prints as ``…`` (never raises).
    """
    try:
        return _stringify(value, 0)
    except (_TooDeep, RecursionError):
        return "…"


def js_string(value: Any) -> str:
    """``String(value)`` for a JSON scalar; objects and arrays via :func:`js_stringify`."""
    if isinstance(value, str):
        return value
    if value is None:
        return "null"
    if isinstance(value, (bool, int, float)):
        return js_number(value)
    return js_stringify(value)


def js_truthy(value: Any) -> bool:
    """JavaScript ToBoolean: ``""``, ``0``, ``NaN``, ``null``/``undefined`` and ``false`` are
    falsy; every object and array, even an empty one, is truthy."""
    if value is None or value is False:
        return False
    if isinstance(value, (str, int, float)) and not isinstance(value, bool):
        return bool(value) and not (isinstance(value, float) and math.isnan(value))
    return True
