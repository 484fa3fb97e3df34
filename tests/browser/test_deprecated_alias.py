"""A token renamed with its old name kept as a ``$deprecated`` alias: the old custom property still resolves in Chromium.

Product CSS written against the earlier release reads ``var(--xh-bg-canvas)``;
after ``bg.canvas`` became ``bg.page`` it must keep getting the new token's
value, in every mode context, wherever the context is set. Setting the old
property is another matter: custom properties do not flow backwards, so an
override of ``--xh-bg-canvas`` leaves ``--xh-bg-page`` (and what reads it) as is,
which is what the deprecation warning says.
"""

from __future__ import annotations

import textwrap

from skinwright.build import build
from skinwright.config import load_config

RESOLVER = """\
name: t
version: "2025.10"
sets:
  base: {sources: [{$ref: base.yaml}]}
modifiers:
  theme:
    contexts:
      light: []
      dark: [{$ref: dark.yaml}]
    default: light
resolutionOrder: [{$ref: "#/sets/base"}, {$ref: "#/modifiers/theme"}]
"""
BASE = """\
bg:
  $type: color
  page: {$value: {colorSpace: srgb, components: [0.2, 0.4, 0.6], hex: "#336699"}}
  canvas: {$value: "{bg.page}", $deprecated: Renamed to bg.page.}
"""
DARK = """\
bg:
  $type: color
  page: {$value: {colorSpace: srgb, components: [0.8, 0.6, 0.4], hex: "#cc9966"}}
"""
PAGE = """<!doctype html><html><head><link rel="stylesheet" href="css/tokens.css"></head><body>
<div id="old" style="background-color: var(--xh-bg-canvas)">old</div>
<div id="new" style="background-color: var(--xh-bg-page)">new</div>
<section data-theme="dark"><div>
  <div id="old-dark" style="background-color: var(--xh-bg-canvas)">old</div>
  <div id="new-dark" style="background-color: var(--xh-bg-page)">new</div>
</div></section>
<div style="--xh-bg-canvas: rgb(255, 0, 0)"><div id="set-old" style="background-color: var(--xh-bg-page)">x</div></div>
</body></html>"""


def test_the_old_custom_property_resolves_to_the_new_tokens_value(tmp_path, browser, serve):
    project = tmp_path / "p"
    for rel, text in {"tokens/t.resolver.yaml": RESOLVER, "tokens/base.yaml": BASE, "tokens/dark.yaml": DARK,
                      "pyproject.toml": '[tool.skinwright]\ntokens = "tokens/t.resolver.yaml"\n'}.items():
        (project / rel).parent.mkdir(parents=True, exist_ok=True)
        (project / rel).write_text(textwrap.dedent(text))
    result = build(load_config(project))
    assert result.ok, [d.format() for d in result.diagnostics]
    css = result.files["dist/css/tokens.css"]
    assert "  /* deprecated: Renamed to bg.page. Use --xh-bg-page instead. */\n  --xh-bg-canvas: var(--xh-bg-page);" in css
    out = tmp_path / "out"
    (out / "css").mkdir(parents=True)
    (out / "css/tokens.css").write_text(css)
    (out / "index.html").write_text(PAGE)
    page = browser.new_page()
    try:
        page.goto(serve(out) + "index.html")
        got = page.evaluate("""() => Object.fromEntries(['old', 'new', 'old-dark', 'new-dark', 'set-old'].map(id =>
            [id, getComputedStyle(document.getElementById(id)).backgroundColor]))""")
    finally:
        page.close()
    assert got == {"old": "rgb(51, 102, 153)", "new": "rgb(51, 102, 153)",
                   "old-dark": "rgb(204, 153, 102)", "new-dark": "rgb(204, 153, 102)",
                   "set-old": "rgb(51, 102, 153)"}  # setting the old name does not reach the new one
