"""spec/unknown-tone: A phase's tone is not a declared tone (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/unknown-tone',
    summary="A phase's tone is not a declared tone",
    severity='error',
    docs='Each phase names the tone that goes with it (the tone a host gives the component for that phase); it must be a name of the `tones` section, or the phase would ask for a tone the skin has no style for. Reported at `tone`, with the closest tone as a hint.',
)
