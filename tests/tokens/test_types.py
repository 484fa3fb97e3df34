"""Every DTCG type: valid values pass, invalid ones name the expected form (format §8–9, colour module)."""

from __future__ import annotations

import pytest

from .conftest import make_token_set, messages


def check(ttype: str, value: str) -> list[str]:
    _, report = make_token_set({"tokens.yaml": f"t:\n  $type: {ttype}\n  $value: {value}\n"})
    return [m.split(" ", 1)[1] for m in messages(report)]


@pytest.mark.parametrize("ttype, value", [
    ("color", "{colorSpace: srgb, components: [1, 0.5, 0], alpha: 0.5, hex: '#ff8000'}"),
    ("color", "{colorSpace: oklch, components: [0.7, 0.1, none]}"),
    ("color", "{colorSpace: display-p3, components: [1, 0, 0]}"),
    ("color", "{colorSpace: xyz-d50, components: [0.2, 1.3, -0.1]}"),
    ("dimension", "{value: -2.5, unit: rem}"), ("duration", "{value: 1.8, unit: s}"),
    ("cubicBezier", "[0.2, -0.5, 0.8, 1.5]"), ("number", "1.5"),
    ("fontFamily", "Inter"), ("fontFamily", "[Inter, sans-serif]"),
    ("fontWeight", "650"), ("fontWeight", "semi-bold"),
    ("strokeStyle", "dashed"), ("strokeStyle", "{dashArray: [{value: 2, unit: px}], lineCap: round}"),
    ("border", "{color: {colorSpace: srgb, components: [0, 0, 0]}, width: {value: 1, unit: px}, style: solid}"),
    ("transition", "{duration: {value: 1, unit: s}, delay: {value: 0, unit: ms}, timingFunction: [0, 0, 1, 1]}"),
    ("shadow", "{color: {colorSpace: srgb, components: [0, 0, 0]}, offsetX: {value: 0, unit: px}, offsetY: {value: 1, unit: px}, "
               "blur: {value: 2, unit: px}, spread: {value: 0, unit: px}, inset: true}"),
    ("gradient", "[{color: {colorSpace: srgb, components: [0, 0, 0]}, position: 0}, {color: {colorSpace: srgb, components: [1, 1, 1]}, position: 1}]"),
    ("typography", "{fontFamily: serif, fontSize: {value: 1, unit: rem}, fontWeight: bold, "
                   "letterSpacing: {value: 0, unit: px}, lineHeight: 1.2}"),
])
def test_valid_values(ttype, value):
    assert check(ttype, value) == []


NATIVE_ONLY = ('; or, if the token is for a native platform only, keep it out of the CSS with exclude = ["t"] in '
               '[tool.skinwright] (pyproject.toml)')


