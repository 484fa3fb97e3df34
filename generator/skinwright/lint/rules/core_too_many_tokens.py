"""core/too-many-tokens: A project over the tokens limit (reported when the sources are loaded)."""

from ..registry import Rule

RULE = Rule(
    id='core/too-many-tokens',
    summary='More tokens than the tokens limit',
    severity='error',
    docs='A project may define up to 120,000 tokens (every source file and mode context counted), so that build '
         'and lint stay within 1 GiB of memory: a build needs about 2 KiB a token, lint about 2.5 KiB and 0.8 KiB a '
         'finding. Raise it with `[tool.skinwright.limits] tokens = 500000` when the design system really is '
         'that large and the machine has the memory (the Limits page has the measured figures).',
)
