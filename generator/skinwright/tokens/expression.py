"""Tokens Studio math expressions in values: ``"{space.base} * 2"``, ``"8 / 2"``, ``"({a} + {b}) / 2"``.

Tokens Studio lets a value be arithmetic over numbers, lengths and
references, which its Style Dictionary transforms evaluate after the
references are resolved (``checkAndEvaluateMath`` in ``@tokens-studio/
sd-transforms``). DTCG 2025.10 has no expressions, so skinwright reads the
simple ones as the value they compute, with a ``core/math-expression``
warning, and ``lint --fix`` writes that value (the references cannot be
kept). What is simple, here:

- numbers (``8``, ``1.5``, ``.5``, ``1e3``), each with at most one unit
  (``4px``, ``0.5rem``, ``200ms``, ``50%``);
- references ``{group.token}`` to ``number``, ``dimension`` and
  ``duration`` tokens;
- ``+ - * /``, unary ``-`` and ``+``, and parentheses.

Units follow Tokens Studio's reading where it has one and CSS ``calc()``
typing otherwise: a bare number added to a length takes its unit
(``{size.sm} + 4`` is 16px when ``size.sm`` is 12px); two different units
never combine (``1rem + 4px`` has no value without a root font size); a
product has at most one unit; a divisor has none, or the dividend's (a ratio
of two lengths is a number). Results are rounded to 4 decimals, as
sd-transforms rounds them, so a file reads the same in both. Anything else
is not simple and stays an error whose hint says so.

The evaluator is a small recursive-descent parser of its own, not ``eval``:
no library reads CSS units and DTCG references in arithmetic (``ast`` would
need the text rewritten first, and tinycss2 tokenises ``space.0_5`` as a
number). Its work is bounded by the ``math-length`` limit: an expression is
at most that many characters, which also bounds the nesting of parentheses
(and so the recursion) to half of it.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any

OPERATORS = "+-*/"
DIGITS = 4
"""Decimals a result is rounded to (sd-transforms' ``defaultFractionDigits``)."""

_TOKEN = re.compile(r"\s*(?:(?P<num>(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)(?P<unit>[A-Za-z]+|%)?"
                    r"|(?P<ref>\{[^{}]*\})|(?P<op>[-+*/()]))")
_LOOKS = re.compile(r"\{[^{}]*\}|[\w%)]\s*[-+*/]\s*[-+(.\d{]|[*/]")
_REFERENCE = re.compile(r"\{[^{}:;]*\}")
_ARITHMETIC = re.compile(r"[\w.,%+\-*/()\s]*")


class MathError(ValueError):
    """Why an expression has no value: ``message`` and ``hint``."""

    def __init__(self, message: str, hint: str):
        super().__init__(message)
        self.message, self.hint = message, hint


@dataclass(frozen=True, slots=True)
class Expr:
    """A parsed expression: its text, its tree and the token ids it references (in order, once each).

    The tree is nested tuples: ``("num", value, unit)`` (``unit`` ``""`` for
    a plain number), ``("ref", token_id)``, ``("neg", x)`` and
    ``(op, left, right)`` for ``op`` in ``+ - * /``.
    """

    text: str
    tree: tuple
    refs: tuple[str, ...]

    def __str__(self) -> str:
        return self.text

    def __copy__(self) -> "Expr":
        return self

    def __deepcopy__(self, memo: dict) -> "Expr":  # immutable: a value holding one is copied around it
        return self


def looks_like_math(text: str) -> bool:
    """Whether ``text`` is written as an expression (an operator between operands, or a reference among other text).

    Strings that other readers handle (``"4px"``, ``"-2px"``, ``"#fff"``, a font
    stack) are not; this only decides which error a string that no reader
    took gets.
    """
    if not ("{" in text or _LOOKS.search(text)):
        return False
    # Besides its references, an expression holds numbers, units, operators, parentheses and commas only: a string with
    # other punctuation (CSS such as '1s;}body{…}', markup, a list) is not one, and its hint is the type's own.
    return _ARITHMETIC.fullmatch(_REFERENCE.sub("0", text)) is not None


def parse(text: str, max_length: int) -> Expr:
    """``text`` as an :class:`Expr`.

    Raises:
        MathError: the text is longer than ``max_length`` (the ``math-length``
            limit), or is not a simple expression (the message says where).
    """
    if len(text) > max_length:
        raise MathError(f"the expression is {len(text):,} characters, over the math-length limit of {max_length:,}",
                        "write the value it computes, or raise math-length in [tool.skinwright.limits] (see the "
                        "Limits page)")
    items: list[tuple[str, Any]] = []
    pos, end = 0, len(text.rstrip())
    while pos < end:
        m = _TOKEN.match(text, pos)
        if m is None or m.end() == pos:
            rest = text[pos:].strip()
            raise MathError(f"'{rest[:20]}' is not part of a simple expression",
                            _NOT_SIMPLE)
        pos = m.end()
        if m.group("num") is not None:
            items.append(("num", (_number(m.group("num")), (m.group("unit") or "").lower())))
        elif m.group("ref") is not None:
            name = m.group("ref")[1:-1].strip()
            if not name or any(not part for part in name.split(".")):
                raise MathError(f"'{m.group('ref')}' is not a reference", "a reference names a token: {group.token}")
            items.append(("ref", name))
        else:
            items.append(("op", m.group("op")))
    parser = _Parser(items, text)
    try:
        tree = parser.sum()
    except RecursionError:  # only when math-length is raised far past its default
        raise MathError("the expression is nested too deeply to read", "write the value it computes") from None
    if parser.i != len(items):
        raise MathError(f"'{_shown(items[parser.i])}' does not continue the expression", _NOT_SIMPLE)
    refs = tuple(dict.fromkeys(_refs(tree)))
    return Expr(text, tree, refs)


_NOT_SIMPLE = ("skinwright reads Tokens Studio math made of numbers (with one unit each), {references}, + - * / and "
               "parentheses; write the value this computes")


def _number(text: str) -> int | float:
    n = float(text)
    return int(n) if n.is_integer() and abs(n) < 2 ** 53 else n


def _shown(item: tuple[str, Any]) -> str:
    kind, value = item
    if kind == "num":
        return f"{value[0]}{value[1]}"
    return "{" + value + "}" if kind == "ref" else value


class _Parser:
    """``sum := product (('+'|'-') product)*``; ``product := unary (('*'|'/') unary)*``;
    ``unary := ('-'|'+') unary | '(' sum ')' | number | reference``."""

    def __init__(self, items: list[tuple[str, Any]], text: str):
        self.items, self.text, self.i = items, text, 0

    def _peek(self) -> tuple[str, Any] | None:
        return self.items[self.i] if self.i < len(self.items) else None

    def sum(self) -> tuple:
        return self._chain("+-", self.product)

    def product(self) -> tuple:
        return self._chain("*/", self.unary)

    def _chain(self, ops: str, operand) -> tuple:
        """``operand (op operand)*`` for the operators in ``ops``, left-associative."""
        left = operand()
        while (item := self._peek()) is not None and item[0] == "op" and item[1] in ops:
            self.i += 1
            left = (item[1], left, operand())
        return left

    def unary(self) -> tuple:
        item = self._peek()
        if item is None:
            raise MathError(f"{self.text.strip()!r} ends where a number or reference is expected", _NOT_SIMPLE)
        self.i += 1
        kind, value = item
        if kind == "num":
            return ("num", *value)
        if kind == "ref":
            return ("ref", value)
        if value in "-+":
            inner = self.unary()
            return ("neg", inner) if value == "-" else inner
        if value == "(":
            inner = self.sum()
            close = self._peek()
            if close != ("op", ")"):
                raise MathError(f"a '(' in {self.text.strip()!r} is not closed", "close each '(' with ')'")
            self.i += 1
            return inner
        raise MathError(f"'{value}' in {self.text.strip()!r} stands where a number or reference is expected",
                        _NOT_SIMPLE)


def _refs(tree: tuple):
    stack = [tree]
    out = []
    while stack:
        node = stack.pop()
        if node[0] == "ref":
            out.append(node[1])
        elif node[0] == "neg":
            stack.append(node[1])
        elif node[0] in OPERATORS:
            stack.extend((node[2], node[1]))
    return out


_KINDS = {"number": "", "dimension": "dimension", "duration": "duration"}


def result_type(expr: Expr, types: dict[str, str]) -> str | None:
    """The DTCG type of what ``expr`` computes, from the types of the tokens it references and its own units.

    For a token written without ``$type`` (Tokens Studio writes math on
    tokens whose type the tool keeps elsewhere): references of one type give
    that type, plain numbers a ``number``, and the units combine as
    :func:`evaluate` combines them (a length times a number is a length, a
    length over a length a number). ``None`` when a reference has no type yet
    or one that takes no math, or when the units do not combine: then the
    expression's own error says why.
    """
    def kind(node: tuple) -> str | None:
        k = node[0]
        if k == "num":
            return "duration" if node[2] in ("ms", "s") else "dimension" if node[2] else ""
        if k == "ref":
            return _KINDS.get(types.get(node[1], ""))
        if k == "neg":
            return kind(node[1])
        a, b = kind(node[1]), kind(node[2])
        if a is None or b is None:
            return None
        if k in "+-":
            return a or b if not a or not b or a == b else None
        if k == "*":
            return None if a and b else a or b
        return a if not b else "" if a == b else None

    try:  # the depth of the tree is bounded by the math-length limit
        found = kind(expr.tree)
    except RecursionError:
        return None
    return None if found is None else found or "number"


Quantity = tuple[float, str]
"""A number and its unit (``""`` for a plain number)."""


def quantity(value: Any, name: str, ttype: str | None) -> Quantity:
    """A referenced token's resolved value as a :class:`Quantity`.

    Raises:
        MathError: the token is not a number, dimension or duration.
    """
    if (type(value) is int or type(value) is float) and math.isfinite(value):
        return value, ""
    if isinstance(value, dict) and type(value.get("unit")) is str and type(value.get("value")) in (int, float):
        return value["value"], value["unit"]
    raise MathError(f"'{{{name}}}' is a {ttype or 'value'} that arithmetic cannot use",
                    "math takes number, dimension and duration tokens")


def evaluate(expr: Expr, values: dict[str, Quantity]) -> Quantity:
    """The value of ``expr`` with each reference's :class:`Quantity` from ``values``, rounded to :data:`DIGITS`.

    Raises:
        MathError: units that do not combine, division by zero, a result too large.
    """
    def unit_name(u: str) -> str:
        return u or "a plain number"

    def ev(node: tuple) -> Quantity:
        kind = node[0]
        if kind == "num":
            return node[1], node[2]
        if kind == "ref":
            return values[node[1]]
        if kind == "neg":
            v, u = ev(node[1])
            return -v, u
        (a, ua), (b, ub) = ev(node[1]), ev(node[2])
        if kind in "+-":
            if ua and ub and ua != ub:
                raise MathError(f"{expr.text.strip()!r} adds {ua} and {ub}, which have no sum without a page to "
                                "measure them in", "write each part in the same unit")
            return (a + b if kind == "+" else a - b), ua or ub
        if kind == "*":
            if ua and ub:
                raise MathError(f"{expr.text.strip()!r} multiplies {ua} by {ub}; a product has at most one unit",
                                "multiply a length by a plain number")
            return a * b, ua or ub
        if b == 0:
            raise MathError(f"{expr.text.strip()!r} divides by zero", "divide by a number that is not 0")
        if ub and ub != ua:
            raise MathError(f"{expr.text.strip()!r} divides {unit_name(ua)} by {ub}",
                            "divide by a plain number, or by a value in the same unit for a ratio")
        return a / b, "" if ub else ua

    try:  # the depth of the tree is bounded by the math-length limit
        value, unit = ev(expr.tree)
    except RecursionError:
        raise MathError("the expression is nested too deeply to evaluate", "write the value it computes") from None
    if not math.isfinite(value):
        raise MathError(f"{expr.text.strip()!r} is too large: it overflows to infinity", "write a finite value")
    value = round(value, DIGITS)
    return (int(value) if value == int(value) and abs(value) < 2 ** 53 else value), unit
