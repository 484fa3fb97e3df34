"""DTCG 2025.10 structure: groups, names, $type/$deprecated inheritance, $root, $extends."""

from __future__ import annotations

import pytest

from skinwright.diagnostics import SkinwrightError

from .conftest import make_token_set, messages


def test_type_inherited_from_groups_and_overridden_by_tokens():
    ts, report = make_token_set({"tokens.yaml": """
        size:
          $type: dimension
          a: {$value: {value: 1, unit: px}}
          inner:
            b: {$value: {value: 2, unit: px}}
            n: {$type: number, $value: 3}
    """})
    assert messages(report) == []
    assert ts.default.types == {"size.a": "dimension", "size.inner.b": "dimension", "size.inner.n": "number"}


def test_type_from_alias_target_when_nothing_declares_it():
    ts, report = make_token_set({"tokens.yaml": """
        base: {$type: color, $value: {colorSpace: srgb, components: [0.0627, 0.1255, 0.1882], hex: "#102030"}}
        alias: {$value: "{base}"}
        alias2: {$value: "{alias}"}
    """})
    assert messages(report) == []
    assert ts.default.types["alias2"] == "color"
    assert ts.default.values["alias2"]["hex"] == "#102030"


def test_missing_type_is_an_error_when_the_value_could_be_several():
    # a word is a font family, or a custom string, or a keyword: no guess
    _, report = make_token_set({"tokens.yaml": "a: {$value: Inter}\n"})
    assert messages(report) == [
        "tokens.yaml:1:1: error core/missing-type token 'a' has no $type\n"
        "  hint: add $type to the token or to one of its groups (DTCG tools must not guess a type from the value)"
    ]


def test_a_bare_number_without_type_is_read_as_a_number():
    ts, report = make_token_set({"tokens.yaml": "a: {$value: 1.3}\n"})
    assert ts.default.types["a"] == "number"
    assert messages(report) == [
        "tokens.yaml:1:1: warning core/inferred-type token 'a' has no $type; its value is a bare number, read as a "
        "number (every type that takes one writes the same CSS)\n  hint: DTCG 2025.10 needs the type written: "
        "$type: number"]


def test_deprecated_is_inherited_and_false_re_enables():
    ts, _ = make_token_set({"tokens.yaml": """
        old:
          $type: number
          $deprecated: Use new.* instead.
          a: {$value: 1}
          b: {$value: 2, $deprecated: false}
          c: {$value: 3, $deprecated: true}
    """})
    t = ts.tokens
    assert (t["old.a"].deprecated, t["old.b"].deprecated, t["old.c"].deprecated) == ("Use new.* instead.", False, True)


def test_extensions_and_description_are_preserved():
    ts, _ = make_token_set({"tokens.yaml": """
        n:
          $type: number
          $value: 1
          $description: One.
          $extensions: {com.example: {figma: "abc"}}
    """})
    assert ts.tokens["n"].description == "One."
    assert ts.tokens["n"].extensions == {"com.example": {"figma": "abc"}}


def test_invalid_names():
    _, report = make_token_set({"tokens.yaml": """
        "": {$type: number, $value: 1}
        a.b: {$type: number, $value: 1}
        "{x}": {$type: number, $value: 1}
        g:
          $foo: 1
          $typ: number
    """})
    assert messages(report) == [
        "tokens.yaml:1:1: error core/invalid-name a token or group name cannot be empty\n"
        "  hint: rename it; use '-' or '_' to join words",
        "tokens.yaml:2:1: error core/invalid-name 'a.b' contains '.', which DTCG forbids in names (it is alias syntax)\n"
        "  hint: rename it; use '-' or '_' to join words",
        "tokens.yaml:3:1: error core/invalid-name '{x}' contains '{', which DTCG forbids in names (it is alias syntax)\n"
        "  hint: rename it; use '-' or '_' to join words",
        "tokens.yaml:5:3: error core/invalid-property '$foo' is not a DTCG group property\n"
        "  hint: names starting with '$' are reserved for DTCG properties",
        "tokens.yaml:6:3: error core/invalid-property '$typ' is not a DTCG group property\n"
        "  hint: did you mean '$type'?",
    ]


def test_token_with_children_and_unknown_type():
    _, report = make_token_set({"tokens.yaml": """
        a:
          $type: colour
          $value: {colorSpace: srgb, components: [1, 1, 1], hex: "#ffffff"}
          child: {$value: 1}
    """})
    assert messages(report) == [
        "tokens.yaml:2:10: error core/invalid-type unknown $type 'colour'\n  hint: did you mean 'color'?",
        "tokens.yaml:4:3: error core/invalid-token token 'a' cannot contain 'child': tokens have no children\n"
        "  hint: move the child into a group, or the token into a $root",
    ]


