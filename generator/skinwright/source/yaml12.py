"""The YAML 1.2 core schema, and how YAML 1.1 would read the same plain scalars.

:func:`resolve_plain` gives a plain (unquoted) scalar its YAML 1.2 core-schema
value (yaml.org/spec/1.2.2, section 10.3.2): ``yes``/``no``/``on``/``off``
are strings, ``010`` is 10, ``1e3`` is 1000.0, ``0o17`` is 15.
:func:`yaml11_value` gives the YAML 1.1 reading (yaml.org/type, PyYAML's
``safe_load``), and :func:`yaml11_trap` says when the two differ; the loader
records those places as traps for the ``core/yaml-1.1-trap`` rule. Tags other
than the core schema's are refused (:func:`tag_problem`).
"""

from __future__ import annotations

import math
import re
from typing import Any

NULL = {"", "~", "null", "Null", "NULL"}
_BOOL = {"true": True, "True": True, "TRUE": True, "false": False, "False": False, "FALSE": False}
_INT10 = re.compile(r"[-+]?[0-9]+\Z")
_INT8 = re.compile(r"0o[0-7]+\Z")
_INT16 = re.compile(r"0x[0-9a-fA-F]+\Z")
_FLOAT = re.compile(r"[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?\Z")
_INF = re.compile(r"[-+]?\.(?:inf|Inf|INF)\Z")
_NAN = re.compile(r"\.(?:nan|NaN|NAN)\Z")


def resolve_plain(text: str) -> Any:
    """The YAML 1.2 core-schema value of a plain (unquoted) scalar (section 10.3.2)."""
    if text in NULL:
        return None
    b = _BOOL.get(text)
    if b is not None:
        return b
    c = text[:1]
    if c.isdigit() or c in "+-.":
        if _INT10.match(text):
            try:
                return int(text)
            except ValueError:  # over Python's 4,300-digit limit: as a float it is ±inf, which checks refuse
                return float(text)
        if _INT8.match(text):
            return int(text[2:], 8)
        if _INT16.match(text):
            return int(text[2:], 16)
        if _FLOAT.match(text):
            return float(text)
        if _INF.match(text):
            return -math.inf if text[0] == "-" else math.inf
        if _NAN.match(text):
            return math.nan
    return text

# How YAML 1.1 (yaml.org/type, PyYAML's safe_load) reads plain scalars.
# y/Y/n/N are booleans in the 1.1 type repository but not in PyYAML or most
# 1.1 readers; flagging every single-letter key would be noise.
Y11_BOOL = {**{w: True for w in ("yes", "Yes", "YES", "on", "On", "ON", "true", "True", "TRUE")},
             **{w: False for w in ("no", "No", "NO", "off", "Off", "OFF", "false", "False", "FALSE")}}
_Y11_BIN = re.compile(r"[-+]?0b[01_]+\Z")
_Y11_OCT = re.compile(r"[-+]?0[0-7_]+\Z")
_Y11_DEC = re.compile(r"[-+]?(?:0|[1-9][0-9_]*)\Z")
_Y11_HEX = re.compile(r"[-+]?0x[0-9a-fA-F_]+\Z")
_Y11_SEXA = re.compile(r"[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?\Z")
_Y11_FLOAT = re.compile(r"[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?\Z|[-+]?\.[0-9_]+(?:[eE][-+][0-9]+)?\Z")


_Y11_TIMESTAMP = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}\Z|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt]|[ \t]+)[0-9]{1,2}:"
                            r"[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?(?:[ \t]*Z|[-+][0-9]{1,2}(?::[0-9]{2})?)?\Z")


class Timestamp(str):
    """A plain scalar that YAML 1.1 reads as a date or time (yaml.org/type/timestamp.html)."""

    __slots__ = ()


