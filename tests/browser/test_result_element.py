"""``<xh-tool-result>`` draws its views from data, on a plain page with only the build's out-dir.

A host hands the element its ``call`` and ``result`` (properties, or JSON
attributes) and the element draws the same markup the Python views write
(:mod:`skinwright.views`), styled by ``tool-result.css``; its views module is
loaded only once there is data to draw, so a page of server-rendered views
never fetches it. Locations it draws fire ``locationclick``; the latest data
wins when it changes while the module loads; taking the data away empties it.
"""

from __future__ import annotations

import json

import pytest
from markupsafe import escape

from skinwright.views import ViewOptions, render_view

from .checks import DOM_TREE, markup_tree, open_page
from .pages import page_html, write_page



CALL = {"title": "Read the config", "path": "src/config.ts", "startLine": 3, "endLine": 9,
        "locations": [{"path": "src/util.ts", "line": 12}]}
RESULT = {"content": "export const a = 1;\n<script>alert(1)</script>\n"}
LOADED = "performance.getEntriesByType('resource').some((e) => e.name.endsWith('/js/tool-result.views.js'))"


def python_tree(tab, intent, call, result, **options):
    view = render_view(intent, call, result, ViewOptions(**options))
    return markup_tree(tab, str(view.call + view.result))


@pytest.fixture(scope="module")
def result_page(built):
    out = built[2]
    server = render_view("read", CALL, RESULT, ViewOptions())
    body = f"""
<xh-tool-result id="served" intent="read">{server.call}{server.result}</xh-tool-result>
<xh-tool-result id="attrs" intent="read" call='{escape(json.dumps(CALL))}' result='{escape(json.dumps(RESULT))}'
  line-cap="2"></xh-tool-result>
<xh-tool-result id="props"></xh-tool-result>
<script type="module" src="js/tool-result.element.js"></script>"""
    return write_page(out, "result-element.html", page_html(body, title="result views",
                                                            css=("css/tokens.css", "css/tool-result.css")))


def drawn(tab, id):
    tab.wait_for_function(f"document.getElementById({json.dumps(id)}).querySelector('[data-scope]')")
    return tab.evaluate(f"({DOM_TREE})(document.getElementById({json.dumps(id)}))")


def test_server_markup_stays_and_the_views_module_loads_only_for_data(tab, dist_url, result_page):
    open_page(tab, dist_url + result_page)
    tab.wait_for_function("!!customElements.get('xh-tool-result')")
    served = python_tree(tab, "read", CALL, RESULT)
    assert tab.evaluate(f"({DOM_TREE})(document.getElementById('served'))") == served
    # The attribute element has data: it draws (with line-cap 2), so the module is loaded.
    assert drawn(tab, "attrs") == python_tree(tab, "read", CALL, RESULT, line_cap=2)
    assert tab.evaluate(LOADED)
    assert tab.evaluate(f"({DOM_TREE})(document.getElementById('served'))") == served  # no data: untouched
    font = tab.evaluate("getComputedStyle(document.querySelector('#attrs [data-part=code]')).fontFamily")
    assert font != tab.evaluate("getComputedStyle(document.body).fontFamily")  # styled by tool-result.css


def test_a_page_of_server_rendered_views_never_fetches_the_views_module(tab, dist_url, built):
    server = render_view("terminal", {"title": "ls"}, {"output": "a"}, ViewOptions())
    name = write_page(built[2], "result-served.html", page_html(
        f'<xh-tool-result intent="terminal">{server.call}{server.result}</xh-tool-result>'
        '<script type="module" src="js/tool-result.element.js"></script>', css=("css/tokens.css",)))
    open_page(tab, dist_url + name)
    tab.wait_for_function("!!customElements.get('xh-tool-result')")
    tab.wait_for_timeout(300)
    assert not tab.evaluate(LOADED)
    assert tab.evaluate("document.querySelector('xh-tool-result [data-part=command]').textContent") == "ls"


def test_properties_draw_and_redraw_and_the_latest_data_wins(tab, dist_url, result_page):
    open_page(tab, dist_url + result_page)
    tab.wait_for_function("!!customElements.get('xh-tool-result')")
    # Two changes before the module has loaded: the second is drawn.
    tab.evaluate("""() => { const el = document.getElementById('props');
      el.intent = 'terminal'; el.call = { title: 'first' };
      el.call = { title: 'npm test', cwd: '/repo' }; el.result = { output: 'ok', exitCode: 1 }; }""")
    assert drawn(tab, "props") == python_tree(tab, "terminal", {"title": "npm test", "cwd": "/repo"},
                                              {"output": "ok", "exitCode": 1})
    # Another intent, strings and caps redraw it; an unknown intent is generic and keeps the title.
    tab.evaluate("""() => { const el = document.getElementById('props');
      el.intent = 'search'; el.call = { query: 'needle' }; el.result = { results: [{ path: 'a.ts', line: 1 }, { path: 'b.ts' }] };
      el.rowCap = 1; el.translations = { moreResults: '{count} more', 'moreResults.one': 'one more' }; }""")
    tab.wait_for_function("document.querySelector('#props [data-part=results]') && "
                          "document.querySelector('#props [data-part=omitted]')")
    assert drawn(tab, "props") == python_tree(
        tab, "search", {"query": "needle"}, {"results": [{"path": "a.ts", "line": 1}, {"path": "b.ts"}]}, row_cap=1,
        translations={"moreResults": "{count} more", "moreResults.one": "one more"})
    tab.evaluate("() => { const el = document.getElementById('props'); el.rowCap = null; el.translations = null;"
                 " el.result = null; el.setAttribute('intent', 'made-up'); el.call = { title: 'kept', input: 5 }; }")
    tab.wait_for_function("document.querySelector('#props [data-part=call][data-kind=generic]')")
    assert drawn(tab, "props") == python_tree(tab, "made-up", {"title": "kept", "input": 5}, None)
    # Taking the data away empties the element.
    tab.evaluate("() => { const el = document.getElementById('props'); el.call = null; }")
    tab.wait_for_function("!document.getElementById('props').firstChild")


