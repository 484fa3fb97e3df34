"""The surface record: what it holds for this repository, and that every way of computing it agrees."""

from __future__ import annotations

import json

import pytest
from jsonschema import Draft202012Validator

from skinwright.build import build
from skinwright.config import load_config
from skinwright.lint import lint
from skinwright.lint.context import LintContext
from skinwright.schemas import schema
from skinwright.surface.check import current_surface
from skinwright.surface.record import NotASurface, dist_files, surface_from_files

from .conftest import ROOT


@pytest.fixture(scope="module")
def repo_build():
    config = load_config(ROOT)
    config.baseline = None  # no git history needed here
    result = build(config)
    assert result.ok, [d.format() for d in result.diagnostics if d.severity == "error"]
    return config, result, dist_files(result.files, config.rel(config.out_dir))


def test_the_record_validates_against_its_published_schema(repo_build):
    _, _, files = repo_build
    record = json.loads(files["surface.json"])
    assert [e.message for e in Draft202012Validator(schema("surface.schema.json")).iter_errors(record)] == []
    assert record["$schema"] == "schema/surface.schema.json"
    assert "schema/surface.schema.json" in files and "schema/changes.schema.json" in files


def test_tokens_and_their_custom_properties(repo_build):
    _, result, files = repo_build
    record = json.loads(files["surface.json"])
    ts = result.token_set
    assert set(record["tokens"]) == {tid for tid in ts.tokens if tid in ts.default.values}
    canvas = record["tokens"]["bg.canvas"]
    assert canvas["type"] == "color" and canvas["property"] == "--xh-bg-canvas"
    assert canvas["alias"] == "color.neutral.25"
    assert canvas["value"]["hex"] == ts.default.values["bg.canvas"]["hex"]
    assert canvas["modes"]["theme"]["dark"] == ts.resolve({"theme": "dark"}).values["bg.canvas"]
    props = record["properties"]
    # a composite's members are public too; the mode toggles are private helpers
    assert props["--xh-typography-caption-font-size"] == {"token": "typography.caption"}
    assert props["--xh-typography-caption"] == {"token": "typography.caption"}
    assert not [p for p in props if p.startswith("--xh-_")]
    assert props["--xh-tool-call-bg"] == {"component": "tool-call"}
    declared = {line.split(":")[0].strip() for line in files["css/tokens.css"].splitlines()
                if line.startswith("  --xh-") and not line.startswith("  --xh-_")}
    assert {p for p, owner in props.items() if "token" in owner} == declared


def test_modes_keyframes_and_layers(repo_build):
    _, _, files = repo_build
    record = json.loads(files["surface.json"])
    assert record["modes"]["theme"] == {"default": "light", "contexts": {
        "light": {"selector": '[data-theme="light"]'},
        "dark": {"selector": '[data-theme="dark"]', "media": "(prefers-color-scheme: dark)"}}}
    assert sorted(record["modes"]) == ["contrast", "density", "theme"]
    assert record["layers"] == ["xihan.components", "xihan.motion", "xihan.overrides"]
    assert record["keyframes"]["xh-disclosure-expand"] == "css/family/motion.css"
    assert record["keyframes"]["xh-tool-call-shimmer"] == "css/tool-call.css"


def test_a_component(repo_build):
    _, result, files = repo_build
    card = json.loads(files["surface.json"])["components"]["tool-call"]
    spec = next(c.spec for c in result.components if c.spec.name == "tool-call")
    assert list(card["parts"]) == list(spec.part_names)
    assert card["parts"]["root"]["attributes"]["data-size"] == ["sm", "md", "lg"]
    assert card["parts"]["root"]["attributes"]["data-loading"] == []
    assert card["parts"]["status"]["attributes"]["data-state"] == [p.name for p in spec.phases]
    assert card["events"]["open-change"]["fields"]["source"] == {"type": "'user' | 'auto' | 'api'",
                                                                 "values": ["user", "auto", "api"]}
    assert list(card["phases"]) == [p.name for p in spec.phases]
    assert card["phases"]["output-error"] == {"running": False, "settled": True, "errored": True}
    assert card["variants"] == ["outline", "subtle", "ghost"]
    assert set(card["slots"]) == set(spec.slot_names)
    assert card["slots"]["--xh-tool-call-bg"]["defaults"] == ["--xh-bg-subtle", "--xh-bg-surface"]
    assert "componentSlots" not in card  # Vue scoped slots that nothing shipped
    assert card["translations"]["statusText"] == {"placeholders": ["label", "status"]}
    assert card["api"]["setOpen"] == {"type": "(next: boolean) => void"}
    assert card["keyframes"] == ["xh-disclosure-collapse", "xh-disclosure-expand", "xh-tool-call-enter",
                                 "xh-tool-call-shimmer"]
    assert card["layers"] == ["xihan.components", "xihan.motion", "xihan.overrides"]


