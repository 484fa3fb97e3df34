"""spec/flag-without-words: `{state: f}` reads a flag that has no data-state words (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/flag-without-words',
    summary='`{state: f}` reads a flag that has no data-state words',
    severity='error',
    docs="`{state: open}` writes the flag's words, `open` while it holds and `closed` otherwise, so the flag needs `words: [on-word, off-word]`. Reported at the value. Add `words` to the flag, or write `{bool: f}` for `'true'`/`'false'`.",
)
