"""The trigger row holds on one line at any container width.

The label, status, summary and duration of a card's trigger stay on one line
in every size, variant, direction and phase: too little room truncates the
texts with an ellipsis (the summary first, then the tool name, then the
duration, the status last) rather than wrapping the status under the name or
pushing the card wider than its column. The full texts stay in the trigger's
accessible name, and the name and summary repeat in ``title``. Measured in
Chromium at container widths of 160, 240, 320 and 640 CSS px.
"""

from __future__ import annotations

import itertools

import pytest

from .checks import open_page
from .pages import PHASES, VARIANTS, Card, frame, page_html, write_page

WIDTHS = (160, 240, 320, 640)
SIZES = ("sm", "md", "lg")
DIRECTIONS = ("ltr", "rtl")
LABEL = "search_files_in_repository"
SUMMARY = "src/components/**/*.tsx needle"


def _cards(width: int, direction: str) -> list[Card]:
    cards = []
    for size, variant, phase in itertools.product(SIZES, VARIANTS, PHASES):
        props = {"phase": phase, "size": size, "variant": variant, "open": False}
        if phase.startswith("output-"):
            props.update(startTime=0, endTime=12_345)
        cards.append(Card(f"{width}-{direction}-{size}-{variant}-{phase}", props, {"label": LABEL, "summary": SUMMARY}))
    # A short name and no summary: nothing to truncate, nothing may stretch.
    cards.append(Card(f"{width}-{direction}-short", {"phase": "output-available", "open": False}, {"label": "ls"}))
    return cards


@pytest.fixture(scope="module")
def row_page(built, card_spec):
    out = built[2]
    columns = []
    for width in WIDTHS:
        body = "".join(frame("\n".join(str(c.render(card_spec)) for c in _cards(width, d)), dir=d) for d in DIRECTIONS)
        columns.append(f'<section class="column" data-width="{width}" style="inline-size: {width}px">{body}</section>')
    html = page_html("\n".join(columns), title="trigger rows", root={"data-theme": "light"})
    return write_page(out, "trigger-rows.html", html.replace("max-inline-size: 720px", "max-inline-size: none"))


MEASURE = """() => Array.from(document.querySelectorAll('.column')).flatMap((column) =>
  Array.from(column.querySelectorAll('[data-scope="tool-call"][data-part="trigger"]')).map((trigger) => {
    const root = trigger.parentElement, cs = getComputedStyle(trigger);
    const box = trigger.getBoundingClientRect();
    const inner = { left: box.left + parseFloat(cs.paddingLeft) - 0.5, right: box.right - parseFloat(cs.paddingRight) + 0.5 };
    const parts = Array.from(trigger.children).filter((el) => el.checkVisibility()).map((el) => {
      const r = el.getBoundingClientRect(), ps = getComputedStyle(el);
      return { part: el.dataset.part, top: r.top, bottom: r.bottom, left: r.left, right: r.right,
               width: el.clientWidth, full: el.scrollWidth,
               content: el.clientWidth - parseFloat(ps.paddingLeft) - parseFloat(ps.paddingRight), title: el.getAttribute('title'),
               text: el.textContent, fontSize: parseFloat(getComputedStyle(el).fontSize),
               ellipsis: getComputedStyle(el).textOverflow };
    });
    return { card: trigger.id, width: Number(column.dataset.width), column: column.getBoundingClientRect().width,
             rootWidth: root.getBoundingClientRect().width, inner, parts,
             overflow: Math.max(trigger.scrollWidth - trigger.clientWidth, root.scrollWidth - root.clientWidth) };
  }))"""


@pytest.fixture(scope="module")
def rows(tab, dist_url, row_page):
    tab.set_viewport_size({"width": 1400, "height": 1000})
    try:
        open_page(tab, dist_url + row_page)
        measured = tab.evaluate(MEASURE)
        names = {}
        for card in (m["card"] for m in measured if m["width"] == 160):
            names[card] = tab.locator(f'[id="{card}"]').aria_snapshot()
        yield measured, names
    finally:
        tab.set_viewport_size({"width": 900, "height": 1000})


