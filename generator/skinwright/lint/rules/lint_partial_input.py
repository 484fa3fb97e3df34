"""lint/partial-input: checks over the whole project wait while not every source was read (reported by lint)."""

from ..registry import Rule

RULE = Rule(
    id="lint/partial-input",
    summary="Checks over the whole project wait until every source is read",
    severity="info",
    docs="Some checks draw conclusions from every source together: `core/unused-token` (nothing aliases this "
         "token), `core/required-modes` (no file of the dark context defines that one), `a11y/min-contrast` (every "
         "colour context measured) and `core/orphan-file`. While a source does not load, or once a limit "
         "(`total-size`, `tokens`) has stopped reading, they would report what they were never shown, so they "
         "wait, as do the skins (their `token()` calls would name tokens that only look undefined). This note "
         "says so at the error that left input unread; fix that error and they run again.",
)
