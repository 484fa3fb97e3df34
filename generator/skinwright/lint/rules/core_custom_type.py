"""core/custom-type: a $type that another tool adds to DTCG."""

from ..registry import Rule

RULE = Rule(
    id="core/custom-type",
    summary="A $type that is not DTCG's but another tool's",
    severity="warn",
    docs="Terrazzo adds the types `string`, `boolean` and `link`; Tokens Studio has `text`, `textCase` and "
         "`textDecoration`; Primer writes `custom-…` types. skinwright writes such a token to `tokens.css` as "
         "CSS text when its value is a number or a string that is safe as a custom property's value (balanced "
         "brackets, nothing that would end the declaration), leaves it out otherwise, and says which. An "
         "unknown type that looks like a misspelt DTCG type stays a `core/invalid-type` error.",
    examples=('body-font:\n  $type: string\n  $value: Adobe Clean',
              'body-font:\n  $type: fontFamily\n  $value: Adobe Clean'),
)
