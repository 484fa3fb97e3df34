"""Every DTCG ``$type``, one record each: its value shape, its CSS, its legacy forms, its docs.

A :class:`TokenType` holds everything the package knows about one type, so
adding a type is adding one record (in a module of this package, found by
:func:`registry`) and nothing can be half-added: validation
(:func:`validate`), the reading of legacy forms (:func:`normalize`), the
CSS text (:attr:`TokenType.css`), which places inside a value hold which
token type or plain value (:func:`member_type`, :func:`sub_value_kind`, used
by ``$ref`` pointers and the YAML 1.1 trap hints), the docs preview and the
``core/valid-<type>`` rule page. Sources: DTCG format module 2025.10 §8
(types) and §9 (composite types), colour module 2025.10.

Validators check a literal ``$value`` (members that are aliases or ``$ref``
objects are skipped and type-checked by the resolver) and yield
``(pointer_into_value, message, hint, severity)`` tuples whose message names
the expected form.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Mapping

from .base import Problem, Var, is_alias, is_ref

__all__ = ["TYPES", "TokenType", "Shape", "Var", "EXPECTED", "registry", "token_type", "validate", "normalize",
           "member_type", "sub_value_kind", "is_alias", "is_ref"]


def _same(value: Any) -> Any:
    return value


@dataclass(frozen=True)
class Shape:
    """A part of a value that is not a token type itself (a shadow layer, a gradient stop, a dash array).

    ``members``: member → token type or shape name (``None``: a plain JSON
    value); ``items``: the type or shape of each list item; ``public``: the
    token type an alias standing there must have (``None``: no alias may).
    """

    members: Mapping[str, str | None] = field(default_factory=dict)
    items: str | None = None
    public: str | None = None


@dataclass(frozen=True)
class TokenType:
    """One DTCG type.

    Attributes:
        name: the ``$type`` value.
        section: where the DTCG 2025.10 format module defines it (types are listed in this order).
        expected: the value's form in words, for messages.
        validate: ``validate(value, at)`` → problems with a literal value.
        css: ``css(value)`` → the CSS text of a resolved literal value, where
            whole-token references are :class:`Var` (written ``var(--…)``).
        normalize: legacy forms → the 2025.10 value; returns ``value`` itself
            (not a copy) when there is nothing to rewrite.
        members: composite members → their token type or :class:`Shape` name
            (``None``: a plain JSON value such as a shadow's ``inset``).
        optional: members that may be left out.
        items: for a list value, the type or shape of each item.
        parts: sub-values a ``$ref`` may reach that are plain values, not
            tokens: step → ``"number"`` or ``"string"`` (``"#"`` stands for
            any index, ``"components/#"`` for an index under ``components``).
        plain: members that hold a plain JSON value, and its kind
            (``{"inset": "boolean"}``), for the YAML 1.1 trap hints.
        shapes: the :class:`Shape` names this type's members and items use.
        scalar: what the whole value is for the YAML 1.1 trap hints
            (``"number"`` or ``"string"``; ``None`` for objects and lists).
        css_members: ``(member, property suffix)``: the type writes one
            custom property per member plus a shorthand (typography).
        preview: how the docs draw it: ``swatch``, ``bar``, ``specimen``,
            ``curve``, ``box`` or ``duration``, with the CSS property it
            sets after a colon (``box:box-shadow``).
        note: what the ``core/valid-<type>`` rule page adds about the type.
    """

    name: str
    section: str
    expected: str
    validate: Callable[[Any, tuple], Iterator[Problem]]
    css: Callable[[Any], str]
    normalize: Callable[[Any], Any] = _same
    members: Mapping[str, str | None] = field(default_factory=dict)
    optional: frozenset[str] = frozenset()
    items: str | None = None
    parts: Mapping[str, str] = field(default_factory=dict)
    plain: Mapping[str, str] = field(default_factory=dict)
    shapes: Mapping[str, Shape] = field(default_factory=dict)
    scalar: str | None = None
    css_members: tuple[tuple[str, str], ...] = ()
    preview: str = ""
    note: str = ""

    @property
    def is_list(self) -> bool:
        return self.items is not None or "#" in self.parts


_REGISTRY: dict[str, TokenType] | None = None
_SHAPES: dict[str, Shape] = {}


def registry() -> dict[str, TokenType]:
    """Every token type by name, in the order of the format module (imports each module of this package once)."""
    global _REGISTRY
    if _REGISTRY is None:
        found: dict[str, TokenType] = {}
        for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
            if info.name == "base":
                continue
            module = importlib.import_module(f"{__name__}.{info.name}")
            for tt in module.TYPES:
                if tt.name in found:
                    raise RuntimeError(f"token type {tt.name} is defined twice")
                found[tt.name] = tt
                _SHAPES.update(tt.shapes)
        _REGISTRY = dict(sorted(found.items(), key=lambda kv: tuple(int(n) for n in kv[1].section.split("."))))
    return _REGISTRY


def token_type(name: str) -> TokenType:
    """The record of ``name`` (a known ``$type``; raises ``KeyError`` otherwise)."""
    return (_REGISTRY or registry())[name]


def validate(ttype: str, value: Any, at: tuple = ()) -> Iterator[Problem]:
    """Problems with the literal ``value`` for ``ttype`` (aliases inside are skipped)."""
    if is_alias(value) or is_ref(value):
        return
    yield from _VALIDATORS[ttype](value, at)


def normalize(ttype: str, value: Any) -> Any:
    """``value`` with legacy forms replaced by 2025.10 ones (``"4px"`` → ``{value: 4, unit: px}``).

    Returns ``value`` itself (not a copy) when nothing needs replacing, which
    is the common case; invalid values are returned unchanged.
    """
    fn = _NORMALIZERS.get(ttype)
    return value if fn is None else fn(value)


def _members(t: str | None) -> Mapping[str, str | None] | None:
    if t is None:
        return None
    tt = _REGISTRY.get(t) if _REGISTRY else None
    if tt is not None:
        return tt.members or None
    shape = _SHAPES.get(t)
    return shape.members or None if shape is not None else None


def _items(t: str | None) -> tuple[bool, str | None]:
    """(whether ``t`` is a list, the type or shape of its items)."""
    tt = _REGISTRY.get(t) if (_REGISTRY and t) else None
    if tt is not None:
        return tt.is_list, tt.items
    shape = _SHAPES.get(t) if t else None
    if shape is not None and shape.items is not None:
        return True, shape.items
    return False, None


def member_type(ttype: str, at: tuple) -> str | None:
    """The token type expected at pointer ``at`` inside a ``ttype`` value.

    ``()`` is the whole value (``ttype`` itself); ``("color",)`` inside a
    border is ``"color"``; ``(1,)`` inside a layered shadow is ``"shadow"``.
    ``None`` means the place holds a plain JSON value that is not a token type
    (a colour component, a unit, ``inset``): a ``$ref`` may point there but an
    alias may not.
    """
    t: str | None = ttype
    for part in at:
        if type(part) is int:
            is_list, item = _items(t)
            if is_list:
                t = item
                continue
        members = _members(t)
        if members is None or type(part) is not str or part not in members:
            return None
        t = members[part]
        if t is None:
            return None
    shape = _SHAPES.get(t) if t is not None else None
    return shape.public if shape is not None else t


def sub_value_kind(ttype: str, at: tuple) -> str | None:
    """The type of the sub-value a ``$ref`` pointer reaches (``at`` is inside ``$value``).

    A token type where the place holds one (``fontSize`` of a typography is a
    ``dimension``); ``"number"`` or ``"string"`` for the plain parts a type
    declares (colour components, alpha, hex; a dimension's value and unit;
    the points of a cubic Bézier); ``None`` when the pointer leads nowhere
    known.
    """
    mt = member_type(ttype, at)
    if mt is not None or not at:
        return mt
    last = at[-1]
    step = "#" if type(last) is int else last
    parent = member_type(ttype, at[:-1]) if len(at) > 1 else ttype
    tt = _REGISTRY.get(parent) if (_REGISTRY and parent) else None
    if tt is not None and step in tt.parts:
        return tt.parts[step]
    if len(at) >= 2 and step == "#":
        grand = member_type(ttype, at[:-2]) if len(at) > 2 else ttype
        gt = _REGISTRY.get(grand) if (_REGISTRY and grand) else None
        if gt is not None:
            return gt.parts.get(f"{at[-2]}/#")
    return None


TYPES: tuple[str, ...] = tuple(registry())
"""Every ``$type`` of DTCG 2025.10, in the order of the format module (§8 "Types", §9 "Composite types")."""
EXPECTED: dict[str, str] = {name: tt.expected for name, tt in registry().items()}
"""Type → its form in words (for messages)."""
_VALIDATORS = {name: tt.validate for name, tt in registry().items()}
_NORMALIZERS = {name: tt.normalize for name, tt in registry().items() if tt.normalize is not _same}
