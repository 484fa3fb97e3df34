"""The browser's result views draw what the Python views draw, for the same data.

``js/tool-result.views.js`` (what ``<xh-tool-result>`` loads to draw its
``call`` and ``result``) is a port of :mod:`skinwright.views`. For every
intent, a set of cases (hostile strings, bidi and tag characters, escape
sequences, lone surrogates, very long lines, caps, empty and malformed data)
is drawn both ways and compared in Chromium as DOM trees: the Python markup
parsed by the browser, the module's elements as built. Tag, every attribute
and every character of text must be equal (after the one change parsing makes
to markup: a CR becomes LF); so must the intent and the summary.
Hypothesis then adds arbitrary data on top of the hand-picked cases.

The data is JSON as a JavaScript producer writes it (``JSON.stringify``):
integers beyond 2**53 are doubles there, and a number with a fraction is
never an integer (:func:`as_js` reads Python values that way).
"""

from __future__ import annotations

import json
import math
import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from skinwright.views import ViewOptions, render_view
from skinwright.views.browser import strings, views_files
from skinwright.views.i18n import ZH_CN
from tests.specs import shipped_spec
from tests.views.test_views_never_raise import VALUES

from .checks import DOM_TREE, open_page

SAFE = 2**53 - 1


def as_js(value):
    """``value`` as JSON.parse(JSON.stringify(value)) gives it back in a browser."""
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return value
    if isinstance(value, int):
        return value if abs(value) <= SAFE else float(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            return None
        return int(value) if value.is_integer() and abs(value) <= SAFE else value
    if isinstance(value, (list, tuple)):
        return [as_js(v) for v in value]
    return {str(k): as_js(v) for k, v in value.items()}


def options_of(o: dict) -> ViewOptions:
    return ViewOptions(locale=o.get("locale", "en"), line_cap=o.get("lineCap", 200), char_cap=o.get("charCap", 20_000),
                       row_cap=o.get("rowCap", 100), translations=o.get("translations") or {})


# --- the cases --------------------------------------------------------------------------------

HOSTILE = "<script>alert(1)</script>&amp;\"'<img src=x onerror=alert(1)>"
BIDI = "rm -rf \u202e/ cod.exe\u202c \u2066x\u2069 \u200b\u200e\u061c\ufeff"
FLAG = "\U0001F3F4\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F and lone \U000E0041\U000E0042"
ESCAPES = "\x1b[31mred\x1b[0m \x1b]0;title\x07 \x9b1m \x07bell\x00nul\x7f \ufdd0 \uffff \U0001FFFE tab\tok"
SURROGATE = "lone \ud800 and \udfff; pair \U0001F600"
LONG_LINE = "x" * 30_000
EMOJI = "\U0001F600" * 700 + "tail"
MANY_LINES = "\n".join(f"line {n} " + "é" * (n % 7) for n in range(500))
CRLF = "a\r\nb\rc\n\nd\n"


def _lines(seed: int, count: int, vocabulary: int) -> str:
    rng = random.Random(seed)
    return "\n".join(rng.choice(["{", "}", "", "  return x;", f"  v{rng.randrange(vocabulary)}();"])
                     for _ in range(count))


OLD, NEW = _lines(1, 320, 40), _lines(2, 300, 40)  # repeated lines: difflib's autojunk heuristic applies

CASES: list[tuple[object, object, object, dict]] = [
    # generic
    ("generic", {"title": "t", "description": "d", "input": {"a": 1, "b": {"c": None}, "2": [True, 1.5]},
                 "locations": [{"path": "a.ts", "line": 3}, {"path": "b.ts"}]}, {"content": "plain"}, {}),
    ("generic", {"input": "[1, 2]"}, {"content": '{"k": "v", "10": 1, "1": [true, null], "n": -0.0000001}'}, {}),
    ("generic", {"input": ""}, {"content": "", "error": "it failed"}, {}),
    ("generic", {"input": "not json {"}, {"error": {"code": 1}}, {}),
    ("generic", {"description": '{"a": [1, 2]}', "input": "42"}, {"content": "null"}, {}),
    ("generic", {"title": HOSTILE, "description": BIDI, "input": {HOSTILE: BIDI, "esc": ESCAPES, "s": SURROGATE}},
     {"content": HOSTILE + FLAG}, {}),
    ("generic", {"input": {f"k{n}": n for n in range(12)}}, {"content": json.dumps(list(range(30)))}, {"rowCap": 5}),
    ("generic", {"input": {"deep": {"list": list(range(400)), "text": "y" * 5000, "u": "\U0001F600" * 3000}}},
     {"content": json.dumps({"nested": {"s": "z" * 40_000, "a": [[1, 2], {"b": None}] * 300}})}, {"charCap": 2000}),
    ("generic", {"input": [[[[[]]]], {}, "", None, False]}, {"content": LONG_LINE}, {}),
    ("generic", {"input": {"s": SURROGATE, "\ud800": 1}}, {"content": json.dumps({"a": SURROGATE})}, {}),
    ("generic", {}, {}, {}),
    ("generic", None, None, {}),
    ("generic", "a string", [1, 2], {}),
    ("no-such-intent", {"title": "kept", "input": 5, "locations": "bad"}, {"content": 7, "error": "e"}, {}),
    (None, {"title": "no intent"}, {"content": "x"}, {}),
    (42, {"title": "a number"}, None, {}),
    ("constructor", {"title": "not a view"}, None, {}),
    # terminal
    ("terminal", {"title": "ls -la", "description": "list", "cwd": "/repo",
                  "locations": [{"path": "src/a.ts", "line": 42}]}, {"output": "a\nb\n", "exitCode": 2}, {}),
    ("terminal", {"title": BIDI, "cwd": HOSTILE}, {"output": ESCAPES + "\n" + SURROGATE, "exitCode": 0}, {}),
    ("terminal", {"title": "cat big"}, {"output": MANY_LINES, "exitCode": -1}, {"lineCap": 10}),
    ("terminal", {"title": "one line " * 30 + "\nsecond"}, {"output": "\x1b[2J\x1b[H"}, {}),
    ("terminal", {"title": "   \n  spaced  \u3000\n"}, {"output": CRLF}, {"lineCap": 2}),
    ("terminal", {"title": "emoji"}, {"output": EMOJI}, {"charCap": 200}),
    ("terminal", {"title": "long"}, {"output": LONG_LINE + "\n" + LONG_LINE}, {}),
    ("terminal", {"title": "astral lines"}, {"output": "\n".join("\U0001F600" * n + "x" for n in range(60))},
     {"lineCap": 6, "charCap": 200}),
    ("terminal", {"title": "astral cut"}, {"output": "\U0001F600\n" * 150 + "\U0001D11E" * 300}, {"charCap": 200}),
    ("terminal", {"cwd": 3}, {"output": 5}, {}),
    ("terminal", {}, {"exitCode": 1}, {"translations": {"exitCode": "退出码 {code}", "cwd": HOSTILE}}),
    # diff
    ("diff", {"title": "edit", "diffs": [
        {"path": "a", "oldText": "\n".join(f"l{n}" for n in range(10)), "newText": "\n".join(
            f"L{n}" if n == 5 else f"l{n}" for n in range(10))},
        {"path": "b", "oldText": None, "newText": "x"}, {"path": "c", "oldText": "y", "newText": None},
        {"path": "d", "oldText": "", "newText": "new\n"}]}, None, {}),
    ("diff", {"title": "pending", "diffs": [{"path": "p", "oldText": "a", "newText": "b"}]},
     {"diffs": [{"path": "d", "oldText": "a\n", "newText": "b\n"}]}, {}),
    ("diff", {"diffs": [{"path": "m", "oldText": "1\n2\n3\n", "newText": "1\n2b\n3\n"},
                        {"path": "m", "oldText": "1\n2b\n3\n", "newText": "0\n1\n2b\n3\n"}]}, None, {}),
    ("diff", None, {"diffs": [{"path": "big", "oldText": OLD, "newText": NEW}]}, {}),
    ("diff", None, {"diffs": [{"path": "big", "oldText": OLD, "newText": NEW}]}, {"lineCap": 7, "charCap": 300}),
    ("diff", None, {"diffs": [{"path": f"f{n}", "oldText": "a", "newText": "b"} for n in range(5)]}, {"rowCap": 2}),
    ("diff", {"diffs": [{"path": HOSTILE, "oldText": BIDI, "newText": ESCAPES + SURROGATE + FLAG}]}, None, {}),
    ("diff", {"diffs": [{"path": "x"}]}, {"diffs": []}, {}),
    ("diff", {}, None, {}),
    ("diff", None, {"diffs": [{"path": "crlf", "oldText": CRLF, "newText": CRLF.replace("b", "B")}]}, {}),
    ("diff", None, {"diffs": [{"path": "long", "oldText": LONG_LINE, "newText": LONG_LINE + "y"}]}, {}),
    # read
    ("read", {"title": "Read", "path": "src/a.ts", "startLine": 2, "endLine": 4}, {"content": "code\n" * 3}, {}),
    ("read", {"path": "src/b.ts", "startLine": 10}, {"content": ""}, {}),
    ("read", {"path": "src/c.ts", "endLine": 10}, {"content": MANY_LINES}, {"lineCap": 4}),
    ("read", {"path": "p/" * 3000, "locations": [{"path": BIDI, "line": 1}] * 3}, None, {"rowCap": 2}),
    ("read", {"path": "x", "startLine": 0}, {"content": 1}, {}),
    # search
    ("search", {"query": "needle", "description": "in src"}, {"results": [
        {"path": "a.ts", "line": 1, "text": "hit " + HOSTILE}, {"title": "no link"},
        {"url": "javascript:alert(1)", "title": "js"}, {"url": "https://a.example/x", "title": "A"}, {}]}, {}),
    ("search", {"query": "q"}, {"results": []}, {}),
    ("search", {"query": "  \n first line\nsecond"}, {"content": "plain text result\n" * 3}, {}),
    ("search", {"query": "many"}, {"results": [{"path": f"f{n}.ts", "line": n + 1} for n in range(7)]},
     {"rowCap": 3, "translations": {"moreResults": "另有 {count} 条结果", "moreResults.one": "one more"}}),
    ("search", {"query": "x"}, {"results": [{"path": "a", "line": "1"}]}, {}),
    ("search", {"query": "one"}, {"results": [{"path": "a"}, {"path": "b"}]},
     {"rowCap": 1, "translations": {"moreResults": "另有 {count} 条结果"}}),
    # web
    ("web", {"url": "https://a.example/?q=1#f", "query": "q"},
     {"url": "https://b.example/", "title": "B", "snippet": "s " + BIDI}, {}),
    ("web", {"url": "ftp://c.example/"}, {"results": [{"url": "https://d.example/"}, {"url": "data:text/html,x"}]}, {}),
    ("web", {"url": " \tHTTPS://E.example/a\nb "}, {"url": "http://[::1"}, {}),
    ("web", {"url": "java\tscript:alert(1)"}, {"url": "http://user@:80/", "title": "t"}, {}),
    ("web", {"url": "http://[::1]:8080/x"}, {"url": "https://user:pw@host.example:443/p?q#f"}, {}),
    ("web", {"query": "only a query"}, {}, {}),
    ("web", {"url": "//evil.example"}, {"results": []}, {"translations": {"noResults": HOSTILE}}),
    ("web", {"url": "https://" + "a" * 200 + ".example/"}, {"title": "t" * 3000}, {"charCap": 200}),
]

PAGE = r"""<!doctype html><meta charset="utf-8"><title>views</title>
<script type="module">
  import { renderView } from "./tool-result.views.js";
  const tree = TREE;
  window.compare = (cases) => cases.map(({ intent, data, options, markup }) => {
    const [call, result] = JSON.parse(data);
    const v = renderView(intent, call, result, options);
    const parsed = document.createElement("template");
    parsed.innerHTML = markup;
    const drawn = document.createElement("div");
    drawn.append(...[v.call, v.result].filter(Boolean));
    // As JSON text: one string crosses to Python faster than a tree of arrays.
    return { js: [v.intent, v.summary, JSON.stringify(tree(drawn))], py: JSON.stringify(tree(parsed.content)) };
  });
  window.ready = true;
</script>""".replace("TREE", DOM_TREE)


@pytest.fixture(scope="module")
def views_page(tmp_path_factory, serve):
    folder = tmp_path_factory.mktemp("views")
    for name, text in views_files(shipped_spec("tool-result")).items():
        (folder / name).write_text(text, encoding="utf-8")
    (folder / "index.html").write_text(PAGE, encoding="utf-8")
    return serve(folder) + "index.html"


@pytest.fixture
def compare(tab, views_page):
    if tab.url != views_page:
        open_page(tab, views_page)
        tab.wait_for_function("window.ready === true")

    def run(cases):
        payload = []
        for intent, call, result, opts in cases:
            call, result = as_js(call), as_js(result)
            view = render_view(intent, call, result, options_of(opts))
            payload.append({"intent": intent, "data": json.dumps([call, result]), "options": opts,
                            "markup": str(view.call + view.result), "expect": [view.intent, view.summary]})
        got = tab.evaluate("(cases) => window.compare(cases)", [{k: v for k, v in p.items() if k != "expect"}
                                                                for p in payload])  # the browser has no locale:
        # a host in another language passes its strings as translations (options_of reads `locale` for Python)
        for case, p, g in zip(cases, payload, got):
            assert g["js"][:2] == p["expect"], case
            if g["js"][2] != g["py"]:
                assert json.loads(g["js"][2]) == json.loads(g["py"]), case  # shows where they differ
            g["js"][2], g["py"] = json.loads(g["js"][2]), json.loads(g["py"])
        return got

    return run


@pytest.mark.parametrize("intent", ["generic", "terminal", "diff", "read", "search", "web", "other"])
def test_each_intent_draws_the_same_markup_in_the_browser(compare, intent):
    cases = [c for c in CASES if c[0] == intent or (intent == "other" and c[0] not in
                                                    ("generic", "terminal", "diff", "read", "search", "web"))]
    assert cases
    got = compare(cases)
    assert sum(1 for g in got if g["py"]) >= len(cases) // 2  # most cases draw something


def test_a_host_in_chinese_passes_the_strings_and_draws_what_the_chinese_views_draw(compare):
    """Python draws with locale zh-CN; the browser gets the same strings as translations, one per key."""
    zh = {k: v for k, v in ZH_CN.items() if k in strings(shipped_spec("tool-result"))}
    options = {"locale": "zh-CN", "translations": zh, "lineCap": 3, "rowCap": 1}
    got = compare([(intent, call, result, options) for intent, call, result, _ in CASES])
    text = json.dumps([g["py"] for g in got], ensure_ascii=False)
    assert [w for w in ("条结果", "个文件", "已省略", "退出码") if w not in text] == []
    assert not re.search(r"\d more |\d characters|\d lines|\"(Arguments|Result|No results)\"", text)


def test_diffs_align_as_difflib_does(compare):
    """Random rewrites of files of repeated lines, small to past difflib's autojunk threshold (200 lines):
    every hunk, line number and omitted row is the same."""
    rng = random.Random(7)
    cases = []
    for n in range(60):
        old = _lines(n, rng.randrange(0, 420), rng.choice([3, 10, 60]))
        lines = old.split("\n")
        for _ in range(rng.randrange(1, 12)):  # edits: replace, insert, delete a run of lines
            at, size = rng.randrange(len(lines) + 1), rng.randrange(0, 6)
            lines[at:at + size] = [f"edit {n} {k}" for k in range(rng.randrange(0, 4))]
        cases.append(("diff", None, {"diffs": [{"path": f"f{n}", "oldText": old, "newText": "\n".join(lines)}]},
                      {"lineCap": rng.choice([200, 9])}))
    got = compare(cases)
    assert sum('"hunk-header"' in json.dumps(g["py"]) for g in got) >= 50


def test_hostile_text_stays_text_and_hidden_characters_show(compare):
    got = compare([("terminal", {"title": BIDI}, {"output": HOSTILE + FLAG}, {})])[0]
    flat = json.dumps(got["js"][2], ensure_ascii=False)
    assert '"script"' not in flat and '"img"' not in flat  # no element from the data
    assert "<script>alert(1)</script>" in flat  # the text as written
    assert "\u27e8U+202E\u27e9" in flat and "U+202E RIGHT-TO-LEFT OVERRIDE" in flat
    assert "\u27e8U+E0041\u27e9" in flat and "U+E0041 TAG LATIN CAPITAL LETTER A" in flat
    assert "\u27e8U+E0067\u27e9" not in flat  # a flag's tag sequence is the flag


def test_bad_caps_take_their_defaults_in_the_browser(tab, compare):
    compare([])  # opens the page
    got = tab.evaluate("""async () => {
      const { renderView } = await import("./tool-result.views.js");
      const text = Array.from({ length: 300 }, (_, n) => "l" + n).join("\\n");
      const lines = (o) => renderView("read", null, { content: text }, o).result.textContent.split("\\n").length;
      return [lines({}), lines({ lineCap: 1 }), lines({ lineCap: "4" }), lines({ lineCap: 4.5 }), lines({ lineCap: 4 })];
    }""")
    # 100 + 100 lines around the marker by default (199 line breaks); 2 + 2 with a cap of 4
    assert got == [199, 199, 199, 199, 3]


SCALAR_OPTIONS = st.sampled_from([{}, {"lineCap": 2}, {"lineCap": 3, "charCap": 200, "rowCap": 1},
                                  {"translations": {"moreRows": "另有 {count} 行", "result": "<b>x</b>"}}])


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(intent=st.sampled_from(["generic", "terminal", "diff", "read", "search", "web", "other"]),
       call=VALUES, result=VALUES, options=SCALAR_OPTIONS)
def test_arbitrary_data_draws_the_same_markup(compare, intent, call, result, options):
    compare([(intent, call, result, options)])
