"""Each render intent's markup: exact strings for small cases, parsed parts for the rest."""

from __future__ import annotations

import pytest

from ..htmlparts import check_anatomy, elements, one, parse, text
from skinwright.views import INTENTS, ViewOptions, render_view


def parsed(view):
    call, result = parse(view.call), parse(view.result)
    check_anatomy(call)
    check_anatomy(result)
    return call, result


# --- generic -----------------------------------------------------------------------

def test_generic_exact_markup():
    view = render_view("generic", {"title": "Read file", "input": {"path": "src/a.ts", "limit": "200"}},
                       {"content": "export const a = 1;"})
    s = 'data-scope="tool-result"'
    assert view.call == (
        f'<div {s} data-part="call" data-kind="generic">'
        f'<div {s} data-part="title" dir="auto">Read file</div>'
        f'<div {s} data-part="panel" data-kind="arguments"><div {s} data-part="heading">Arguments</div>'
        f'<dl {s} data-part="fields">'
        f'<div {s} data-part="field"><dt {s} data-part="key" dir="auto">path</dt>'
        f'<dd {s} data-part="value" data-kind="text" dir="auto">src/a.ts</dd></div>'
        f'<div {s} data-part="field"><dt {s} data-part="key" dir="auto">limit</dt>'
        f'<dd {s} data-part="value" data-kind="text" dir="auto">200</dd></div>'
        f'</dl></div></div>')
    assert view.result == (
        f'<div {s} data-part="result" data-kind="generic">'
        f'<div {s} data-part="panel" data-kind="result"><div {s} data-part="heading">Result</div>'
        f'<div {s} data-part="text" dir="auto">export const a = 1;</div></div></div>')
    assert view.summary is None


def test_generic_description_is_a_panel_before_the_arguments():
    call, _ = parsed(render_view("generic", {"title": "T", "description": "获取天气信息", "input": '{"city":"北京"}',
                                             "locations": [{"path": "a"}]}, None))
    assert [e.get("data-part") for e in one(call, "call")] == ["title", "panel", "panel", "locations"]
    assert [p.get("data-kind") for p in elements(call, "panel")] == ["description", "arguments"]
    description = one(call, "panel", data_kind="description")
    assert text(one(description, "heading")) == "Description" and text(one(description, "text")) == "获取天气信息"


def test_generic_arguments_string_follows_the_result_text_rules():
    call, _ = parsed(render_view("generic", {"input": '{"sql":"SELECT * FROM users"}'}, None))
    assert [text(e) for e in elements(call, "key")] == ["sql"]
    call, _ = parsed(render_view("generic", {"input": "not json"}, None))
    assert text(one(call, "text")) == "not json"
    call, _ = parsed(render_view("generic", {"input": ""}, None))  # kept, but an empty content area
    assert [e.get("data-part") for e in one(call, "panel")] == ["heading"]


def test_everything_is_escaped():
    view = render_view("generic", {"title": '<img src=x onerror="alert(1)">', "input": {"<b>": "&amp;"}},
                       {"content": "<script>alert(1)</script>"})
    assert "<img" not in view.call and "<script>" not in view.result and "<b>" not in view.call
    call, result = parsed(view)
    assert text(one(call, "title")) == '<img src=x onerror="alert(1)">'
    assert text(one(call, "key")) == "<b>" and text(one(call, "value")) == "&amp;"
    assert text(one(result, "text")) == "<script>alert(1)</script>"


def test_nul_and_lone_surrogates_become_replacement_characters():
    view = render_view("generic", {"title": "a\x00b\ud800c"}, None)
    assert text(one(parse(view.call), "title")) == "a\ufffdb\ufffdc"
    view.call.encode("utf-8")  # serialisable


# --- terminal ----------------------------------------------------------------------

def test_terminal_exact_markup_with_non_zero_exit_code():
    view = render_view("terminal", {"title": "ls -la", "description": "列出目录树", "cwd": "/repo"},
                       {"output": "total 8\ndrwxr-xr-x …", "exitCode": 2})
    s = 'data-scope="tool-result"'
    assert view.call == (
        f'<div {s} data-part="call" data-kind="terminal">'
        f'<pre {s} data-part="command" dir="ltr">ls -la</pre>'
        f'<div {s} data-part="description" dir="auto">列出目录树</div>'
        f'<dl {s} data-part="fields"><div {s} data-part="field">'
        f'<dt {s} data-part="key" dir="auto">Working directory</dt>'
        f'<dd {s} data-part="value" data-kind="path" dir="ltr">/repo</dd></div></dl></div>')
    assert view.result == (
        f'<div {s} data-part="result" data-kind="terminal">'
        f'<pre {s} data-part="code" dir="ltr">total 8\ndrwxr-xr-x …</pre>'
        f'<div {s} data-part="exit">Exit code 2</div></div>')
    assert view.summary == "ls -la"


