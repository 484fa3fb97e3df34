"""The spec format for components whose parts views draw (tool-result, tool-call-group).

Inline prop values, per-element values (``{values: …}``, ``{data: …}``) with
``data`` flags, singular translation forms, an optional machine,
and the HTML attributes table, on small specs and on the two project specs.
"""

from __future__ import annotations

import json

import pytest
from jsonschema import Draft202012Validator

from skinwright.components.connect import connect, normalize_props
from skinwright.components.expressions import evaluate
from skinwright.components.meta import meta_files
from skinwright.components.spec import load_spec
from tests.specs import shipped_spec
from skinwright.components.tables import table_files, tables
from skinwright.components.vscode import html_custom_data
from skinwright.diagnostics import SkinwrightError
from skinwright.schemas import schema
from skinwright.source import load_document

PATH = "styles/x-view/spec.yaml"
BASE = """\
name: x-view
title: XView
description: A view.
artefacts:
  custom_element: xh-x-view
  skin: x-view.css
anatomy:
  - {part: line, required: false, element: div, description: A line.}
  - {part: link, required: false, element: a, description: A link.}
  - {part: list, required: false, element: dl, description: A list.}
props:
  - name: intent
    type: XIntent
    required: false
    default: plain
    values: [plain, fancy]
    description: The intent.
flags:
  hasHref: {from: data, phrase: when the item has a URL, description: The item has a URL.}
attributes:
  line:
    data-kind: {value: {values: [context, added]}}
    data-intent: {value: {prop: intent}}
  link:
    href: {value: {data: item.url}, when: hasHref}
    rel: {value: {literal: noopener}}
translations:
  - {key: lines, default: "{count} lines", one: "{count} line", placeholders: [count], description: Lines.}
slots: {}
"""


def load(text: str = BASE):
    return load_spec(load_document(PATH, text))


def problems(text: str) -> list[str]:
    with pytest.raises(SkinwrightError) as info:
        load(text)
    return [d.format() for d in info.value.diagnostics]


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def at(text: str, needle: str) -> str:
    """``line:column`` (1-based) of the first occurrence of ``needle``."""
    line = line_of(text, needle)
    return f"{line}:{text.splitlines()[line - 1].index(needle) + 1}"


def test_a_view_spec_loads_and_describes_its_per_element_values():
    spec = load()
    assert spec.prop_values("intent") == ("plain", "fancy")
    assert spec.attribute_values("line") == {"data-scope": ("x-view",), "data-part": ("line",),
                                             "data-kind": ("context", "added"), "data-intent": ("plain", "fancy")}
    href, kind = spec.rule("link", "href"), spec.rule("line", "data-kind")
    assert (href.per_element, kind.per_element, spec.rule("link", "rel").per_element) == (True, True, False)
    assert spec.domain(href.value) is None and spec.domain(kind.value) == ("context", "added")
    assert spec.value_text(href) == "item.url, only when the item has a URL (else absent)"
    assert spec.value_text(kind) == "'context' | 'added'"
    assert spec.translations[0].one == "{count} line"
    assert spec.artefacts.get("machine") is None and spec.machine is None


def test_connect_leaves_per_element_values_to_the_view():
    spec = load()
    assert normalize_props(spec, {"intent": "nope"})["intent"] == "plain"
    assert normalize_props(spec, {"intent": "fancy"})["intent"] == "fancy"
    conn = connect(spec, {"intent": "fancy"}, instance_id="i")
    assert conn.part_props("line") == {"data-scope": "x-view", "data-part": "line", "data-intent": "fancy"}
    assert conn.part_props("link") == {"data-scope": "x-view", "data-part": "link", "rel": "noopener"}
    assert evaluate({"values": ["a"]}, None) is None and evaluate({"data": "a.b"}, None) is None


def test_tables_of_a_view_spec():
    data = tables(load())
    assert [(r["layer"], r["value"]) for r in data["artefacts"].rows] == [
        ("custom_element", "xh-x-view"), ("machine", None), ("modules", ["js/x-view.element.js", "js/x-view.connect.js"]),
        ("skin", "x-view.css")]
    assert data["connect"].rows == ()  # no API members: no connect API to list
    assert [(r["part"], r["attribute"], r["value"]) for r in data["html-attributes"].rows] == [
        ("link", "href", "item.url, only when the item has a URL (else absent)"), ("link", "rel", "'noopener'")]
    md = table_files(load())["x-view/tables/html-attributes.md"]
    assert "| `link` | `href` | `item.url`, only when the item has a URL (else absent) |" in md
    assert "| State machine | — |" in table_files(load())["x-view/tables/artefacts.md"]


def test_values_and_values_from_together():
    text = BASE.replace("    values: [plain, fancy]\n", "    values: [plain, fancy]\n    values_from: tones\n")
    assert problems(text) == [f"{PATH}:{at(text, 'values: [plain')}: error spec/values-conflict prop 'intent' has both values and "
                              "values_from\n  hint: keep one: a section's names or an inline list"]


def test_default_outside_the_inline_values():
    text = BASE.replace("default: plain", "default: plane")
    assert problems(text) == [f"{PATH}:{at(text, 'plane')}: error spec/invalid-default unknown default for "
                              "'intent' (one of its values) 'plane'\n  hint: did you mean 'plain'?"]


