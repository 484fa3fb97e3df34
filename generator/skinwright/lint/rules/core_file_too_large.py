"""core/file-too-large: A source file over the size limit (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/file-too-large',
    summary='A source file over the size limit',
    severity='error',
    docs='Files over 16 MiB are refused before they are parsed, so that every run does bounded work. Split the '
         'tokens into several files referenced from the resolver, or raise `[tool.skinwright.limits] file-size`. '
         'The sources one run reads are bounded together too (64 MiB, `total-size`): the file that takes them past '
         'it is refused the same way, with the total read.',
)
