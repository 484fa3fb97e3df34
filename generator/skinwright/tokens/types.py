"""Value shapes of every DTCG type: validation, member types and sub-value types.

Each validator checks a literal ``$value`` (members that are aliases or
``$ref`` objects are skipped here and type-checked by the resolver) and yields
``(pointer_into_value, message, hint, severity)`` tuples whose message names
the expected form. Sources: DTCG format module 2025.10 §8 (types) and §9
(composite types), colour module 2025.10 (colour object, colour spaces).
"""

from __future__ import annotations

import math
import re
from typing import Any, Iterator

Problem = tuple[tuple, str, "str | None", str]

COLOR_SPACES: dict[str, tuple[tuple[float, float] | None, ...]] = {
    # colorSpace → range of each component (None: unbounded); colour module §"Supported colour spaces"
    "srgb": ((0, 1), (0, 1), (0, 1)),
    "srgb-linear": ((0, 1), (0, 1), (0, 1)),
    "hsl": ((0, 360), (0, 100), (0, 100)),
    "hwb": ((0, 360), (0, 100), (0, 100)),
    "lab": ((0, 100), None, None),
    "lch": ((0, 100), (0, math.inf), (0, 360)),
    "oklab": ((0, 1), None, None),
    "oklch": ((0, 1), (0, math.inf), (0, 360)),
    "display-p3": ((0, 1), (0, 1), (0, 1)),
    "a98-rgb": ((0, 1), (0, 1), (0, 1)),
    "prophoto-rgb": ((0, 1), (0, 1), (0, 1)),
    "rec2020": ((0, 1), (0, 1), (0, 1)),
    "xyz-d65": (None, None, None),
    "xyz-d50": (None, None, None),
}
EXAMPLE_COMPONENTS: dict[str, str] = {
    # the same orange (#ff8000) in every space, rounded; computed with coloraide
    "srgb": "[1, 0.5, 0]", "srgb-linear": "[1, 0.21, 0]", "hsl": "[30, 100, 50]", "hwb": "[30, 0, 0]",
    "lab": "[67.7, 45.7, 74.8]", "lch": "[67.7, 87.7, 58.6]", "oklab": "[0.73, 0.11, 0.15]",
    "oklch": "[0.73, 0.19, 52.8]", "display-p3": "[0.94, 0.53, 0.2]", "a98-rgb": "[0.89, 0.5, 0.12]",
    "prophoto-rgb": "[0.75, 0.5, 0.17]", "rec2020": "[0.86, 0.58, 0.25]", "xyz-d65": "[0.49, 0.37, 0.04]",
    "xyz-d50": "[0.52, 0.38, 0.03]",
}
HEX = re.compile(r"#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\Z")
HEX6 = re.compile(r"#[0-9a-fA-F]{6}\Z")
LEGACY_DIMENSION = re.compile(r"(-?(?:\d+\.?\d*|\.\d+))(px|rem)\Z")
LEGACY_DURATION = re.compile(r"(-?(?:\d+\.?\d*|\.\d+))(ms|s)\Z")
FONT_WEIGHTS: dict[str, int] = {
    # format §8.4 "Font weight": the named aliases and their numeric values
    "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
    "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
    "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
    "extra-black": 950, "ultra-black": 950,
}
STROKE_STYLES = ("solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset")
LINE_CAPS = ("round", "butt", "square")

MEMBERS: dict[str, dict[str, str | None]] = {
    # composite type → member → member type (None: a plain JSON value, not a token type)
    "border": {"color": "color", "width": "dimension", "style": "strokeStyle"},
    "transition": {"duration": "duration", "delay": "duration", "timingFunction": "cubicBezier"},
    "shadow": {"color": "color", "offsetX": "dimension", "offsetY": "dimension", "blur": "dimension",
               "spread": "dimension", "inset": None},
    "gradient-stop": {"color": "color", "position": "number"},
    "typography": {"fontFamily": "fontFamily", "fontSize": "dimension", "fontWeight": "fontWeight",
                   "letterSpacing": "dimension", "lineHeight": "number"},
}
OPTIONAL = {("shadow", "inset")}

