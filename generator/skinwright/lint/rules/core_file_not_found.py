"""core/file-not-found: A referenced file does not exist (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/file-not-found',
    summary='A referenced file does not exist',
    severity='error',
    docs='The configured tokens path, or a `$ref` in the resolver, names a file that is not there. Paths in a resolver are relative to the resolver file.',
)
