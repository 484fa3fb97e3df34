"""The token type record, the tables the registry fills, and what the records share.

:class:`TokenType` and :class:`Shape` are the records; :data:`REGISTRY` and
:data:`SHAPES` are filled once by :func:`skinwright.tokens.types.registry`;
the helpers here (validation of composite members, normalisation, member
types of pointers, CSS numbers and ``var()``) read them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Mapping

from ..expression import Expr, MathError, Quantity, evaluate, looks_like_math, parse

Problem = tuple[tuple, str, "str | None", str, "str | None"]
"""``(pointer into the value, message, hint, severity, code)``; code ``None`` is ``core/valid-<type>``."""


def is_alias(value: Any) -> bool:
    """A whole-value alias ``"{a.b.c}"`` (format §7 "Aliases / references")."""
    return type(value) is str and len(value) > 2 and value[0] == "{" and value[-1] == "}" and "{" not in value[1:-1]


def is_ref(value: Any) -> bool:
    """A JSON Pointer reference object ``{"$ref": "#/…"}`` (format 2025.10 §7.2)."""
    return isinstance(value, dict) and "$ref" in value


def _same(value: Any, at: tuple = (), found: "list[Legacy] | None" = None) -> Any:
    return value


MISSING = object()


@dataclass(frozen=True, slots=True)
class Legacy:
    """One legacy form read in a value, and the 2025.10 form it stands for.

    ``at`` is the place inside ``$value``; ``form`` names the form in words
    (``a hex colour string``); ``text`` is what was written there. ``op`` says
    how ``skinwright lint --fix`` rewrites it: ``"value"`` (write ``value``
    at ``at``), ``"insert"`` (add the member ``at[-1]`` holding ``value``),
    ``"delete"`` (remove the member ``at[-1]``), ``"key"`` (rename the member
    ``at[-1]`` to ``value``), ``"member"`` (rename it and write its value:
    ``value`` is ``(name, value)``) or ``"none"`` (2025.10 has no form for
    it; it is read as the message says). ``code`` is the rule that reports it.
    """

    at: tuple
    form: str
    text: str
    value: Any = MISSING
    op: str = "value"
    code: str = "core/legacy-value"
    note: str = ""
    hint: str = ""
    also: tuple = ()  # more edits the rewrite needs: ``(at, op, value)``

    @property
    def fixable(self) -> bool:
        return self.op != "none"


def found_text(v: Any) -> str:
    """A value as it is quoted in messages: strings with quotes, the rest as JSON."""
    import json

    if isinstance(v, str):
        return repr(v)
    try:
        return json.dumps(v, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(v)


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
        read: ``read(value, at, found)`` → the value with the legacy forms of
            earlier drafts and other tools read as their 2025.10 value; it
            returns ``value`` itself (not a copy) when there is nothing to
            rewrite, and appends a :class:`Legacy` per form to ``found``
            (``None``: just read).
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
        quantity: ``quantity((number, unit))`` → the value of this type that a
            math expression's result stands for (:mod:`..expression`), or
            ``None`` when its unit does not fit; ``None`` for types that
            take no math.
    """

    name: str
    section: str
    expected: str
    validate: Callable[[Any, tuple], Iterator[Problem]]
    css: Callable[[Any], str]
    read: Callable[[Any, tuple, "list[Legacy] | None"], Any] = _same
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
    quantity: Callable[[Quantity], Any] | None = None

    @property
    def is_list(self) -> bool:
        return self.items is not None or "#" in self.parts


REGISTRY: dict[str, "TokenType"] = {}
"""Every token type by name, in the format module's order (filled by :func:`skinwright.tokens.types.registry`)."""
SHAPES: dict[str, Shape] = {}
_VALIDATORS: dict[str, Callable] = {}
_READERS: dict[str, Callable] = {}
EXPECTED_FORMS: dict[str, str] = {}


def token_type(name: str) -> "TokenType":
    """The record of ``name`` (a known ``$type``; raises ``KeyError`` otherwise)."""
    return REGISTRY[name]


def validate(ttype: str, value: Any, at: tuple = ()) -> Iterator[Problem]:
    """Problems with the literal ``value`` for ``ttype`` (aliases and math over references inside are skipped)."""
    if is_alias(value) or is_ref(value) or type(value) is Expr:
        return
    yield from _VALIDATORS[ttype](value, at)


