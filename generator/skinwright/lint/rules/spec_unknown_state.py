"""spec/unknown-state: A transition to a state the machine does not have (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/unknown-state',
    summary='A transition to a state the machine does not have',
    severity='error',
    docs="`machine.initial[].target` and every transition's `target` must be a key of `machine.states` (dotted names such as `held.expanded`). Reported at the target, with the closest state as a hint. (A skin's `data-state` value the part never takes is `skin/unknown-state`.)",
)
