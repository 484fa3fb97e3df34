"""The value and condition expressions of attribute rules and machine guards.

A spec says what each attribute holds with a one-key mapping, so any
component's rules are evaluated, tabled and checked by the same code:

========================  =================================  ======================
expression                value                               table text
========================  =================================  ======================
``{literal: s}``          ``s``                               ``'s'``
``{prop: p}``             the prop's value; absent when unset ``props.p``
``{state: f}``            the flag's word (``open``/``closed``) ``'open' | 'closed'``
``{bool: f}``             ``'true'`` / ``'false'``            ``'true' | 'false'``
``{id: part}``            that part's DOM id                  ``id of the part part``
``{values: [a, b]}``      one of them, per element (view)     ``'a' | 'b'``
``{data: name}``          copied from the item (view)         ``name``
========================  =================================  ======================

The last two belong to views that render items (a diff line's kind, a
location's path): :func:`evaluate` has no item and returns ``None`` for them,
and the view writes the value on each element it renders.

A condition is a name (a flag for attribute rules, a guard for machine
transitions) or ``{not: c}``, ``{all: [c…]}``, ``{any: [c…]}``. Machine guards
add atoms (``{prop: p}``, ``{defined: p}``, ``{phase: f}``, ``{event: E}``);
:func:`holds` hands every name and atom to the caller's ``atom`` function.
"""

from __future__ import annotations

from typing import Any, Callable, Iterator, Mapping, Protocol

COMBINATORS = ("not", "all", "any")


class Env(Protocol):
    """What :func:`evaluate` reads: props after defaults, flags, part ids."""

    def prop(self, name: str) -> Any: ...
    def flag(self, name: str) -> bool: ...
    def word(self, name: str) -> str: ...
    def part_id(self, part: str) -> str: ...


def kind(expr: Mapping[str, Any]) -> tuple[str, Any]:
    """``(operator, operand)`` of a one-key expression."""
    (op, arg), = expr.items()
    return op, arg


def evaluate(expr: Mapping[str, Any], env: Env) -> str | None:
    """The attribute value of ``expr`` (``None``: the attribute is absent)."""
    op, arg = kind(expr)
    if op == "literal":
        return arg
    if op == "prop":
        value = env.prop(arg)
        if value is None:
            return None
        return ("true" if value else "false") if isinstance(value, bool) else str(value)
    if op == "state":
        return env.word(arg)
    if op == "bool":
        return "true" if env.flag(arg) else "false"
    if op == "id":
        return env.part_id(arg)
    if op in ("values", "data"):
        return None  # per element: the view that renders the item writes it
    raise ValueError(f"unknown value expression {op!r}")  # the schema rules this out


def holds(cond: Any, atom: Callable[[Any], bool]) -> bool:
    """Whether condition ``cond`` holds; names and non-combinator atoms go to ``atom``."""
    if isinstance(cond, Mapping):
        op, arg = kind(cond)
        if op == "not":
            return not holds(arg, atom)
        if op == "all":
            return all(holds(c, atom) for c in arg)
        if op == "any":
            return any(holds(c, atom) for c in arg)
    return atom(cond)


def atoms(cond: Any) -> Iterator[Any]:
    """Every name and atom in ``cond`` (for cross-checks), left to right."""
    if isinstance(cond, Mapping) and len(cond) == 1 and next(iter(cond)) in COMBINATORS:
        op, arg = kind(cond)
        for c in ([arg] if op == "not" else arg):
            yield from atoms(c)
    else:
        yield cond


def describe_condition(cond: Any) -> str:
    """Readable text of a condition: ``not open``, ``canPress and isOpenControlled``."""
    if isinstance(cond, Mapping):
        op, arg = kind(cond)
        if op == "not":
            return "not " + describe_condition(arg)
        if op in ("all", "any"):
            joiner = " and " if op == "all" else " or "
            return "(" + joiner.join(describe_condition(c) for c in arg) + ")"
        return f"{op} {arg}"
    return str(cond)
