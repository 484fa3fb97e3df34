"""The composite types (format 2025.10 §9): ``border``, ``transition``, ``shadow``, ``gradient``, ``typography``.

Each member holds a value of another type (or an alias to one); the member
types are the records' ``members``, so validation, ``$ref`` pointers and the
CSS of members all follow them.
"""

from __future__ import annotations

from typing import Any, Iterator

from .color import with_alpha
from .dimension import LETTER_SPACING_FORM, letter_spacing
from .base import (MISSING, Keyword, Legacy, Problem, Shape, TokenType, Var, _members, bad, css_of, found_text, is_alias, is_ref,
                   members, num, num_ok, read, read_members)

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
    if isinstance(v, dict) and v.get("lineHeight") == NORMAL:  # read for a missing line height, and said so
        v = {**v, "lineHeight": 1}
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


NORMAL = Keyword("normal")
"""A typography's line height when none is written: what CSS's ``font`` shorthand sets then (CSS Fonts 4 §"font")."""
_ZERO = {"dimension": {"value": 0, "unit": "px"}, "duration": {"value": 0, "unit": "ms"}}
_DEFAULTS = {
    # composite → members earlier drafts and tools leave out, with the value that means the same (CSS initial values)
    "transition": {"delay": _ZERO["duration"]},
    "shadow": {"blur": _ZERO["dimension"], "spread": _ZERO["dimension"]},
    "typography": {"letterSpacing": _ZERO["dimension"]},
}
_RENAMED = {
    # Tokens Studio's boxShadow members
    "shadow": {"x": "offsetX", "y": "offsetY"},
}
_NOT_WRITTEN = {
    # members of other tools' typography that DTCG 2025.10 has no place for
    "typography": {"paragraphSpacing", "paragraphIndent", "textCase", "textDecoration", "fontStyle", "fontStretch",
                   "textTransform", "MozOsxFontSmoothing", "WebkitFontSmoothing"},
}


def _read_object(ttype: str, shape: str, v: Any, at: tuple, found: list[Legacy] | None) -> Any:
    if not isinstance(v, dict):
        return v
    out = read_members(shape, v, at, found)
    renamed = _RENAMED.get(ttype, {})
    if ttype == "shadow" and v.get("type") in ("dropShadow", "innerShadow"):
        inner = v["type"] == "innerShadow"
        out = {k: x for k, x in out.items() if k != "type"}
        if inner:
            out["inset"] = True
        if found is not None:
            found.append(Legacy(at + ("type",), f"Tokens Studio's shadow type '{v['type']}'", "",
                                ("inset", True) if inner else MISSING, op="member" if inner else "delete"))
    if ttype == "shadow" and "alpha" in v and "color" in v:
        color = with_alpha(out["color"], v["alpha"])
        if color is not None:
            out = {k: (color if k == "color" else x) for k, x in out.items() if k != "alpha"}
            if found is not None:
                found.append(Legacy(at + ("color",), "'alpha' beside a shadow's colour (Primer's Style Dictionary "
                                    "transform)", found_text(v["alpha"]), color, also=((at + ("alpha",), "delete", None),)))
    for old, new in renamed.items():
        if old in out and new not in out:
            value = read(_members(shape)[new], out[old], at + (old,), found)
            out = {(new if k == old else k): (value if k == old else x) for k, x in out.items()}
            if found is not None:
                found.append(Legacy(at + (old,), f"Tokens Studio's member name '{old}'", "", new, op="key"))
    for key in _NOT_WRITTEN.get(ttype, ()):
        if key in out:
            out = {k: x for k, x in out.items() if k != key}
            if found is not None:
                found.append(Legacy(at + (key,), f"the member '{key}', which a DTCG {ttype} does not have", "",
                                    op="delete", note="it is not written to CSS"))
    for key, default in _DEFAULTS.get(ttype, {}).items():
        if key not in out:
            out = {**out, key: dict(default)}
            if found is not None:
                found.append(Legacy(at + (key,), f"a {ttype} without '{key}' (earlier drafts and tools left it "
                                    "out)", "", dict(default), op="insert"))
    if ttype == "typography" and "letterSpacing" in v:
        spacing = letter_spacing(v["letterSpacing"])
        if spacing is not None:  # % of the font size, as Tokens Studio means it: its findings replace the reading's
            out = {**out, "letterSpacing": spacing}
            if found is not None:
                place = at + ("letterSpacing",)
                found[:] = [f for f in found if f.at[:len(place)] != place]
                found.append(Legacy(place, LETTER_SPACING_FORM, found_text(v["letterSpacing"]), spacing))
    if ttype == "typography":
        out = _line_height(out, at, found)
        if "lineHeight" not in out:
            out = {**out, "lineHeight": NORMAL}
            if found is not None:
                found.append(Legacy(at + ("lineHeight",), "a typography without 'lineHeight'", "", op="none",
                                    note="written to CSS as normal, the font shorthand's own default",
                                    hint="DTCG 2025.10 needs a number: write the ratio you mean (normal is about "
                                         "1.2 for most fonts)"))
    return out


