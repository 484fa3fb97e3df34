"""The site in English and Chinese: one build per language, a switch between them, search in each.

English is the default (the site's root); ``mkdocs.zh.yml`` builds the
Chinese site into ``zh/``. Checked in Chromium: Material's chrome speaks the
page's language, the language switch keeps the reader on the same page and
section in both directions, each language's search finds its own words
(Chinese through word segmentation), and the live examples run on the
Chinese pages as on the English ones.
"""

from __future__ import annotations

import re

import pytest

from .checks import hydrate_all, open_page

SEARCH = """async (query) => {
  document.querySelector('[data-md-toggle="search"]').checked = true;
  const input = document.querySelector('input.md-search__input');
  input.value = query;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true }));
}"""

RESULTS = """() => Array.from(document.querySelectorAll('.md-search-result__item > a'),
  (a) => new URL(a.href).pathname)"""


def search(tab, query: str) -> list[str]:
    """The result pages (paths) Material's search lists for ``query``."""
    tab.evaluate(SEARCH, query)
    tab.wait_for_function(f"() => document.querySelectorAll('.md-search-result__item').length > 0", timeout=30_000)
    return tab.evaluate(RESULTS)


@pytest.mark.parametrize("lang, path, placeholder, toggle", [
    ("en", "components/tool-call/", "Search", "Switch to dark mode"),
    ("zh", "zh/components/tool-call/", "搜索", "切换到深色模式"),
])
def test_the_chrome_speaks_the_page_language(tab, site_url, lang, path, placeholder, toggle):
    open_page(tab, site_url + path)
    assert tab.evaluate("document.documentElement.lang") == lang
    assert tab.get_attribute("input.md-search__input", "placeholder") == placeholder
    labels = tab.evaluate("""() => Array.from(document.querySelectorAll('form[data-md-component="palette"] label'),
        (l) => l.getAttribute('title'))""")
    assert toggle in labels
    switch = tab.evaluate("""() => Array.from(document.querySelectorAll('a.md-select__link[hreflang]'),
        (a) => [a.getAttribute('hreflang'), a.textContent.trim()])""")
    assert switch == [["en", "English"], ["zh", "简体中文"]]


def test_the_switch_keeps_the_page_and_section(tab, site_url):
    open_page(tab, site_url + "components/tool-call/#api-reference")
    tab.evaluate("document.querySelector('a.md-select__link[hreflang=\"zh\"]').click()")
    tab.wait_for_url("**/zh/components/tool-call/#api-reference")
    tab.wait_for_load_state()
    assert tab.evaluate("document.documentElement.lang") == "zh"
    assert tab.evaluate("document.getElementById('api-reference').textContent").startswith("API 参考")
    tab.evaluate("document.querySelector('a.md-select__link[hreflang=\"en\"]').click()")
    tab.wait_for_url(lambda url: url.endswith("/components/tool-call/#api-reference") and "/zh/" not in url)
    tab.wait_for_load_state()
    assert tab.evaluate("document.documentElement.lang") == "en"


def test_each_language_searches_its_own_words(tab, site_url):
    open_page(tab, site_url + "zh/")
    assert "/zh/components/tool-call/" in search(tab, "锁存")   # one word of the page, found by segmentation
    assert "/zh/components/tool-call/" in search(tab, "审批闸门")  # two words in one query
    open_page(tab, site_url)
    found = search(tab, "latch")
    assert "/components/tool-call/" in found and not any("/zh/" in p for p in found)


def test_the_live_examples_run_on_the_chinese_pages(tab, site_url):
    frames = {}
    for prefix in ("", "zh/"):
        open_page(tab, site_url + prefix + "components/tool-call/")
        hydrate_all(tab)
        frames[prefix] = tab.evaluate("Array.from(document.querySelectorAll('.xh-doc-example'), (e) => e.id)")
        # A trigger toggles its card: the disclosure machine runs on this page.
        trigger = tab.locator('.xh-doc-example [data-scope="tool-call"][data-part="trigger"]').first
        before = trigger.get_attribute("aria-expanded")
        trigger.click()
        assert trigger.get_attribute("aria-expanded") != before
    assert frames[""] and frames["zh/"] == frames[""]


