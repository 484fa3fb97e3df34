"""spec/unknown-phase-flag: A `from: phase` flag that is not a phase flag (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/unknown-phase-flag',
    summary='A `from: phase` flag that is not a phase flag',
    severity='error',
    docs="A flag with `from: phase` is read from the column of the same name in the phases table, and the table has three: `running`, `settled` and `errored`. Reported at the flag's name. Rename it to one of the three, or take it `from: machine` or `from: prop`.",
)
