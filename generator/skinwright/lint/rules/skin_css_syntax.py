"""skin/css-syntax: The compiled CSS cannot be read (reported by the skin build, skinwright.skins)."""

from ..registry import Rule

RULE = Rule(
    id='skin/css-syntax',
    summary='The compiled CSS cannot be read',
    severity='error',
    docs='tinycss2 or the selector reader found something it cannot read in the compiled skin, so the skin checks and the CSS variables table would miss that rule. Either a Sass construct produced invalid CSS, or the CSS is valid but outside what the skin analysis reads: a namespace selector such as `svg|circle`. Reported where the source map puts the unreadable part in the SCSS; rewrite it with plain type, class, attribute and pseudo-class selectors.',
)
