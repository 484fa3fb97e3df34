"""Metadata for tools: dist/meta JSON against its published schema; VS Code custom data against the vendored shapes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from skinwright.components.meta import component_meta, meta_files
from skinwright.components.vscode import css_custom_data, html_custom_data, vscode_files
from skinwright.schemas import schema, schema_files

from .helpers import card_reference, load_text, reference, spec_text

VENDORED = Path(__file__).parent / "fixtures" / "vscode"


def vendored(name: str) -> Draft202012Validator:
    return Draft202012Validator(json.loads((VENDORED / name).read_text(encoding="utf-8")))


def errors(validator: Draft202012Validator, data) -> list[str]:
    return [f"{list(e.absolute_path)}: {e.message}" for e in validator.iter_errors(data)]


@pytest.fixture(scope="module")
def other(spec):
    """A second component (same shape, another name) to test merging."""
    text = spec_text().replace("name: tool-call\n", "name: tool-log\n", 1).replace("--xh-tool-call-", "--xh-tool-log-")
    text = text.replace("  - part: summary\n", "  - part: sumary\n", 1).replace("  summary:\n    dir:", "  sumary:\n    dir:", 1)
    text = text.replace("xh-tool-call-enter", "xh-tool-log-enter").replace("xh-tool-call-shimmer", "xh-tool-log-shimmer")
    return load_text(text)


def test_published_schemas():
    files = schema_files()
    assert sorted(files) == ["changes.schema.json", "component-meta.schema.json", "component.schema.json",
                             "surface.schema.json"]
    for text in files.values():
        Draft202012Validator.check_schema(json.loads(text))


def test_meta_validates_against_its_schema(spec):
    files = meta_files(spec)
    assert sorted(files) == ["tool-call.json", "tool-call.machine.json"]
    meta = json.loads(files["tool-call.json"])
    assert errors(Draft202012Validator(schema("component-meta.schema.json")), meta) == []
    assert meta["$schema"] == "../schema/component-meta.schema.json"
    assert json.loads(files["tool-call.machine.json"]) == meta["machine"]
    assert [a["part"] for a in meta["anatomy"]] == [r["part"] for r in card_reference("anatomy")]
    assert [(r["part"], r["attribute"], r["value"]) for r in meta["dataAttributes"]] == [
        (r["part"], r["attribute"], r["value"]) for r in card_reference("data-attributes")]
    assert meta["anatomy"][0]["attributes"]["data-loading"] == []
    assert meta_files(spec) == files  # byte-identical on a second run


def test_meta_key_order_is_stable(spec):
    meta = component_meta(spec)
    assert list(meta)[:6] == ["$schema", "schemaVersion", "name", "title", "status", "description"]
    assert list(meta)[-1] == "machine"


def test_meta_schema_is_strict(spec):
    meta = component_meta(spec)
    meta["props"][0]["defualt"] = 1
    meta["extra"] = True
    got = errors(Draft202012Validator(schema("component-meta.schema.json")), meta)
    assert len(got) == 2 and all("Additional properties" in g for g in got)


def test_vscode_html_data(spec):
    data = html_custom_data([spec])
    assert errors(vendored("html-data.schema.json"), data) == []
    sets = {s["name"]: [v["name"] for v in s["values"]] for s in data["valueSets"]}
    attrs = {a["name"]: a for a in data["globalAttributes"]}
    assert list(attrs)[:2] == ["data-scope", "data-part"]
    assert sets[attrs["data-scope"]["valueSet"]] == ["tool-call"]
    assert sets[attrs["data-part"]["valueSet"]] == [r["part"] for r in card_reference("anatomy")]
    assert sets[attrs["data-state"]["valueSet"]] == ["open", "closed"] + [r["phase"] for r in reference("phases")]
    assert attrs["data-loading"]["valueSet"] == "v"  # VS Code's valueless set
    assert sets[attrs["data-xh-action-profile"]["valueSet"]] == ["disclosure-trigger"]
    data_attrs = {r["attribute"] for r in reference("data-attributes")}
    assert set(attrs) == data_attrs | {"data-scope", "data-part"}
    assert "**tool-call** `duration`: Present while the call runs" in attrs["data-loading"]["description"]["value"]
    for a in attrs.values():  # every referenced value set exists
        assert a.get("valueSet") in (None, "v") or a["valueSet"] in sets


def test_vscode_css_data(spec):
    data = css_custom_data([spec], [("--xh-bg-surface", "Card surface colour.")])
    assert errors(vendored("css-data.schema.json"), data) == []
    names = [p["name"] for p in data["properties"]]
    assert names == sorted([r["variable"] for r in reference("css-variables")] + ["--xh-bg-surface"])
    desc = {p["name"]: p["description"] for p in data["properties"]}
    assert desc["--xh-tool-call-bg"] == spec.slot_description("--xh-tool-call-bg") + " (tool-call override slot)"


def test_vscode_merge_of_two_components(spec, other):
    files = vscode_files([spec, other], [("--xh-fg-default", "Default text colour.")])
    assert sorted(files) == ["README.md", "xh.css-data.json", "xh.html-data.json"]
    html, css = json.loads(files["xh.html-data.json"]), json.loads(files["xh.css-data.json"])
    assert errors(vendored("html-data.schema.json"), html) == [] and errors(vendored("css-data.schema.json"), css) == []
    sets = {s["name"]: [v["name"] for v in s["values"]] for s in html["valueSets"]}
    assert sets["skinwright-data-scope"] == ["tool-call", "tool-log"]
    assert "summary" in sets["skinwright-data-part"] and "sumary" in sets["skinwright-data-part"]
    assert len(css["properties"]) == 81
    assert '"html.customData": ["./dist/vscode/xh.html-data.json"]' in files["README.md"]
    assert '"css.customData": ["./dist/vscode/xh.css-data.json"]' in files["README.md"]
