"""tokens.css: custom-property names and CSS values (aliases stay var())."""

from __future__ import annotations

import tinycss2

from skinwright.config import Config, ContextCSS
from skinwright.diagnostics import Report
from skinwright.tokens.emit_css import tokens_css
from skinwright.tokens.names import css_name

from .conftest import make_token_set, messages


def root_decls(css: str) -> dict[str, str]:
    rules = tinycss2.parse_stylesheet(css, skip_comments=True, skip_whitespace=True)
    assert not [r for r in rules if r.type == "error"]
    root = next(r for r in rules if r.type == "qualified-rule" and tinycss2.serialize(r.prelude).strip() == ":root")
    decls = tinycss2.parse_declaration_list(root.content, skip_comments=True, skip_whitespace=True)
    return {d.name: tinycss2.serialize(d.value).strip() for d in decls}


def css_of(files: dict[str, str]) -> str:
    ts, report = make_token_set(files)
    assert [m for m in messages(report) if " error " in m] == []
    return tokens_css(ts, Config(root=None).context_css)


def test_name_mapping_is_documented_and_injective():
    assert css_name("xh", ("space", "0_5")) == "--xh-space-0_5"
    assert css_name("xh", ("size", "2x-large")) == "--xh-size-2x-large"
    assert css_name("xh", ("a_b", "c-d")) == "--xh-a_b-c-d"
    assert css_name("xh", ("couleur", "été")) == "--xh-couleur-été"
    assert css_name("xh", ("token uno",)) == "--xh-token\\ uno"
    assert css_name("xh", ("a/b", "c:d")) == "--xh-a\\/b-c\\:d"
    assert css_name("xh", ("radius", "$root")) == "--xh-radius"
    assert css_name("ds", ("fg",)) == "--ds-fg"


def test_two_tokens_with_one_name_is_an_error_naming_both():
    _, report = make_token_set({"tokens.yaml": """
        a:
          b-c: {$type: number, $value: 1}
        a-b:
          c: {$type: number, $value: 2}
    """})
    assert messages(report) == [
        "tokens.yaml:4:3: error core/name-collision tokens 'a.b-c' and 'a-b.c' both become --xh-a-b-c\n"
        "  tokens.yaml:2:3: note: 'a.b-c' is defined here\n"
        "  hint: rename one of them; CSS names join path segments with '-'"
    ]


def test_names_equal_after_nfc_collide_naming_both_places():
    # U+00E9 and e + U+0301 render alike; in one file or across groups, they are one name
    _, report = make_token_set({"tokens.yaml": "g:\n  \"caf\\u00e9\": {$type: number, $value: 1}\n"
                                               "  \"cafe\\u0301\": {$type: number, $value: 2}\n"})
    assert messages(report) == [
        "tokens.yaml:3:3: error core/name-collision tokens 'g.café' and 'g.cafe\\u0301' differ only in Unicode "
        "normalisation: both read --xh-g-café\n"
        "  tokens.yaml:2:3: note: 'g.café' is defined here\n"
        "  hint: spell both names with the same code points (editors usually write the composed form, NFC)"
    ]


