"""spec/alias-conflict: an earlier name kept as an alias collides with a current one (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/alias-conflict',
    summary='An earlier name kept as an alias collides with a current name or another alias',
    severity='error',
    docs="A slot written `{description, renamed_from: --xh-card-bg}` keeps its earlier name working: the skin "
         "reads the new slot with the old one as its fallback. A phase, tone, size or variant with `aliases: "
         "[old]` keeps an earlier value working: the skin matches markup that still writes it, and connect "
         "writes the current value. An earlier name must therefore be gone from today's names (a slot still in "
         "the table, a value still in the section) and belong to one replacement only, or it would be "
         "ambiguous which one it means. Reported at the alias; remove it from one of the two places.",
    examples=("slots:\n  --xh-card-bg: Old background.\n  --xh-card-surface:\n    description: Background.\n"
              "    renamed_from: --xh-card-bg",
              "slots:\n  --xh-card-surface:\n    description: Background.\n    renamed_from: --xh-card-bg"),
)
