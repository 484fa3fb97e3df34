"""skin/physical-property: A physical property or value where a logical one mirrors under RTL (reported by the skin build, skinwright.skins)."""

from ..registry import Rule

RULE = Rule(
    id='skin/physical-property',
    summary='A physical property or value where a logical one mirrors under RTL',
    severity='error',
    docs='`margin-left`, `padding-right`, `border-left-color`, `left`, `width`, `text-align: left`, `float: right` … do not follow `dir="rtl"`. Use the flow-relative property the hint names (CSS Logical Properties and Values 1): `margin-inline-start`, `inline-size`, `text-align: start`, `float: inline-end`.',
    examples=('[data-scope="card"][data-part="root"] {\n  margin-left: 4px;\n  text-align: left;\n}',
              '[data-scope="card"][data-part="root"] {\n  margin-inline-start: 4px;\n  text-align: start;\n}'),
)
