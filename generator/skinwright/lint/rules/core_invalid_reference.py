"""core/invalid-reference: A `$ref` that does not point into a token's value (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/invalid-reference',
    summary="A `$ref` that does not point into a token's value",
    severity='error',
    docs="A JSON Pointer reference (RFC 6901) must go through a token's `$value`: `#/color/blue/$value` (the whole value) or `#/color/blue/$value/components/0` (one part of it).",
)
