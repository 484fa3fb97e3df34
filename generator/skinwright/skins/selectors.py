"""A small selector reader over tinycss2 tokens.

It reads the selector grammar of CSS Selectors Level 4 (W3C Working Draft,
section 18 "Grammar") far enough to say, for each selector of a skin, which
parts it names and under which conditions it applies:

    <complex-selector>  = <compound-selector> [ <combinator>? <compound-selector> ]*
    <compound-selector> = [ <type-selector>? <subclass-selector>*
                            [ <pseudo-element-selector> <pseudo-class-selector>* ]* ]!
    <combinator>        = '>' | '+' | '~'          (whitespace: the descendant combinator)
    <subclass-selector> = <id-selector> | <class-selector>
                        | <attribute-selector> | <pseudo-class-selector>

``:is() :where() :not()`` take a selector list (section 4) and ``:has()`` a
relative selector list (section 4.5, a leading combinator allowed); their
arguments are read as selectors. Other functional pseudo-classes (``:dir()``,
``:nth-child()`` …) keep their argument as text. cssselect2 is not used
because it does not know ``:dir()`` (section 7.1), which the skins rely on.

Namespaces (``ns|name``) and the nesting selector ``&`` do not occur in
compiled CSS; they are reported as :class:`SelectorError`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence, Union

import tinycss2
from tinycss2 import ast

SELECTOR_PSEUDOS = frozenset({"is", "where", "not", "has"})
"""Functional pseudo-classes whose argument is a selector list."""

COMBINATORS = frozenset({">", "+", "~"})


class SelectorError(ValueError):
    """A selector this reader does not understand, at 1-based ``line``/``column``."""

    def __init__(self, message: str, line: int, column: int):
        super().__init__(message)
        self.line, self.column = line, column


def _quote(value: str) -> str:
    return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'"


@dataclass(frozen=True)
class Attribute:
    """``[name]`` or ``[name <op> value <modifier>]`` (section 6)."""

    name: str
    operator: str | None = None
    value: str | None = None
    modifier: str | None = None

    def serialize(self) -> str:
        if self.operator is None:
            return f"[{self.name}]"
        mod = f" {self.modifier}" if self.modifier else ""
        return f"[{self.name}{self.operator}{_quote(self.value or '')}{mod}]"


@dataclass(frozen=True)
class PseudoClass:
    """``:name``, ``:name(<selector list>)`` or ``:name(<text>)``."""

    name: str
    selectors: tuple["ComplexSelector", ...] | None = None
    text: str | None = None

    def argument(self) -> str | None:
        if self.selectors is not None:
            return ", ".join(s.serialize() for s in self.selectors)
        return self.text

    def serialize(self) -> str:
        arg = self.argument()
        return f":{self.name}" if arg is None else f":{self.name}({arg})"


@dataclass(frozen=True)
class PseudoElement:
    """``::name`` (section 3.6.1)."""

    name: str

    def serialize(self) -> str:
        return f"::{self.name}"


@dataclass(frozen=True)
class Named:
    """A type selector or ``*`` (``kind="type"``), ``#id`` or ``.class``."""

    kind: str
    name: str

    def serialize(self) -> str:
        return {"type": "", "id": "#", "class": "."}[self.kind] + self.name


Simple = Union[Attribute, PseudoClass, PseudoElement, Named]


@dataclass(frozen=True)
class Compound:
    """A compound selector: simple selectors with no combinator between them."""

    simples: tuple[Simple, ...]
    line: int
    column: int

    def attribute(self, name: str) -> Attribute | None:
        return next((s for s in self.simples if isinstance(s, Attribute) and s.name == name), None)

    def attribute_value(self, name: str) -> str | None:
        found = self.attribute(name)
        return found.value if found else None

    @property
    def part(self) -> str | None:
        """The ``data-part`` value this compound names, if any."""
        return self.attribute_value("data-part")

    def serialize(self) -> str:
        return "".join(s.serialize() for s in self.simples) or "*"


@dataclass(frozen=True)
class ComplexSelector:
    """Compounds joined by combinators; the last compound is the subject.

    ``leading`` is the combinator before the first compound of a relative
    selector (``:has(> x)``), ``None`` otherwise. ``combinators[i]`` joins
    ``compounds[i]`` and ``compounds[i + 1]``; ``" "`` is the descendant one.
    """

    compounds: tuple[Compound, ...]
    combinators: tuple[str, ...]
    leading: str | None = None

    @property
    def subject(self) -> Compound:
        return self.compounds[-1]

    def serialize(self) -> str:
        out = [f"{self.leading} "] if self.leading else []
        for i, compound in enumerate(self.compounds):
            if i:
                c = self.combinators[i - 1]
                out.append(" " if c == " " else f" {c} ")
            out.append(compound.serialize())
        return "".join(out)

    def walk(self) -> Iterable[tuple[Compound, bool]]:
        """Every compound, including those inside selector arguments, with ``nested`` = inside an argument."""
        for compound in self.compounds:
            yield compound, False
            for simple in compound.simples:
                if isinstance(simple, PseudoClass) and simple.selectors:
                    for inner in simple.selectors:
                        for c, _ in inner.walk():
                            yield c, True


