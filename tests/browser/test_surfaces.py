"""The tool-call page's six surfaces (LobeHub's Inspector, Placeholder, Streaming, Render, Intervention, Portal).

Each surface has a live example on the page, which the table's last column
links: the auto-disclosure stepper's phases (Inspector and Placeholder while
the arguments stream, Streaming while the tool runs, Render once it settled),
the approval gate at the top (Intervention), and the very long output, whose
card offers the portal (Portal). In Chromium each shows the parts the table
maps its surface to, in the phase it names, and the portal button fires
``portal-open`` for the host (the page logs it under the example).
"""

from __future__ import annotations

import json

import pytest

from .checks import hydrate_all, open_page

SURFACES = ["Inspector", "Placeholder", "Streaming", "Render", "Intervention", "Portal"]

STATE = """(id) => {
  const ex = document.getElementById('example-' + id);
  const root = ex.querySelector('[data-xh-frame] [data-scope="tool-call"][data-part="root"]');
  const part = (p) => root.querySelector(`[data-scope="tool-call"][data-part="${p}"]`);
  const shown = (p) => { const el = part(p); return !!el && !el.closest('[hidden]') && el.getClientRects().length > 0; };
  return {
    phase: part('status').getAttribute('data-state'), status: part('status').textContent.trim(),
    loading: root.hasAttribute('data-loading'), settled: root.hasAttribute('data-settled'),
    label: part('label').textContent.trim(), summary: part('summary') ? part('summary').textContent.trim() : null,
    input: part('input') ? part('input').textContent.trim() : null,
    output: part('output') ? part('output').textContent.trim() : null,
    shown: ['approval', 'input', 'output', 'error', 'portal'].filter(shown),
  };
}"""

ROWS = """() => {
  for (let el = document.getElementById('six-surfaces').nextElementSibling; el; el = el.nextElementSibling) {
    const table = el.matches('table') ? el : el.querySelector('table');
    if (table) return Array.from(table.tBodies[0].rows, (r) => ({
      surface: r.cells[0].textContent.trim(),
      // instant navigation makes the hrefs absolute: keep the links into this very page
      links: Array.from(r.cells[r.cells.length - 1].querySelectorAll('a[href]'))
        .filter((a) => a.pathname === location.pathname && a.hash).map((a) => a.hash.slice(1)),
    }));
  }
  return [];
}"""


@pytest.fixture(scope="module")
def surfaces_page(tab, site, site_url):
    open_page(tab, f"{site_url}components/tool-call/", reduced_motion="reduce")
    hydrate_all(tab)
    return tab


def step(page, example: str, phase: str) -> dict:
    page.locator(f'#example-{example} button[data-xh-phase="{phase}"]').click()
    return page.evaluate(STATE, example)


def test_the_section_links_a_live_example_for_each_surface(surfaces_page):
    page = surfaces_page
    assert page.locator("h2#six-surfaces").count() == 1
    assert "LobeHub" in page.locator("h2#six-surfaces + p").inner_text()
    rows = page.evaluate(ROWS)
    assert [r["surface"] for r in rows] == SURFACES
    first = {r["surface"]: r["links"][0] for r in rows}
    assert first == {"Inspector": "auto-disclosure", "Placeholder": "auto-disclosure", "Streaming": "auto-disclosure",
                     "Render": "auto-disclosure", "Intervention": "approval-gate", "Portal": "long-output"}
    # every link lands on a heading whose live example follows it
    for target in {t for r in rows for t in r["links"]}:
        assert page.locator(f"#{target}").count() == 1, target
        assert page.locator(f"#example-{target}.xh-doc-example").count() == 1, target
    demos = {r["surface"] for r in rows if page.locator(f"#example-{r['links'][0]}[data-xh-demo]").count()}
    assert demos == {"Inspector", "Placeholder", "Streaming", "Render", "Intervention"}


def test_each_example_shows_its_surface(surfaces_page):
    page = surfaces_page
    page.locator("#example-auto-disclosure [data-xh-reset]").click()
    inspector = step(page, "auto-disclosure", "input-streaming")  # Inspector and Placeholder: nothing came back
    assert (inspector["phase"], inspector["status"], inspector["loading"]) == ("input-streaming", "preparing", True)
    assert (inspector["label"], inspector["summary"], inspector["input"]) == ("read_file", "src/index.ts",
                                                                              '{ "path": "src/ind')
    assert inspector["shown"] == ["input"] and inspector["output"] is None
    streaming = step(page, "auto-disclosure", "input-available")  # output while the call still runs
    assert (streaming["status"], streaming["loading"], streaming["shown"]) == ("running", True, ["input", "output"])
    assert (streaming["input"], streaming["output"]) == ('{ "path": "src/index.ts" }', "export function main() {")
    render = step(page, "auto-disclosure", "output-available")
    assert render["settled"] and not render["loading"] and render["shown"] == []  # closed once it settles
    page.locator("#example-auto-disclosure [data-xh-reset]").click()
    again = page.evaluate(STATE, "auto-disclosure")  # Reset brings back the markup as served (it has no template)
    assert (again["phase"], again["input"], again["shown"]) == ("input-streaming", '{ "path": "src/ind', ["input"])
    intervention = page.evaluate(STATE, "approval-gate")
    assert intervention["status"] == "awaiting approval" and "approval" in intervention["shown"]
    portal = page.evaluate(STATE, "long-output")
    assert (portal["label"], portal["settled"], portal["shown"]) == ("sha256sum", True, ["output", "portal"])


