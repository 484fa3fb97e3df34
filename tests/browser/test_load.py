"""How the docs site starts in the browser: Material's start-up restyles nothing and runs after the page is parsed.

The main-thread time these save is measured in ``benchmarks/pages.py`` (no task
over 200 ms at load on a 4x slowed CPU); here the mechanisms are asserted:

- a script in the head makes the head's links absolute, as Material's instant
  navigation does when it starts: setting a stylesheet link's ``href`` reloads
  the stylesheet, which restyled and laid out the whole page in Material's task;
  one at the end of the body does the same for the page's links (each restyled);
- Material's palette meta for the page's colour scheme is inserted right after
  the header (Chromium restyles every element when one is inserted or changed);
- each table Material wraps is in a box of its own, so the wrap restyles the table;
- a script run right after the header writes the state Material's bundle and
  the page script would write at start-up (the ``js`` class, the focus-visible
  marks, the palette on <body>, the tokens' ``data-theme``), so those writes
  change no value and so restyle nothing;
- Material's bundle and the site's scripts are deferred, in order;
- Material's bundle carries V8's compile hint, and its source map still points
  into Material's sources.
"""

from __future__ import annotations

import json
import re

import pytest

PAGES = ("components/tool-call/", "")

# Records every change of an attribute's value on <html> and <body>, with whether
# Material's bundle had run when the change was delivered (window.component$ is
# the last thing the bundle sets; a script's mutations are delivered after it).
RECORD = """
window.__xhChanges = [];
new MutationObserver((records) => {
  for (const r of records) {
    const now = r.target.getAttribute(r.attributeName);
    if (now !== r.oldValue) window.__xhChanges.push({
      on: r.target.localName, name: r.attributeName, from: r.oldValue, to: now,
      material: typeof window.component$ === "object" });
  }
}).observe(document, { attributes: true, attributeOldValue: true, subtree: true,
                       attributeFilter: ["class", "data-js-focus-visible", "data-theme", "data-md-color-scheme",
                                         "data-md-color-media", "data-md-color-primary", "data-md-color-accent",
                                         "data-md-color-switching", "hidden", "href", "src"] });
"""


@pytest.fixture
def fresh(browser):
    """A new context per case (its own localStorage), recording attribute changes from the first byte."""
    contexts = []

    def _open(scheme: str = "light", stored: dict | None = None):
        context = browser.new_context(viewport={"width": 1280, "height": 900}, color_scheme=scheme)
        if stored is not None:  # Material's remembered palette (per site scope: the root's pathname)
            context.add_init_script(f"localStorage.setItem('/.__palette', {json.dumps(json.dumps(stored))});")
        context.add_init_script(RECORD)
        contexts.append(context)
        return context.new_page()

    yield _open
    for context in contexts:
        context.close()


def settle(page) -> None:
    page.wait_for_function("() => typeof window.component$ === 'object' && document.readyState === 'complete'")
    page.wait_for_timeout(300)  # Material ends its palette switch in a later task


