"""The trigger row holds on one line at any container width.

The label, status, summary and duration of a card's trigger stay on one line
in every size, variant, direction and phase, alone and inside a group (whose
column is narrower by its indent): too little room truncates the texts with an
ellipsis (the summary first, then the duration, then the tool name, the status
last) rather than wrapping the status under the name or pushing the card wider
than its column, so the name stays readable while the duration gives way. The
group's own header ("Ran N tools", the approval marker) holds the same way. The
full texts stay in the trigger's accessible name, and the card's name and
summary repeat in ``title``. Measured in Chromium at container widths of 160,
240, 320 and 640 CSS px.
"""

from __future__ import annotations

import itertools

import pytest

from .checks import open_page
from .pages import PHASES, VARIANTS, Card, Group, frame, page_html, write_page

WIDTHS = (160, 240, 320, 640)
SIZES = ("sm", "md", "lg")
DIRECTIONS = ("ltr", "rtl")
LABEL = "search_files_in_repository"
SUMMARY = "src/components/**/*.tsx needle"
# Names as a turn's tools are called; the docs' group examples show such rows.
TYPICAL = ("search_files", "read_file", "run_tests", "web_fetch", "edit_file")
READABLE = 6
"""Characters of a name that show at container widths of 240 px and more."""


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


def _group(width: int, direction: str) -> Group:
    """A group holding a settled and a waiting card of every size and variant, with typical names."""
    cards = []
    for i, (size, variant, phase) in enumerate(itertools.product(SIZES, VARIANTS, ("output-available",
                                                                                    "awaiting-approval"))):
        props = {"phase": phase, "size": size, "variant": variant, "open": False}
        if phase == "output-available":
            props.update(startTime=0, endTime=82_345)  # "ran for 82.3s"
        cards.append(Card(f"{width}-{direction}-in-group-{size}-{variant}-{phase}", props,
                          {"label": TYPICAL[i % len(TYPICAL)], "summary": "src/app/routes/index.ts"}))
    return Group(f"{width}-{direction}", tuple(cards))


@pytest.fixture(scope="module")
def row_page(built, card_spec):
    out = built[2]
    columns = []
    for width in WIDTHS:
        body = "".join(frame("\n".join(str(c.render(card_spec)) for c in _cards(width, d))
                             + str(_group(width, d).render(card_spec)), dir=d) for d in DIRECTIONS)
        columns.append(f'<section class="column" data-width="{width}" style="inline-size: {width}px">{body}</section>')
    html = page_html("\n".join(columns), title="trigger rows", root={"data-theme": "light"})
    return write_page(out, "trigger-rows.html", html.replace("max-inline-size: 720px", "max-inline-size: none"))


MEASURE = """() => Array.from(document.querySelectorAll('.column')).flatMap((column) =>
  Array.from(column.querySelectorAll('[data-part="trigger"]')).map((trigger) => {
    const root = trigger.closest('[data-part="root"]'), cs = getComputedStyle(trigger);
    const scope = trigger.dataset.scope;
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
    return { card: trigger.id || root.querySelector('[data-part="content"]').id, scope,
             grouped: scope === 'tool-call' && !!root.parentElement.closest('[data-scope="tool-call-group"]'),
             width: Number(column.dataset.width), column: column.getBoundingClientRect().width,
             rootWidth: root.getBoundingClientRect().width, inner, parts,
             columnRight: column.getBoundingClientRect().right, columnLeft: column.getBoundingClientRect().left,
             overflow: Math.max(trigger.scrollWidth - trigger.clientWidth, root.scrollWidth - root.clientWidth) };
  }))"""


@pytest.fixture(scope="module")
def rows(tab, dist_url, row_page):
    tab.set_viewport_size({"width": 1400, "height": 1000})
    try:
        open_page(tab, dist_url + row_page)
        measured = tab.evaluate(MEASURE)
        names = {}
        for m in (m for m in measured if m["width"] == 160):
            trigger = (tab.locator(f'[id="{m["card"]}"]') if m["scope"] == "tool-call" else
                       tab.locator(f'[data-part="root"]:has([id="{m["card"]}"]) > * > [data-part="trigger"]'))
            names[m["card"]] = trigger.aria_snapshot()
        yield measured, names
    finally:
        tab.set_viewport_size({"width": 900, "height": 1000})


