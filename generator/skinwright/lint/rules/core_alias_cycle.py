"""core/alias-cycle: Aliases that refer to each other in a ring (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/alias-cycle',
    summary='Aliases that refer to each other in a ring',
    severity='error',
    docs='A cycle has no value (DTCG format §7). The diagnostic lists every member of the ring with its position; one of them needs a literal value.',
    examples=('a: {$type: number, $value: "{b}"}\nb: {$type: number, $value: "{a}"}',
              'a: {$type: number, $value: 1}\nb: {$type: number, $value: "{a}"}'),
)
