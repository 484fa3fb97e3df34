"""core/invalid-token: A value where a token or group should be (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/invalid-token',
    summary='A value where a token or group should be',
    severity='error',
    docs='Every entry of a group is a token (an object with `$value`) or a group. A bare value usually means a missing `$value:` wrapper, or an unquoted `#hex` that YAML read as a comment. Tokens cannot have children: use a group with a `$root` token instead.',
)