# --- reading ------------------------------------------------------------------


def parse_selector_list(tokens: Sequence[ast.Node], *, relative: bool = False) -> tuple[ComplexSelector, ...]:
    """Read a (relative) selector list from a rule prelude or a pseudo-class argument.

    Raises:
        SelectorError: for anything outside the grammar above.
    """
    groups: list[list[ast.Node]] = [[]]
    for token in tokens:
        if isinstance(token, ast.LiteralToken) and token.value == ",":
            groups.append([])
        elif not isinstance(token, ast.Comment):
            groups[-1].append(token)
    return tuple(_complex(group, relative, tokens) for group in groups)


def _strip(tokens: list[ast.Node]) -> list[ast.Node]:
    while tokens and isinstance(tokens[0], ast.WhitespaceToken):
        tokens = tokens[1:]
    while tokens and isinstance(tokens[-1], ast.WhitespaceToken):
        tokens = tokens[:-1]
    return tokens


def _where(tokens: Sequence[ast.Node], fallback: Sequence[ast.Node] = ()) -> tuple[int, int]:
    for token in (*tokens, *fallback):
        if getattr(token, "source_line", None):
            return token.source_line, token.source_column
    return 1, 1


def _complex(tokens: list[ast.Node], relative: bool, context: Sequence[ast.Node]) -> ComplexSelector:
    tokens = _strip(tokens)
    if not tokens:
        raise SelectorError("empty selector", *_where(context))
    leading = None
    if relative and isinstance(tokens[0], ast.LiteralToken) and tokens[0].value in COMBINATORS:
        leading, tokens = tokens[0].value, _strip(tokens[1:])
    compounds: list[Compound] = []
    combinators: list[str] = []
    i = 0
    while True:
        compound, i = _compound(tokens, i)
        compounds.append(compound)
        spaced = False
        while i < len(tokens) and isinstance(tokens[i], ast.WhitespaceToken):
            i, spaced = i + 1, True
        if i >= len(tokens):
            break
        token = tokens[i]
        if isinstance(token, ast.LiteralToken) and token.value in COMBINATORS:
            combinators.append(token.value)
            i += 1
            while i < len(tokens) and isinstance(tokens[i], ast.WhitespaceToken):
                i += 1
            if i >= len(tokens):
                raise SelectorError(f"selector ends with the combinator '{token.value}'", token.source_line, token.source_column)
        elif spaced:
            combinators.append(" ")
        else:
            raise SelectorError(f"unexpected {token.type} in selector", token.source_line, token.source_column)
    return ComplexSelector(tuple(compounds), tuple(combinators), leading)


def _compound(tokens: list[ast.Node], i: int) -> tuple[Compound, int]:
    line, column = _where(tokens[i:i + 1])
    simples: list[Simple] = []
    while i < len(tokens):
        token = tokens[i]
        if isinstance(token, ast.IdentToken) and not simples:
            simples.append(Named("type", token.lower_value))
        elif isinstance(token, ast.LiteralToken) and token.value == "*" and not simples:
            simples.append(Named("type", "*"))
        elif isinstance(token, ast.HashToken) and token.is_identifier:
            simples.append(Named("id", token.value))
        elif isinstance(token, ast.LiteralToken) and token.value == "." and _is(tokens, i + 1, ast.IdentToken):
            i += 1
            simples.append(Named("class", tokens[i].value))
        elif isinstance(token, ast.SquareBracketsBlock):
            simples.append(_attribute(token))
        elif isinstance(token, ast.LiteralToken) and token.value == ":":
            element = _is(tokens, i + 1, ast.LiteralToken) and tokens[i + 1].value == ":"
            i += 2 if element else 1
            if i >= len(tokens):
                raise SelectorError("':' with no name", token.source_line, token.source_column)
            name_token = tokens[i]
            if isinstance(name_token, ast.IdentToken):
                simples.append(PseudoElement(name_token.lower_value) if element else PseudoClass(name_token.lower_value))
            elif isinstance(name_token, ast.FunctionBlock) and not element:
                simples.append(_functional(name_token))
            else:
                raise SelectorError("expected a pseudo-class or pseudo-element name", token.source_line, token.source_column)
        elif isinstance(token, (ast.WhitespaceToken, ast.LiteralToken)) and (
                isinstance(token, ast.WhitespaceToken) or token.value in COMBINATORS):
            break
        else:
            what = getattr(token, "value", token.type)
            raise SelectorError(f"unsupported selector syntax '{what}'", token.source_line, token.source_column)
        i += 1
    if not simples:
        raise SelectorError("expected a compound selector", line, column)
    return Compound(tuple(simples), line, column), i


