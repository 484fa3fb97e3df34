"""skin/sass-error: The skin does not compile (reported by the skin build, skinwright.skins)."""

from ..registry import Rule

RULE = Rule(
    id='skin/sass-error',
    summary='The skin does not compile',
    severity='error',
    docs='Any other compiler error, at the position the compiler reports; also `token()` left unevaluated by LibSass inside `calc()` or a custom-property value (write `#{token("…")}` there).',
)
