"""core/invalid-property: An unknown or mistyped `$` property (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/invalid-property',
    summary='An unknown or mistyped `$` property',
    severity='error',
    docs='Only `$value`, `$type`, `$description`, `$deprecated` and `$extensions` belong on a token, and `$type`, `$description`, `$deprecated`, `$extensions`, `$extends` and `$root` on a group. `$description` must be a string and `$deprecated` a boolean or a reason.',
)