def _is(tokens: list[ast.Node], i: int, kind: type) -> bool:
    return i < len(tokens) and isinstance(tokens[i], kind)


def _attribute(block: ast.SquareBracketsBlock) -> Attribute:
    parts = [t for t in block.content if not isinstance(t, (ast.WhitespaceToken, ast.Comment))]
    where = (block.source_line, block.source_column)
    if not parts or not isinstance(parts[0], ast.IdentToken):
        raise SelectorError("attribute selector without a name", *where)
    name = parts[0].lower_value
    if len(parts) == 1:
        return Attribute(name)
    if len(parts) not in (3, 4) or not isinstance(parts[1], ast.LiteralToken) or parts[1].value not in (
            "=", "~=", "|=", "^=", "$=", "*="):
        raise SelectorError(f"malformed attribute selector [{tinycss2.serialize(block.content)}]", *where)
    if not isinstance(parts[2], (ast.IdentToken, ast.StringToken)):
        raise SelectorError("attribute value must be an identifier or a string", *where)
    modifier = parts[3].lower_value if len(parts) == 4 and isinstance(parts[3], ast.IdentToken) else None
    return Attribute(name, parts[1].value, parts[2].value, modifier)


def _functional(fn: ast.FunctionBlock) -> PseudoClass:
    name = fn.lower_name
    if name in SELECTOR_PSEUDOS:
        return PseudoClass(name, parse_selector_list(fn.arguments, relative=name == "has"))
    text = " ".join(tinycss2.serialize(fn.arguments).split())
    return PseudoClass(name, text=text)


# --- what a selector means for the CSS-variables table -------------------------

IDENTITY_ATTRIBUTES = frozenset({"data-scope", "data-part", "data-xh-action-control"})
"""Attributes that say what an element is, not which state it is in: the
anatomy's scope and part, and the family's action-control marker (always
present on every action control, data-attributes.tsv). They are never states."""


def condition(simple: Simple) -> str | None:
    """The notation of one simple selector as a state (reference README), or ``None``.

    ``[data-state="V"]`` → ``state=V``; ``[data-tone]`` → ``tone``; other
    attributes keep their name without ``data-``; ``:hover`` → ``hover``;
    ``:not([data-disabled])`` → ``not([data-disabled])``; ``::before`` →
    ``::before``. :data:`IDENTITY_ATTRIBUTES`, type, id and class selectors
    are not conditions.
    """
    if isinstance(simple, Attribute):
        if simple.name in IDENTITY_ATTRIBUTES:
            return None
        key = simple.name.removeprefix("data-")
        if simple.operator is None:
            return key
        return f"{key}{simple.operator}{simple.value}"
    if isinstance(simple, PseudoClass):
        arg = simple.argument()
        return simple.name if arg is None else f"{simple.name}({arg})"
    if isinstance(simple, PseudoElement):
        return simple.serialize()
    return None


def compound_conditions(compound: Compound) -> set[str]:
    """Conditions of a compound, with those of its selector arguments flattened in.

    ``:where([data-motion='reduce'])`` gives both ``where([data-motion='reduce'])``
    and ``motion=reduce``, as the reference table lists them.
    """
    found: set[str] = set()
    for simple in compound.simples:
        note = condition(simple)
        if note:
            found.add(note)
        if isinstance(simple, PseudoClass) and simple.selectors:
            for inner in simple.selectors:
                found |= selector_conditions(inner)
    return found


def selector_conditions(selector: ComplexSelector) -> set[str]:
    """Every condition of every compound of ``selector``."""
    found: set[str] = set()
    for compound in selector.compounds:
        found |= compound_conditions(compound)
    return found


def selector_parts(selector: ComplexSelector) -> set[str]:
    """The parts a selector involves: its subject's, plus every part whose state it tests.

    ``root[data-loading] > trigger > status`` involves ``root`` and ``status``:
    the trigger only carries the chain. (The reference rows count the root for
    the shimmer slots, which only this reading of "part" reproduces.) When the
    subject names no part (``output :where(pre, code)``), the nearest compound
    before it that does stands for it.
    """
    named = [i for i, c in enumerate(selector.compounds) if c.part]
    parts = {selector.compounds[named[-1]].part} if named else set()
    for i in named:
        if compound_conditions(selector.compounds[i]):
            parts.add(selector.compounds[i].part)
    return parts
