"""skin/unknown-state: A `data-state` value the part never takes (reported by the skin build, skinwright.skins)."""

from ..registry import Rule

RULE = Rule(
    id='skin/unknown-state',
    summary='A `data-state` value the part never takes',
    severity='error',
    docs='`[data-state="V"]` must use a value the spec declares for that part (root, trigger, indicator and content are open or closed, the others the phase). A compound that names no part (inside `:has()`) is checked against every part.',
)
