"""spec/missing-field: An emitted payload lacks a field of the event (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/missing-field',
    summary='An emitted payload lacks a field of the event',
    severity='error',
    docs='Every field a component event declares must be in each `{emit: event, payload: {…}}` that sends it, so listeners can rely on it. Reported at `payload`; add the field.',
)
