"""skin/unknown-attribute: A data attribute the spec does not put on that part (reported by the skin build, skinwright.skins)."""

from ..registry import Rule

RULE = Rule(
    id='skin/unknown-attribute',
    summary='A data attribute the spec does not put on that part',
    severity='error',
    docs='Each `[data-*]` in a compound that names a part must be one the connect rules write on that part, with one of its declared values. Mode switches (`data-theme`, `data-contrast`, `data-density`, `data-motion`) and `dir` are allowed on ancestors that name no part.',
)
