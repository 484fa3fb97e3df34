"""core/legacy-type: a $type under Tokens Studio's name for a DTCG type."""

from ..registry import Rule

RULE = Rule(
    id="core/legacy-type",
    summary="A $type under Tokens Studio's name",
    severity="warn",
    docs="Tokens Studio names types by what they are for: `sizing`, `spacing`, `borderRadius`, `borderWidth`, "
         "`fontSizes`, `letterSpacing`, `paragraphSpacing` and `paragraphIndent` are dimensions, `lineHeights` "
         "and `opacity` numbers, `fontWeights`, `fontFamilies` and `boxShadow` the DTCG `fontWeight`, "
         "`fontFamily` and `shadow`. skinwright reads them as those types; `skinwright lint --fix` writes the "
         "DTCG name.",
    examples=('radius:\n  $type: borderRadius\n  sm: {$value: {value: 4, unit: px}}',
              'radius:\n  $type: dimension\n  sm: {$value: {value: 4, unit: px}}'),
)
