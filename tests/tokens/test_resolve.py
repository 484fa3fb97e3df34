"""Aliases and references (DTCG format 2025.10 §7): chains, $ref pointers, types, cycles."""

from __future__ import annotations

from .conftest import make_token_set, messages


def test_alias_chain_resolves_to_the_value():
    ts, report = make_token_set({"tokens.yaml": """
        color:
          $type: color
          blue: {$value: {colorSpace: srgb, components: [0.1333, 0.3333, 0.9333], hex: "#2255ee"}}
          accent: {$value: "{color.blue}"}
          link: {$value: "{color.accent}"}
    """})
    assert messages(report) == []
    assert ts.default.values["color.link"]["hex"] == "#2255ee"
    assert ts.default.chain("color.link") == ["color.link", "color.accent", "color.blue"]


def test_ref_pointer_reaches_into_a_sub_value():
    ts, report = make_token_set({"tokens.yaml": """
        base:
          $type: color
          blue: {$value: {colorSpace: srgb, components: [0.1, 0.2, 0.9], alpha: 0.8}}
        derived:
          $type: color
          red-with-blue-alpha:
            $value: {colorSpace: srgb, components: [1, 0, 0], alpha: {$ref: "#/base/blue/$value/alpha"}}
        type:
          body:
            $type: typography
            $value: {fontFamily: sans-serif, fontSize: {value: 16, unit: px}, fontWeight: 400,
                     letterSpacing: {value: 0, unit: px}, lineHeight: 1.5}
          body-size: {$type: dimension, $value: {$ref: "#/type/body/$value/fontSize"}}
          green: {$type: number, $value: {$ref: "#/base/blue/$value/components/1"}}
          whole: {$type: color, $value: {$ref: "#/base/blue/$value"}}
    """})
    assert messages(report) == []
    v = ts.default.values
    assert v["derived.red-with-blue-alpha"] == {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.8}
    assert v["type.body-size"] == {"value": 16, "unit": "px"}
    assert v["type.green"] == 0.2
    assert v["type.whole"]["components"] == [0.1, 0.2, 0.9]
    # a pointer to a whole $value is an alias and stays a var() reference
    assert ts.default.refs["type.whole"][0].whole


def test_type_checking_across_aliases_and_pointers():
    _, report = make_token_set({"tokens.yaml": """
        space: {$type: dimension, $value: {value: 4, unit: px}}
        fast: {$type: duration, $value: {value: 100, unit: ms}}
        fg: {$type: color, $value: "{space}"}
        line:
          $type: border
          $value: {color: {colorSpace: srgb, components: [0, 0, 0], hex: "#000000"}, width: "{fast}", style: solid}
        n: {$type: number, $value: {$ref: "#/space/$value/unit"}}
    """})
    assert messages(report) == [
        "tokens.yaml:3:28: error core/type-mismatch 'fg' expects a color, but '{space}' is a dimension\n"
        "  hint: point at a color token",
        "tokens.yaml:6:85: error core/type-mismatch 'width' of 'line' expects a dimension, but '{fast}' is a duration\n"
        "  hint: point at a dimension token",
        "tokens.yaml:7:35: error core/type-mismatch 'n' expects a number, but '#/space/$value/unit' is a string\n"
        "  hint: point at a number token",
    ]


def test_cycle_is_one_error_listing_the_ring():
    _, report = make_token_set({"tokens.yaml": """
        c:
          $type: color
          a: {$value: "{c.b}"}
          b: {$value: "{c.c}"}
          c: {$value: "{c.a}"}
          d: {$value: "{c.a}"}
    """})
    assert messages(report) == [
        "tokens.yaml:3:15: error core/alias-cycle alias cycle: c.a → c.b → c.c → c.a\n"
        "  tokens.yaml:3:15: note: 'c.a' refers to 'c.b'\n"
        "  tokens.yaml:4:15: note: 'c.b' refers to 'c.c'\n"
        "  tokens.yaml:5:15: note: 'c.c' refers to 'c.a'\n"
        "  hint: break the ring: one of these tokens needs a literal value"
    ]


def test_self_reference():
    _, report = make_token_set({"tokens.yaml": "a: {$type: number, $value: '{a}'}\n"})
    assert messages(report) == [
        "tokens.yaml:1:28: error core/alias-cycle alias cycle: a → a\n"
        "  tokens.yaml:1:28: note: 'a' refers to 'a'\n"
        "  hint: break the ring: one of these tokens needs a literal value"
    ]


def test_unknown_alias_suggests_the_closest_name():
    _, report = make_token_set({"tokens.yaml": """
        fg:
          $type: color
          default: {$value: {colorSpace: srgb, components: [0.0667, 0.0667, 0.0667], hex: "#111111"}}
          text: {$value: "{fg.defualt}"}
          other: {$value: "{nothing.like.it}"}
    """})
    assert messages(report) == [
        "tokens.yaml:4:18: error core/unknown-alias '{fg.defualt}' does not name a token\n"
        "  hint: did you mean '{fg.default}'?",
        "tokens.yaml:5:19: error core/unknown-alias '{nothing.like.it}' does not name a token\n"
        "  hint: no group or token is named 'nothing'; an alias gives a token's full path, '{group.token}'; "
        "top-level names: fg",
    ]


