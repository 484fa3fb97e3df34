"""core/invalid-group: A token file that is not a mapping (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/invalid-group',
    summary='A token file that is not a mapping',
    severity='error',
    docs='A token file holds a mapping of groups and tokens.',
)
