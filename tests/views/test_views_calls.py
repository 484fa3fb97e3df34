"""Call semantics, tool-name classification and default intents, cards and groups."""

from __future__ import annotations

import itertools

import pytest
from markupsafe import Markup

from ..htmlparts import check_anatomy, elements, one, parse, text
from skinwright.calls import ToolResult, call_from_mapping, call_type_of, make_call, phase_of
from skinwright.classify import KINDS, base_name, classify, tool_kinds
from skinwright.intents import search_results, view_for
from skinwright.views import ViewOptions
from skinwright.cards import card_content
from skinwright.cards import render_card as _render_card
from tests.specs import renderers

RENDERERS = renderers()
render_group = RENDERERS["group"]


def render_card(*args, **kw):
    return _render_card(*args, card=RENDERERS["card"], **kw)


# --- status → phase (the call states; the phases table) ---------------------------------

@pytest.mark.parametrize("status, error, phase", [
    ("complete", None, "output-available"), ("completed", None, "output-available"),
    ("success", None, "output-available"), ("Complete", None, "output-available"),
    ("error", None, "output-error"), ("failed", None, "output-error"),
    ("complete", "Connection timeout", "output-error"),  # failure wins
    ("complete", True, "output-error"), (None, {"code": 1}, "output-error"),
    ("complete", "", "output-available"), ("complete", False, "output-available"),
    ("pending", None, "input-available"), ("streaming", None, "input-available"), ("stop", None, "input-available"),
    (None, None, "input-available"), ("whatever", None, "input-available"), (7, None, "input-available"),
    ("input-streaming", None, "input-streaming"),
    ("approval-requested", None, "awaiting-approval"), ("approval-requested", "denied", "output-error"),
])
def test_phase_of(status, error, phase):
    assert phase_of(status, error) == phase


def test_streaming_arguments_make_input_streaming():
    assert phase_of(None, arguments_streaming=True) == "input-streaming"
    assert phase_of("complete", arguments_streaming=True) == "output-available"


@pytest.mark.parametrize("declared, mcp, kind", [
    (None, None, "function"), (None, "bk-data-server", "mcp"), ("function", "bk-data-server", "function"),
    ("skill", None, "skill"), ("mcp", None, "mcp"), ("nonsense", None, "function"), (None, "", "function"),
])
def test_call_type_is_type_or_mcp_name(declared, mcp, kind):
    assert call_type_of(declared, mcp) == kind


def test_titles_and_header_prefixes():
    mcp = call_from_mapping({"id": "call_mcp_1", "function": {"type": "mcp", "name": "query_table",
                                                             "mcpName": "bk-data-server"}}, status="complete")
    assert mcp.title == "bk-data-server / query_table" and mcp.call_type == "mcp"
    assert ViewOptions(locale="zh-CN").t(mcp.label_key, title=mcp.title) == "调用 MCP bk-data-server / query_table"
    explicit = call_from_mapping({"id": "c", "function": {"type": "function", "name": "q", "mcpName": "s"}})
    assert explicit.call_type == "function" and explicit.title == "s / q"
    assert call_from_mapping({"id": "call_9", "function": {"name": ""}}).title == "call_9"
    zh = ViewOptions(locale="zh-CN")
    labels = {(t, running): zh.t(make_call("i", "n", call_type=t, status=None if running else "complete").label_key,
                                 title="n")
              for t in ("function", "mcp", "skill") for running in (True, False)}
    assert labels == {("function", True): "正在调用 n", ("function", False): "调用工具 n",
                      ("mcp", True): "正在调用 n", ("mcp", False): "调用 MCP n",
                      ("skill", True): "正在读取 n", ("skill", False): "读取 Skill n"}
    waiting = make_call("i", "n", status="approval-requested")
    assert ViewOptions().t(waiting.label_key, title="n") == "Called tool n"  # awaiting approval is not running


def test_the_failed_call_example():
    call = call_from_mapping({"id": "call_1", "type": "function", "function": {
        "name": "execute_sql", "arguments": '{"sql": "SELECT * FROM users"}', "description": "执行数据库查询"},
        "toolMessage": {"content": "", "error": "Connection timeout: database is unreachable (5000ms)",
                        "status": "error", "duration": 5000, "toolCallId": "call_1"}})
    assert call.phase == "output-error" and call.duration_ms == 5000
    assert call.arguments == {"sql": "SELECT * FROM users"}
    cc = card_content(call)
    assert cc.content["error"] == "Connection timeout: database is unreachable (5000ms)"
    assert cc.props == {"phase": "output-error", "open": True, "startTime": 0, "endTime": 5000.0}
    panel = one(parse(cc.content["output"]), "panel", data_kind="result")
    assert elements(panel, "text") == []  # the error is the card's error part, not shown twice


# --- classification (tool names → render intents) ---------------------------------------------------

