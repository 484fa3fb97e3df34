"""The transcript page with the real skins, in headless Chromium (the shared ``browser`` fixture).

A page of long, unbroken and right-to-left content is rendered with the
build's CSS; computed styles and layout boxes are read back, and axe-core
scans the page content.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from skinwright.calls import call_from_mapping
from skinwright.transcripts.page import render_transcript_page
from tests.specs import renderers

UNBROKEN = "a/" + "unbrokenidentifier" * 12
CALLS = [
    {"id": "t", "function": {"name": "bash"}, "status": "error",
     "call": {"card": "terminal", "title": "run " + UNBROKEN, "cwd": "/" + UNBROKEN},
     "result": {"card": "terminal", "output": "\n".join(["ok"] * 30 + [UNBROKEN]), "exitCode": 1}},
    {"id": "d", "function": {"name": "edit"}, "status": "complete",
     "call": {"card": "diff", "diffs": [{"path": UNBROKEN, "oldText": "a\nb\n", "newText": "a\n" + UNBROKEN + "\n"}]}},
    {"id": "w", "function": {"name": "approve_me"}, "status": "approval-requested",
     "call": {"card": "generic", "title": UNBROKEN, "input": {"key": UNBROKEN}, "locations": [{"path": UNBROKEN}]}},
]


@pytest.fixture(scope="module")
def pages(built, tmp_path_factory):
    config, result, _ = built
    out_css = config.rel(config.out_dir) + "/css/"
    css = {rel[len(out_css):]: text for rel, text in result.files.items() if rel.startswith(out_css)}
    order = ["tokens.css", "family/motion.css", "tool-call-group.css", "tool-call.css", "tool-result.css"]
    folder = tmp_path_factory.mktemp("pages")
    out = {}
    for direction in ("ltr", "rtl"):
        records = [[call_from_mapping(c) for c in CALLS]]
        page = render_transcript_page(records, title="t", css={k: css[k] for k in order}, dir=direction, **renderers())
        out[direction] = folder / f"{direction}.html"
        out[direction].write_text(page, encoding="utf-8")
    return out


def open_page(browser, path: Path, **media):
    page = browser.new_page(viewport={"width": 360, "height": 640})
    if media:
        page.emulate_media(**media)
    page.goto(path.as_uri())
    return page


def style(page, selector: str, prop: str, nth: int = 0) -> str:
    return page.evaluate("([s, p, n]) => getComputedStyle(document.querySelectorAll(s)[n]).getPropertyValue(p)",
                         [selector, prop, nth])


R = '[data-scope="tool-result"][data-part="{}"]'
G = '[data-scope="tool-call-group"][data-part="{}"]'


@pytest.mark.parametrize("direction", ["ltr", "rtl"])
def test_unbroken_content_stays_inside_a_narrow_page(browser, pages, direction):
    page = open_page(browser, pages[direction])
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    # code and hunks scroll inside their block; free text and paths wrap
    for part in ("code", "command", "hunk"):
        assert page.evaluate(f"(e => e.scrollWidth > e.clientWidth)(document.querySelector('{R.format(part)}'))")
    for part in ("value", "location", "title"):
        box = page.evaluate(f"(e => [e.scrollWidth, e.clientWidth])(document.querySelector('{R.format(part)}'))")
        assert box[0] <= box[1] + 1, part
    page.close()


def test_rtl_keeps_code_ltr_and_the_views_rtl(browser, pages):
    page = open_page(browser, pages["rtl"])
    assert style(page, R.format("call"), "direction") == "rtl"  # inside the card's LTR input block
    for part in ("hunk", "code", "location"):
        assert (style(page, R.format(part), "direction"), style(page, R.format(part), "unicode-bidi")) == (
            "ltr", "isolate")
    # the chevron turns by the sign of the direction, so it points to the inline end: left in RTL
    assert style(page, G.format("root"), "--xh-_dir").strip() == "-1"
    page.close()


def test_group_header_in_forced_colours_and_reduced_motion(browser, pages):
    page = open_page(browser, pages["ltr"], forced_colors="active", reduced_motion="reduce")
    assert style(page, G.format("count"), "font-variant-numeric") == "tabular-nums"
    approval = G.format("approval")
    assert style(page, approval, "border-top-style") == "solid"
    assert style(page, approval, "forced-color-adjust") == "none"
    assert style(page, G.format("content"), "animation-name") == "none"
    assert style(page, R.format("line") + '[data-kind="added"]', "border-inline-start-style") == "solid"
    assert style(page, R.format("line") + '[data-kind="removed"]', "border-inline-start-style") == "dashed"
    page.close()


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_axe_finds_nothing_in_the_page_content(browser, pages, theme):
    """axe-core (bundled by axe-playwright-python): contrast, names, scrollable regions reachable by keyboard."""
    axe = pytest.importorskip("axe_playwright_python.sync_playwright")
    # Reduced motion: no fade-in still running while axe measures contrast.
    page = open_page(browser, pages["ltr"], reduced_motion="reduce")
    if theme == "dark":
        page.evaluate("document.documentElement.setAttribute('data-theme', 'dark')")
    result = axe.Axe().run(page, context="main")
    assert [(v["id"], [n["target"] for n in v["nodes"]]) for v in result.response["violations"]] == []
    page.close()
