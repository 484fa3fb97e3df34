"""The API reference can be found: a row per name with its own anchor, names that never break, search that lands on the row.

Checked in Chromium on each component's page, English and Chinese: every
prop, event, slot, state, data attribute, CSS variable, type and translation
key of the generated tables (their JSON, written by the same build) has an
anchor inside its own row, the same in both languages; following one scrolls
the row into view and marks it; a type cell links to the type's row; no code
in a table breaks inside itself at 390 or 1280 px; every reference table fits
the content column at 1280 px (the wide ones fold columns into a cell); and the site's search for a custom property, a
data attribute and an event name, in each language, gives the row as the first
result, with no empty highlight parameter.
"""

from __future__ import annotations

import json

import pytest

from skinwright.components.tables import ROW_ANCHORS

from .checks import open_page

LANGS = ("", "zh/")


def row_ids(site, component: str) -> dict[str, list[str]]:
    """Table id → the anchors its rows must have, from the table's JSON."""
    tables = site.parent / "docs/generated/parts/components" / component / "tables"
    out = {}
    for table, (_, anchor) in ROW_ANCHORS.items():
        data = json.loads((tables / f"{table}.json").read_text(encoding="utf-8"))
        rows = [dict(r, _first=i == 0 or r.get("type") != data["rows"][i - 1].get("type"))
                for i, r in enumerate(data["rows"])]
        out[table] = [a for a in map(anchor, rows) if a]
    return out


ROWS = """(ids) => ids.map((id) => {
  const all = document.querySelectorAll('[id="' + id + '"]');
  const row = all.length === 1 ? all[0].closest('tr') : null;
  return [id, all.length, !!row && row.closest('table') !== null, row ? row.rowIndex : -1];
})"""


@pytest.mark.parametrize("lang", LANGS)
def test_every_named_row_has_its_own_anchor(tab, site, site_url, component_page, component, lang):
    expected = row_ids(site, component)
    assert expected["props"] or expected["css-variables"], "no named rows: the tables did not load"
    open_page(tab, component_page.replace(site_url, site_url + lang))
    for table, ids in expected.items():
        assert len(set(ids)) == len(ids), f"{table}: two rows share an anchor: {ids}"
        found = tab.evaluate(ROWS, ids)
        bad = [(i, n, in_row) for i, n, in_row, _ in found if n != 1 or not in_row]
        assert not bad, f"{component} {table} ({lang or 'en'}): anchors missing, repeated or outside a row: {bad}"


def test_an_anchor_brings_its_row_into_view(tab, component_page, component, site):
    ids = row_ids(site, component)
    target = (ids["css-variables"] or ids["props"])[-1]
    open_page(tab, component_page + "#" + target)
    tab.wait_for_function("(id) => { const r = document.getElementById(id).getBoundingClientRect();"
                          " return r.top >= 0 && r.bottom <= innerHeight; }", arg=target, timeout=10_000)
    # The row is marked while it is the target.
    marked = tab.evaluate("""(id) => {
        const cell = document.getElementById(id).closest('td');
        const row = getComputedStyle(cell).backgroundColor, other = cell.closest('tr').previousElementSibling;
        return [row, other ? getComputedStyle(other.cells[0]).backgroundColor : null];
    }""", target)
    assert marked[0] != marked[1] and marked[0] != "rgba(0, 0, 0, 0)"


def test_a_type_links_to_its_row(tab, site_url, site):
    ids = row_ids(site, "tool-call")
    assert "type-size" in ids["types"] and "type-toolcallopenchangedetails" in ids["types"]
    open_page(tab, site_url + "components/tool-call/")
    links = tab.evaluate("""() => Object.fromEntries(Array.from(
        document.querySelectorAll('#prop-size, #prop-onopenchange, #prop-translations'),
        (h) => [h.id, h.closest('tr').cells[1].querySelector('a')?.hash]))""")
    assert links == {"prop-size": "#type-size", "prop-onopenchange": "#type-toolcallopenchangedetails",
                     "prop-translations": "#" + ids["translations"][0]}
    assert tab.evaluate("(id) => !!document.getElementById(id)", links["prop-size"][1:])


BROKEN = """() => Array.from(document.querySelectorAll('.md-typeset table:not([class]) td code')).filter((c) => {
  // A code span may wrap between its words (a font stack), never inside one: each run of
  // non-spaces lies on one line.
  const text = c.firstChild;
  if (!text || text.nodeType !== 3) return c.getClientRects().length > 1;
  for (const m of text.data.matchAll(/\\S+/g)) {
    const range = document.createRange();
    range.setStart(text, m.index);
    range.setEnd(text, m.index + m[0].length);
    if (new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size > 1) return true;
  }
  return false;
}).map((c) => c.textContent)"""


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("lang", LANGS)
def test_no_identifier_breaks_inside_itself(tab, component_page, site_url, width, lang):
    tab.set_viewport_size({"width": width, "height": 900})
    try:
        open_page(tab, component_page.replace(site_url, site_url + lang))
        assert tab.evaluate("document.querySelectorAll('.md-typeset table:not([class]) td code').length") > 20
        broken = tab.evaluate(BROKEN)
        assert not broken, f"{len(broken)} code spans break across lines at {width}px: {broken[:8]}"
    finally:
        tab.set_viewport_size({"width": 900, "height": 1000})


