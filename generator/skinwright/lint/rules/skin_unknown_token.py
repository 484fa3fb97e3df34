"""skin/unknown-token: `token("…")` names a token the token set does not have (reported by the skin build, skinwright.skins)."""

from ..registry import Rule

RULE = Rule(
    id='skin/unknown-token',
    summary='`token("…")` names a token the token set does not have',
    severity='error',
    docs='Skins reach tokens only through the generated Sass module; an unknown name stops the compile with `@error`, reported at the call in the skin with the closest token id as a hint.',
)