def test_every_width_and_card_is_measured(rows):
    measured, _ = rows
    alone = len(SIZES) * len(VARIANTS) * len(PHASES) + 1
    grouped = len(_group(160, "ltr").cards)
    per_width = len(DIRECTIONS) * (alone + 1 + grouped)
    assert sorted({m["width"] for m in measured}) == list(WIDTHS)
    assert sum(m["scope"] == "tool-call-group" for m in measured) == len(WIDTHS) * len(DIRECTIONS)
    assert sum(m["grouped"] for m in measured) == len(WIDTHS) * len(DIRECTIONS) * grouped
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
    titled = [(m["card"], p["part"], p["title"], p["text"]) for m, p in truncated
              if m["scope"] == "tool-call" and p["part"] in ("label", "summary")]
    assert [t for t in titled if t[2] != t[3]] == []
    assert {t[3] for t in titled} >= {LABEL, SUMMARY}
    # The accessible name is the whole row's text, however little of it shows.
    alone = {card: snapshot for card, snapshot in names.items() if "short" not in card and "group" not in card}
    assert [card for card, snapshot in alone.items() if not snapshot.startswith(f'- button "{LABEL} ')] == []
    assert all(SUMMARY in snapshot for snapshot in alone.values())
    grouped = {card: snapshot for card, snapshot in names.items() if "in-group" in card}
    assert grouped and all(snapshot.startswith(f'- button "{TYPICAL[0]}') or any(
        snapshot.startswith(f'- button "{name} ') for name in TYPICAL) for snapshot in grouped.values())
    headers = [snapshot for card, snapshot in names.items() if card.startswith("tool-call-group:")]
    assert headers and all(s.startswith('- button "Ran 18 tools 9 awaiting approval"') for s in headers), headers


def test_texts_give_way_in_order(rows):
    """The summary truncates first, then the duration, then the name down to its readable minimum, then the status.

    The name's minimum is its first six characters and an ellipsis (7.5ch); it
    eases down to one glyph only in rows too narrow for anything else. In a
    group's header, the header text gives way before the approval marker.
    """
    measured, _ = rows
    wrong = []
    for m in measured:
        by_part = {p["part"]: p for p in m["parts"]}
        if m["scope"] == "tool-call":
            steps = [("summary", "duration", 1.25), ("duration", "label", 0), ("label", "status", 7.5 * 0.6)]
        else:
            steps = [("label", "approval", 1.25)]
        for earlier, later, down_to in steps:
            a, b = by_part.get(earlier), by_part.get(later)
            # `later` may only be truncated once `earlier` is down to its minimum (in em; 1ch = 0.6em in a monospace font).
            if a and b and b["full"] > b["width"] + 1 and a["content"] > down_to * a["fontSize"] + 1:
                wrong.append((m["card"], m["width"], later, "before", earlier, round(a["content"])))
    assert wrong == []
    # At 640 px only the summary may be cut; the name, status and duration show in full.
    assert [(m["card"], p["part"]) for m in measured if m["width"] == 640 for p in m["parts"]
            if p["part"] != "summary" and p["full"] > p["width"]] == []


def test_the_name_stays_readable(rows):
    """From 240 px on, a card shows at least six characters of its name, alone or in a group.

    Before, a group's cards in a 390 px page kept "ran for 82…" at ~95 px while
    the name was cut to its first letter. Names are in a monospace font: the
    visible characters are the label's content width over one glyph's, less the
    ellipsis's.
    """
    measured, _ = rows
    short = []
    for m in (m for m in measured if m["scope"] == "tool-call" and m["width"] >= 240):
        label = next(p for p in m["parts"] if p["part"] == "label")
        glyph = label["full"] / len(label["text"])
        shown = len(label["text"]) if label["full"] <= label["width"] else int(label["content"] / glyph - 1)
        if shown < min(READABLE, len(label["text"])):
            short.append((m["card"], m["width"], shown))
    assert short == []
    # The grouped cards are measured too: their column is narrower by the group's indent.
    assert any(m["grouped"] and m["width"] == 240 for m in measured)


def test_status_and_duration_take_no_more_than_their_content(rows):
    measured, _ = rows
    wide = [(m["card"], p["part"]) for m in measured for p in m["parts"]
            if p["part"] in ("status", "duration", "approval") and p["width"] > p["full"] + 0.5]
    assert wide == []


def test_a_short_row_does_not_stretch(rows):
    measured, _ = rows
    for m in (m for m in measured if m["card"].endswith("-short:trigger")):
        label = next(p for p in m["parts"] if p["part"] == "label")
        assert label["full"] <= label["width"] and label["right"] - label["left"] < 2 * label["fontSize"]