def test_terminal_exit_code_zero_is_not_shown():
    _, result = parsed(render_view("terminal", {"title": "pnpm test", "cwd": "/repo"},
                                   {"output": "2351 passed", "exitCode": 0}))
    assert elements(result, "exit") == [] and text(one(result, "code")) == "2351 passed"


def test_terminal_output_loses_ansi_escapes():
    _, result = parsed(render_view("terminal", {"title": "ls"}, {"output": "\x1b[31mred\x1b[0m \x1b]0;t\x07ok"}))
    assert text(one(result, "code")) == "red ok"


def test_terminal_summary_is_the_first_line_of_the_command():
    assert render_view("terminal", {"title": "set -e\nmake\n"}, None).summary == "set -e…"


# --- diff --------------------------------------------------------------------------

def diff_lines(root):
    return [(e.get("data-kind"), text(elements(e, "line-number", data_kind="old")[0]),
             text(elements(e, "line-number", data_kind="new")[0]), text(one(e, "sign")), text(one(e, "line-content")))
            for e in elements(root, "line")]


def test_diff_example():
    view = render_view("diff", {"title": "Edit config", "diffs": [
        {"path": "vite.config.ts", "oldText": "port: 3000\n", "newText": "port: 5173\n"}]}, None)
    call, _ = parsed(view)
    f = one(call, "file")
    assert f.get("data-state") == "modified" and elements(f, "file-state") == []
    loc = one(f, "location")
    assert (loc.get("data-path"), loc.get("type"), loc.get("dir"), text(loc)) == (
        "vite.config.ts", "button", "ltr", "vite.config.ts")
    assert text(one(f, "hunk-header")) == "@@ -1 +1 @@"
    assert diff_lines(call) == [("removed", "1", "", "\u2212", "port: 3000"), ("added", "", "1", "+", "port: 5173")]
    assert [text(e) for e in elements(f, "count")] == ["+1", "\u22121"]
    assert view.summary == "+1 \u22121 vite.config.ts"


def test_diff_hunks_have_context_and_two_number_columns():
    old = "".join(f"line {n}\n" for n in range(1, 21))
    new = old.replace("line 10\n", "line ten\n").replace("line 2\n", "")
    call, _ = parsed(render_view("diff", {"diffs": [{"path": "a.txt", "oldText": old, "newText": new}]}, None))
    headers = [text(h) for h in elements(call, "hunk-header")]
    assert headers == ["@@ -1,5 +1,4 @@", "@@ -7,7 +6,7 @@"]  # as `diff -u` numbers them
    rows = diff_lines(call)
    assert rows[:5] == [("context", "1", "1", " ", "line 1"), ("removed", "2", "", "\u2212", "line 2"),
                        ("context", "3", "2", " ", "line 3"), ("context", "4", "3", " ", "line 4"),
                        ("context", "5", "4", " ", "line 5")]
    assert ("removed", "10", "", "\u2212", "line 10") in rows and ("added", "", "9", "+", "line ten") in rows
    assert all(h.get("dir") == "ltr" for h in elements(call, "hunk"))


def test_created_file_differs_from_edited_empty_file():
    created = render_view("diff", {"diffs": [{"path": "new.ts", "oldText": None, "newText": "a\nb\n"}]}, None)
    emptied = render_view("diff", {"diffs": [{"path": "new.ts", "oldText": "", "newText": "a\nb\n"}]}, None)
    c, _ = parsed(created)
    e, _ = parsed(emptied)
    assert one(c, "file").get("data-state") == "created" and text(one(c, "file-state")) == "New file"
    assert text(one(c, "file")).startswith("new.ts New file +2 \u22120@@")
    assert one(e, "file").get("data-state") == "modified" and elements(e, "file-state") == []
    # the same hunk either way: the difference is what the file part says
    assert diff_lines(c) == diff_lines(e) == [("added", "", "1", "+", "a"), ("added", "", "2", "+", "b")]
    assert text(one(c, "hunk-header")) == text(one(e, "hunk-header")) == "@@ -0,0 +1,2 @@"
    assert created.summary == emptied.summary == "+2 \u22120 new.ts"
    # an absent oldText is undefined, i.e. created too
    absent = render_view("diff", {"diffs": [{"path": "n.ts", "newText": "x"}]}, None)
    assert one(parse(absent.call), "file").get("data-state") == "created"


