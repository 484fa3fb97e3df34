"""core/resolver-input: An unknown modifier or context was requested (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/resolver-input',
    summary='An unknown modifier or context was requested',
    severity='error',
    docs='The input given to the resolver names a modifier or a context the resolver does not have.',
)
