"""The hostile corpus: bad, strange and huge inputs, each a small change to a clean base project.

A :class:`Case` names a base (``tokens``: a resolver with a theme modifier;
``json``: one DTCG JSON file; ``card``: one component with a skin) and the
files it adds, replaces or deletes. Large inputs are generated when the case
runs (``files`` values may be callables), so the repository holds only the
generators. ``expected.json`` beside this file holds each case's outcome
(exit codes, the diagnostic code and ``file:line:col`` it must report),
written by ``SKINWRIGHT_CORPUS=write pytest tests/hostile/test_corpus.py``
and reviewed like any golden file.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Mapping
from ..conftest import ACME_RESOLVER as RESOLVER

ROOT = Path(__file__).resolve().parents[2]

Content = str | bytes | Callable[[], str | bytes]


@dataclass(frozen=True)
class Case:
    """One hostile input: ``files`` on top of ``base``; ``slow`` ones are generated large (the ``slow`` marker)."""

    name: str
    base: str
    files: Mapping[str, Content] = field(default_factory=dict)
    delete: tuple[str, ...] = ()
    slow: bool = False


# --- bases -------------------------------------------------------------------------------------------------

BASE_TOKENS = """color:
  $type: color
  fg: {$value: {colorSpace: srgb, components: [0.1, 0.1, 0.1]}, $description: Text.}
  bg: {$value: {colorSpace: srgb, components: [1, 1, 1]}, $description: Page.}
  link: {$value: "{color.fg}"}
space:
  $type: dimension
  sm: {$value: {value: 4, unit: px}}
  md: {$value: {value: 8, unit: px}}
font:
  body: {$type: fontFamily, $value: [Inter, sans-serif]}
  weight: {$type: fontWeight, $value: 400}
motion:
  fast: {$type: duration, $value: {value: 120, unit: ms}}
  ease: {$type: cubicBezier, $value: [0.2, 0, 0, 1]}
