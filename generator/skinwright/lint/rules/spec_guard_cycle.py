"""spec/guard-cycle: A guard that refers to itself (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/guard-cycle',
    summary='A guard that refers to itself',
    severity='error',
    docs="A guard's definition may use other guards by name, but a chain that leads back to the guard (`a` uses `b`, `b` uses `a`) can never be evaluated. Reported at each guard on the cycle. Define one of them from atoms (`{prop: p}`, `{defined: p}`, `{phase: running}`, `{event: E}`) instead.",
)
