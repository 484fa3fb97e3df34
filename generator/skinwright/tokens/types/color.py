"""``color`` (format 2025.10 §8.1, colour module 2025.10): the colour object, and hex strings of earlier drafts."""

from __future__ import annotations

import math
import re
from typing import Any, Iterator

from .base import Problem, TokenType, Var, bad, is_ref, non_finite, num, num_ok, tidy

EXPECTED = "a colour object {colorSpace, components, alpha?, hex?}"

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
_COLOR_KEYS = {"colorSpace", "components", "alpha", "hex"}
_FAST_KEYS = {"colorSpace", "components", "hex"}


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
    return tidy(round(byte / 255, 4))


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
                             "components": ["none" if math.isnan(x) else tidy(round(x, 4)) for x in c.coords()]}
    if c.alpha() < 1:
        value["alpha"] = round(c.alpha(), 4)
    return f"write the colour object: {_object_text(value)}"


def _color(v: Any, at: tuple) -> Iterator[Problem]:
    if type(v) is str:
        if HEX.match(v):  # the form of earlier DTCG drafts; 2025.10 has only the colour object
            yield (at, f"legacy color string {v!r}", f"write {_object_text(hex_color(v))}", "warning")
        else:
            hint = "hex colours have 3, 4, 6 or 8 hex digits" if v.startswith("#") else _css_color_hint(v)
            yield bad("color", at, f"{v!r} is not {EXPECTED} or a legacy hex string {_HEX_FORMS}", hint)
        return
    if not isinstance(v, dict):
        yield bad("color", at)
        return
    space = v.get("colorSpace")
    if space == "srgb" and len(v) <= 3:  # fast path for the common {colorSpace, components, hex}
        comps = v.get("components")
        h = v.get("hex")
        if (type(comps) is list and len(comps) == 3 and all(type(c) is float or type(c) is int for c in comps)
                and 0 <= min(comps) and max(comps) <= 1 and (h is None or (type(h) is str and HEX6.match(h)))
                and v.keys() <= _FAST_KEYS):  # an alpha is checked below (JSON's plain lists took this path)
            return
    extra = set(v) - {"colorSpace", "components", "alpha", "hex"}
    if extra:
        yield bad("color", at + (sorted(extra)[0],), f"unknown member '{sorted(extra)[0]}'; expected {EXPECTED}")
    if space not in COLOR_SPACES:
        from ...diagnostics import did_you_mean

        guess = did_you_mean(str(space), COLOR_SPACES)
        yield bad("color", at + ("colorSpace",), f"unknown colorSpace {space!r}",
                   f"did you mean '{guess}'?" if guess else f"colour spaces: {', '.join(COLOR_SPACES)}")
        return
    comps = v.get("components")
    if not isinstance(comps, list) or len(comps) != 3:
        yield bad("color", at + ("components",), f"components must be a list of 3 numbers (or 'none') for {space}",
                   f"e.g. {{colorSpace: {space}, components: {EXAMPLE_COMPONENTS[space]}}}")
        return
    for i, (c, rng) in enumerate(zip(comps, COLOR_SPACES[space])):
        if c == "none" or is_ref(c):
            continue
        if not num_ok(c):
            yield non_finite("color", at + ("components", i), f"component {i}", c) or \
                bad("color", at + ("components", i), f"component {i} must be a number or 'none', not {c!r}")
        elif rng is not None and not (rng[0] <= c <= rng[1]):
            yield bad("color", at + ("components", i), f"component {i} of {space} must be between {rng[0]:g} and {rng[1]:g}, not {c:g}")
    if "alpha" in v:
        a = v["alpha"]
        if not is_ref(a) and (not num_ok(a) or not 0 <= a <= 1):
            yield non_finite("color", at + ("alpha",), "alpha", a) or \
                bad("color", at + ("alpha",), f"alpha must be a number between 0 and 1, not {a!r}")
    if "hex" in v and not (type(v["hex"]) is str and HEX6.match(v["hex"])):
        yield bad("color", at + ("hex",), f"hex fallback must be '#rrggbb', not {v['hex']!r}")



def normalize(value: Any) -> Any:
    """A legacy hex string as the colour object; anything else as it is."""
    return hex_color(value) if type(value) is str and HEX.match(value) else value


_SPACE_FN = {"hsl": "hsl", "hwb": "hwb", "lab": "lab", "lch": "lch", "oklab": "oklab", "oklch": "oklch"}
_PERCENT = {"hsl": (False, True, True), "hwb": (False, True, True)}


def _byte(c: float) -> int:
    return 0 if c <= 0 else 255 if c >= 1 else round(c * 255)


def color(v: Any) -> str:
    """CSS Color 4 text: sRGB as hex (8 digits when translucent), other spaces as their function (``oklch()``, ``color(display-p3 …)``)."""
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


TYPES = [TokenType(
    "color", "8.1", EXPECTED, _color, color, normalize,
    parts={"alpha": "number", "hex": "string", "colorSpace": "string", "components/#": "number"},
    preview="swatch:background",
    note="Colour module 2025.10: `colorSpace` is one of the 14 spaces, `components` has three numbers "
         "(or `none`) in that space's range, `alpha` is 0–1, `hex` is a `#rrggbb` fallback. "
         "Hex strings (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`), the form of earlier drafts, are read as "
         "legacy values with a warning, like `\"4px\"` dimensions, and written out as the sRGB colour object.",
)]
