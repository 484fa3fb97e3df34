"""core/yaml-1.1-trap: the hint depends on what the place holds (YAML 1.2.2 §10.3; YAML 1.1 type repository)."""

from __future__ import annotations

import pytest

from .conftest import make_token_set, messages

TRAP = "warning core/yaml-1.1-trap value"


def diagnostics(ttype: str, value: str, extra: str = "") -> list[str]:
    """Every diagnostic for token ``n.t`` of ``ttype`` (inherited from its group) whose ``$value`` is ``value``.

    The value starts at line 3, column 15.
    """
    _, report = make_token_set({"tokens.yaml": f"n:\n  $type: {ttype}\n  t: {{$value: {value}{extra}}}\n"})
    return messages(report)


@pytest.mark.parametrize("ttype, value, expected", [
    # a number place: the number YAML 1.2 reads is valid; say what to write so 1.1 reads it too
    ("number", "010",
     "tokens.yaml:3:15: %s '010' is the integer 10 in YAML 1.2 but the integer 8 in YAML 1.1\n"
     "  hint: write 10, or 8 if you meant the octal number"),
    ("number", "0o17",
     "tokens.yaml:3:15: %s '0o17' is the integer 15 in YAML 1.2 but the string '0o17' in YAML 1.1\n"
     "  hint: write 15; YAML 1.1 reads that as the same number"),
    ("number", "1e3",
     "tokens.yaml:3:15: %s '1e3' is the number 1000 in YAML 1.2 but the string '1e3' in YAML 1.1\n"
     "  hint: write 1000; YAML 1.1 reads that as the same number"),
    ("number", "1e300",   # YAML 1.1 floats need a dot and a signed exponent
     "tokens.yaml:3:15: %s '1e300' is the number 1e+300 in YAML 1.2 but the string '1e300' in YAML 1.1\n"
     "  hint: write 1.0e+300; YAML 1.1 reads that as the same number"),
    ("fontWeight", "0700",
     "tokens.yaml:3:15: %s '0700' is the integer 700 in YAML 1.2 but the integer 448 in YAML 1.1\n"
     "  hint: write 700, or 448 if you meant the octal number"),
    ("dimension", "{value: 010, unit: px}",
     "tokens.yaml:3:23: %s '010' is the integer 10 in YAML 1.2 but the integer 8 in YAML 1.1\n"
     "  hint: write 10, or 8 if you meant the octal number"),
    ("color", "{colorSpace: srgb, components: [1, 0, 1e0]}",
     "tokens.yaml:3:53: %s '1e0' is the number 1 in YAML 1.2 but the string '1e0' in YAML 1.1\n"
     "  hint: write 1; YAML 1.1 reads that as the same number"),
    # a string place: quoting keeps it a string for every reader
    ("fontFamily", "[Inter, on]",
     "tokens.yaml:3:23: %s 'on' is the string 'on' in YAML 1.2 but the boolean true in YAML 1.1\n"
     "  hint: quote it: 'on'"),
])
def test_a_value_trap_is_a_warning_whose_hint_fits_the_place(ttype, value, expected):
    assert diagnostics(ttype, value) == [expected % TRAP]


def test_a_place_no_type_describes_gets_the_generic_advice():
    assert diagnostics("number", "1", ", $extensions: {x: yes}") == [
        "tokens.yaml:3:35: %s 'yes' is the string 'yes' in YAML 1.2 but the boolean true in YAML 1.1\n"
        "  hint: quote it: 'yes'" % TRAP]


