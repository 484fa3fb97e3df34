"""Tokens Studio math expressions: read as the value they compute, with a warning and the 2025.10 value as the fix.

The accepted forms follow ``checkAndEvaluateMath`` in ``@tokens-studio/sd-transforms`` (references resolved
first, a bare number added to a length takes its unit, results rounded to 4 decimals); what it cannot read, or
reads only by dropping a unit, is an error here.
"""

from __future__ import annotations

import textwrap

import pytest
from skinwright.config import load_config
from skinwright.lint import lint
from skinwright.lint.fix import fix_project, fixable, write_fixes
from skinwright.limits import Limits, applied

from ..lint.test_fix import build_css, project
from .conftest import make_token_set, messages

BASE = """
space:
  $type: dimension
  base: {$value: {value: 4, unit: px}}
  sm: {$value: {value: 12, unit: px}}
  rem: {$value: {value: 0.5, unit: rem}}
scale:
  $type: number
  ratio: {$value: 1.5}
dur:
  $type: duration
  fast: {$value: {value: 100, unit: ms}}
color:
  fg: {$type: color, $value: {colorSpace: srgb, components: [0, 0, 0]}}
"""


@pytest.mark.parametrize("ttype, text, want", [
    ("dimension", '"{space.base} * 2"', {"value": 8, "unit": "px"}),
    ("dimension", '"{space.sm} + 4"', {"value": 16, "unit": "px"}),  # a bare number takes the length's unit
    ("dimension", '"8 / 2"', {"value": 4, "unit": "px"}),  # no unit at all: px, as Tokens Studio reads it
    ("dimension", '"({space.base} + {space.sm}) / 2"', {"value": 8, "unit": "px"}),
    ("dimension", '"{space.base} * {scale.ratio}"', {"value": 6, "unit": "px"}),
    ("dimension", '"{space.rem} * 3"', {"value": 1.5, "unit": "rem"}),
    ("dimension", '"-{space.base}"', {"value": -4, "unit": "px"}),
    ("dimension", '"{space.sm} / 7"', {"value": 1.7143, "unit": "px"}),  # 4 decimals, as sd-transforms rounds
    ("dimension", '"2 * (3 + 4) - 1px"', {"value": 13, "unit": "px"}),
    ("dimension", '"{space.base}*2+1"', {"value": 9, "unit": "px"}),  # spaces are optional
    ("number", '"{scale.ratio} * 2"', 3),
    ("number", '"{space.sm} / {space.base}"', 3),  # a ratio of two lengths is a number
    ("number", '"1 / 4"', 0.25),
    ("duration", '"{dur.fast} * 3"', {"value": 300, "unit": "ms"}),
    ("duration", '"{dur.fast} + 50"', {"value": 150, "unit": "ms"}),
])
def test_simple_math_is_read_as_the_value_it_computes(ttype, text, want):
    ts, report = make_token_set({"tokens.yaml": BASE + f"t:\n  $type: {ttype}\n  $value: {text}\n"})
    assert ts.default.values["t"] == want
    found = [d for d in report.items if d.code == "core/math-expression"]
    assert len(found) == 1 and found[0].severity == "warning" and found[0].fix
    assert [d for d in report.items if d.severity == "error"] == []