EXPECTED: dict[str, str] = {
    "color": "a colour object {colorSpace, components, alpha?, hex?}",
    "dimension": "{value: <number>, unit: px | rem}",
    "duration": "{value: <number>, unit: ms | s}",
    "cubicBezier": "[x1, y1, x2, y2] with x1 and x2 between 0 and 1",
    "number": "a number",
    "fontFamily": "a font name or a list of font names",
    "fontWeight": f"a number from 1 to 1000 or one of {', '.join(FONT_WEIGHTS)}",
    "strokeStyle": f"one of {', '.join(STROKE_STYLES)}, or {{dashArray: [dimensions], lineCap: round | butt | square}}",
    "border": "{color, width, style}",
    "transition": "{duration, delay, timingFunction}",
    "shadow": "{color, offsetX, offsetY, blur, spread, inset?} or a list of them",
    "gradient": "a list of {color, position} stops with position between 0 and 1",
    "typography": "{fontFamily, fontSize, fontWeight, letterSpacing, lineHeight}",
}


def is_alias(value: Any) -> bool:
    """A whole-value alias ``"{a.b.c}"`` (format §7 "Aliases / references")."""
    return type(value) is str and len(value) > 2 and value[0] == "{" and value[-1] == "}" and "{" not in value[1:-1]


def is_ref(value: Any) -> bool:
    """A JSON Pointer reference object ``{"$ref": "#/…"}`` (format 2025.10 §7.2)."""
    return isinstance(value, dict) and "$ref" in value


def _num(v: Any) -> bool:
    return (type(v) is int or type(v) is float) and math.isfinite(v)


def _non_finite(ttype: str, at: tuple, label: str, v: Any) -> Problem | None:
    """The problem for a number that is infinite or NaN (``1e400`` overflows a 64-bit float), else ``None``."""
    if type(v) is not float or math.isfinite(v):
        return None
    if math.isnan(v):
        return _bad(ttype, at, f"{label} is NaN, which is not a number", "write a finite number")
    return _bad(ttype, at, f"{label} is too large: it overflows to infinity",
                "write a finite number (a 64-bit float reaches about 1.8e308)")


def validate(ttype: str, value: Any, at: tuple = ()) -> Iterator[Problem]:
    """Problems with the literal ``value`` for ``ttype`` (aliases inside are skipped)."""
    if is_alias(value) or is_ref(value):
        return
    fn = _VALIDATORS[ttype]
    yield from fn(value, at)


def _bad(ttype: str, at: tuple, what: str | None = None, hint: str | None = None) -> Problem:
    msg = f"invalid {ttype}: {what}" if what else f"invalid {ttype}: expected {EXPECTED[ttype]}"
    return (at, msg, hint, "error")


_COLOR_KEYS = {"colorSpace", "components", "alpha", "hex"}


def hex_color(text: str) -> dict[str, Any]:
    """The DTCG colour object for a legacy hex string (``"#f80"`` → ``{colorSpace: srgb, components: [1, 0.5333, 0], hex: "#ff8800"}``).

    Components are rounded to 4 decimals, which still gives back every byte
    (error < 0.013 of 255); ``alpha`` is present only below 1.
    """
    digits = text[1:]
    if len(digits) in (3, 4):
        digits = "".join(c * 2 for c in digits)
    channels = [int(digits[i:i + 2], 16) for i in range(0, len(digits), 2)]
    out: dict[str, Any] = {"colorSpace": "srgb", "components": [_unit(c) for c in channels[:3]],
                           "hex": "#" + digits[:6].lower()}
    if len(channels) == 4 and channels[3] < 255:
        out["alpha"] = _unit(channels[3])
    return out


def _unit(byte: int) -> int | float:
    return _tidy(round(byte / 255, 4))


def _tidy(x: float) -> int | float:
    """``1.0`` → ``1``: whole numbers print without a decimal point."""
    return int(x) if math.isfinite(x) and x == int(x) else x


