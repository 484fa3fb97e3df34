"""spec/unknown-placeholder: A translation's default uses a placeholder it does not declare (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/unknown-placeholder',
    summary="A translation's default uses a placeholder it does not declare",
    severity='error',
    docs="Each `{name}` in a translation's `default` is filled in by the host, so it must be listed in that translation's `placeholders`, which the docs and editor data show to translators. Reported at `default`. Declare the placeholder, or fix its spelling.",
)
