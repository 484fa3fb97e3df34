"""skin/slot-unconsumed: The spec declares a slot the skin never consumes (reported by the skin build, skinwright.skins)."""

from ..registry import Rule

RULE = Rule(
    id='skin/slot-unconsumed',
    summary='The spec declares a slot the skin never consumes',
    severity='error',
    docs='A declared slot that no declaration of the compiled skin uses (directly or through a private `--xh-_*` helper) would be documented but do nothing. Reported at the slot in the spec.',
)
