"""core/css-unit: a dimension in a CSS unit DTCG 2025.10 does not have, written to CSS as it is."""

from ..registry import Rule

RULE = Rule(
    id="core/css-unit",
    summary="A dimension in a CSS unit that DTCG 2025.10 does not have",
    severity="warn",
    docs="DTCG 2025.10 dimensions are `px` or `rem`. Token sets also use the other units of CSS Values 4 — "
         "`em` for letter spacing, `%`, `vw` and `vh` for layout, `ch`, `ex`… — and for a CSS build they have "
         "one exact reading: skinwright writes them to `tokens.css` as they are (`0.05em`) and says so. There "
         "is no 2025.10 form to rewrite them to, so `skinwright lint --fix` leaves them; contrast and size "
         "checks say when they cannot judge such a value. The hint says what a DTCG tool could read instead: "
         "an absolute length (`cm`, `mm`, `in`, `pc`) has an exact px value; a relative one (`em`, `%`, `vw`…) "
         "has none, since it follows the font, the line, the viewport or the container, so write px only "
         "where a fixed length is what you mean (as in the example). A line height written as a length over a "
         "font size that is not a literal is reported here too.",
    examples=('tracking:\n  $type: dimension\n  wide: {$value: {value: 0.05, unit: em}}',
              'tracking:\n  $type: dimension\n  wide: {$value: {value: 0.8, unit: px}}'),
)
