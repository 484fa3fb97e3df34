"""spec/unknown-part: An attribute rule for a part the anatomy does not have (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/unknown-part',
    summary='An attribute rule for a part the anatomy does not have',
    severity='error',
    docs='The keys of `attributes`, the target of an `{id: part}` value and the `parent` of an anatomy entry must be parts of `anatomy`: a misspelt part puts its attributes on no element, and an `aria-controls: {id: contnet}` points at nothing. Reported at the part name with the closest part as a hint. (A skin selector naming an unknown part is `skin/unknown-part`.)',
    examples=('anatomy:\n- {part: root, required: true, element: div, description: The card.}\nattributes:\n  roto:\n    data-state: {value: {state: open}}',
              'anatomy:\n- {part: root, required: true, element: div, description: The card.}\nattributes:\n  root:\n    data-state: {value: {state: open}}'),
)
