"""core/yaml-alias-bomb: YAML aliases that multiply the document (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/yaml-alias-bomb',
    summary='YAML aliases that multiply the document',
    severity='error',
    docs='An alias (`*name`) repeats its whole anchored subtree; nested aliases multiply (the "billion laughs" attack). skinwright stops after aliases stand for 100,000 nodes, so a hostile or broken file cannot exhaust memory.',
)