FITS = """async () => {
  const out = [];
  for (const t of document.querySelectorAll('.md-typeset table:not([class])')) {
    // Sections far from the viewport may skip their layout (content-visibility): measure each in view.
    t.scrollIntoView();
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const wrap = t.closest('.md-typeset__scrollwrap') || t.parentElement;
    out.push({head: Array.from(t.rows[0].cells, (c) => c.textContent.trim()).join('|'),
              vars: !!t.querySelector('h4[id^="var-"]'), table: t.scrollWidth, scroll: wrap.scrollWidth,
              client: wrap.clientWidth});
  }
  return out;
}"""


@pytest.mark.parametrize("lang", LANGS)
def test_every_reference_table_fits_the_content_column(tab, component_page, component, site_url, lang):
    """At 1280 px every table of a component page fits Material's content column: nothing scrolls sideways.

    Props fold "required" and the default under the name, Phases what a phase
    counts as under its meaning, CSS variables the default under the name and
    where and when under the description (before, Props and Phases stuck out by
    216 and 153 px).
    """
    tab.set_viewport_size({"width": 1280, "height": 800})
    try:
        open_page(tab, component_page.replace(site_url, site_url + lang))
        tables = tab.evaluate(FITS)
        assert len(tables) > 10 and sum(t["vars"] for t in tables) == 1
        assert all(t["client"] > 600 for t in tables)  # the content column, not a collapsed box
        wide = [(t["head"], t["table"], t["scroll"], t["client"]) for t in tables
                if t["scroll"] > t["client"] + 1 or t["table"] > t["client"] + 1]
        assert wide == []
    finally:
        tab.set_viewport_size({"width": 900, "height": 1000})


FIRST = """() => {
  const item = document.querySelector('.md-search-result__list > .md-search-result__item');
  if (!item) return null;
  const links = Array.from(item.querySelectorAll(':scope > .md-search-result__link'), (a) => new URL(a.href));
  return links.map((u) => [u.pathname, u.hash]);
}"""
EMPTY_H = """() => Array.from(document.querySelectorAll('.md-search-result__link'), (a) => new URL(a.href))
  .filter((u) => u.searchParams.has('h') && !u.searchParams.get('h').trim()).map((u) => u.pathname + u.search + u.hash)"""


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("query, pages, anchor", [
    ("--xh-tool-call-summary-bg", ["tool-call"], "#var-xh-tool-call-summary-bg"),
    ("--xh-tool-call-bg", ["tool-call"], "#var-xh-tool-call-bg"),  # not --xh-tool-call-group-bg's row
    ("open-change", ["tool-call", "tool-call-group"], "#event-open-change"),  # both components have it
    ("data-errored", ["tool-call"], "#attr-root-data-errored"),
])
def test_search_lands_on_the_row(tab, site_url, lang, query, pages, anchor):
    """The first result is the page of the row named exactly as the query, and its first link the row
    (Material lists a page, then its best sections), in English and Chinese; no result links an empty ?h=."""
    open_page(tab, site_url + lang)
    # As a reader searches: open the search from the header, type the query.
    tab.locator('label.md-header__button[for="__search"]').first.click()
    tab.locator("input.md-search__input").focus()
    tab.keyboard.type(query)
    # Results come per keystroke (a slow machine shows a shorter query's for a while): wait for the
    # first result to be the row, then check it is.
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    wanted = [f"/{lang}components/{page}/" for page in pages]
    try:
        tab.wait_for_function(f"""() => {{ const first = ({FIRST})();
            return !!first && first.length > 1 && {wanted!r}.includes(first[0][0]) && first[1][1] === {anchor!r}; }}""",
                              timeout=30_000)
    except PlaywrightTimeout:  # the assertions below say what the first result is instead
        pass
    tab.wait_for_timeout(300)
    first = tab.evaluate(FIRST)
    assert first and first[0] == [first[0][0], ""] and first[0][0] in wanted, first
    assert first[1] == [first[0][0], anchor], f"the first result's first link is not the row: {first}"
    # Material's "missing" marker: each word of the query is found in the row.
    row = tab.locator(f'.md-search-result__list > .md-search-result__item:first-child a[href*="{anchor}"]').first
    assert row.locator(".md-search-result__terms").count() == 0, row.inner_text()
    assert tab.evaluate(EMPTY_H) == []
    # Following the result lands on the row.
    row.click()
    tab.wait_for_function("(id) => location.hash === '#' + id && document.getElementById(id) !== null"
                          " && document.getElementById(id).getBoundingClientRect().top < innerHeight",
                          arg=anchor[1:], timeout=10_000)


