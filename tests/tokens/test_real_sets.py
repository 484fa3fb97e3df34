"""Public design systems' token sets, in small files shaped like each: their forms read as a careful clean-up reads them.

For each set (the ``dtcg-examples`` package, ``@primer/primitives``,
``@rhds/tokens``, ``@adobe/spectrum-tokens``) a few tokens are written the
way the package writes them, and again the way a careful hand clean-up to
DTCG 2025.10 writes them. Both build (warnings allowed, no errors), and every
token has the same value in every context, and ``tokens.css`` is the same
text. The packages themselves are not vendored: these files copy their forms.
"""

from __future__ import annotations

import json
import math
import textwrap
from pathlib import Path

import pytest

from skinwright.build import build
from skinwright.config import load_config


def write(root: Path, files: dict[str, object], tokens: str) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    (root / "pyproject.toml").write_text(f'[tool.skinwright]\ntokens = "{tokens}"\nout-dir = "dist"\n')
    for rel, data in files.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(data if isinstance(data, str) else json.dumps(data, indent=2), encoding="utf-8")
    return root


def built(root: Path):
    result = build(load_config(root))
    assert [d.format() for d in result.diagnostics if d.severity == "error"] == []
    css = next(text for rel, text in result.files.items() if rel.endswith("css/tokens.css"))
    ts = result.token_set
    values = {tuple(sorted(inputs.items())): dict(ts.resolve(inputs).values) for inputs in ts.combinations()}
    codes = sorted({d.code for d in result.diagnostics})
    return css, values, codes


def same_as_clean(tmp_path: Path, legacy: dict, clean: dict, tokens: str, clean_tokens: str | None = None):
    css_a, values_a, codes = built(write(tmp_path / "legacy", legacy, tokens))
    css_b, values_b, clean_codes = built(write(tmp_path / "clean", clean, clean_tokens or tokens))
    assert values_a == values_b
    assert css_a.split("\n", 1)[1] == css_b.split("\n", 1)[1]  # the first line names the source
    return codes, clean_codes


def srgb(hex_: str, alpha: float | None = None) -> dict:
    from skinwright.tokens.types.color import hex_color

    value = hex_color(hex_)
    if alpha is not None:
        value["alpha"] = alpha
    return value


def px(n) -> dict:
    return {"value": n, "unit": "px"}


def test_dtcg_examples(tmp_path):
    """Fluent, Carbon and Spectrum as dtcg-examples writes them: short hex fallbacks, font stacks in one string,
    unitless zeros, em letter spacing, a transition without delay, a custom type, a set the order leaves out."""
    legacy = {
        "tokens/color.tokens.json": {"$type": "color",
                                     "black": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000"}},
                                     "shadow": {"$value": "{black}"}},
        "tokens/font.tokens.json": {"font": {
            "base": {"$type": "typography", "$value": {
                "fontFamily": "'Segoe UI', -apple-system, BlinkMacSystemFont, 'Helvetica Neue', sans-serif",
                "fontSize": {"value": 14, "unit": "px"}, "fontWeight": 400, "lineHeight": 1.4,
                "letterSpacing": 0}},
            "tracking": {"$type": "dimension", "$value": {"value": 0.05, "unit": "em"}},
            "style": {"$type": "string", "$value": "italic"}}},
        "tokens/motion.tokens.json": {"hover": {"$type": "transition", "$value": {
            "duration": {"value": 120, "unit": "ms"}, "timingFunction": [0.4, 0, 0.2, 1]}}},
        "tokens/base.tokens.json": {"space": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}},
        "tokens/r.resolver.json": {"version": "2025.10",
                                   "sets": {"color": {"sources": [{"$ref": "color.tokens.json"}, {"$ref": "font.tokens.json"},
                                                                  {"$ref": "motion.tokens.json"}]},
                                            "base": {"sources": [{"$ref": "base.tokens.json"}]}},
                                   "resolutionOrder": [{"$ref": "#/sets/color"}]},
        "tokens/gap.tokens.json": {"gap": {"$type": "dimension", "$value": "{space}"}},
    }
    legacy["tokens/r.resolver.json"]["sets"]["color"]["sources"].append({"$ref": "gap.tokens.json"})
    clean = {
        "tokens/color.tokens.json": {"$type": "color", "black": {"$value": srgb("#000000")},
                                     "shadow": {"$value": "{black}"}},
        "tokens/font.tokens.json": {"font": {
            "base": {"$type": "typography", "$value": {
                "fontFamily": ["Segoe UI", "-apple-system", "BlinkMacSystemFont", "Helvetica Neue", "sans-serif"],
                "fontSize": px(14), "fontWeight": 400, "lineHeight": 1.4, "letterSpacing": px(0)}},
            "tracking": {"$type": "dimension", "$value": {"value": 0.05, "unit": "em"}},
            "style": {"$type": "string", "$value": "italic"}}},
        "tokens/motion.tokens.json": {"hover": {"$type": "transition", "$value": {
            "duration": {"value": 120, "unit": "ms"}, "timingFunction": [0.4, 0, 0.2, 1],
            "delay": {"value": 0, "unit": "ms"}}}},
        "tokens/base.tokens.json": legacy["tokens/base.tokens.json"],
        "tokens/gap.tokens.json": legacy["tokens/gap.tokens.json"],
        "tokens/r.resolver.json": {"version": "2025.10",
                                   "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]},
                                            "color": legacy["tokens/r.resolver.json"]["sets"]["color"]},
                                   "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/sets/color"}]},
    }
    codes, clean_codes = same_as_clean(tmp_path, legacy, clean, "tokens/r.resolver.json")
    assert {"core/legacy-value", "core/resolver", "core/css-unit", "core/custom-type"} <= set(codes)
    assert {"core/legacy-value", "core/resolver"}.isdisjoint(clean_codes)