@pytest.mark.parametrize("ttype, value, expected", [
    # YAML 1.2 reads a string where a number goes: one error, carrying the trap's advice
    ("number", "1_000",
     "tokens.yaml:3:15: error core/valid-number invalid number: '1_000' is not a number\n"
     "  hint: YAML 1.2 reads it as a string; write the plain number 1000"),
    ("number", "1:30",
     "tokens.yaml:3:15: error core/valid-number invalid number: '1:30' is not a number\n"
     "  hint: YAML 1.2 reads it as a string; write the plain number 90"),
    ("number", "0b101",
     "tokens.yaml:3:15: error core/valid-number invalid number: '0b101' is not a number\n"
     "  hint: YAML 1.2 reads it as a string; write the plain number 5"),
    ("number", "on",
     "tokens.yaml:3:15: error core/valid-number invalid number: 'on' is not a number\n"
     "  hint: write a number"),
    ("dimension", "{value: 1_5, unit: px}",
     "tokens.yaml:3:23: error core/valid-dimension invalid dimension: 'value' must be a number; "
     "expected {value: <number>, unit: px | rem}\n"
     "  hint: YAML 1.2 reads it as a string; write the plain number 15"),
    # overflow: one error, no trap warning
    ("number", "1e400",
     "tokens.yaml:3:15: error core/valid-number invalid number: the number is too large: it overflows to infinity\n"
     "  hint: write a finite number (a 64-bit float reaches about 1.8e308)"),
    ("dimension", "{value: -1e999, unit: px}",
     "tokens.yaml:3:23: error core/valid-dimension invalid dimension: 'value' is too large: it overflows to infinity\n"
     "  hint: write a finite number (a 64-bit float reaches about 1.8e308)"),
    ("color", "{colorSpace: srgb, components: [1, 0, 2e308]}",
     "tokens.yaml:3:53: error core/valid-color invalid color: component 2 is too large: it overflows to infinity\n"
     "  hint: write a finite number (a 64-bit float reaches about 1.8e308)"),
    # a boolean place
    ("shadow", "{color: '{c}', offsetX: 1px, offsetY: 1px, blur: 0px, spread: 0px, inset: yes}",
     "tokens.yaml:3:89: error core/valid-shadow invalid shadow: 'inset' must be true or false\n"
     "  hint: write true"),
    # a string place where YAML 1.2 reads a number
    ("fontFamily", "[Inter, 010]",
     "tokens.yaml:3:23: error core/valid-fontFamily invalid fontFamily: font name 1 must be a non-empty string, "
     "not 10\n  hint: quote it: '010'"),
])
def test_a_value_the_type_check_rejects_is_one_error_with_the_trap_hint(ttype, value, expected):
    got = [m for m in diagnostics(ttype, value) if "legacy" not in m and "unknown-alias" not in m]
    assert got == [expected]


def test_keys_and_string_properties_are_quoted():
    _, report = make_token_set({"tokens.yaml": "g:\n  $description: yes\n  off: {$type: number, $value: 1}\n"})
    assert messages(report) == [
        "tokens.yaml:2:17: %s 'yes' is the string 'yes' in YAML 1.2 but the boolean true in YAML 1.1\n"
        "  hint: quote it: 'yes'" % TRAP,
        "tokens.yaml:3:3: warning core/yaml-1.1-trap key 'off' is the name 'off' here but the boolean false "
        "in YAML 1.1\n  hint: quote it: 'off'",
    ]


def test_deprecated_is_a_boolean_place_and_a_date_is_a_trap():
    _, report = make_token_set({"tokens.yaml": "n: {$type: number, $value: 1, $deprecated: yes}\n"
                                               "d: {$type: fontFamily, $value: 2025-10-01}\n"})
    assert messages(report) == [
        "tokens.yaml:1:44: %s 'yes' is the string 'yes' in YAML 1.2 but the boolean true in YAML 1.1\n"
        "  hint: write true" % TRAP,
        "tokens.yaml:2:32: %s '2025-10-01' is the string '2025-10-01' in YAML 1.2 but a date in YAML 1.1\n"
        "  hint: quote it: '2025-10-01'" % TRAP,
    ]


def test_a_trap_in_a_mode_file_is_checked_against_that_token():
    files = {
        "tokens.resolver.yaml": """
            version: "2025.10"
            sets: {base: {sources: [{$ref: base.yaml}]}}
            modifiers:
              density: {contexts: {comfortable: [], compact: [{$ref: compact.yaml}]}, default: comfortable}
            resolutionOrder: [{$ref: "#/sets/base"}, {$ref: "#/modifiers/density"}]
        """,
        "base.yaml": "gap: {$type: number, $value: 8}\n",
        "compact.yaml": "gap: {$type: number, $value: 1_0}\n",
    }
    ts, report = make_token_set(files, entry="tokens.resolver.yaml")
    ts.resolve({"density": "compact"})
    assert messages(report) == [
        "compact.yaml:1:30: error core/valid-number invalid number: '1_0' is not a number\n"
        "  hint: YAML 1.2 reads it as a string; write the plain number 10"]
