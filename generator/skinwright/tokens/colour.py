"""Resolved DTCG colour values as coloraide colours (for contrast, gamut and previews).

coloraide does the colour science (CSS Color 4 spaces, WCAG 2.x contrast,
gamut checks); this module only maps the DTCG colour object onto it: the
DTCG colour-space names are coloraide's, a ``none`` component is NaN, and
hsl and hwb components that DTCG writes 0–100 are scaled to coloraide's 0–1.
"""

from __future__ import annotations

import math
from typing import Any

from .types.color import SCALE


def to_color(value: Any):
    """A ``coloraide.Color`` for a resolved colour value (hex string or colour object).

    Raises:
        ValueError: when the value is not a colour.
    """
    from coloraide import Color

    if isinstance(value, Color):
        return value
    try:
        if isinstance(value, str):
            return Color(value)
        space = value["colorSpace"]
        scale = SCALE.get(space, (1, 1, 1))
        comps = [math.nan if c == "none" else float(c) / k for c, k in zip(value["components"], scale)]
        alpha = value.get("alpha", 1)
        return Color(space, comps, math.nan if alpha == "none" else float(alpha))
    except (AttributeError, IndexError, KeyError, TypeError) as exc:  # coloraide on a malformed value (4 sRGB components)
        raise ValueError(f"not a colour: {value!r}") from exc


def contrast(fg: Any, bg: Any, *, canvas: Any = "#ffffff") -> float:
    """WCAG 2.x contrast ratio (1–21) of ``fg`` over ``bg`` (SC 1.4.3 / 1.4.11).

    Translucent colours are composited first: the background over
    ``canvas``, then the foreground over the result.
    """
    from coloraide import Color

    back = to_color(bg)
    if back.alpha() < 1:
        back = Color.layer([back, to_color(canvas)], space="srgb")
    front = to_color(fg)
    if front.alpha() < 1:
        front = Color.layer([front, back], space="srgb")
    return front.contrast(back, method="wcag21")


def tint(fg: Any, bg: Any, amount: float) -> Any:
    """``amount`` (0–1) of ``fg`` mixed into ``bg`` in OKLab, like ``color-mix(in oklab, fg amount, bg)``."""
    return to_color(bg).mix(to_color(fg), amount, space="oklab")
