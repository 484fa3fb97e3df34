"""core/invalid-name: A token or group name DTCG forbids (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/invalid-name',
    summary='A token or group name DTCG forbids',
    severity='error',
    docs='DTCG 2025.10 (format §5.1.1): names must not be empty, must not start with `$` (reserved for properties) and must not contain `{`, `}` or `.` (alias syntax).',
    examples=('size:\n  md.large: {$value: {value: 24, unit: px}}',
              'size:\n  md-large: {$value: {value: 24, unit: px}}'),
)
