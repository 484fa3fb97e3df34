"""``core/too-deep`` in JSON points at the array or object that passes the nesting limit, as in YAML."""

from __future__ import annotations

import pytest

from skinwright.diagnostics import SkinwrightError
from skinwright.limits import Limits, applied
from skinwright.source import load_document


def too_deep(path: str, text: str) -> str:
    with pytest.raises(SkinwrightError) as caught:
        load_document(path, text.encode())
    [d] = caught.value.diagnostics
    assert d.code == "core/too-deep"
    return str(d.position)


@pytest.mark.parametrize("text, where", [
    ("[" * 5000 + "]" * 5000, "t.json:1:201"),  # the 201st '[': the top-level value is level 1
    ('{"a":' * 3000 + "1" + "}" * 3000, "t.json:1:1001"),  # the 201st '{', five characters each
    # brackets and an escaped quote inside a string are text, not nesting
    ('{\n "s": "\\"[[[{{{",\n "n": ' + "[" * 300 + "]" * 300 + "}", "t.json:3:206"),
])
def test_the_place_is_the_value_past_the_limit(text, where):
    assert too_deep("t.json", text) == where


def test_json_and_yaml_agree_on_the_place_and_the_limit_moves_it():
    text = '{"a": {"b": [[[[[[1]]]]]]}}'
    with applied(Limits(nesting=5)):
        assert too_deep("t.json", text) == "t.json:1:16"  # the fourth '[' is level 6
        assert too_deep("t.yaml", text) == "t.yaml:1:16"


@pytest.mark.parametrize("text, where", [
    ("n: " + "[" * 100_000 + "]" * 100_000, "t.yaml:1:203"),  # libyaml's own 1,000-level bound goes off first
    ("n: " + "[" * 250 + "]" * 250, "t.yaml:1:203"),
    ("a:\n  b: " + "{x: " * 5000 + "1" + "}" * 5000, "t.yaml:2:798"),  # the 199th '{' after two block levels
])
def test_yaml_flow_nesting_is_placed_at_the_limit_however_deep(text, where):
    assert too_deep("t.yaml", text) == where
