"""skin/unknown-part: A skin selector names a part the component does not have (reported by the skin build, skinwright.skins)."""

from ..registry import Rule

RULE = Rule(
    id='skin/unknown-part',
    summary='A skin selector names a part the component does not have',
    severity='error',
    docs='Every `[data-part="…"]` of a skin must be a part of the component\'s anatomy (the spec\'s parts). A misspelt part matches nothing, so the rule silently styles nothing. The hint suggests the closest part.\n\n```scss\n#{part(trigerr)} { … }   // reported: did you mean \'trigger\'?\n```',
)