@pytest.mark.parametrize("lang", LANGS)
def test_a_search_result_on_the_page_already_open_lands_on_the_row(browser, site_url, lang):
    """On the row's own page, a fresh load, on a desktop screen (no scroll lock while searching):
    Material's instant navigation fetches the page again and swaps it in (the address gains ?h=),
    and the row ends in view below the header."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(site_url + lang + "components/tool-call/", wait_until="load")
    page.wait_for_function("() => typeof window.component$ === 'object'")
    page.evaluate("window.__same = true")
    page.locator("input.md-search__input").click()  # in the header at this width
    page.keyboard.type("--xh-tool-call-bg")
    row = page.locator('.md-search-result a[href*="#var-xh-tool-call-bg"]').first
    row.wait_for(timeout=30_000)
    row.click()
    page.wait_for_function("""() => { const row = document.getElementById('var-xh-tool-call-bg');
        const box = row && row.getBoundingClientRect();
        const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
        return location.hash === '#var-xh-tool-call-bg' && box.top >= header - 1 && box.bottom <= innerHeight; }""",
                           timeout=10_000)
    same = page.evaluate("window.__same")
    context.close()
    assert same, "not an instant navigation: the page reloaded"
@pytest.mark.parametrize("lang", LANGS)
def test_a_css_variable_default_links_to_its_token_row_and_shows_its_mode_values(tab, site_url, lang):
    """Following the default of ``--xh-tool-call-summary-bg`` lands on ``bg.subtle``'s row of the tokens page
    (same language), and each value the cell prints is what tokens.css gives that property in that mode."""
    open_page(tab, site_url + lang + "components/tool-call/")
    cell = tab.evaluate("""() => {
        const td = document.getElementById('var-xh-tool-call-summary-bg').closest('tr').cells[0]
            .querySelector('.xh-doc-fold');  // the Default, under the name
        const a = td.querySelector('a');
        return {href: a.href, values: Array.from(td.querySelectorAll('.xh-doc-dv'),
            (v) => [v.querySelector('code').textContent, v.lastChild.nodeType === 3 ? v.lastChild.textContent.trim() : '',
                    getComputedStyle(v, '::before').backgroundColor])};
    }""")
    assert cell["href"] == site_url + lang + "tokens/#token-xh-bg-subtle"
    # The mode labels in the page's language (the resolver's org.skinwright.labels).
    assert [label for _, label, _ in cell["values"]] == {"": ["light", "dark"], "zh/": ["浅色", "深色"]}[lang]
    assert len({swatch for _, _, swatch in cell["values"]}) == 2  # each line paints its own colour
    # tokens.css, as the page links it, in each mode: a probe inside [data-theme] reads the property.
    computed = tab.evaluate("""(themes) => themes.map((theme) => {
        const probe = document.createElement('div');
        probe.setAttribute('data-theme', theme);
        document.body.append(probe);
        const value = getComputedStyle(probe).getPropertyValue('--xh-bg-subtle').trim();
        probe.remove();
        return value;
    })""", ["light", "dark"])
    assert computed == [css for css, _, _ in cell["values"]]
    tab.locator("#var-xh-tool-call-summary-bg").locator("xpath=ancestor::tr").locator("td").nth(0) \
        .locator(".xh-doc-fold a").first.click()
    tab.wait_for_url(site_url + lang + "tokens/#token-xh-bg-subtle", timeout=15_000)
    # In view, below Material's sticky header.
    tab.wait_for_function("""() => { const c = document.getElementById('token-xh-bg-subtle');
        if (!c) return false;
        const r = c.getBoundingClientRect(), h = document.querySelector('.md-header').getBoundingClientRect();
        return r.top >= h.bottom && r.bottom <= innerHeight; }""", timeout=15_000)
    row = tab.evaluate("() => document.getElementById('token-xh-bg-subtle').closest('tr').cells[0].innerText")
    assert "bg.subtle" in row and "--xh-bg-subtle" in row


def test_the_tokens_pages_contrast_samples_show_the_pair_and_pass_axe(tab, site_url):
    """Each declared contrast pair on the tokens page shows a sample "Aa" in the token's colour on its
    background, whatever the pair's ratio (the text beside it says it): a colour sample drawn by CSS
    (role img, named), which axe does not take for page text that fails (a new user found 8 such
    samples at 3.78:1 reported as color-contrast violations)."""
    from .checks import axe_source

    open_page(tab, site_url + "tokens/")
    samples = tab.evaluate("""() => Array.from(document.querySelectorAll('.xh-doc-pair'), (s) => [
        getComputedStyle(s, '::before').content, s.getAttribute('role'), s.getAttribute('aria-label'),
        s.textContent, getComputedStyle(s).color !== getComputedStyle(s).backgroundColor])""")
    assert len(samples) >= 8
    assert [s for s in samples if s[0] != '"Aa"' or s[1] != "img" or not s[2] or s[3] != "" or not s[4]] == []
    tab.add_script_tag(content=axe_source())
    failing = tab.evaluate("""async () => {
        const r = await axe.run({include: [['.xh-doc-pair']]}, {runOnly: ['color-contrast']});
        return r.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
    }""")
    assert failing == []