PRIMER_BUTTON = textwrap.dedent("""\
    {
      base: { color: { $type: 'color',
        green: { '5': { $value: { colorSpace: 'srgb', components: [0.1216, 0.5333, 0.2392], hex: '#1f883d' } } },
        neutral: { '13': { $value: { colorSpace: 'srgb', components: [0.1216, 0.1373, 0.1569], hex: '#1f2328' },
                         $extensions: { 'org.primer.figma': { collection: 'base/color/light' } },
                         $extensions: { 'org.primer.figma': { collection: 'base/color/light' } } } },
      } },
      button: {
        primary: {
          bgColor: { rest: { $value: '{base.color.green.5}', $type: 'color',
            $extensions: { 'org.primer.overrides': { dark: { $value: '{base.color.neutral.13}', alpha: 0.5 } } } } },
          fgColor: { disabled: { $value: '{base.color.green.5}', alpha: 0.8, $type: 'color' } },
          shadow: { $type: 'shadow', $value: [{ color: '{base.color.neutral.13}', alpha: 0.04,
            offsetX: { value: 0, unit: 'px' }, offsetY: { value: 1, unit: 'px' }, blur: { value: 0, unit: 'px' },
            spread: { value: 0, unit: 'px' }, inset: true }] },
        },
      },
    }
    """)


def test_primer_primitives(tmp_path):
    """@primer/primitives: JSON5 sources, alpha beside a colour and a shadow's colour, themes in
    org.primer.overrides, a key written twice with one value."""
    ref = "#/base/color/neutral/13/$value"
    green = "#/base/color/green/5/$value"

    def pointing(steps: str, alpha: float) -> dict:
        return {"colorSpace": {"$ref": f"{steps}/colorSpace"},
                "components": [{"$ref": f"{steps}/components/{i}"} for i in range(3)], "alpha": alpha}

    resolver = {"version": "2025.10", "sets": {"all": {"sources": [{"$ref": "button.json5"}]}},
                "modifiers": {"theme": {"default": "light", "contexts": {"light": [], "dark": []}}},
                "resolutionOrder": [{"$ref": "#/sets/all"}, {"$ref": "#/modifiers/theme"}]}
    clean_button = {"base": {"color": {"$type": "color",
                                       "green": {"5": {"$value": srgb("#1f883d")}},
                                       "neutral": {"13": {"$value": srgb("#1f2328"), "$extensions": {
                                           "org.primer.figma": {"collection": "base/color/light"}}}}}},
                    "button": {"primary": {
                        "bgColor": {"rest": {"$value": "{base.color.green.5}", "$type": "color"}},
                        "fgColor": {"disabled": {"$value": pointing(green, 0.8), "$type": "color"}},
                        "shadow": {"$type": "shadow", "$value": [{
                            "color": pointing(ref, 0.04), "offsetX": px(0), "offsetY": px(1), "blur": px(0),
                            "spread": px(0), "inset": True}]}}}}
    clean_dark = {"button": {"primary": {"bgColor": {"rest": {"$type": "color", "$value": pointing(ref, 0.5)}}}}}
    clean_resolver = {"version": "2025.10", "sets": {"all": {"sources": [{"$ref": "button.json"}]}},
                      "modifiers": {"theme": {"default": "light", "contexts": {
                          "light": [], "dark": [{"$ref": "dark.json"}]}}},
                      "resolutionOrder": [{"$ref": "#/sets/all"}, {"$ref": "#/modifiers/theme"}]}
    codes, _ = same_as_clean(
        tmp_path, {"tokens/button.json5": PRIMER_BUTTON, "tokens/r.resolver.json": resolver},
        {"tokens/button.json": clean_button, "tokens/dark.json": clean_dark, "tokens/r.resolver.json": clean_resolver},
        "tokens/r.resolver.json")
    assert {"core/legacy-modes", "core/legacy-value", "core/duplicate-key"} <= set(codes)


