"""The docs site's own furniture in Chromium: navigation, repository links, code colours, tabs, anatomy.

- Instant navigation: with ``site_url`` set, following a link in the
  navigation swaps the page without reloading it (Material's ``document$``).
- "Edit this page" and "View source" on hand-written pages, and the
  repository in the header, come from ``repo_url`` / ``edit_uri``; pages the
  build generates have no edit button.
- Highlighted code keeps WCAG 1.4.3 contrast (≥ 4.5:1, axe's color-contrast
  rule) with both of Material's palettes.
- Under forced colours the selected code tab is the one marked (a visible
  system-colour underline), the others are not.
- The anatomy figure outlines a part when its name is focused or tapped, not
  only under the mouse.
"""

from __future__ import annotations

import pytest

from tests.conftest import TEST_REPO_URL

from .checks import axe_findings, axe_scan, hydrate_all, open_page
from .test_site import palette

CODE_PAGES = ("getting-started/", "configuration/", "cascade-layers/")


def test_navigation_swaps_the_page_without_a_reload(tab, site_url):
    open_page(tab, site_url)
    tab.evaluate("window.__xhSamePage = true")
    # The drawer holds the navigation at this width: a script click, as a tap in the open drawer would give.
    follow = "(href) => document.querySelector(`nav.md-nav--primary a.md-nav__link[href$='${href}']`).click()"
    tab.evaluate(follow, "getting-started/")
    tab.wait_for_url("**/getting-started/")
    tab.wait_for_function("() => document.querySelector('article h1')?.textContent.includes('Getting started')")
    assert tab.evaluate("window.__xhSamePage === true"), "the click reloaded the page"
    # The page script mounted again on the swapped page (live examples work after navigation).
    tab.evaluate(follow, "components/tool-call/")
    tab.wait_for_url("**/components/tool-call/")
    tab.wait_for_function("() => document.querySelectorAll('.xh-doc-example[data-xh-mounted]').length > 0")
    assert tab.evaluate("window.__xhSamePage === true")


def test_edit_and_repository_links_come_from_the_configuration(site):
    page = (site / "getting-started/index.html").read_text(encoding="utf-8")
    assert f'href="{TEST_REPO_URL}/edit/main/docs/getting-started.md"' in page
    assert f'href="{TEST_REPO_URL}/raw/main/docs/getting-started.md"' in page
    assert f'href="{TEST_REPO_URL}"' in page and 'data-md-component="source"' in page
    generated = next((site / "generated/lint").glob("*/index.html")).read_text(encoding="utf-8")
    assert 'rel="edit"' not in generated and f'href="{TEST_REPO_URL}"' in generated


@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_highlighted_code_keeps_its_contrast(tab, site_url, scheme):
    findings = []
    for path in CODE_PAGES:
        open_page(tab, site_url + path)
        palette(tab, scheme)
        assert tab.evaluate("document.querySelectorAll('.highlight span[class]').length") > 20
        result = axe_scan(tab, [".highlight"])
        findings += axe_findings({"violations": [v for v in result["violations"] if v["id"] == "color-contrast"]},
                                 f"{path} {scheme}")
    assert findings == []


def test_the_selected_tab_is_the_marked_one_under_forced_colours(tab, site_url):
    # Material's content tabs (the result views' part trees), and the examples' framework choice.
    open_page(tab, site_url + "components/tool-result/", forced_colors="active")
    hydrate_all(tab)
    tab.wait_for_function("() => document.querySelector('.xh-doc-code [aria-pressed=true]')")
    chosen = tab.evaluate("""() => Array.from(document.querySelectorAll('.xh-doc-code__bar button[data-xh-framework]'), (b) => {
        const cs = getComputedStyle(b);
        return { pressed: b.getAttribute('aria-pressed') === 'true', width: parseFloat(cs.borderBottomWidth),
                 colour: cs.borderBottomColor, underline: cs.textDecorationLine };
      })""")
    assert any(c["pressed"] for c in chosen)
    for c in chosen:
        assert (c["underline"] == "underline") == c["pressed"], c
    marks = tab.evaluate("""() => Array.from(document.querySelectorAll('.tabbed-set')).slice(0, 6).map((set) => {
        const inputs = Array.from(set.querySelectorAll(':scope > input'));
        const labels = Array.from(set.querySelectorAll(':scope > .tabbed-labels > label'));
        return labels.map((label, i) => {
          const cs = getComputedStyle(label);
          return { checked: inputs[i].checked, width: parseFloat(cs.borderBottomWidth), colour: cs.borderBottomColor,
                   canvas: getComputedStyle(set).backgroundColor };
        });
      })""")
    canvas = tab.evaluate("""() => { const d = document.createElement('div'); d.style.background = 'Canvas';
        document.body.append(d); const c = getComputedStyle(d).backgroundColor; d.remove(); return c; }""")
    assert marks
    for labels in marks:
        selected = [m for m in labels if m["checked"]]
        others = [m for m in labels if not m["checked"]]
        assert len(selected) == 1 and selected[0]["width"] >= 2 and selected[0]["colour"] != canvas
        assert all(m["colour"] == canvas for m in others), labels


def test_anatomy_outlines_a_part_on_focus_and_on_tap(tab, site_url):
    open_page(tab, site_url + "components/tool-call/")
    figure = '[data-xh-anatomy="tool-call"]'
    outlined = f"() => Array.from(document.querySelectorAll('{figure} .xh-doc-highlight'), (el) => el.dataset.part)"
    status = tab.locator(f'{figure} [data-xh-part="status"] button')
    status.focus()
    assert tab.evaluate(outlined) == ["status"]
    tab.locator(f'{figure} [data-xh-part="label"] button').focus()
    assert tab.evaluate(outlined) == ["label"]
    tab.evaluate("document.activeElement.blur()")
    assert tab.evaluate(outlined) == []
    # A tap pins the outline (no hover on a touch screen); a second tap takes it away.
    status.click()
    tab.evaluate("document.activeElement.blur()")
    tab.mouse.move(0, 0)
    assert tab.evaluate(outlined) == ["status"]
    assert status.get_attribute("aria-pressed") == "true"
    status.click()
    assert status.get_attribute("aria-pressed") == "false"
    tab.evaluate("document.activeElement.blur()")
    assert tab.evaluate(outlined) == []
