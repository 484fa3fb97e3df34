"""A token's value as CSS: literal values formatted, references kept as ``var()``.

Whole-token references (aliases, and ``$ref`` pointers to a whole
``$value``) stay ``var(--xh-…)`` references, never flattened, so a mode block
can retarget one token and everything built on it follows. A ``$ref`` into a
sub-value (a colour component, a typography's ``fontSize``) cannot be a
``var()``, so it becomes the literal it points at.

Each type's record writes its literal values (:attr:`.types.TokenType.css`:
colours in ``srgb`` as hex, other spaces as their CSS function; dimensions
``<number><unit>``; composites as their shorthand); a type with
``css_members`` (typography) writes one custom property per member plus a
shorthand made of ``var()`` references to them.
"""

from __future__ import annotations

from typing import Any

from ..jsonpointer import evaluate
from .refs import Ref
from .types import Var, registry
from .types.base import css_of, custom_css, num

__all__ = ["FORMATTERS", "Var", "custom_css", "declarations", "num", "prepare"]

FORMATTERS = {name: tt.css for name, tt in registry().items()}
"""Type → ``css(value)`` of its record (the emitters' fast path for literal tokens)."""


def prepare(value: Any, refs: tuple[Ref, ...], values: dict[str, Any], names: dict[str, str], own: Any = None) -> Any:
    """``value`` with each reference replaced: whole tokens by :class:`Var`, sub-values by their literal, a math
    expression by what it computes (taken from ``own``, the token's resolved value)."""
    if not refs:
        return value

    def replacement(r: Ref) -> Any:
        if r.kind == "math":
            return _take(own, r.at)
        return Var(names[r.target]) if r.whole else _take(values[r.target], r.sub)

    if len(refs) == 1 and refs[0].at == ():
        return replacement(refs[0])
    import copy

    out = copy.deepcopy(value)
    for r in refs:
        repl = replacement(r)
        if r.at == ():
            return repl
        node = out
        for part in r.at[:-1]:
            node = node[part]
        node[r.at[-1]] = repl
    return out


def _take(value: Any, sub: tuple) -> Any:
    # The resolver followed this pointer through the same value and reported
    # any step that reaches nothing; such a token has no value and is skipped.
    return evaluate(value, sub)[0]


def declarations(name: str, ttype: str, value: Any, refs: tuple[Ref, ...], values: dict[str, Any],
                 names: dict[str, str], own: Any = None) -> list[tuple[str, str]]:
    """The ``(custom property, CSS text)`` pairs one token contributes.

    ``value`` is the token's ``$value`` as written (already normalised for
    legacy strings); ``values`` the resolution's literal values (for
    ``$ref`` sub-values); ``names`` token id → custom property; ``own`` the
    token's resolved value (for what its math expressions compute).
    """
    v = prepare(value, refs, values, names, own)
    tt = registry().get(ttype)
    if tt is None:  # another tool's own type
        text = custom_css(v)
        return [] if text is None else [(name, text)]
    if tt.css_members:  # one property per member, and the shorthand of var() references to them
        out = []
        for member, suffix in tt.css_members:
            if isinstance(v, Var):
                out.append((f"{name}-{suffix}", f"var({v.name}-{suffix})"))
            else:
                out.append((f"{name}-{suffix}", css_of(tt.members[member], v[member])))
        out.append((name, tt.css({member: Var(f"{name}-{suffix}") for member, suffix in tt.css_members})))
        return out
    return [(name, tt.css(v))]