def test_a_drawn_location_fires_locationclick(tab, dist_url, result_page):
    open_page(tab, dist_url + result_page)
    drawn(tab, "attrs")
    tab.evaluate("""() => { window.clicks = [];
      document.addEventListener('locationclick', (e) => window.clicks.push([e.target.closest('xh-tool-result').id, e.detail])); }""")
    tab.locator("#attrs [data-part=location]").first.click()
    tab.locator("#attrs [data-part=locations] [data-part=location]").click()
    assert tab.evaluate("window.clicks") == [["attrs", {"location": {"path": "src/config.ts", "line": 3}}],
                                             ["attrs", {"location": {"path": "src/util.ts", "line": 12}}]]


def test_what_only_a_javascript_host_can_pass_never_throws(tab, dist_url, result_page):
    """Values JSON cannot carry (cycles, BigInt, symbols, functions, undefined, getters that count) draw or
    degrade; nothing throws."""
    open_page(tab, dist_url + result_page)
    got = tab.evaluate("""async () => {
      const { renderView } = await import("./js/tool-result.views.js");
      const cyclic = { a: 1 }; cyclic.self = cyclic;
      const odd = { big: 10n, sym: Symbol("s"), fn() {}, undef: undefined, list: [undefined, 2n] };
      const out = [];
      for (const [intent, call, result] of [["generic", { input: cyclic }, { content: "x" }],
          ["generic", { input: odd }, null], ["search", { query: "q" }, { results: [odd, cyclic] }],
          ["diff", { diffs: [{ path: "a", oldText: "x", newText: Symbol("y") }] }, null],
          ["terminal", { title: Object.create({ inherited: 1 }) }, { output: "ok", exitCode: 2n }]]) {
        const v = renderView(intent, call, result);
        out.push([v.intent, v.call?.textContent ?? null, v.result?.textContent ?? null]);
      }
      return out;
    }""")
    arguments, result = got[0][1], got[0][2]
    assert arguments.startswith('Argumentsa1self{"a":1,"self":{"a":1,') and '"self":{…}}' in arguments \
        and arguments.endswith("}}}2 more items")
    assert result == "Resultx"  # a cycle is cut by the character budget, with what was left out counted
    assert got[1] == ["generic", "Argumentsbig10symSymbol(s)fnfn() {}undefundefinedlist[null,…]", None]
    assert got[2:] == [["search", "q", ""], ["diff", None, None], ["terminal", None, None]]  # wrong shapes: empty


DIFF_CALL = {"title": "Edit a.txt", "diffs": [{"path": "a.txt", "oldText": "a\n", "newText": "b\n"}]}
DIFF_RESULT = {"diffs": [{"path": "a.txt", "oldText": "a\n", "newText": "c\n"}]}


def test_an_input_side_diff_drops_its_pending_files_once_the_result_arrives_as_the_python_card(tab, dist_url, built):
    """A card's input holds <xh-tool-result .call>, its output <xh-tool-result .result>: the input side
    draws what the Python card puts in the input (render_view(call, result).call), so the pending files
    go when the output side gets a result with files, and come back when the host takes it away."""
    name = write_page(built[2], "result-card-diff.html", page_html(
        '<xh-tool-call id="card" phase="output-available" open>'
        '<span slot="label">Edit a.txt</span>'
        '<xh-tool-result id="in" slot="input" intent="diff"></xh-tool-result>'
        '<xh-tool-result id="out" slot="output" intent="diff"></xh-tool-result></xh-tool-call>'
        '<script type="module" src="js/tool-call.element.js"></script>'
        '<script type="module" src="js/tool-result.element.js"></script>',
        css=("css/tokens.css", "css/tool-call.css", "css/tool-result.css")))
    open_page(tab, dist_url + name)
    tab.wait_for_function("!!customElements.get('xh-tool-result') && !!customElements.get('xh-tool-call')")

    def side(id, want):
        script = f"""(want) => JSON.stringify(({DOM_TREE})(document.getElementById({json.dumps(id)}))) === want"""
        # The draw is asynchronous (the views module loads, the partner redraws): wait for the tree.
        tab.wait_for_function(script, arg=json.dumps(want, separators=(",", ":"), ensure_ascii=False), timeout=5_000)

    pending = python_tree(tab, "diff", DIFF_CALL, None)
    tab.evaluate(f"document.getElementById('in').call = {json.dumps(DIFF_CALL)}")
    side("in", pending)
    assert tab.evaluate("document.querySelectorAll('#in [data-part=file]').length") == 1
    tab.evaluate(f"document.getElementById('out').result = {json.dumps(DIFF_RESULT)}")
    view = render_view("diff", DIFF_CALL, DIFF_RESULT, ViewOptions())
    side("out", markup_tree(tab, str(view.result)))
    side("in", markup_tree(tab, str(view.call)))  # the card's input: the title, no pending files
    assert tab.evaluate("document.querySelectorAll('#in [data-part=file]').length") == 0
    assert tab.evaluate("document.querySelector('#card [data-part=input] #in') !== null")  # moved into the part
    tab.evaluate("document.getElementById('out').result = null")
    side("in", pending)
