"""``exclude`` and ``exclude-files``: what a team keeps out of the web build (Terrazzo's CSS plugin's ``exclude``).

Shaped like the public sets that need it: Adobe Spectrum's one Android-only
token (``android-elevation: 2dp``), and ``@primer/primitives``' ``src/tokens``
folder, which holds two maps that are not tokens (``removed.json``, the
names of removed tokens; ``fallback/color-fallbacks.json``, CSS fallbacks).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skinwright.build import build
from skinwright.config import load_config
from skinwright.diagnostics import SkinwrightError
from skinwright.lint import lint

from .test_real_sets import write

SCHEMA = "https://opensource.adobe.com/spectrum-tokens/schemas/token-types/"


def project(root: Path, files: dict[str, object], tokens: str, extra: str = "") -> Path:
    root = write(root, files, tokens)
    with (root / "pyproject.toml").open("a") as f:
        f.write(extra)
    return root


def css_of(result) -> str:
    return next(text for rel, text in result.files.items() if rel.endswith("css/tokens.css"))


SPECTRUM = {"tokens/layout.json": {
    "android-elevation": {"$schema": SCHEMA + "dimension.json", "value": "2dp", "uuid": "1"},
    "corner-radius-100": {"$schema": SCHEMA + "dimension.json", "value": "4px", "uuid": "2"},
    "spacing-100": {"$schema": SCHEMA + "dimension.json", "value": "8px", "uuid": "3"},
}}


def test_a_platform_unit_is_an_error_whose_hint_gives_the_exclude_line(tmp_path):
    result = build(load_config(project(tmp_path, SPECTRUM, "tokens")))
    [error] = [d for d in result.diagnostics if d.severity == "error"]
    assert (error.code, str(error.position)) == ("core/platform-unit", "tokens/layout.json:4:14")
    assert error.hint.startswith("write {value: 2, unit: px}: one Android dp is one CSS px")
    assert error.hint.endswith('keep it out of the CSS with exclude = ["android-elevation"] in [tool.skinwright] '
                               "(pyproject.toml)")
    assert not result.ok


@pytest.mark.parametrize("pattern", ["android-elevation", "android-*", "*elevation"])
def test_an_excluded_token_is_left_out_of_every_output(tmp_path, pattern):
    """With the hint's line added the set builds: the Android token is in no output, the others are as before."""
    result = build(load_config(project(tmp_path, SPECTRUM, "tokens", f'exclude = ["{pattern}"]\n')))
    assert [d.format() for d in result.diagnostics if d.severity == "error"] == []
    assert result.token_set.default.values == {"corner-radius-100": {"value": 4, "unit": "px"},
                                               "spacing-100": {"value": 8, "unit": "px"}}
    css = css_of(result)
    assert "--xh-corner-radius-100: 4px;" in css and "--xh-spacing-100: 8px;" in css and "android" not in css
    dtcg = json.loads(next(text for rel, text in result.files.items() if rel.endswith("tokens.json")))
    assert "android-elevation" not in json.dumps(dtcg) and "corner-radius-100" in json.dumps(dtcg)


def test_globs_on_ids_match_dots_as_terrazzo_does(tmp_path):
    files = {"tokens/t.json": {
        "size": {"$type": "dimension", "android": {"touch": {"$value": "48dp"}}, "web": {"touch": {"$value": "44px"}}},
        "android-ripple": {"$type": "number", "$value": 0.1},
        "ripple": {"$type": "number", "$value": 0.2}}}
    result = build(load_config(project(tmp_path, files, "tokens", 'exclude = ["*.android.*", "android-?ipple"]\n')))
    assert result.ok
    assert sorted(result.token_set.default.values) == ["ripple", "size.web.touch"]


def test_an_alias_to_an_excluded_token_is_an_error_naming_the_exclusion(tmp_path):
    files = {**SPECTRUM, "tokens/card.json": {"card-elevation": {"$type": "dimension",
                                                                 "$value": "{android-elevation}"}}}
    result = build(load_config(project(tmp_path, files, "tokens", 'exclude = ["android-*"]\n')))
    [error] = [d for d in result.diagnostics if d.severity == "error"]
    assert error.code == "core/unknown-alias" and str(error.position) == "tokens/card.json:4:15"
    assert error.message == "'{android-elevation}' names a token that exclude = [\"android-*\"] leaves out of the set"
    assert error.hint == ("exclude 'card-elevation' too (add \"card-elevation\" to exclude in [tool.skinwright]), "
                          "or take \"android-*\" out of exclude")


PRIMER = {
    "src/tokens/base/size.json5": "{\n  base: {size: {'4': {$value: {value: 4, unit: 'px'}, $type: 'dimension'}}},\n}\n",
    "src/tokens/functional/space.json5": "{\n  stack: {gap: {$value: '{base.size.4}', $type: 'dimension'}},\n}\n",
    "src/tokens/removed.json": {"auto.black": None, "auto.white": None, "color.scale.blue.0": "base.color.blue.0"},
    "src/tokens/fallback/color-fallbacks.json": {"--topicTag-borderColor": "var(--color-topic-tag-border)",
                                                 "--page-header-bgColor": "var(--color-page-header-bg)"},
}