def test_rhds_tokens(tmp_path):
    """@rhds/tokens: Style Dictionary's built JSON — metadata in every token, CSS strings for durations, easings,
    sizes and shadows, typeless numbers and percentages."""
    meta = {"filePath": "tokens/x.yml", "isSource": True, "original": {"$value": "{x}"}, "name": "rh-x",
            "attributes": {"category": "x"}, "path": ["x"]}
    legacy = {"json/rhds.tokens.json": {
        "animation": {"speed": {"$type": "duration", "$value": "0.3s", **meta},
                      "timing": {"$type": "cubicBezier", "$value": "cubic-bezier(0.465, 0.183, 0.153, 0.946)", **meta}},
        "border": {"width": {"sm": {"$value": "1px", "$type": "dimension", **meta}}},
        "line-height": {"heading": {"$value": 1.3, **meta}},
        "opacity": {"10": {"$value": "10%", **meta}},
        "box-shadow": {"sm": {"$type": "shadow", "$value": "0 2px 4px 0 rgba(21, 21, 21, 0.2)", **meta}},
        "color": {"green": {"10-rgb": {"$type": "color", "$value": "233 247 223", **meta}}},
    }}
    clean = {"json/rhds.tokens.json": {
        "animation": {"speed": {"$type": "duration", "$value": {"value": 0.3, "unit": "s"}},
                      "timing": {"$type": "cubicBezier", "$value": [0.465, 0.183, 0.153, 0.946]}},
        "border": {"width": {"sm": {"$value": px(1), "$type": "dimension"}}},
        "line-height": {"heading": {"$type": "number", "$value": 1.3}},
        "opacity": {"10": {"$type": "dimension", "$value": {"value": 10, "unit": "%"}}},
        "box-shadow": {"sm": {"$type": "shadow", "$value": {
            "color": srgb("#151515", 0.2), "offsetX": px(0), "offsetY": px(2), "blur": px(4), "spread": px(0)}}},
        "color": {"green": {"10-rgb": {"$type": "color", "$value": "233 247 223"}}},
    }}
    codes, _ = same_as_clean(tmp_path, legacy, clean, "json/rhds.tokens.json")
    assert {"core/legacy-property", "core/legacy-value", "core/inferred-type", "core/css-value"} <= set(codes)


SCHEMA = "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/"


