"""What a usage snippet is made of: literal and code values, element trees, JavaScript literals.

A snippet is a tree of :class:`El` (tag, attributes, children); attribute
values and children are :class:`Lit` (literal data, written in the target
language's syntax) or :class:`Expr` (code, written as is). :class:`Consts`
hoists long values into named constants. The printers
(:mod:`.printers`) write one tree as Vue, JSX or HTML.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Lit:
    value: Any


@dataclass(frozen=True)
class Expr:
    code: str


@dataclass
class El:
    tag: str
    attrs: list[tuple[str, Lit | Expr]] = field(default_factory=list)
    children: list["El | Lit | Expr"] = field(default_factory=list)
    events: list[tuple[str, str]] = field(default_factory=list)
    directives: list[str] = field(default_factory=list)
    """Written as is, first (``v-for="…"``, ``key={…}``)."""


def pascal(name: str) -> str:
    return "".join(w[:1].upper() + w[1:] for w in re.split(r"[-_\s]+", name) if w)


def kebab(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"-\1", name).lower()


_IDENT = re.compile(r"[A-Za-z_$][\w$]*")
WIDTH = 72
"""Literals longer than this are written over several lines."""


UNDEFINED = object()
"""Stands for JavaScript's ``undefined`` (a prop left unset), as opposed to ``null`` data."""


def js_number(value: int | float) -> str:
    """``30.0`` → ``30``; other numbers as JSON writes them."""
    return str(int(value)) if isinstance(value, float) and value.is_integer() else json.dumps(value)


def js(value: Any, indent: str = "") -> str:
    """A JavaScript literal: strings single-quoted when that needs no escapes, bare keys,
    :data:`UNDEFINED` as ``undefined``; objects and arrays longer than :data:`WIDTH` over several lines (``indent`` is the
    current line's indentation), long multi-line strings as template literals."""
    if value is None:
        return "null"
    if value is UNDEFINED:
        return "undefined"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return js_number(value)
    if isinstance(value, str):
        if "\n" in value and len(value) > WIDTH:
            return "`" + value.replace("\\", "\\\\").replace("`", "\\`").replace("${", "\\${") + "`"
        if "'" not in value and "\\" not in value and "\n" not in value:
            return f"'{value}'"
        return json.dumps(value, ensure_ascii=False)
    inner = indent + "  "
    if isinstance(value, Mapping):
        items = [f"{k if _IDENT.fullmatch(k) else js(k)}: {js(v, inner)}" for k, v in value.items()]
        flat = "{ " + ", ".join(items) + " }" if items else "{}"
    else:
        items = [js(v, inner) for v in value]
        flat = "[" + ", ".join(items) + "]"
    if len(flat) + len(indent) <= WIDTH and "\n" not in flat:
        return flat
    close = "}" if isinstance(value, Mapping) else "]"
    return ("{" if close == "}" else "[") + "\n" + "".join(f"{inner}{item},\n" for item in items) + indent + close


def indent_code(code: list[str], pad: str) -> list[str]:
    """``code``'s lines indented by ``pad``, except the lines that continue a template literal.

    A multi-line string is written as a template literal (:func:`js`); its
    later lines are the string's own text, so indenting them would change the
    data. Strings (``'…'``, ``"…"``, `````…`````) and ``//`` comments are
    followed with their backslash escapes, as ECMAScript's lexical grammar has them.
    """
    out: list[str] = []
    quote: str | None = None  # the open string's quote, carried over a line break only by a template literal
    for line in code:
        out.append(line if quote == "`" else (pad + line if line else ""))
        quote = quote if quote == "`" else None
        i = 0
        while i < len(line):
            ch = line[i]
            if quote is not None:
                if ch == "\\":
                    i += 1
                elif ch == quote:
                    quote = None
            elif ch in "'\"`":
                quote = ch
            elif line.startswith("//", i):
                break
            i += 1
    return out


class Consts:
    """Names for hoisted values (``input``, ``input2`` …) in declaration order."""

    def __init__(self) -> None:
        self.items: list[tuple[str, Any]] = []
        self._used: set[str] = set()

    def add(self, base: str, value: Any) -> str:
        """A name for ``value``; the same value under the same base reuses its name."""
        for name, existing in self.items:
            if re.sub(r"\d+$", "", name) == base and existing == value:
                return name
        name, n = base, 1
        while name in self._used:
            n += 1
            name = f"{base}{n}"
        self._used.add(name)
        self.items.append((name, value))
        return name


_SIMPLE = re.compile(r"[^<>{}&\n`]*")


def text_value(value: str, consts: Consts, base: str) -> Lit | Expr:
    """Short plain text as a literal; anything longer or with markup characters as a hoisted constant."""
    if _SIMPLE.fullmatch(value) and len(value) <= 60:
        return Lit(value)
    return Expr(consts.add(base, value))


def code_block(value: str, consts: Consts, base: str) -> El:
    """``<pre><code>`` holding ``value``."""
    return El("pre", children=[El("code", children=[text_value(value, consts, base)])])


def prop_attrs(props: Mapping[str, Any], consts: Consts, skip: set[str] = frozenset()) -> list[tuple[str, Lit | Expr]]:
    """Props as attributes: scalars literal, objects, lists and multi-line text hoisted into constants."""
    return [(k, Lit(v) if isinstance(v, (bool, int, float)) or (isinstance(v, str) and "\n" not in v)
             else Expr(consts.add(k, v))) for k, v in props.items() if k not in skip]