@pytest.mark.parametrize("path", PAGES)
@pytest.mark.parametrize("scheme, stored, theme", [
    ("light", None, "light"),                                            # first visit, light system
    ("dark", None, "dark"),                                              # first visit, dark system
    ("light", {"index": 1, "color": {"media": "(prefers-color-scheme: dark)", "scheme": "slate",
                                     "primary": "indigo", "accent": "indigo"}}, "dark"),  # chosen before
])
def test_material_start_up_changes_no_value_on_html_and_body(fresh, site_url, path, scheme, stored, theme):
    page = fresh(scheme, stored)
    page.goto(site_url + path, wait_until="load")
    settle(page)
    changes = page.evaluate("window.__xhChanges")
    late = [c for c in changes if c["material"] and c["on"] in ("html", "body")
            and not (c["name"] == "data-md-color-switching" and c["to"] is None)]  # Material ends its switch
    assert late == [], late
    links = [c for c in changes if c["material"] and c["name"] in ("href", "src") and c["on"] != "script"]
    assert links == [], links[:5]  # Material made no link absolute: no stylesheet reloaded, no link restyled
    assert any(c["name"] == "href" and c["on"] == "a" and not c["material"] for c in changes)  # done before it
    assert page.evaluate("""() => Array.from(document.querySelectorAll('link[rel=stylesheet]'), (l) => l.sheet !== null)
        .every(Boolean)""")
    state = page.evaluate("""() => ({
        html: document.documentElement.className, theme: document.documentElement.getAttribute('data-theme'),
        scheme: document.body.getAttribute('data-md-color-scheme'),
        switching: document.body.hasAttribute('data-md-color-switching'),
        labels: Array.from(document.querySelectorAll('[data-md-component=palette] label'), (l) => l.hidden) })""")
    assert set(state["html"].split()) == {"js", "js-focus-visible"}
    assert state["theme"] == theme
    assert state["scheme"] == ("slate" if theme == "dark" else "default")
    assert state["switching"] is False  # Material removed it: transitions are back on
    assert state["labels"] == ([False, True] if theme == "light" else [True, False])  # the switch to the other
    # What the early script wrote is what the page shows: Material's toggle still works from it.
    page.locator("[data-md-component=palette] label:not([hidden])").click()
    page.wait_for_function("(t) => document.documentElement.getAttribute('data-theme') === t",
                           arg="light" if theme == "dark" else "dark")


@pytest.mark.parametrize("path", ["components/tool-call/", "", "zh/components/tool-call/"])
def test_material_and_the_site_scripts_are_deferred_in_order(site, path):
    html = (site / path / "index.html").read_text(encoding="utf-8")
    scripts = re.findall(r"<script\b([^>]*)\bsrc=\"([^\"]+)\"", html)
    assert scripts, "no external script"
    assert all("defer" in attrs for attrs, _ in scripts), scripts
    names = [src.rsplit("/", 1)[-1] for _, src in scripts]
    assert names[0].startswith("bundle.") and "skinwright-docs.js" in names  # Material first, then the site's


@pytest.mark.parametrize("lang", ["", "zh/"])
def test_material_bundle_carries_the_compile_hint(site, lang):
    folder = site / lang / "assets/javascripts"
    (bundle,) = folder.glob("bundle.*.min.js")
    text = bundle.read_text(encoding="utf-8")
    assert text.startswith("//# allFunctionsCalledOnLoad\n") and text.count("allFunctionsCalledOnLoad") == 1
    source_map = json.loads((folder / (bundle.name + ".map")).read_text(encoding="utf-8"))
    assert source_map["mappings"].startswith(";") and not source_map["mappings"].startswith(";;")


def test_far_examples_wait_outside_the_page_and_come_back_as_served(browser, site_url):
    """Examples more than a screen away are parked before Material's start-up and restored, unchanged, on hydration.

    Material decorates every ``pre > code`` it finds at start-up (an id on the ``pre``, its copy
    button, a forced layout of the off-screen example around it); the element modules upgrade every
    instance in the document. Neither may touch an example the reader has not come near.
    """
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.route("**/js/*.element.js", lambda route: route.abort())  # the markup as served, not upgraded
    page.goto(site_url + "components/tool-call/", wait_until="load")
    page.wait_for_function("() => typeof window.component$ === 'object'")
    state = page.evaluate("""async () => {
        const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
        const examples = Array.from(document.querySelectorAll('.xh-doc-example'));
        const far = examples.filter((ex) => ex.getBoundingClientRect().top > 2 * innerHeight);
        const frame = (ex) => ex.querySelector(':scope > [data-xh-frame]');
        const before = far.map((ex) => frame(ex).childElementCount);
        far.forEach((ex) => window.__skinwrightDocs.hydrate(ex));
        const same = far.map((ex) => frame(ex).innerHTML ===
            served.querySelector(`[data-xh-example="${ex.getAttribute('data-xh-example')}"] > [data-xh-frame]`).innerHTML);
        const decorated = far.map((ex) => ex.querySelectorAll('pre[id^="__code_"], .md-code__nav').length);
        return { examples: examples.length, far: far.length, before, decorated, same };
    }""")
    context.close()
    assert state["far"] >= state["examples"] // 2, state  # most of the page's examples are far at load
    assert state["before"] == [0] * state["far"]  # parked: not in the document
    assert all(state["same"]), state  # restored exactly as the server wrote it
    assert state["decorated"] == [0] * state["far"]  # Material's start-up never saw them


