"""Skin checks: broken skins fail with exact messages at the SCSS position; the real skin is clean.

Each ``fixtures/broken/<case>/`` holds a small skin (``skin.scss``, written
against the three-part ``fixtures/mini-spec.yaml``) and the diagnostics it must
produce (``expected.txt``, positions checked by hand against the files). The
other tests use the project's own spec and tokens.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from skinwright.diagnostics import SkinwrightError
from skinwright.skins import build_skin

from conftest import ROOT

CASES = sorted(p.name for p in (Path(__file__).parent / "fixtures/broken").iterdir())


@pytest.mark.parametrize("case", CASES)
def test_broken_skin(case, project, small_spec, names):
    folder = Path(__file__).parent / "fixtures/broken" / case
    component = project((folder / "skin.scss").read_text(encoding="utf-8"))
    try:
        diagnostics = build_skin(component, small_spec, names, family_dir=component.parent / "family").diagnostics
    except SkinwrightError as exc:
        diagnostics = exc.diagnostics
    # Each case's skin styles only what its own rule needs: what it leaves unstyled is the unstyled case's.
    diagnostics = [d for d in diagnostics if case == "unstyled" or d.code != "skin/unstyled"]
    got = "\n".join(d.format() for d in diagnostics)
    assert got == (folder / "expected.txt").read_text(encoding="utf-8").strip()
    if case != "ok":
        assert diagnostics and all(d.code == f"skin/{case}" for d in diagnostics)


def test_the_tool_call_skin_passes_every_check(skin):
    assert [d.format() for d in skin.diagnostics] == []


def test_the_same_faults_in_the_real_skin_point_into_it(project, spec, names):
    """A typo'd part and a physical property injected into the real skin, found at their lines."""
    text = (ROOT / "styles/tool-call/skin.scss").read_text(encoding="utf-8")
    text = text.replace("#{$root}[data-variant=\"ghost\"] > #{$trigger} {",
                        "#{$root}[data-variant=\"ghost\"] > [data-scope=\"tool-call\"][data-part=\"trigerr\"] {")
    text = text.replace("    flex: 0 $gives-way-second auto;\n    color: var(--#{$prefix}-tool-call-duration-fg",
                        "    margin-right: 4px;\n    color: var(--#{$prefix}-tool-call-duration-fg")
    component = project(text)
    lines = text.splitlines()
    part_line = next(i for i, line in enumerate(lines, 1) if "trigerr" in line)
    margin_line = next(i for i, line in enumerate(lines, 1) if "margin-right" in line)
    diagnostics = build_skin(component, spec, names, family_dir=component.parent / "family").diagnostics
    assert [(d.code, str(d.position)) for d in diagnostics] == [
        ("skin/unknown-part", f"styles/tool-call/skin.scss:{part_line}:{lines[part_line - 1].index('trigerr') + 1}"),
        ("skin/physical-property", f"styles/tool-call/skin.scss:{margin_line}:5"),
    ]
    assert diagnostics[1].hint == "use 'margin-inline-end' so the skin mirrors under dir=\"rtl\""


def test_every_skin_code_is_a_lint_rule():
    """Build and lint report the same ids; the registry documents each (docs site, SARIF)."""
    from skinwright.lint.registry import registry

    codes = {f"skin/{case}" for case in CASES if case != "ok"} | {"skin/sass-error", "skin/css-syntax"}
    assert codes <= set(registry())
