"""core/json-syntax: JSON that does not parse (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/json-syntax',
    summary='JSON that does not parse',
    severity='error',
    docs='The file is not valid JSON (RFC 8259): a trailing comma, a comment, single quotes.',
)