def test_spectrum_tokens(tmp_path):
    """@adobe/spectrum-tokens: value without $, a JSON Schema for the type, uuid and friends, values per mode in
    sets (theme and scale), rgb() strings, opacities as strings, Tokens Studio shadows."""
    def tok(kind: str, value=None, sets=None, **more):
        out = {"$schema": SCHEMA + kind + ".json", "uuid": "0000", **more}
        if sets is not None:
            out["sets"] = {name: {"$schema": SCHEMA + inner + ".json", "value": v, "uuid": "1"}
                           for name, (inner, v) in sets.items()}
        else:
            out["value"] = value
        return out
    legacy = {
        "src/color.json": {
            "gray-50": tok("color-set", sets={"light": ("color", "rgb(255, 255, 255)"),
                                              "dark": ("color", "rgb(29, 29, 29)")}),
            "overlay-opacity": tok("color-set", sets={"light": ("opacity", "0.4"), "dark": ("opacity", "0.6")}),
            "background": tok("alias", "{gray-50}", component="card", deprecated=True,
                              deprecated_comment="Use gray-50"),
        },
        "src/layout.json": {
            "spacing-100": tok("scale-set", sets={"desktop": ("dimension", "8px"), "mobile": ("dimension", "10px")}),
            "drop-shadow": tok("drop-shadow", [{"x": "0px", "y": "2px", "blur": "8px", "spread": "0px",
                                                "color": "{gray-50}"}]),
        },
        "tokens.resolver.json": {"version": "2025.10",
                                 "sets": {"all": {"sources": [{"$ref": "src/color.json"}, {"$ref": "src/layout.json"}]}},
                                 "modifiers": {"theme": {"default": "light", "contexts": {"light": [], "dark": []}},
                                               "scale": {"default": "desktop", "contexts": {"desktop": [], "mobile": []}}},
                                 "resolutionOrder": [{"$ref": "#/sets/all"}, {"$ref": "#/modifiers/theme"},
                                                     {"$ref": "#/modifiers/scale"}]},
    }
    clean = {
        "base.json": {
            "gray-50": {"$type": "color", "$value": srgb("#ffffff")},
            "overlay-opacity": {"$type": "number", "$value": 0.4},
            "background": {"$value": "{gray-50}", "$deprecated": "Use gray-50"},
            "spacing-100": {"$type": "dimension", "$value": px(8)},
            "drop-shadow": {"$type": "shadow", "$value": [{"offsetX": px(0), "offsetY": px(2), "blur": px(8),
                                                           "spread": px(0), "color": "{gray-50}"}]},
        },
        "dark.json": {"gray-50": {"$type": "color", "$value": srgb("#1d1d1d")},
                      "overlay-opacity": {"$type": "number", "$value": 0.6}},
        "mobile.json": {"spacing-100": {"$type": "dimension", "$value": px(10)}},
        "tokens.resolver.json": {"version": "2025.10", "sets": {"all": {"sources": [{"$ref": "base.json"}]}},
                                 "modifiers": {"theme": {"default": "light", "contexts": {
                                     "light": [], "dark": [{"$ref": "dark.json"}]}},
                                     "scale": {"default": "desktop", "contexts": {
                                         "desktop": [], "mobile": [{"$ref": "mobile.json"}]}}},
                                 "resolutionOrder": [{"$ref": "#/sets/all"}, {"$ref": "#/modifiers/theme"},
                                                     {"$ref": "#/modifiers/scale"}]},
    }
    codes, _ = same_as_clean(tmp_path, legacy, clean, "tokens.resolver.json")
    assert {"core/legacy-modes", "core/legacy-property", "core/legacy-value"} <= set(codes)


