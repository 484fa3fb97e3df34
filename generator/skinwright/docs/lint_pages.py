"""Lint rule pages, generated from the rule registry: an index and one page per rule, and per translation one page of every rule.

The default language (English) has a page per rule (:func:`rule_page`) and
an index part (:func:`rules_index`) the Lint rules page includes. Each
translation of the site gets one part (:func:`translated_rules`) with the
same index and every rule as a section of its own (``#core-alias-cycle``):
a translated site has no pages of the generated folder. A rule's summary and
docs in another language come from ``lint/translations/<lang>.yaml`` (rule
id → ``summary``, ``docs``); the words around them from ``words.yaml``
(``lint.*``). A rule without its translation shows its English text there,
and the build warns (:func:`missing_rule_translations`).
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

from ..diagnostics import Diagnostic
from ..lint.registry import Rule, registry
from ..markdown import table
from ..source import load_yaml
from .translations import CODE, language_name
from .words import word

GROUPS = ("core", "a11y", "spec", "skin", "lint", "surface")
"""The rule groups in the order the index lists them (titles: ``lint.group.<group>`` in ``words.yaml``)."""
SEVERITY = {"error": "error", "warn": "warning", "info": "note", "off": "off"}
"""A rule's severity → the word the pages use (``lint.severity.<word>`` in ``words.yaml``)."""
DEFAULT = "en"


def slug(rule_id: str) -> str:
    """``core/unknown-alias`` → ``core-unknown-alias`` (the page name)."""
    return rule_id.replace("/", "-")


@lru_cache(maxsize=None)
def rule_texts(lang: str) -> dict[str, dict[str, str]]:
    """Rule id → ``{summary, docs}`` in ``lang`` (``lint/translations/<lang>.yaml``); ``{}`` for none."""
    folder = resources.files("skinwright.lint").joinpath("translations")
    entry = folder.joinpath(f"{lang}.yaml")
    if not entry.is_file():
        return {}
    data = load_yaml(f"skinwright/lint/translations/{lang}.yaml", entry.read_text(encoding="utf-8")).data
    return {rid: dict(texts) for rid, texts in (data or {}).items()}


def _text(rule: Rule, key: str, lang: str) -> str:
    """The rule's ``summary`` or ``docs`` in ``lang``, else in English (the build has warned)."""
    english = getattr(rule, key)
    if lang == DEFAULT:
        return english
    return rule_texts(lang).get(rule.id, {}).get(key) or english


def missing_rule_translations(languages) -> list[Diagnostic]:
    """A ``docs/missing-translation`` warning for each rule whose summary or docs a site language lacks."""
    out = []
    for lang in languages:
        texts = rule_texts(lang)
        for rule in registry().values():
            lacking = [k for k in ("summary", "docs") if getattr(rule, k) and not texts.get(rule.id, {}).get(k)]
            if lacking:
                out.append(Diagnostic(
                    CODE, f"lint rule {rule.id} has no {language_name(lang)} {' or '.join(lacking)}: its section "
                    f"of the {language_name(lang)} Lint rules page is in English", None, severity="warning",
                    hint=f"add {rule.id} to skinwright/lint/translations/{lang}.yaml"))
    return out


def _end(text: str, lang: str) -> str:
    """A summary as a sentence: English ends it with a full stop, Chinese with 。."""
    return text + ("。" if lang.startswith("zh") else ".")


def rule_body(rule: Rule, lang: str = DEFAULT, heading: str = "##") -> list[str]:
    """The lines of a rule's page after its title, in ``lang``: summary, default, why, options,
    messages, examples, how to turn it off. ``heading`` marks its sub-sections (``##`` on a page of its
    own; ``None`` writes them as bold lines, for a page that holds every rule)."""
    w = lambda key: word(lang, "lint." + key)  # noqa: E731

    def sub(key: str) -> list[str]:
        return [f"{heading} {w(key)}" if heading else f"**{w(key)}**", ""]

    out = [_end(_text(rule, "summary", lang), lang), "",
           f"**{w('default')}** {w('recommended').replace('{severity}', w('severity.' + SEVERITY[rule.severity]))}"
           f" · **{w('checked_by')}** {_checked_by(rule, lang)}", "", _text(rule, "docs", lang), ""]
    if rule.whole_input:  # it waits while input is unread (see Rule.whole_input)
        out += [w("whole_input"), ""]
    if rule.options:
        out += sub("options") + table((w("option"), w("option_default")), (
            (f"`{k}`", f"`{json.dumps(v)}`") for k, v in rule.options.items()))
        out += ["", "```toml", "[tool.skinwright.lint.rules]",
                f'"{rule.id}" = {{ severity = "{rule.severity if rule.severity != "off" else "warn"}"'
                + "".join(f", {k} = {json.dumps(v)}" for k, v in rule.options.items()) + " }", "```", ""]
    if rule.messages:
        out += sub("messages") + [f"- `{m}`" for m in rule.messages.values()] + [""]
    if rule.examples:
        bad, good = rule.examples
        fence = f"```{rule.example_language}"
        out += sub("examples") + [w("reported"), "", fence, bad, "```", "", w("fixed"), "", fence, good, "```", ""]
    out += sub("turning_off") + [w("whole_project"), "", "```toml", "[tool.skinwright.lint.rules]",
                                 f'"{rule.id}" = "off"', "```", ""] + _suppression(rule, lang)
    if _build_reports(rule):
        out += [w("build_reports") + (" " + w("build_reports_spec") if rule.group == "spec" else ""), ""]
    return out


