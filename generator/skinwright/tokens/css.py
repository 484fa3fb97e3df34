"""A token's value as CSS: literal values formatted, references kept as ``var()``.

Whole-token references (aliases, and ``$ref`` pointers to a whole
``$value``) stay ``var(--xh-…)`` references, never flattened, so a mode block
can retarget one token and everything built on it follows. A ``$ref`` into a
sub-value (a colour component, a typography's ``fontSize``) cannot be a
``var()``, so it becomes the literal it points at.

Formats (CSS Values 4, CSS Color 4, CSS Backgrounds 3, CSS Fonts 4):
colours in ``srgb`` become hex (8 digits when translucent), other spaces their
CSS function (``oklch()``, ``lab()``, ``color(display-p3 …)``); dimensions and
durations ``<number><unit>``; ``cubicBezier`` → ``cubic-bezier()``; font
families quoted unless they are one identifier or a generic family; named font weights
their number; ``strokeStyle`` objects (dash arrays) fall back to ``dashed``
(CSS ``border-style`` cannot express a dash pattern); border → ``width style
color``; transition → ``duration timing-function delay``; shadow → the
``box-shadow`` list; gradient → ``linear-gradient()`` with the stops;
typography → one custom property per member plus a ``font`` shorthand made of
``var()`` references to them.
"""

from __future__ import annotations

import re
from typing import Any

from .names import TYPOGRAPHY_PARTS
from ..jsonpointer import evaluate
from .refs import Ref
from .types import FONT_WEIGHTS


class Var:
    """A ``var()`` reference standing in a value where a whole token was referenced."""

    __slots__ = ("name",)

    def __init__(self, name: str):
        self.name = name

    def __str__(self) -> str:
        return f"var({self.name})"


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


_SPACE_FN = {"hsl": "hsl", "hwb": "hwb", "lab": "lab", "lch": "lch", "oklab": "oklab", "oklch": "oklch"}
_PERCENT = {"hsl": (False, True, True), "hwb": (False, True, True)}
_GENERIC_FONTS = {
    "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
    "ui-monospace", "ui-rounded", "math", "emoji", "fangsong",
}
_IDENT = re.compile(r"-?[A-Za-z_][A-Za-z0-9_-]*\Z")
_CSS_WIDE = {"inherit", "initial", "unset", "default", "revert", "revert-layer"}


def _byte(c: float) -> int:
    return 0 if c <= 0 else 255 if c >= 1 else round(c * 255)


def color(v: Any) -> str:
    if isinstance(v, Var):
        return str(v)
    if isinstance(v, str):
        return v.lower()
    space = v["colorSpace"]
    comps = v["components"]
    alpha = v.get("alpha", 1)
    if space == "srgb" and "none" not in comps:
        r, g, b = comps
        out = "#%02x%02x%02x" % (_byte(r), _byte(g), _byte(b))
        return out + "%02x" % _byte(alpha) if alpha < 1 else out
    pct = _PERCENT.get(space, (False, False, False))
    parts = ["none" if c == "none" else num(c) + ("%" if p else "") for c, p in zip(comps, pct)]
    tail = "" if alpha == 1 else f" / {num(alpha)}"
    fn = _SPACE_FN.get(space)
    if fn:
        return f"{fn}({' '.join(parts)}{tail})"
    return f"color({space} {' '.join(parts)}{tail})"


def dimension(v: Any) -> str:
    if isinstance(v, Var):
        return str(v)
    return num(v["value"]) + v["unit"]


def font_family(v: Any) -> str:
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
            out.append('"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"')
    return ", ".join(out)


def font_weight(v: Any) -> str:
    if isinstance(v, Var):
        return str(v)
    return str(FONT_WEIGHTS[v]) if isinstance(v, str) else num(v)


def cubic_bezier(v: Any) -> str:
    if isinstance(v, Var):
        return str(v)
    return f"cubic-bezier({', '.join(num(p) for p in v)})"


def stroke_style(v: Any) -> str:
    if isinstance(v, Var):
        return str(v)
    return v if isinstance(v, str) else "dashed"


def border(v: Any) -> str:
    if isinstance(v, Var):
        return str(v)
    return f"{dimension(v['width'])} {stroke_style(v['style'])} {color(v['color'])}"


def transition(v: Any) -> str:
    if isinstance(v, Var):
        return str(v)
    return f"{dimension(v['duration'])} {cubic_bezier(v['timingFunction'])} {dimension(v['delay'])}"


def shadow(v: Any) -> str:
    if isinstance(v, Var):
        return str(v)
    layers = v if isinstance(v, list) else [v]
    out = []
    for layer in layers:
        if isinstance(layer, Var):
            out.append(str(layer))
            continue
        text = " ".join(dimension(layer[k]) for k in ("offsetX", "offsetY", "blur", "spread"))
        text = f"{text} {color(layer['color'])}"
        out.append("inset " + text if layer.get("inset") is True else text)
    return ", ".join(out)


def gradient(v: Any) -> str:
    if isinstance(v, Var):
        return str(v)
    stops = []
    for stop in v:
        pos = stop["position"]
        at = f"calc({pos} * 100%)" if isinstance(pos, Var) else num(round(pos * 100, 6)) + "%"
        stops.append(f"{color(stop['color'])} {at}")
    return f"linear-gradient({', '.join(stops)})"


def number(v: Any) -> str:
    return num(v)


FORMATTERS = {
    "color": color, "dimension": dimension, "duration": dimension, "cubicBezier": cubic_bezier,
    "number": number, "fontFamily": font_family, "fontWeight": font_weight, "strokeStyle": stroke_style,
    "border": border, "transition": transition, "shadow": shadow, "gradient": gradient,
}
_MEMBER_FORMAT = {
    "fontFamily": font_family, "fontSize": dimension, "fontWeight": font_weight,
    "letterSpacing": dimension, "lineHeight": number,
}


def prepare(value: Any, refs: tuple[Ref, ...], values: dict[str, Any], names: dict[str, str]) -> Any:
    """``value`` with each reference replaced: whole tokens by :class:`Var`, sub-values by their literal."""
    if not refs:
        return value
    if len(refs) == 1 and refs[0].at == ():
        r = refs[0]
        return Var(names[r.target]) if r.whole else _take(values[r.target], r.sub)
    import copy

    out = copy.deepcopy(value)
    for r in refs:
        repl = Var(names[r.target]) if r.whole else _take(values[r.target], r.sub)
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
                 names: dict[str, str]) -> list[tuple[str, str]]:
    """The ``(custom property, CSS text)`` pairs one token contributes.

    ``value`` is the token's ``$value`` as written (already normalised for
    legacy strings); ``values`` the resolution's literal values (for
    ``$ref`` sub-values); ``names`` token id → custom property.
    """
    v = prepare(value, refs, values, names)
    if ttype == "typography":
        out = []
        for member, suffix in TYPOGRAPHY_PARTS:
            if isinstance(v, Var):
                out.append((f"{name}-{suffix}", f"var({v.name}-{suffix})"))
            else:
                out.append((f"{name}-{suffix}", _MEMBER_FORMAT[member](v[member])))
        out.append((name, f"var({name}-font-weight) var({name}-font-size)/var({name}-line-height) var({name}-font-family)"))
        return out
    return [(name, FORMATTERS[ttype](v))]