@pytest.mark.parametrize("ttype, text, want", [
    ("dimension", '"{space.base} + {space.rem}"', "error core/valid-dimension '{space.base} + {space.rem}' adds px "
     "and rem, which have no sum without a page to measure them in\n  hint: write each part in the same unit"),
    ("dimension", '"{space.base} * {space.sm}"', "error core/valid-dimension '{space.base} * {space.sm}' multiplies "
     "px by px; a product has at most one unit\n  hint: multiply a length by a plain number"),
    ("dimension", '"{space.base} / 0"', "error core/valid-dimension '{space.base} / 0' divides by zero\n"
     "  hint: divide by a number that is not 0"),
    ("dimension", '"8 / {space.base}"', "error core/valid-dimension '8 / {space.base}' divides a plain number by px\n"
     "  hint: divide by a plain number, or by a value in the same unit for a ratio"),
    ("dimension", '"{color.fg} * 2"', "error core/valid-dimension '{color.fg}' is a color that arithmetic cannot use\n"
     "  hint: math takes number, dimension and duration tokens"),
    ("dimension", '"{space.base} * 2 4"', "error core/valid-dimension invalid dimension: '{space.base} * 2 4': '4' "
     "does not continue the expression\n  hint: skinwright reads Tokens Studio math made of numbers (with one unit "
     "each), {references}, + - * / and parentheses; write the value this computes"),
    ("dimension", '"({space.base} * 2"', "error core/valid-dimension invalid dimension: '({space.base} * 2': a '(' in "
     "'({space.base} * 2' is not closed\n  hint: close each '(' with ')'"),
    ("dimension", '"max({space.base}, 2)"', "error core/valid-dimension invalid dimension: 'max({space.base}, 2)': "
     "'max({space.base}, 2)' is not part of a simple expression\n  hint: skinwright reads Tokens Studio math made "
     "of numbers (with one unit each), {references}, + - * / and parentheses; write the value this computes"),
    ("dimension", '"1rem + 4px"', "error core/valid-dimension invalid dimension: '1rem + 4px': '1rem + 4px' adds rem "
     "and px, which have no sum without a page to measure them in\n  hint: write each part in the same unit"),
    ("number", '"{space.base} * 2"', "error core/valid-number '{space.base} * 2' computes 8px, which is not a number\n"
     "  hint: a number is written like 1.5"),
    ("duration", '"{space.base} * 2"', "error core/valid-duration '{space.base} * 2' computes 8px, which is not a "
     "duration\n  hint: a duration is written like {value: 200, unit: ms}"),
    ("dimension", '"{space.nothing} * 2"', "error core/unknown-alias '{space.nothing}' does not name a token\n"
     "  hint: group 'space' has no 'nothing'; it holds base, rem, sm"),
])
def test_what_is_not_simple_stays_an_error_with_a_hint(ttype, text, want):
    ts, report = make_token_set({"tokens.yaml": BASE + f"t:\n  $type: {ttype}\n  $value: {text}\n"})
    errors = [m.split(" ", 1)[1] for m in messages(report, "error")]
    assert errors == [want]
    assert "t" not in ts.default.values


def test_an_expression_longer_than_the_math_length_limit_is_not_read():
    text = '"' + " + ".join(["{space.base}"] * 30) + '"'  # 447 characters
    ts, report = make_token_set({"tokens.yaml": BASE + f"t:\n  $type: dimension\n  $value: {text}\n"})
    assert [m.split(" ", 1)[1].split("\n")[0] for m in messages(report, "error")] == [
        f"error core/valid-dimension invalid dimension: {text[1:60] + '…'!r}: the expression is 447 characters, over "
        "the math-length limit of 256"]
    with applied(Limits(math_length=1000)):
        ts, report = make_token_set({"tokens.yaml": BASE + f"t:\n  $type: dimension\n  $value: {text}\n"})
    assert ts.default.values["t"] == {"value": 120, "unit": "px"}


def test_deep_nesting_is_an_error_not_a_crash():
    text = "(" * 3000 + "1 + 1" + ")" * 3000
    with applied(Limits(math_length=10_000)):
        ts, report = make_token_set({"tokens.yaml": f't:\n  $type: number\n  $value: "{text}"\n'})
    assert [d.message.split(": ", 2)[-1] for d in report.items if d.severity == "error"] == [
        "the expression is nested too deeply to read"]


