"""skin/slot-undeclared: The skin consumes a `--xh-<component>-*` slot the spec does not declare (reported by the skin build, skinwright.skins)."""

from ..registry import Rule

RULE = Rule(
    id='skin/slot-undeclared',
    summary='The skin consumes a `--xh-<component>-*` slot the spec does not declare',
    severity='error',
    docs='Slots are public API: declare a slot in the spec (with its description) before the skin consumes it. Often a typo; the hint names the closest declared slot.',
)
