"""core/type-mismatch: An alias to a token of another type (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/type-mismatch',
    summary='An alias to a token of another type',
    severity='error',
    docs="A reference must reach a value of the type expected where it sits: a colour token aliases colours, a border's `width` a dimension, a typography's `lineHeight` a number.",
    examples=('focus:\n  $type: color\n  $value: "{space.2}"',
              'focus:\n  $type: color\n  $value: "{fg.accent}"'),
)