def test_math_in_composite_members():
    ts, report = make_token_set({"tokens.yaml": BASE + """
shadow:
  $type: shadow
  s: {$value: {color: "{color.fg}", offsetX: "{space.base} * -1", offsetY: "{space.base} / 2", blur: "{space.sm}",
               spread: {value: 0, unit: px}}}
type:
  $type: typography
  body: {$value: {fontFamily: [Inter], fontSize: "{space.sm} + 2", fontWeight: 400,
                  letterSpacing: {value: 0, unit: px}, lineHeight: "{scale.ratio} * 1"}}
"""})
    assert [m for m in messages(report, "error")] == []
    values = ts.default.values
    assert values["shadow.s"]["offsetX"] == {"value": -4, "unit": "px"}
    assert values["shadow.s"]["offsetY"] == {"value": 2, "unit": "px"}
    assert values["type.body"]["fontSize"] == {"value": 14, "unit": "px"}
    assert values["type.body"]["lineHeight"] == 1.5
    at = sorted(tuple(d.fix[0].pointer) for d in report.items if d.code == "core/math-expression")
    assert at == [("shadow", "s", "$value", "offsetX"), ("shadow", "s", "$value", "offsetY"),
                  ("type", "body", "$value", "fontSize"), ("type", "body", "$value", "lineHeight")]
    from skinwright.tokens.emit_css import resolution_decls

    decls, _ = resolution_decls(ts, ts.default)
    assert decls["--xh-shadow-s"] == "-4px 2px var(--xh-space-sm) 0px var(--xh-color-fg)"
    assert decls["--xh-type-body-font-size"] == "14px" and decls["--xh-type-body-line-height"] == "1.5"


def test_fix_writes_the_computed_values_and_tokens_css_stays_the_same(tmp_path):
    """A Tokens Studio file: legacy keys and types, and math over references; after --fix it is 2025.10."""
    root = project(tmp_path, {"tokens/ts.json": """
        {
          "spacing": {
            "base": {"value": "4", "type": "spacing"},
            "lg": {"value": "{spacing.base} * 2", "type": "spacing"},
            "avg": {"value": "({spacing.base} + {spacing.lg}) / 2", "type": "spacing"}
          },
          "radius": {"value": "{spacing.base} * 1.5", "type": "borderRadius"}
        }
        """}, "tokens")
    before = build_css(root)
    assert "--xh-spacing-lg: 8px;" in before and "--xh-radius: 6px;" in before and "--xh-spacing-avg: 6px;" in before
    config = load_config(root)
    result = fix_project(config)
    write_fixes(config, result)
    assert (root / "tokens/ts.json").read_text() == textwrap.dedent("""\
        {
          "spacing": {
            "base": {"$value": {"value": 4, "unit": "px"}, "$type": "dimension"},
            "lg": {"$value": {"value": 8, "unit": "px"}, "$type": "dimension"},
            "avg": {"$value": {"value": 6, "unit": "px"}, "$type": "dimension"}
          },
          "radius": {"$value": {"value": 6, "unit": "px"}, "$type": "dimension"}
        }
        """)
    assert build_css(root) == before
    assert fixable(lint(load_config(root)).diagnostics) == []