def test_deleted_file_and_several_files_summary():
    view = render_view("diff", {"diffs": [{"path": "a", "oldText": "x\ny\n", "newText": None},
                                          {"path": "b", "oldText": "1\n", "newText": "1\n2\n"}]}, None)
    call, _ = parsed(view)
    assert [f.get("data-state") for f in elements(call, "file")] == ["deleted", "modified"]
    assert view.summary == "+1 \u22122 2 files"


def test_result_diffs_replace_the_call_side_ones():
    call_diffs = [{"path": "a", "oldText": "1", "newText": "2"}]
    view = render_view("diff", {"title": "Edit", "diffs": call_diffs},
                       {"diffs": [{"path": "a", "oldText": "1", "newText": "3"}]})
    call, result = parsed(view)
    assert elements(call, "file") == [] and text(one(call, "title")) == "Edit"
    assert diff_lines(result)[-1][-1] == "3"


# --- read, search, web -------------------------------------------------------------

def test_read_view():
    view = render_view("read", {"path": "src/a.ts", "startLine": 10, "endLine": 12}, {"content": "a\nb\nc"})
    call, result = parsed(view)
    loc = one(call, "location")
    assert (loc.get("data-path"), loc.get("data-line"), text(loc)) == ("src/a.ts", "10", "src/a.ts:10")
    assert text(one(call, "range")) == "Lines 10–12"
    assert text(one(result, "code")) == "a\nb\nc" and one(result, "code").get("dir") == "ltr"
    assert view.summary == "src/a.ts"


def test_search_view_with_locations():
    view = render_view("search", {"query": "useState"}, {"results": [
        {"path": "src/App.tsx", "line": 3, "text": "const [a, b] = useState(0)"}, {"path": "src/b.ts"}]})
    call, result = parsed(view)
    assert text(one(call, "query")) == "useState" and view.summary == "useState"
    items = elements(result, "item")
    assert len(items) == 2 and one(result, "results").tag == "ol"
    buttons = elements(result, "location")
    assert [(b.get("data-path"), b.get("data-line"), text(b)) for b in buttons] == [
        ("src/App.tsx", "3", "src/App.tsx:3"), ("src/b.ts", None, "src/b.ts")]
    assert text(one(items[0], "snippet")) == "const [a, b] = useState(0)"


def test_search_with_no_results_says_so():
    _, result = parsed(render_view("search", {"query": "x"}, {"results": []}))
    assert text(one(result, "text")) == "No results"


def test_web_view_links_only_http_urls():
    view = render_view("web", {"url": "https://example.com/a?b=1"},
                       {"url": "https://example.com/a?b=1", "title": "Example", "snippet": "An example page."})
    call, result = parsed(view)
    link = one(call, "link")
    assert (link.tag, link.get("href"), link.get("rel")) == ("a", "https://example.com/a?b=1", "noopener noreferrer")
    item = one(result, "item")
    assert text(one(item, "link")) == "Example" and text(one(item, "url")) == "https://example.com/a?b=1"
    assert text(one(item, "snippet")) == "An example page."
    for bad in ("javascript:alert(1)", " JAVASCRIPT:alert(1)", "java\tscript:alert(1)", "data:text/html,x",
                "//evil.example", "http://", "http://[::1"):
        _, result = parsed(render_view("web", None, {"url": bad, "title": "t"}))
        assert elements(result, "link") == [] and text(one(result, "url")) == bad
        assert "href" not in str(render_view("web", {"url": bad}, None).call)


def test_locations_render_as_buttons_for_an_editor():
    call, _ = parsed(render_view("generic", {"title": "Read", "locations": [{"path": "src/a.ts", "line": 42}]}, None))
    button = one(call, "location")
    assert str(render_view("generic", {"locations": [{"path": "src/a.ts", "line": 42}]}, None).call) == (
        '<div data-scope="tool-result" data-part="call" data-kind="generic"><div data-scope="tool-result" '
        'data-part="locations"><button data-scope="tool-result" data-part="location" type="button" '
        'data-path="src/a.ts" data-line="42" dir="ltr">src/a.ts:42</button></div></div>')
    assert button.get("type") == "button"


# --- degrade, never throw -----------------------------------------------

