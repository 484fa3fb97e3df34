"""core/encoding: A source file that is not UTF-8 (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/encoding',
    summary='A source file that is not UTF-8',
    severity='error',
    docs='Token and spec files must be UTF-8.',
)
