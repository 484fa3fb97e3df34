"""skin/deprecated-slot: the skin reads or sets an earlier name of a renamed slot (reported by the skin build, skinwright.skins)."""

from ..registry import Rule

RULE = Rule(
    id='skin/deprecated-slot',
    summary='The skin reads or sets the earlier name of a renamed slot',
    severity='warn',
    docs="A slot declared with `renamed_from` keeps its earlier names working for product CSS: the build "
         "writes every `var(--new, …)` of the skin as `var(--new, var(--old, …))`. The skin itself should "
         "speak today's name only; where it still reads or sets the old one, a product override of the new "
         "name does not reach that place. Reported at the `var()` or the declaration; write the new name.",
    examples=("background: var(--xh-card-bg, token(\"bg.surface\"));",
              "background: var(--xh-card-surface, token(\"bg.surface\"));"),
)
