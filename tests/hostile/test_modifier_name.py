"""A modifier whose name cannot be an HTML data attribute's gets a warning from build and lint alike, at its name."""

from __future__ import annotations

import pytest

from skinwright.build import build
from skinwright.config import load_config
from skinwright.lint import lint

from .injection import EVIL_MODIFIER

RESOLVER = """name: t
version: "2025.10"
sets:
  base:
    sources: [{{$ref: base.yaml}}]
modifiers:
  {name}:
    contexts:
      light: []
      dark: [{{$ref: dark.yaml}}]
    default: light
resolutionOrder: [{{$ref: "#/sets/base"}}, {{$ref: {ref}}}]
"""


def project(tmp_path, name: str, modes: str = "") -> None:
    quoted = "'" + name.replace("'", "''") + "'"
    ref = "'#/modifiers/" + name.replace("'", "''") + "'"  # the resolver reads the name after '#/modifiers/' as is
    (tmp_path / "pyproject.toml").write_text(f'[tool.skinwright]\ntokens = "t.resolver.yaml"\n{modes}')
    (tmp_path / "t.resolver.yaml").write_text(RESOLVER.format(name=quoted, ref=ref))
    (tmp_path / "base.yaml").write_text("fg: {$type: color, $value: {colorSpace: srgb, components: [0, 0, 0]}}\n")
    (tmp_path / "dark.yaml").write_text("fg: {$type: color, $value: {colorSpace: srgb, components: [1, 1, 1]}}\n")


def found(diagnostics) -> list[tuple[str, str, str, str]]:
    return [(d.code, str(d.position), d.severity, d.message) for d in diagnostics if d.code == "core/modifier-name"]


@pytest.mark.parametrize("name, holds, selector", [
    ("color scheme", "a space", '[data-color\\ scheme="light"]'),
    ("color/scheme", "'/'", '[data-color\\/scheme="light"]'),
    (EVIL_MODIFIER, "'\"'", '[data-t\\"\\]\\{\\}body\\{display\\:none\\}\\[a\\=\\"="light"]'),
])
def test_build_and_lint_warn_at_the_modifier_name(tmp_path, name, holds, selector):
    project(tmp_path, name)
    built = build(load_config(tmp_path))
    assert built.ok and selector in built.files["dist/css/tokens.css"]  # written, escaped, and never matched
    expected = [("core/modifier-name", "t.resolver.yaml:7:3", "warning",
                 f"modifier '{name}' cannot be an HTML attribute name after data- (it holds {holds}): its selectors "
                 f"such as {selector} match no element")]
    assert found(built.diagnostics) == expected
    linted = lint(load_config(tmp_path))
    assert found(linted.diagnostics) == expected
    [d] = [d for d in linted.diagnostics if d.code == "core/modifier-name"]
    assert d.hint.startswith("rename it to letters, digits, '-', '_' and '.' (e.g. 'color-scheme')") or \
        name == EVIL_MODIFIER


@pytest.mark.parametrize("name", ["theme", "color-scheme", "colorScheme", "ui.density_2", "thème", ""])  # "": data- alone
def test_a_name_that_can_follow_data_is_fine(tmp_path, name):
    project(tmp_path, name)
    assert found(build(load_config(tmp_path)).diagnostics) == []


def test_contexts_with_selectors_of_their_own_need_no_attribute(tmp_path):
    modes = ('[tool.skinwright.modes."color scheme".light]\nselector = ".light"\n'
             '[tool.skinwright.modes."color scheme".dark]\nselector = ".dark"\n')
    project(tmp_path, "color scheme", modes)
    built = build(load_config(tmp_path))
    assert found(built.diagnostics) == [] and ".dark {" in built.files["dist/css/tokens.css"]
    project(tmp_path, "color scheme", modes.split("[tool.skinwright.modes.\"color scheme\".dark]")[0])
    assert [m[1] for m in found(build(load_config(tmp_path)).diagnostics)] == ["t.resolver.yaml:7:3"]


def test_the_rule_can_be_turned_off_for_build_and_lint(tmp_path):
    project(tmp_path, "color scheme", '[tool.skinwright.lint.rules]\n"core/modifier-name" = "off"\n')
    assert found(build(load_config(tmp_path)).diagnostics) == []
    assert found(lint(load_config(tmp_path)).diagnostics) == []
