"""spec/missing-condition: A compound `when` has no `condition` text (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/missing-condition',
    summary='A compound `when` has no `condition` text',
    severity='error',
    docs='The API tables describe a conditional rule by its flag\'s `phrase` ("when disabled"). A compound condition (`{not: open}`, `{all: […]}`, `{any: […]}`) has no phrase, so the rule needs `condition` text of its own (`condition: while closed`). Reported at `when`.',
)
