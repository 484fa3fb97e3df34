"""spec/reserved-attribute: A rule for an attribute connect sets by itself (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/reserved-attribute',
    summary='A rule for an attribute connect sets by itself',
    severity='error',
    docs="Connect writes `data-scope` and `data-part` on every part, and an `id` on each part another rule refers to with `{id: part}`, all from the spec's name and anatomy. A rule of its own for one of them would contradict that. Reported at the attribute; remove the rule.",
)
