"""``color`` (format 2025.10 §8.1, colour module 2025.10): the colour object, and hex strings of earlier drafts."""

from __future__ import annotations

import math
import re
from typing import Any, Iterator

from .base import (Legacy, Problem, TokenType, Var, bad, found_text, is_alias, is_ref, non_finite, num, num_ok,
                   safe_css, tidy)

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
    channels = bytes.fromhex(digits)
    out: dict[str, Any] = {"colorSpace": "srgb", "components": [_UNITS[c] for c in channels[:3]],
                           "hex": "#" + digits[:6].lower()}
    if len(channels) == 4 and channels[3] < 255:
        out["alpha"] = _UNITS[channels[3]]
    return out


def _unit(byte: int) -> int | float:
    return tidy(round(byte / 255, 4))


_UNITS = tuple(_unit(byte) for byte in range(256))  # a legacy set has thousands of hex colours


SCALE = {"hsl": (1, 100, 100), "hwb": (1, 100, 100)}
"""DTCG writes hsl and hwb saturation, lightness, whiteness and blackness 0–100 (colour module
2025.10); CSS Color 4 and coloraide count them 0–1. Component ``i`` in DTCG is ``SCALE[space][i]`` times coloraide's."""
_CSS_SPACES = set(COLOR_SPACES)


def css_color(text: str) -> dict[str, Any] | None:
    """The DTCG colour object for CSS colour text (``red``, ``rgb(…)``, ``hsl(…)``, ``oklch(…)``, ``color(…)``), else ``None``.

    Read with coloraide (CSS Color 4). An sRGB colour whose channels are whole
    bytes is written like a hex string (components to 4 decimals plus the
    ``hex`` fallback); other components are kept to 10 decimals.
    """
    try:
        from coloraide import Color

        c = Color(text.strip())
    except (ValueError, TypeError):
        return None
    space = c.space()
    if space not in _CSS_SPACES:
        return None
    coords = c.coords()
    alpha = c.alpha()
    if space == "srgb" and not any(math.isnan(x) for x in coords):
        channels = [x * 255 for x in coords]
        if all(abs(ch - round(ch)) < 1e-9 and 0 <= round(ch) <= 255 for ch in channels):
            out = hex_color("#" + "".join(f"{round(ch):02x}" for ch in channels))
            if alpha < 1:
                out["alpha"] = tidy(round(alpha, 10))
            return out
    scale = SCALE.get(space, (1, 1, 1))
    out = {"colorSpace": space,
           "components": ["none" if math.isnan(x) else tidy(round(x * k, 10)) for x, k in zip(coords, scale)]}
    if alpha < 1:
        out["alpha"] = tidy(round(alpha, 10))
    return out


def with_alpha(value: Any, alpha: Any) -> dict[str, Any] | None:
    """A colour (object or alias) with ``alpha`` put in, as DTCG 2025.10 writes it; ``None`` when it cannot be.

    Primer's Style Dictionary sources write ``alpha`` beside a colour (a
    transform applies it). For an alias, the colour object reaches into the
    target with ``$ref`` pointers (format 2025.10 §7.2), so a mode that
    retargets the alias still changes the colour.
    """
    if not isinstance(alpha, (int, float)) or isinstance(alpha, bool) or not 0 <= alpha <= 1:
        return None
    if isinstance(value, dict) and "colorSpace" in value:
        return {**value, "alpha": alpha}
    if is_alias(value):
        steps = "#/" + "/".join(p.replace("~", "~0").replace("/", "~1") for p in value[1:-1].split(".")) + "/$value"
        return {"colorSpace": {"$ref": steps + "/colorSpace"},
                "components": [{"$ref": f"{steps}/components/{i}"} for i in range(3)], "alpha": alpha}
    return None


CSS_EXPRESSION = re.compile(r"\s*(?:(?:light-dark|color-mix|var|env|contrast-color)\(|"
                            r"(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(\s*from\b)", re.I)
"""CSS colour expressions that name no one colour: they depend on the page (its colour scheme, a variable,
the colour a relative colour starts ``from``)."""


CHANNELS = re.compile(r"\s*[-+]?(?:\d+\.?\d*|\.\d+)%?(?:\s+[-+]?(?:\d+\.?\d*|\.\d+)%?){2}"
                      r"(?:\s*/\s*[-+]?(?:\d+\.?\d*|\.\d+)%?)?\s*\Z")
"""The channels of a colour without its function (``"233 247 223"``), which sites put in ``rgb(var(--x))``."""


def css_expression(text: str) -> bool:
    """Whether ``text`` is CSS that stands for a colour but is no one colour: an expression (``light-dark()``,
    ``color-mix()``, ``var()``) or a bare channel list, and is safe CSS."""
    return bool(CSS_EXPRESSION.match(text) or CHANNELS.match(text)) and safe_css(text)


