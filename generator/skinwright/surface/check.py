"""``lint --against``: today's surface compared with a baseline's, as diagnostics at today's positions.

:func:`current_outputs` produces, from what lint already loaded, the same
files the build writes (``tokens.json``, ``css/tokens.css``, ``meta/*.json``,
the compiled skins), so today's record comes from the one function that
reads every baseline (:func:`~.record.surface_from_files`) and the two sides
cannot disagree on what a name is.
"""

from __future__ import annotations

from typing import Mapping

from ..diagnostics import Diagnostic
from .diff import Change, diff_surfaces
from .locate import Locator
from .record import surface_from_files


def current_outputs(config, tokens, components: Mapping[str, object], family_css: Mapping[str, str] | None = None
                    ) -> dict[str, str]:
    """The build's surface-bearing outputs, relative to ``out-dir``, from loaded tokens and components.

    ``components`` maps a name to a :class:`~skinwright.build.Component`
    (spec and skin); ``family_css`` is ``build_family``'s result.
    """
    from ..components.meta import meta_files
    from ..tokens.emit_css import tokens_css
    from ..tokens.emit_json import tokens_json

    files: dict[str, str] = {}
    if tokens is not None:
        files["tokens.json"] = tokens_json(tokens)
        files["css/tokens.css"] = tokens_css(tokens, config.context_css)
    for rel, text in (family_css or {}).items():
        files[f"css/{rel}"] = text
    for comp in components.values():
        files[f"css/{comp.skin.output}"] = comp.skin.css
        for name, text in meta_files(comp.spec, **comp.analysis_inputs()).items():
            files[f"meta/{name}"] = text
    return files


def change_diagnostic(change: Change, locator: Locator) -> Diagnostic:
    """One change as a diagnostic: severity from its rule's default, position in today's sources."""
    from ..lint.registry import registry

    rule = registry().get(change.rule)
    severity = {"error": "error", "warn": "warning", "info": "info"}.get(rule.severity if rule else "error", "error")
    return Diagnostic(change.rule, change.message, locator.position(change.where), severity, hint=change.hint)


def surface_diagnostics(config, tokens, components: Mapping[str, object], baseline,
                        family_css: Mapping[str, str] | None = None, read_text=None) -> list[Diagnostic]:
    """Every change from ``baseline`` (a :class:`~.baseline.Baseline`) to today, as diagnostics."""
    today = surface_from_files(current_outputs(config, tokens, components, family_css))
    locator = Locator(config, tokens, {name: c.spec for name, c in components.items()}, read_text)
    return [change_diagnostic(c, locator) for c in diff_surfaces(baseline.surface, today)]
