"""core/yaml-1.1-trap: Text that YAML 1.1 tools read differently (reported by the loading and resolving stages; see :mod:`skinwright.tokens.traps`)."""

from ..registry import Rule

RULE = Rule(
    id='core/yaml-1.1-trap',
    summary='Text that YAML 1.1 tools read differently',
    severity='warn',
    docs='skinwright reads YAML 1.2 (core schema), but many tools still read YAML 1.1, where `on`/`off`/`yes`/`no` '
         'are booleans, `010` is the octal 8, `0_5` is the integer 5, `1:30` is 90 and `1e3` is a string. A key '
         'that changes meaning renames a token in those tools: quote it. A value that changes '
         'meaning is a warning too, and the fix depends on what the place holds: quote text where a string goes; '
         'where a number goes, write the number so both read it alike (`10` rather than `010`, `1000` rather than '
         '`1e3`, `1.0e+300` rather than `1e300`); where YAML 1.2 reads a string but a number goes (`1_000`, '
         '`1:30`), the type check reports the error and says which plain number to write.',
    examples=('switch:\n  on: {$value: {colorSpace: srgb, components: [0, 0.67, 0]}}\nspace:\n  $type: number\n'
              '  "0_5": {$value: 010}',
              'switch:\n  "on": {$value: {colorSpace: srgb, components: [0, 0.67, 0]}}\nspace:\n  $type: number\n'
              '  "0_5": {$value: 8}'),
)
