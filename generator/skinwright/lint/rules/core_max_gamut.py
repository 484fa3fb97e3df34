"""core/max-gamut: colours that fall outside the widest gamut the product supports."""

from __future__ import annotations

from ...diagnostics import Diagnostic
from ...tokens.colour import to_color
from ..registry import Rule

GAMUTS = {"srgb": "srgb", "p3": "display-p3", "rec2020": "rec2020"}


def check(ctx, options):
    space = GAMUTS.get(options["gamut"])
    if space is None:
        yield Diagnostic("config/invalid", f"core/max-gamut: gamut must be one of {', '.join(GAMUTS)}",
                         hint='"core/max-gamut" = ["warning", {gamut = "p3"}]')
        return
    res = ctx.tokens.default
    for tid, tok in res.tokens.items():
        if res.types.get(tid) != "color" or tid in res.refs or tid not in res.values:
            continue
        try:
            colour = to_color(res.values[tid])
        except (ValueError, KeyError, TypeError):
            continue
        if not colour.in_gamut(space, tolerance=0.000075):
            yield Diagnostic(RULE.id, RULE.messages["outside"].format(id=tid, gamut=options["gamut"]),
                             tok.value_position(), hint="map it into the gamut, or raise 'gamut' if the product targets wider screens")


RULE = Rule(
    id="core/max-gamut",
    summary="A colour outside the supported gamut",
    severity="warn",
    docs="Colours written in wide spaces (display-p3, rec2020, oklch) can lie outside what a screen shows; "
         "browsers then map them, each in its own way. `gamut` is `srgb` (default), `p3` or `rec2020`.",
    messages={"outside": "colour '{id}' is outside the {gamut} gamut"},
    options={"gamut": "srgb"},
    check=check,
)
