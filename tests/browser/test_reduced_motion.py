"""Reduced motion, asked for by the user's preference (emulated) or by ``data-motion="reduce"`` on an ancestor.

Every card of the gallery changes phase and open state the way an adapter
does it (attributes patched in place, ``hidden`` set only after the exit), and
a new running card is inserted; then ``document.getAnimations()`` must be
empty, and a running card's status text shows a plain colour: the same colour
the status rests at without the shimmer (``--xh-tool-call-status-fg``, default
token ``fg.muted``, the spec's motion notes).
"""

from __future__ import annotations

import re

import pytest

from .broken import broken_skin_css, edit, write_css
from .checks import contrast, motion_findings, open_page
from .pages import Card, Group, frame, gallery_body, gallery_cards, page_html, stylesheets, write_page
from .test_mode_cascade import expected

NEXT = {"input-streaming": "input-available", "input-available": "awaiting-approval",
        "awaiting-approval": "output-available", "output-available": "output-error", "output-error": "input-streaming"}
SLOT = "rgb(1, 2, 3)"  # --xh-tool-call-status-fg set on the data-motion frame


def next_state(card_spec) -> tuple[dict[str, str], str]:
    """``{card id: markup after the change}`` for every gallery card, and a new running card's markup."""
    changed = {}
    for item in gallery_cards():
        if isinstance(item, Group):  # the accordion opens or closes; its cards stay as they are
            changed[item.key] = str(item.render(card_spec, open=not item.open))
            continue
        phase = NEXT[item.props["phase"]]
        times = {"startTime": 0, "endTime": 1_500} if phase.startswith("output-") else {"startTime": None, "endTime": None}
        changed[item.key] = str(item.render(card_spec, phase=phase, open=not item.props["open"], **times))
    new = Card("appended", {"phase": "input-streaming"}, {"label": "new_call", "summary": "just started"})
    return changed, str(new.render(card_spec))


def running_after(card_spec) -> int:
    """How many cards run after the change: gallery cards whose next phase runs, and the new one."""
    items = gallery_cards()
    return (1 + sum(card_spec.phase(NEXT[c.props["phase"]]).running for c in items if isinstance(c, Card))
            + sum(card_spec.phase(c.props["phase"]).running for g in items if isinstance(g, Group) for c in g.cards))


def change_phases(tab, card_spec, container):
    changed, new = next_state(card_spec)
    return tab.evaluate("([next, container, extra]) => xhProbe.changePhases(next, container, extra)",
                        [changed, container, new])


@pytest.fixture(scope="module")
def motion_pages(built, card_spec):
    out = built[2]
    body = gallery_body(card_spec)
    plain = write_page(out, "motion.html", page_html(frame(body), root={"data-theme": "light"}))
    marked = write_page(out, "motion-attr.html", page_html(
        frame(body, data_motion="reduce", style=f"--xh-tool-call-status-fg: {SLOT}"), root={"data-theme": "light"}))
    return plain, marked


WAYS = {  # name -> (page index, emulated media)
    "prefers-reduced-motion": (0, {"reduced_motion": "reduce"}),
    "data-motion": (1, {}),
}


def test_control_the_same_changes_animate_without_reduction(tab, dist_url, motion_pages, card_spec):
    # Without this, an empty getAnimations() below could mean the changes never animate at all.
    open_page(tab, dist_url + motion_pages[0])
    names = {a["name"] for a in change_phases(tab, card_spec, ".frame")}
    assert {"xh-tool-call-enter", "xh-tool-call-shimmer", "xh-disclosure-expand", "xh-disclosure-collapse",
            "transform"} <= names


@pytest.mark.parametrize("way", WAYS)
def test_no_animation_after_a_phase_change(tab, dist_url, motion_pages, card_spec, way):
    index, media = WAYS[way]
    open_page(tab, dist_url + motion_pages[index], **media)
    assert tab.evaluate("xhProbe.animations()") == []  # nothing on load either
    assert motion_findings(change_phases(tab, card_spec, ".frame")) == []
    assert tab.evaluate("document.querySelectorAll('[data-scope=\"tool-call\"][data-part=\"root\"]').length") == 32


@pytest.mark.parametrize("way", WAYS)
def test_running_status_keeps_its_plain_colour(tab, dist_url, motion_pages, card_spec, built, way):
    index, media = WAYS[way]
    open_page(tab, dist_url + motion_pages[index], **media)
    change_phases(tab, card_spec, ".frame")
    token = expected(built[1].token_set, {"theme": "light", "contrast": "base", "density": "comfortable"})["--xh-fg-muted"]
    want = tab.evaluate("(c) => xhProbe.computedColour(c)", SLOT if way == "data-motion" else token)
    rows = tab.evaluate("xhProbe.statusColours()")
    assert len(rows) == running_after(card_spec) == 10
    for r in rows:
        assert (r["color"], r["backgroundImage"], r["animationName"]) == (want, "none", "none"), r
        assert r["color"] == r["resting"], r
    behind = tab.evaluate("""() => xhProbe.backgroundBehind(
        document.querySelector('[data-loading] > [data-part="trigger"] > [data-part="status"]'))""")
    assert contrast(want, behind) >= 4.5


def test_an_animation_without_a_reduce_rule_is_caught(tab, dist_url, built, card_spec, tmp_path):
    config, result, out = built
    skin = broken_skin_css(config, result, card_spec, tmp_path / "styles", lambda s: edit(
        s, r"\n    @include reduce-motion \{\n      animation: none;\n      background-image: none;\n[^\n]*\n    \}\n", "\n"))
    assert "skin/motion-without-reduce" in {d.code for d in skin.diagnostics}  # the static check agrees
    css = write_css(out, "tool-call.no-reduce.css", skin.css)
    body = gallery_body(card_spec)
    pages = [write_page(out, "broken-motion.html", page_html(frame(body), css=stylesheets(css))),
             write_page(out, "broken-motion-attr.html",
                        page_html(frame(body, data_motion="reduce"), css=stylesheets(css)))]
    for way, (index, media) in WAYS.items():
        open_page(tab, dist_url + pages[index], **media)
        findings = motion_findings(change_phases(tab, card_spec, ".frame"))
        assert len(findings) == running_after(card_spec), (way, findings)
        assert all(re.fullmatch(r"tool-call:[\w-]+:trigger: CSSAnimation 'xh-tool-call-shimmer' on tool-call/status \(running\)",
                                f) for f in findings), (way, findings)
