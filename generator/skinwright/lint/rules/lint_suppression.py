"""lint/suppression: A suppression without a reason, or one that suppresses nothing (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='lint/suppression',
    summary='A suppression without a reason, or one that suppresses nothing',
    severity='warn',
    docs='Every exception needs a reason a reviewer can read, and stale exceptions should go. Suppress one rule for one token with `$extensions: {org.skinwright.lint: {disable: {rule/id: "reason"}}}`, or for the next line of a skin or spec with `skinwright-disable-next-line rule/id -- reason`.',
)
