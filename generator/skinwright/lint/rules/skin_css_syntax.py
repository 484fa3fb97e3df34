"""skin/css-syntax: The compiled CSS cannot be read (reported by the skin build, skinwright.skins)."""

from ..registry import Rule

RULE = Rule(
    id='skin/css-syntax',
    summary='The compiled CSS cannot be read',
    severity='error',
    docs='tinycss2 or the selector reader found something it cannot parse in the compiled skin (rare: usually a Sass construct that produced invalid CSS).',
)
