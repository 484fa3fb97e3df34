"""spec/unknown-flag: A reference to a flag the spec does not declare (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/unknown-flag',
    summary='A reference to a flag the spec does not declare',
    severity='error',
    docs="Attribute values `{state: f}` and `{bool: f}`, and every name in a rule's `when` condition, must be keys of `flags`. Reported at the value or condition, with the closest flag as a hint. Declare the flag (with `from`, `phrase` and `description`) or fix the name.",
)