def read(ttype: str, value: Any, at: tuple = (), found: list[Legacy] | None = None) -> Any:
    """``value`` with the legacy forms in it read as their 2025.10 value (``"4px"`` → ``{value: 4, unit: px}``).

    Returns ``value`` itself (not a copy) when nothing needs rewriting, which
    is the common case; what cannot be read is returned unchanged for the
    validator to report. Each form read is appended to ``found`` when given.
    Aliases and ``$ref`` objects are left alone.
    """
    fn = _READERS.get(ttype)
    if fn is None or is_alias(value) or is_ref(value):
        return value
    return fn(value, at, found)


MATH_CODE = "core/math-expression"
MATH_FORM = "a Tokens Studio math expression"


def math_limit() -> int:
    """The ``math-length`` limit in force."""
    from ...limits import current

    return current().math_length


def read_math(ttype: str, text: str, at: tuple, found: "list[Legacy] | None") -> Any:
    """A math expression in a value of ``ttype``: an :class:`~..expression.Expr` when it references tokens (the
    resolver computes it), its value when it is plain arithmetic (``"8 / 2"``), ``text`` itself when it is no
    simple expression (:func:`math_problem` says why)."""
    if not looks_like_math(text):
        return text
    try:
        expr = parse(text, math_limit())
        if expr.refs:
            return expr
        new = REGISTRY[ttype].quantity(evaluate(expr, {}))
    except MathError:
        return text
    if new is None:
        return text
    if found is not None:
        found.append(Legacy(at, MATH_FORM, found_text(text), new, code=MATH_CODE))
    return new


def math_problem(ttype: str, text: str, at: tuple) -> Problem | None:
    """Why ``text``, written as math in a value of ``ttype``, has no value (``None`` when it is no math)."""
    if REGISTRY[ttype].quantity is None or not looks_like_math(text):
        return None
    try:
        expr = parse(text, math_limit())
        if expr.refs:
            return None
        result = evaluate(expr, {})
    except MathError as exc:
        shown = text if len(text) <= 60 else text[:59] + "…"
        return bad(ttype, at, f"{shown!r}: {exc.message}", exc.hint)
    return bad(ttype, at, f"{text!r} computes {result[0]}{result[1]}, which is not a {ttype}",
               f"a {ttype} value is written like {EXAMPLES.get(ttype, expected(ttype))}")


def normalize(ttype: str, value: Any) -> Any:
    """``value`` read as its 2025.10 form (:func:`read` without the findings)."""
    fn = _READERS.get(ttype)
    return value if fn is None or is_alias(value) or is_ref(value) else fn(value, (), None)


def _members(t: str | None) -> Mapping[str, str | None] | None:
    if t is None:
        return None
    tt = REGISTRY.get(t)
    if tt is not None:
        return tt.members or None
    shape = SHAPES.get(t)
    return shape.members or None if shape is not None else None


def _items(t: str | None) -> tuple[bool, str | None]:
    """(whether ``t`` is a list, the type or shape of its items)."""
    tt = REGISTRY.get(t) if t else None
    if tt is not None:
        return tt.is_list, tt.items
    shape = SHAPES.get(t) if t else None
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
    shape = SHAPES.get(t) if t is not None else None
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
    tt = REGISTRY.get(parent) if parent else None
    if tt is not None and step in tt.parts:
        return tt.parts[step]
    if len(at) >= 2 and step == "#":
        grand = member_type(ttype, at[:-2]) if len(at) > 2 else ttype
        gt = REGISTRY.get(grand) if grand else None
        if gt is not None:
            return gt.parts.get(f"{at[-2]}/#")
    return None


def num_ok(v: Any) -> bool:
    """A finite int or float (not a bool)."""
    return (type(v) is int or type(v) is float) and math.isfinite(v)


def expected(ttype: str) -> str:
    return REGISTRY[ttype].expected


