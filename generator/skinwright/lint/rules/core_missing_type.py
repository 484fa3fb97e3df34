"""core/missing-type: A token whose type cannot be determined (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/missing-type',
    summary='A token whose type cannot be determined',
    severity='error',
    docs="DTCG tools must not guess a type from a value: a token takes its `$type`, else its nearest group's, else the type of the token it aliases.",
)
