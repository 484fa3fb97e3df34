"""spec/unknown-translation: A phase's status word is not a translation key (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/unknown-translation',
    summary="A phase's status word is not a translation key",
    severity='error',
    docs="A phase's `word` is the translation key of its status word, so hosts can replace the word; it must be a `key` of `translations`. Reported at `word`, with the closest key as a hint.",
)
