"""The transcript page with the real skins, in headless Chromium (the shared ``browser`` fixture).

A page of long, unbroken and right-to-left content is rendered with the
build's CSS; computed styles and layout boxes are read back, and axe-core
scans the page content.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from skinwright.calls import call_from_mapping
from skinwright.transcripts.page import render_transcript_page
from tests.specs import renderers

UNBROKEN = "a/" + "unbrokenidentifier" * 12
CALLS = [
    {"id": "t", "function": {"name": "bash"}, "status": "error",
     "call": {"card": "terminal", "title": "run " + UNBROKEN, "cwd": "/" + UNBROKEN},
     "result": {"card": "terminal", "output": "\n".join(["ok"] * 30 + [UNBROKEN]), "exitCode": 1}},
    {"id": "d", "function": {"name": "edit"}, "status": "complete",
     "call": {"card": "diff", "diffs": [{"path": UNBROKEN, "oldText": "a\nb\n", "newText": "a\n" + UNBROKEN + "\n"}]}},
    {"id": "w", "function": {"name": "approve_me"}, "status": "approval-requested",
     "call": {"card": "generic", "title": UNBROKEN, "input": {"key": UNBROKEN}, "locations": [{"path": UNBROKEN}]}},
    # a structured error (LobeHub's pluginError): message, code, body
    {"id": "e", "function": {"name": "runCommand", "mcpName": "lobe-local-system", "type": "function",
                             "arguments": '{"command": "npm run build"}'},
     "toolMessage": {"content": "", "error": {"type": "PluginServerError", "message": "Command failed: " + UNBROKEN,
                                              "body": {"exitCode": 1, "stderr": UNBROKEN}}}},
    # a command hiding a right-to-left override: it must read as written
    {"id": "b", "function": {"name": "bash", "arguments": '{"command": "rm -rf \\u202e/ cod.exe"}'},
     "toolMessage": {"content": "", "status": "complete"}},
]


@pytest.fixture(scope="module")
def pages(built, tmp_path_factory):
    config, result, _ = built
    out_css = config.rel(config.out_dir) + "/css/"
    css = {rel[len(out_css):]: text for rel, text in result.files.items() if rel.startswith(out_css)}
    order = ["tokens.css", "family/motion.css", "tool-call-group.css", "tool-call.css", "tool-result.css"]
    folder = tmp_path_factory.mktemp("pages")
    out = {}
    for direction in ("ltr", "rtl"):
        records = [[call_from_mapping(c) for c in CALLS]]
        page = render_transcript_page(records, title="t", css={k: css[k] for k in order}, dir=direction, **renderers())
        out[direction] = folder / f"{direction}.html"
        out[direction].write_text(page, encoding="utf-8")
    return out


def open_page(browser, path: Path, width: int = 360, **media):
    page = browser.new_page(viewport={"width": width, "height": 640})
    if media:
        page.emulate_media(**media)
    page.goto(path.as_uri())
    return page


def style(page, selector: str, prop: str, nth: int = 0) -> str:
    return page.evaluate("([s, p, n]) => getComputedStyle(document.querySelectorAll(s)[n]).getPropertyValue(p)",
                         [selector, prop, nth])


R = '[data-scope="tool-result"][data-part="{}"]'
G = '[data-scope="tool-call-group"][data-part="{}"]'


# Every text box inside a card's details (and its approval gate) lies inside the card, and no
# block scrolls or clips sideways: long commands, paths, output, diff lines and error bodies wrap.
CLIPPED = """() => {
  const bad = [];
  const inside = (rect, box) => rect.left >= box.left - 1 && rect.right <= box.right + 1;
  for (const root of document.querySelectorAll('[data-scope="tool-call"][data-part="root"]')) {
    const box = root.getBoundingClientRect();
    for (const part of root.querySelectorAll(':scope > [data-part="content"], :scope > [data-part="approval"]')) {
      const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode;
        if (!node.textContent.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects())
          if (rect.width && !inside(rect, box)) bad.push('outside: ' + node.textContent.slice(0, 30));
      }
      for (const el of part.querySelectorAll('*'))
        if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
          bad.push('scrolls: ' + el.dataset.part);
    }
  }
  return bad;
}"""


@pytest.mark.parametrize("width", [1000, 390])
@pytest.mark.parametrize("direction", ["ltr", "rtl"])
def test_long_unbroken_text_wraps_inside_the_card(browser, pages, direction, width):
    page = open_page(browser, pages[direction], width)
    page.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    assert page.evaluate(CLIPPED) == []
    # and they do wrap: at 390 px the unbroken command takes several lines
    lines = page.evaluate(f"(e => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight))"
                          f"(document.querySelector('{R.format('command')}'))")
    assert lines > (4 if width == 390 else 1)
    for part in ("code", "command", "hunk", "line-content"):
        assert style(page, R.format(part), "overflow-wrap") == "anywhere", part
    page.close()


def test_a_hidden_right_to_left_override_shows_and_does_not_reverse_the_command(browser, pages):
    page = open_page(browser, pages["ltr"], 1000)
    command = page.locator(R.format("command"), has_text="cod.exe")
    assert command.inner_text() == "rm -rf \u27e8U+202E\u27e9/ cod.exe"
    control = command.locator(R.format("control"))
    assert control.get_attribute("title") == "U+202E RIGHT-TO-LEFT OVERRIDE"
    assert style(page, R.format("control"), "border-top-style") == "solid"
    # in reading order on screen: "rm" left of "cod.exe", as written (an obeyed override puts "exe.doc" first)
    xs = command.evaluate("""e => {
      const text = e.lastChild, at = s => { const r = document.createRange(), i = text.data.indexOf(s);
        r.setStart(text, i); r.setEnd(text, i + s.length); return r.getBoundingClientRect().left; };
      const first = document.createRange(); first.selectNodeContents(e.firstChild);
      return [first.getBoundingClientRect().left, at('cod'), at('exe')];
    }""")
    assert xs[0] < xs[1] < xs[2]
    summary = page.locator('[data-scope="tool-call"][data-part="summary"]', has_text="cod.exe")
    assert summary.inner_text() == "rm -rf \u27e8U+202E\u27e9/ cod.exe"
    assert "\u202e" not in page.content()
    page.close()


def test_a_structured_error_shows_message_code_and_collapsed_body(browser, pages):
    page = open_page(browser, pages["ltr"], 1000)
    error = page.locator('[data-scope="tool-call"][data-part="error"]', has_text="PluginServerError")
    assert error.inner_text().startswith("Command failed: ")
    code = error.locator(R.format("error-code"))
    assert code.inner_text() == "PluginServerError" and code.is_visible()
    body = error.locator(R.format("error-body"))
    assert body.get_attribute("open") is None and not body.locator(R.format("code")).is_visible()
    body.locator(R.format("error-body-label")).click()
    assert body.locator(R.format("code")).is_visible()
    assert body.locator(R.format("code")).inner_text().startswith('{"exitCode":1,"stderr":"a/unbroken')
    page.close()


def test_rtl_keeps_code_ltr_and_the_views_rtl(browser, pages):
    page = open_page(browser, pages["rtl"])
    assert style(page, R.format("call"), "direction") == "rtl"  # inside the card's LTR input block
    for part in ("hunk", "code", "location"):
        assert (style(page, R.format(part), "direction"), style(page, R.format(part), "unicode-bidi")) == (
            "ltr", "isolate")
    # the chevron turns by the sign of the direction, so it points to the inline end: left in RTL
    assert style(page, G.format("root"), "--xh-_dir").strip() == "-1"
    page.close()


def test_group_header_in_forced_colours_and_reduced_motion(browser, pages):
    page = open_page(browser, pages["ltr"], forced_colors="active", reduced_motion="reduce")
    assert style(page, G.format("count"), "font-variant-numeric") == "tabular-nums"
    approval = G.format("approval")
    assert style(page, approval, "border-top-style") == "solid"
    assert style(page, approval, "forced-color-adjust") == "none"
    assert style(page, G.format("content"), "animation-name") == "none"
    assert style(page, R.format("line") + '[data-kind="added"]', "border-inline-start-style") == "solid"
    assert style(page, R.format("line") + '[data-kind="removed"]', "border-inline-start-style") == "dashed"
    page.close()


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_axe_finds_nothing_in_the_page_content(browser, pages, theme):
    """axe-core (bundled by axe-playwright-python): contrast, names, scrollable regions reachable by keyboard."""
    axe = pytest.importorskip("axe_playwright_python.sync_playwright")
    # Reduced motion: no fade-in still running while axe measures contrast.
    page = open_page(browser, pages["ltr"], reduced_motion="reduce")
    if theme == "dark":
        page.evaluate("document.documentElement.setAttribute('data-theme', 'dark')")
    result = axe.Axe().run(page, context="main")
    assert [(v["id"], [n["target"] for n in v["nodes"]]) for v in result.response["violations"]] == []
    page.close()