def yaml11_value(text: str) -> Any:
    """The value YAML 1.1 gives the plain scalar ``text`` (``"<<"`` is a merge key)."""
    if text in NULL:
        return None
    if text in Y11_BOOL:
        return Y11_BOOL[text]
    clean = text.replace("_", "")
    sign = -1 if clean.startswith("-") else 1
    digits = clean.lstrip("+-")
    try:
        if _Y11_BIN.match(text):
            return sign * int(digits[2:], 2)
        if _Y11_OCT.match(text) and len(digits) > 1:
            return sign * int(digits, 8)
        if _Y11_DEC.match(text):
            return sign * int(digits)
        if _Y11_HEX.match(text):
            return sign * int(digits[2:], 16)
        if _Y11_SEXA.match(text):
            total = 0.0
            for part in digits.split(":"):
                total = total * 60 + float(part)
            return sign * (int(total) if "." not in digits else total)
        if _Y11_FLOAT.match(text):
            return float(clean)
    except ValueError:
        return text
    if _INF.match(text):
        return -math.inf if text[0] == "-" else math.inf
    if _NAN.match(text):
        return math.nan
    if _Y11_TIMESTAMP.match(text):
        return Timestamp(text)
    return text


def describe_value(value: Any) -> str:
    """``value`` in words for messages: ``the integer 8``, ``the boolean true``, ``the string 'on'``, ``a date``."""
    if value is None:
        return "null"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, Timestamp):
        return "a date" if len(value) == 10 else "a timestamp"
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if isinstance(value, int):
        return f"the integer {value}"
    if isinstance(value, float):
        return f"the number {value:g}"
    return f"the string {value!r}"


def _same(a: Any, b: Any) -> bool:
    if type(a) is not type(b):
        return False
    return a == b or (isinstance(a, float) and math.isnan(a) and math.isnan(b))


def yaml11_trap(text: str, is_key: bool) -> tuple[str, str] | None:
    """``(yaml 1.1 reading, yaml 1.2 reading)`` when they differ, else ``None``.

    Keys are always strings in skinwright, so a key is a trap only when a
    YAML 1.1 reader would turn it into a different string (``on`` → ``True``,
    ``0_5`` → ``5``, ``010`` → ``8``); ``100`` stays ``100`` either way.
    """
    if text == "<<":
        return ("a merge key", "the string '<<'")
    v11 = yaml11_value(text)
    if is_key:
        as_str = text if isinstance(v11, str) else ("null" if v11 is None else str(v11).lower() if isinstance(v11, bool) else str(v11))
        return None if as_str == text else (describe_value(v11), "the string " + repr(text))
    v12 = resolve_plain(text)
    return None if _same(v11, v12) else (describe_value(v11), describe_value(v12))



QUICK_SAME = re.compile(r"(?:[-+]?(?:[1-9][0-9]*|0)(?:\.[0-9]*)?|[A-Za-z$][A-Za-z0-9 _./$-]*)\Z")
"""Plain scalars that read the same in YAML 1.1 and 1.2 (most of them), skipped cheaply."""

CORE = "tag:yaml.org,2002:"
STR = CORE + "str"
_MAP, _SEQ = CORE + "map", CORE + "seq"
_CORE_SCALARS = {STR, CORE + "int", CORE + "float", CORE + "bool", CORE + "null"}
TAG_HINT = ("remove the tag; these files use plain YAML 1.2 values "
             "(the tags allowed are !!str, !!int, !!float, !!bool, !!null, !!map and !!seq)")


def shown_tag(tag: str) -> str:
    """A tag as it is usually written: ``tag:yaml.org,2002:python/int`` → ``!!python/int``."""
    return "!!" + tag[len(CORE):] if tag.startswith(CORE) else tag


def tag_problem(tag: str | None, kind: str) -> str | None:
    """Why ``tag`` cannot stand on a ``kind`` node (``"scalar"``, ``"key"``, ``"mapping"``, ``"sequence"``).

    Only the YAML 1.2 core schema tags are read (yaml.org/spec/1.2.2 §10.3):
    anything else — ``!!python/object``, ``!!binary``, ``!!set``, a local
    ``!custom`` — would be read by other tools as something this one cannot
    represent, so it is refused rather than silently dropped.
    """
    if tag is None or tag == "!":
        return None
    allowed = {"scalar": _CORE_SCALARS, "key": {STR}, "mapping": {_MAP}, "sequence": {_SEQ}}[kind]
    if tag in allowed:
        return None
    if kind == "key" and tag in _CORE_SCALARS:
        return f"tag {shown_tag(tag)!r} on a key: keys are always strings"
    if tag in _CORE_SCALARS | {_MAP, _SEQ}:
        what = {"scalar": "a single value", "key": "a key", "mapping": "a mapping", "sequence": "a sequence"}[kind]
        return f"tag {shown_tag(tag)!r} cannot be on {what}"
    return f"unsupported tag {shown_tag(tag)!r}"

