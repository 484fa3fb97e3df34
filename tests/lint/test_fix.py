"""``skinwright lint --fix``: legacy forms rewritten in place, by span, with comments and layout kept.

Each test writes a small project, runs the fix, and checks the exact new
text, that lint then finds nothing fixable, and that ``tokens.css`` is byte
for byte the one the old sources gave.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

from click.testing import CliRunner

from skinwright.cli import cli
from skinwright.config import load_config
from skinwright.lint import lint
from skinwright.lint.fix import fix_project, fixable, write_fixes


def project(tmp_path: Path, files: dict[str, str], tokens: str) -> Path:
    tmp_path.mkdir(parents=True, exist_ok=True)
    (tmp_path / "pyproject.toml").write_text(f'[tool.skinwright]\ntokens = "{tokens}"\nout-dir = "dist"\n')
    for rel, text in files.items():
        p = tmp_path / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return tmp_path


def build_css(root: Path) -> str:
    result = CliRunner().invoke(cli, ["-C", str(root), "build", "-q"])
    assert result.exit_code == 0, result.output
    return (root / "dist" / "css" / "tokens.css").read_text()


def fix(root: Path) -> dict[str, str]:
    """Run the fix like the CLI does; return the new text of every file it wrote."""
    config = load_config(root)
    result = fix_project(config)
    assert not [n for n in result.notes if n.severity != "info"], [n.format() for n in result.notes]
    written = write_fixes(config, result)
    return {rel: (root / rel).read_text(encoding="utf-8") for rel in written}


def test_yaml_keeps_comments_order_and_layout(tmp_path):
    root = project(tmp_path, {"tokens/base.yaml": """
        # Brand colours, from the design file
        color:
          primary:
            value: "#0969da"   # GitHub blue
            type: color   # Tokens Studio wrote this
            description: links and buttons
          muted: {value: "rgb(101 109 118)"}
        space:
          $type: sizing
          sm: {$value: 4}     # px
          md:
            $value: 8px
    """}, "tokens")
    before = build_css(root)
    assert fix(root) == {"tokens/base.yaml": textwrap.dedent('''\
        # Brand colours, from the design file
        color:
          primary:
            $value: {colorSpace: srgb, components: [0.0353, 0.4118, 0.8549], hex: "#0969da"}   # GitHub blue
            $type: color   # Tokens Studio wrote this
            $description: links and buttons
          muted: {$type: color, $value: {colorSpace: srgb, components: [0.3961, 0.4275, 0.4627], hex: "#656d76"}}
        space:
          $type: dimension
          sm: {$value: {value: 4, unit: px}}     # px
          md:
            $value: {value: 8, unit: px}
        ''')}
    assert build_css(root) == before
    assert fixable(lint(load_config(root)).diagnostics) == []


def test_json_and_json5_are_written_in_their_own_syntax(tmp_path):
    root = project(tmp_path, {
        "tokens/a.json": '{\n  "ease": {"$type": "cubicBezier", "$value": "ease-in-out"},\n'
                         '  "mono": {"$type": "fontFamily", "$value": "\'IBM Plex Mono\', monospace"}\n}\n',
        "tokens/b.json5": "{\n  // durations\n  fast: { $type: 'duration', $value: '120ms', },\n"
                          "  slide: { $type: 'transition', $value: { duration: '{fast}', timingFunction: '{ease}' } },\n}\n",
    }, "tokens")
    before = build_css(root)
    assert fix(root) == {
        "tokens/a.json": '{\n  "ease": {"$type": "cubicBezier", "$value": [0.42, 0, 0.58, 1]},\n'
                         '  "mono": {"$type": "fontFamily", "$value": ["IBM Plex Mono", "monospace"]}\n}\n',
        "tokens/b.json5": "{\n  // durations\n  fast: { $type: 'duration', $value: { value: 120, unit: 'ms' }, },\n"
                          "  slide: { $type: 'transition', $value: { duration: '{fast}', timingFunction: '{ease}', "
                          "delay: { value: 0, unit: 'ms' } } },\n}\n",
    }
    assert build_css(root) == before
    assert fixable(lint(load_config(root)).diagnostics) == []


def test_style_dictionary_metadata_and_keys(tmp_path):
    root = project(tmp_path, {"tokens/built.json": """
        {
          "size": {
            "sm": {
              "value": "4px",
              "type": "dimension",
              "filePath": "tokens/size.json",
              "isSource": true,
              "original": {"value": "4px"},
              "name": "size-sm"
            },
            "md": {"$value": "{size.sm}", "attributes": {"category": "size"}}
          }
        }
    """}, "tokens")
    before = build_css(root)
    assert fix(root)["tokens/built.json"] == textwrap.dedent("""\
        {
          "size": {
            "sm": {
              "$value": {"value": 4, "unit": "px"},
              "$type": "dimension"
            },
            "md": {"$value": "{size.sm}"}
          }
        }
    """)
    assert build_css(root) == before


def test_files_outside_the_project_or_in_node_modules_are_never_rewritten(tmp_path):
    outside = tmp_path / "shared.tokens.json"
    outside.write_text('{"gap": {"$type": "dimension", "$value": "4px"}}\n')
    root = project(tmp_path / "app", {
        "node_modules/kit/kit.tokens.json": '{"pad": {"$type": "dimension", "$value": "8px"}}\n',
        "tokens/own.tokens.json": '{"own": {"$type": "dimension", "$value": "2px"}}\n',
        "tokens/r.resolver.json": '{"version": "2025.10", "sets": {"all": {"sources": [{"$ref": "../../shared.tokens.json"}, '
                                  '{"$ref": "../node_modules/kit/kit.tokens.json"}, {"$ref": "own.tokens.json"}]}}, '
                                  '"resolutionOrder": [{"$ref": "#/sets/all"}]}\n',
    }, "tokens/r.resolver.json")
    with (root / "pyproject.toml").open("a") as fh:  # reading outside the project is allowed only where configured
        fh.write('[tool.skinwright.limits]\nread-outside = [".."]\n')
    config = load_config(root)
    result = fix_project(config)
    assert sorted(result.changes) == ["tokens/own.tokens.json"]
    assert sorted(n.message for n in result.notes) == [
        "../shared.tokens.json is not rewritten: it is outside the project",
        "node_modules/kit/kit.tokens.json is not rewritten: it is in node_modules"]
    write_fixes(config, result)
    assert outside.read_text() == '{"gap": {"$type": "dimension", "$value": "4px"}}\n'
    assert "8px" in (root / "node_modules/kit/kit.tokens.json").read_text()


def test_dry_run_prints_a_unified_diff_and_writes_nothing(tmp_path):
    root = project(tmp_path, {"tokens/t.yaml": "gap:\n  $type: dimension\n  $value: 4px\n"}, "tokens")
    result = CliRunner().invoke(cli, ["-C", str(root), "lint", "--fix", "--dry-run"])
    assert result.exit_code == 0, result.stderr
    assert result.stdout == ("--- a/tokens/t.yaml\n+++ b/tokens/t.yaml\n@@ -1,3 +1,3 @@\n gap:\n   $type: dimension\n"
                             "-  $value: 4px\n+  $value: {value: 4, unit: px}\n")
    assert "would fix 1 problem in 1 file; nothing was written" in result.stderr
    assert (root / "tokens/t.yaml").read_text() == "gap:\n  $type: dimension\n  $value: 4px\n"
    done = CliRunner().invoke(cli, ["-C", str(root), "lint", "--fix"])
    assert done.exit_code == 0 and "fixed 1 problem in 1 file" in done.stderr
    assert (root / "tokens/t.yaml").read_text() == "gap:\n  $type: dimension\n  $value: {value: 4, unit: px}\n"


def test_a_key_written_twice_with_the_same_value_is_one_reading_and_the_fix_drops_the_second(tmp_path):
    root = project(tmp_path, {
        "tokens/a.json5": "{\n  gap: {\n    $type: 'dimension',\n    $value: { value: 4, unit: 'px' },\n"
                          "    $description: 'x',\n    $description: 'x',\n  },\n}\n",
        "tokens/b.json": '{"pad": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}, "$value": {"value": 2, "unit": "px"}}}\n',
    }, "tokens")
    warnings = [d.format().split("\n")[0] for d in lint(load_config(root)).diagnostics if d.code == "core/duplicate-key"]
    assert warnings == [
        "tokens/a.json5:6:5: warning core/duplicate-key duplicate key '$description', with the same value both times",
        "tokens/b.json:1:70: warning core/duplicate-key duplicate key '$value', with the same value both times"]
    before = build_css(root)
    assert fix(root) == {
        "tokens/a.json5": "{\n  gap: {\n    $type: 'dimension',\n    $value: { value: 4, unit: 'px' },\n"
                          "    $description: 'x',\n  },\n}\n",
        "tokens/b.json": '{"pad": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}}}\n'}
    assert build_css(root) == before


def test_primer_alpha_moves_into_the_colour_and_into_each_override_that_inherits_it(tmp_path):
    """Primer merges an override into its token, so the token's ``alpha`` applies to an override that sets
    none; --fix writes it there when it moves the token's alpha into the colour (alpha 1 keeps the colour)."""
    root = project(tmp_path, {
        "tokens/base.json5": """
            {
              base: { color: { $type: 'color',
                blue: { '3': { $value: { colorSpace: 'srgb', components: [0.3294, 0.6824, 1], hex: '#54aeff' } },
                        '4': { $value: { colorSpace: 'srgb', components: [0.1294, 0.5451, 1], hex: '#218bff' } } } } },
              muted: { $value: '{base.color.blue.3}', $type: 'color', alpha: 0.4,
                $extensions: { 'org.primer.overrides': { dark: '{base.color.blue.4}',
                  'dark-high-contrast': { $value: '{base.color.blue.4}', alpha: 1 } } } },
            }
        """,
        "tokens/r.resolver.json": """
            {"version": "2025.10", "sets": {"all": {"sources": [{"$ref": "base.json5"}]}},
             "modifiers": {"theme": {"default": "light", "contexts": {"light": [], "dark": [], "dark-high-contrast": []}}},
             "resolutionOrder": [{"$ref": "#/sets/all"}, {"$ref": "#/modifiers/theme"}]}
        """}, "tokens/r.resolver.json")
    before = build_css(root)
    assert '[data-theme="light"] {\n  --xh-muted: #54aeff66;\n}' in before
    assert '[data-theme="dark"] {\n  --xh-muted: #218bff66;\n}' in before
    assert '[data-theme="dark-high-contrast"] {\n  --xh-muted: var(--xh-base-color-blue-4);\n}' in before
    new = fix(root)["tokens/base.json5"]
    assert "dark: { $value: '{base.color.blue.4}', alpha: 0.4 }" in new
    assert "alpha: 1 }" in new and "alpha: 0.4," not in new
    assert build_css(root) == before
    assert fixable(lint(load_config(root)).diagnostics) == []