def test_an_expression_over_a_token_that_changes_by_mode_is_computed_per_mode_and_not_fixed(tmp_path):
    """``space.lg`` is twice ``space.base``, which the compact context sets: each context gets its own value, and
    --fix cannot write one value for it (``tokens.css`` would change), so the warning has no fix and says why."""
    root = project(tmp_path, {
        "tokens/base.yaml": """
            space:
              $type: dimension
              base: {$value: {value: 8, unit: px}}
              lg: {$value: "{space.base} * 2"}
              half: {$value: "10 / 2"}
        """,
        "tokens/compact.yaml": """
            space:
              base: {$type: dimension, $value: {value: 4, unit: px}}
        """,
        "tokens/t.resolver.yaml": """
            version: "2025.10"
            sets:
              base: {sources: [{$ref: base.yaml}]}
            modifiers:
              density:
                default: comfortable
                contexts: {comfortable: [], compact: [{$ref: compact.yaml}]}
            resolutionOrder: [{$ref: "#/sets/base"}, {$ref: "#/modifiers/density"}]
        """}, "tokens/t.resolver.yaml")
    before = build_css(root)
    import tinycss2

    blocks = {}
    for rule in tinycss2.parse_stylesheet(before, skip_comments=True, skip_whitespace=True):
        if rule.type == "qualified-rule":
            decls = tinycss2.parse_declaration_list(rule.content, skip_comments=True, skip_whitespace=True)
            blocks[tinycss2.serialize(rule.prelude).strip()] = {d.name: tinycss2.serialize(d.value).strip()
                                                                 for d in decls if d.type == "declaration"}
    assert blocks[":root"]["--xh-space-lg"] == "16px"
    assert blocks['[data-density="compact"]']["--xh-space-lg"] == "8px"
    found = [d for d in lint(load_config(root)).diagnostics if d.code == "core/math-expression"]
    assert sorted((d.position.line, bool(d.fix)) for d in found) == [(4, False), (5, True)]
    lg = next(d for d in found if not d.fix)
    assert lg.hint == ("'space.base' has a value per mode context, so the expression's value changes with the mode "
                       "(here {value: 16, unit: px}); --fix cannot write one value for it: write the value in each "
                       "context's file")
    config = load_config(root)
    result = fix_project(config)
    write_fixes(config, result)
    assert '  lg: {$value: "{space.base} * 2"}' in (root / "tokens/base.yaml").read_text()
    assert "  half: {$value: {value: 5, unit: px}}" in (root / "tokens/base.yaml").read_text()
    assert build_css(root) == before


def _arith():
    """(text, exact value) of random arithmetic over small whole numbers, with parentheses everywhere."""
    from fractions import Fraction

    from hypothesis import strategies as st

    leaf = st.integers(0, 50).map(lambda n: (str(n), Fraction(n)))

    def combine(children):
        def make(pair, op):
            (ta, va), (tb, vb) = pair
            if op == "/" and vb == 0:
                return None
            value = {"+": va + vb, "-": va - vb, "*": va * vb, "/": va / vb if vb else None}[op]
            return (f"({ta} {op} {tb})", value)
        return st.builds(make, st.tuples(children, children), st.sampled_from("+-*/")).filter(lambda x: x is not None)

    return st.recursive(leaf, combine, max_leaves=12)


def test_the_evaluator_computes_what_arithmetic_does():
    """Any nesting of + - * / over numbers computes the exact value, rounded to 4 decimals as sd-transforms does."""
    from hypothesis import given, settings

    from skinwright.tokens.expression import evaluate, parse

    @settings(max_examples=300, deadline=None)
    @given(_arith())
    def check(case):
        text, exact = case
        value, unit = evaluate(parse(text, 10_000), {})
        assert unit == "" and abs(value - float(exact)) <= 0.5e-4 + 1e-9 * abs(float(exact))  # 4 decimals

    check()


