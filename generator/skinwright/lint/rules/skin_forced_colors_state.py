"""skin/forced-colors-state: A state shown only by colour has no forced-colors rule (reported by the skin build, skinwright.skins)."""

from ..registry import Rule

RULE = Rule(
    id='skin/forced-colors-state',
    summary='A state shown only by colour has no forced-colors rule',
    severity='error',
    docs='Forced colours replace author colours and drop box-shadows, so a state that changes only colour disappears (WCAG 1.4.1). Add a rule for the same part and state inside `@media (forced-colors: active)` with a non-colour cue: border style or width, outline, text decoration, in system colours.',
)
