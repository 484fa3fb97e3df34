"""skin/keyframes-unused: The skin defines keyframes it never uses (reported by the skin build, skinwright.skins)."""

from ..registry import Rule

RULE = Rule(
    id='skin/keyframes-unused',
    summary='The skin defines keyframes it never uses',
    severity='error',
    docs='A `@keyframes` rule of a skin that no animation of that skin uses; shared keyframes belong in `styles/family/motion.scss`.',
)
