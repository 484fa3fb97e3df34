"""References inside a token's ``$value``: finding them, and reading ``$ref`` pointers.

Two kinds (format 2025.10 §7): a whole-value alias ``"{a.b.c}"`` (also inside
composite members and list items), and ``{"$ref": "#/a/b/$value/…"}`` JSON
Pointers (RFC 6901, :mod:`skinwright.jsonpointer`) that may reach *into*
another token's value — one component of a colour, the ``fontSize`` of a
typography. A third comes from Tokens Studio: the references inside a math
expression (``"{space.base} * 2"``, :mod:`.expression`), whose value is
computed, so they never stay ``var()`` references. :func:`find_refs` lists them in document order with where each
sits; whether the target exists and has the right type is
:mod:`.refcheck`'s question.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..jsonpointer import PointerError, from_fragment, index_or_name
from ..source import YList, YMap, describe_value
from .model import ROOT
from .parse import name_problem
from .expression import Expr
from .types import is_alias


@dataclass(frozen=True, slots=True)
class Ref:
    """A reference inside a token's value.

    ``at`` is where it sits inside the referencing ``$value``; ``target`` the
    token id it names; ``sub`` the pointer into the target's ``$value``
    (``()`` for the whole token); ``kind`` is ``"alias"`` (curly braces),
    ``"pointer"`` (``$ref``) or ``"math"`` (one of the references of the math
    expression at ``at``); ``text`` is the reference as written;
    ``problem`` is ``(message, hint)`` when a ``$ref`` is not a usable
    pointer (then ``target`` is empty).
    """

    at: tuple
    target: str
    sub: tuple
    kind: str
    text: str
    problem: tuple[str, str] | None = None

    @property
    def whole(self) -> bool:
        """Whether the reference stands for the whole target token (it stays a ``var()`` in CSS)."""
        return not self.sub and self.kind != "math"

    @property
    def where(self) -> tuple:
        """Pointer (inside ``$value``) to the reference as written: the ``$ref`` string, or the alias."""
        return self.at + ("$ref",) if self.kind == "pointer" else self.at



_POINTER_FORM = "write it as '#/group/token/$value' or '#/group/token/$value/member'"


def parse_pointer(text: str) -> tuple[str, tuple]:
    """Split ``#/a/b/$value/components/0`` into ``("a.b", ("components", 0))``.

    The text is a JSON Pointer (RFC 6901) in URI fragment form; ``~1`` and
    ``~0`` are unescaped (§4). Steps after ``$value`` that are array indices
    in the RFC's form (``0``, ``12``; not ``01`` or ``-``) become ints; what
    each step may index is decided against the value
    (:func:`skinwright.jsonpointer.evaluate`).

    Raises:
        PointerError: the reason and a hint, when the text is not a pointer through a token's ``$value``.
    """
    if not text.startswith("#/"):
        raise PointerError(f"$ref {text!r} must be a JSON Pointer into a token's $value", _POINTER_FORM)
    try:
        parts = from_fragment(text)
    except PointerError as exc:
        raise PointerError(f"$ref {text!r}: {exc}", exc.hint) from None
    if "$value" not in parts or parts.index("$value") == 0:
        raise PointerError(f"$ref {text!r} must be a JSON Pointer into a token's $value", _POINTER_FORM)
    i = parts.index("$value")
    for name in parts[:i]:
        problem = name_problem(name) if name != ROOT else None
        if problem:
            raise PointerError(f"$ref {text!r} does not name a token: {problem[0]}", _POINTER_FORM)
    return ".".join(parts[:i]), tuple(index_or_name(p) for p in parts[i + 1:])


_MAPS = (dict, YMap)
_CONTAINERS = (dict, list, YMap, YList)


def find_refs(value: Any) -> tuple[Ref, ...]:
    """Every reference in ``value``, in document order (iterative walk)."""
    t = type(value)
    if t is str:
        if is_alias(value):
            return (Ref((), value[1:-1], (), "alias", value),)
        return ()
    if t is Expr:
        return _math_refs((), value)
    if t not in _CONTAINERS:
        return ()
    if t in _MAPS and "$ref" not in value:
        # Fast path for the common literal object (a colour, a dimension): no
        # alias strings and no nested objects means no references.
        for x in value.values():
            tx = type(x)
            if tx is str:
                if x[:1] == "{":
                    break
            elif tx is list or tx is YList:
                if any(type(y) is not float and type(y) is not int and type(y) is not str for y in x) or \
                        any(type(y) is str and y[:1] == "{" for y in x):
                    break
            elif tx is not int and tx is not float and tx is not bool and x is not None:
                break
        else:
            return ()
    out: list[Ref] = []
    # Only containers go on the stack; strings are tested where they sit.
    stack: list[tuple[tuple, Any]] = [((), value)]
    while stack:
        at, v = stack.pop()
        if type(v) in _MAPS:
            if "$ref" in v:
                text = v["$ref"]
                try:
                    if not isinstance(text, str):
                        raise PointerError(f"$ref must be a string, not {describe_value(text)}")
                    target, sub = parse_pointer(text)
                except PointerError as exc:
                    out.append(Ref(at, "", (), "pointer", str(text), (str(exc), exc.hint or _POINTER_FORM)))
                else:
                    out.append(Ref(at, target, sub, "pointer", text))
                continue
            items = v.items()
        else:
            items = enumerate(v)
        nested = []
        for k, x in items:
            tx = type(x)
            if tx is str:
                if x[:1] == "{" and is_alias(x):
                    out.append(Ref(at + (k,), x[1:-1], (), "alias", x))
            elif tx in _CONTAINERS:
                nested.append((at + (k,), x))
            elif tx is Expr:
                out.extend(_math_refs(at + (k,), x))
        stack.extend(reversed(nested))
    return tuple(out)


def _math_refs(at: tuple, expr: Expr) -> tuple[Ref, ...]:
    return tuple(Ref(at, name, (), "math", "{" + name + "}") for name in expr.refs)

