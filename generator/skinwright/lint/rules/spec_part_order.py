"""spec/part-order: A part sits in a part the anatomy lists after it, or in itself (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/part-order',
    summary='A part sits in a part the anatomy lists after it, or in itself',
    severity='error',
    docs='The anatomy lists parts in document order, so the part named by `parent` must come before the part that sits in it. This also rules out a part inside itself or a loop of parts. Static markup and the custom element nest the parts by `parent`. Reported at the `parent` value.',
    examples=('anatomy:\n- {part: root, required: true, element: div, description: The card.}\n- {part: label, required: true, element: span, parent: trigger, description: The name.}\n- {part: trigger, required: true, element: button, description: Opens the card.}',
              'anatomy:\n- {part: root, required: true, element: div, description: The card.}\n- {part: trigger, required: true, element: button, description: Opens the card.}\n- {part: label, required: true, element: span, parent: trigger, description: The name.}'),
)