@pytest.mark.parametrize("name, kind", [
    ("bash", "shell"), ("Bash", "shell"), ("pwsh", "shell"), ("run_command", "shell"), ("exec", "shell"),
    ("grep", "search"), ("Glob", "search"), ("web_search", "search"), ("WebSearch", "search"),
    ("read_file", "read"), ("Read", "read"), ("cat", "read"), ("view", "read"),
    ("write_file", "write"), ("create_file", "write"), ("edit", "edit"), ("str_replace", "edit"),
    ("apply_patch", "edit"), ("MultiEdit", "edit"), ("multi-edit", "edit"),
    ("run_code", "code"), ("code_interpreter", "code"), ("python", "code"),
    ("fetch", "web"), ("WebFetch", "web"), ("get_weather", "generic"), ("", "generic"), ("TodoWrite", "generic"),
    ("mcp__filesystem__read_file", "read"), ("github.search", "search"), ("files/write_file", "write"),
])
def test_classify(name, kind):
    assert classify(name) == kind


def test_base_name_strips_mcp_prefixes():
    assert base_name("mcp__github__search_code") == "search_code"
    assert base_name("mcp__a__b__c") == "b__c"
    assert base_name("server.Read") == "read"


def test_classification_is_extensible():
    extra = tool_kinds({"QueryLogs": "search", "read": "generic"})
    assert classify("query_logs", extra) == "search" and classify("mcp__x__queryLogs", extra) == "search"
    assert classify("read", extra) == "generic" and classify("bash", extra) == "shell"
    with pytest.raises(ValueError, match="not one of"):
        tool_kinds({"x": "database"})
    assert set(KINDS) == {"search", "read", "shell", "write", "edit", "code", "web", "generic"}


# --- default intents --------------------------------------------------------------

def call(name, arguments, content=None, **kw):
    result = ToolResult(content, None, "complete") if content is not None else None
    return make_call("c1", name, arguments=arguments, result=result, **kw)


def test_shell_gets_the_terminal_view_with_the_command():
    intent, cv, rv = view_for(call("bash", {"command": "pnpm test", "cwd": "/repo", "description": "Run tests"},
                                   "2351 passed"))
    assert (intent, cv, rv) == ("terminal", {"title": "pnpm test", "description": "Run tests", "cwd": "/repo"},
                                {"output": "2351 passed"})
    intent, cv, rv = view_for(call("shell", {"command": ["bash", "-lc", "ls -la"]},
                                   '{"output":"a","metadata":{"exit_code":2}}'))
    assert cv["title"] == "bash -lc 'ls -la'" and rv == {"output": "a", "exitCode": 2}


def test_read_write_edit_search_web_defaults():
    assert view_for(call("Read", {"file_path": "a.ts", "offset": 10, "limit": 5}))[:2] == (
        "read", {"path": "a.ts", "startLine": 10, "endLine": 14})
    assert view_for(call("str_replace_editor", {"command": "view", "path": "a", "view_range": [3, -1]}))[1] == {
        "path": "a", "startLine": 3, "endLine": None}
    assert view_for(call("Write", {"file_path": "n.ts", "content": "x\n"}))[:2] == (
        "diff", {"diffs": [{"path": "n.ts", "oldText": None, "newText": "x\n"}]})
    assert view_for(call("MultiEdit", {"file_path": "a", "edits": [
        {"old_string": "1", "new_string": "2"}, {"old_string": "3", "new_string": "4"}]}))[1]["diffs"] == [
        {"path": "a", "oldText": "1", "newText": "2"}, {"path": "a", "oldText": "3", "newText": "4"}]
    assert view_for(call("grep", {"pattern": "foo"}, "a.ts:3:foo()\nb.ts:9-foo"))[2] == {"results": [
        {"path": "a.ts", "line": 3, "text": "foo()"}, {"path": "b.ts", "line": 9, "text": "foo"}]}
    assert view_for(call("web_fetch", {"url": "https://a.example"}, "page text"))[1:] == (
        {"url": "https://a.example", "query": None}, {"snippet": "page text"})


def test_search_results_from_json_and_text():
    assert search_results('[{"url":"https://a.example","title":"A","snippet":"s"}]') == {
        "results": [{"path": None, "line": None, "text": "s", "url": "https://a.example", "title": "A"}]}
    assert search_results("") == {"results": []}
    assert search_results("Found 2 files\nsrc/a.ts") == {"content": "Found 2 files\nsrc/a.ts"}


def test_anything_that_does_not_fit_falls_back_to_generic():
    assert view_for(call("bash", {"cmd": 5}, "x"))[0] == "generic"
    intent, cv, rv = view_for(call("get_weather", '{"city":"北京"}', '{"temperature":22}'))
    assert (intent, cv, rv) == ("generic", {"title": None, "description": None, "input": '{"city":"北京"}'},
                                {"content": '{"temperature":22}'})