def test_singular_form_needs_the_count_and_declared_placeholders():
    text = BASE.replace('one: "{count} line", placeholders: [count]', 'one: "{n} line", placeholders: [n]')
    text = text.replace('default: "{count} lines"', 'default: "{n} lines"')
    assert problems(text) == [
        f"{PATH}:{at(text, 'one: ')}: error spec/one-without-count translation 'lines' has a singular form but no count "
        "placeholder\n  hint: the singular form is chosen when {count} is 1"]
    text = BASE.replace('one: "{count} line"', 'one: "{cnt} line"')
    assert [p.split(" error ")[1] for p in problems(text)] == [
        "spec/unknown-placeholder unknown placeholder 'cnt'\n  hint: did you mean 'count'?"]


def test_data_names_and_elements_are_checked_by_the_schema():
    text = BASE.replace("{data: item.url}", "{data: Item-URL}").replace("element: dl", "element: dll")
    got = problems(text)
    assert got == [
        f"{PATH}:{at(text, 'dll')}: error spec/invalid-value the string 'dll' is not one of: div, "
        "span, button, section, p, pre, code, ul, ol, li, dl, dt, dd, a, time, details, summary, h1, h2, h3, h4, h5, h6\n"
        "  hint: did you mean 'dl'?",
        f"{PATH}:{at(text, 'Item-URL')}: error spec/invalid-value the string 'Item-URL' is not valid here: "
        "a data name is dotted camelCase, e.g. location.path\n"
        "  hint: for example 'itemUrl'"]


# --- the two project specs -----------------------------------------------------------------

@pytest.mark.parametrize("name", ["tool-result", "tool-call-group"])
def test_project_specs_meta_validates(name):
    spec = shipped_spec(name)
    files = meta_files(spec)
    meta = json.loads(files[f"{name}.json"])
    assert [f"{list(e.absolute_path)}: {e.message}"
            for e in Draft202012Validator(schema("component-meta.schema.json")).iter_errors(meta)] == []
    assert [p["part"] for p in meta["anatomy"]] == list(spec.part_names)
    assert (f"{name}.machine.json" in files) == (name == "tool-call-group")


def test_tool_result_spec_facts():
    spec = shipped_spec("tool-result")
    assert len(spec.parts) == 40 and not any(p.required for p in spec.parts)
    assert spec.events[0]["name"] == "locationclick"
    assert [f["name"] for f in spec.events[0]["fields"]] == ["location"]
    loc = spec.attribute_values("location")
    assert loc["data-path"] is None and loc["data-line"] is None
    assert spec.rule("location", "data-line").when == "hasLine"
    assert spec.rule("location", "type").value == {"literal": "button"}
    assert spec.rule("link", "rel").value == {"literal": "noopener noreferrer"}
    ltr = sorted(r.part for r in spec.rules if r.name == "dir" and r.value == {"literal": "ltr"})
    assert ltr == ["code", "command", "error-code", "hunk", "location", "url"]
    assert spec.state_values("file") == ("created", "modified", "deleted")
    assert spec.attribute_values("line")["data-kind"] == ("context", "added", "removed")
    assert all(s.startswith("--xh-tool-result-") for s in spec.slot_names) and len(spec.slot_names) == 37


def test_tool_call_group_spec_facts():
    spec = shipped_spec("tool-call-group")
    assert spec.part_names == ("root", "heading", "trigger", "indicator", "label", "count", "approval", "content")
    assert [(p.name, p.default) for p in spec.props if p.has_default] == [
        ("awaitingApproval", 0), ("defaultOpen", False), ("headingLevel", 2)]
    assert spec.rule("root", "data-awaiting-approval").when == "awaitingApproval"
    assert spec.referenced_parts == ("content",)
    assert spec.keyboard["source"]["url"] == "https://www.w3.org/WAI/ARIA/apg/patterns/accordion/"
    closed = connect(spec, {"count": 2}, instance_id="g1")
    assert closed.part_props("trigger")["aria-expanded"] == "false"
    assert closed.part_props("content") == {"data-scope": "tool-call-group", "data-part": "content",
                                            "id": "tool-call-group:g1:content", "data-state": "closed", "hidden": ""}
    waiting = connect(spec, {"count": 2, "awaitingApproval": 1, "defaultOpen": True}, instance_id="g1")
    assert waiting.part_props("root") == {"data-scope": "tool-call-group", "data-part": "root",
                                          "data-awaiting-approval": "", "data-state": "open"}


def test_vscode_data_merges_the_three_components():
    specs = [shipped_spec(n) for n in ("tool-call", "tool-call-group", "tool-result")]
    data = html_custom_data(specs)
    attrs = {a["name"]: a for a in data["globalAttributes"]}
    sets = {s["name"]: [v["name"] for v in s["values"]] for s in data.get("valueSets", [])}
    assert sets[attrs["data-scope"]["valueSet"]] == ["tool-call", "tool-call-group", "tool-result"]
    kinds = sets[attrs["data-kind"]["valueSet"]]
    assert {"context", "added", "removed", "old", "new", "json", "generic", "terminal"} <= set(kinds)
    assert "valueSet" not in attrs["data-path"]  # open-ended
    assert attrs["data-awaiting-approval"]["valueSet"] == "v"