"""
DARK = "color:\n  fg: {$value: {colorSpace: srgb, components: [0.9, 0.9, 0.9]}}\n"
TOKENS_PY = '[project]\nname = "acme"\n\n[tool.skinwright]\ntokens = "tokens/acme.resolver.yaml"\n'

JSON_TOKENS = json.dumps({
    "color": {"$type": "color", "fg": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}},
              "link": {"$value": "{color.fg}"}},
    "space": {"$type": "dimension", "sm": {"$value": {"value": 4, "unit": "px"}}},
}, indent=2) + "\n"

CARD = ROOT / "tests/lint/cases/_base/card"


def base_files(base: str) -> dict[str, str | bytes]:
    """The clean project each case starts from (it builds and lints without an error)."""
    if base == "tokens":
        return {"pyproject.toml": TOKENS_PY, "tokens/acme.resolver.yaml": RESOLVER, "tokens/base.yaml": BASE_TOKENS,
                "tokens/modes/dark.yaml": DARK}
    if base == "json":
        return {"pyproject.toml": '[tool.skinwright]\ntokens = "tokens.json"\n', "tokens.json": JSON_TOKENS}
    if base == "docs":  # tokens with a docs folder, so the build writes the docs' token reference too
        return {**base_files("tokens"), "pyproject.toml": TOKENS_PY + 'docs-dir = "docs/generated"\n'}
    if base == "card":
        files: dict[str, str | bytes] = {p.relative_to(CARD).as_posix(): p.read_text(encoding="utf-8")
                                         for p in sorted(CARD.rglob("*")) if p.is_file()}
        files["pyproject.toml"] = '[tool.skinwright]\ntokens = "tokens.yaml"\n'
        return files
    raise ValueError(base)


CASES: list[Case] = []


def case(name: str, base: str, files: Mapping[str, Content] | None = None, *, delete: tuple[str, ...] = (),
         slow: bool = False) -> None:
    assert not any(c.name == name for c in CASES), name
    CASES.append(Case(name, base, dict(files or {}), delete, slow))


def tokens(name: str, text: Content, *, slow: bool = False) -> None:
    """A case that replaces ``tokens/base.yaml``."""
    case(name, "tokens", {"tokens/base.yaml": text}, slow=slow)


def one(name: str, ttype: str, value: str) -> None:
    """A case with one token of ``ttype`` whose ``$value`` is the YAML flow text ``value``."""
    tokens(name, BASE_TOKENS + f"odd:\n  $type: {ttype}\n  x: {{$value: {value}}}\n")


# --- YAML syntax and the loader's guards -------------------------------------------------------------------

for slug, text in {
    "unclosed-quote": 'color:\n  $type: color\n  fg: {$value: "{color.bg}\n',
    "unclosed-flow-map": "color:\n  $type: color\n  fg: {$value: {colorSpace: srgb, components: [0, 0, 0]}\n",
    "unclosed-flow-seq": "font:\n  body: {$type: fontFamily, $value: [Inter, sans-serif}\n",
    "tab-indent": "color:\n\t$type: color\n",
    "bad-indent": "color:\n  $type: color\n   fg: {$value: 1}\n",
    "key-without-value-map": "color:\n  $type: color\n  fg\n  bg: {}\n",
    "two-documents": BASE_TOKENS + "---\nmore: {}\n",
    "undefined-anchor": "color:\n  $type: color\n  fg: *nowhere\n",
    "duplicate-key": BASE_TOKENS + "space:\n  lg: {$value: {value: 16, unit: px}}\n",
    "duplicate-nested-key": "space:\n  $type: dimension\n  sm: {$value: {value: 4, unit: px}}\n  sm: {$value: {value: 5, unit: px}}\n",
    "duplicate-flow-key": "space: {$type: dimension, sm: {$value: {value: 4, unit: px}, $value: {value: 5, unit: px}}}\n",
    "top-level-list": "- a\n- b\n",
    "top-level-scalar": "just text\n",
    "top-level-number": "42\n",
    "empty-file": "",
    "only-comments": "# nothing here\n# at all\n",
    "null-document": "~\n",
    "unknown-tag": "color:\n  $type: color\n  fg: !!python/object:os.system {}\n",
    "custom-tag": "space:\n  $type: dimension\n  sm: {$value: !px 4}\n",
    "binary-tag": "space:\n  $type: number\n  sm: {$value: !!binary aGVsbG8=}\n",
    "set-tag": "space: !!set {a, b}\n",
    "merge-key": "base: &b {$type: number, $value: 1}\nn:\n  <<: *b\n",
    "complex-key": "? [a, b]\n: {$type: number, $value: 1}\n",
    "flow-key-map": "{a: 1}: {$type: number, $value: 1}\n",
    "directive-yaml-1.1": "%YAML 1.1\n---\nn: {$type: number, $value: 1}\n",
    "anchor-on-group": "g: &g\n  $type: number\n  a: {$value: 1}\nh: *g\n",
    "stray-colon": "color:\n  $type: color\n  fg: {$value: a: b}\n",
    "stray-bracket": "space: ]\n",
    "mixed-seq-map": "space:\n  - a\n  b: 1\n",
    "control-char": "note: {$type: string, $value: \"a\x07b\"}\n",
    "block-scalar-bad-indent": "note:\n  $type: string\n  $value: |\n  text\n",
    "nested-too-deep": "".join("  " * i + f"g{i}:\n" for i in range(260)) + "  " * 260 + "x: {$type: number, $value: 1}\n",
    "flow-nested-too-deep": "n: " + "[" * 300 + "]" * 300 + "\n",
    "alias-bomb": "\n".join(["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"] + [
        f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 9)]) + "\n",
    "bom-utf8": "\ufeffn: {$type: number, $value: 1}\n",
    "long-line": "n: {$type: string, $value: \"" + "x" * 200_000 + "\"}\n",
    "many-keys-one-line": "g: {" + ", ".join(f"k{i}: 1" for i in range(5000)) + "}\n",
}.items():
    tokens(f"yaml/{slug}", text)

for slug, data in {
    "latin1": "n: {$type: string, $value: caf\xe9}\n".encode("latin-1"),
    "utf16-bom": "n: {$type: number, $value: 1}\n".encode("utf-16"),
    "nul-byte": b"n: {$type: number, $value: 1}\n\x00\n",
    "random-binary": bytes((i * 7919 + 13) % 256 for i in range(4096)),
    "png-header": b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4,
    "truncated-utf8": "n: {$type: string, $value: \"é".encode("utf-8")[:-1],
    "overlong-utf8": b"n: {$type: string, $value: \"\xc0\xaf\"}\n",
    "surrogate-utf8": b"n: {$type: string, $value: \"\xed\xa0\x80\"}\n",
}.items():
    tokens(f"bytes/{slug}", data)

# --- YAML 1.1 readings --------------------------------------------------------------------------------

for slug, text in {
    "key-on-off": "toggle:\n  $type: number\n  on: {$value: 1}\n  off: {$value: 0}\n",
    "key-yes-no": "answer:\n  $type: number\n  yes: {$value: 1}\n  no: {$value: 0}\n",
    "key-hex": "code:\n  $type: number\n  0x1F: {$value: 31}\n",
    "key-octal": "space:\n  $type: number\n  010: {$value: 8}\n",
    "key-sexagesimal": "time:\n  $type: number\n  1:30: {$value: 90}\n",
    "value-octal": "n: {$type: number, $value: 010}\n",
    "value-exponent": "n: {$type: number, $value: 1e3}\n",
    "value-underscore": "n: {$type: number, $value: 1_000}\n",
    "value-sexagesimal": "n: {$type: number, $value: 1:30}\n",
    "value-yes-string": "n: {$type: string, $value: yes}\n",
    "value-null-tilde": "n: {$type: number, $value: ~}\n",
    "description-off": "n: {$type: number, $value: 1, $description: off}\n",
    "unquoted-hex-colour": "c:\n  $type: color\n  red:\n    $value: #ff0000\n",
}.items():
    tokens(f"yaml11/{slug}", BASE_TOKENS + text)

# --- JSON syntax ------------------------------------------------------------------------------------------

for slug, text in {
    "trailing-comma": '{"n": {"$type": "number", "$value": 1},}\n',
    "single-quotes": "{'n': {'$type': 'number', '$value': 1}}\n",
    "comment": '{\n  // a comment\n  "n": {"$type": "number", "$value": 1}\n}\n',
    "unclosed": '{"n": {"$type": "number", "$value": 1}\n',
    "unquoted-key": '{n: {"$type": "number", "$value": 1}}\n',
    "duplicate-key": '{"n": {"$type": "number", "$value": 1}, "n": {"$type": "number", "$value": 2}}\n',
    "nan": '{"n": {"$type": "number", "$value": NaN}}\n',
    "infinity": '{"n": {"$type": "number", "$value": Infinity}}\n',
    "huge-number": '{"n": {"$type": "number", "$value": 1e999}}\n',
    "huge-integer": '{"n": {"$type": "number", "$value": ' + "9" * 5000 + "}}\n",
    "top-array": "[1, 2, 3]\n",
    "top-string": '"tokens"\n',
    "empty": "",
    "whitespace": "   \n\n",
    "bad-escape": '{"n": {"$type": "string", "$value": "\\q"}}\n',
    "lone-surrogate": '{"n": {"$type": "string", "$value": "\\ud800"}}\n',
    "control-in-string": '{"n": {"$type": "string", "$value": "a\tb"}}\n',
    "deep-nesting": "[" * 5000 + "]" * 5000 + "\n",
    "deep-objects": '{"a":' * 3000 + "1" + "}" * 3000 + "\n",
    # too deep inside a token, past a string that holds brackets and an escaped quote: the place is the value's
    "deep-in-token": '{\n  "n": {"$type": "string", "$value": "a\\"[[{{"},\n  "m": {"$type": "number", "$value": '
                     + "[" * 250 + "]" * 250 + "}\n}\n",
    "two-values": '{"n": 1} {"m": 2}\n',
    "bom": '\ufeff{"n": {"$type": "number", "$value": 1}}\n',
    "missing-colon": '{"n" {"$type": "number"}}\n',
    "missing-comma": '{"a": {"$type": "number", "$value": 1} "b": 2}\n',
    "null-token": '{"n": null}\n',
    "latin1": None,
}.items():
    case(f"json/{slug}", "json", {"tokens.json": text if text is not None else
                                  '{"n": {"$type": "string", "$value": "caf\xe9"}}\n'.encode("latin-1")})

# --- every DTCG type, wrong ---------------------------------------------------------------------------------

for slug, (ttype, value) in {
    "color-string-name": ("color", "red"),
    "color-bad-hex": ("color", '"#12345g"'),
    "color-hex-5": ("color", '"#12345"'),
    "color-no-space": ("color", "{components: [1, 0, 0]}"),
    "color-unknown-space": ("color", "{colorSpace: cmyk, components: [0, 0, 0, 1]}"),
    "color-two-components": ("color", "{colorSpace: srgb, components: [1, 0]}"),
    "color-four-components": ("color", "{colorSpace: srgb, components: [1, 0, 0, 1]}"),
    "color-component-string": ("color", "{colorSpace: srgb, components: [a, 0, 0]}"),
    "color-component-out-of-range": ("color", "{colorSpace: srgb, components: [2, 0, 0]}"),
    "color-alpha-out-of-range": ("color", "{colorSpace: srgb, components: [1, 0, 0], alpha: 3}"),
    "color-alpha-string": ("color", "{colorSpace: srgb, components: [1, 0, 0], alpha: half}"),
    "color-hex-mismatch-type": ("color", "{colorSpace: srgb, components: [1, 0, 0], hex: 12}"),
    "color-unknown-member": ("color", "{colorSpace: srgb, components: [1, 0, 0], shade: 2}"),
    "color-list": ("color", "[1, 0, 0]"),
    "color-number": ("color", "42"),
    "color-null": ("color", "null"),
    "color-nan": ("color", "{colorSpace: srgb, components: [.nan, 0, 0]}"),
    "color-inf": ("color", "{colorSpace: srgb, components: [.inf, 0, 0]}"),
    "dimension-no-unit": ("dimension", "{value: 4}"),
    "dimension-bad-unit": ("dimension", "{value: 4, unit: pt}"),
    "dimension-string": ("dimension", "4px"),
    "dimension-value-string": ("dimension", "{value: four, unit: px}"),
    "dimension-number": ("dimension", "4"),
    "dimension-nan": ("dimension", "{value: .nan, unit: px}"),
    "dimension-huge": ("dimension", "{value: 1e308, unit: px}"),
    "dimension-extra-member": ("dimension", "{value: 4, unit: px, scale: 2}"),
    "duration-bad-unit": ("duration", "{value: 4, unit: min}"),
    "duration-string": ("duration", "200ms"),
    "duration-negative": ("duration", "{value: -5, unit: ms}"),
    "duration-no-value": ("duration", "{unit: ms}"),
    "cubic-three": ("cubicBezier", "[0.2, 0, 1]"),
    "cubic-x-out": ("cubicBezier", "[1.5, 0, 0, 1]"),
    "cubic-strings": ("cubicBezier", "[a, b, c, d]"),
    "cubic-keyword": ("cubicBezier", "ease-in"),
    "number-string": ("number", "one"),
    "number-list": ("number", "[1]"),
    "number-bool": ("number", "true"),
    "font-family-number": ("fontFamily", "12"),
    "font-family-empty-list": ("fontFamily", "[]"),
    "font-family-nested": ("fontFamily", "[[Inter]]"),
    "font-weight-too-heavy": ("fontWeight", "1001"),
    "font-weight-zero": ("fontWeight", "0"),
    "font-weight-word": ("fontWeight", "heavyish"),
    "font-weight-float-string": ("fontWeight", '"400"'),
    "stroke-unknown": ("strokeStyle", "wavy"),
    "stroke-object-missing": ("strokeStyle", "{dashArray: [{value: 2, unit: px}]}"),
    "stroke-bad-cap": ("strokeStyle", "{dashArray: [{value: 2, unit: px}], lineCap: pointy}"),
    "border-missing-width": ("border", "{color: '{color.fg}', style: solid}"),
    "border-bad-style": ("border", "{color: '{color.fg}', width: {value: 1, unit: px}, style: wobbly}"),
    "border-string": ("border", "1px solid red"),
    "shadow-missing-blur": ("shadow", "{color: '{color.fg}', offsetX: {value: 0, unit: px}, offsetY: {value: 1, unit: px}, spread: {value: 0, unit: px}}"),
    "shadow-inset-string": ("shadow", "{color: '{color.fg}', offsetX: {value: 0, unit: px}, offsetY: {value: 1, unit: px}, blur: {value: 2, unit: px}, spread: {value: 0, unit: px}, inset: yes}"),
    "shadow-empty-list": ("shadow", "[]"),
    "shadow-string": ("shadow", "0 1px 2px black"),
    "gradient-empty": ("gradient", "[]"),
    "gradient-position-out": ("gradient", "[{color: '{color.fg}', position: 2}]"),
    "gradient-no-color": ("gradient", "[{position: 0}]"),
    "gradient-string": ("gradient", "linear-gradient(red, blue)"),
    "transition-missing-duration": ("transition", "{delay: {value: 0, unit: ms}, timingFunction: [0, 0, 1, 1]}"),
    "transition-bad-timing": ("transition", "{duration: {value: 1, unit: ms}, delay: {value: 0, unit: ms}, timingFunction: linear}"),
    "typography-missing-size": ("typography", "{fontFamily: Inter, fontWeight: 400, lineHeight: 1.5, letterSpacing: {value: 0, unit: px}}"),
    "typography-bad-weight": ("typography", "{fontFamily: Inter, fontSize: {value: 16, unit: px}, fontWeight: heavy-ish, lineHeight: 1.5, letterSpacing: {value: 0, unit: px}}"),
    "typography-string": ("typography", "16px/1.5 Inter"),
    "unknown-type": ("colour", "{colorSpace: srgb, components: [1, 0, 0]}"),
    "type-number": ("42", "1"),
    "type-list": ("[color]", "1"),
}.items():
    one(f"type/{slug}", ttype, value)

for slug, text in {
    "missing-type": "n: {$value: 1}\n",
    "group-value-and-children": "g:\n  $type: number\n  $value: 1\n  a: {$value: 2}\n",
    "token-with-children": "n:\n  $type: number\n  $value: 1\n  child: {$value: 2}\n",
    "unknown-property": "n: {$type: number, $value: 1, $color: red}\n",
    "description-number": "n: {$type: number, $value: 1, $description: 12}\n",
    "description-list": "n: {$type: number, $value: 1, $description: [a]}\n",
    "deprecated-number": "n: {$type: number, $value: 1, $deprecated: 3}\n",
    "extensions-list": "n: {$type: number, $value: 1, $extensions: [a]}\n",
    "name-with-dot": '"a.b": {$type: number, $value: 1}\n',
    "name-with-braces": '"{a}": {$type: number, $value: 1}\n',
    "name-starting-dollar": "$n: {$type: number, $value: 1}\n",
    "name-empty": '"": {$type: number, $value: 1}\n',
    "name-invisible": '"a\u200bb": {$type: number, $value: 1}\n',
    "name-nfc-collision": '"caf\u00e9": {$type: number, $value: 1}\n"cafe\u0301": {$type: number, $value: 2}\n',
    "name-collision-css": '"a-b": {$type: number, $value: 1}\na:\n  b: {$type: number, $value: 2}\n',
    "name-space": '"a b": {$type: number, $value: 1}\n',
    "token-is-scalar": "n: 5\n",
    "token-is-list": "n: [1, 2]\n",
    "group-is-null": "g:\n",
    "type-on-group-wrong": "g:\n  $type: wobble\n  a: {$value: 1}\n",
    "extends-missing": "g:\n  $extends: '{nowhere}'\n  a: {$type: number, $value: 1}\n",
    "extends-token": "n: {$type: number, $value: 1}\ng:\n  $extends: '{n}'\n",
    "extends-cycle": "a:\n  $extends: '{b}'\nb:\n  $extends: '{a}'\n",
    "root-wrong": "g:\n  $type: number\n  $root: 5\n",
}.items():
    tokens(f"token/{slug}", BASE_TOKENS + text)

# --- aliases and references --------------------------------------------------------------------------------

for slug, text in {
    "unknown": "x: {$type: color, $value: '{color.nope}'}\n",
    "unknown-group": "x: {$type: color, $value: '{nope.fg}'}\n",
    "to-group": "x: {$type: color, $value: '{color}'}\n",
    "self": "x: {$type: color, $value: '{x}'}\n",
    "cycle-2": "x: {$type: color, $value: '{y}'}\ny: {$type: color, $value: '{x}'}\n",
    "cycle-100": "".join(f"c{i}: {{$type: number, $value: '{{c{(i + 1) % 100}}}'}}\n" for i in range(100)),
    "type-mismatch": "x: {$type: dimension, $value: '{color.fg}'}\n",
    "empty-braces": "x: {$type: color, $value: '{}'}\n",
    "unclosed-brace": "x: {$type: color, $value: '{color.fg'}\n",
    "partial-alias": "x: {$type: string, $value: 'a {color.fg} b'}\n",
    "nested-alias-in-composite": "x: {$type: border, $value: {color: '{nope}', width: '{space.sm}', style: solid}}\n",
    "alias-to-deprecated": "old: {$type: number, $value: 1, $deprecated: use new}\nuse: {$type: number, $value: '{old}'}\n",
    "ref-unknown-pointer": "x: {$type: color, $value: {$ref: '#/color/nope/$value'}}\n",
    "ref-bad-pointer": "x: {$type: color, $value: {$ref: 'color/fg'}}\n",
    "ref-into-array-out": "x: {$type: number, $value: {$ref: '#/motion/ease/$value/9'}}\n",
    "ref-not-string": "x: {$type: number, $value: {$ref: 12}}\n",
    "ref-absolute-file": "x: {$type: number, $value: {$ref: '/etc/passwd#/root'}}\n",
    "ref-parent-file": "x: {$type: number, $value: {$ref: '../../outside.yaml#/n'}}\n",
    "ref-url": "x: {$type: number, $value: {$ref: 'https://example.com/t.json#/n'}}\n",
    "ref-cycle": "x: {$type: number, $value: {$ref: '#/y/$value'}}\ny: {$type: number, $value: {$ref: '#/x/$value'}}\n",
}.items():
    tokens(f"alias/{slug}", BASE_TOKENS + text)

# --- resolvers ------------------------------------------------------------------------------------------------

for slug, text in {
    "version-number": RESOLVER.replace('version: "2025.10"', "version: 2025.10"),
    "version-missing": RESOLVER.replace('version: "2025.10"\n', ""),
    "no-sets": RESOLVER.replace("sets:\n  base:\n    sources: [{$ref: base.yaml}]\n", ""),
    "source-missing": RESOLVER.replace("base.yaml", "nope.yaml"),
    "source-folder": RESOLVER.replace("{$ref: base.yaml}", "{$ref: modes}"),
    "source-absolute": RESOLVER.replace("base.yaml", "/etc/passwd"),
    "source-parent": RESOLVER.replace("base.yaml", "../../../etc/passwd"),
    "source-url": RESOLVER.replace("base.yaml", "https://example.com/base.json"),
    "source-not-ref": RESOLVER.replace("[{$ref: base.yaml}]", "[base.yaml]"),
    "sources-not-list": RESOLVER.replace("[{$ref: base.yaml}]", "base.yaml"),
    "default-unknown": RESOLVER.replace("default: light", "default: dusk"),
    "default-missing": RESOLVER.replace("    default: light\n", ""),
    "contexts-empty": RESOLVER.replace("      light: []\n      dark: [{$ref: modes/dark.yaml}]\n", "      {}\n"),
    "context-quote-name": RESOLVER.replace("dark:", "'x\"]{}body{display:none}[a=\"':"),
    "modifier-quote-name": RESOLVER.replace("theme:", "'t\"]{}body{display:none}[a=\"':"),
    # a name that the resolution order also uses, so the set loads: the selectors are escaped but match nothing
    "modifier-selector-name": RESOLVER.replace("  theme:", "  't\"]{}body{display:none}[a=\"':").replace(
        "#/modifiers/theme", "#/modifiers/t\\\"]{}body{display:none}[a=\\\""),
    "order-unknown-set": RESOLVER.replace('"#/sets/base"', '"#/sets/nope"'),
    "order-bad-pointer": RESOLVER.replace('"#/sets/base"', '"sets/base"'),
    "order-duplicate": RESOLVER.replace('resolutionOrder: [{$ref: "#/sets/base"}',
                                        'resolutionOrder: [{$ref: "#/sets/base"}, {$ref: "#/sets/base"}'),
    "order-missing": RESOLVER.replace('resolutionOrder: [{$ref: "#/sets/base"}, {$ref: "#/modifiers/theme"}]\n', ""),
    "order-not-list": RESOLVER.replace('[{$ref: "#/sets/base"}, {$ref: "#/modifiers/theme"}]', '"#/sets/base"'),
    "unknown-key": RESOLVER + "flavour: vanilla\n",
    "resolver-is-list": "- a\n- b\n",
    "resolver-empty": "",
    "self-source": RESOLVER.replace("base.yaml", "acme.resolver.yaml"),
    "modifiers-list": RESOLVER.replace("modifiers:\n  theme:", "modifiers:\n- theme:"),
}.items():
    case(f"resolver/{slug}", "tokens", {"tokens/acme.resolver.yaml": text})

case("resolver/dark-file-missing", "tokens", delete=("tokens/modes/dark.yaml",))
case("resolver/dark-overrides-unknown", "tokens", {"tokens/modes/dark.yaml": "colour:\n  fg: {$value: wobble}\n"})
case("resolver/dark-changes-type", "tokens", {"tokens/modes/dark.yaml": "color:\n  fg: {$type: number, $value: 1}\n"})
case("resolver/dark-is-binary", "tokens", {"tokens/modes/dark.yaml": b"\x00\xff\xfe"})

# --- configuration --------------------------------------------------------------------------------------------

for slug, table in {
    "toml-syntax": "tokens = tokens/acme.resolver.yaml\n",
    "toml-duplicate": 'tokens = "a"\ntokens = "b"\n',
    "unknown-key": 'tokenz = "x"\n',
    "prefix-bad": 'prefix = "1x"\n',
    "prefix-injection": 'prefix = "x;}body{display:none}"\n',
    "prefix-number": "prefix = 3\n",
    "tokens-missing": 'tokens = "tokens/nope.resolver.yaml"\n',
    "tokens-number": "tokens = 5\n",
    "tokens-empty": 'tokens = ""\n',
    "tokens-absolute": 'tokens = "/etc/passwd"\n',
    "styles-missing": 'styles = "nowhere"\n',
    "out-dir-root": 'out-dir = "."\n',
    "out-dir-parent": 'out-dir = "../elsewhere"\n',
    "out-dir-tokens": 'out-dir = "tokens"\n',
    "out-dir-file": 'out-dir = "pyproject.toml"\n',
    "docs-dir-same": 'docs-dir = "dist"\n',
    "modes-not-table": "modes = 3\n",
    "modes-unknown-modifier": '[tool.skinwright.modes.colour.dark]\nselector = ".dark"\n',
    "modes-unknown-context": '[tool.skinwright.modes.theme.dusk]\nselector = ".dusk"\n',
    "modes-no-selector": "[tool.skinwright.modes.theme.dark]\nmedia = \"(prefers-color-scheme: dark)\"\n",
    "modes-selector-injection": '[tool.skinwright.modes.theme.dark]\nselector = "}body{display:none}x{"\n',
    "modes-media-injection": '[tool.skinwright.modes.theme.dark]\nselector = ".dark"\nmedia = "all){body{display:none}}@media(x"\n',
    "lint-not-table": "lint = 3\n",
    "lint-unknown-rule": '[tool.skinwright.lint.rules]\n"core/nope" = "warn"\n',
    "lint-bad-severity": '[tool.skinwright.lint.rules]\n"core/unused-token" = "loud"\n',
    "limits-not-table": "limits = 3\n",
    "limits-unknown": "[tool.skinwright.limits]\nscss-tiem = 3\n",
    "limits-negative": "[tool.skinwright.limits]\nscss-time = -1\n",
    "limits-bad-size": '[tool.skinwright.limits]\nscss-output = "lots"\n',
}.items():
    # [tool.skinwright] keys go before a table that the case may open.
    case(f"config/{slug}", "tokens", {"pyproject.toml": TOKENS_PY.replace('tokens = "tokens/acme.resolver.yaml"\n', "")
                                       + ('tokens = "tokens/acme.resolver.yaml"\n' if not slug.startswith("tokens-")
                                          and not slug.startswith("toml-") else "") + table})

# --- component specs -------------------------------------------------------------------------------------------

SPEC = (CARD / "styles/card/spec.yaml").read_text(encoding="utf-8")
for slug, text in {
    "not-yaml": "name: card\n  title: [\n",
    "empty": "",
    "list": "- card\n",
    "name-mismatch": SPEC.replace("name: card", "name: cart"),
    "name-injection": SPEC.replace("name: card", 'name: "card\\"]{}body{display:none}"'),
    "no-anatomy": SPEC.replace("anatomy:\n- {part: root, required: true, element: div, description: The card.}\n"
                               "- {part: trigger, required: true, element: button, description: Opens and closes the "
                               "card.}\n", ""),
    "part-injection": SPEC.replace("part: trigger", 'part: "trigger\\"]{}body{display:none}"'),
    "unknown-element": SPEC.replace("element: button", "element: blink"),
    "element-injection": SPEC.replace("element: button", 'element: "button onclick=alert(1)"'),
    "duplicate-part": SPEC.replace("- {part: trigger", "- {part: root"),
    "unknown-key": SPEC + "colour: red\n",
    "props-not-list": SPEC.replace("props: []", "props: 3"),
    "slot-bad-name": SPEC.replace("--xh-card-bg", "--Card_BG"),
    "slot-injection": SPEC.replace("--xh-card-bg", '"--xh-card-bg;}body{display:none}"'),
    "description-html": SPEC.replace("description: A card that opens and closes.",
                                     "description: '<script>alert(1)</script><img src=x onerror=alert(2)>'"),
    "flag-unknown-from": SPEC.replace("from: machine", "from: nowhere"),
    "attribute-unknown-part": SPEC.replace("  root:\n    data-state", "  rot:\n    data-state"),
    "binary": "",
    "deep": "name: card\nx: " + "[" * 300 + "]" * 300 + "\n",
    "duplicate-key": SPEC + "name: card\n",
    "artefacts-missing": SPEC.replace("artefacts: {custom_element: xh-card, machine: cardMachine, "
                                      "skin: card.css}\n", ""),
    "skin-path-escape": SPEC.replace("skin: card.css", "skin: ../../etc/passwd"),
    "custom-element-bad": SPEC.replace("custom_element: xh-card", "custom_element: XhCard"),
}.items():
    case(f"spec/{slug}", "card", {"styles/card/spec.yaml": text if slug != "binary" else b"\x00\x01\xff" * 50})

# --- skins -------------------------------------------------------------------------------------------------------

SKIN = (CARD / "styles/card/skin.scss").read_text(encoding="utf-8")
RULE = '[data-scope="card"][data-part="root"]'
for slug, text in {
    "syntax-brace": SKIN.replace("}\n}", "\n"),
    "syntax-semicolon": SKIN.replace('color: token("fg.default");', 'color: token("fg.default")\n    border: 0'),
    "unknown-token": SKIN.replace("fg.default", "fg.defualt"),
    "token-no-argument": SKIN.replace('token("fg.default")', "token()"),
    "token-number": SKIN.replace('token("fg.default")', "token(12)"),
    "token-injection": SKIN.replace('token("fg.default")', 'token("fg.default\\"]{}body{display:none}")'),
    "undefined-variable": SKIN.replace('token("fg.default")', "$nope"),
    "undefined-mixin": SKIN + "@include nope;\n",
    "import-missing": '@import "nowhere";\n' + SKIN,
    "import-absolute": '@import "/etc/passwd";\n' + SKIN,
    "import-parent": '@import "../../../../etc/hostname";\n' + SKIN,
    "import-url": '@import url("https://example.com/x.css");\n' + SKIN,
    "use-module": '@use "sass:math";\n' + SKIN,
    "error-directive": SKIN + '@error "stop here";\n',
    "unscoped-rule": SKIN + "body { display: none; }\n",
    "physical-property": SKIN.replace("color: token", "margin-left: 4px;\n    color: token"),
    "unknown-part": SKIN.replace('data-part="root"', 'data-part="rot"'),
    "empty": "",
    "only-comment": "// nothing\n",
    "binary": None,
    "latin1": None,
    "mixed-units": SKIN.replace('color: token("fg.default");', "width: 1px + 1em;\n    color: token(\"fg.default\");"),
    "endless-while-small-budget": None,
    "many-rules-small-output": None,
    "division-by-zero": SKIN.replace('color: token("fg.default");', "width: (1px / 0);\n    color: token(\"fg.default\");"),
}.items():
    files: dict[str, Content] = {"styles/card/skin.scss": text} if text is not None else {}
    if slug == "binary":
        files["styles/card/skin.scss"] = bytes(range(256)) * 8
    elif slug == "latin1":
        files["styles/card/skin.scss"] = ("// caf\xe9\n" + SKIN).encode("latin-1")
    elif slug == "endless-while-small-budget":
        files["styles/card/skin.scss"] = SKIN + "$i: 0;\n@while $i < 1 {\n  $j: 1;\n}\n"
        files["pyproject.toml"] = '[tool.skinwright]\ntokens = "tokens.yaml"\n\n[tool.skinwright.limits]\nscss-time = 1\n'
    elif slug == "many-rules-small-output":
        files["styles/card/skin.scss"] = SKIN + f"@for $i from 1 through 3000 {{\n  {RULE}.n#{{$i}} {{ order: $i; }}\n}}\n"
        files["pyproject.toml"] = ('[tool.skinwright]\ntokens = "tokens.yaml"\n\n[tool.skinwright.limits]\n'
                                   'scss-output = "64 KiB"\n')
    case(f"skin/{slug}", "card", files)

case("skin/missing", "card", delete=("styles/card/skin.scss",))
case("skin/family-missing", "card", delete=("styles/family/motion.scss",))
case("skin/family-folder-missing", "card", delete=("styles/family",))
case("skin/family-partial-missing", "card", {"styles/family/motion.scss": '@import "nope";\n'})
case("skin/family-endless", "card", {
    "styles/family/_loop.scss": "$k: 0;\n@while $k < 1 {\n  $m: 1;\n}\n",
    "styles/family/motion.scss": '@import "loop";\n',
    "pyproject.toml": '[tool.skinwright]\ntokens = "tokens.yaml"\n\n[tool.skinwright.limits]\nscss-time = 1\n'})
case("skin/spec-missing", "card", delete=("styles/card/spec.yaml",))
case("skin/skin-is-folder", "card", {"styles/card/skin.scss/x": "a {}\n"}, delete=("styles/card/skin.scss",))

# --- files and folders ------------------------------------------------------------------------------------------

case("files/tokens-folder-instead", "tokens", {"tokens/base.yaml/x.yaml": "n: {$type: number, $value: 1}\n"},
     delete=("tokens/base.yaml",))
case("files/no-tokens-at-all", "tokens", delete=("tokens/base.yaml", "tokens/modes/dark.yaml",
                                                   "tokens/acme.resolver.yaml"))
case("files/stray-yaml-in-tokens", "tokens", {"tokens/notes.yaml": "this: is not a token file\n"})
case("files/stray-binary-in-tokens", "tokens", {"tokens/logo.json": b"\x89PNG\r\n"})
case("files/dist-is-file", "tokens", {"dist": "not a folder\n"}, delete=("dist",))
case("files/manifest-broken", "tokens", {"dist/.skinwright-manifest.json": "{oops"})
case("files/user-file-in-the-way", "tokens", {"dist/css/tokens.css": "/* mine */\n",
                                              "dist/.skinwright-manifest.json": '{"files": []}\n'})
case("files/folder-in-the-way", "tokens", {"dist/tokens.json/x": "mine\n",
                                           "dist/.skinwright-manifest.json": '{"files": []}\n'},
     delete=("dist/tokens.json",))
case("files/stale-transaction", "tokens", {
    ".skinwright-transaction.json": '{"swaps": [{"folder": "dist", "staged": ".dist.skinwright-new", '
                                    '"device": 1, "inode": 1}]}',
    ".dist.skinwright-new/junk.css": "half\n"})
case("files/old-temp-files", "tokens", {"dist/css/.tokens.css.abc_1234.tmp": "half",
                                        "dist/.tokens.json.abcd1234.tmp.bak": "old"})

# --- limits that stop reading: reported once, at the file or token that passes them, and nothing after -----------

_PARTS = {f"tokens/part{i}.yaml": f"p{i}:\n  $type: number\n" + "".join(f"  t{k}: {{$value: {k}}}\n" for k in range(40))
          for i in range(5)}
_PARTED = RESOLVER.replace("[{$ref: base.yaml}]", "[{$ref: base.yaml}" + "".join(
    f", {{$ref: part{i}.yaml}}" for i in range(5)) + "]")
# the dark context (read after every set) is never read: lint must not find colours missing from dark mode
case("limits/total-size-many-files", "tokens", {
    "pyproject.toml": TOKENS_PY + "\n[tool.skinwright.limits]\ntotal-size = 3000\n",
    "tokens/acme.resolver.yaml": _PARTED, **_PARTS})
case("limits/tokens-many-files", "tokens", {
    "pyproject.toml": TOKENS_PY + "\n[tool.skinwright.limits]\ntokens = 50\n",
    "tokens/acme.resolver.yaml": _PARTED, **_PARTS})

# --- HTML and script links in a spec's or an example's prose (the docs parts are checked for markup) -------------

_DOCS_CARD = '[tool.skinwright]\ntokens = "tokens.yaml"\ndocs-dir = "docs/generated"\n'
_EXAMPLE = "title: {title}\ndescription: {description}\nitems:\n  - card: {{}}\n"
for slug, files in {
    "spec-description": {"styles/card/spec.yaml": SPEC.replace(
        "description: A card that opens and closes.",
        "description: 'A card <script>alert(1)</script> <img src=x onerror=alert(1)> Q x\" onmouseover=\"alert(2)'")},
    "part-description": {"styles/card/spec.yaml": SPEC.replace(
        "description: The card.}", "description: 'The card <img src=x onerror=alert(1)> [x](javascript:alert(1))'}")},
    "flag-description": {"styles/card/spec.yaml": SPEC.replace(
        "description: Whether the card is open.}", "description: '<script>alert(1)</script>'}")},
    "example-title": {"styles/card/examples/01-evil.yaml": _EXAMPLE.format(
        title="'Evil <img src=x onerror=alert(1)>'", description="Plain.")},
    "example-description": {"styles/card/examples/01-evil.yaml": _EXAMPLE.format(
        title="Evil", description="'desc <script>alert(1)</script> [x](javascript:alert(1))'")},
}.items():
    case(f"html/{slug}", "card", {"pyproject.toml": _DOCS_CARD, **files})


def cases(slow: bool | None = None) -> list[Case]:
    """Every case (``slow=None``), or only the fast or only the slow ones."""
    return [c for c in CASES if slow is None or c.slow == slow]


# --- values that try to leave their place in CSS or HTML -----------------------------------------------------
# (the runner parses every stylesheet a passing build writes and looks for a rule on `body`, and looks for markup
# from the input in the docs parts)

for slug, value in {
    "newline-brace": '"Inter\\n}body{display:none}"',
    "quote-brace": "'Inter\"}body{display:none}'",
    "backslash": "'Inter\\\\'",
    "semicolon": "'Inter;}body{display:none}'",
    "close-style": "'</style><script>alert(1)</script>'",
    "comment-close": "'*/body{display:none}/*'",
    "html-comment": "'<!--'",
    "nul": '"a\\0b"',
    "control-chars": '"a\\x01\\x7fb"',
    "bidi": '"Inter\\u202e}body{display:none}"',
    "list-mixed": "['a\"b', \"c'd\", '}body{display:none}']",
    "url": "'url(javascript:alert(1))'",
    "important": "'Inter !important; } body { display: none'",
}.items():
    case(f"css/font-{slug}", "docs", {"tokens/base.yaml": BASE_TOKENS + f"evil: {{$type: fontFamily, $value: {value}}}\n"})

for slug, name in {
    "semicolon": "a;b", "colon": "a:b", "space": "a b", "quote": 'a"b', "angle": "a<b>c", "slash": "a/b",
    "star": "a*b", "unicode": "é字", "leading-digit": "2x", "leading-dash": "-x", "backslash": "a\\\\b",
}.items():
    case(f"css/name-{slug}", "docs", {"tokens/base.yaml": BASE_TOKENS + f"'{name}': {{$type: number, $value: 1}}\n"})

for slug, (where, payload) in {
    "context-injection": ("context", 'x"]{}body{display:none}[a="'),
    "context-comment": ("context", "*/body{display:none}/*"),
    "context-style": ("context", "</style><script>alert(1)</script>"),
    "modifier-injection": ("modifier", 't"]{}body{display:none}[a="'),
    "modifier-space": ("modifier", "my theme"),
}.items():
    text = RESOLVER.replace("dark:", f"'{payload}':") if where == "context" else RESOLVER.replace(
        "theme:", f"'{payload}':").replace("#/modifiers/theme", f"#/modifiers/{payload}")
    case(f"css/{slug}", "docs", {"tokens/acme.resolver.yaml": text})

for slug, text in {
    "deprecated-comment": "old: {$type: number, $value: 1, $deprecated: '*/ body{display:none} /* </style>'}\n",
    "description-script": "d: {$type: number, $value: 1, $description: '<script>alert(1)</script>'}\n",
    "description-img": "d: {$type: number, $value: 1, $description: '<img src=x onerror=alert(1)>'}\n",
    "description-table": "d: {$type: number, $value: 1, $description: '</td></tr></table><script>alert(1)</script>'}\n",
    "group-html": "'<script>g</script>':\n  n: {$type: number, $value: 1}\n",
    "deprecated-html": "d: {$type: number, $value: 1, $deprecated: '<img src=x onerror=alert(1)>'}\n",
    "extension-html": "d: {$type: number, $value: 1, $extensions: {org.x: '<script>alert(1)</script>'}}\n",
}.items():
    case(f"html/{slug}", "docs", {"tokens/base.yaml": BASE_TOKENS + text})


# --- huge inputs (generated when the case runs; the slow marker) --------------------------------------------------

def _flat(count: int, fmt: str = "yaml") -> Callable[[], str]:
    def make() -> str:
        if fmt == "json":
            return json.dumps({f"g{g}": {f"t{t}": {"$type": "number", "$value": g * 100 + t} for t in range(100)}
                               for g in range(count // 100)})
        return "".join(f"g{g}:\n  $type: number\n" + "".join(f"  t{t}: {{$value: {g * 100 + t}}}\n" for t in range(100))
                       for g in range(count // 100))
    return make


def _chain(length: int) -> Callable[[], str]:
    return lambda: "".join(f"c{i}: {{$value: '{{c{i + 1}}}'}}\n" for i in range(length - 1)) + \
        f"c{length - 1}: {{$type: dimension, $value: {{value: 4, unit: px}}}}\n"


HUGE_PY = '[tool.skinwright]\ntokens = "tokens.{ext}"\ndocs-dir = "docs/generated"\n'
for slug, (ext, content) in {
    "yaml-50mb": ("yaml", _flat(1_700_000)),          # ≈50 MB: refused by its size before it is parsed
    "json-50mb": ("json", _flat(1_300_000, "json")),  # ≈50 MB
    "yaml-15mb": ("yaml", _flat(650_000)),            # ≈15 MiB, under file-size: stops at the tokens limit after reading
    "json-15mb": ("json", _flat(350_000, "json")),    # ≈15 MiB
    "json-escapes-15mb": ("json", lambda: '{"s": {"$type": "string", "$value": "' + "\\ud83d\\ude00" * 1_250_000
                          + '"}}'),                   # 2.5 million \u escapes (surrogate pairs), checked in one pass
    "yaml-110k": ("yaml", _flat(110_000)),            # under every limit: builds
    "json-110k": ("json", _flat(110_000, "json")),
    "chain-60k": ("yaml", _chain(60_000)),
    "chain-100k": ("yaml", _chain(100_000)),
    "nesting-10k": ("yaml", lambda: "".join("  " * i + f"g{i}:\n" for i in range(10_000)) + "  " * 10_000 + "x: 1\n"),
    "json-nesting-100k": ("json", lambda: '{"a":' * 100_000 + "1" + "}" * 100_000),
    "one-line-30mb": ("yaml", lambda: "n: {$type: string, $value: \"" + "x" * 30_000_000 + "\"}\n"),
    "many-findings-40k": ("yaml", _flat(40_000)),
    "over-file-size": ("yaml", lambda: "# " + "x" * (65 * 1024 * 1024) + "\n"),
}.items():
    case(f"huge/{slug}", "json", {"pyproject.toml": HUGE_PY.format(ext=ext), f"tokens.{ext}": content},
         delete=("tokens.json",), slow=True)

case("huge/scss-200k-rules", "card", {"styles/card/skin.scss": (CARD / "styles/card/skin.scss").read_text()
                                      + '@for $i from 1 through 200000 {\n  [data-scope="card"][data-part="root"]'
                                        '.n#{$i} { order: $i; }\n}\n'}, slow=True)
case("huge/scss-endless-while", "card", {"styles/card/skin.scss": (CARD / "styles/card/skin.scss").read_text()
                                         + "$i: 0;\n@while $i < 1 {\n  $j: 1;\n}\n"}, slow=True)
case("huge/files-5000", "tokens", {**{f"tokens/many/f{i}.yaml": f"m{i}: {{$type: number, $value: {i}}}\n"
                                      for i in range(5000)},
                                   "pyproject.toml": '[tool.skinwright]\ntokens = "tokens"\n'},
     delete=("tokens/acme.resolver.yaml", "tokens/modes/dark.yaml"), slow=True)
