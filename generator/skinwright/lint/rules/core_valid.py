"""core/valid-<type>: the family of value-shape rules, one per DTCG type (reported by the resolver)."""

from ...tokens.types import EXPECTED
from ..registry import Rule

_NOTES = {
    "color": "Colour module 2025.10: `colorSpace` is one of the 14 spaces, `components` has three numbers "
             "(or `none`) in that space's range, `alpha` is 0–1, `hex` is a `#rrggbb` fallback. "
             "Hex strings (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`), the form of earlier drafts, are read as "
             "legacy values with a warning, like `\"4px\"` dimensions, and written out as the sRGB colour object.",
    "dimension": "Format §8.2: `unit` is `px` or `rem`. Legacy strings such as `\"4px\"` are read with a warning.",
    "duration": "Format §8.5: `unit` is `ms` or `s`. Legacy strings such as `\"200ms\"` are read with a warning.",
    "cubicBezier": "Format §8.6: four numbers; the x coordinates (first and third) lie in [0, 1].",
    "fontWeight": "Format §8.4: 1–1000 or one of the named weights.",
    "strokeStyle": "Format §9.2: a keyword, or `{dashArray, lineCap}` (written to CSS as `dashed`).",
    "shadow": "Format §9.5: one layer or a list of layers; `inset` is optional.",
    "gradient": "Format §9.6: stops with `position` in [0, 1].",
}

RULES = [
    Rule(
        id=f"core/valid-{t}",
        summary=f"A {t} token whose value has the wrong shape",
        severity="error",
        docs=f"A `{t}` value must be {EXPECTED[t]}. " + _NOTES.get(t, "") +
             " The message names the member that is wrong and the form it should have.",
    )
    for t in EXPECTED
]