EXAMPLES: dict[str, str] = {
    "color": "{colorSpace: srgb, components: [0.2, 0.4, 0.6]}",
    "dimension": "{value: 16, unit: px}",
    "fontFamily": "[Inter, sans-serif]",
    "fontWeight": "600 (or bold)",
    "duration": "{value: 200, unit: ms}",
    "cubicBezier": "[0.4, 0, 0.2, 1]",
    "number": "1.5",
    "strokeStyle": "dashed, or {dashArray: [{value: 4, unit: px}], lineCap: round}",
    "border": "{color: '{color.border}', width: {value: 1, unit: px}, style: solid}",
    "transition": "{duration: {value: 200, unit: ms}, delay: {value: 0, unit: ms}, timingFunction: [0.4, 0, 0.2, 1]}",
    "shadow": "{color: '{color.shadow}', offsetX: {value: 0, unit: px}, offsetY: {value: 2, unit: px}, "
              "blur: {value: 4, unit: px}, spread: {value: 0, unit: px}}",
    "gradient": "[{color: '{color.from}', position: 0}, {color: '{color.to}', position: 1}]",
    "typography": "{fontFamily: '{font.body}', fontSize: {value: 16, unit: px}, fontWeight: 400, "
                  "letterSpacing: {value: 0, unit: px}, lineHeight: 1.5}",
}
"""A valid value of each type as YAML, for the hint of a problem that has no more particular one (DTCG 2025.10 §8–9)."""


def bad(ttype: str, at: tuple, what: str | None = None, hint: str | None = None) -> Problem:
    """An error problem: ``invalid <type>: <what>`` (or the expected form when ``what`` is not given).

    Without a ``hint`` of its own, the hint shows a valid value of the type (:data:`EXAMPLES`).
    """
    msg = f"invalid {ttype}: {what}" if what else f"invalid {ttype}: expected {expected(ttype)}"
    if hint is None and ttype in EXAMPLES:
        hint = f"a {ttype} value is written like {EXAMPLES[ttype]}"
    return (at, msg, hint, "error", None)


def non_finite(ttype: str, at: tuple, label: str, v: Any) -> Problem | None:
    """The problem for a number that is infinite or NaN (``1e400`` overflows a 64-bit float), else ``None``."""
    if type(v) is not float or math.isfinite(v):
        return None
    if math.isnan(v):
        return bad(ttype, at, f"{label} is NaN, which is not a number", "write a finite number")
    return bad(ttype, at, f"{label} is too large: it overflows to infinity",
               "write a finite number (a 64-bit float reaches about 1.8e308)")


def tidy(x: float) -> int | float:
    """``1.0`` → ``1``: whole numbers print without a decimal point."""
    return int(x) if math.isfinite(x) and x == int(x) else x


def number_text(text: str) -> str:
    """``text`` (digits, maybe a sign and a dot) as a number YAML 1.1 and 1.2 read alike: ``010`` → ``10``, ``.5`` → ``0.5``."""
    n = float(text)
    return str(int(n)) if n.is_integer() and "." not in text else repr(n)


def members(ttype: str, shape: str, v: Any, at: tuple) -> Iterator[Problem]:
    """Problems with a composite value of ``ttype`` whose members are those of ``shape`` (a type or a shape name)."""
    if not isinstance(v, dict):
        yield bad(ttype, at)
        return
    known = _members(shape) or {}
    tt = REGISTRY.get(shape)
    optional = tt.optional if tt is not None else frozenset()
    for key in v:
        if key not in known:
            yield bad(ttype, at + (key,), f"unknown member '{key}'; expected {expected(ttype)}")
    for key, mtype in known.items():
        if key not in v:
            if key not in optional:
                yield bad(ttype, at, f"missing '{key}'; expected {expected(ttype)}")
            continue
        if mtype is None:
            if type(v[key]) is not bool:
                yield bad(ttype, at + (key,), f"'{key}' must be true or false")
            continue
        yield from validate(mtype, v[key], at + (key,))


def read_members(shape: str, value: Any, at: tuple, found: list[Legacy] | None) -> Any:
    """``value`` with each member that holds a token type read (itself when nothing changed)."""
    known = _members(shape)
    if known is None or not isinstance(value, dict):
        return value
    out = None
    for key, mtype in known.items():
        if mtype is not None and key in value:
            fixed = read(mtype, value[key], at + (key,), found)
            if fixed is not value[key]:
                out = dict(value) if out is None else out
                out[key] = fixed
    return value if out is None else out


