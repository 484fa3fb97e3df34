"""``fontFamily`` (§8.3) and ``fontWeight`` (§8.4)."""

from __future__ import annotations

import re
from typing import Any, Iterator

from ... import css_text
from .base import Legacy, Problem, TokenType, Var, bad, found_text, is_alias, non_finite, num, num_ok

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
        if v not in FONT_WEIGHTS:
            from ...diagnostics import did_you_mean

            guess = did_you_mean(v, FONT_WEIGHTS)
            yield bad("fontWeight", at, f"unknown weight name {v!r}", f"did you mean '{guess}'?" if guess else None)
        return
    if not num_ok(v) or not 1 <= v <= 1000:
        yield non_finite("fontWeight", at, "the weight", v) or bad("fontWeight", at)


_WEIGHT_SPELLINGS = {name.replace("-", ""): name for name in FONT_WEIGHTS}


def _stack(text: str) -> list[str] | None:
    """The family names of a CSS ``font-family`` list written as one string (CSS Fonts 4 §"font-family"), else ``None``.

    Read with tinycss2: names are quoted strings or runs of identifiers
    (joined by one space), separated by commas. ``None`` when the text is
    one unquoted name, or is not a font-family list at all.
    """
    if "," not in text and text.strip()[:1] not in ("'", '"'):
        return None
    import tinycss2

    names: list[str] = []
    current: list[str] = []
    quoted = False
    for token in tinycss2.parse_component_value_list(text):
        kind = token.type
        if kind == "whitespace" or kind == "comment":
            continue
        if kind == "literal" and token.value == ",":
            if not current:
                return None
            names.append(" ".join(current))
            current, quoted = [], False
        elif kind == "string" and not current:
            current, quoted = [token.value], True
        elif kind == "ident" and not quoted:
            current.append(token.value)
        else:
            return None
    if not current:
        return None
    names.append(" ".join(current))
    return names if all(n.strip() for n in names) else None


def read_family(v: Any, at: tuple = (), found: list[Legacy] | None = None) -> Any:
    """A CSS font stack written as one string (``"'IBM Plex Mono', Menlo, monospace"``) as the list of names."""
    if type(v) is not str:
        return v
    names = _stack(v)
    if names is None:
        return v
    new: Any = names if len(names) > 1 else names[0]
    if found is not None:
        found.append(Legacy(at, "a CSS font stack in one string" if len(names) > 1 else "a quoted font name",
                            found_text(v), new,
                            note="as one string it would be one family name, and the browser would use its default"
                            if len(names) > 1 else ""))
    return new


def read_weight(v: Any, at: tuple = (), found: list[Legacy] | None = None) -> Any:
    """A weight in a string (``"600"``) as the number; a name spelled otherwise (``"SemiBold"``) as the DTCG name."""
    if type(v) is not str or v in FONT_WEIGHTS:
        return v
    text = v.strip()
    if text.isdigit():
        new: Any = int(text)
        form = "a font weight number in a string"
    else:
        new = _WEIGHT_SPELLINGS.get(re.sub(r"[\s_-]", "", text.lower()))
        if new is None:
            return v
        form = "a font weight name spelled as a design tool writes it"
    if found is not None:
        found.append(Legacy(at, form, found_text(v), new))
    return new


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
    TokenType("fontFamily", "8.3", "a font name or a list of font names", _font_family, font_family, read_family,
              items="fontFamily", scalar="string", preview="specimen:font-family",
              note="Format §8.3. A CSS font stack written as one string (`\"'IBM Plex Mono', Menlo, monospace\"`) "
                   "is read as the list of names it means, with a `core/legacy-value` warning."),
    TokenType("fontWeight", "8.4", f"a number from 1 to 1000 or one of {', '.join(FONT_WEIGHTS)}", _font_weight,
              font_weight, read_weight, scalar="number", preview="specimen:font-weight",
              note="Format §8.4: 1–1000 or one of the named weights. A number in a string (`\"600\"`) and names "
                   "spelled as design tools write them (`SemiBold`) are read with a `core/legacy-value` warning."),
]
