"""Long unbroken names and values stay inside the card, at any width.

At 320 CSS px (WCAG 2.1 SC 1.4.10 Reflow) the page does not scroll sideways
and no part sticks out of its card; a tool name too long for the row stays
beside the chevron, truncated (test_trigger_row.py); the first block of
open details sits exactly at the content's padding (no stray UA margins).
"""

from __future__ import annotations

import pytest

from .checks import open_page


@pytest.fixture(params=[320, 900], ids=["320px", "900px"])
def fitted(request, tab, dist_url, gallery):
    width = request.param
    tab.set_viewport_size({"width": width, "height": 1000})
    try:
        open_page(tab, dist_url + gallery["light"])
        yield width, tab.evaluate("document.documentElement.scrollWidth"), tab.evaluate("xhProbe.fit()")
    finally:
        tab.set_viewport_size({"width": 900, "height": 1000})


def test_nothing_overflows_the_card(fitted):
    width, page_width, cards = fitted
    assert page_width <= width
    assert [(c["card"], c["outside"], c["overflow"]) for c in cards if c["outside"] or c["overflow"] > 0] == []


def test_a_long_name_stays_beside_the_chevron(fitted):
    _, _, cards = fitted
    # The indicator and the label's first line share a row: their vertical ranges overlap.
    stranded = [c["card"] for c in cards if c["indicator"][1] <= c["label"][0] or c["label"][1] <= c["indicator"][0]]
    assert stranded == []


def test_open_details_start_at_the_content_padding(fitted):
    _, _, cards = fitted
    insets = [c for c in cards if c["inset"]]
    assert len(insets) >= 16
    assert [(c["card"], c["inset"]) for c in insets if abs(c["inset"]["got"] - c["inset"]["want"]) > 0.5] == []