def _object_text(value: dict[str, Any]) -> str:
    comps = ", ".join("none" if c == "none" else repr(c) for c in value["components"])
    text = f"{{colorSpace: {value['colorSpace']}, components: [{comps}]"
    if "alpha" in value:
        text += f", alpha: {value['alpha']!r}"
    if "hex" in value:
        text += f', hex: "{value["hex"]}"'
    return text + "}"


_HEX_FORMS = "'#rgb', '#rgba', '#rrggbb' or '#rrggbbaa'"


def _css_color_hint(text: str) -> str:
    """Write-this-instead for a colour given as CSS text (``red``, ``rgb(…)``, ``oklch(…)``), via coloraide."""
    example = f"write the colour object, e.g. {{colorSpace: srgb, components: {EXAMPLE_COMPONENTS['srgb']}}}"
    try:
        from coloraide import Color

        c = Color(text)
    except (ValueError, TypeError):
        return example
    space = c.space() if c.space() in COLOR_SPACES and c.space() not in ("hsl", "hwb") else "srgb"
    c = c.convert(space)
    value: dict[str, Any] = {"colorSpace": space,
                             "components": ["none" if math.isnan(x) else _tidy(round(x, 4)) for x in c.coords()]}
    if c.alpha() < 1:
        value["alpha"] = round(c.alpha(), 4)
    return f"write the colour object: {_object_text(value)}"


def _color(v: Any, at: tuple) -> Iterator[Problem]:
    if type(v) is str:
        if HEX.match(v):  # the form of earlier DTCG drafts; 2025.10 has only the colour object
            yield (at, f"legacy color string {v!r}", f"write {_object_text(hex_color(v))}", "warning")
        else:
            hint = "hex colours have 3, 4, 6 or 8 hex digits" if v.startswith("#") else _css_color_hint(v)
            yield _bad("color", at, f"{v!r} is not {EXPECTED['color']} or a legacy hex string {_HEX_FORMS}", hint)
        return
    if not isinstance(v, dict):
        yield _bad("color", at)
        return
    space = v.get("colorSpace")
    if space == "srgb" and len(v) <= 3:  # fast path for the common {colorSpace, components, hex}
        comps = v.get("components")
        h = v.get("hex")
        if (type(comps) is list and len(comps) == 3 and all(type(c) is float or type(c) is int for c in comps)
                and 0 <= min(comps) and max(comps) <= 1 and (h is None or (type(h) is str and HEX6.match(h)))
                and v.keys() <= _COLOR_KEYS):
            return
    extra = set(v) - {"colorSpace", "components", "alpha", "hex"}
    if extra:
        yield _bad("color", at + (sorted(extra)[0],), f"unknown member '{sorted(extra)[0]}'; expected {EXPECTED['color']}")
    if space not in COLOR_SPACES:
        from ..diagnostics import did_you_mean

        guess = did_you_mean(str(space), COLOR_SPACES)
        yield _bad("color", at + ("colorSpace",), f"unknown colorSpace {space!r}",
                   f"did you mean '{guess}'?" if guess else f"colour spaces: {', '.join(COLOR_SPACES)}")
        return
    comps = v.get("components")
    if not isinstance(comps, list) or len(comps) != 3:
        yield _bad("color", at + ("components",), f"components must be a list of 3 numbers (or 'none') for {space}",
                   f"e.g. {{colorSpace: {space}, components: {EXAMPLE_COMPONENTS[space]}}}")
        return
    for i, (c, rng) in enumerate(zip(comps, COLOR_SPACES[space])):
        if c == "none" or is_ref(c):
            continue
        if not _num(c):
            yield _non_finite("color", at + ("components", i), f"component {i}", c) or \
                _bad("color", at + ("components", i), f"component {i} must be a number or 'none', not {c!r}")
        elif rng is not None and not (rng[0] <= c <= rng[1]):
            yield _bad("color", at + ("components", i), f"component {i} of {space} must be between {rng[0]:g} and {rng[1]:g}, not {c:g}")
    if "alpha" in v:
        a = v["alpha"]
        if not is_ref(a) and (not _num(a) or not 0 <= a <= 1):
            yield _non_finite("color", at + ("alpha",), "alpha", a) or \
                _bad("color", at + ("alpha",), f"alpha must be a number between 0 and 1, not {a!r}")
    if "hex" in v and not (type(v["hex"]) is str and HEX6.match(v["hex"])):
        yield _bad("color", at + ("hex",), f"hex fallback must be '#rrggbb', not {v['hex']!r}")


