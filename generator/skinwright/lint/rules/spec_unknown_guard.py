"""spec/unknown-guard: A guard name the machine does not define (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/unknown-guard',
    summary='A guard name the machine does not define',
    severity='error',
    docs="A name in a guard expression (a transition's or initial choice's `guard`, a watch's `when`, another guard's `definition`) must be a key of `machine.guards`. Reported at the expression, with the closest guard as a hint.",
)
