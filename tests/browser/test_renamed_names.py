"""A renamed slot and an aliased tone keep product CSS and markup of the earlier release working, in Chromium.

The card's ``--xh-card-bg`` became ``--xh-card-surface`` (``renamed_from``)
and its tone ``error`` became ``danger`` (``aliases: [error]``). A page that
still sets only the old custom property gets its value; one that sets both
gets the new one; markup that still writes ``data-tone="error"`` is styled as
``danger``, including where the skin tests the value inside ``:not()``.
"""

from __future__ import annotations

import shutil

from skinwright.build import build
from skinwright.config import load_config

from ..surface.conftest import CARD
from ..surface.test_renames import SLOT_SKIN, SLOT_SPEC, TOKENS, TONE_SKIN, toned

PAGE = """<!doctype html><html><head>
<link rel="stylesheet" href="css/tokens.css"><link rel="stylesheet" href="css/card.css"></head><body>
<div id="old" data-scope="card" data-part="root" style="--xh-card-bg: rgb(1, 2, 3)">old</div>
<div id="both" data-scope="card" data-part="root"
     style="--xh-card-bg: rgb(1, 2, 3); --xh-card-surface: rgb(4, 5, 6)">both</div>
<div id="neither" data-scope="card" data-part="root">neither</div>
<section style="--xh-card-bg: rgb(7, 8, 9)"><div id="inherited" data-scope="card" data-part="root">in</div></section>
<div id="tone-old" data-scope="card" data-part="root" data-tone="error">old tone</div>
<div id="tone-new" data-scope="card" data-part="root" data-tone="danger">new tone</div>
<div id="tone-other" data-scope="card" data-part="root" data-tone="neutral">other tone</div>
</body></html>"""


def test_old_slot_and_old_value_still_style_the_card(tmp_path, browser, serve):
    project = tmp_path / "p"
    shutil.copytree(CARD, project)
    (project / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "tokens.yaml"\n')
    (project / "tokens.yaml").write_text(TOKENS)
    spec, skin = project / "styles/card/spec.yaml", project / "styles/card/skin.scss"
    spec.write_text(toned(spec.read_text()).replace(*SLOT_SPEC).replace(
        "- {name: error, description: Went wrong.}\n", "- {name: danger, description: Went wrong., aliases: [error]}\n"))
    skin.write_text((skin.read_text() + TONE_SKIN).replace(*SLOT_SKIN).replace('"error"', '"danger"'))
    result = build(load_config(project))
    assert result.ok, [d.format() for d in result.diagnostics]
    out = tmp_path / "out"
    for path, text in result.files.items():
        if path.startswith("dist/css/"):
            target = out / path.removeprefix("dist/")
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text)
    (out / "index.html").write_text(PAGE)
    page = browser.new_page()
    try:
        page.goto(serve(out) + "index.html")
        got = page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('[id]')].map(el => {
            const s = getComputedStyle(el);
            return [el.id, [s.backgroundColor, s.paddingInlineStart, s.outlineOffset]];
        }))""")
    finally:
        page.close()
    white = "rgb(255, 255, 255)"
    assert got == {
        "old": ["rgb(1, 2, 3)", "0px", "2px"],
        "both": ["rgb(4, 5, 6)", "0px", "2px"],
        "neither": [white, "0px", "2px"],
        "inherited": ["rgb(7, 8, 9)", "0px", "2px"],
        "tone-old": [white, "4px", "0px"],  # styled as danger, and not matched by :not(danger)
        "tone-new": [white, "4px", "0px"],
        "tone-other": [white, "0px", "2px"],
    }
