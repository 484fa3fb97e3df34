"""The tool-call page's six surfaces (LobeHub's Inspector, Placeholder, Streaming, Render, Intervention, Portal).

Each surface has a live example; in Chromium each shows the parts the
section's table maps it to, in the phase it names, and the Portal's button
fires ``portal-open`` for the host (the page logs it under the example).
"""

from __future__ import annotations

import pytest

from .checks import open_page

SURFACES = ["inspector", "placeholder", "streaming", "render", "intervention", "portal"]

STATE = """(id) => {
  const ex = document.getElementById('example-surface-' + id);
  const root = ex.querySelector('[data-scope="tool-call"][data-part="root"]');
  const part = (p) => root.querySelector(`[data-scope="tool-call"][data-part="${p}"]`);
  const shown = (p) => { const el = part(p); return !!el && !el.closest('[hidden]') && el.getClientRects().length > 0; };
  return {
    phase: part('status').getAttribute('data-state'), status: part('status').textContent.trim(),
    loading: root.hasAttribute('data-loading'), settled: root.hasAttribute('data-settled'),
    label: part('label').textContent.trim(), summary: part('summary') ? part('summary').textContent.trim() : null,
    shown: ['approval', 'input', 'output', 'error', 'portal'].filter(shown),
  };
}"""


@pytest.fixture(scope="module")
def surfaces_page(tab, site, site_url):
    open_page(tab, f"{site_url}components/tool-call/", reduced_motion="reduce")
    return tab


def test_the_section_maps_each_surface_and_has_its_live_example(surfaces_page):
    page = surfaces_page
    heading = page.locator("h2#six-surfaces")
    assert heading.count() == 1 and "LobeHub" in page.locator("h2#six-surfaces + p").inner_text()
    rows = page.evaluate("""() => {
        for (let el = document.getElementById('six-surfaces').nextElementSibling; el; el = el.nextElementSibling) {
          const table = el.matches('table') ? el : el.querySelector('table');
          if (table) return Array.from(table.tBodies[0].rows, r => r.cells[0].textContent.trim());
        }
        return [];
    }""")
    assert rows[:6] == ["Inspector", "Placeholder", "Streaming", "Render", "Intervention", "Portal"]
    assert [page.locator(f"#example-surface-{s}").count() for s in SURFACES] == [1] * 6


def test_each_example_shows_its_surface(surfaces_page):
    got = {s: surfaces_page.evaluate(STATE, s) for s in SURFACES}
    inspector = got["inspector"]
    assert (inspector["phase"], inspector["status"], inspector["loading"]) == ("input-streaming", "preparing", True)
    assert (inspector["label"], inspector["summary"]) == ("web_search", "cascade layers reset")
    assert got["placeholder"]["loading"] and got["placeholder"]["shown"] == ["input"]
    assert got["streaming"]["loading"] and got["streaming"]["shown"] == ["input", "output"]
    assert got["render"]["settled"] and not got["render"]["loading"] and got["render"]["shown"] == []  # closed
    assert got["intervention"]["status"] == "awaiting approval" and "approval" in got["intervention"]["shown"]
    assert got["portal"]["shown"] == ["input", "output", "portal"]


def test_the_portal_button_fires_portal_open_for_the_host(surfaces_page):
    page = surfaces_page
    page.evaluate("""() => { window.__portal = [];
        document.addEventListener('portal-open', e => window.__portal.push(
          e.target.closest('[data-part="root"]').querySelector('[data-part="label"]').textContent.trim())); }""")
    button = page.locator('#example-surface-portal [data-scope="tool-call"][data-part="portal"]')
    assert button.inner_text() == "Open in panel"
    button.focus()
    page.keyboard.press("Enter")  # a real button: Enter (and Space, and a click) activate it
    button.click()
    assert page.evaluate("window.__portal") == ["web_fetch", "web_fetch"]
    log = page.locator("#example-surface-portal .xh-doc-eventlog")
    assert log.inner_text() == "Last event: portal-open {}"
