"""core/too-many-tokens: A project over the tokens limit (reported when the sources are loaded)."""

from ..registry import Rule

RULE = Rule(
    id='core/too-many-tokens',
    summary='More tokens than the tokens limit',
    severity='error',
    docs='A project may define up to 250,000 tokens (every source file and mode context counted), so that build '
         'and lint stay within 1 GiB of memory: lint needs about 3 KiB a token with a finding on most of them. '
         'Raise it with `[tool.skinwright.limits] tokens = 500000` when the design system really is that large and '
         'the machine has the memory (the Limits page has the measured figures).',
)