def read(v: Any, at: tuple = (), found: list[Legacy] | None = None) -> Any:
    """Colour strings (hex, CSS colour text) as the colour object; a short ``hex`` fallback as ``#rrggbb``."""
    t = type(v)
    if t is str:
        if HEX.match(v):
            new, form = hex_color(v), "a hex colour string (earlier DTCG drafts)"
        else:
            new, form = css_color(v), "a CSS colour string"
            if new is None:
                if found is not None and css_expression(v):
                    form = "the channels of a colour, without its function" if CHANNELS.match(v) else \
                        "a CSS colour expression that is no one colour"
                    found.append(Legacy(at, form, found_text(v), op="none",
                                        code="core/css-value", note="written to CSS as it is",
                                        hint="DTCG 2025.10 gives a token one colour: put each colour in the context "
                                             "of a theme modifier it belongs to"))
                return v
        if found is not None:
            found.append(Legacy(at, form, found_text(v), new))
        return new
    if t is dict or isinstance(v, dict):
        h = v.get("hex")
        if type(h) is str and len(h) != 7 and HEX.match(h):
            new = dict(v)
            new["hex"] = hex_color(h)["hex"]
            if found is not None:
                found.append(Legacy(at + ("hex",), "a hex fallback that is not '#rrggbb'", found_text(h), new["hex"]))
            return new
    return v


def _color(v: Any, at: tuple) -> Iterator[Problem]:
    if type(v) is str:  # what read() could not read as a colour
        if css_expression(v):
            return  # written as CSS, with core/css-value's warning
        hint = "hex colours have 3, 4, 6 or 8 hex digits" if v.startswith("#") else \
            "currentColor takes the colour of the element it is used on; a token holds one colour" \
            if v.strip().lower() == "currentcolor" else \
            f"write the colour object, e.g. {{colorSpace: srgb, components: {EXAMPLE_COMPONENTS['srgb']}}}"
        yield bad("color", at, f"{v!r} is not {EXPECTED}, a hex colour or CSS colour text", hint)
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
    if is_ref(space):  # the space (and so the ranges) of another colour, reached by pointer
        space = None
    elif space not in COLOR_SPACES:
        from ...diagnostics import did_you_mean

        guess = did_you_mean(str(space), COLOR_SPACES)
        yield bad("color", at + ("colorSpace",), f"unknown colorSpace {space!r}",
                   f"did you mean '{guess}'?" if guess else f"colour spaces: {', '.join(COLOR_SPACES)}")
        return
    comps = v.get("components")
    if space is None and is_ref(comps):
        comps = [comps] * 3
    if not isinstance(comps, list) or len(comps) != 3:
        yield bad("color", at + ("components",), f"components must be a list of 3 numbers (or 'none') for {space}",
                   f"e.g. {{colorSpace: {space}, components: {EXAMPLE_COMPONENTS[space]}}}")
        return
    for i, (c, rng) in enumerate(zip(comps, COLOR_SPACES[space] if space else (None, None, None))):
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



_SPACE_FN = {"hsl": "hsl", "hwb": "hwb", "lab": "lab", "lch": "lch", "oklab": "oklab", "oklch": "oklch"}
_PERCENT = {"hsl": (False, True, True), "hwb": (False, True, True)}


def _byte(c: float) -> int:
    return 0 if c <= 0 else 255 if c >= 1 else round(c * 255)


def color(v: Any) -> str:
    """CSS Color 4 text: sRGB as hex (8 digits when the alpha is a whole byte, else ``rgb(r g b / a)``), other spaces as their function (``oklch()``, ``color(display-p3 …)``)."""
    if isinstance(v, Var):
        return str(v)
    if isinstance(v, str):  # a CSS colour expression, read as it is
        return v
    space = v["colorSpace"]
    comps = v["components"]
    alpha = v.get("alpha", 1)
    if space == "srgb" and "none" not in comps:
        r, g, b = comps
        out = "#%02x%02x%02x" % (  # _byte, inlined: this runs for every colour of tokens.css
            0 if r <= 0 else 255 if r >= 1 else round(r * 255), 0 if g <= 0 else 255 if g >= 1 else round(g * 255),
            0 if b <= 0 else 255 if b >= 1 else round(b * 255))
        if alpha >= 1:
            return out
        if abs(alpha * 255 - round(alpha * 255)) <= 0.0128:  # a byte (to the 4 decimals hex strings are read to)
            return out + "%02x" % _byte(alpha)
        # an alpha between two bytes (0.132, 0.5) is written as it is: a hex would round it
        return f"rgb({_byte(r)} {_byte(g)} {_byte(b)} / {num(alpha)})"
    pct = _PERCENT.get(space, (False, False, False))
    parts = ["none" if c == "none" else num(c) + ("%" if p else "") for c, p in zip(comps, pct)]
    tail = "" if alpha == 1 else f" / {num(alpha)}"
    fn = _SPACE_FN.get(space)
    if fn:
        return f"{fn}({' '.join(parts)}{tail})"
    return f"color({space} {' '.join(parts)}{tail})"


TYPES = [TokenType(
    "color", "8.1", EXPECTED, _color, color, read,
    parts={"alpha": "number", "hex": "string", "colorSpace": "string", "components/#": "number"},
    preview="swatch:background",
    note="Colour module 2025.10: `colorSpace` is one of the 14 spaces, `components` has three numbers "
         "(or `none`) in that space's range, `alpha` is 0–1, `hex` is a `#rrggbb` fallback. "
         "Colour strings — hex (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, the form of earlier drafts) and CSS "
         "colour text (`rgb()`, `hsl()`, `oklch()`, `color()`, named colours) — are read as the colour object "
         "they stand for, with a `core/legacy-value` warning.",
)]
