"""Lint settings from ``[tool.skinwright.lint]``: per-rule severity and options.

::

    [tool.skinwright.lint.rules]
    "core/descriptions" = "warn"                              # off | info | warn | error
    "a11y/min-contrast" = { severity = "error", level = "AAA" }
    "core/unused-token" = { ignore = ["color.palette.*"] }    # options only, default severity

Rules not listed keep their defaults (the recommended configuration).
Unknown rules, options or severities are configuration errors (exit 2).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from ..diagnostics import Diagnostic, Position, SkinwrightError, did_you_mean
from .registry import SEVERITY_LEVELS, Rule


@dataclass(frozen=True)
class RuleSettings:
    """The effective severity (``off``/``warn``/``error``) and options of one rule."""

    severity: str
    options: dict[str, Any]

    @property
    def diagnostic_severity(self) -> str:
        return "warning" if self.severity == "warn" else self.severity


def _severity(value: Any) -> str | None:
    value = {"warning": "warn", "none": "off", False: "off"}.get(value, value)
    return value if value in SEVERITY_LEVELS else None


def resolve_settings(rules: dict[str, Rule], table: dict[str, Any],
                     locate: Callable[..., Position] | None = None) -> dict[str, RuleSettings]:
    """Effective settings for every rule from the ``lint`` table.

    ``locate(*keys)`` gives where a key of ``[tool.skinwright]`` is written
    (:meth:`skinwright.config.Config.where`); without it problems point at the
    file's first line. A rule that stops the build (:attr:`Rule.stops_build`)
    keeps its error severity: lint and build agree on every severity, and the
    build cannot go on from such a fault.

    Raises:
        SkinwrightError: ``config/invalid`` for unknown keys, rules, options or severities.
    """
    def at(*keys: str) -> Position:
        return locate("lint", *keys) if locate is not None else Position("pyproject.toml", 1, 1)

    problems: list[Diagnostic] = []
    for key in table:
        if key != "rules":
            problems.append(Diagnostic("config/invalid", f"unknown key '{key}' in [tool.skinwright.lint]", at(key),
                                       hint="rules go in [tool.skinwright.lint.rules]"))
    configured = table.get("rules") or {}
    out = {rid: RuleSettings(rule.severity, dict(rule.options)) for rid, rule in rules.items()}
    severity_hint = 'write one of off, info, warn, error, e.g. "core/descriptions" = "warn"'
    for rid, value in configured.items():
        rule = rules.get(rid)
        where = at("rules", rid)
        if rule is None:
            guess = did_you_mean(rid, rules)
            problems.append(Diagnostic("config/invalid", f"unknown lint rule '{rid}'", where,
                                       hint=f"did you mean '{guess}'?" if guess else "skinwright lint --list-rules shows them"))
            continue
        severity = rule.severity
        options = dict(rule.options)
        if isinstance(value, dict):
            for k, v in value.items():
                if k == "severity":
                    sev = _severity(v)
                    if sev is None:
                        problems.append(Diagnostic("config/invalid", f"{rid}: severity must be off, info, warn or error, "
                                                   f"not {v!r}", where, hint=severity_hint))
                    else:
                        severity = sev
                elif k in options:
                    if options[k] is not None and not isinstance(v, type(options[k])) and \
                            not (isinstance(options[k], float) and isinstance(v, int)):
                        problems.append(Diagnostic("config/invalid", f"{rid}: option '{k}' must be a "
                                                   f"{type(options[k]).__name__}", where,
                                                   hint=f"its default is {options[k]!r}"))
                    else:
                        options[k] = v
                else:
                    guess = did_you_mean(k, list(options) + ["severity"])
                    problems.append(Diagnostic("config/invalid", f"{rid}: unknown option '{k}'", where,
                                               hint=f"did you mean '{guess}'?" if guess else
                                               f"options: {', '.join(options) or 'none'}"))
        else:
            sev = _severity(value)
            if sev is None:
                problems.append(Diagnostic("config/invalid", f"{rid}: severity must be off, info, warn or error, "
                                           f"not {value!r}", where, hint=severity_hint))
                continue
            severity = sev
        if rule.stops_build and severity != "error":
            problems.append(Diagnostic("config/invalid", f"{rid} stops the build, so it is always an error",
                                       where, hint="fix the fault it reports; the build cannot go on from it"))
            continue
        out[rid] = RuleSettings(severity, options)
    if problems:
        raise SkinwrightError(problems)
    return out
