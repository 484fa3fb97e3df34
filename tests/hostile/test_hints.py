"""Hints fit the fault: a quote inside a quoted YAML string is named as such, and only text that reads as
arithmetic gets the Tokens Studio math hint."""

from __future__ import annotations

import pytest

from skinwright.diagnostics import Report, SkinwrightError
from skinwright.source import load_document
from skinwright.tokens import load_token_set

DOUBLE = ("the string closes at the '\"' before this, and text follows it: write a '\"' inside a double-quoted string "
          "as \\\" (or quote the whole text with single quotes)")
SINGLE = ("the string closes at the \"'\" before this, and text follows it: write a \"'\" inside a single-quoted "
          "string as '' (or quote the whole text with double quotes)")


def yaml_error(text: str) -> tuple[str, str, str]:
    with pytest.raises(SkinwrightError) as caught:
        load_document("t.yaml", text.encode())
    [d] = caught.value.diagnostics
    return d.code, str(d.position), d.hint


@pytest.mark.parametrize("text, where, hint", [
    ('note:\n  $type: string\n  $value: "say "hi" now"\n', "t.yaml:3:17", DOUBLE),  # block mapping
    ('note: {$type: string, $value: "say "hi" now"}\n', "t.yaml:1:37", DOUBLE),  # flow mapping
    ('font: {$type: fontFamily, $value: ["Inter "Pro"", serif]}\n', "t.yaml:1:44", DOUBLE),  # flow sequence
    ('note:\n  $value: "a \\"b\\" c" d\n', "t.yaml:2:23", DOUBLE),  # escaped quotes do not close it
    ("note:\n  $type: string\n  $value: 'it's'\n", "t.yaml:3:15", SINGLE),
    # a quote doubled at the end opens a string that runs to the end of the file: said where it opens
    ('note:\n  $value: "x""\n  $type: string\n', "t.yaml:2:14", DOUBLE),
    # a string that is simply not closed keeps its own hint
    ('note:\n  $value: "x\n  $type: string\n', "t.yaml:4:1", "a string opened with a quote is not closed: add the "
                                                             "closing quote"),
    ("a: @admin\n", "t.yaml:1:4", "'@' is reserved in YAML and cannot start a value: quote it, e.g. \"@…\""),
    ("a: `x`\n", "t.yaml:1:4", "'`' is reserved in YAML and cannot start a value: quote it, e.g. \"`…\""),
    # not a quote: the hint stays the parser's
    ("color:\n  $type: color\n   fg: {$value: 1}\n",
     "t.yaml:3:6", "quote a value that contains ': ' or starts with a special character"),
])
def test_a_quote_inside_a_quoted_string_is_named(text, where, hint):
    assert yaml_error(text) == ("core/yaml-syntax", where, hint)


def token_error(ttype: str, value: str) -> tuple[str, str, str]:
    text = f"base:\n  $type: duration\n  $value: {{value: 1, unit: s}}\nx: {{$type: {ttype}, $value: '{value}'}}\n"
    report = Report()
    load_token_set("", {"t.yaml": load_document("t.yaml", text.encode())}.__getitem__, report=report,
                   files=["t.yaml"])
    [d] = [d for d in report.items if d.severity == "error"]
    return d.code, d.message, d.hint


def test_css_in_a_value_gets_the_types_hint_not_the_math_hint():
    assert token_error("duration", "1s;}body{display:none}") == (
        "core/valid-duration", "invalid duration: '1s;}body{display:none}' is not {value: <number>, unit: ms | s}",
        "a duration value is written like {value: 200, unit: ms}")
    assert token_error("dimension", "{x} * 2;") == (
        "core/valid-dimension", "invalid dimension: '{x} * 2;' is not {value: <number>, unit: px | rem}",
        "a dimension value is written like {value: 16, unit: px}")


def test_arithmetic_keeps_the_math_hint():
    code, message, hint = token_error("duration", "calc({base} + 2s)")
    assert (code, message) == ("core/valid-duration",
                               "invalid duration: 'calc({base} + 2s)': 'calc({base} + 2s)' is not part of a simple "
                               "expression")
    assert hint.startswith("skinwright reads Tokens Studio math made of numbers")
