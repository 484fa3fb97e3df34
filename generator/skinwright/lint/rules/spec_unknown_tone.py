"""spec/unknown-tone: A phase's tone is not a declared tone (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/unknown-tone',
    summary="A phase's tone is not a declared tone",
    severity='error',
    docs='Each phase names the tone that goes with it (the tone bar a host shows with `toneOfToolCallPhase(phase)`); it must be a name of the `tones` section. Reported at `tone`, with the closest tone as a hint.',
)