def _number_text(text: str) -> str:
    """``text`` (digits, maybe a sign and a dot) as a number YAML 1.1 and 1.2 read alike: ``010`` → ``10``, ``.5`` → ``0.5``."""
    num = float(text)
    return str(int(num)) if num.is_integer() and "." not in text else repr(num)


def _dimension(v: Any, at: tuple, ttype: str = "dimension", units: tuple[str, ...] = ("px", "rem"),
               legacy: re.Pattern = LEGACY_DIMENSION) -> Iterator[Problem]:
    if type(v) is str:
        m = legacy.match(v)
        if m:
            yield (at, f"legacy {ttype} string {v!r}", f"write {{value: {_number_text(m.group(1))}, unit: {m.group(2)}}}",
                   "warning")
        elif re.fullmatch(r"-?(?:\d+\.?\d*|\.\d+)", v):
            yield _bad(ttype, at, f"{v!r} has no unit; expected {EXPECTED[ttype]}",
                       f"write {{value: {_number_text(v)}, unit: {units[0]}}}")
        else:
            yield _bad(ttype, at, f"{v!r} is not {EXPECTED[ttype]}")
        return
    if _num(v):
        yield _bad(ttype, at, f"{v!r} has no unit; expected {EXPECTED[ttype]}", f"write {{value: {v}, unit: {units[0]}}}")
        return
    if type(v) is float:
        yield _non_finite(ttype, at, "the value", v)
        return
    if not isinstance(v, dict):
        yield _bad(ttype, at)
        return
    extra = set(v) - {"value", "unit"}
    if extra:
        yield _bad(ttype, at + (sorted(extra)[0],), f"unknown member '{sorted(extra)[0]}'; expected {EXPECTED[ttype]}")
    val = v.get("value")
    if "value" not in v or (not _num(val) and not is_ref(val)):
        yield _non_finite(ttype, at + ("value",), "'value'", val) or \
            _bad(ttype, at + ("value",) if "value" in v else at, f"'value' must be a number; expected {EXPECTED[ttype]}")
    unit = v.get("unit")
    if unit not in units and not is_ref(unit):
        yield _bad(ttype, at + ("unit",) if "unit" in v else at,
                   f"missing unit; expected {EXPECTED[ttype]}" if "unit" not in v else f"unit must be {' or '.join(units)}, not {unit!r}")


def _duration(v: Any, at: tuple) -> Iterator[Problem]:
    yield from _dimension(v, at, "duration", ("ms", "s"), LEGACY_DURATION)


def _cubic(v: Any, at: tuple) -> Iterator[Problem]:
    if not isinstance(v, list) or len(v) != 4:
        yield _bad("cubicBezier", at)
        return
    for i, n in enumerate(v):
        if is_ref(n) or is_alias(n):
            continue
        if not _num(n):
            yield _non_finite("cubicBezier", at + (i,), f"point {i}", n) or \
                _bad("cubicBezier", at + (i,), f"point {i} must be a number, not {n!r}")
        elif i in (0, 2) and not 0 <= n <= 1:
            yield _bad("cubicBezier", at + (i,), f"x{i // 2 + 1} must be between 0 and 1, not {n:g}")


def _number(v: Any, at: tuple) -> Iterator[Problem]:
    if not _num(v):
        yield _non_finite("number", at, "the number", v) or _bad("number", at, f"{v!r} is not a number")


