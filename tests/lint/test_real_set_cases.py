"""Faults public design systems' token sets showed, each as a small project shaped like the case.

The cases (``shared/cases/real-token-sets``): HSL/HWB components on the
0–100 scale for contrast and gamut, required modes judged by what a
context's sources define, font sizes in relative units, a file in a set the
resolution order never uses, a CSS font stack in one string, and ``.json5``
files in a token folder.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from click.testing import CliRunner

from skinwright.cli import cli
from skinwright.config import load_config
from skinwright.lint import lint


def project(tmp_path: Path, files: dict[str, object], tokens: str) -> Path:
    (tmp_path / "pyproject.toml").write_text(f'[tool.skinwright]\nprefix = "sw"\ntokens = "{tokens}"\nout-dir = "dist"\n')
    for rel, data in files.items():
        p = tmp_path / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return tmp_path


def findings(root: Path, code: str) -> list[str]:
    return [f"{d.position.file}:{d.position.line} {d.severity} {d.message}"
            for d in lint(load_config(root)).diagnostics if d.code == code]


def tokens_css(root: Path) -> str:
    result = CliRunner().invoke(cli, ["-C", str(root), "build", "-q"])
    assert result.exit_code == 0, result.output
    return (root / "dist/css/tokens.css").read_text()


def against(bg: str) -> dict:
    return {"org.skinwright.contrast": {"against": [bg]}}


def test_hsl_and_hwb_components_are_0_to_100_for_contrast_and_gamut(tmp_path):
    root = project(tmp_path, {"tokens/t.tokens.json": {
        "$type": "color",
        "bg": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
        "grey-hsl": {"$value": {"colorSpace": "hsl", "components": [0, 0, 50]}, "$extensions": against("bg")},
        "grey-srgb": {"$value": {"colorSpace": "srgb", "components": [0.5, 0.5, 0.5]}, "$extensions": against("bg")},
        "blue-hwb": {"$value": {"colorSpace": "hwb", "components": [240, 30, 30]}, "$extensions": against("bg")},
    }}, "tokens/t.tokens.json")
    # the hsl grey is the srgb grey: both fail at 3.98:1, neither is out of gamut; the hwb blue passes at 6.99:1
    assert findings(root, "a11y/min-contrast") == [
        "tokens/t.tokens.json:1 error grey-hsl on bg is 3.98:1 in default; text needs 4.5:1 (AA)",
        "tokens/t.tokens.json:1 error grey-srgb on bg is 3.98:1 in default; text needs 4.5:1 (AA)"]
    assert findings(root, "core/max-gamut") == []
    from skinwright.tokens.colour import contrast

    blue = {"colorSpace": "hwb", "components": [240, 30, 30]}
    assert round(contrast(blue, {"colorSpace": "srgb", "components": [1, 1, 1]}), 2) == 6.99


def test_required_modes_go_by_what_a_contexts_sources_define(tmp_path):
    gray = {"$value": {"colorSpace": "srgb", "components": [0.9, 0.9, 0.9]}}
    root = project(tmp_path, {
        "tokens/light.tokens.json": {"$type": "color", "gray": gray, "bg": {"$value": "{gray}"}},
        "tokens/hc.tokens.json": {"$type": "color", "fg": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}},
        "tokens/r.resolver.json": {"version": "2025.10", "modifiers": {"theme": {"default": "light", "contexts": {
            "light": [{"$ref": "light.tokens.json"}],
            "hc": [{"$ref": "light.tokens.json"}, {"$ref": "hc.tokens.json"}]}}},
            "resolutionOrder": [{"$ref": "#/modifiers/theme"}]},
    }, "tokens/r.resolver.json")
    assert findings(root, "core/required-modes") == []
    # a context whose sources leave the alias out still gets the error
    (root / "tokens/r.resolver.json").write_text(json.dumps({"version": "2025.10", "modifiers": {"theme": {
        "default": "light", "contexts": {"light": [{"$ref": "light.tokens.json"}], "hc": [{"$ref": "hc.tokens.json"}]}}},
        "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}))
    assert findings(root, "core/required-modes") == ["tokens/light.tokens.json:1 error 'bg' has no theme: hc value"]


def test_required_modes_says_how_to_make_it_a_warning_and_that_line_works(tmp_path, monkeypatch):
    """An imported set that leaves a context to the default's value: the error's hint gives the line that
    makes the rule a warning; with it, `skinwright lint` keeps the finding and exits 0."""
    gray = {"$value": {"colorSpace": "srgb", "components": [0.9, 0.9, 0.9]}}
    root = project(tmp_path, {
        "tokens/light.tokens.json": {"$type": "color", "gray": gray, "bg": {"$value": "{gray}"}},
        "tokens/hc.tokens.json": {"$type": "color", "fg": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}},
        "tokens/r.resolver.json": {"version": "2025.10", "modifiers": {"theme": {"default": "light", "contexts": {
            "light": [{"$ref": "light.tokens.json"}], "hc": [{"$ref": "hc.tokens.json"}]}}},
            "resolutionOrder": [{"$ref": "#/modifiers/theme"}]},
    }, "tokens/r.resolver.json")
    [found] = [d for d in lint(load_config(root)).diagnostics if d.code == "core/required-modes"]
    assert (found.severity, found.hint) == ("error", "define 'bg' in the sources of theme: hc, even when the value "
                                            'stays the same; for a set you import as it is, make the rule a warning: '
                                            '"core/required-modes" = "warn" under [tool.skinwright.lint.rules] in '
                                            "pyproject.toml")
    line = re.search(r'"core/required-modes" = "warn"', found.hint).group(0)
    with (root / "pyproject.toml").open("a") as f:
        f.write(f"[tool.skinwright.lint.rules]\n{line}\n")
    [found] = [d for d in lint(load_config(root)).diagnostics if d.code == "core/required-modes"]
    assert found.severity == "warning"
    monkeypatch.chdir(root)
    done = CliRunner().invoke(cli, ["lint"])
    assert done.exit_code == 0 and "warning core/required-modes 'bg' has no theme: hc value" in done.output


def test_min_font_size_judges_em_against_the_root_and_says_so(tmp_path):
    root = project(tmp_path, {"tokens/t.tokens.json": {"font-size": {
        "$type": "dimension",
        "rem": {"$value": {"value": 0.5, "unit": "rem"}},
        "em": {"$value": {"value": 2, "unit": "em"}},
        "small-em": {"$value": {"value": 0.5, "unit": "em"}},
        "pct": {"$value": {"value": 60, "unit": "%"}},
        "vw": {"$value": {"value": 1, "unit": "vw"}}}}}, "tokens/t.tokens.json")
    assert findings(root, "a11y/min-font-size") == [
        "tokens/t.tokens.json:1 warning 'font-size.rem' is 8px; the minimum is 12px",
        "tokens/t.tokens.json:1 warning 'font-size.small-em' is 0.5em, 8px against a 16px root; the minimum is 12px",
        "tokens/t.tokens.json:1 warning 'font-size.pct' is 60%, 9.6px against a 16px root; the minimum is 12px"]


def test_a_file_in_a_set_the_resolution_order_never_uses(tmp_path):
    size = {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}
    root = project(tmp_path, {
        "tokens/a.tokens.json": {"size": size}, "tokens/b.tokens.json": {"gap": size},
        "tokens/c.tokens.json": {"pad": size},
        "tokens/r.resolver.json": {"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "a.tokens.json"}]},
                                                                  "b": {"sources": [{"$ref": "b.tokens.json"}]}},
                                   "resolutionOrder": [{"$ref": "#/sets/a"}]},
        "tokens/other.resolver.json": {"version": "2025.10", "sets": {"c": {"sources": [{"$ref": "c.tokens.json"}]}},
                                       "resolutionOrder": [{"$ref": "#/sets/c"}]},
    }, "tokens/r.resolver.json")
    diags = [d for d in lint(load_config(root)).diagnostics if d.code == "core/orphan-file"]
    # another resolver over the folder is not a token file; c is read by no set at all
    assert [(d.message, d.hint) for d in diags] == [
        ("tokens/b.tokens.json is a source of the set 'b', which resolutionOrder never uses",
         "add {$ref: '#/sets/b'} to resolutionOrder, or remove the set"),
        ("tokens/c.tokens.json is not a source of the resolver",
         "add {$ref: c.tokens.json} to a set or a modifier context, or delete the file")]


def test_a_font_stack_in_one_string_is_the_list_it_means(tmp_path):
    root = project(tmp_path, {"tokens/t.tokens.json": {
        "mono": {"$type": "fontFamily", "$value": "'IBM Plex Mono', Menlo, monospace"}}}, "tokens/t.tokens.json")
    [warning] = [d for d in lint(load_config(root)).diagnostics if d.code == "core/legacy-value"]
    assert warning.severity == "warning" and warning.hint == 'DTCG 2025.10: ["IBM Plex Mono", "Menlo", "monospace"]'
    assert '  --sw-mono: "IBM Plex Mono", Menlo, monospace;\n' in tokens_css(root)


def test_json5_in_a_token_folder_is_read_and_no_file_is_skipped_in_silence(tmp_path):
    root = project(tmp_path, {
        "tokens/color.tokens.json": {"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}},
        "tokens/size.json5": "{ space: { $type: 'dimension', $value: { value: 4, unit: 'px' } }, }",
        "tokens/broken.json5": "{ a: 1 b: 2 }",
        "tokens/notes.txt": "colour decisions, 2024",
        "tokens/.DS_Store": "",
    }, "tokens")
    result = lint(load_config(root)).diagnostics
    assert [d.format().split("\n")[0] for d in result if d.code in ("core/json-syntax", "core/orphan-file")] == [
        "tokens/broken.json5:1:8: error core/json-syntax expected ',' or '}', found a name",
        "tokens/notes.txt:1:1: info core/orphan-file tokens/notes.txt is not read: not a token file"]
    (root / "tokens/broken.json5").unlink()
    css = tokens_css(root)
    assert "  --sw-space: 4px;\n" in css and "  --sw-bg: #ffffff;\n" in css
    [space] = [d for d in lint(load_config(root)).diagnostics if "'space'" in d.message]
    assert re.match(r"tokens/size\.json5:1:3$", str(space.position))
