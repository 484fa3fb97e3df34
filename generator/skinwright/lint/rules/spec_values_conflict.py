"""spec/values-conflict: A prop has both inline values and values_from (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/values-conflict',
    summary='A prop has both inline values and values_from',
    severity='error',
    docs="A prop's closed set of values comes from one place: a section of the spec (`values_from: sizes`) or a list written on the prop (`values: [generic, terminal]`, for a set no section holds, such as the result views' intents). With both, the set would be ambiguous. Reported at `values`. Keep one of the two.",
)
