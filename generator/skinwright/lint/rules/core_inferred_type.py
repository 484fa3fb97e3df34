"""core/inferred-type: a token with no $type whose value can only be one type."""

from ..registry import Rule

RULE = Rule(
    id="core/inferred-type",
    summary="A token without $type whose value shows its type",
    severity="warn",
    docs="DTCG 2025.10 asks for a `$type` on every token that is not an alias (an alias takes its target's "
         "type), and tools must not guess. Some values leave no room for a guess: a colour object, a hex or "
         "`rgb()` colour, `{value, unit}` or `\"4px\"` with a length or time unit, `cubic-bezier()`, or a "
         "composite whose members name it; or Tokens Studio math whose references and units leave one answer "
         "(`\"{space.base} * 2\"` over a dimension is a dimension, a ratio of two lengths a number, `\"8 / 2\"` "
         "a number). skinwright reads such a token as that type and says so; "
         "`skinwright lint --fix` writes the `$type`. A bare number or word could be several types: "
         "`core/missing-type` reports those.",
    examples=('brand:\n  $value: {colorSpace: srgb, components: [0, 0.4, 0.8]}',
              'brand:\n  $type: color\n  $value: {colorSpace: srgb, components: [0, 0.4, 0.8]}'),
)