@pytest.mark.parametrize("ttype, value, expected", [
    ("color", '"#ff00zz"', "error core/valid-color invalid color: '#ff00zz' is not a colour object "
     "{colorSpace, components, alpha?, hex?}, a hex colour or CSS colour text\n"
     "  hint: hex colours have 3, 4, 6 or 8 hex digits"),
    ("color", '"blurple"', "error core/valid-color invalid color: 'blurple' is not a colour object "
     "{colorSpace, components, alpha?, hex?}, a hex colour or CSS colour text\n"
     "  hint: write the colour object, e.g. {colorSpace: srgb, components: [1, 0.5, 0]}"),
    ("color", '"currentColor"', "error core/valid-color invalid color: 'currentColor' is not a colour object "
     "{colorSpace, components, alpha?, hex?}, a hex colour or CSS colour text\n"
     "  hint: currentColor takes the colour of the element it is used on; a token holds one colour"),
    ("color", "{colorSpace: sRGB, components: [1, 0, 0]}",
     "error core/valid-color invalid color: unknown colorSpace 'sRGB'\n  hint: did you mean 'srgb'?"),
    ("color", "{colorSpace: srgb, components: [1, 0]}",
     "error core/valid-color invalid color: components must be a list of 3 numbers (or 'none') for srgb\n"
     "  hint: e.g. {colorSpace: srgb, components: [1, 0.5, 0]}"),
    ("color", "{colorSpace: oklch, components: 0.5}",
     "error core/valid-color invalid color: components must be a list of 3 numbers (or 'none') for oklch\n"
     "  hint: e.g. {colorSpace: oklch, components: [0.73, 0.19, 52.8]}"),
    ("color", "{colorSpace: srgb, components: [1.2, 0, 0]}",
     "error core/valid-color invalid color: component 0 of srgb must be between 0 and 1, not 1.2"),
    ("color", "{colorSpace: hsl, components: [400, 50, 50]}",
     "error core/valid-color invalid color: component 0 of hsl must be between 0 and 360, not 400"),
    ("color", "{colorSpace: srgb, components: [1, 0, 0], alpha: 2}",
     "error core/valid-color invalid color: alpha must be a number between 0 and 1, not 2"),
    ("color", "{colorSpace: srgb, components: [1, 0, 0], hex: 'red'}",
     "error core/valid-color invalid color: hex fallback must be '#rrggbb', not 'red'"),
    ("dimension", "{value: 4}", "error core/valid-dimension invalid dimension: missing unit; "
     "expected {value: <number>, unit: px | rem}"),
    # platform units: CSS has none of them; the hint works out the CSS value (dp is a px, sp follows the font size
    # as rem does, an iOS pt is a px and a CSS pt 4/3 px), and names the setting that keeps a native-only token out
    ("dimension", "{value: 2, unit: dp}", "error core/platform-unit 'dp' is a platform unit that CSS does not have\n"
     "  hint: write {value: 2, unit: px}: one Android dp is one CSS px (the browser's devicePixelRatio is the "
     "screen density / 160)" + NATIVE_ONLY),
    ("dimension", "{value: 24, unit: sp}", "error core/platform-unit 'sp' is a platform unit that CSS does not have\n"
     "  hint: write {value: 1.5, unit: rem}: sp follows the user's font size as rem does (16sp is 1rem); "
     "{value: 24, unit: px} if the size must not scale" + NATIVE_ONLY),
    ("dimension", "{value: 2, unit: pt}", "error core/platform-unit 'pt' is a platform unit that CSS does not have\n"
     "  hint: an iOS point is a CSS px: write {value: 2, unit: px}; if you mean CSS points (4/3 px), write "
     "{value: 2.6667, unit: px}" + NATIVE_ONLY),
    ("dimension", "'3dp'", "error core/platform-unit 'dp' is a platform unit that CSS does not have\n"
     "  hint: write {value: 3, unit: px}: one Android dp is one CSS px (the browser's devicePixelRatio is the "
     "screen density / 160)" + NATIVE_ONLY),
    ("dimension", "'4 furlongs'", "error core/valid-dimension invalid dimension: '4 furlongs': 'furlongs' is not a "
     "unit of a dimension; expected {value: <number>, unit: px | rem}"),
    ("dimension", "{value: 1, unit: foo}", "error core/valid-dimension invalid dimension: 'foo' is not a unit of a "
     "dimension: DTCG writes px or rem, and CSS lengths such as em, %, vw or ch are read with a core/css-unit "
     "warning\n  hint: a dimension value is written like {value: 16, unit: px}"),
    ("duration", "{value: 1, unit: min}", "error core/valid-duration invalid duration: unit must be ms or s, not 'min'"),
    ("cubicBezier", "[1.5, 0, 0, 1]", "error core/valid-cubicBezier invalid cubicBezier: x1 must be between 0 and 1, not 1.5"),
    ("cubicBezier", "[0, 0, 1]", "error core/valid-cubicBezier invalid cubicBezier: expected [x1, y1, x2, y2] "
     "with x1 and x2 between 0 and 1"),
    ("number", "'one'", "error core/valid-number invalid number: 'one' is not a number"),
    ("fontFamily", "[]", "error core/valid-fontFamily invalid fontFamily: expected a font name or a list of font names"),
    ("fontWeight", "heavyish", "error core/valid-fontWeight invalid fontWeight: unknown weight name 'heavyish'\n"
     "  hint: did you mean 'heavy'?"),
    ("fontWeight", "1001", "error core/valid-fontWeight invalid fontWeight: expected a number from 1 to 1000 or one of "
     "thin, hairline, extra-light, ultra-light, light, normal, regular, book, medium, semi-bold, demi-bold, bold, "
     "extra-bold, ultra-bold, black, heavy, extra-black, ultra-black"),
    ("strokeStyle", "wavy", "error core/valid-strokeStyle invalid strokeStyle: 'wavy' is not one of solid, dashed, "
     "dotted, double, groove, ridge, outset, inset, or {dashArray: [dimensions], lineCap: round | butt | square}"),
    ("border", "{color: {colorSpace: srgb, components: [0, 0, 0]}, width: {value: 1, unit: px}}",
     "error core/valid-border invalid border: missing 'style'; expected {color, width, style}"),
    ("shadow", "{color: {colorSpace: srgb, components: [0, 0, 0]}, offsetX: {value: 0, unit: px}, offsetY: {value: 1, unit: px}, "
               "blur: {value: 2, unit: px}, spread: {value: 0, unit: px}, inset: 'yes'}",
     "error core/valid-shadow invalid shadow: 'inset' must be true or false"),
    ("gradient", "[{color: {colorSpace: srgb, components: [0, 0, 0]}, position: 2}]",
     "error core/valid-gradient invalid gradient: position must be between 0 and 1, not 2"),
])
def test_invalid_values_name_the_expected_form(ttype, value, expected):
    [got] = check(ttype, value)
    if "\n" not in expected:  # the message as expected, and a hint: every error says how to fix it
        got, _, hint = got.partition("\n")
        assert hint.startswith("  hint: "), got
    assert got.split(": ", 1)[1] == expected or got == expected


