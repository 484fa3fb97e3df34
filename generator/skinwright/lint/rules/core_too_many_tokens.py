"""core/too-many-tokens: A project over the tokens limit (reported when the sources are loaded)."""

from ..registry import Rule

RULE = Rule(
    id='core/too-many-tokens',
    summary='More tokens than the tokens limit',
    severity='error',
    docs='A project may define up to 500,000 tokens (every source file and mode context counted), so that a build '
         'stays within about 1 GiB and 15 s. Raise it with `[tool.skinwright.limits] tokens = 1000000` when the '
         'design system really is that large and the machine has the memory.',
)
