"""``fontFamily`` (§8.3) and ``fontWeight`` (§8.4)."""

from __future__ import annotations

import re
from typing import Any, Iterator

from ... import css_text
from .base import Problem, TokenType, Var, bad, is_alias, non_finite, num, num_ok

FONT_WEIGHTS: dict[str, int] = {
    # format §8.4 "Font weight": the named aliases and their numeric values
    "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
    "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
    "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
    "extra-black": 950, "ultra-black": 950,
}
_GENERIC_FONTS = {
    "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
    "ui-monospace", "ui-rounded", "math", "emoji", "fangsong",
}
_IDENT = re.compile(r"-?[A-Za-z_][A-Za-z0-9_-]*\Z")
_CSS_WIDE = {"inherit", "initial", "unset", "default", "revert", "revert-layer"}


def _font_family(v: Any, at: tuple) -> Iterator[Problem]:
    if type(v) is str:
        if not v.strip():
            yield bad("fontFamily", at, "the font name is empty")
        return
    if isinstance(v, list) and v:
        for i, name in enumerate(v):
            if not (type(name) is str and name.strip()) and not is_alias(name):
                yield bad("fontFamily", at + (i,), f"font name {i} must be a non-empty string, not {name!r}")
        return
    yield bad("fontFamily", at)


def _font_weight(v: Any, at: tuple) -> Iterator[Problem]:
    if type(v) is str:
        if v.strip().isdigit():
            yield bad("fontWeight", at, f"{v!r} is a string", f"write the number without quotes: {v.strip()}")
        elif v not in FONT_WEIGHTS:
            from ...diagnostics import did_you_mean

            guess = did_you_mean(v, FONT_WEIGHTS)
            yield bad("fontWeight", at, f"unknown weight name {v!r}", f"did you mean '{guess}'?" if guess else None)
        return
    if not num_ok(v) or not 1 <= v <= 1000:
        yield non_finite("fontWeight", at, "the weight", v) or bad("fontWeight", at)


def font_family(v: Any) -> str:
    """CSS Fonts 4 ``font-family``: names quoted unless one identifier or a generic family."""
    if isinstance(v, Var):
        return str(v)
    names = v if isinstance(v, list) else [v]
    out = []
    for name in names:
        if isinstance(name, Var):
            out.append(str(name))
        elif isinstance(name, list):
            out.append(font_family(name))
        elif name in _GENERIC_FONTS or (_IDENT.match(name) and name.lower() not in _CSS_WIDE):
            out.append(name)
        else:
            out.append(css_text.string(name))  # a newline, quote or </style> in a name stays inside the string
    return ", ".join(out)


def font_weight(v: Any) -> str:
    """The number; a named weight as its number (format §8.4)."""
    if isinstance(v, Var):
        return str(v)
    return str(FONT_WEIGHTS[v]) if isinstance(v, str) else num(v)


TYPES = [
    TokenType("fontFamily", "8.3", "a font name or a list of font names", _font_family, font_family,
              items="fontFamily", scalar="string", preview="specimen:font-family"),
    TokenType("fontWeight", "8.4", f"a number from 1 to 1000 or one of {', '.join(FONT_WEIGHTS)}", _font_weight,
              font_weight, scalar="number", preview="specimen:font-weight",
              note="Format §8.4: 1–1000 or one of the named weights."),
]
