"""spec/one-without-count: A translation has a singular form but no count placeholder (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/one-without-count',
    summary='A translation has a singular form but no count placeholder',
    severity='error',
    docs="A translation's `one` is the form shown when its `{count}` is 1 (\"Ran {count} tool\" beside \"Ran {count} tools\"), so the translation must declare `count` among its `placeholders`. Reported at `one`. Add the count placeholder, or drop `one` for a string that does not vary with a number.",
)
