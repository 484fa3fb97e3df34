"""core/invalid-type: An unknown `$type` (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/invalid-type',
    summary='An unknown `$type`',
    severity='error',
    docs='`$type` must be one of the DTCG 2025.10 types: color, dimension, fontFamily, fontWeight, duration, cubicBezier, number, strokeStyle, border, transition, shadow, gradient, typography.',
)
