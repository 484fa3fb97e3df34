"""spec/condition-without-when: A rule has `condition` text but no `when` (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/condition-without-when',
    summary='A rule has `condition` text but no `when`',
    severity='error',
    docs='`condition` is the text the API tables show for when a rule applies ("while closed"). A rule without `when` always applies, so the text would tell readers something false. Reported at `condition`. Add the `when` it describes, or remove `condition`.',
)
