"""spec/unknown-event: A reference to an event the machine or the component does not declare (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/unknown-event',
    summary='A reference to an event the machine or the component does not declare',
    severity='error',
    docs="Machine events (keys of `machine.events`) are named by a state's `on` keys, by `machine.watch[].event` and by guard atoms `{event: E}`; component events (`events[].name`) by an `{emit: name}` action. Each must be declared: a state that waits for an event nobody sends never leaves. Reported at the reference, with the closest name as a hint.",
)