def test_the_portal_button_fires_portal_open_for_the_host(surfaces_page):
    page = surfaces_page
    page.evaluate("""() => { window.__portal = [];
        document.addEventListener('portal-open', e => window.__portal.push(e.target.localName + ' ' +
          e.target.querySelector('[data-part="label"]').textContent.trim())); }""")
    button = page.locator('#example-long-output [data-scope="tool-call"][data-part="portal"]')
    assert button.text_content() == "Open in panel"
    button.focus()
    page.keyboard.press("Enter")  # a real button: Enter (and Space, and a click) activate it
    button.click()
    # Dispatched on the custom element itself, not on the button inside it.
    assert page.evaluate("window.__portal") == ["xh-tool-call sha256sum", "xh-tool-call sha256sum"]
    log = page.locator("#example-long-output .xh-doc-eventlog")
    assert log.inner_text() == "Last event: portal-open {}"


def test_a_result_views_location_fires_locationclick_on_the_docs(tab, site, site_url):
    """The result views' examples sit in <xh-tool-result>: a location's click is the element's
    locationclick (path and line from the part's data attributes), logged under the example."""
    open_page(tab, f"{site_url}components/tool-result/", reduced_motion="reduce")
    hydrate_all(tab)
    location = tab.locator('.xh-doc-example [data-xh-frame] [data-scope="tool-result"][data-part="location"]').first
    path, line = location.get_attribute("data-path"), location.get_attribute("data-line")
    location.click()
    example = location.locator("xpath=ancestor::*[contains(@class, 'xh-doc-example')][1]")
    detail = {"location": {"path": path, **({"line": int(line)} if line else {})}}
    logged = example.locator(".xh-doc-eventlog").inner_text()
    assert logged.startswith("Last event: locationclick ")
    assert json.loads(logged[len("Last event: locationclick "):]) == detail
    # the element around each view lays out as if it were not there
    assert tab.evaluate("getComputedStyle(document.querySelector('.xh-doc-live')).display") == "contents"


def test_a_cards_location_fires_locationclick_on_the_docs(tab, site, site_url):
    """A card's views sit in <xh-tool-result> too: a location in a card's input or output is the
    element's locationclick, whose detail the page logs under the example; the card stays as it was."""
    page = tab
    open_page(page, f"{site_url}components/tool-call/", reduced_motion="reduce")
    hydrate_all(page)
    page.wait_for_function("() => customElements.get('xh-tool-result') !== undefined", timeout=30_000)
    location = page.locator('.xh-doc-example [data-xh-frame] [data-scope="tool-call"] '
                            '[data-scope="tool-result"][data-part="location"] >> visible=true').first
    location.scroll_into_view_if_needed()
    path, line = location.get_attribute("data-path"), location.get_attribute("data-line")
    assert location.evaluate("el => el.closest('xh-tool-result').parentElement.getAttribute('data-part')") in (
        "input", "output")
    page.evaluate("""() => { window.__located = [];
        document.addEventListener('locationclick', e => window.__located.push(e.detail)); }""")
    before = location.evaluate("el => el.closest('[data-scope=\"tool-call\"][data-part=\"root\"]').outerHTML")
    location.click()
    detail = {"location": {"path": path, **({"line": int(line)} if line else {})}}
    assert page.evaluate("window.__located") == [detail]
    example = location.locator("xpath=ancestor::*[contains(@class, 'xh-doc-example')][1]")
    logged = example.locator(".xh-doc-eventlog").inner_text()
    assert json.loads(logged[len("Last event: locationclick "):]) == detail
    # the click reached the card as any click inside it: it neither toggled nor redrew it
    assert location.evaluate("el => el.closest('[data-scope=\"tool-call\"][data-part=\"root\"]').outerHTML") == before
    assert location.evaluate("el => getComputedStyle(el.closest('xh-tool-result')).display") == "contents"