@pytest.mark.parametrize("ttype, value, expected", [
    # earlier drafts and other tools: read, with the form, its place and the exact 2025.10 value in YAML
    ("color", '"#abc"', "core/legacy-value a hex colour string (earlier DTCG drafts): '#abc'\n"
     '  hint: DTCG 2025.10: {colorSpace: srgb, components: [0.6667, 0.7333, 0.8], hex: "#aabbcc"}'),
    ("color", '"#A1B2C380"', "core/legacy-value a hex colour string (earlier DTCG drafts): '#A1B2C380'\n"
     '  hint: DTCG 2025.10: {colorSpace: srgb, components: [0.6314, 0.698, 0.7647], hex: "#a1b2c3", alpha: 0.502}'),
    ("color", '"red"', "core/legacy-value a CSS colour string: 'red'\n"
     '  hint: DTCG 2025.10: {colorSpace: srgb, components: [1, 0, 0], hex: "#ff0000"}'),
    ("color", '"rgb(0 0 0 / 50%)"', "core/legacy-value a CSS colour string: 'rgb(0 0 0 / 50%)'\n"
     '  hint: DTCG 2025.10: {colorSpace: srgb, components: [0, 0, 0], hex: "#000000", alpha: 0.5}'),
    ("color", '"oklch(0.7 0.1 250)"', "core/legacy-value a CSS colour string: 'oklch(0.7 0.1 250)'\n"
     "  hint: DTCG 2025.10: {colorSpace: oklch, components: [0.7, 0.1, 250]}"),
    # DTCG writes hsl saturation and lightness 0–100 (CSS Color 4 writes percentages, coloraide 0–1)
    ("color", '"hsl(120 33.3% 50%)"', "core/legacy-value a CSS colour string: 'hsl(120 33.3% 50%)'\n"
     "  hint: DTCG 2025.10: {colorSpace: hsl, components: [120, 33.3, 50]}"),
    ("color", "{colorSpace: srgb, components: [1, 0, 0], hex: '#f00'}",
     "core/legacy-value a hex fallback that is not '#rrggbb': '#f00'\n  hint: DTCG 2025.10: \"#ff0000\""),
    ("border", "{color: '#000', width: {value: 1, unit: px}, style: solid}",
     "core/legacy-value a hex colour string (earlier DTCG drafts): '#000'\n"
     '  hint: DTCG 2025.10: {colorSpace: srgb, components: [0, 0, 0], hex: "#000000"}'),
    ("dimension", "4px", "core/legacy-value a dimension string (earlier DTCG drafts): '4px'\n"
     "  hint: DTCG 2025.10: {value: 4, unit: px}"),
    # the number reads the same in YAML 1.1 and 1.2 (no leading zero, a digit before the dot)
    ("dimension", "'010px'", "core/legacy-value a dimension string (earlier DTCG drafts): '010px'\n"
     "  hint: DTCG 2025.10: {value: 10, unit: px}"),
    ("dimension", "'.50rem'", "core/legacy-value a dimension string (earlier DTCG drafts): '.50rem'\n"
     "  hint: DTCG 2025.10: {value: 0.5, unit: rem}"),
    ("dimension", "4", "core/legacy-value a number with no unit (read as px, as Style Dictionary and Tokens Studio "
     "do): 4\n  hint: DTCG 2025.10: {value: 4, unit: px}"),
    ("dimension", "{value: 4, unit: em}", "core/css-unit the CSS unit 'em', which DTCG 2025.10 does not have "
     "(written to CSS as 4em)\n  hint: DTCG 2025.10 has no form for it, so --fix leaves it; it is relative (to the "
     "font, the line, the viewport or the container), so no px or rem value means the same: keep it for CSS"),
    ("dimension", "{value: 0.5, unit: in}", "core/css-unit the CSS unit 'in', which DTCG 2025.10 does not have "
     "(written to CSS as 0.5in)\n  hint: DTCG 2025.10 has no form for it, so --fix leaves it; it is an absolute "
     "length: {value: 48, unit: px} is the same"),
    # Tokens Studio's % letter spacing is a share of the font size: the em sd-transforms writes (CSS Text 4 agrees)
    ("typography", "{fontFamily: Inter, fontSize: {value: 16, unit: px}, fontWeight: 400, lineHeight: 1.5, "
     "letterSpacing: '-0.5%'}", "core/legacy-value a letter spacing in % (Tokens Studio: a percentage of the font "
     "size, written in em): '-0.5%'\n  hint: DTCG 2025.10: {value: -0.005, unit: em}"),
    ("duration", "200", "core/legacy-value a number with no unit (read as ms, as Style Dictionary and Tokens Studio "
     "do): 200\n  hint: DTCG 2025.10: {value: 200, unit: ms}"),
    ("number", "'1'", "core/legacy-value a number in a string: '1'\n  hint: DTCG 2025.10: 1"),
    ("number", "'50%'", "core/legacy-value a percentage (read as its fraction): '50%'\n  hint: DTCG 2025.10: 0.5"),
    ("fontFamily", "\"'IBM Plex Mono', Menlo, monospace\"", "core/legacy-value a CSS font stack in one string: "
     "\"'IBM Plex Mono', Menlo, monospace\" (as one string it would be one family name, and the browser would use "
     "its default)\n  hint: DTCG 2025.10: [IBM Plex Mono, Menlo, monospace]"),
    ("fontWeight", "'600'", "core/legacy-value a font weight number in a string: '600'\n  hint: DTCG 2025.10: 600"),
    ("fontWeight", "SemiBold", "core/legacy-value a font weight name spelled as a design tool writes it: 'SemiBold'\n"
     '  hint: DTCG 2025.10: semi-bold'),
    ("cubicBezier", "ease-in-out", "core/legacy-value a CSS easing keyword: 'ease-in-out'\n"
     "  hint: DTCG 2025.10: [0.42, 0, 0.58, 1]"),
    ("cubicBezier", "'cubic-bezier(0.4, 0, 0.2, 1)'", "core/legacy-value a CSS cubic-bezier() string: "
     "'cubic-bezier(0.4, 0, 0.2, 1)'\n  hint: DTCG 2025.10: [0.4, 0, 0.2, 1]"),
    ("typography", "{fontFamily: serif, fontSize: 16px, fontWeight: bold, letterSpacing: {value: 0, unit: px}, lineHeight: 1.2}",
     "core/legacy-value a dimension string (earlier DTCG drafts): '16px'\n  hint: DTCG 2025.10: {value: 16, unit: px}"),
])
def test_legacy_forms_are_read_with_a_warning_giving_the_2025_10_value(ttype, value, expected):
    [got] = check(ttype, value)
    assert got == "warning " + expected


def test_legacy_strings_are_normalised():
    ts, _ = make_token_set({"tokens.yaml": "a: {$type: dimension, $value: 0.5rem}\nb: {$type: duration, $value: 200ms}\n"
                                           "c: {$type: color, $value: '#FF880080'}\n"
                                           "d: {$type: border, $value: {color: '#fff', width: 1px, style: '{s}'}}\n"
                                           "s: {$type: strokeStyle, $value: solid}\n"})
    assert ts.default.values["a"] == {"value": 0.5, "unit": "rem"}
    assert ts.default.values["b"] == {"value": 200, "unit": "ms"}
    # 0x88 / 255 = 0.5333, 0x80 / 255 = 0.502: four decimals give back every byte
    assert ts.default.values["c"] == {"colorSpace": "srgb", "components": [1, 0.5333, 0], "alpha": 0.502,
                                      "hex": "#ff8800"}
    assert ts.default.values["d"] == {"color": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"},
                                      "width": {"value": 1, "unit": "px"}, "style": "solid"}
