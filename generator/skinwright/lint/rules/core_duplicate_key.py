"""core/duplicate-key: The same key twice in one mapping (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/duplicate-key',
    summary='The same key twice in one mapping',
    severity='error',
    docs='YAML and JSON readers silently keep only one of two equal keys, so one definition is lost. skinwright reads YAML 1.2, where `on`, `On` and `"on"` are the same string, so they collide too.',
    examples=('space:\n  sm: {$value: {value: 4, unit: px}}\n  sm: {$value: {value: 6, unit: px}}',
              'space:\n  sm: {$value: {value: 4, unit: px}}\n  md: {$value: {value: 6, unit: px}}'),
)
