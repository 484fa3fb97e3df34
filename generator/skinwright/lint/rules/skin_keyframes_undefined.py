"""skin/keyframes-undefined: An animation names keyframes that no stylesheet defines (reported by the skin build, skinwright.skins)."""

from ..registry import Rule

RULE = Rule(
    id='skin/keyframes-undefined',
    summary='An animation names keyframes that no stylesheet defines',
    severity='error',
    docs='Names used in `animation`/`animation-name` must be defined by the skin or by the family CSS it imports (`family/motion.css`).',
)
