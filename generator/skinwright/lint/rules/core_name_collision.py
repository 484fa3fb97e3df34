"""core/name-collision: Two tokens that become one CSS custom property (reported by the loading and resolving stages)."""

from ..registry import Rule

RULE = Rule(
    id='core/name-collision',
    summary='Two tokens that become one CSS custom property',
    severity='error',
    docs='Custom properties join path segments with `-`, so `a.b-c` and `a-b.c` would both be `--xh-a-b-c`. Names that differ only in Unicode normalisation (`é` written as one code point or as `e` plus U+0301) look the same, so they collide too (compared in NFC). Rename one; skinwright never merges or renames silently.',
)
