"""axe-core on the standalone gallery: every phase × variant card, in every colour mode.

Modes are set by attribute (``data-theme``/``data-contrast`` on the root) and,
once, by the user-preference media queries alone. The scan covers the page's
content (``#content``): all of axe's default rules, WCAG 2.x A/AA and best
practices. Text painted through ``background-clip: text`` (the running
shimmer) is something axe cannot measure; it reports those nodes as
incomplete, and the shimmer check measures their colour stops instead.
"""

from __future__ import annotations

import re

import pytest

from .broken import broken_skin_css, edit, write_css
from .checks import axe_findings, axe_scan, open_page, shimmer_findings
from .pages import MODES, flat, gallery_body, gallery_cards, page_html, stylesheets, write_page

SCANS = {mode: (mode, {"color_scheme": "dark" if "dark" in mode else "light"}) for mode in MODES} | {
    "rtl": ("rtl", {}),
    "media-dark-more": ("media", {"color_scheme": "dark", "contrast": "more"}),  # no attributes: media queries only
}


@pytest.fixture(scope="module")
def pages(gallery, built, card_spec):
    return {**gallery, "media": write_page(built[2], "gallery-media.html", page_html(gallery_body(card_spec)))}


def cards_in(card_spec, predicate) -> int:
    return sum(1 for c in flat(gallery_cards()) if predicate(card_spec.phase(c.props["phase"]), c.props))


@pytest.mark.parametrize("scan", SCANS)
def test_no_axe_violations(tab, dist_url, pages, scan, card_spec):
    page, media = SCANS[scan]
    open_page(tab, dist_url + pages[page], **media)
    result = axe_scan(tab, ["#content"])
    assert axe_findings(result, scan) == []
    # What axe could not decide is exactly the shimmering status words; their colours are checked here.
    undecided = {(v["id"], n["target"].split(" > ")[-1]) for v in result["incomplete"] for n in v["nodes"]}
    assert undecided <= {("color-contrast", t) for t in
                         ('span[data-state="input-streaming"][data-part="status"]',
                          'span[data-state="input-available"][data-part="status"]')}, undecided
    shimmers = tab.evaluate("xhProbe.shimmers()")
    assert len(shimmers) == cards_in(card_spec, lambda phase, _: phase.running) == 10
    assert shimmer_findings(shimmers) == []


def test_a_low_contrast_badge_is_caught(tab, dist_url, built, card_spec, tmp_path):
    config, result, out = built
    skin = broken_skin_css(config, result, card_spec, tmp_path / "styles", lambda s: edit(
        s, r'var\(--#\{\$prefix\}-tool-call-status-fg-done, token\("fg\.success"\)\)',
        'var(--#{$prefix}-tool-call-status-fg-done, token("border.subtle"))'))
    css = write_css(out, "tool-call.low-contrast.css", skin.css)
    page = write_page(out, "broken-contrast.html", page_html(gallery_body(card_spec), root={"data-theme": "light"},
                                                             css=stylesheets(css)))
    open_page(tab, dist_url + page)
    findings = axe_findings(axe_scan(tab, ["#content"]), "light")
    # Every enabled done badge (axe exempts the disabled card: WCAG 1.4.3 does not cover inactive controls).
    assert len(findings) == cards_in(card_spec, lambda phase, props: phase.name == "output-available"
                                     and not props.get("disabled")) == 9, findings
    assert all(re.match(r'light: color-contrast \(serious\) #tool-call\\:[\w-]+\\:trigger > '
                        r'span\[data-part="status"\]\[data-state="output-available"\]: .*Expected contrast ratio of 4.5:1',
                        f) for f in findings), findings
