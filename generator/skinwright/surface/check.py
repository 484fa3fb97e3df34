"""``lint --against``: today's surface compared with a baseline's, as diagnostics at today's positions.

Today's record comes from what lint already loaded (:func:`current_surface`),
through the same assembly as a baseline's (:mod:`.record`); tests hold the
two equal on the same project.
"""

from __future__ import annotations

from typing import Mapping

from ..diagnostics import Diagnostic
from .diff import SEVERITY, Change, diff_surfaces, unknown_renames
from .locate import Locator
from .record import surface_from_build


def current_surface(config, tokens, components: Mapping[str, object], family_css: Mapping[str, str] | None = None
                    ) -> dict:
    """Today's record from what lint loaded: ``components`` maps a name to a
    :class:`~skinwright.build.Component`, ``family_css`` is ``build_family``'s result."""
    from ..components.meta import component_meta

    metas = [component_meta(c.spec, **c.analysis_inputs()) for c in components.values()]
    css = {f"css/{rel}": text for rel, text in (family_css or {}).items()}
    css.update({f"css/{c.skin.output}": c.skin.css for c in components.values()})
    return surface_from_build(config, tokens, metas, css)


def change_diagnostic(change: Change, locator: Locator) -> Diagnostic:
    """One change as a diagnostic: its rule's default severity (lint applies the project's), position in today's sources."""
    severity = {"error": "error", "warn": "warning", "info": "info"}[SEVERITY[change.rule]]
    return Diagnostic(change.rule, change.message, locator.position(change.where), severity, hint=change.hint)


def surface_diagnostics(config, tokens, components: Mapping[str, object], baseline,
                        family_css: Mapping[str, str] | None = None, read_text=None) -> list[Diagnostic]:
    """Every change from ``baseline`` (a :class:`~.baseline.Baseline`) to today, as diagnostics."""
    today = current_surface(config, tokens, components, family_css)
    locator = Locator(config, tokens, {name: c.spec for name, c in components.items()}, read_text)
    changes = diff_surfaces(baseline.surface, today) + unknown_renames(baseline.surface, today)
    locator.prefetch(c.where for c in changes)
    return [change_diagnostic(c, locator) for c in changes]
