"""Phase helpers with seed 001's semantics, and the card's text templates.

Seed 001 (特性, 最佳实践, API 参考):

- five phases; awaiting-approval is *not* running (approval changes the
  approval state, not the tool state);
- ``isToolCallRunning(phase)``, ``toneOfToolCallPhase(phase)``;
- ``toolCallDuration(startTime, endTime)`` in milliseconds, host-provided
  times only (the card reads no clock); missing either time → no duration;
- the trigger's name is the tool name plus the status word ("search, done");
  ``translations.ranFor`` renders the duration, with seconds filled in.

Every helper takes the spec the project loaded (there is no default spec).
An unknown phase reads as the spec's default phase, so malformed data never
throws.
"""

from __future__ import annotations

import math
import re
from typing import Any, Mapping

from .spec import ComponentSpec, Phase

_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def resolve_phase(phase: Any, spec: ComponentSpec) -> Phase:
    """The phase row for ``phase``; an unknown or missing phase gives the ``phase`` prop's default."""
    row = spec.phase(phase)
    if row is None:
        prop = spec.prop("phase")
        row = spec.phase(prop.default if prop else None) or spec.phases[0]
    return row


def is_tool_call_running(phase: Any, spec: ComponentSpec) -> bool:
    """Whether ``phase`` counts as running (input-streaming, input-available; not awaiting-approval)."""
    return resolve_phase(phase, spec).running


def tone_of_tool_call_phase(phase: Any, spec: ComponentSpec) -> str:
    """The tone a badge for ``phase`` should take (the spec's phases table)."""
    return resolve_phase(phase, spec).tone


def _finite_number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value) if math.isfinite(value) else None


def tool_call_duration(start: Any, end: Any) -> float | None:
    """``end - start`` in milliseconds, or ``None``.

    ``None`` when either time is missing, not a number (strings and booleans
    included), not finite, or when ``end < start`` — never NaN, never negative
    (seed 001: ``durationMs`` is undefined when either time is absent).
    """
    a, b = _finite_number(start), _finite_number(end)
    if a is None or b is None or b < a:
        return None
    return b - a


def translations_for(spec: ComponentSpec, overrides: Any = None) -> dict[str, str]:
    """The spec's default strings with the string values of ``overrides`` on top.

    ``overrides`` is ``Partial<Translations>``: unknown keys and non-string
    values are ignored.
    """
    out = spec.translation_defaults
    if isinstance(overrides, Mapping):
        out.update({k: v for k, v in overrides.items() if k in out and isinstance(v, str)})
    return out


def fill(template: str, values: Mapping[str, str]) -> str:
    """Replace ``{name}`` placeholders with ``values``; unknown ones stay as written.

    Not ``str.format``: templates come from translations (user data), and
    ``{0.__class__}`` must stay text.
    """
    return _PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), template)


def format_seconds(ms: float) -> str:
    """Milliseconds as seconds, one decimal (two below 0.1 s, so a quick call never reads 0):
    1234 → ``1.2``, 3000 → ``3``, 35 → ``0.04``, 0 → ``0``."""
    text = f"{ms / 1000:.2f}" if ms < 100 else f"{ms / 1000:.1f}"
    text = text.rstrip("0").rstrip(".") if "." in text else text
    return text or "0"


def tool_call_status_word(phase: Any, translations: Any = None, *, spec: ComponentSpec) -> str:
    """The status word of ``phase`` (``done``, ``failed`` …), translated."""
    return translations_for(spec, translations)[resolve_phase(phase, spec).word]


def tool_call_status_text(label: Any, phase: Any, translations: Any = None, *, spec: ComponentSpec) -> str:
    """Text for assistive technology: the ``statusText`` template, ``"search, done"`` by default.

    With an empty label it is the status word alone.
    """
    words = translations_for(spec, translations)
    status = tool_call_status_word(phase, translations, spec=spec)
    label = "" if label is None else str(label)
    return fill(words["statusText"], {"label": label, "status": status}) if label else status


def tool_call_ran_for(start: Any, end: Any, translations: Any = None, *, spec: ComponentSpec) -> str | None:
    """The duration text (``ranFor`` template, ``"ran for 1.2s"``), or ``None`` without a duration."""
    ms = tool_call_duration(start, end)
    if ms is None:
        return None
    return fill(translations_for(spec, translations)["ranFor"], {"seconds": format_seconds(ms)})
