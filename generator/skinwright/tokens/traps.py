"""``core/yaml-1.1-trap``: plain YAML text that YAML 1.1 readers take differently, with a hint fit for its place.

The loader records each trap (:class:`~skinwright.source.Trap`: the text, how
YAML 1.1 and YAML 1.2 read it). What to do about one depends on where it
stands, which only the token's type tells:

- a key, or a place that holds a string (``$description``, a font name):
  quote it, so every reader sees the same string;
- a place that holds a number (a ``number`` token, a colour component, a
  dimension's ``value``, a ``fontWeight``): quoting would make a string that
  is not a number. ``010`` is 10 in YAML 1.2 but octal 8 in YAML 1.1, so write
  the one you mean; ``1e3`` is a string to YAML 1.1, so write ``1000``;
  ``1_000`` and ``1:30`` are strings in YAML 1.2 (numbers only in 1.1), so
  write the plain number;
- a place that holds a boolean (a shadow's ``inset``, ``$deprecated``):
  write ``true`` or ``false``.

When YAML 1.2's reading is not even valid for a number or boolean place
(``1:30`` where a number goes, ``1e400`` that overflows to infinity), the
type check reports the error and carries this module's hint
(:func:`validation_hint`), so the fault is one diagnostic, not a warning plus
an error. Sources: YAML 1.2.2 §10.3 (core schema), the YAML 1.1 type
repository (yaml.org/type: bool, int, float).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ..diagnostics import Diagnostic
from ..source import Document, Pointer, Trap, resolve_plain, yaml11_value
from .types import registry, sub_value_kind

if TYPE_CHECKING:
    from .model import Token
    from .resolve import Resolution
    from .resolver import Resolver

CODE = "core/yaml-1.1-trap"

_PROPERTY_PLACES = {"$description": "string", "$type": "string", "$deprecated": "boolean"}


def place_of(ttype: str | None, at: Pointer) -> str | None:
    """What the place at ``at`` inside a ``ttype`` value holds: ``"number"``, ``"string"``, ``"boolean"`` or ``None``.

    ``None`` when it is not known (no type, or a pointer that leads nowhere known).
    """
    if ttype is None:
        return None
    types = registry()
    if at and type(at[-1]) is str:  # a member holding a plain value (a shadow's inset)
        owner = types.get(sub_value_kind(ttype, at[:-1]) or "")
        if owner is not None and at[-1] in owner.plain:
            return owner.plain[at[-1]]
    kind = sub_value_kind(ttype, at)
    if kind in ("number", "string"):
        return kind
    return types[kind].scalar if kind in types else None


def _finite(v: Any) -> bool:
    return type(v) in (int, float) and math.isfinite(v)


def _plain_number(v: int | float) -> str:
    """Text that YAML 1.1 and 1.2 both read as the number ``v`` (1.1 floats need a dot and a signed exponent)."""
    if type(v) is int:
        return str(v)
    if v.is_integer() and abs(v) < 1e16:
        return str(int(v))
    text = repr(v)
    if "e" not in text:
        return text
    mantissa, exponent = text.split("e")
    return f"{mantissa if '.' in mantissa else mantissa + '.0'}e{int(exponent):+d}"


def hint(trap: Trap, place: str | None) -> str:
    """How to write ``trap.text`` so that YAML 1.1 and 1.2 read what is meant in a ``place``."""
    if trap.is_key or place not in ("number", "boolean"):
        return f"quote it: '{trap.text}'"
    v11, v12 = yaml11_value(trap.text), resolve_plain(trap.text)
    if place == "boolean":
        return f"write {str(v11).lower()}" if type(v11) is bool else "write true or false"
    if _finite(v12):
        if _finite(v11):  # a leading zero: octal in YAML 1.1, decimal in 1.2
            return f"write {_plain_number(v12)}, or {_plain_number(v11)} if you meant the octal number"
        return f"write {_plain_number(v12)}; YAML 1.1 reads that as the same number"
    if _finite(v11):
        return f"YAML 1.2 reads it as a string; write the plain number {_plain_number(v11)}"
    if type(v12) is float:
        return "write a finite number (a 64-bit float reaches about 1.8e308)"
    return "write a number"


def _checked_by_type(trap: Trap, place: str | None) -> bool:
    """Whether the type check rejects YAML 1.2's reading here (and so reports the trap itself)."""
    v12 = resolve_plain(trap.text)
    return (place == "number" and not _finite(v12)) or (place == "boolean" and type(v12) is not bool) or \
        (place == "string" and type(v12) is not str)


def validation_hint(tok: "Token", ttype: str, at: Pointer) -> str | None:
    """The hint for a type error at ``at`` inside ``tok``'s ``$value`` when a trap stands there, else ``None``."""
    trap = tok.doc.trap_at(tok.pointer + ("$value",) + tuple(at))
    if trap is None:
        return None
    place = place_of(ttype, at)
    return hint(trap, place) if _checked_by_type(trap, place) else None


def trap_diagnostics(resolver: "Resolver", resolution: "Resolution") -> list[Diagnostic]:
    """``core/yaml-1.1-trap`` for every trap in the resolver's documents.

    A key is an error: another tool would see a different token or group
    name (``on`` → ``True``, ``0_5`` → ``5``). A value is a warning: the token
    means one thing here, but not everywhere. A value whose YAML 1.2 reading
    the type check rejects is left to that error (see :func:`validation_hint`).
    ``resolution`` gives the types of tokens that inherit or infer theirs.
    """
    if not any(doc.traps for doc in resolver.documents):
        return []
    owners: dict[tuple[str, Pointer], Token] = {}
    sources = [src for _, _, srcs in resolver.order for src in srcs or ()]
    sources += [src for mod in resolver.modifiers.values() for srcs in mod.contexts.values() for src in srcs]
    for src in sources:
        for tok in src.tokens.values():
            owners[(tok.doc.path, tok.pointer)] = tok
    out = []
    for doc in resolver.documents:
        for trap in doc.traps:
            place = None if trap.is_key else _place(doc, trap.pointer, owners, resolution)
            if place == "checked":
                continue
            if trap.is_key:  # names are strings whatever they look like (format §5.1.1), not YAML 1.2's reading
                message = f"key '{trap.text}' is the name '{trap.text}' here but {trap.yaml11} in YAML 1.1"
            else:
                message = f"value '{trap.text}' is {trap.yaml12} in YAML 1.2 but {trap.yaml11} in YAML 1.1"
            # A warning, keys too: the file means what YAML 1.2 says, and builds; only YAML 1.1 tools differ.
            out.append(Diagnostic(CODE, message, trap.position, "warning", hint(trap, place)))
    return out


def _place(doc: Document, pointer: Pointer, owners: dict, resolution: "Resolution") -> str | None:
    if "$value" in pointer:
        i = pointer.index("$value")
        tok = owners.get((doc.path, pointer[:i]))
        if tok is None:
            return None
        ttype = resolution.types.get(tok.id) or tok.type
        place = place_of(ttype, pointer[i + 1:])
        trap = doc.trap_at(pointer)
        return "checked" if trap is not None and _checked_by_type(trap, place) else place
    return _PROPERTY_PLACES.get(pointer[-1]) if pointer else None
