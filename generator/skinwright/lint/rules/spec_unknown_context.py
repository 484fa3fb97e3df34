"""spec/unknown-context: An `assign` action to a context value the machine does not declare (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/unknown-context',
    summary='An `assign` action to a context value the machine does not declare',
    severity='error',
    docs='`{assign: name, value: v}` sets a value of `machine.context`, which declares each value with its initial value and description. Reported at the name, with the closest context value as a hint.',
)
