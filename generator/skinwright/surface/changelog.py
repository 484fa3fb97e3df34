"""A changelog written from the surface diff: Markdown for the docs, JSON for ``dist/changes.json``.

Sections follow Keep a Changelog (keepachangelog.com 1.1: Added, Deprecated,
Removed, Changed), grouped per token set and per component, with a migration
table that maps every old name to its new one — the list product teams work
through when they upgrade. Breaking entries are marked as such.

Names reach the Markdown escaped: HTML's ``<``, ``>`` and ``&`` as entities
and Markdown's own punctuation with a backslash, so a token called
``<b>`` or ``a*b*`` prints as written and injects nothing into the page.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any, Iterable

from ..markdown import md_code, table
from .diff import SECTIONS, Change

SCHEMA = "changes.schema.json"
SCHEMA_VERSION = 1
_GLOBAL = {"token": "tokens", "custom property": "tokens", "mode": "modes", "keyframes": "stylesheets",
           "cascade layer": "stylesheets"}
_GROUPS = ("tokens", "modes", "stylesheets")
"""The groups that are not a component, listed first (their titles are the docs' words)."""
_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|~])")


def group_of(change: Change) -> str:
    """``tokens``, ``modes``, ``stylesheets`` or the component's name."""
    return change.component or _GLOBAL.get(change.subject, "tokens")


def migrations(changes: Iterable[Change]) -> list[dict]:
    """Every rename, declared or suggested: ``{subject, component, old, new, kept, suggested}``.

    ``kept`` says whether the old name still works (a deprecated alias).
    """
    out = []
    for c in changes:
        if c.replacement is None:
            continue
        out.append({"subject": c.subject, "component": c.component, "old": c.name, "new": c.replacement,
                    "kept": c.rule == "surface/deprecated", "suggested": c.suggested})
    return out


def changes_data(changes: list[Change], baseline: str) -> dict:
    """The JSON changelog (``changes.schema.json``): summary, migrations, then changes by group and section."""
    groups: dict[str, dict[str, list]] = {}
    for c in changes:
        entry: dict[str, Any] = {"rule": c.rule, "subject": c.subject, "name": c.name, "message": c.message,
                                 "breaking": c.breaking}
        for key in ("old", "new", "replacement"):
            value = getattr(c, key)
            if value is not None:
                entry[key] = value
        if c.suggested:
            entry["suggested"] = True
        groups.setdefault(group_of(c), {s: [] for s in SECTIONS})[c.section].append(entry)
    return {
        "$schema": f"schema/{SCHEMA}",
        "schemaVersion": SCHEMA_VERSION,
        "baseline": baseline,
        "summary": {**{s: sum(c.section == s for c in changes) for s in SECTIONS},
                    "breaking": sum(c.breaking for c in changes)},
        "migrations": migrations(changes),
        "groups": dict(sorted(groups.items(), key=lambda kv: (kv[0] not in _GROUPS, kv[0]))),
    }


def changes_json(changes: list[Change], baseline: str) -> str:
    """``dist/changes.json`` text."""
    return json.dumps(changes_data(changes, baseline), ensure_ascii=False, indent=2) + "\n"


def md(text: str) -> str:
    """``text`` as literal Markdown text: HTML-escaped, Markdown punctuation backslash-escaped."""
    return _MD_SPECIAL.sub(r"\\\1", html.escape(text, quote=False))


def changes_markdown(changes: list[Change], baseline: str, *, level: int = 3, locale: str = "en") -> str:
    """The changelog as Markdown, headings from ``level`` (``###`` by default, to sit under a page's ``##``).

    The words around the changes (headings, counts, the migration table) are in ``locale``, from the
    docs' words (:func:`skinwright.docs.words.word`); each change's own message too, from the diff's
    sentences per language (:mod:`.messages`; names and values stay as written).
    """
    from ..docs.words import word

    def say(key: str, **values: str) -> str:
        return word(locale, f"changelog.{key}").format(**values)

    h = "#" * level
    if not changes:
        return say("same", baseline=md(baseline)) + "\n"
    out = [say("compared", baseline=md(baseline))]
    counts = changes_data(changes, baseline)["summary"]
    parts = [f"**{say('breaking', n=str(counts['breaking']))}**"] if counts["breaking"] else []
    parts += [say(f"count.{s}", n=str(counts[s])) for s in SECTIONS if counts[s]]
    out += ["", " · ".join(parts), ""]
    moves = migrations(changes)
    if moves:
        rows = []
        for m in moves:
            where = f" ({md(m['component'])})" if m["component"] else ""
            works = say("works.kept") if m["kept"] else (say("works.suggested") if m["suggested"] else say("works.no"))
            rows.append((f"{md_code(m['old'])}{where}", md_code(m["new"]), works))
        out += [f"{h} {say('migration')}", "", *table((say("old"), say("new"), say("works")), rows), ""]
    by_group: dict[str, list[Change]] = {}
    for c in changes:
        by_group.setdefault(group_of(c), []).append(c)
    for group in sorted(by_group, key=lambda g: (g not in _GROUPS, g)):
        title = say(f"group.{group}") if group in _GROUPS else say("group.component", name=md_code(group))
        out += [f"{h} {title}", ""]
        for section in SECTIONS:
            items = [c for c in by_group[group] if c.section == section]
            if not items:
                continue
            out += [f"{h}# {say(section)}", ""]
            out += [f"- {'**' + say('breaking_entry') + '** ' if c.breaking else ''}{md(c.text(locale))}" for c in items]
            out.append("")
    return "\n".join(out).rstrip() + "\n"
