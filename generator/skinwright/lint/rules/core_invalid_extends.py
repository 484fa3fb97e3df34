"""core/invalid-extends: A `$extends` that cannot be applied (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/invalid-extends',
    summary='A `$extends` that cannot be applied',
    severity='error',
    docs='DTCG 2025.10 §6.4: `$extends` names a group (`"{group.path}"`); it must not name a token, must exist, and chains of `$extends` must not form a cycle.',
)