def test_a_style_dictionary_comment_beside_a_description_joins_it(tmp_path):
    """Style Dictionary's ``comment`` is its description; beside a ``description`` of its own it is no error: the
    fix folds it into the one ``$description`` (or drops it when it says the same)."""
    root = project(tmp_path, {"tokens/t.json": """
        {
          "f": {"$type": "color", "$value": "#abc", "$description": "d", "comment": "c"},
          "g": {"value": "#abc", "type": "color", "description": "d", "comment": "c"},
          "h": {"$type": "color", "$value": "#abc", "$description": "same", "comment": "same"}
        }
        """}, "tokens")
    found = lint(load_config(root)).diagnostics
    assert [d.format() for d in found if d.severity == "error"] == []
    assert [d.message for d in found if "'comment'" in d.message] == [
        "'comment' is Style Dictionary's description, and this token has a description too (2 tokens in this file; "
        "the first is here)", "'comment' is Style Dictionary's description, and this token has the same one"]
    before = build_css(root)
    hex_abc = '{"colorSpace": "srgb", "components": [0.6667, 0.7333, 0.8], "hex": "#aabbcc"}'
    assert fix(root) == {"tokens/t.json": textwrap.dedent(f"""\
        {{
          "f": {{"$type": "color", "$value": {hex_abc}, "$description": "d\\n\\nc"}},
          "g": {{"$value": {hex_abc}, "$type": "color", "$description": "d\\n\\nc"}},
          "h": {{"$type": "color", "$value": {hex_abc}, "$description": "same"}}
        }}
        """)}
    assert build_css(root) == before
    assert fixable(lint(load_config(root)).diagnostics) == []


