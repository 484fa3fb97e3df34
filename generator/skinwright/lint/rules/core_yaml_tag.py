"""core/yaml-tag: An explicit YAML tag skinwright does not read (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/yaml-tag',
    summary='An explicit YAML tag skinwright does not read',
    severity='error',
    docs='Token and spec files use plain YAML 1.2 values; only the core-schema tags (`!!str`, `!!int`, `!!float`, `!!bool`, `!!null`) are accepted.',
)