def test_tokens_studio_math(tmp_path):
    """A Tokens Studio export: value and type without $, its type names, and math over references (simple
    arithmetic, as sd-transforms' checkAndEvaluateMath reads it), one of them over a token the compact density
    sets, so it has a value per context; letter spacing in % of the font size. The clean-up writes each computed
    value, per context where it changes, and the letter spacing in em (as sd-transforms' transformLetterSpacing)."""
    def ts(value, kind="spacing"):
        return {"value": value, "type": kind}

    legacy = {
        "tokens/core.json": {
            "spacing": {"base": ts("8"), "lg": ts("{spacing.base} * 2"), "xl": ts("{spacing.lg} + 4"),
                        "third": ts("{spacing.fixed} / 3"), "fixed": ts("10")},
            "radius": {"md": ts("({spacing.fixed} + 2) / 2", "borderRadius")},
            "type": {"ratio": ts("1.5", "lineHeights"), "tight": ts("{type.ratio} * 0.8", "lineHeights"),
                     "body": ts({"fontFamily": "Inter", "fontWeight": "400", "fontSize": "{spacing.fixed} + 4",
                                 "lineHeight": "{type.ratio}", "letterSpacing": "-0.5%"}, "typography"),
                     "tracking": ts("2%", "letterSpacing")},
            "motion": {"fast": ts("100", "duration"), "slow": ts("{motion.fast} * 3", "duration")},
        },
        "tokens/compact.json": {"spacing": {"base": ts("4")}},
        "tokens/r.resolver.json": {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.json"}]}},
                                   "modifiers": {"density": {"default": "comfortable", "contexts": {
                                       "comfortable": [], "compact": [{"$ref": "compact.json"}]}}},
                                   "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/density"}]},
    }
    dim = lambda n: {"$type": "dimension", "$value": px(n)}  # noqa: E731
    clean = {
        "tokens/core.json": {
            "spacing": {"base": dim(8), "lg": dim(16), "xl": dim(20), "third": dim(3.3333), "fixed": dim(10)},
            "radius": {"md": dim(6)},
            "type": {"ratio": {"$type": "number", "$value": 1.5}, "tight": {"$type": "number", "$value": 1.2},
                     "body": {"$type": "typography", "$value": {
                         "fontFamily": "Inter", "fontWeight": 400, "fontSize": px(14), "lineHeight": "{type.ratio}",
                         "letterSpacing": {"value": -0.005, "unit": "em"}}},
                     "tracking": {"$type": "dimension", "$value": {"value": 0.02, "unit": "em"}}},
            "motion": {"fast": {"$type": "duration", "$value": {"value": 100, "unit": "ms"}},
                       "slow": {"$type": "duration", "$value": {"value": 300, "unit": "ms"}}},
        },
        "tokens/compact.json": {"spacing": {"base": dim(4), "lg": dim(8), "xl": dim(12)}},
        "tokens/r.resolver.json": legacy["tokens/r.resolver.json"],
    }
    codes, clean_codes = same_as_clean(tmp_path, legacy, clean, "tokens/r.resolver.json")
    assert {"core/math-expression", "core/legacy-property", "core/legacy-type", "core/legacy-value"} <= set(codes)
    assert "core/math-expression" not in clean_codes


@pytest.mark.parametrize("name", ["light", "dark"])
def test_a_mode_value_is_read_in_its_context_only(tmp_path, name):
    root = write(tmp_path, {"tokens/t.json": {"c": {"$type": "number", "$value": 1, "$extensions": {
        "org.primer.overrides": {"dark": 2, "dark-dimmed": 3}}}},
        "tokens/r.resolver.json": {"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "t.json"}]}},
                                   "modifiers": {"theme": {"default": "light", "contexts": {"light": [], "dark": []}}},
                                   "resolutionOrder": [{"$ref": "#/sets/a"}, {"$ref": "#/modifiers/theme"}]}},
                 "tokens/r.resolver.json")
    _, values, _ = built(root)
    assert values[(("theme", name),)]["c"] == {"light": 1, "dark": 2}[name]


def test_a_primer_theme_without_its_own_override_reads_light_or_dark(tmp_path):
    """Primer's build gives a theme with no key of its own the ``light`` or ``dark`` override, by the start
    of its name (primer/primitives getFallbackTheme): ``dark-dimmed`` reads ``dark``'s value."""
    root = write(tmp_path, {"tokens/t.json": {"c": {"$type": "number", "$value": 1, "$extensions": {
        "org.primer.overrides": {"dark": 2, "dark-high-contrast": 4}}}},
        "tokens/r.resolver.json": {"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "t.json"}]}},
                                   "modifiers": {"theme": {"default": "light", "contexts": {
                                       "light": [], "light-high-contrast": [], "dark": [], "dark-dimmed": [],
                                       "dark-high-contrast": []}},
                                       "size": {"default": "default", "contexts": {"default": [], "coarse": []}}},
                                   "resolutionOrder": [{"$ref": "#/sets/a"}, {"$ref": "#/modifiers/theme"},
                                                       {"$ref": "#/modifiers/size"}]}},
                 "tokens/r.resolver.json")
    _, values, _ = built(root)
    by_theme = {"light": 1, "light-high-contrast": 1, "dark": 2, "dark-dimmed": 2, "dark-high-contrast": 4}
    assert {inputs: v["c"] for inputs, v in values.items()} == {
        (("size", size), ("theme", theme)): c for theme, c in by_theme.items() for size in ("default", "coarse")}


@pytest.mark.parametrize("text", ["x /* unterminated", "x</style><svg onload=alert(1)>", '"a</STYLE>"',
                                  "<!-- x", "a --> b", "x < y"])
