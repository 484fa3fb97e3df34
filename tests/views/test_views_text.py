"""The result-text rules (the result panel), row by row, and the JavaScript JSON semantics behind them."""

from __future__ import annotations

import math

import pytest

from ..htmlparts import check_anatomy, elements, one, parse, text
from skinwright.views import render_view
from skinwright.js_json import js_number, js_parse, js_stringify
from skinwright.views.text import describe, desc_of


def result_panel(content, error=None):
    """The generic result view for ``{content, error}``, parsed: (panel element, rows, text or None)."""
    view = render_view("generic", None, {"content": content, "error": error})
    root = parse(view.result)
    check_anatomy(root)
    # The panel whose text is the error says so (a failed card then shows no fallback).
    panel = one(root, "panel", data_kind="error" if not content and isinstance(error, str) and error else "result")
    assert text(one(panel, "heading")) == "Result"
    rows = [(text(one(f, "key")), text(one(f, "value")), one(f, "value").get("data-kind"))
            for f in elements(panel, "field")]
    blocks = elements(panel, "text")
    return panel, rows, (text(blocks[0]) if blocks else None)


# The result panel's content rules, one row per table row (the table's own examples where it
# gives them), then the nested-value and content/error rules stated beside the table.
# (content, error) → key-value rows [(key, value, data-kind)], or plain text, or neither.
RESULT_TEXT_TABLE = [
    pytest.param('{"city":"北京","temperature":22}', None, [("city", "北京", "text"), ("temperature", "22", "text")],
                 None, id="object → key-value list"),
    pytest.param('["item1","item2","item3"]', None, [("0", "item1", "text"), ("1", "item2", "text"),
                                                     ("2", "item3", "text")], None, id="array → index-keyed list"),
    pytest.param("42", None, [], "42", id="number → plain text"),
    pytest.param('"hello"', None, [], "hello", id="string → plain text"),
    pytest.param("true", None, [], "true", id="boolean → plain text"),
    pytest.param("null", None, [], None, id="null → empty content area"),
    pytest.param("查询成功，共返回 10 条记录。", None, [], "查询成功，共返回 10 条记录。", id="invalid JSON → plain text"),
    pytest.param("", "", [], None, id="content and error both empty → empty content area"),
    pytest.param('{"result":"success","data":{"city":"北京","meta":{"humidity":45}}}', None,
                 [("result", "success", "text"), ("data", '{"city":"北京","meta":{"humidity":45}}', "json")], None,
                 id="nested values → JSON.stringify text"),
    pytest.param("", "Connection timeout: database server is unreachable (timeout: 5000ms)", [],
                 "Connection timeout: database server is unreachable (timeout: 5000ms)", id="empty content → error"),
    pytest.param("ok", "boom", [], "ok", id="content wins over error"),
    pytest.param("", True, [], None, id="boolean error ignored"),
    pytest.param("", {"message": "x"}, [], None, id="object error ignored"),
    pytest.param("", '{"code":7}', [("code", "7", "text")], None, id="a string error is read like content"),
    pytest.param("1.50", None, [], "1.5", id="number text is String(JSON.parse(desc))"),
]


@pytest.mark.parametrize("content, error, rows, body", RESULT_TEXT_TABLE)
def test_result_panel_table(content, error, rows, body):
    panel, got_rows, got_body = result_panel(content, error)
    assert got_rows == rows and got_body == body
    if not rows and body is None:
        assert [e.get("data-part") for e in panel] == ["heading"]  # an empty content area


@pytest.mark.parametrize("content, error, desc", [
    ("a", "b", "a"), ("", "b", "b"), (None, "b", "b"), ("", True, None), ("", None, None), ("", "", ""),
    ({}, "b", {}), (0, "b", "b"),
])
def test_desc_of_is_content_or_string_error(content, error, desc):
    assert desc_of(content, error) == desc


def test_js_key_order_puts_array_indices_first():
    ok, value = js_parse('{"b":1,"2":2,"a":3,"1":4,"01":5,"-1":6,"4294967295":7}')
    assert ok and list(value) == ["1", "2", "b", "a", "01", "-1", "4294967295"]
    assert [f.key for f in describe('{"b":1,"10":2,"9":3}').fields] == ["9", "10", "b"]


def test_repeated_key_keeps_first_place_and_last_value():
    assert describe('{"a":1,"b":2,"a":3}').fields[0].key == "a"
    assert describe('{"a":1,"b":2,"a":3}').fields[0].value == "3"


@pytest.mark.parametrize("number, shown", [
    (1.0, "1"), (-0.0, "0"), (0.1, "0.1"), (1e21, "1e+21"), (1e20, "100000000000000000000"), (1.5e-7, "1.5e-7"),
    (1e-6, "0.000001"), (123.456, "123.456"), (-2.5, "-2.5"), (2**60, "1152921504606846976"), (1e16, "10000000000000000"),
    (math.inf, "Infinity"),
])
def test_numbers_print_as_javascript_does(number, shown):
    assert js_number(number) == shown


def test_stringify_is_compact_keeps_non_ascii_and_escapes_controls():
    assert js_stringify({"a": [1.0, None, True, "é\n\""], "b": {}}) == '{"a":[1,null,true,"é\\n\\""],"b":{}}'
    assert js_stringify(float("nan")) == "null"


@pytest.mark.parametrize("text_", ["NaN", "Infinity", "-Infinity", "", "{'a':1}", "[1,]", "\ufeff1"])
def test_parse_rejects_what_json_parse_rejects(text_):
    assert js_parse(text_) == (False, None)


def test_parse_survives_absurd_nesting():
    assert js_parse("[" * 100_000 + "]" * 100_000) == (False, None)
    deep: list = []
    for _ in range(2000):
        deep = [deep]
    assert js_stringify(deep) == "…"
