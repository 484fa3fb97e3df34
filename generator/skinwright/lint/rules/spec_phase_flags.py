"""spec/phase-flags: A phase's derived flags contradict each other (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/phase-flags',
    summary="A phase's derived flags contradict each other",
    severity='error',
    docs='Settled means done or failed, and a running call has not settled. So a phase cannot be `running` and `settled` at once (reported at `running`), and an `errored` phase must be `settled` (reported at `settled`). Fix the flags of that phase.',
)
