"""core/invalid-reference: A `$ref` that does not point into a token's value (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/invalid-reference',
    summary="A `$ref` that does not point into a token's value",
    severity='error',
    docs="A JSON Pointer reference (RFC 6901) must go through a token's `$value`: `#/color/blue/$value` (the whole "
         "value) or `#/color/blue/$value/components/0` (one part of it). Every step after `$value` is checked "
         "against the value it reaches: an array index must exist and be written without leading zeros (`-`, "
         "the place after the last item, names no value), a member must exist, a number or string cannot be "
         "stepped into, and `~` is only written as the escapes `~0` (`~`) and `~1` (`/`). The pointer must also "
         "end at a part that a token type describes (a colour component, a border's `color`), not at a flag such "
         "as a shadow's `inset`.",
    examples=('n:\n  $type: number\n  green: {$value: {$ref: "#/color/white/$value/components/3"}}',
              'n:\n  $type: number\n  green: {$value: {$ref: "#/color/white/$value/components/1"}}'),
)