def test_values_and_composites_are_valid_css():
    css = css_of({"tokens.yaml": """
        c:
          $type: color
          hex: {$value: {colorSpace: srgb, components: [0.6667, 0.7333, 0.8], hex: "#aabbcc"}}
          srgb: {$value: {colorSpace: srgb, components: [1, 0.5, 0], alpha: 0.5}}
          p3: {$value: {colorSpace: display-p3, components: [1, 0, 0]}}
          ok: {$value: {colorSpace: oklch, components: [0.7, 0.12, 250], alpha: 0.9}}
          hsl: {$value: {colorSpace: hsl, components: [210, 50, 40]}}
          nohue: {$value: {colorSpace: oklch, components: [0.5, 0, none]}}
          alias: {$value: "{c.hex}"}
        d: {$type: dimension, $value: {value: 0.25, unit: rem}}
        t: {$type: duration, $value: {value: 1.8, unit: s}}
        e: {$type: cubicBezier, $value: [0.2, 0, 0, 1.0]}
        f: {$type: fontFamily, $value: [Inter, "Segoe UI", system-ui, "Font \\"X\\""]}
        w: {$type: fontWeight, $value: semi-bold}
        b: {$type: border, $value: {color: "{c.alias}", width: {value: 1, unit: px}, style: solid}}
        dash: {$type: strokeStyle, $value: {dashArray: [{value: 2, unit: px}], lineCap: round}}
        tr: {$type: transition, $value: {duration: "{t}", delay: {value: 0, unit: ms}, timingFunction: "{e}"}}
        s:
          $type: shadow
          $value:
            - {color: {colorSpace: srgb, components: [0, 0, 0], alpha: 0.2, hex: "#000000"}, offsetX: {value: 0, unit: px}, offsetY: {value: 1, unit: px},
               blur: {value: 2, unit: px}, spread: {value: 0, unit: px}}
            - {color: "{c.hex}", offsetX: {value: 0, unit: px}, offsetY: {value: 0, unit: px},
               blur: {value: 0, unit: px}, spread: {value: 1, unit: px}, inset: true}
        g: {$type: gradient, $value: [{color: "{c.hex}", position: 0}, {color: {colorSpace: srgb, components: [1, 1, 1], hex: "#ffffff"}, position: 0.5}]}
        ty:
          $type: typography
          $value: {fontFamily: "{f}", fontSize: "{d}", fontWeight: 500, letterSpacing: {value: 0, unit: px}, lineHeight: 1.4}
        ty2: {$type: typography, $value: "{ty}"}
    """})
    d = root_decls(css)
    assert d["--xh-c-hex"] == "#aabbcc"
    assert d["--xh-c-srgb"] == "rgb(255 128 0 / 0.5)"  # 0.5 is between two bytes
    assert d["--xh-c-p3"] == "color(display-p3 1 0 0)"
    assert d["--xh-c-ok"] == "oklch(0.7 0.12 250 / 0.9)"
    assert d["--xh-c-hsl"] == "hsl(210 50% 40%)"
    assert d["--xh-c-nohue"] == "oklch(0.5 0 none)"
    assert d["--xh-c-alias"] == "var(--xh-c-hex)"
    assert d["--xh-d"] == "0.25rem"
    assert d["--xh-t"] == "1.8s"
    assert d["--xh-e"] == "cubic-bezier(0.2, 0, 0, 1)"
    assert d["--xh-f"] == 'Inter, "Segoe UI", system-ui, "Font \\"X\\""'
    assert d["--xh-w"] == "600"
    assert d["--xh-b"] == "1px solid var(--xh-c-alias)"
    assert d["--xh-dash"] == "dashed"
    assert d["--xh-tr"] == "var(--xh-t) var(--xh-e) 0ms"
    assert d["--xh-s"] == "0px 1px 2px 0px #00000033, inset 0px 0px 0px 1px var(--xh-c-hex)"
    assert d["--xh-g"] == "linear-gradient(var(--xh-c-hex) 0%, #ffffff 50%)"
    assert d["--xh-ty-font-family"] == "var(--xh-f)"
    assert d["--xh-ty-font-size"] == "var(--xh-d)"
    assert d["--xh-ty-font-weight"] == "500"
    assert d["--xh-ty-line-height"] == "1.4"
    assert d["--xh-ty"] == "var(--xh-ty-font-weight) var(--xh-ty-font-size)/var(--xh-ty-line-height) var(--xh-ty-font-family)"
    assert d["--xh-ty2-font-size"] == "var(--xh-ty-font-size)"
    assert d["--xh-ty2"] == "var(--xh-ty2-font-weight) var(--xh-ty2-font-size)/var(--xh-ty2-line-height) var(--xh-ty2-font-family)"


def test_an_srgb_alpha_between_two_bytes_is_written_exactly():
    """Microsoft Fluent's shadows: alpha 0.132 would be 0.1333 as an 8-digit hex (0x22); a hex string's alpha
    (read to 4 decimals) and a whole-byte alpha keep the hex form."""
    d = root_decls(css_of({"tokens.yaml": """
        a: {$type: color, $value: {colorSpace: srgb, components: [0, 0, 0], alpha: 0.132}}
        b: {$type: color, $value: "#0000001a"}
        c: {$type: color, $value: {colorSpace: srgb, components: [0, 0, 0], alpha: 0.2}}
        s: {$type: shadow, $value: {color: {colorSpace: srgb, components: [0, 0, 0], alpha: 0.108},
            offsetX: {value: 0, unit: px}, offsetY: {value: 0.3, unit: px}, blur: {value: 0.9, unit: px},
            spread: {value: 0, unit: px}}}
    """}))
    assert d["--xh-a"] == "rgb(0 0 0 / 0.132)"
    assert d["--xh-b"] == "#0000001a"
    assert d["--xh-c"] == "#00000033"
    assert d["--xh-s"] == "0px 0.3px 0.9px 0px rgb(0 0 0 / 0.108)"


def test_ref_to_a_sub_value_is_a_literal_and_deprecation_is_noted():
    css = css_of({"tokens.yaml": """
        a: {$type: color, $value: {colorSpace: srgb, components: [0, 0, 0], alpha: 0.4}}
        o: {$type: number, $value: {$ref: "#/a/$value/alpha"}, $deprecated: "Use a's alpha. */ no"}
    """})
    assert root_decls(css)["--xh-o"] == "0.4"
    assert "/* deprecated: Use a's alpha. * / no */\n  --xh-o: 0.4;" in css


def test_banner_and_configurable_prefix():
    from skinwright.source import load_document
    from skinwright.tokens import load_token_set

    doc = load_document("tokens.yaml", "n: {$type: number, $value: 1}\nm: {$type: number, $value: '{n}'}\n")
    ts = load_token_set("tokens.yaml", lambda p: doc, prefix="ds", report=Report())
    css = tokens_css(ts, lambda m, c: ContextCSS(f'[data-{m}="{c}"]'), source="tokens/x.yaml")
    assert css.startswith("/* Generated by skinwright from tokens/x.yaml. Do not edit")
    assert root_decls(css) == {"--ds-n": "1", "--ds-m": "var(--ds-n)"}