def test_a_file_of_plain_values_is_one_error_that_names_exclude_files(tmp_path):
    """Primer's two maps are not tokens: one error each (not one per member), whose hint gives the line to add."""
    result = build(load_config(project(tmp_path, PRIMER, "src/tokens")))
    errors = sorted((str(d.position), d.message, d.hint) for d in result.diagnostics if d.severity == "error")
    assert errors == [
        ("src/tokens/fallback/color-fallbacks.json:2:3", "src/tokens/fallback/color-fallbacks.json holds no tokens: "
         "its 2 members are plain values, not tokens or groups",
         'a token is an object with $value; if this file is not tokens, leave it out: exclude-files = '
         '["color-fallbacks.json"] in [tool.skinwright] when it sits in a tokens folder, or take it out of the '
         "resolver's sources"),
        ("src/tokens/removed.json:2:3", "src/tokens/removed.json holds no tokens: its 3 members are plain values, "
         "not tokens or groups",
         'a token is an object with $value; if this file is not tokens, leave it out: exclude-files = '
         '["removed.json"] in [tool.skinwright] when it sits in a tokens folder, or take it out of the '
         "resolver's sources")]


@pytest.mark.parametrize("patterns", ['["removed.json", "fallback/"]', '["**/removed.json", "**/fallback/**"]'])
def test_excluded_files_of_a_tokens_folder_are_not_read(tmp_path, patterns):
    root = project(tmp_path, PRIMER, "src/tokens", f"exclude-files = {patterns}\n")
    result = build(load_config(root))
    assert [d.format() for d in result.diagnostics if d.severity in ("error", "warning")] == []
    assert result.token_set.default.values == {"base.size.4": {"value": 4, "unit": "px"},
                                               "stack.gap": {"value": 4, "unit": "px"}}
    assert sorted(d.path for d in result.token_set.resolver.documents) == [
        "src/tokens/base/size.json5", "src/tokens/functional/space.json5"]
    found = lint(load_config(root)).diagnostics
    assert not [d for d in found if "removed" in d.message or "fallback" in d.message]  # no note, no orphan


def test_an_excluded_file_beside_a_resolver_is_no_orphan(tmp_path):
    files = {"tokens/base.json": {"a": {"$type": "number", "$value": 1}},
             "tokens/removed.json": {"old.a": None},
             "tokens/t.resolver.json": {"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "base.json"}]}},
                                        "resolutionOrder": [{"$ref": "#/sets/s"}]}}
    files["tokens/fallback/colors.json"] = {"--fg": "var(--fg-default, #000)", "--bg": "#fff"}
    files["tokens/new.json"] = {"b": {"$type": "number", "$value": 2}}
    root = project(tmp_path, files, "tokens/t.resolver.json")
    # A file with nothing shaped like a token (Primer's removed.json and CSS fallbacks) gets the exclude-files
    # line to add; a token file the resolver forgot gets the $ref to add.
    assert [(d.message, d.hint) for d in lint(load_config(root)).diagnostics if d.code == "core/orphan-file"] == [
        ("tokens/fallback/colors.json is not a source of the resolver",
         'it holds no tokens (nothing has $value): if it is not a token file, leave it out with exclude-files = '
         '["fallback/colors.json"] in [tool.skinwright]; else add {$ref: fallback/colors.json} to a set or a '
         "modifier context"),
        ("tokens/new.json is not a source of the resolver",
         "add {$ref: new.json} to a set or a modifier context, or delete the file"),
        ("tokens/removed.json is not a source of the resolver",
         'it holds no tokens (nothing has $value): if it is not a token file, leave it out with exclude-files = '
         '["removed.json"] in [tool.skinwright]; else add {$ref: removed.json} to a set or a modifier context')]
    from skinwright.tokens.parse import holds_tokens

    assert [holds_tokens(v) for v in ({"a": {"value": 1}}, [{"x": [{"$value": 0}]}], {"a": "b"}, {"a": None}, [],
                                      "x")] == [True, True, False, False, False, False]
    (root / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "tokens/t.resolver.json"\nout-dir = "dist"\n'
                                         'exclude-files = ["removed.json", "fallback/", "new.json"]\n')
    assert [d for d in lint(load_config(root)).diagnostics if d.code == "core/orphan-file"] == []


@pytest.mark.parametrize("line, message", [
    ('exclude = "android-*"', "exclude must be a list of glob strings, not 'android-*'"),
    ('exclude = ["a", 3]', "exclude must be a list of glob strings, not ['a', 3]"),
    ('exclude-files = [""]', "exclude-files must be a list of glob strings, not ['']"),
    ('exclude-files = ["\\\\"]', "exclude-files: '\\\\' is not a .gitignore pattern"),
])
def test_a_bad_exclude_setting_is_a_config_error_at_its_line(tmp_path, line, message):
    (tmp_path / "tokens").mkdir()
    (tmp_path / "pyproject.toml").write_text(f"[tool.skinwright]\n{line}\n")
    with pytest.raises(SkinwrightError) as info:
        load_config(tmp_path)
    [d] = info.value.diagnostics
    assert d.code == "config/invalid" and d.message.startswith(message) and d.position.line == 2
    assert d.hint.startswith("for example exclude")
