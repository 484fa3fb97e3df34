"""How a project wants its diagnostics: configured severities and reasoned suppressions.

Build and lint apply one policy, so a rule turned off or a reasoned exception
does not fail the build either.

Severities come from ``[tool.skinwright.lint.rules]`` (``off``, ``warn`` or
``error``, alone or as ``{severity = …}``); :class:`Policy` reads them as
written. Which rule ids and options exist is the rule registry's to check
(:func:`skinwright.lint.settings.resolve_settings`), since only lint knows
the rules.

Inline suppression, always with a reason:

- A token: ``$extensions: {org.skinwright.lint: {disable: {"core/duplicate-values": "why"}}}``
  silences that rule for diagnostics inside that token (JSON and YAML alike).
- Any text source (SCSS skins, YAML specs): a comment on the line before,
  ``// skinwright-disable-next-line skin/physical-property -- why`` (or ``#`` in YAML).

A suppression without a reason is itself reported (``lint/suppression``), and
so is one that suppresses nothing, so stale exceptions do not pile up.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .diagnostics import Diagnostic, Position

EXTENSION = "org.skinwright.lint"
SEVERITIES = {"off": "off", "none": "off", False: "off", "warn": "warn", "warning": "warn", "error": "error"}
"""The words a severity may be written as (``[tool.skinwright.lint.rules]``) → ``off``, ``warn`` or ``error``."""


def severity_of(value: Any) -> str | None:
    """``off``, ``warn`` or ``error`` for a configured value (a word, or a table with ``severity``); else ``None``."""
    if isinstance(value, Mapping):
        if "severity" not in value:
            return None
        value = value["severity"]
    try:
        return SEVERITIES.get(value)
    except TypeError:  # an unhashable value: a configuration error lint reports
        return None


@dataclass(frozen=True)
class Policy:
    """The configured severity of each rule the configuration names (rule id → ``off``/``warn``/``error``)."""

    severities: Mapping[str, str] = field(default_factory=dict)

    @classmethod
    def from_table(cls, table: Mapping[str, Any]) -> "Policy":
        """The policy of a ``[tool.skinwright.lint]`` table (entries that name no severity keep the default)."""
        rules = table.get("rules") if isinstance(table, Mapping) else None
        found = {rid: severity_of(value) for rid, value in rules.items()} if isinstance(rules, Mapping) else {}
        return cls({rid: sev for rid, sev in found.items() if sev is not None})

    def adjust(self, diagnostics: list[Diagnostic]) -> list[Diagnostic]:
        """Drop the diagnostics of rules turned off; give the others their configured severity."""
        out = []
        for d in diagnostics:
            sev = self.severities.get(d.code)
            if sev == "off":
                continue
            out.append(d if sev is None else d.with_severity("warning" if sev == "warn" else sev))
        return out

    def apply(self, diagnostics: list[Diagnostic], text: Callable[[str], str | None]) -> list[Diagnostic]:
        """:meth:`adjust`, then the ``skinwright-disable-next-line`` comments of the files the diagnostics
        point at (``text(path)`` reads one; ``None``: unreadable). Unused suppressions are not reported."""
        kept = self.adjust(diagnostics)
        sups: list[Suppression] = []
        for path in sorted({d.position.file for d in kept if d.position}):
            source = text(path)
            if source is not None:
                sups += comment_suppressions(path, source)[0]
        return [d for d in apply(kept, sups) if d.code != "lint/suppression"]
DIRECTIVE = re.compile(r"skinwright-disable-next-line\s+([\w@/.,\s-]+?)(?:\s+--\s*(.*?))?\s*(?:\*/)?\s*$")


@dataclass
class Suppression:
    file: str
    first_line: int
    last_line: int
    rules: dict[str, str]  # rule id → reason
    position: Position
    used: set[str] = field(default_factory=set)


def token_suppressions(ts) -> tuple[list[Suppression], list[Diagnostic]]:
    """Suppressions declared in tokens' ``$extensions``, with the line span of each token."""
    problems: list[Diagnostic] = []
    if not any(tok.extensions and EXTENSION in tok.extensions for tok in ts.tokens.values()):
        return [], problems  # the usual case: no token's place is needed
    by_doc: dict[str, list[tuple[int, object]]] = {}
    # Every place asked for before any is read: a large file finds them all in one pass (DeferredPosition).
    placed = [(tok.position(), tok) for tok in ts.tokens.values()]
    for where, tok in placed:
        by_doc.setdefault(tok.doc.path, []).append((where.line, tok))
    out: list[Suppression] = []
    for path, items in by_doc.items():
        items.sort(key=lambda x: x[0])
        starts = [line for line, _ in items]
        for i, (line, tok) in enumerate(items):
            ext = (tok.extensions or {}).get(EXTENSION)
            if not ext:
                continue
            disable = ext.get("disable") if isinstance(ext, dict) else None
            where = tok.doc.locate(tok.pointer + ("$extensions", EXTENSION), key=True)
            if not isinstance(disable, dict) or not disable:
                problems.append(Diagnostic("lint/suppression", "org.skinwright.lint needs disable: {rule-id: reason}",
                                           where, "warning"))
                continue
            rules = {}
            for rid, reason in disable.items():
                if not isinstance(reason, str) or not reason.strip():
                    problems.append(Diagnostic("lint/suppression", f"suppressing {rid} needs a reason", where, "warning",
                                               hint=f'write disable: {{"{rid}": "why this token is an exception"}}'))
                    continue
                rules[rid] = reason
            end = starts[i + 1] - 1 if i + 1 < len(starts) else 10**9
            out.append(Suppression(path, line, end, rules, where))
    return out, problems


