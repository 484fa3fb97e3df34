"""The composite types (format 2025.10 §9): ``border``, ``transition``, ``shadow``, ``gradient``, ``typography``.

Each member holds a value of another type (or an alias to one); the member
types are the records' ``members``, so validation, ``$ref`` pointers and the
CSS of members all follow them.
"""

from __future__ import annotations

from typing import Any, Iterator

from .base import Problem, Shape, TokenType, Var, bad, css_of, is_alias, is_ref, members, normalize_members, num, num_ok

_SHADOW = {"color": "color", "offsetX": "dimension", "offsetY": "dimension", "blur": "dimension",
           "spread": "dimension", "inset": None}
TYPOGRAPHY_PARTS: tuple[tuple[str, str], ...] = (
    ("fontFamily", "font-family"), ("fontSize", "font-size"), ("fontWeight", "font-weight"),
    ("letterSpacing", "letter-spacing"), ("lineHeight", "line-height"),
)
"""Typography members and the suffix of the custom property each becomes."""


def _border(v: Any, at: tuple) -> Iterator[Problem]:
    yield from members("border", "border", v, at)


def _transition(v: Any, at: tuple) -> Iterator[Problem]:
    yield from members("transition", "transition", v, at)


def _typography(v: Any, at: tuple) -> Iterator[Problem]:
    yield from members("typography", "typography", v, at)


def _shadow(v: Any, at: tuple) -> Iterator[Problem]:
    if isinstance(v, list):
        if not v:
            yield bad("shadow", at, "a layered shadow needs at least one layer")
        for i, layer in enumerate(v):
            if not (is_alias(layer) or is_ref(layer)):
                yield from members("shadow", "shadow", layer, at + (i,))
        return
    yield from members("shadow", "shadow", v, at)


def _gradient(v: Any, at: tuple) -> Iterator[Problem]:
    if not isinstance(v, list) or not v:
        yield bad("gradient", at)
        return
    for i, stop in enumerate(v):
        if is_alias(stop) or is_ref(stop):
            continue
        yield from members("gradient", "gradient-stop", stop, at + (i,))
        if isinstance(stop, dict) and num_ok(stop.get("position")) and not 0 <= stop["position"] <= 1:
            yield bad("gradient", at + (i, "position"), f"position must be between 0 and 1, not {stop['position']:g}")


def _each(shape: str):
    def normalize(value: Any) -> Any:
        if isinstance(value, list):
            new = [normalize_members(shape, item) for item in value]
            return value if all(a is b for a, b in zip(new, value)) else new
        return normalize_members(shape, value)
    return normalize


def border(v: Any) -> str:
    """``width style color`` (CSS Backgrounds 3 ``border`` shorthand)."""
    if isinstance(v, Var):
        return str(v)
    return f"{css_of('dimension', v['width'])} {css_of('strokeStyle', v['style'])} {css_of('color', v['color'])}"


def transition(v: Any) -> str:
    """``duration timing-function delay``."""
    if isinstance(v, Var):
        return str(v)
    return f"{css_of('duration', v['duration'])} {css_of('cubicBezier', v['timingFunction'])} {css_of('duration', v['delay'])}"


def shadow(v: Any) -> str:
    """The ``box-shadow`` list: ``[inset] x y blur spread color`` per layer."""
    if isinstance(v, Var):
        return str(v)
    layers = v if isinstance(v, list) else [v]
    out = []
    for layer in layers:
        if isinstance(layer, Var):
            out.append(str(layer))
            continue
        text = " ".join(css_of("dimension", layer[k]) for k in ("offsetX", "offsetY", "blur", "spread"))
        text = f"{text} {css_of('color', layer['color'])}"
        out.append("inset " + text if layer.get("inset") is True else text)
    return ", ".join(out)


def gradient(v: Any) -> str:
    """``linear-gradient()`` with the stops at their positions."""
    if isinstance(v, Var):
        return str(v)
    stops = []
    for stop in v:
        pos = stop["position"]
        at = f"calc({pos} * 100%)" if isinstance(pos, Var) else num(round(pos * 100, 6)) + "%"
        stops.append(f"{css_of('color', stop['color'])} {at}")
    return f"linear-gradient({', '.join(stops)})"


def typography(v: Any) -> str:
    """The literal ``font`` shorthand: ``weight size/line-height family`` (the docs show it)."""
    if isinstance(v, Var):
        return str(v)
    return (f"{css_of('fontWeight', v['fontWeight'])} {css_of('dimension', v['fontSize'])}/"
            f"{css_of('number', v['lineHeight'])} {css_of('fontFamily', v['fontFamily'])}")


TYPES = [
    TokenType("border", "9.3", "{color, width, style}", _border, border, _each("border"),
              members={"color": "color", "width": "dimension", "style": "strokeStyle"}, preview="box:border"),
    TokenType("transition", "9.4", "{duration, delay, timingFunction}", _transition, transition, _each("transition"),
              members={"duration": "duration", "delay": "duration", "timingFunction": "cubicBezier"},
              preview="curve:timingFunction"),
    TokenType("shadow", "9.5", "{color, offsetX, offsetY, blur, spread, inset?} or a list of them", _shadow, shadow,
              _each("shadow"), members=_SHADOW, optional=frozenset({"inset"}), items="shadow-layer",
              plain={"inset": "boolean"}, shapes={"shadow-layer": Shape(members=_SHADOW, public="shadow")},
              preview="box:box-shadow", note="Format §9.5: one layer or a list of layers; `inset` is optional."),
    TokenType("gradient", "9.6", "a list of {color, position} stops with position between 0 and 1", _gradient,
              gradient, _each("gradient-stop"), items="gradient-stop",
              shapes={"gradient-stop": Shape(members={"color": "color", "position": "number"})},
              preview="box:background", note="Format §9.6: stops with `position` in [0, 1]."),
    TokenType("typography", "9.7", "{fontFamily, fontSize, fontWeight, letterSpacing, lineHeight}", _typography,
              typography, _each("typography"),
              members={"fontFamily": "fontFamily", "fontSize": "dimension", "fontWeight": "fontWeight",
                       "letterSpacing": "dimension", "lineHeight": "number"},
              css_members=TYPOGRAPHY_PARTS, preview="specimen:font"),
]
