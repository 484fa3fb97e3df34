"""core/file-too-large: A source file over the size limit (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/file-too-large',
    summary='A source file over the size limit',
    severity='error',
    docs='Files over 32 MiB are refused before they are parsed, so that every run does bounded work. Split the '
         'tokens into several files referenced from the resolver, or raise `[tool.skinwright.limits] file-size`.',
)
