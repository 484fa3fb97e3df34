"""Keyboard and disclosure semantics (WAI-ARIA APG Disclosure pattern) on the standalone gallery.

Without a page script the markup must already be right: every enabled
trigger of a rendered card is a Tab stop in document order (a disabled one,
and one inside a collapsed card, is not), each carries ``aria-expanded`` and
``aria-controls``, and the panel it names is shown, not ``hidden`` and not
``inert`` exactly when it says expanded. Toggling with Enter and Space needs
the docs site's script: see test_site.py.
"""

from __future__ import annotations

import re

from .checks import disclosure_findings, open_page, tab_stops
from .pages import gallery_body, page_html, write_page


def test_tab_reaches_every_trigger_and_the_wiring_holds(tab, dist_url, gallery):
    open_page(tab, dist_url + gallery["light"])
    triggers = tab.evaluate("xhProbe.triggers()")
    stops = tab_stops(tab)
    assert [s["key"] for s in stops if s["part"] == "trigger"] == [t["key"] for t in triggers if t["reachable"]]
    assert {t["scope"] for t in triggers} == {"tool-call", "tool-call-group"}
    assert {t["ariaExpanded"] for t in triggers} == {"true", "false"}
    # No other stops: the result views' code blocks wrap their lines, so none scrolls or takes focus.
    assert [(s["scope"], s["part"]) for s in stops if s["part"] != "trigger"] == []
    assert disclosure_findings(triggers, stops) == []


def test_a_missing_aria_expanded_is_caught(tab, dist_url, built, card_spec):
    body = gallery_body(card_spec)
    trigger = 'id="tool-call:outline-output-available:trigger"'
    broken, n = re.subn(rf'({re.escape(trigger)}[^>]*?) aria-expanded="true"', r"\1", body)
    assert n == 1
    page = write_page(built[2], "broken-aria.html", page_html(broken, root={"data-theme": "light"}))
    open_page(tab, dist_url + page)
    triggers = tab.evaluate("xhProbe.triggers()")
    assert disclosure_findings(triggers, tab_stops(tab)) == [
        "trigger tool-call:outline-output-available:trigger: aria-expanded is None, want 'true' or 'false'"]
