"""core/valid-<type>: the family of value-shape rules, one per DTCG type (reported by the resolver).

The rules come from the token type records (:mod:`skinwright.tokens.types`):
a new type gets its rule, and its rule page, with its record.
"""

from ...tokens.types import registry
from ..registry import Rule

RULES = [
    Rule(
        id=f"core/valid-{t}",
        summary=f"A {t} token whose value has the wrong shape",
        severity="error",
        docs=f"A `{t}` value must be {tt.expected}. " + tt.note +
             " The message names the member that is wrong and the form it should have.",
    )
    for t, tt in registry().items()
]