def test_every_width_and_card_is_measured(rows):
    measured, _ = rows
    per_width = len(DIRECTIONS) * (len(SIZES) * len(VARIANTS) * len(PHASES) + 1)
    assert sorted({m["width"] for m in measured}) == list(WIDTHS)
    assert all(sum(m["width"] == w for m in measured) == per_width for w in WIDTHS)
    assert all(abs(m["column"] - m["width"]) < 0.5 for m in measured)


def test_one_line(rows):
    """All parts of the row share one line: each part's vertical range overlaps every other's."""
    measured, _ = rows
    broken = []
    for m in measured:
        top, bottom = max(p["top"] for p in m["parts"]), min(p["bottom"] for p in m["parts"])
        if top >= bottom:
            broken.append((m["card"], m["width"], [(p["part"], round(p["top"])) for p in m["parts"]]))
    assert broken == []


def test_no_overflow(rows):
    """Nothing sticks out of the trigger's padding box or scrolls; the card is no wider than its column."""
    measured, _ = rows
    out = [(m["card"], m["width"], p["part"]) for m in measured for p in m["parts"]
           if p["left"] < m["inner"]["left"] or p["right"] > m["inner"]["right"]]
    assert out == []
    assert [(m["card"], m["width"], m["overflow"]) for m in measured if m["overflow"] > 0] == []
    assert [(m["card"], m["width"]) for m in measured if m["rootWidth"] > m["width"] + 0.5] == []


def test_truncated_texts_end_in_an_ellipsis_and_keep_their_full_text(rows):
    measured, names = rows
    truncated = [(m, p) for m in measured for p in m["parts"] if p["full"] > p["width"]]
    assert {p["part"] for _, p in truncated} >= {"label", "summary"}  # the narrow widths do truncate
    assert [(m["card"], p["part"]) for m, p in truncated if p["ellipsis"] != "ellipsis"] == []
    titled = [(m["card"], p["part"], p["title"]) for m, p in truncated if p["part"] in ("label", "summary")]
    assert [t for t in titled if t[2] != {"label": LABEL, "summary": SUMMARY}[t[1]]] == []
    # The accessible name is the whole row's text, however little of it shows.
    short = [card for card, snapshot in names.items()
             if not snapshot.startswith(f'- button "{LABEL} ') and "short" not in card]
    assert short == []
    assert all(SUMMARY in snapshot for card, snapshot in names.items() if "short" not in card)


def test_texts_give_way_in_order(rows):
    """The summary truncates before the name, the name before the duration, the duration before the status."""
    measured, _ = rows
    order = ("summary", "label", "duration", "status")
    wrong = []
    for m in measured:
        by_part = {p["part"]: p for p in m["parts"]}
        for earlier, later in itertools.pairwise(order):
            a, b = by_part.get(earlier), by_part.get(later)
            # `later` may only be truncated once `earlier` is down to its first glyph and an ellipsis (1.25em).
            if a and b and b["full"] > b["width"] + 1 and a["content"] > 1.25 * a["fontSize"] + 1:
                wrong.append((m["card"], m["width"], later, "before", earlier))
    assert wrong == []
    # At 640 px only the summary may be cut; the name, status and duration show in full.
    assert [(m["card"], p["part"]) for m in measured if m["width"] == 640 for p in m["parts"]
            if p["part"] != "summary" and p["full"] > p["width"]] == []


def test_a_short_row_does_not_stretch(rows):
    measured, _ = rows
    for m in (m for m in measured if m["card"].endswith("-short:trigger")):
        label = next(p for p in m["parts"] if p["part"] == "label")
        assert label["full"] <= label["width"] and label["right"] - label["left"] < 2 * label["fontSize"]
