"""Every declaration of every compiled skin maps back to a source line that writes it.

LibSass's source maps drift (a line per line break inside a selector list);
this keeps the skins in a shape where every diagnostic lands on its line.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import tinycss2

from skinwright.skins.compiler import compile_scss

from conftest import ROOT

SKINS = sorted(p.parent.name for p in (ROOT / "styles").glob("*/skin.scss"))


def declarations(rules):
    for rule in rules:
        if rule.type in ("qualified-rule", "at-rule") and rule.content is not None:
            items = tinycss2.parse_blocks_contents(rule.content, skip_comments=True, skip_whitespace=True)
            yield from (d for d in items if d.type == "declaration")
            yield from declarations([i for i in items if i.type in ("qualified-rule", "at-rule")])


@pytest.mark.parametrize("component", SKINS)
def test_declarations_map_to_their_lines(component, names):
    compiled = compile_scss(ROOT / "styles" / component / "skin.scss", names, root=ROOT)
    rules = tinycss2.parse_stylesheet(compiled.css, skip_comments=True, skip_whitespace=True)
    checked, wrong = 0, []
    for decl in declarations(rules):
        pos = compiled.source_position(decl.source_line, decl.source_column, decl.name)
        if pos is None:
            continue
        line = (ROOT / pos.file).read_text(encoding="utf-8").splitlines()[pos.line - 1]
        checked += 1
        # Skins write their custom properties with the configured prefix: --#{$prefix}-….
        if decl.name not in line and decl.name.replace("--xh-", "--#{$prefix}-", 1) not in line:
            wrong.append(f"{decl.name} at compiled {decl.source_line}:{decl.source_column} -> {pos}: {line.strip()}")
    assert checked > 20
    assert wrong == []
