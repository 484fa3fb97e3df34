"""RTL: the same cards in a ``dir="ltr"`` and a ``dir="rtl"`` frame, compared element by element.

The RTL layout is the mirror image of the LTR one (boxes, inline margins,
paddings and borders, the tone bar's shadow, the indicator's transforms), and
code, arguments and paths stay left-to-right blocks.
"""

from __future__ import annotations

import re

import pytest

from .broken import broken_skin_css, edit, write_css
from .checks import code_direction_findings, open_page, rtl_findings, turned
from .pages import count_cards, frame, gallery_body, page_html, stylesheets, write_page


def layouts(tab, base, ltr_page, rtl_page):
    open_page(tab, base + ltr_page)
    ltr = tab.evaluate("xhProbe.layout()")
    open_page(tab, base + rtl_page)
    return ltr, tab.evaluate("xhProbe.layout()"), tab.evaluate("xhProbe.codeBlocks()")


@pytest.fixture(scope="module")
def measured(tab, dist_url, gallery):
    return layouts(tab, dist_url, gallery["ltr"], gallery["rtl"])


def test_layout_is_the_mirror_image(measured, card_spec):
    ltr, rtl, _ = measured
    assert len(ltr) == count_cards(gallery_body(card_spec)) == 31
    assert rtl_findings(ltr, rtl) == []


def test_indicator_turns_the_other_way(measured):
    ltr, rtl, _ = measured
    # Not vacuous: open indicators turn a quarter, every chevron is drawn at 45°; RTL negates the angle.
    open_ltr, open_rtl = turned(ltr), turned(rtl)
    assert len(open_ltr) == len(open_rtl) > 28
    assert {round(m[1], 3) for m in open_ltr} == {1.0, 0.707}  # sin 90°, sin 45°
    assert {round(m[1], 3) for m in open_rtl} == {-1.0, -0.707}


def test_code_and_paths_stay_ltr(measured):
    _, _, blocks = measured
    kinds = {(b["part"], b["tag"]) for b in blocks}
    assert {("input", "div"), (None, "pre"), (None, "code"), ("label", "span"), ("summary", "span"),
            ("command", "pre"), ("code", "pre")} <= kinds, kinds
    assert any(b["kind"] == "path" for b in blocks)  # the terminal view's working directory
    assert code_direction_findings(blocks) == []


def test_a_physical_margin_is_caught(tab, dist_url, built, card_spec, tmp_path):
    config, result, out = built
    skin = broken_skin_css(config, result, card_spec, tmp_path / "styles", lambda s: edit(
        s, r"(\n  #\{\$status\} \{\n)", r'\1    margin-left: token("space.2");\n'))
    assert [d.code for d in skin.diagnostics] == ["skin/physical-property"]  # the static check agrees
    css = write_css(out, "tool-call.rtl-margin.css", skin.css)
    body = gallery_body(card_spec)
    pages = [write_page(out, f"broken-{d}.html", page_html(frame(body, dir=d), css=stylesheets(css)))
             for d in ("ltr", "rtl")]
    ltr, rtl, _ = layouts(tab, dist_url, *pages)
    findings = rtl_findings(ltr, rtl)
    margins = [f for f in findings if "margin left/right" in f]
    shown = {card for card, rows in rtl.items() if any(r["part"] == "status" for r in rows)}
    assert len(shown) == 29  # every status but the two in collapsed parents
    assert sorted(f.split(" ", 1)[0] for f in margins) == sorted(shown)
    assert all(re.search(r" tool-call/status#\d+: margin left/right is 8px/0px in LTR but 8px/0px in RTL "
                         r"\(want 0px/8px\)$", f) for f in margins), margins