def test_the_chinese_pages_say_everything_in_chinese(tab, site_url):
    """Example prose, the toolbar and demo controls, the card's own strings and the tables' prose, in Chinese.

    The English page keeps all of it in English (an example that shows the card's
    Chinese strings on purpose keeps its English toolbar).
    """
    seen = {}
    for prefix in ("", "zh/"):
        open_page(tab, site_url + prefix + "components/tool-call/")
        hydrate_all(tab)
        seen[prefix] = tab.evaluate("""() => ({
          title: document.querySelector('#approval-gate').textContent.trim(),
          legends: [...new Set(Array.from(document.querySelectorAll('.xh-doc-toolbar legend'), (l) => l.textContent))],
          reset: document.querySelector('[data-xh-reset]').textContent,
          copy: document.querySelector('.xh-doc-code [data-xh-copy]').textContent,
          status: Array.from(document.querySelectorAll('#example-approval-gate [data-scope="tool-call"][data-part="status"]'),
            (s) => s.textContent.trim()),
          phase: Array.from(document.getElementById('prop-phase').closest('tr').cells).at(-1).textContent,
          lang: document.querySelector('#example-approval-gate [data-xh-frame]').lang,
        })""")
    en, zh = seen[""], seen["zh/"]
    assert en["title"].startswith("Approval gate") and zh["title"].startswith("审批闸门")
    assert en["legends"] == ["Theme", "Density", "Contrast", "Direction"][:len(en["legends"])] and "Theme" in en["legends"]
    assert "主题" in zh["legends"] and not any(l.isascii() for l in zh["legends"])
    assert (en["reset"], zh["reset"]) == ("Reset", "重置") and (en["copy"], zh["copy"]) == ("Copy", "复制")
    assert "awaiting approval" in en["status"] and "等待批准" in zh["status"]
    assert en["phase"].startswith("The phase the call is in") and not zh["phase"].isascii()
    assert (en["lang"], zh["lang"]) == ("en", "zh")


FIRST_FRAMES = """() => {
  window.__frames = [];
  const tick = () => {
    const h1 = document.querySelector('article h1');
    window.__frames.push([h1 ? h1.textContent : null, Array.from(
      document.querySelectorAll('article xh-tool-call [data-scope="tool-call"][data-part="status"]'),
      (s) => s.textContent.trim())]);
    if (window.__frames.length < 1000) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}"""


def test_after_instant_navigation_the_cards_speak_chinese_from_the_first_frame(tab, site_url):
    """Material swaps the next page in without a reload (here from the group's page to the card's, in
    Chinese). The card's element is defined already (the group's cards upgraded with it), so the new
    page's cards upgrade as they arrive, before any example hydrates. From the first frame painted
    with the new page, every card shows its status in Chinese, as it stays; so do the toolbars."""
    open_page(tab, site_url + "zh/components/tool-call-group/")
    hydrate_all(tab)
    tab.wait_for_function("() => customElements.get('xh-tool-call') !== undefined", timeout=30_000)
    tab.evaluate("window.__same = true")
    before = tab.evaluate("document.querySelector('article h1').textContent")
    tab.evaluate(FIRST_FRAMES)
    target = site_url + "zh/components/tool-call/"
    tab.evaluate("(url) => document.querySelector(`a.md-nav__link[href='${url}']`).click()", target)
    # The address changes before the page does: wait for the new page's heading.
    tab.wait_for_function("(old) => (document.querySelector('article h1') || {}).textContent !== old", arg=before,
                          timeout=30_000)
    heading = tab.evaluate("document.querySelector('article h1').textContent")
    tab.wait_for_function("(h) => window.__frames.filter((f) => f[0] === h).length > 30", arg=heading, timeout=30_000)
    assert tab.evaluate("window.__same"), "not an instant navigation: the page reloaded"
    after = [texts for h1, texts in tab.evaluate("window.__frames") if h1 == heading]
    assert after[-1] and all(re.search(r"[\u4e00-\u9fff]", t) for t in after[-1]), after[-1]
    assert after[0] == after[-1], [f for f in after if f != after[-1]][:2]
    hydrate_all(tab)
    tab.wait_for_function("() => document.querySelector('.xh-doc-toolbar legend')")
    assert tab.evaluate("document.querySelector('.xh-doc-toolbar legend').textContent") == "主题"


def test_switching_from_english_shows_chinese_cards_from_the_first_frame(tab, site_url):
    """The language switch from the English page loads the Chinese one (Material navigates instantly
    only within one language's site): there too every card's first painted frame is Chinese."""
    page = tab.context.new_page()  # its own page: the recorder below starts with every document it loads
    try:
        page.add_init_script(f"window.addEventListener('DOMContentLoaded', () => ({FIRST_FRAMES})())")
        open_page(page, site_url + "components/tool-call/")
        hydrate_all(page)
        page.wait_for_function("() => customElements.get('xh-tool-call') !== undefined", timeout=30_000)
        page.evaluate("document.querySelector('a.md-select__link[hreflang=\"zh\"]').click()")
        page.wait_for_url("**/zh/components/tool-call/")
        page.wait_for_function("() => (window.__frames || []).filter((f) => f[1].length).length > 30", timeout=30_000)
        after = [texts for _, texts in page.evaluate("window.__frames") if texts]
        assert after[-1] and all(re.search(r"[\u4e00-\u9fff]", t) for t in after[-1]), after[-1]
        assert after[0] == after[-1], [f for f in after if f != after[-1]][:2]
    finally:
        page.close()
