"""Every DTCG ``$type``, one record each: its value shape, its CSS, its legacy forms, its docs.

A :class:`TokenType` holds everything the package knows about one type, so
adding a type is adding one record (in a module of this package, found by
:func:`registry`) and nothing can be half-added: validation
(:func:`validate`), the reading of legacy forms (:func:`read`), the
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

from . import base
from .base import (EXPECTED_FORMS, Legacy, Problem, Shape, TokenType, Var, is_alias, is_ref, member_type, normalize,
                   read, sub_value_kind, token_type, validate)

__all__ = ["TYPES", "TokenType", "Shape", "Legacy", "Problem", "Var", "EXPECTED", "registry", "token_type", "validate",
           "read", "normalize",
           "member_type", "sub_value_kind", "is_alias", "is_ref"]


def registry() -> dict[str, TokenType]:
    """Every token type by name, in the order of the format module (imports each module of this package once)."""
    if not base.REGISTRY:
        found: dict[str, TokenType] = {}
        shapes: dict[str, Shape] = {}
        for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
            if info.name == "base":
                continue
            module = importlib.import_module(f"{__name__}.{info.name}")
            for tt in module.TYPES:
                if tt.name in found:
                    raise RuntimeError(f"token type {tt.name} is defined twice")
                found[tt.name] = tt
                shapes.update(tt.shapes)
        ordered = sorted(found.items(), key=lambda kv: tuple(int(n) for n in kv[1].section.split(".")))
        base.SHAPES.update(shapes)
        base._VALIDATORS.update({name: tt.validate for name, tt in ordered})
        base._READERS.update({name: tt.read for name, tt in ordered if tt.read is not base._same})
        base.EXPECTED_FORMS.update({name: tt.expected for name, tt in ordered})
        base.REGISTRY.update(ordered)
    return base.REGISTRY


TYPES: tuple[str, ...] = tuple(registry())
"""Every ``$type`` of DTCG 2025.10, in the order of the format module (§8 "Types", §9 "Composite types")."""
EXPECTED = EXPECTED_FORMS
"""Type → its form in words (for messages)."""