def test_a_dist_folder_from_before_surface_records_gives_the_same_record(repo_build):
    """An older dist/ has no surface.json: the record is recomputed from tokens.json, tokens.css, meta/ and css/."""
    _, _, files = repo_build
    older = {p: v for p, v in files.items() if p != "surface.json"}
    assert surface_from_files(older) == json.loads(files["surface.json"])


def test_lint_computes_the_record_the_build_writes(repo_build):
    config, _, files = repo_build
    from skinwright.diagnostics import Report
    from skinwright.lint.components import load_components
    from skinwright.project import load_project

    ctx = LintContext(config)
    report = Report()
    project = load_project(config)
    ctx.tokens = project.load_tokens(report)
    load_components(project, ctx, report)
    assert current_surface(config, ctx.tokens, ctx.components, ctx.family_css) == json.loads(files["surface.json"])


def test_not_a_dist_folder():
    with pytest.raises(NotASurface, match="not the output folder of a skinwright build"):
        surface_from_files({"index.html": "<p>"})
    with pytest.raises(NotASurface, match="tokens.json is not valid JSON"):
        surface_from_files({"tokens.json": "{"})


def test_the_repository_lints_clean_against_itself():
    from skinwright.surface.baseline import Baseline

    config = load_config(ROOT)
    plain = load_config(ROOT)
    plain.baseline = None
    record = surface_from_files(dist_files(build(plain).files, "dist"))
    result = lint(config, against=Baseline("self", "itself", record))
    assert [d.format() for d in result.diagnostics if d.code.startswith("surface/")] == []


def test_a_build_records_each_token_as_its_tokens_json_node_says(write):
    """The build makes its token entries from the resolution; read back from tokens.json they are the same."""
    root = write({
        "pyproject.toml": '[tool.skinwright]\ntokens = "set.resolver.json"\nout-dir = "out"\n',
        "set.resolver.json": json.dumps({
            "name": "t", "version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
            "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}, "default": "light"}},
            "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}),
        "base.json": json.dumps({
            "fg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
            "ink": {"$value": "{fg}", "$deprecated": "use fg",
                    "$extensions": {"org.skinwright.renamed-from": "pen", "com.example": {"k": 1}}},
            "gap": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}, "$description": "a gap",
                    "$extensions": {"org.skinwright.renamed-from": ["space", "spacing"]}},
            "odd": {"$type": "dimension", "$value": {"value": 1, "unit": "px"},
                    "$extensions": {"org.skinwright.renamed-from": [1]}}}),
        "dark.json": json.dumps({"fg": {"$type": "color", "$value": {"colorSpace": "srgb",
                                                                    "components": [1, 1, 1]}}}),
    })
    result = build(load_config(root))
    assert result.ok, [d.format() for d in result.diagnostics]
    files = dist_files(result.files, "out")
    record = json.loads(files["surface.json"])
    assert record["tokens"]["ink"] == {"type": "color", "property": "--xh-ink", "value": {
        "colorSpace": "srgb", "components": [0, 0, 0]}, "modes": {"theme": {"dark": {
            "colorSpace": "srgb", "components": [1, 1, 1]}}}, "alias": "fg", "deprecated": "use fg",
        "renamedFrom": ["pen"]}
    assert record["tokens"]["gap"]["renamedFrom"] == ["space", "spacing"]
    assert "renamedFrom" not in record["tokens"]["odd"]
    assert surface_from_files({p: v for p, v in files.items() if p != "surface.json"})["tokens"] == record["tokens"]
