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
    """Props as attributes: scalars literal, objects and lists hoisted into constants."""
    return [(k, Lit(v) if isinstance(v, (str, bool, int, float)) else Expr(consts.add(k, v)))
            for k, v in props.items() if k not in skip]
