"""spec/unknown-field: An emitted payload has a field the event does not declare (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/unknown-field',
    summary='An emitted payload has a field the event does not declare',
    severity='error',
    docs='The keys of an `{emit: event, payload: {…}}` action must be `fields` of that component event; an extra key would reach listeners undocumented and untyped. Reported at the key, with the closest field as a hint.',
)