def _line_height(v: dict, at: tuple, found: list[Legacy] | None) -> dict:
    """A line height written as a length (``41px``): DTCG 2025.10 writes it as a ratio to the font size."""
    lh, size = v.get("lineHeight"), v.get("fontSize")
    if not (isinstance(lh, dict) and isinstance(lh.get("value"), (int, float)) and type(lh.get("unit")) is str):
        return v
    if isinstance(size, dict) and size.get("unit") == lh["unit"] and isinstance(size.get("value"), (int, float)) \
            and size["value"]:
        ratio = lh["value"] / size["value"]
        if found is not None:
            found.append(Legacy(at + ("lineHeight",), "a line height written as a length", found_text(lh), ratio,
                                note=f"it is {num(lh['value'])}{lh['unit']} over a font size of "
                                     f"{num(size['value'])}{size['unit']}"))
        return {**v, "lineHeight": ratio}
    if found is not None:
        found.append(Legacy(at + ("lineHeight",), "a line height written as a length", found_text(lh), op="none",
                            code="core/css-unit", note=f"written to CSS as {num(lh['value'])}{lh['unit']}; DTCG "
                            "2025.10 writes a ratio to the font size, which is not a literal here"))
    return v


def css_shadow(text: str) -> list[dict] | None:
    """The layers of a CSS ``box-shadow`` (CSS Backgrounds 3 §"box-shadow"), or ``None`` when it is not one.

    Each layer: ``inset`` (maybe), two to four lengths (offsets, blur,
    spread; a unitless 0 is 0px) and a colour; read with tinycss2 and the
    colour with coloraide.
    """
    import tinycss2

    from .color import css_color

    layers: list[list] = [[]]
    for token in tinycss2.parse_component_value_list(text):
        if token.type in ("whitespace", "comment"):
            continue
        if token.type == "literal" and token.value == ",":
            layers.append([])
        else:
            layers[-1].append(token)
    out = []
    for tokens in layers:
        inset, lengths, colour = False, [], None
        for token in tokens:
            if token.type == "ident" and token.lower_value == "inset" and not inset:
                inset = True
            elif token.type == "dimension" and token.lower_unit in ("px", "rem") and colour is None:
                lengths.append({"value": token.int_value if token.is_integer else token.value,
                                "unit": token.lower_unit})
            elif token.type == "number" and token.value == 0 and colour is None:
                lengths.append({"value": 0, "unit": "px"})
            elif colour is None and token.type in ("hash", "function", "ident"):
                colour = css_color(tinycss2.serialize([token]))
                if colour is None:
                    return None
            else:
                return None
        if colour is None or not 2 <= len(lengths) <= 4:
            return None
        lengths += [{"value": 0, "unit": "px"}] * (4 - len(lengths))
        layer = {"color": colour, "offsetX": lengths[0], "offsetY": lengths[1], "blur": lengths[2],
                 "spread": lengths[3]}
        if inset:
            layer["inset"] = True
        out.append(layer)
    return out or None


def _reader(ttype: str, shape: str):
    def read_composite(v: Any, at: tuple = (), found: list[Legacy] | None = None) -> Any:
        if ttype == "shadow" and type(v) is str:
            layers = css_shadow(v)
            if layers is None:
                return v
            new = layers[0] if len(layers) == 1 else layers
            if found is not None:
                found.append(Legacy(at, "a CSS box-shadow string", found_text(v), new))
            return new
        if isinstance(v, list) and ttype in ("shadow", "gradient"):
            new = [x if is_alias(x) or is_ref(x) else _read_object(ttype, shape, x, at + (i,), found)
                   for i, x in enumerate(v)]
            return v if all(a is b for a, b in zip(new, v)) else new
        return _read_object(ttype, shape, v, at, found)
    return read_composite


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
    TokenType("border", "9.3", "{color, width, style}", _border, border, _reader("border", "border"),
              members={"color": "color", "width": "dimension", "style": "strokeStyle"}, preview="box:border"),
    TokenType("transition", "9.4", "{duration, delay, timingFunction}", _transition, transition, _reader("transition", "transition"),
              members={"duration": "duration", "delay": "duration", "timingFunction": "cubicBezier"},
              preview="curve:timingFunction"),
    TokenType("shadow", "9.5", "{color, offsetX, offsetY, blur, spread, inset?} or a list of them", _shadow, shadow,
              _reader("shadow", "shadow"), members=_SHADOW, optional=frozenset({"inset"}), items="shadow-layer",
              plain={"inset": "boolean"}, shapes={"shadow-layer": Shape(members=_SHADOW, public="shadow")},
              preview="box:box-shadow", note="Format §9.5: one layer or a list of layers; `inset` is optional."),
    TokenType("gradient", "9.6", "a list of {color, position} stops with position between 0 and 1", _gradient,
              gradient, _reader("gradient", "gradient-stop"), items="gradient-stop",
              shapes={"gradient-stop": Shape(members={"color": "color", "position": "number"})},
              preview="box:background", note="Format §9.6: stops with `position` in [0, 1]."),
    TokenType("typography", "9.7", "{fontFamily, fontSize, fontWeight, letterSpacing, lineHeight}", _typography,
              typography, _reader("typography", "typography"),
              members={"fontFamily": "fontFamily", "fontSize": "dimension", "fontWeight": "fontWeight",
                       "letterSpacing": "dimension", "lineHeight": "number"},
              css_members=TYPOGRAPHY_PARTS, preview="specimen:font"),
]
