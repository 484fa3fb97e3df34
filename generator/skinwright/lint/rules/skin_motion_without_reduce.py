"""skin/motion-without-reduce: An animation or transition with no reduced-motion counterpart (reported by the skin build, skinwright.skins)."""

from ..registry import Rule

RULE = Rule(
    id='skin/motion-without-reduce',
    summary='An animation or transition with no reduced-motion counterpart',
    severity='error',
    docs='Every `animation`/`transition` needs a rule for the same part and conditions that stops it under `@media (prefers-reduced-motion: reduce)` and under an ancestor\'s `[data-motion="reduce"]` (WCAG 2.3.3). `@include reduce-motion { animation: none; }` (styles/family/_reduce-motion.scss) writes both.',
)
