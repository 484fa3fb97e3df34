"""core/resolver: A resolver document that does not follow the Resolver Module (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/resolver',
    summary='A resolver document that does not follow the Resolver Module',
    severity='error',
    docs='The DTCG Resolver Module 2025.10: `version: "2025.10"` (quoted in YAML), `sets` with `sources`, `modifiers` with `contexts` and an optional `default` that is one of them, and a `resolutionOrder` of `{$ref: "#/sets/…"}` / `{$ref: "#/modifiers/…"}` or inline items with `type` and `name`.',
)