def test_a_multi_line_value_keeps_its_layout_and_only_what_the_fix_changes_moves(tmp_path):
    """Primer's alpha beside a colour object written over several lines: the alpha goes into the object on
    a line of its own, the members the fix leaves alone keep their lines, in JSON, JSON5 and YAML."""
    root = project(tmp_path, {
        "tokens/a.json": """
            {
              "fg": {
                "$type": "color",
                "$value": {
                  "colorSpace": "srgb",
                  "components": [1, 1, 1],
                  "hex": "#ffffff"
                },
                "alpha": 0.5
              },
              "layers": {
                "$type": "shadow",
                "$value": [
                  {"color": "#000000", "offsetX": "0", "offsetY": "1px", "blur": "2px", "spread": "0"},
                  {
                    "color": {"colorSpace": "srgb", "components": [0, 0, 0]},
                    "offsetX": {"value": 0, "unit": "px"},
                    "offsetY": {"value": 4, "unit": "px"},
                    "blur": {"value": 8, "unit": "px"},
                    "spread": {"value": 0, "unit": "px"}
                  }
                ]
              }
            }
        """,
        "tokens/b.json5": """
            {
              bg: {
                $type: 'color',
                $value: {
                  colorSpace: 'srgb', // the fill
                  components: [0, 0, 0],
                },
                alpha: 0.25,
              },
            }
        """,
        "tokens/c.yaml": """
            line:
              $type: color
              $value:
                colorSpace: srgb   # as the design file has it
                components: [0.5, 0.5, 0.5]
              alpha: 0.75
        """,
        "tokens/r.resolver.yaml": """
            version: "2025.10"
            sets:
              all: {sources: [{$ref: a.json}, {$ref: b.json5}, {$ref: c.yaml}]}
            resolutionOrder: [{$ref: "#/sets/all"}]
        """}, "tokens/r.resolver.yaml")
    before = build_css(root)
    assert fix(root) == {
        "tokens/a.json": textwrap.dedent("""\
            {
              "fg": {
                "$type": "color",
                "$value": {
                  "colorSpace": "srgb",
                  "components": [1, 1, 1],
                  "hex": "#ffffff",
                  "alpha": 0.5
                }
              },
              "layers": {
                "$type": "shadow",
                "$value": [
                  {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000000"}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}},
                  {
                    "color": {"colorSpace": "srgb", "components": [0, 0, 0]},
                    "offsetX": {"value": 0, "unit": "px"},
                    "offsetY": {"value": 4, "unit": "px"},
                    "blur": {"value": 8, "unit": "px"},
                    "spread": {"value": 0, "unit": "px"}
                  }
                ]
              }
            }
            """),
        "tokens/b.json5": textwrap.dedent("""\
            {
              bg: {
                $type: 'color',
                $value: {
                  colorSpace: 'srgb', // the fill
                  components: [0, 0, 0],
                  alpha: 0.25,
                },
              },
            }
            """),
        "tokens/c.yaml": textwrap.dedent("""\
            line:
              $type: color
              $value:
                colorSpace: srgb   # as the design file has it
                components: [0.5, 0.5, 0.5]
                alpha: 0.75
            """)}
    assert build_css(root) == before
    assert fixable(lint(load_config(root)).diagnostics) == []