def test_printing_puts_every_parked_preview_back(browser, site_url):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(site_url + "components/tool-call/", wait_until="load")
    page.wait_for_function("() => typeof window.component$ === 'object'")
    empty = "() => Array.from(document.querySelectorAll('.xh-doc-example > [data-xh-frame]')).filter((f) => !f.firstElementChild).length"
    assert page.evaluate(empty) > 0  # parked at load
    page.evaluate("window.dispatchEvent(new Event('beforeprint'))")
    assert page.evaluate(empty) == 0
    context.close()


def _start_up_invalidations(browser, url: str) -> dict[str, set[tuple[str, str]]]:
    """One traced load of ``url``: what invalidated style in Material's start-up tasks, and where.

    ``{"bundle": {(reason, node), ...}, "DOMContentLoaded": {...}}``: for the task that evaluates
    Material's bundle and the one that dispatches ``DOMContentLoaded`` (Material mounts the page's
    content there), Chromium's style invalidations as its trace names them (``PlatformColorChange``
    on ``HTML``, ``Invalidation set invalidates subtree`` on ``ARTICLE``…), the node as its tag name.
    Causes, not times: the same on a busy machine as on an idle one.
    """
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    browser.start_tracing(page=page, categories=[
        "devtools.timeline", "toplevel", "disabled-by-default-devtools.timeline.invalidationTracking"])
    page.goto(url, wait_until="load")
    page.wait_for_function("() => typeof window.component$ === 'object'")
    page.wait_for_timeout(300)
    trace = json.loads(browser.stop_tracing())
    context.close()
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    tasks = [e for e in events if e.get("name") == "ThreadControllerImpl::RunTask" and e.get("ph") == "X"]

    def within(task, event):
        return (event["pid"], event["tid"]) == (task["pid"], task["tid"]) and \
            task["ts"] <= event["ts"] < task["ts"] + task["dur"]

    def kind(event):
        data = (event.get("args") or {}).get("data") or {}
        if event.get("name") == "EvaluateScript" and "/bundle." in data.get("url", ""):
            return "bundle"
        if event.get("name") == "EventDispatch" and data.get("type") == "DOMContentLoaded":
            return "DOMContentLoaded"
        return None

    bundle = next(e for e in events if kind(e) == "bundle")  # the page's main thread is the bundle's
    found: dict[str, set[tuple[str, str]]] = {}
    for event in events:
        name = kind(event)
        if name is None or name in found or (event["pid"], event["tid"]) != (bundle["pid"], bundle["tid"]):
            continue
        task = next((t for t in tasks if within(t, event)), None)  # not a synthetic event in a microtask
        if task is not None:
            found[name] = {(d.get("reason", ""), d.get("nodeName", "").split(" ")[0])
                           for e in events if "InvalidationTracking" in e.get("name", "") and within(task, e)
                           for d in [(e.get("args") or {}).get("data") or {}]}
    return found


