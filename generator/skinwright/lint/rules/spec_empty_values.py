"""spec/empty-values: A prop takes its values from an empty section (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/empty-values',
    summary='A prop takes its values from an empty section',
    severity='error',
    docs="`values_from: tones` makes the `tones` section the prop's closed set of values: the values its data attribute can take, its type in the docs, and the set an unknown value falls back to the default from. A section that is missing or empty would leave the prop with no valid value. Reported at `values_from`. Declare the section's entries, or drop `values_from` for an open-ended prop.",
)
