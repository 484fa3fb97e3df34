"""Phases and translations: what any component with a ``phases`` section or ``translations`` shares.

A phase row carries the derived flags (``running``, ``settled``,
``errored``), a tone and the translation key of its status word. An unknown
or missing phase reads as the ``phase`` prop's default, so malformed data
never throws. Every helper takes the spec the project loaded.
"""

from __future__ import annotations

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
