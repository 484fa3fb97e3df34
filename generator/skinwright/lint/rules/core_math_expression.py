"""core/math-expression: a Tokens Studio math expression in a value, read as the value it computes."""

from ..registry import Rule

RULE = Rule(
    id="core/math-expression",
    summary="A Tokens Studio math expression, read as the value it computes",
    severity="warn",
    docs="Tokens Studio lets a value be arithmetic over numbers, lengths and references: `\"{space.base} * 2\"`, "
         "`\"{size.sm} + 4\"`, `\"8 / 2\"`, `\"({a} + {b}) / 2\"`. DTCG 2025.10 has no expressions, so "
         "skinwright reads the simple ones — numbers with at most one unit each, references to number, dimension "
         "and duration tokens, `+ - * /` and parentheses — as the value they compute, the way Tokens Studio's "
         "Style Dictionary transforms (`@tokens-studio/sd-transforms`) do: a bare number added to a length "
         "takes its unit, a result with no unit is px in a dimension (ms in a duration), and results are "
         "rounded to 4 decimals. `tokens.css` holds the computed value.\n\n"
         "The warning names the expression, where it is and the exact 2025.10 value, and `skinwright lint "
         "--fix` writes that value. The references cannot be kept: 2025.10 has no way to say \"twice "
         "`space.base`\", so after the fix a change to `space.base` no longer reaches this token. When a token "
         "the expression depends on has a value per mode context, the expression's value changes with the "
         "mode and no one value can replace it: the warning then has no fix, and says so.\n\n"
         "What is not simple stays a `core/valid-<type>` error whose hint says why: two different units "
         "(`1rem + 4px` has no value without a page's font size), a product of two lengths, a division by zero "
         "or by a length, a reference to a colour, or text that is no arithmetic. An expression longer than "
         "the `math-length` limit (256 characters by default) is not read.",
    examples=('space:\n  $type: dimension\n  base: {$value: {value: 4, unit: px}}\n  lg: {$value: "{space.base} * 2"}',
              'space:\n  $type: dimension\n  base: {$value: {value: 4, unit: px}}\n  lg: {$value: {value: 8, unit: px}}'),
)
