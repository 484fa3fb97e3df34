"""lint/too-many-findings: A lint run that reached the lint-findings limit (reported by the run itself)."""

from ..registry import Rule

RULE = Rule(
    id='lint/too-many-findings',
    summary='More findings than the lint-findings limit',
    severity='error',
    docs='One lint run keeps at most 250,000 findings, so that lint stays within 1 GiB of memory whatever the '
         'set: each finding is kept with its place until the reports are written. When a run reaches the limit it '
         'stops in the rule it was running and reports the findings kept. Fix what is reported, turn off a rule '
         'that floods, or raise `[tool.skinwright.limits] lint-findings` (the Limits page has the figures).',
)