def test_declared_intents_win_and_unknown_ones_keep_their_title():
    declared = make_call("c", "bash", arguments={"command": "ls"}, intent="read",
                         call_view={"card": "read", "path": "x"}, result=ToolResult("body"))
    assert view_for(declared) == ("read", {"card": "read", "path": "x"}, {"content": "body"})
    unknown = make_call("c", "plot", arguments='{"a":1}', intent="chart", call_view={"card": "chart", "title": "Sales"},
                        result=ToolResult("done"))
    assert view_for(unknown) == ("generic", {"title": "Sales", "description": None, "input": '{"a":1}'},
                                 {"content": "done"})


# --- cards, sub-calls, groups ------------------------------------------------------

def test_sub_calls_render_through_the_same_path():
    leaf = make_call("c3", "bash", arguments={"command": "ls"}, result=ToolResult("a"))
    mid = make_call("c2", "run_code", arguments={"code": "x()"}, sub_calls=(leaf,))
    root = make_call("c1", "run_code", arguments={"code": "main()"}, sub_calls=(mid,))
    html = render_card(root, (f"tc{n}" for n in itertools.count(1)))
    tree = parse(html)
    check_anatomy(tree)
    cards = elements(tree, "root", "tool-call")
    assert [c.get("id") for c in elements(tree, "trigger", "tool-call")] == [
        "tool-call:tc1:trigger", "tool-call:tc2:trigger", "tool-call:tc3:trigger"]
    # each sub-call card sits in its parent's output part, inside a "calls" part
    for parent, child in zip(cards, cards[1:]):
        calls = elements(elements(parent, "output", "tool-call")[0], "calls")[0]
        assert child in list(calls)
    assert [text(e) for e in elements(tree, "command")] == ["main()", "x()", "ls"]


def test_deep_nesting_is_capped_without_recursion_trouble():
    deep = make_call("leaf", "bash")
    for n in range(5000):
        deep = make_call(f"c{n}", "run_code", sub_calls=(deep,))
    html = render_card(deep, (f"tc{n}" for n in itertools.count()), ViewOptions(max_depth=3))
    tree = parse(html)
    assert len(elements(tree, "root", "tool-call")) == 3
    assert text(one(tree, "truncated")) == "4,998 more nested calls"


def test_nested_input_beyond_the_reading_cap_is_counted():
    data: dict = {"id": "leaf"}
    for n in range(100):
        data = {"id": f"c{n}", "subCalls": [data]}
    record = call_from_mapping(data)
    depth = 0
    while record.sub_calls:
        record, depth = record.sub_calls[0], depth + 1
    assert depth == 64 and record.hidden_sub_calls == 36


def test_group_markup():
    html = render_group([Markup("<p>a</p>"), Markup("<p>b</p>"), Markup("<p>c</p>")],
                        ["output-available", "awaiting-approval", "input-available"], instance_id="g1", open=False)
    tree = parse(html)
    check_anatomy(tree)
    g = "tool-call-group"
    root, trigger = one(tree, "root", g), one(tree, "trigger", g)
    assert root.get("data-state") == "closed" and root.get("data-awaiting-approval") == ""
    assert one(tree, "heading", g).tag == "h2"
    assert (trigger.tag, trigger.get("type"), trigger.get("aria-expanded"), trigger.get("aria-controls")) == (
        "button", "button", "false", "tool-call-group:g1:content")
    # connect gives an id only to a part some rule points at: the content (aria-controls), not the trigger
    assert trigger.get("id") is None
    assert trigger.get("data-xh-action-profile") == "disclosure-trigger" and trigger.get("data-state") == "closed"
    content = one(tree, "content", g)
    assert content.get("id") == "tool-call-group:g1:content" and content.get("hidden") == "" and content.get("role") is None
    assert text(one(tree, "label", g)) == "Ran 3 tools" and text(one(tree, "count", g)) == "3"
    assert text(trigger) == "Ran 3 tools 1 awaiting approval"  # both in the trigger's accessible name
    assert one(tree, "indicator", g).get("aria-hidden") == "true"


def test_group_counts_translate():
    zh = ViewOptions(locale="zh-CN")
    tree = parse(render_group([Markup("")] * 2, ["output-available"] * 2, instance_id="g", options=zh))
    assert text(one(tree, "label", "tool-call-group")) == "运行了 2 个工具"
    assert elements(tree, "approval", "tool-call-group") == []
    assert one(tree, "root", "tool-call-group").get("data-awaiting-approval") is None
    one_tool = parse(render_group([Markup("")], ["output-available"], instance_id="g"))
    assert text(one(one_tool, "label", "tool-call-group")) == "Ran 1 tool"


def test_card_strings_follow_the_locale():
    done = make_call("c", "bash", arguments={"command": "ls"}, result=ToolResult("a", None, "complete"))
    assert "translations" not in card_content(done).props  # English: the card's own defaults
    zh = card_content(done, ViewOptions(locale="zh-CN")).props["translations"]
    assert (zh["outputAvailable"], zh["outputError"], zh["ranFor"]) == ("已完成", "出错", "耗时：{seconds}s")
    custom = ViewOptions(translations={"card.outputAvailable": "OK"})
    assert card_content(done, custom).props["translations"] == {"outputAvailable": "OK"}