def rule_page(rule: Rule) -> str:
    """Markdown page of one rule (English): summary, default, why, options, messages, examples."""
    return "\n".join([f"# {rule.id}", "", *rule_body(rule)])


def _build_reports(rule: Rule) -> bool:
    """Whether a build stage reports the problem (lint only re-reports it); suppressions are lint's own."""
    return rule.check is None and rule.group not in ("lint", "surface")


def _checked_by(rule: Rule, lang: str = DEFAULT) -> str:
    if rule.group == "surface":
        return "`lint --against REF`"
    return word(lang, "lint.by_build_and_lint" if _build_reports(rule) else "lint.by_lint")


def _suppression(rule: Rule, lang: str = DEFAULT) -> list[str]:
    """How to silence the rule in one place, in the form its group's sources take (:mod:`..lint.suppress`)."""
    w = lambda key: word(lang, "lint." + key)  # noqa: E731
    directive = f"skinwright-disable-next-line {rule.id} -- why this is an exception"
    if rule.group == "skin":
        return [w("suppress_skin"), "", "```scss", f"// {directive}", "```", ""]
    if rule.group == "spec":
        return [w("suppress_spec"), "", "```yaml", f"# {directive}", "```", ""]
    if rule.group == "lint":
        return [w("suppress_lint"), ""]
    if rule.group == "surface":
        return [w("suppress_surface"), "", "```yaml",
                f"# {directive}", "$extensions:", "  org.skinwright.lint:",
                f'    disable: {{"{rule.id}": "why this change is intended"}}', "```", ""]
    return [w("suppress_token"), "", "```yaml",
            "$extensions:", "  org.skinwright.lint:", f'    disable: {{"{rule.id}": "why this token is an exception"}}',
            "```", ""]


def rules_index(link_prefix: str = "", lang: str = DEFAULT, link=None) -> str:
    """Markdown tables of every rule by group, linking to each rule's page (``link(rule id)``: its address;
    by default ``<link_prefix><slug>.md``)."""
    link = link or (lambda rid: f"{link_prefix}{slug(rid)}.md")
    rules = registry()
    out = [f"<!-- {word(lang, 'lint.banner')} -->", ""]
    for group in GROUPS:
        members = [r for r in rules.values() if r.group == group]
        if not members:
            continue
        out += [f"## {word(lang, 'lint.group.' + group)}", ""] + table(
            (word(lang, "lint.rule"), word(lang, "lint.default_column"), word(lang, "lint.catches")), (
                (f"[`{r.id}`]({link(r.id)})", word(lang, "lint.severity." + SEVERITY[r.severity]),
                 _text(r, "summary", lang)) for r in members))
        out.append("")
    return "\n".join(out)


def translated_rules(lang: str) -> str:
    """One part with every rule in ``lang``: the index, linking down the page, then a section per rule
    (``### core/alias-cycle {#core-alias-cycle}``) under its group's heading."""
    out = [rules_index(lang=lang, link=lambda rid: f"#{slug(rid)}"), ""]
    rules = registry()
    for group in GROUPS:
        members = [r for r in rules.values() if r.group == group]
        if not members:
            continue
        out += [f"## {word(lang, 'lint.group.' + group)}: {word(lang, 'lint.each_rule')} "
                f"{{#{group}-rules}}", ""]
        for rule in members:
            out += [f"### {rule.id} {{#{slug(rule.id)}}}", "", *rule_body(rule, lang, heading=None)]
    return "\n".join(out)


def lint_pages(folder: str, languages=()) -> dict[str, str]:
    """``{relative path: markdown}``: the index part and a page per rule under ``folder``, and for each of
    ``languages`` the part of :func:`translated_rules` (``<folder>/<lang>/rules.md``)."""
    files = {f"{folder}/index.md": rules_index()}
    for rule in registry().values():
        files[f"{folder}/{slug(rule.id)}.md"] = rule_page(rule)
    for lang in languages:
        files[f"{folder}/{lang}/rules.md"] = translated_rules(lang)
    return files
