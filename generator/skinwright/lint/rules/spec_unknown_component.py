"""spec/unknown-component: A framework slot of a component `artefacts` does not list (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/unknown-component',
    summary='A framework slot of a component `artefacts` does not list',
    severity='error',
    docs='`component_slots[].component` must be one of `artefacts.vue_components`: a framework slot belongs to one of the framework components the spec publishes. Reported at the name, with the closest component as a hint.',
)