@pytest.mark.parametrize("text, want_type, want", [
    ('"{space.base} * 2"', "dimension", {"value": 8, "unit": "px"}),  # the type of the tokens it references
    ('"({space.base} + {space.sm}) / 2"', "dimension", {"value": 8, "unit": "px"}),
    ('"{space.base} * {scale.ratio}"', "dimension", {"value": 6, "unit": "px"}),  # a number scales a length
    ('"{space.sm} / {space.base}"', "number", 3),  # a ratio of two lengths is a number, as the evaluator says
    ('"{scale.ratio} * 2"', "number", 3),  # numbers only: a number
    ('"8 / 2"', "number", 4),  # no reference, no unit: a number
    ('"2px * 3"', "dimension", {"value": 6, "unit": "px"}),  # its own unit
    ('"{dur.fast} * 3"', "duration", {"value": 300, "unit": "ms"}),
])
def test_untyped_math_takes_the_type_of_what_it_computes(text, want_type, want):
    """A Tokens Studio token without a type: the types of what it references (and its units) leave one answer."""
    ts, report = make_token_set({"tokens.yaml": BASE + f"t:\n  $value: {text}\n"})
    assert (ts.default.types["t"], ts.default.values["t"]) == (want_type, want)
    [inferred] = [d for d in report.items if d.code == "core/inferred-type"]
    assert inferred.severity == "warning" and str(inferred.position) == "tokens.yaml:14:1"
    assert inferred.message == (f"token 't' has no $type; its math ({text.strip(chr(34))!r}) computes a {want_type} "
                                f"from {'the tokens it references' if '{' in text else 'its numbers'}")
    assert [(e.op, e.pointer, e.value) for e in inferred.fix] == [("insert", ("t", "$type"), want_type)]
    assert [d for d in report.items if d.severity == "error"] == []


def test_untyped_math_over_untyped_math_is_typed_in_dependency_order_and_an_alias_follows():
    ts, report = make_token_set({"tokens.yaml": BASE + """
a: {$value: "{c} + {space.base}"}
c: {$value: "{b} * 2"}
b: {$value: "{space.base} / 2"}
alias: {$value: "{a}"}
ratio: {$value: "{a} / {b}"}
"""})
    values, types = ts.default.values, ts.default.types
    assert {k: (types[k], values[k]) for k in ("a", "b", "c", "alias", "ratio")} == {
        "a": ("dimension", {"value": 8, "unit": "px"}), "b": ("dimension", {"value": 2, "unit": "px"}),
        "c": ("dimension", {"value": 4, "unit": "px"}), "alias": ("dimension", {"value": 8, "unit": "px"}),
        "ratio": ("number", 4)}
    assert sorted(d.message.split("'")[1] for d in report.items if d.code == "core/inferred-type") == [
        "a", "b", "c", "ratio"]  # the alias takes its target's type, as DTCG §8.1 says: no warning
    assert [d for d in report.items if d.severity == "error"] == []


@pytest.mark.parametrize("text", ['"{space.base} * {space.sm}"', '"{color.fg} * 2"', '"{d} * 2"', '"{space.base} + 1ms"'])
def test_untyped_math_with_no_one_type_stays_missing_type(text):
    """Units that do not combine, a colour, a reference to a token with no type, a cycle: no type is guessed."""
    ts, report = make_token_set({"tokens.yaml": BASE + f"t:\n  $value: {text}\nd:\n  $value: \"{{t}} * 2\"\n"})
    assert "t" not in ts.default.types
    assert sorted((d.code, d.message) for d in report.items if d.severity == "error") == [
        ("core/missing-type", "token 'd' has no $type"), ("core/missing-type", "token 't' has no $type")]


def test_fix_writes_the_inferred_type_with_the_value_of_untyped_math(tmp_path):
    """Tokens Studio writes the type of a math token in its own settings, not in the file: --fix writes both."""
    root = project(tmp_path, {"tokens/ts.json": """
        {
          "spacing": {
            "base": {"value": "4", "type": "spacing"},
            "lg": {"value": "{spacing.base} * 2"},
            "ratio": {"value": "{spacing.lg} / {spacing.base}"}
          }
        }
        """}, "tokens")
    before = build_css(root)
    assert "--xh-spacing-lg: 8px;" in before and "--xh-spacing-ratio: 2;" in before
    config = load_config(root)
    write_fixes(config, fix_project(config))
    assert (root / "tokens/ts.json").read_text() == textwrap.dedent("""\
        {
          "spacing": {
            "base": {"$value": {"value": 4, "unit": "px"}, "$type": "dimension"},
            "lg": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}},
            "ratio": {"$type": "number", "$value": 2}
          }
        }
        """)
    assert build_css(root) == before
    assert fixable(lint(load_config(root)).diagnostics) == []
