"""A source that does not load is one error, not a cascade: its tokens only look undefined elsewhere."""

from __future__ import annotations

from .test_rules import run

RESOLVER = """\
version: "2025.10"
sets:
  base:
    sources: [{$ref: base.yaml}]
modifiers:
  theme:
    default: light
    contexts:
      light: []
      dark: [{$ref: dark.yaml}]
resolutionOrder: [{$ref: "#/sets/base"}, {$ref: "#/modifiers/theme"}]
"""
BASE = """\
color:
  $type: color
  white: {$value: {colorSpace: srgb, components: [1, 1, 1], hex: "#ffffff"}}
  black: {$value: [}
bg:
  surface: {$type: color, $value: "{color.white}"}
"""
DARK = """\
bg:
  surface: {$value: "{color.black}"}
"""


def found(result):
    return [(d.code, str(d.position), d.severity, d.message) for d in result.diagnostics]


def test_a_syntax_error_is_reported_once_with_a_note_for_the_references_it_breaks(tmp_path):
    result = run(tmp_path, {"files": {"tokens/xh.resolver.yaml": RESOLVER, "tokens/base.yaml": BASE,
                                      "tokens/dark.yaml": DARK}})
    assert found(result) == [
        ("core/unknown-alias", "tokens/base.yaml:4:20", "info",
         "references to missing tokens are not reported while tokens/base.yaml does not load"),
        ("core/yaml-syntax", "tokens/base.yaml:4:20", "error",
         "did not find expected node content (while parsing a flow node)"),
        ("lint/partial-input", "tokens/base.yaml:4:20", "info",  # bg.surface is not "missing" from dark mode
         "not every source was read (tokens/base.yaml did not load): a11y/min-contrast, core/required-modes, "
         "core/unused-token and the skins wait until it is"),
    ]


def test_once_the_file_loads_the_references_are_checked_in_every_context(tmp_path):
    fixed = BASE.replace("black: {$value: [}", "grey: {$value: {colorSpace: srgb, components: [0.5, 0.5, 0.5]}}")
    result = run(tmp_path, {"files": {"tokens/xh.resolver.yaml": RESOLVER, "tokens/base.yaml": fixed,
                                      "tokens/dark.yaml": DARK}})
    assert [(c, p, s, m) for c, p, s, m in found(result) if c != "core/unused-token"] == [
        ("core/unknown-alias", "tokens/dark.yaml:2:21", "error", "'{color.black}' does not name a token"),
    ]
