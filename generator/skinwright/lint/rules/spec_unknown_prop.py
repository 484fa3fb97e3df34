"""spec/unknown-prop: A reference to a prop the spec does not declare (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/unknown-prop',
    summary='A reference to a prop the spec does not declare',
    severity='error',
    docs='Props are referenced by name in an attribute value (`{prop: size}`), by a flag with `from: prop` (its name is the prop it reads), in machine guards (`{prop: p}` is truthy, `{defined: p}` is set) and by `machine.watch[].prop`. Each must name a prop of `props`; a misspelt one would read a value that is never there. Reported at the reference, with the closest prop as a hint. Declare the prop or fix the name.',
)