def test_root_token_is_addressed_with_dollar_root():
    ts, report = make_token_set({"tokens.yaml": """
        radius:
          $type: dimension
          $root: {$value: {value: 4, unit: px}}
          lg: {$value: {value: 8, unit: px}}
        card: {$type: dimension, $value: "{radius.$root}"}
        bad: {$type: dimension, $value: "{radius}"}
    """})
    assert ts.default.values["card"] == {"value": 4, "unit": "px"}
    assert ts.names["radius.$root"] == "--xh-radius"
    assert messages(report) == [
        "tokens.yaml:6:33: error core/unknown-alias '{radius}' names the group 'radius', not a token\n"
        "  hint: use '{radius.$root}' for the group's own token"
    ]


def test_extends_deep_merges_and_local_tokens_win():
    ts, report = make_token_set({"tokens.yaml": """
        button:
          $type: color
          bg: {$value: {colorSpace: srgb, components: [0, 0.4, 0.8], hex: "#0066cc"}}
          text: {$value: {colorSpace: srgb, components: [1, 1, 1], hex: "#ffffff"}}
          state:
            hover: {$value: {colorSpace: srgb, components: [0, 0.3333, 0.6667], hex: "#0055aa"}}
        button-primary:
          $extends: "{button}"
          bg: {$value: {colorSpace: srgb, components: [0.8, 0, 0.4], hex: "#cc0066"}}
    """})
    assert messages(report) == []
    v = ts.default.values
    assert v["button-primary.bg"]["hex"] == "#cc0066"
    assert v["button-primary.text"]["hex"] == "#ffffff"
    assert v["button-primary.state.hover"]["hex"] == "#0055aa"


def test_extends_cycle_and_token_target_are_errors():
    _, report = make_token_set({"tokens.yaml": """
        a: {$extends: "{b}", x: {$type: number, $value: 1}}
        b: {$extends: "{a}", w: {$type: number, $value: 2}}
        t: {$type: number, $value: 3}
        c: {$extends: "{t}"}
    """})
    assert messages(report) == [
        "tokens.yaml:1:15: error core/invalid-extends $extends cycle: a → b → a\n"
        "  tokens.yaml:1:15: note: 'a' extends 'b'\n"
        "  tokens.yaml:2:15: note: 'b' extends 'a'\n"
        "  hint: a group cannot extend itself, even through others; remove one $extends of the ring",
        "tokens.yaml:4:15: error core/invalid-extends $extends names the token 't'; it must name a group\n"
        "  hint: extend the group that holds it instead",
    ]


def test_unquoted_hex_is_reported_as_a_comment():
    _, report = make_token_set({"tokens.yaml": """
        brand:
          $type: color
          blue:
            $value: #0000ff
    """})
    assert messages(report) == [
        "tokens.yaml:4:12: error core/valid-color $value is null: YAML read #0000ff as a comment\n"
        "  hint: quote it: $value: \"#0000ff\""
    ]


def test_unquoted_hex_in_a_flow_mapping_is_a_syntax_error_with_a_hint():
    with pytest.raises(SkinwrightError) as info:
        make_token_set({"tokens.yaml": "brand:\n  red: {$type: color, $value: #ff0000}\n"})
    assert [d.format() for d in info.value.diagnostics] == [
        "tokens.yaml:2:31: error core/yaml-syntax did not find expected node content (while parsing a flow node)\n"
        "  hint: '#ff0000' starts a comment in YAML; quote colours: \"#ff0000\""
    ]


def test_yaml_11_keys_and_values_are_warnings():
    _, report = make_token_set({"tokens.yaml": """
        flags:
          on: {$type: number, $value: 010}
    """})
    assert messages(report) == [
        "tokens.yaml:2:3: warning core/yaml-1.1-trap key 'on' is the name 'on' here but the boolean true in YAML 1.1\n"
        "  hint: quote it: 'on'",
        "tokens.yaml:2:31: warning core/yaml-1.1-trap value '010' is the integer 10 in YAML 1.2 but the integer 8 in YAML 1.1\n"
        "  hint: write 10, or 8 if you meant the octal number",
    ]


def test_json_sources_have_positions():
    _, report = make_token_set({"tokens.json": '{\n  "a": {"$type": "color", "$value": "{b}"}\n}\n'}, entry="tokens.json")
    assert messages(report) == ["tokens.json:2:37: error core/unknown-alias '{b}' does not name a token\n"
                                "  hint: no group or token is named 'b'; an alias gives a token's full path, "
                                "'{group.token}'; top-level names: a"]