def test_another_tools_type_is_written_only_when_the_sheet_stays_whole(tmp_path, text):
    """A custom ``$type`` (``string``) is CSS text only when it cannot end the sheet's meaning early: a comment
    would swallow the rules after it, ``</style`` would end the sheet where a page inlines it."""
    tokens = {"fg": {"$type": "color", "$value": "#000000"},
              "note": {"$type": "string", "$value": text}, "safe": {"$type": "string", "$value": "1px solid"}}
    css, _, codes = built(write(tmp_path, {"tokens/t.json": tokens}, "tokens/t.json"))
    import tinycss2

    assert "--xh-safe: 1px solid;" in css and "--xh-note" not in css
    assert "</style" not in css.lower() and "core/custom-type" in codes
    # The sheet parses whole: every token after the refused one is still declared.
    declared = {d.name for r in tinycss2.parse_stylesheet(css, skip_comments=True, skip_whitespace=True)
                if r.type == "qualified-rule"
                for d in tinycss2.parse_declaration_list(r.content, skip_comments=True, skip_whitespace=True)
                if d.type == "declaration"}
    assert {"--xh-fg", "--xh-safe"} <= declared


@pytest.mark.parametrize("name, modifiers, order", [
    ("primer", {"theme": ["light", "light-high-contrast", "dark", "dark-high-contrast", "dark-dimmed",
                          "dark-dimmed-high-contrast"], "size": ["default", "coarse", "fine"]},
     ["#/sets/base", "#/modifiers/theme", "#/sets/functional", "#/sets/component", "#/modifiers/size"]),
    ("spectrum", {"theme": ["light", "dark", "wireframe"], "scale": ["desktop", "mobile"]},
     ["#/sets/tokens", "#/modifiers/theme", "#/modifiers/scale"]),
])
def test_the_migration_pages_resolvers_build_the_package_layout(tmp_path, name, modifiers, order):
    """The resolvers the Migration page writes out (docs/resolvers/, included in the en and zh pages, and the
    ones benchmarks/real_sets.py builds the packages with) are DTCG resolvers skinwright reads: each file they
    name, laid out as in the package, builds with the themes as contexts; Primer's two maps stay out."""
    import yaml

    root_dir = Path(__file__).resolve().parents[2]
    text = (root_dir / "docs" / "resolvers" / f"{name}.resolver.yaml").read_text(encoding="utf-8")
    for page in ("migration.md", "zh/migration.md"):
        assert f'--8<-- "resolvers/{name}.resolver.yaml"' in (root_dir / "docs" / page).read_text(encoding="utf-8")
    data = yaml.safe_load(text)
    assert {m: list(v["contexts"]) for m, v in data["modifiers"].items()} == modifiers
    assert [r["$ref"] for r in data["resolutionOrder"]] == order
    named = sorted({r["$ref"] for s in data["sets"].values() for r in s["sources"]}
                   | {r["$ref"] for m in data["modifiers"].values() for c in m["contexts"].values() for r in c})
    assert not [p for p in named if "removed" in p or "fallback" in p]
    files = {f"{name}.resolver.yaml": text}
    for i, rel in enumerate(named):  # one token per file, named after it, so every file is seen to be read
        files[rel] = {f"t{i}": {"$type": "number", "$value": i}}
    css, values, codes = built(write(tmp_path, files, f"{name}.resolver.yaml"))
    assert len(values) == math.prod(len(c) for c in modifiers.values())  # every combination of contexts
    token = {rel: f"t{i}" for i, rel in enumerate(named)}
    defaults = {m: v["default"] for m, v in data["modifiers"].items()}
    in_context = {r["$ref"] for m in data["modifiers"].values() for c in m["contexts"].values() for r in c}
    for mod, spec in data["modifiers"].items():
        for context, sources in spec["contexts"].items():
            got = set(values[tuple(sorted({**defaults, mod: context}.items()))])
            # the sets' files in every context, and this context's own files
            assert {token[r] for r in named if r not in in_context} | {token[r["$ref"]] for r in sources} <= got
    if name == "primer":  # a theme's own colour file is read in that theme only
        dimmed = token["src/tokens/base/color/dark/dark.dimmed.json5"]
        assert dimmed in values[(("size", "default"), ("theme", "dark-dimmed"))]
        assert dimmed not in values[(("size", "default"), ("theme", "light"))]