def safe_css(text: str) -> bool:
    """Whether ``text`` reads as a custom property's value on its own (:func:`css_problem` finds nothing)."""
    return css_problem(text) is None


def css_problem(text: str) -> str | None:
    """What keeps ``text`` from being one custom property's value as written (``--x: <text>;``), or ``None``.

    CSS Syntax 3 via tinycss2: balanced brackets, and no ``;``, ``!``, ``{}``
    block, bad string or bad URL token that would end the declaration or the
    rule early; no escape that takes the ``;`` after it into the value (a
    trailing backslash); no comment (an unterminated ``/*`` swallows the rest
    of the sheet); no ``<`` outside a string and no ``</style`` anywhere, so
    the sheet stays whole when a page inlines it in ``<style>`` (HTML's raw
    text ends at ``</style``); no lone surrogate (JSON's ``"\\ud800"``),
    which no UTF-8 file can hold.
    """
    if not text.strip():
        return "it is empty"
    if not text.isprintable() and any(0xD800 <= ord(c) <= 0xDFFF for c in text):
        return "it holds half of a UTF-16 pair"
    if "</style" in text.lower():
        return "'</style' would end a <style> element that holds the sheet"
    import tinycss2

    stack = tinycss2.parse_component_value_list(text)
    while stack:
        token = stack.pop()
        kind = token.type
        if kind == "comment":
            return "a comment ('/*') would hide what follows"
        if kind == "{} block":
            return "a '{…}' block would end the rule"
        if kind == "error":
            return f"CSS reads it as an error ({token.message})"
        if kind in ("bad-string", "bad-url"):
            return "a string or url() that is not closed would run into what follows"
        if kind == "literal" and (token.value in (";", "!", "}", ")", "]", "-->") or token.value.startswith("<")):
            return f"'{token.value}' would end the declaration or the rule"
        if kind in ("() block", "[] block", "function"):
            stack.extend(token.arguments if kind == "function" else token.content)
    written = tinycss2.parse_component_value_list(text.strip() + ";")  # as it sits in the declaration
    if not written or written[-1].type != "literal" or written[-1].value != ";":
        return "its last character escapes the ';' that ends the declaration (a trailing backslash)"
    return None


class Var:
    """A ``var()`` reference standing in a value where a whole token was referenced."""

    __slots__ = ("name",)

    def __init__(self, name: str):
        self.name = name

    def __str__(self) -> str:
        return f"var({self.name})"


def custom_css(value: Any) -> str | None:
    """A value of another tool's own type as CSS text, or ``None`` when it is none (CSS Syntax 3).

    Numbers are written as numbers; a string is written as it is when it
    reads as a custom property's value on its own: balanced brackets, no
    ``;``, ``!``, ``{}`` block, bad string or bad URL token that would end the
    declaration or the rule early. A whole-token reference stays ``var()``.
    """
    if isinstance(value, Var):
        return str(value)
    if type(value) in (int, float):
        return num(value)
    if type(value) is not str or not safe_css(value):
        return None
    return value.strip()


def left_out_of_css(value: Any) -> bool:
    """Whether a literal value of another tool's own type is left out of ``tokens.css`` (no reference, and no CSS
    text :func:`custom_css` writes): ``core/custom-type`` says so at the value."""
    return not is_alias(value) and not is_ref(value) and custom_css(value) is None


def num(x: Any) -> str:
    """Shortest CSS text for a number: ``1.0`` → ``1``, ``0.25`` → ``0.25``."""
    if type(x) is int:
        return str(x)
    if type(x) is bool:
        return "1" if x else "0"
    if isinstance(x, Var):
        return str(x)
    text = repr(float(x))
    if text.endswith(".0"):
        text = text[:-2]
    return text


class Keyword(str):
    """A CSS keyword standing where a token type has no value for what was meant (a typography's ``normal`` line height)."""

    __slots__ = ()


def css_of(ttype: str, v: Any) -> str:
    """The CSS text of a member of type ``ttype`` (a :class:`Var` stays ``var()``, a :class:`Keyword` is itself)."""
    return str(v) if isinstance(v, (Var, Keyword)) else REGISTRY[ttype].css(v)