def _font_family(v: Any, at: tuple) -> Iterator[Problem]:
    if type(v) is str:
        if not v.strip():
            yield _bad("fontFamily", at, "the font name is empty")
        return
    if isinstance(v, list) and v:
        for i, name in enumerate(v):
            if not (type(name) is str and name.strip()) and not is_alias(name):
                yield _bad("fontFamily", at + (i,), f"font name {i} must be a non-empty string, not {name!r}")
        return
    yield _bad("fontFamily", at)


def _font_weight(v: Any, at: tuple) -> Iterator[Problem]:
    if type(v) is str:
        if v.strip().isdigit():
            yield _bad("fontWeight", at, f"{v!r} is a string", f"write the number without quotes: {v.strip()}")
        elif v not in FONT_WEIGHTS:
            from ..diagnostics import did_you_mean

            guess = did_you_mean(v, FONT_WEIGHTS)
            yield _bad("fontWeight", at, f"unknown weight name {v!r}", f"did you mean '{guess}'?" if guess else None)
        return
    if not _num(v) or not 1 <= v <= 1000:
        yield _non_finite("fontWeight", at, "the weight", v) or _bad("fontWeight", at)


def _stroke_style(v: Any, at: tuple) -> Iterator[Problem]:
    if type(v) is str:
        if v not in STROKE_STYLES:
            yield _bad("strokeStyle", at, f"{v!r} is not {EXPECTED['strokeStyle']}")
        return
    if not isinstance(v, dict) or set(v) != {"dashArray", "lineCap"}:
        yield _bad("strokeStyle", at)
        return
    dashes = v["dashArray"]
    if not isinstance(dashes, list) or not dashes:
        yield _bad("strokeStyle", at + ("dashArray",), "dashArray must be a non-empty list of dimensions")
    else:
        for i, d in enumerate(dashes):
            yield from validate("dimension", d, at + ("dashArray", i))
    if v["lineCap"] not in LINE_CAPS:
        yield _bad("strokeStyle", at + ("lineCap",), f"lineCap must be one of {', '.join(LINE_CAPS)}")


def _object(ttype: str, schema: str, v: Any, at: tuple) -> Iterator[Problem]:
    if not isinstance(v, dict):
        yield _bad(ttype, at)
        return
    members = MEMBERS[schema]
    for key in v:
        if key not in members:
            yield _bad(ttype, at + (key,), f"unknown member '{key}'; expected {EXPECTED[ttype]}")
    for key, mtype in members.items():
        if key not in v:
            if (schema, key) not in OPTIONAL:
                yield _bad(ttype, at, f"missing '{key}'; expected {EXPECTED[ttype]}")
            continue
        if mtype is None:
            if type(v[key]) is not bool:
                yield _bad(ttype, at + (key,), f"'{key}' must be true or false")
            continue
        yield from validate(mtype, v[key], at + (key,))


def _border(v: Any, at: tuple) -> Iterator[Problem]:
    yield from _object("border", "border", v, at)


def _transition(v: Any, at: tuple) -> Iterator[Problem]:
    yield from _object("transition", "transition", v, at)


def _typography(v: Any, at: tuple) -> Iterator[Problem]:
    yield from _object("typography", "typography", v, at)


def _shadow(v: Any, at: tuple) -> Iterator[Problem]:
    if isinstance(v, list):
        if not v:
            yield _bad("shadow", at, "a layered shadow needs at least one layer")
        for i, layer in enumerate(v):
            if not (is_alias(layer) or is_ref(layer)):
                yield from _object("shadow", "shadow", layer, at + (i,))
        return
    yield from _object("shadow", "shadow", v, at)


def _gradient(v: Any, at: tuple) -> Iterator[Problem]:
    if not isinstance(v, list) or not v:
        yield _bad("gradient", at)
        return
    for i, stop in enumerate(v):
        if is_alias(stop) or is_ref(stop):
            continue
        yield from _object("gradient", "gradient-stop", stop, at + (i,))
        if isinstance(stop, dict) and _num(stop.get("position")) and not 0 <= stop["position"] <= 1:
            yield _bad("gradient", at + (i, "position"), f"position must be between 0 and 1, not {stop['position']:g}")


