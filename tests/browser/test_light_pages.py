"""Light component pages: code for one framework at a time, fetched on demand; examples hydrate near the viewport.

The page carries no code: each example's panel names its frameworks, and the
code of the one the reader chose (once, for the whole site: it is remembered)
is fetched from ``generated/code/<component>/<framework>.json``. Examples get
their toolbar, demo and code as they come near the viewport, so the page at
load holds a few thousand elements, not tens of thousands. Density is offered
only where it changes the preview, and there it does. (Load times and the
theme switch are measured in ``benchmarks/pages.py``.)
"""

from __future__ import annotations

import json

import pytest

from .checks import hydrate_all, open_page, set_toolbars

PAGE = "components/tool-call/"
FRAMEWORKS = ["html", "vue", "react", "web-components"]


@pytest.fixture
def fresh(browser, site_url):
    """A new browser context (empty localStorage) that records the code files the page fetches."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    fetched: list[str] = []
    page.on("request", lambda r: fetched.append(r.url) if "/generated/code/" in r.url else None)
    page.emulate_media(reduced_motion="reduce")
    yield page, fetched
    context.close()


def code_of(page, example: str) -> str:
    return page.evaluate("(id) => document.querySelector(`.xh-doc-code[data-xh-example-code='${id}'] .xh-doc-code__body`)"
                         "?.textContent || ''", example)


def test_the_page_is_light_at_load(fresh, site, site_url):
    page, fetched = fresh
    assert (site / PAGE / "index.html").stat().st_size <= 300_000
    page.goto(site_url + PAGE, wait_until="load")
    page.wait_for_function("() => document.querySelectorAll('.xh-doc-example[data-xh-mounted]').length > 0")
    counts = page.evaluate("""() => ({
        elements: document.getElementsByTagName('*').length,
        examples: document.querySelectorAll('.xh-doc-example').length,
        mounted: document.querySelectorAll('.xh-doc-example[data-xh-mounted]').length,
        toolbars: document.querySelectorAll('.xh-doc-example > .xh-doc-toolbar').length,
        templates: document.querySelectorAll('template[data-xh-toolbar]').length })""")
    assert counts["elements"] <= 5000, counts
    assert 0 < counts["mounted"] < counts["examples"], counts  # only those near the viewport
    assert counts["toolbars"] == counts["mounted"] and counts["templates"] == 1
    # Only the default framework's file was fetched, once, and the demos' phases (a demo is near the top).
    code = [u for u in fetched if not u.endswith("/generated/code/tool-call/phases.json")]
    assert code == [u for u in fetched if u.endswith("/generated/code/tool-call/html.json")] and len(code) == 1
    assert len(fetched) - len(code) <= 1
    # No demo carries its phases in the page: they come with the demo.
    assert page.evaluate("document.querySelectorAll('template[data-xh-phase]').length") == 0


def test_an_example_hydrates_when_it_scrolls_into_view(fresh, site_url):
    page, _ = fresh
    page.goto(site_url + PAGE, wait_until="load")
    last = page.evaluate("Array.from(document.querySelectorAll('.xh-doc-example')).pop().getAttribute('data-xh-example')")
    assert page.evaluate(f"document.querySelector('[data-xh-example=\"{last}\"]').hasAttribute('data-xh-mounted')") is False
    page.locator(f'[data-xh-example="{last}"]').scroll_into_view_if_needed()
    page.wait_for_function(f"() => document.querySelector('[data-xh-example=\"{last}\"]').hasAttribute('data-xh-mounted')")
    page.wait_for_function(f"() => document.querySelector(\".xh-doc-code[data-xh-example-code='{last}'] code\")")
    assert page.locator(f'[data-xh-example="{last}"] > .xh-doc-toolbar').count() == 1


def test_the_framework_is_chosen_once_for_the_site(fresh, site, site_url):
    page, fetched = fresh
    page.goto(site_url + PAGE, wait_until="load")
    hydrate_all(page)
    first = page.evaluate("document.querySelector('.xh-doc-code[data-xh-frameworks~=\"vue\"]').getAttribute('data-xh-example-code')")
    page.wait_for_function(f"() => document.querySelector(\".xh-doc-code[data-xh-example-code='{first}'] code\")")
    assert code_of(page, first).lstrip().startswith("<")  # HTML by default
    page.locator(f".xh-doc-code[data-xh-example-code='{first}'] [data-xh-framework='vue']").click()
    vue = json.loads((site / "generated/code/tool-call/vue.json").read_text())
    page.wait_for_function("""() => Array.from(document.querySelectorAll('.xh-doc-code[data-xh-frameworks~="vue"]'))
        .every((p) => p.getAttribute('data-xh-showing') === 'vue' && p.querySelector('code'))""")
    # Every panel on the page switched, each to its own example's Vue code.
    shown = page.evaluate("""() => Array.from(document.querySelectorAll('.xh-doc-code[data-xh-showing="vue"]'),
        (p) => [p.getAttribute('data-xh-example-code'), p.querySelector('.xh-doc-code__body').innerHTML])""")
    assert shown and all(html == vue[example] for example, html in shown)
    pressed = page.evaluate("""() => Array.from(document.querySelectorAll('.xh-doc-code [aria-pressed="true"]'),
        (b) => b.getAttribute('data-xh-framework'))""")
    assert set(pressed) <= {"vue", "html"}  # html where an example has no Vue code (a transcript)
    # Another page of the site opens with the same choice, and fetches only that framework.
    fetched.clear()
    page.goto(site_url + "components/tool-result/", wait_until="load")
    page.wait_for_function("() => document.querySelector('.xh-doc-code[data-xh-showing] code')")
    assert page.evaluate("document.querySelector('.xh-doc-code[data-xh-showing]').getAttribute('data-xh-showing')") == "vue"
    assert fetched and all(u.endswith("/vue.json") for u in fetched)


def test_density_is_offered_where_it_changes_the_preview(tab, site_url):
    for path in (PAGE, "components/tool-result/", "components/tool-call-group/"):
        open_page(tab, site_url + path, reduced_motion="reduce")
        hydrate_all(tab)
        found = tab.evaluate("""() => Array.from(document.querySelectorAll('.xh-doc-example')).map((ex) => {
            const frame = ex.querySelector(':scope > [data-xh-frame]');
            const styles = () => Array.from(frame.querySelectorAll('*'), (el) => {
                const cs = getComputedStyle(el);
                return [cs.paddingTop, cs.paddingLeft, cs.gap, cs.marginTop, cs.blockSize].join();
            }).join('|');
            frame.setAttribute('data-density', 'comfortable');
            const before = styles();
            frame.setAttribute('data-density', 'compact');
            const after = styles();
            frame.setAttribute('data-density', 'comfortable');
            return { id: ex.id, offered: (ex.getAttribute('data-xh-settings') || '').split(' ').includes('density'),
                     control: Boolean(ex.querySelector('[data-xh-setting="density"]')), changes: before !== after };
        })""")
        assert found
        assert [f["id"] for f in found if f["offered"] != f["changes"]] == [], path
        assert [f["id"] for f in found if f["offered"] != f["control"]] == [], path
        # Every component's skin reads a density token (the result views' gaps and code padding too),
        # so every example offers the setting; choosing it in the toolbar, as a reader does, changes
        # a computed size inside that example.
        assert [f["id"] for f in found if not f["offered"]] == [], path
        changed = tab.evaluate("""async () => {
            const sizes = (frame) => Array.from(frame.querySelectorAll('*'), (el) => {
                const cs = getComputedStyle(el);
                return [cs.paddingTop, cs.paddingLeft, cs.gap, cs.rowGap, cs.blockSize].join();
            }).join('|');
            const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
            const out = [];
            for (const ex of document.querySelectorAll('.xh-doc-example')) {
                const control = ex.querySelector('[data-xh-setting="density"]');
                if (!control) continue;
                const frame = ex.querySelector(':scope > [data-xh-frame]');
                const before = sizes(frame);
                control.querySelector('input[value="compact"]').click();
                await frames();
                const compact = frame.getAttribute('data-density'), after = sizes(frame);
                control.querySelector('input[value="comfortable"]').click();
                await frames();
                out.push([ex.id, compact, before !== after]);
            }
            return out;
        }""")
        assert changed and [c for c in changed if c[1:] != ["compact", True]] == [], path
    assert set_toolbars(tab, "density", "compact") >= 1


def test_a_demo_steps_through_phases_it_fetched(fresh, site_url):
    """The demo's markup per phase arrives with the demo; a step swaps it in (the output appears)."""
    page, fetched = fresh
    page.goto(site_url + PAGE + "#auto-disclosure", wait_until="load")
    demo = "#example-auto-disclosure"
    page.wait_for_selector(f"{demo}[data-xh-mounted]")
    page.locator(f'{demo} button[data-xh-phase="output-available"]').click()
    # The output part exists only in the output-available markup, which came from phases.json.
    page.wait_for_function("""(sel) => (document.querySelector(sel + ' [data-scope="tool-call"][data-part="output"]')
        || {}).textContent?.includes('return 42')""", arg=demo, timeout=10_000)
    assert any(u.endswith("/generated/code/tool-call/phases.json") for u in fetched)
    assert page.evaluate(f"document.querySelector('{demo}').hasAttribute('data-xh-phases-ready')")
