"""core/yaml-1.1-trap: Text that YAML 1.1 tools read differently (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/yaml-1.1-trap',
    summary='Text that YAML 1.1 tools read differently',
    severity='error',
    docs='skinwright reads YAML 1.2 (core schema), but many tools still read YAML 1.1, where `on`/`off`/`yes`/`no` are booleans, `010` is the octal 8, `0_5` is the integer 5 and `1e3` is a string. A key that changes meaning renames a token in those tools, so it is an error; a value that changes meaning is a warning. Quote the text.',
    examples=('switch:\n  on: {$value: "#00aa00"}\nspace:\n  0_5: {$value: {value: 2, unit: px}}',
              'switch:\n  "on": {$value: "#00aa00"}\nspace:\n  "0_5": {$value: {value: 2, unit: px}}'),
)