_VALIDATORS = {
    "color": _color, "dimension": _dimension, "duration": _duration, "cubicBezier": _cubic,
    "number": _number, "fontFamily": _font_family, "fontWeight": _font_weight,
    "strokeStyle": _stroke_style, "border": _border, "transition": _transition, "shadow": _shadow,
    "gradient": _gradient, "typography": _typography,
}


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
        if type(part) is int and t in _ITEMS:
            t = _ITEMS[t]
            continue
        members = MEMBERS.get("shadow" if t == "shadow-layer" else t or "")
        if members is None or type(part) is not str or part not in members:
            return None
        t = members[part]
        if t is None:
            return None
    return _PUBLIC.get(t, t)


# list types → the type of their items; internal names → what an alias there must be
_ITEMS = {"shadow": "shadow-layer", "gradient": "gradient-stop", "fontFamily": "fontFamily",
          "cubicBezier": None, "dash-array": "dimension"}
_PUBLIC = {"shadow-layer": "shadow", "gradient-stop": None, "dash-array": None}
MEMBERS["strokeStyle"] = {"dashArray": "dash-array", "lineCap": None}


def sub_value_kind(ttype: str, at: tuple) -> str | None:
    """The type of the sub-value a ``$ref`` pointer reaches (``at`` is inside ``$value``).

    A token type where the place holds one (``fontSize`` of a typography is a
    ``dimension``); ``"number"`` for colour components, alpha, the ``value``
    of a dimension or duration and the points of a cubic Bézier; ``"string"``
    for units, hex and colour spaces; ``None`` when the pointer leads nowhere
    known.
    """
    mt = member_type(ttype, at)
    if mt is not None or not at:
        return mt
    parent = member_type(ttype, at[:-1]) if len(at) > 1 else ttype
    last = at[-1]
    if parent == "color" and last in ("alpha",):
        return "number"
    if parent == "color" and last in ("hex", "colorSpace"):
        return "string"
    if len(at) >= 2 and at[-2] == "components" and type(last) is int:
        return "number"
    if parent in ("dimension", "duration"):
        return {"value": "number", "unit": "string"}.get(last)
    if parent == "cubicBezier" and type(last) is int:
        return "number"
    return None


def normalize(ttype: str, value: Any) -> Any:
    """``value`` with legacy strings replaced by DTCG objects (``"4px"`` → ``{value: 4, unit: px}``, ``"#fff"`` → a colour object).

    Returns ``value`` itself (not a copy) when nothing needs replacing, which
    is the common case; invalid values are returned unchanged.
    """
    if ttype == "color":
        return hex_color(value) if type(value) is str and HEX.match(value) else value
    if ttype in ("dimension", "duration"):
        if type(value) is str:
            m = (LEGACY_DIMENSION if ttype == "dimension" else LEGACY_DURATION).match(value)
            if m:
                num = float(m.group(1))
                return {"value": int(num) if num.is_integer() and "." not in m.group(1) else num, "unit": m.group(2)}
        return value
    schema = "shadow" if ttype == "shadow" else ttype
    members = MEMBERS.get(schema)
    if ttype == "shadow" and isinstance(value, list):
        new = [normalize("shadow", layer) for layer in value]
        return value if all(a is b for a, b in zip(new, value)) else new
    if ttype == "gradient" and isinstance(value, list):
        new = [normalize("gradient-stop", stop) for stop in value]
        return value if all(a is b for a, b in zip(new, value)) else new
    if members is None or not isinstance(value, dict):
        return value
    out = None
    for key, mtype in members.items():
        if mtype in ("dimension", "duration", "color") and type(value.get(key)) is str:
            fixed = normalize(mtype, value[key])
            if fixed is not value[key]:
                out = dict(value) if out is None else out
                out[key] = fixed
    return value if out is None else out