def comment_suppressions(path: str, text: str) -> tuple[list[Suppression], list[Diagnostic]]:
    """``skinwright-disable-next-line`` comments in one text file."""
    out, problems = [], []
    for number, line in enumerate(text.splitlines(), 1):
        if "skinwright-disable" not in line:
            continue
        m = DIRECTIVE.search(line)
        where = Position(path, number, line.index("skinwright-disable") + 1)
        if not m:
            problems.append(Diagnostic("lint/suppression", "unreadable suppression comment", where, "warning",
                                       hint="write: skinwright-disable-next-line rule/id -- reason"))
            continue
        rules = [r.strip() for r in m.group(1).split(",") if r.strip()]
        reason = (m.group(2) or "").strip()
        if not reason:
            problems.append(Diagnostic("lint/suppression", f"suppressing {', '.join(rules)} needs a reason", where,
                                       "warning", hint="add ' -- why' after the rule ids"))
            continue
        out.append(Suppression(path, number + 1, number + 1, {r: reason for r in rules}, where))
    return out, problems


def apply(diagnostics: list[Diagnostic], suppressions: list[Suppression]) -> list[Diagnostic]:
    """``diagnostics`` minus the suppressed ones, plus a warning per unused suppression."""
    by_file: dict[str, list[Suppression]] = {}
    for s in suppressions:
        by_file.setdefault(s.file, []).append(s)
    for items in by_file.values():
        items.sort(key=lambda s: s.first_line)
    kept = []
    for d in diagnostics:
        p = d.position
        items = by_file.get(p.file) if p else None
        hit = None
        if items:
            i = bisect_right([s.first_line for s in items], p.line) - 1
            for s in items[max(0, i - 1):i + 1]:
                if s.first_line <= p.line <= s.last_line and d.code in s.rules:
                    hit = s
        if hit is not None:
            hit.used.add(d.code)
        else:
            kept.append(d)
    for s in suppressions:
        for rid in sorted(set(s.rules) - s.used):
            kept.append(Diagnostic("lint/suppression", f"suppression of {rid} matches no problem", s.position, "warning",
                                   hint="remove it"))
    return kept
