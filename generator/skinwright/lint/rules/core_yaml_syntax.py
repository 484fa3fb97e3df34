"""core/yaml-syntax: YAML that does not parse (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/yaml-syntax',
    summary='YAML that does not parse',
    severity='error',
    docs='The file is not valid YAML: a tab used for indentation, an unclosed quote or bracket, a `: ` inside an unquoted value. The position is where the YAML parser stopped, which is often just after the real mistake.',
    examples=('color:\n\tbrand: {$value: "#0055ff"}   # tab indentation',
              'color:\n  brand: {$value: "#0055ff"}'),
)