def test_deep_acyclic_chain_does_not_overflow():
    lines = ["t0: {$type: number, $value: 7}"] + [f"t{i}: {{$type: number, $value: '{{t{i - 1}}}'}}" for i in range(1, 5001)]
    ts, report = make_token_set({"tokens.yaml": "\n".join(lines)})
    assert messages(report) == []
    assert ts.default.values["t5000"] == 7
    assert len(ts.default.chain("t5000")) == 5001


def test_composites_may_contain_aliases():
    ts, report = make_token_set({"tokens.yaml": """
        c: {$type: color, $value: {colorSpace: srgb, components: [0, 0, 0], hex: "#000000"}}
        w: {$type: dimension, $value: {value: 1, unit: px}}
        b: {$type: border, $value: {color: "{c}", width: "{w}", style: dashed}}
        s:
          $type: shadow
          $value: [{color: "{c}", offsetX: "{w}", offsetY: "{w}", blur: {value: 0, unit: px}, spread: "{w}"}]
        sh: {$type: shadow, $value: ["{s}"]}
    """})
    assert messages(report) == []
    black = {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000000"}
    assert ts.default.values["b"] == {"color": black, "width": {"value": 1, "unit": "px"}, "style": "dashed"}
    assert ts.default.values["s"][0]["spread"] == {"value": 1, "unit": "px"}
    assert ts.default.values["sh"] == [ts.default.values["s"]]


def test_every_pointer_step_is_checked_against_the_value_in_each_context():
    # RFC 6901 §4: an index past the end reaches nothing; here the dark context
    # has fewer stops, so the pointer only fails there, and the CSS of the
    # default context is still emitted from a checked value.
    files = {
        "tokens.resolver.yaml": """
            version: "2025.10"
            sets:
              base: {sources: [{$ref: base.yaml}]}
            modifiers:
              theme:
                contexts: {light: [], dark: [{$ref: dark.yaml}]}
                default: light
            resolutionOrder: [{$ref: "#/sets/base"}, {$ref: "#/modifiers/theme"}]
        """,
        "base.yaml": """
            c: {$type: color, $value: {colorSpace: srgb, components: [1, 1, 1]}}
            g:
              $type: gradient
              $value:
                - {color: "{c}", position: 0}
                - {color: "{c}", position: 1}
            last: {$type: number, $value: {$ref: "#/g/$value/1/position"}}
            after: {$type: number, $value: "{last}"}
        """,
        "dark.yaml": """
            g: {$type: gradient, $value: [{color: "{c}", position: 0.5}]}
        """,
    }
    ts, report = make_token_set(files, entry="tokens.resolver.yaml")
    assert messages(report) == []
    assert ts.default.values["last"] == 1
    dark = ts.resolve({"theme": "dark"})
    assert "last" not in dark.values and "after" not in dark.values  # no value, and nothing built on it
    assert messages(report) == [
        "base.yaml:7:38: error core/invalid-reference $ref '#/g/$value/1/position' does not reach a value: "
        "index 1 is past the end of '$value' (1 item)\n"
        "  hint: the only index is 0"]


def test_a_pointer_past_the_end_is_one_error_and_a_pointer_to_a_number_a_type_mismatch():
    text = """
        color:
          $type: color
          bg: {$value: {colorSpace: srgb, components: [1, 1, 1]}}
          a: {$value: {$ref: "#/color/bg/$value/components/INDEX"}}
    """
    _, report = make_token_set({"tokens.yaml": text.replace("INDEX", "3")})
    assert messages(report) == [
        "tokens.yaml:4:22: error core/invalid-reference $ref '#/color/bg/$value/components/3' does not reach a value: "
        "index 3 is past the end of '$value/components' (3 items)\n"
        "  hint: use an index from 0 to 2"]
    _, report = make_token_set({"tokens.yaml": text.replace("INDEX", "2")})
    assert messages(report) == [
        "tokens.yaml:4:22: error core/type-mismatch 'color.a' expects a color, but "
        "'#/color/bg/$value/components/2' is a number\n"
        "  hint: point at a color token"]


def test_pointer_problems_in_json_point_at_the_ref_string():
    ts, report = make_token_set({"tokens.json": """
        {"d": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
         "n": {"$type": "number", "$value": {"$ref": "#/d/$value/value/0"}},
         "m": {"$type": "number", "$value": {"$ref": "#/d/$value/value"}}}
    """}, entry="tokens.json")
    assert messages(report) == [
        "tokens.json:2:46: error core/invalid-reference $ref '#/d/$value/value/0' does not reach a value: "
        "'$value/value' is the integer 4; a pointer cannot go into it\n"
        "  hint: end the pointer at '$value/value'"]
    assert "n" not in ts.default.values and ts.default.values["m"] == 4


def test_a_pointer_to_a_part_no_type_describes_is_an_error():
    _, report = make_token_set({"tokens.yaml": """
        s:
          $type: shadow
          $value: {color: {colorSpace: srgb, components: [0, 0, 0], hex: "#000000"}, offsetX: 1px, offsetY: 1px, blur: 2px, spread: 0px, inset: true}
        flag: {$type: number, $value: {$ref: "#/s/$value/inset"}}
    """})
    assert [m for m in messages(report) if "invalid-reference" in m] == [
        "tokens.yaml:4:38: error core/invalid-reference $ref '#/s/$value/inset' reaches a part of 's' (shadow) "
        "that is not a value of any token type\n"
        "  hint: point at a whole token, a member that has a token type (a border's color), a colour component "
        "or alpha, or a dimension's value or unit"]
