"""Forced colours (emulated ``forced-colors: active``, light and dark system palettes).

For every card: the status text and every side of the shelled root's border
are visible system colours; each focused trigger shows an outline in a system
colour; and the states of the state row (each phase, and a done card with a
failed sub-call, all collapsed and toneless) differ by more than colour.
"""

from __future__ import annotations

import re

import pytest

from .broken import broken_skin_css, edit, write_css
from .checks import cue_findings, focus_ring_findings, forced_colour_findings, open_page, tab_stops
from .pages import PHASES, STATES, count_cards, flat, gallery_body, gallery_cards, page_html, stylesheets, write_page

PALETTES = ("light", "dark")
UNREACHABLE = {"tool-call:disabled:trigger", "tool-call:state-sub-call-failed-child:trigger",
               "tool-call:group-closed-a:trigger"}  # disabled, in a collapsed card, in a collapsed group  # the user's forced palette: Chromium picks it from prefers-color-scheme


def measure(tab, url, palette):
    open_page(tab, url, forced_colors="active", color_scheme=palette)
    system = tab.evaluate("xhProbe.systemColours()")
    assert system["Canvas"] != system["CanvasText"], "forced colours are not emulated"
    return system, tab.evaluate("xhProbe.forcedColourCards()")


@pytest.fixture(scope="module")
def forced(tab, dist_url, gallery):
    """palette -> (system colours, cards, Tab stops, triggers) of the gallery, each page loaded once."""
    out = {}
    for palette in PALETTES:
        system, cards = measure(tab, dist_url + gallery[palette], palette)
        out[palette] = (system, cards, tab_stops(tab), tab.evaluate("xhProbe.triggers()"))
    return out


@pytest.mark.parametrize("palette", PALETTES)
def test_status_and_border_are_visible_system_colours(forced, palette, card_spec):
    system, cards, _, _ = forced[palette]
    assert {c["phase"] for c in cards} == set(PHASES)
    assert len(cards) == count_cards(gallery_body(card_spec)) == 31
    assert forced_colour_findings(cards, system) == []


@pytest.mark.parametrize("palette", PALETTES)
def test_states_differ_by_more_than_colour(forced, palette):
    _, cards, _, _ = forced[palette]
    assert cue_findings(cards, STATES) == []
    # Not vacuous: two states share their status word, so only a non-colour style can tell them apart.
    cues = {c["card"]: c["cue"] for c in cards}
    done, sub = STATES["output-available"], STATES["output-available with a failed sub-call"]
    assert cues[done]["statusText"] == cues[sub]["statusText"] == "done"


@pytest.mark.parametrize("palette", PALETTES)
def test_keyboard_focus_ring_is_a_visible_system_colour(forced, palette):
    system, cards, stops, triggers = forced[palette]
    assert [s["key"] for s in stops if s["part"] == "trigger"] == [t["key"] for t in triggers if t["reachable"]]
    assert UNREACHABLE == {t["id"] for t in triggers if not t["reachable"]}
    assert focus_ring_findings(stops, system) == []


# --- the suite can fail ---------------------------------------------------------------------

def _broken_page(built, card_spec, tmp_path, name, change):
    config, result, out = built
    skin = broken_skin_css(config, result, card_spec, tmp_path / "styles", change)
    css = write_css(out, f"tool-call.{name}.css", skin.css)
    return write_page(out, f"broken-{name}.html", page_html(gallery_body(card_spec), root={"data-theme": "light"},
                                                            css=stylesheets(css)))


def test_status_colour_dropped_from_forced_colours_is_caught(tab, dist_url, built, card_spec, tmp_path):
    # The approval badge opts out of forcing (forced-color-adjust: none) to paint Mark/MarkText;
    # without its MarkText the author's warning colour leaks into the user's palette.
    page = _broken_page(built, card_spec, tmp_path, "fc-status", lambda s: edit(
        s, r"(forced-color-adjust: none;\s*background: Mark;\s*)color: MarkText;\s*", r"\1"))
    system, cards = measure(tab, dist_url + page, "light")
    findings = forced_colour_findings(cards, system)
    approval = [c["card"] for c in cards if c["phase"] == "awaiting-approval"]
    assert len(approval) == sum(c.props["phase"] == "awaiting-approval" for c in flat(gallery_cards())) == 5
    assert len(findings) == 5, findings
    for card, finding in zip(approval, findings):
        assert re.fullmatch(re.escape(f"{card} status (awaiting-approval): ") + r"oklch\(.*\) is not a system colour",
                            finding), finding


def test_failure_cue_dropped_from_forced_colours_is_caught(tab, dist_url, built, card_spec, tmp_path):
    # Without the double border, a collapsed card whose sub-call failed looks like any done card.
    page = _broken_page(built, card_spec, tmp_path, "fc-cue", lambda s: edit(
        s, r"&\[data-errored\],\s*&:has\([^{]*\{\s*border-style: double;[^}]*\}", ""))
    _, cards = measure(tab, dist_url + page, "light")
    assert cue_findings(cards, STATES) == [
        "output-available and output-available with a failed sub-call differ only by colour (status word 'done', "
        "same borders, outline, decoration and generated content)"]


def test_box_shadow_focus_ring_is_caught(tab, dist_url, built, card_spec, tmp_path):
    # The classic ring: outline removed, box-shadow instead. Forced colours drop the shadow: nothing shows focus.
    page = _broken_page(built, card_spec, tmp_path, "fc-ring", lambda s: edit(
        s, r"outline: token\(\"stroke\.focus\"\) solid token\(\"border\.focus\"\);",
        'outline: none; box-shadow: 0 0 0 token("stroke.focus") token("border.focus");'))
    system, cards = measure(tab, dist_url + page, "light")
    findings = focus_ring_findings(tab_stops(tab), system)
    assert len(findings) == len(cards) - len(UNREACHABLE)
    assert all(re.search(r"trigger: no outline \(none [\d.]+px\)$", f) for f in findings), findings