def test_unknown_intent_renders_generic_and_keeps_its_title():
    view = render_view("chart", {"card": "chart", "title": "Sales by month", "series": [1, 2]}, {"card": "chart"})
    call, _ = parsed(view)
    assert view.intent == "generic" and one(call, "call").get("data-kind") == "generic"
    assert text(one(call, "title")) == "Sales by month"
    # keys of the wrong shape are dropped one by one, the title survives
    view = render_view("chart", {"title": "T", "input": 5, "locations": "x"}, None)
    assert text(one(parse(view.call), "title")) == "T" and "panel" not in view.call


@pytest.mark.parametrize("intent, call, result", [
    ("terminal", {"title": ["ls"]}, {"output": 1}),
    ("terminal", "ls", {"exitCode": "1"}),
    ("diff", {"diffs": [{"path": "a", "oldText": 1, "newText": "x"}]}, {"diffs": "no"}),
    ("diff", {"diffs": [{"oldText": "a", "newText": "b"}]}, None),
    ("read", {"path": "a", "startLine": 0}, {"content": ["x"]}),
    ("search", {"query": 5}, {"results": [{"path": "a", "line": -1}]}),
    ("web", {"url": {"href": "x"}}, {"results": [1]}),
    ("generic", {"title": 5}, {"content": {"a": 1}}),
    ("generic", [], 7),
])
def test_malformed_values_render_empty(intent, call, result):
    view = render_view(intent, call, result)
    assert view.call == "" and view.result == ""


def test_every_intent_has_a_view():
    for intent in INTENTS:
        assert render_view(intent, {}, {}).intent == intent


# --- big results, direction ------------------------------------------------------

def test_line_cap_keeps_head_and_tail_around_a_marker():
    output = "\n".join(f"line {n}" for n in range(1, 1001))
    _, result = parsed(render_view("terminal", {"title": "seq"}, {"output": output}, ViewOptions(line_cap=10)))
    code = one(result, "code")
    marker = one(code, "omitted")
    # lines 6…995 with their line breaks: 4×6 + 90×7 + 896×8 characters + 990 breaks
    assert text(marker) == "990 lines and 8,812 characters omitted" and marker.get("dir") == "auto"
    assert code.text == "\n".join(f"line {n}" for n in range(1, 6)) and marker.tail == "\n".join(
        f"line {n}" for n in range(996, 1001))
    # at the cap nothing is cut
    _, result = parsed(render_view("terminal", {"title": "seq"}, {"output": "\n".join("x" * 10)},
                                   ViewOptions(line_cap=10)))
    assert elements(result, "omitted") == []


def test_line_cap_in_a_diff_keeps_hunks_around_the_marker():
    new = "".join(f"{n}\n" for n in range(500))
    call, _ = parsed(render_view("diff", {"diffs": [{"path": "big", "oldText": None, "newText": new}]}, None,
                                 ViewOptions(line_cap=6)))
    assert [r[2] for r in diff_lines(call)] == ["1", "2", "3", "498", "499", "500"]
    assert text(one(call, "omitted")) == "494 lines and 1,872 characters omitted"  # lines "3"…"496"


def test_default_cap_is_200_lines_and_one_line_is_singular():
    assert ViewOptions().line_cap == 200
    _, result = parsed(render_view("read", {"path": "a"}, {"content": "\n".join("x" * 3)}, ViewOptions(line_cap=2)))
    assert text(one(result, "omitted")) == "1 line and 2 characters omitted"
    with pytest.raises(ValueError):
        ViewOptions(line_cap=1)


def test_code_paths_and_commands_are_ltr_isolated_free_text_follows_its_content():
    view = render_view("terminal", {"title": "cat ملف.txt", "description": "اعرض الملف", "cwd": "/مشروع"},
                       {"output": "مرحبا"})
    call, result = parsed(view)
    assert one(call, "command").get("dir") == "ltr" and one(call, "value").get("dir") == "ltr"
    assert one(result, "code").get("dir") == "ltr" and one(call, "description").get("dir") == "auto"
    web_call, _ = parsed(render_view("web", {"url": "https://a.example"}, None))
    assert one(web_call, "link").get("dir") == "ltr"


def test_chinese_locale_uses_the_cards_own_words():
    zh = ViewOptions(locale="zh-CN")
    call, result = parsed(render_view("generic", {"input": "{}", "description": "x"}, {"content": ""}, zh))
    assert [text(h) for h in elements(call, "heading")] == ["描述", "参数"]
    assert text(one(result, "heading")) == "返回内容"
    assert text(one(parse(render_view("terminal", {"title": "x"}, {"exitCode": 1}, zh).result), "exit")) == "退出码 1"
    overrides = ViewOptions(translations={"result": "Output"})
    assert text(one(parse(render_view("generic", None, {"content": "a"}, overrides).result), "heading")) == "Output"
