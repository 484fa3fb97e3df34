"""Lint goes past the first failing stage of the styles: every spec, family and skin problem in one run."""

from __future__ import annotations

from pathlib import Path

from skinwright.config import load_config
from skinwright.lint import lint

from .test_rules import base_files

SPEC = """\
name: card
title: Card
stauts: alpha
description: A card.
artefacts: {custom_element: xh-card, machine: cardMachine, skin: card.css}
anatomy:
- {part: root, required: true, element: dvi, description: The card.}
props: []
attributes: {}
slots:
  --xh-card-bg: Card background.
"""

SKIN = """\
@import "xh-tokens";

[data-scope="card"][data-part="root"] {
  color: $fg;
}
"""

FAMILY = """\
@import "xh-tokens";

@layer xihan.motion {
  [data-xh-action-control] {
    color: token("fg.defualt");
  }
}
"""


def write(root: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")


def found(root: Path) -> list[tuple[str, str]]:
    return [(d.code, str(d.position)) for d in lint(load_config(root)).diagnostics]


def test_a_broken_family_hides_neither_the_spec_nor_the_skin(tmp_path):
    write(tmp_path, {**base_files("card"), "pyproject.toml": '[tool.skinwright]\ntokens = "tokens.yaml"\n',
                     "styles/family/motion.scss": FAMILY,
                     "styles/card/spec.yaml": SPEC, "styles/card/skin.scss": SKIN})
    assert found(tmp_path) == [
        ("skin/sass-error", "styles/card/skin.scss:4:10"),
        ("spec/unknown-key", "styles/card/spec.yaml:3:1"),
        ("spec/invalid-value", "styles/card/spec.yaml:7:41"),
        ("skin/unknown-token", "styles/family/motion.scss:5:12"),
        ("core/unused-token", "tokens.yaml:3:3"),
        ("core/unused-token", "tokens.yaml:6:3"),
    ]


def test_specs_are_linted_when_the_tokens_do_not_load(tmp_path):
    write(tmp_path, {**base_files("card"), "pyproject.toml": '[tool.skinwright]\ntokens = "tokens.yaml"\n',
                     "tokens.yaml": "bg: [\n", "styles/card/spec.yaml": SPEC})
    got = found(tmp_path)
    assert ("spec/unknown-key", "styles/card/spec.yaml:3:1") in got
    assert ("spec/invalid-value", "styles/card/spec.yaml:7:41") in got
    assert [code for code, _ in got if code.startswith("skin/")] == []  # no token names: skins wait


def test_comments_suppress_spec_and_skin_diagnostics(tmp_path):
    """The form the rule pages show for spec and skin rules (``#`` in YAML, ``//`` in SCSS) works."""
    spec = base_files("card")["styles/card/spec.yaml"].replace(
        "title: Card\n", "title: Card\n# skinwright-disable-next-line spec/unknown-key -- read by the legacy docs build\n"
                         "legacy: true\n")
    skin = base_files("card")["styles/card/skin.scss"].replace(
        "    color:", "    // skinwright-disable-next-line skin/physical-property -- the sprite sheet is not mirrored\n"
                     "    margin-left: 4px;\n    color:")
    write(tmp_path, {**base_files("card"), "pyproject.toml": '[tool.skinwright]\ntokens = "tokens.yaml"\n',
                     "styles/card/spec.yaml": spec})
    assert found(tmp_path) == []
    write(tmp_path, {"styles/card/spec.yaml": base_files("card")["styles/card/spec.yaml"], "styles/card/skin.scss": skin})
    assert found(tmp_path) == []
    write(tmp_path, {"styles/card/skin.scss": skin.replace(" -- the sprite sheet is not mirrored", "")})
    assert found(tmp_path) == [("lint/suppression", "styles/card/skin.scss:5:8"),
                               ("skin/physical-property", "styles/card/skin.scss:6:5")]
