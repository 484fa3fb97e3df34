"""The lint rule registry: every rule's id, default severity, options, messages and docs.

Each rule lives in its own module under :mod:`skinwright.lint.rules` and
defines ``RULE = Rule(...)``. Rules with a ``check`` run on the loaded
project (:class:`~skinwright.lint.context.LintContext`); rules without one
name faults that the build stages already detect (an unknown alias, an
invalid colour), so ``lint`` and ``build`` report them identically and only
the severity and suppression come from here. The registry is also the source
of the docs site's "Lint rules" pages.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterable

if TYPE_CHECKING:
    from ..diagnostics import Diagnostic
    from .context import LintContext

SEVERITY_LEVELS = ("off", "info", "warn", "error")
"""``info`` reports a note (SARIF ``note``, a GitHub ``notice``) that never fails lint."""


@dataclass(frozen=True)
class Rule:
    """One lint rule.

    Attributes:
        id: ``group/name``, e.g. ``core/unknown-alias`` (groups: core, a11y, skin, spec, lint, surface).
        summary: one line for listings.
        severity: default ``"error"``, ``"warn"``, ``"info"`` (a note) or ``"off"``.
        docs: Markdown: what the rule checks, why, and how to fix it.
        messages: message templates (``{placeholders}``) the rule produces.
        options: option name → default value.
        check: ``check(ctx, options) -> diagnostics`` for rules that run in
            lint; ``None`` for faults a build stage reports.
        examples: ``(bad, good)`` snippets for the docs (may be empty).
        language: the language of ``examples`` for the docs' code fences;
            empty for the group's own (:attr:`example_language`).
        whole_input: the check draws conclusions from every source together
            (nothing uses this token, no context defines that one): it waits
            while a source does not load or a limit has stopped reading, where
            it would report what it was never shown.
    """

    id: str
    summary: str
    severity: str = "error"
    docs: str = ""
    messages: dict[str, str] = field(default_factory=dict)
    options: dict[str, Any] = field(default_factory=dict)
    check: Callable[["LintContext", dict[str, Any]], Iterable["Diagnostic"]] | None = None
    examples: tuple[str, str] | None = None
    language: str = ""
    whole_input: bool = False

    @property
    def stops_build(self) -> bool:
        """A fault the build cannot go on from (a file that does not load, a token with no value, a spec or skin
        that does not compile): an error that no configuration turns down."""
        return self.severity == "error" and self.check is None and (
            self.group in ("core", "spec") or self.id in _STOPS)

    @property
    def group(self) -> str:
        return self.id.split("/", 1)[0]

    @property
    def example_language(self) -> str:
        """``language``, else what the group's sources are written in: ``scss`` for skins, ``yaml`` otherwise."""
        return self.language or ("scss" if self.group == "skin" else "yaml")


_STOPS = {"skin/sass-error", "skin/unknown-token", "skin/compile-limit"}
"""Skin rules whose fault leaves no CSS (the others are findings in compiled CSS, which a policy may turn down)."""

_REGISTRY: dict[str, Rule] | None = None


def registry() -> dict[str, Rule]:
    """Every rule by id, sorted (imports each module of :mod:`skinwright.lint.rules` once)."""
    global _REGISTRY
    if _REGISTRY is None:
        from . import rules

        found: dict[str, Rule] = {}
        for info in sorted(pkgutil.iter_modules(rules.__path__), key=lambda i: i.name):
            module = importlib.import_module(f"{rules.__name__}.{info.name}")
            for rule in getattr(module, "RULES", None) or [module.RULE]:
                if rule.id in found:
                    raise RuntimeError(f"lint rule {rule.id} is defined twice")
                found[rule.id] = rule
        _REGISTRY = dict(sorted(found.items()))
    return _REGISTRY
