"""lint/too-many-findings: Lint stopped at the lint-findings limit (reported by lint itself)."""

from ..registry import Rule

RULE = Rule(
    id='lint/too-many-findings',
    summary='Lint stopped at the lint-findings limit',
    severity='error',
    docs='One lint run keeps up to 100,000 findings; each is held with its place until the report is written (about '
         '0.8 KiB with the report), so a set with a finding on every token of a very large set stays within the '
         'memory bound. Past the limit lint stops in the rule it was running and says so; fix what is reported, turn '
         'a rule that floods off, or raise `[tool.skinwright.limits] lint-findings`. GitHub code scanning keeps '
         '25,000 results of a SARIF run.',
)
