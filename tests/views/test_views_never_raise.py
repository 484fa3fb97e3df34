"""Nothing a producer sends makes a view raise. Hypothesis over arbitrary JSON values.

Each view and the dispatcher get at least 2,000 examples: arbitrary JSON
(recursive), mixed with objects built from the views' own keys so the shape
checks are passed often enough to exercise the rendering behind them.
"""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from markupsafe import Markup

from ..htmlparts import fragment_has_only_scoped_elements
from skinwright.calls import call_from_mapping
from skinwright.intents import view_for
from skinwright.views import INTENTS, VIEWS, ViewOptions, render_view
from skinwright.cards import card_content

SCALARS = (st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12))
JSON = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                                           max_size=4), max_leaves=12)
TEXTS = st.text(max_size=40) | st.sampled_from([
    "", "\n", "a\nb\n", "\r\n\r", "null", "{}", "[]", '{"a":[1,{"b":null}],"2":1.0}', "42", "1e400", '"s"',
    "\x1b[31mred\x1b[0m", "javascript:alert(1)", "https://a.example/b?c", "\ud800", "\x00", "x\n" * 7])
KEYS = ["title", "description", "locations", "input", "content", "error", "cwd", "output", "exitCode", "diffs",
        "path", "oldText", "newText", "startLine", "endLine", "query", "results", "url", "snippet", "line", "text",
        "card"]
SMALL_INTS = st.integers(-2, 4)
# Items of diffs / results / locations: their keys, each value right-typed about half the time.
ITEM = st.fixed_dictionaries({}, optional={k: st.one_of(TEXTS, TEXTS, SMALL_INTS, JSON)
                                           for k in ("path", "line", "oldText", "newText", "text", "url", "title")})
SHAPED = st.dictionaries(st.sampled_from(KEYS), st.one_of(TEXTS, TEXTS, SMALL_INTS, st.lists(ITEM, max_size=3), JSON),
                         max_size=7)
# Well-typed views, so the rendering behind the shape checks runs often.
LOCATION = st.fixed_dictionaries({"path": TEXTS}, optional={"line": st.integers(1, 10**6)})
WELL_TYPED = st.fixed_dictionaries({}, optional={
    "title": TEXTS, "description": TEXTS, "locations": st.lists(LOCATION, max_size=2), "input": TEXTS | JSON,
    "content": TEXTS, "error": JSON, "cwd": TEXTS, "output": TEXTS, "exitCode": st.integers(-1, 3),
    "diffs": st.lists(st.fixed_dictionaries({"path": TEXTS}, optional={"oldText": TEXTS, "newText": TEXTS}),
                      max_size=2),
    "path": TEXTS, "startLine": st.integers(1, 50), "endLine": st.integers(1, 50), "query": TEXTS, "url": TEXTS,
    "snippet": TEXTS, "results": st.lists(st.fixed_dictionaries({}, optional={
        "path": TEXTS, "line": st.integers(1, 9), "text": TEXTS, "url": TEXTS, "title": TEXTS}), max_size=3)})
VALUES = st.one_of(JSON, SHAPED, WELL_TYPED)
OPTIONS = st.sampled_from([ViewOptions(), ViewOptions(line_cap=2), ViewOptions(locale="zh-CN", line_cap=3)])

MANY = settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check(view) -> None:
    assert isinstance(view.call, Markup) and isinstance(view.result, Markup)
    assert view.summary is None or isinstance(view.summary, str)
    assert fragment_has_only_scoped_elements(view.call) and fragment_has_only_scoped_elements(view.result)
    (view.call + view.result).encode("utf-8")


@MANY
@given(intent=st.sampled_from(INTENTS) | JSON, call=VALUES, result=VALUES, options=OPTIONS)
def test_no_view_and_not_the_dispatcher_raises(intent, call, result, options):
    # Every view sees every example (2,000 each) — cheaper than one run per view,
    # since generating the values is most of the cost.
    for name, view in VIEWS.items():
        rendered = view(call, result, options)
        check(rendered)
        assert rendered.intent == name
    dispatched = render_view(intent, call, result, options)
    check(dispatched)
    assert dispatched.intent == (intent if isinstance(intent, str) and intent in INTENTS else "generic")


TOOL_NAMES = st.sampled_from(["bash", "Read", "Grep", "Write", "Edit", "MultiEdit", "web_fetch", "run_code",
                              "mcp__fs__read_file", "str_replace_editor", "get_weather", ""]) | st.text(max_size=8)
ARGUMENTS = TEXTS | SHAPED.map(json.dumps) | st.dictionaries(
    st.sampled_from(["command", "cmd", "path", "file_path", "offset", "limit", "view_range", "pattern", "url",
                     "content", "old_string", "new_string", "edits", "code", "command", "cwd"]),
    JSON | TEXTS | SMALL_INTS | st.lists(SHAPED, max_size=2), max_size=5).map(json.dumps)
CALL = st.fixed_dictionaries({}, optional={
    "id": JSON,
    "function": st.fixed_dictionaries({}, optional={"name": TOOL_NAMES, "arguments": ARGUMENTS | JSON,
                                                    "mcpName": JSON, "type": st.sampled_from(["mcp", "skill", "x"])}),
    "toolMessage": st.fixed_dictionaries({}, optional={"content": TEXTS | JSON, "error": JSON,
                                                       "status": st.sampled_from(["complete", "error", "x"])}) | JSON,
    "status": JSON | st.sampled_from(["complete", "approval-requested", "input-streaming"]),
    "call": VALUES, "result": VALUES, "duration": JSON, "startTime": JSON, "endTime": JSON})


@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=CALL | JSON, options=OPTIONS)
def test_any_call_record_renders(data, options):
    call = call_from_mapping(data)
    intent, call_view, result_view = view_for(call)
    assert intent in INTENTS or call.intent == intent
    content = card_content(call, options).content
    assert isinstance(content["label"], str)
    for key in ("input", "output"):
        assert content[key] is None or fragment_has_only_scoped_elements(content[key])
