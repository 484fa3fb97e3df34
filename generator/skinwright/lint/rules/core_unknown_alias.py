"""core/unknown-alias: An alias to a token that does not exist (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/unknown-alias',
    summary='An alias to a token that does not exist',
    severity='error',
    docs='`{group.token}` must name a token of the same resolution. A name that is a group needs `.$root` (or a token inside it). The hint suggests the closest existing name. A token that `exclude` in `[tool.skinwright]` leaves out is not there either: the message names the pattern, and the hint says to exclude the alias too or to drop the pattern.',
    examples=('fg:\n  $type: color\n  default: {$value: "#1f2328"}\n  body: {$value: "{fg.defualt}"}',
              'fg:\n  $type: color\n  default: {$value: "#1f2328"}\n  body: {$value: "{fg.default}"}'),
)
