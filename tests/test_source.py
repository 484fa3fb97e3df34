"""YAML 1.2 / JSON loading with positions (issue 2, "Loading")."""

from __future__ import annotations

import math

import pytest

from skinwright.diagnostics import SkinwrightError
from skinwright.source import load_document


def load(text: str, path: str = "t.yaml"):
    return load_document(path, text)


def errors(text: str, path: str = "t.yaml") -> list[str]:
    with pytest.raises(SkinwrightError) as info:
        load(text, path)
    return [d.format() for d in info.value.diagnostics]


@pytest.mark.parametrize(
    "text, key, value",
    [
        ("on: 1", "on", 1),
        ("no: yes", "no", "yes"),
        ("0x1F: x", "0x1F", "x"),
        ("a: 010", "a", 10),
        ("a: 1e3", "a", 1000.0),
        ("a: 0o17", "a", 15),
        ("a: 0x1F", "a", 31),
        ("a: off", "a", "off"),
        ("a: True", "a", True),
        ("a: ~", "a", None),
        ("a: '010'", "a", "010"),
        ("a: 1_000", "a", "1_000"),
        ("a: 1:20", "a", "1:20"),
        ("100: x", "100", "x"),
    ],
)
def test_yaml_12_core_schema(text, key, value):
    data = load(text).data
    assert list(data) == [key]
    assert data[key] == value and type(data[key]) is type(value)


def test_special_floats():
    data = load("a: .inf\nb: -.Inf\nc: .nan").data
    assert data["a"] == math.inf and data["b"] == -math.inf and math.isnan(data["c"])


def test_positions_of_values_and_keys():
    doc = load("a:\n  b: [1, {c: 2}]\n")
    assert str(doc.locate(("a", "b", 1, "c"))) == "t.yaml:2:14"
    assert str(doc.locate(("a", "b"), key=True)) == "t.yaml:2:3"
    assert str(doc.locate(("a", "missing"))) == "t.yaml:2:3"


def test_yaml11_traps_are_recorded():
    doc = load("on: yes\n'off': x\n0_5: 010\n")
    got = [(t.pointer, t.is_key, t.text, t.yaml11, t.yaml12) for t in doc.traps]
    assert got == [
        (("on",), True, "on", "the boolean true", "the string 'on'"),
        (("on",), False, "yes", "the boolean true", "the string 'yes'"),
        (("0_5",), True, "0_5", "the integer 5", "the string '0_5'"),
        (("0_5",), False, "010", "the integer 8", "the integer 10"),
    ]


def test_unquoted_hex_is_a_comment_and_is_remembered():
    doc = load("c:\n  $value: #ff0000\n")
    assert doc.data["c"]["$value"] is None
    assert doc.comment_values == {("c", "$value"): "#ff0000"}


def test_duplicate_key():
    assert errors("a: 1\nb: 2\na: 3\n") == [
        "t.yaml:3:1: error core/duplicate-key duplicate key 'a'\n"
        "  t.yaml:1:1: note: first defined here\n"
        "  hint: YAML keeps only one of them; remove or rename one"
    ]


def test_tab_indentation():
    assert errors("a:\n\tb: 1\n") == [
        "t.yaml:2:1: error core/yaml-syntax a tab character cannot start a token here "
        "(while scanning for the next token)\n"
        "  hint: YAML does not allow tabs for indentation; indent with spaces"
    ]


def test_alias_bomb_is_bounded():
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 9):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i-1}"] * 10) + "]")
    [message] = errors("\n".join(lines))
    assert message.startswith("t.yaml:")
    assert "error core/yaml-alias-bomb aliases copy more than 100,000 nodes" in message


def test_small_aliases_are_fine():
    assert load("a: &x {b: 1}\nc: *x\n").data == {"a": {"b": 1}, "c": {"b": 1}}


def test_unterminated_string_has_position():
    [message] = errors('a: "x\n')
    assert message.startswith("t.yaml:2:1: error core/yaml-syntax found unexpected end of stream")


def test_file_size_limit(monkeypatch):
    import skinwright.source as source

    monkeypatch.setattr(source, "MAX_BYTES", 10)
    [message] = errors("a: 123456789012\n")
    assert message.startswith("t.yaml:1:1: error core/file-too-large file is 16 bytes; the limit is 10")


def test_json_positions_are_lazy_and_right():
    doc = load('{\n "a": {"b": 1},\n "c": [1, {"d": 2}]\n}', "t.json")
    assert doc.data == {"a": {"b": 1}, "c": [1, {"d": 2}]}
    assert str(doc.locate(("c", 1, "d"))) == "t.json:3:17"
    assert str(doc.locate(("c", 1, "d"), key=True)) == "t.json:3:12"


def test_json_errors():
    assert errors('{"a": 1,\n "a": 2}', "t.json") == [
        "t.json:2:2: error core/duplicate-key duplicate key 'a'\n"
        "  hint: JSON readers keep only one of them; remove or rename one"
    ]
    assert errors('{"a": 1,}', "t.json") == [
        "t.json:1:9: error core/json-syntax Expecting property name enclosed in double quotes"
    ]


def test_json_positions_survive_escapes_yaml_lacks():
    doc = load('{"a\\/b": {"c": "\\ud83d\\ude00", "d": 1}}', "t.json")
    assert doc.data == {"a/b": {"c": "😀", "d": 1}}
    assert str(doc.locate(("a/b", "d"))) == "t.json:1:37"


@pytest.mark.parametrize("path, text", [
    ("t.json", "[" * 100_000 + "]" * 100_000),
    ("t.json", '{"a":' * 300 + "1" + "}" * 300),
    ("t.yaml", "a:\n" + "".join("  " * i + f"k{i}:\n" for i in range(1, 300)) + "  " * 300 + "v: 1\n"),
])
def test_absurd_nesting_is_a_diagnostic(path, text):
    [message] = errors(text, path)
    assert "error core/too-deep nesting deeper than 200 levels" in message