@pytest.mark.parametrize("path", ["components/tool-call/", "zh/components/tool-call-group/"])
def test_material_start_up_restyles_what_it_changed_not_the_page(browser, site_url, path):
    """Material's start-up restyles what it changes, never the whole page or article.

    It used to: its palette adds ``<meta name="color-scheme">`` and fills it in (Chromium restyles
    every element on either), and wrapping each table in the article restyled the whole article
    (a sibling rule whose subject is any element). On the tool-call page those were three
    restyles of 500 to 940 elements in the two longest tasks of the load.
    """
    found = _start_up_invalidations(browser, site_url + path)
    assert set(found) == {"bundle", "DOMContentLoaded"}, found
    for task, causes in found.items():
        assert not {c for c in causes if c[0] == "PlatformColorChange"}, (task, causes)
        whole = {c for c in causes if c[0] == "Invalidation set invalidates subtree"
                 and c[1] in ("HTML", "BODY", "MAIN", "ARTICLE")}
        assert not whole, (task, whole)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_page_color_scheme_is_written_before_the_content_and_follows_the_palette(fresh, site_url, scheme):
    """One ``<meta name="color-scheme">``, inserted while the document is a header long, holding
    what Material's palette writes (the header's computed ``color-scheme``), through switches and an
    instant navigation; Material's own meta never enters the document."""
    page = fresh(scheme)
    page.add_init_script("""
      window.__xhSchemes = [];
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes)
          if (n.nodeName === 'META' && n.name === 'color-scheme')
            window.__xhSchemes.push({ content: n.content, elements: document.getElementsByTagName('*').length });
      }).observe(document, { childList: true, subtree: true });""")
    page.goto(site_url + "components/tool-call/", wait_until="load")
    settle(page)
    state = """() => ({
        metas: Array.from(document.querySelectorAll('meta[name=color-scheme]'), (m) => m.content),
        material: getComputedStyle(document.querySelector('[data-md-component=header]')).colorScheme })"""
    inserted = page.evaluate("window.__xhSchemes")
    assert len(inserted) == 1 and inserted[0]["elements"] < 150, inserted  # before the article was parsed
    assert page.evaluate(state) == {"metas": [scheme], "material": scheme}
    for expected in ("dark", "light") if scheme == "light" else ("light", "dark"):
        page.locator("[data-md-component=palette] label:not([hidden])").click()
        page.wait_for_function("(s) => document.querySelector('meta[name=color-scheme]').content === s", arg=expected)
        assert page.evaluate(state) == {"metas": [expected], "material": expected}
    page.evaluate("window.__same = true")
    page.locator("a.md-nav__link[href$='components/tool-call-group/']").first.click()
    page.wait_for_function("() => location.pathname.endsWith('/tool-call-group/') && "
                           "document.querySelector('article h1').textContent.includes('group')")
    assert page.evaluate("window.__same"), "not an instant navigation: the page reloaded"
    assert page.evaluate(state)["metas"] == [scheme]
    page.locator("[data-md-component=palette] label:not([hidden])").click()
    other = "dark" if scheme == "light" else "light"
    page.wait_for_function("(s) => document.querySelector('meta[name=color-scheme]').content === s", arg=other)
    assert page.evaluate(state) == {"metas": [other], "material": other}
    assert len(page.evaluate("window.__xhSchemes")) == 1


@pytest.mark.parametrize("path", ["components/tool-call/", "zh/tokens/"])
def test_every_table_material_wraps_is_in_a_box_of_its_own(browser, site_url, path):
    """Material wraps each table without a class in its scrolling box; the build put each in a
    ``.xh-doc-table`` box first, so the swap restyles that box, not the article."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(site_url + path, wait_until="load")
    page.wait_for_function("() => typeof window.component$ === 'object'")
    tables = page.evaluate("""() => Array.from(document.querySelectorAll('article table:not([class])'), (t) => [
        t.parentElement.className, t.parentElement.parentElement.className,
        t.parentElement.parentElement.parentElement.className])""")
    context.close()
    assert len(tables) > 3, tables
    assert all(t == ["md-typeset__table", "md-typeset__scrollwrap", "xh-doc-table"] for t in tables), tables
