"""core/invalid-name: A token or group name DTCG forbids (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/invalid-name',
    summary='A token or group name DTCG forbids',
    severity='error',
    docs='DTCG 2025.10 (format §5.1.1): names must not be empty, must not start with `$` (reserved for properties) '
         'and must not contain `{`, `}` or `.` (alias syntax). skinwright also refuses invisible characters: '
         'control characters and Unicode default-ignorable code points such as U+200B ZERO WIDTH SPACE, the soft '
         'hyphen and the bidi controls (U+202A–202E, U+2066–2069), since a name holding one looks like another '
         'name but is not. Visible letters of any script and emoji (with their joiners) are fine. Names that '
         'differ only in Unicode normalisation are reported as `core/name-collision`.',
    examples=('size:\n  md.large: {$value: {value: 24, unit: px}}\n  "md\\u200b": {$value: {value: 8, unit: px}}',
              'size:\n  md-large: {$value: {value: 24, unit: px}}\n  md: {$value: {value: 8, unit: px}}'),
)
