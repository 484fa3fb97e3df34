"""Seed 000's result-text rules (DescPanel), row by row, and the JavaScript JSON semantics behind them."""

from __future__ import annotations

import math

import pytest

from htmlparts import check_anatomy, elements, one, parse, text
from skinwright.views import render_view
from skinwright.views.text import describe, desc_of, js_number, js_parse, js_stringify


def result_panel(content, error=None):
    """The generic result view for ``{content, error}``, parsed: (panel element, rows, text or None)."""
    view = render_view("generic", None, {"content": content, "error": error})
    root = parse(view.result)
    check_anatomy(root)
    panel = one(root, "panel", data_kind="result")
    assert text(one(panel, "heading")) == "Result"
    rows = [(text(one(f, "key")), text(one(f, "value")), one(f, "value").get("data-kind"))
            for f in elements(panel, "field")]
    blocks = elements(panel, "text")
    return panel, rows, (text(blocks[0]) if blocks else None)


# Seed 000, "DescPanel 内容渲染规则": one case per table row, with the seed's own examples.
def test_row_object_gives_key_value_list():
    _, rows, body = result_panel('{"city":"北京","temperature":22}')
    assert rows == [("city", "北京", "text"), ("temperature", "22", "text")] and body is None


def test_row_array_gives_index_keyed_list():
    _, rows, body = result_panel('["item1","item2","item3"]')
    assert rows == [("0", "item1", "text"), ("1", "item2", "text"), ("2", "item3", "text")] and body is None


@pytest.mark.parametrize("desc, shown", [("42", "42"), ('"hello"', "hello"), ("true", "true"), ("1.50", "1.5")])
def test_row_scalar_gives_plain_text(desc, shown):
    _, rows, body = result_panel(desc)
    assert rows == [] and body == shown


def test_row_null_gives_empty_content_area():
    panel, rows, body = result_panel("null")
    assert rows == [] and body is None and [e.get("data-part") for e in panel] == ["heading"]


def test_row_invalid_json_gives_the_original_text():
    _, rows, body = result_panel("查询成功，共返回 10 条记录。")
    assert rows == [] and body == "查询成功，共返回 10 条记录。"


def test_row_content_and_error_both_empty_gives_empty_content_area():
    panel, rows, body = result_panel("", "")
    assert rows == [] and body is None and len(panel) == 1


def test_nested_values_show_their_json_text():
    _, rows, _ = result_panel('{"result":"success","data":{"city":"北京","meta":{"humidity":45}}}')
    assert rows == [("result", "success", "text"), ("data", '{"city":"北京","meta":{"humidity":45}}', "json")]


def test_error_shown_only_when_content_is_empty_and_error_a_string():
    assert result_panel("", "Connection timeout: database server is unreachable (timeout: 5000ms)")[2] == (
        "Connection timeout: database server is unreachable (timeout: 5000ms)")
    assert result_panel("ok", "boom")[2] == "ok"  # content wins
    assert result_panel("", True)[2] is None  # a non-string error is ignored
    assert result_panel("", {"message": "x"})[2] is None


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
