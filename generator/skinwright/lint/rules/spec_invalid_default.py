"""spec/invalid-default: A prop's default is not one of its values (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/invalid-default',
    summary="A prop's default is not one of its values",
    severity='error',
    docs='A prop with `values_from` must default to a name of that section (`default: md` for `values_from: sizes`), and a prop with inline `values` to one of them: an unknown value falls back to the default, so the default itself must be valid. Reported at `default`, with the closest name as a hint. `default: null` (no default) is allowed.',
)
