"""rapidyaml's fast path reads what libyaml's reader reads, or gives way to it.

Every check: when :func:`read_fast` returns data, the loader's own reading
(:func:`load_yaml` below the fast path's size) has no diagnostic, no trap,
no comment in place of a value, and the same data, types and key order
included; when the loader reports a problem, the fast path returned
``None``.
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from skinwright.diagnostics import SkinwrightError
from skinwright.source import yaml_fast
from skinwright.source.yaml_fast import read_fast
from skinwright.source.yaml_loader import load_yaml

ROOT = Path(__file__).resolve().parents[1]


def same(a, b) -> bool:
    """Equal with the same types and key order (``1 == 1.0 == True`` in Python)."""
    if type(a) is not type(b):
        return False
    if type(a) is dict:
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if type(a) is list:
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if type(a) is float and math.isnan(a):
        return math.isnan(b)
    return a == b


def check(text: str) -> bool:
    """Assert the fast path agrees with the loader on ``text``; whether it took it."""
    fast = read_fast(text)
    try:
        doc = load_yaml("t.yaml", text)
    except SkinwrightError as exc:
        assert fast is None, (text, [d.format() for d in exc.diagnostics])
        return False
    if fast is None:
        return False
    assert not doc.traps and not doc.comment_values and not doc.notes, text
    assert same(fast, doc.data), (text, fast, doc.data)
    return True


TOKENS = """color:
  $type: color
  fg: {$value: {colorSpace: srgb, components: [0.1, 0.1, 0.1]}, $description: Text & icons.}
  bg:
    $value:
      colorSpace: srgb
      components:
      - 1
      - 1.0
      - .5
    $description: 'Page: the "canvas"'
  link: {$value: "{color.fg}"}
space:
  100: {$value: {value: 4, unit: px}}
  1.5: {$value: {value: -0.5, unit: rem}}
font:
  body: {$type: fontFamily, $value: [Inter, "Noto Sans", sans-serif]}
  weight: {$type: fontWeight, $value: 400}
  legacy: {$value: 16px, $extensions: {com.figma: {hidden: false, scopes: []}}}
  empty: {$description: "", $value: ''}
  cjk: {$value: 思源黑体, $description: "中文 \\u00e9"}
"""


def test_a_token_file_takes_the_fast_path_with_the_same_data():
    for text in (TOKENS, "a: NaN\nb: Infinity\nc: -0\nd: 0.50\nf: 1.\ng: null-ish\n100: x\n"):
        assert check(text), text
    data = read_fast(TOKENS)
    assert data["color"]["bg"]["$value"]["components"] == [1, 1.0, 0.5]
    assert [type(v) for v in data["color"]["bg"]["$value"]["components"]] == [int, float, float]
    assert list(data["space"]) == ["100", "1.5"]
    assert data["font"]["cjk"] == {"$value": "思源黑体", "$description": "中文 é"}


@pytest.mark.parametrize("text", [
    # YAML 1.2 values rapidyaml writes as strings, and YAML 1.1 traps (the loader records them)
    "a: 0o17\n", "a: 0x1F\n", "a: 010\n", "a: 1_000\n", "a: 0b11\n", "a: .inf\n", "a: -.Inf\n", "a: .NaN\n",
    "a: ~\n", "a: Null\n", "a: True\n", "a: FALSE\n", "a: yes\n", "a: off\n", "a: 1e3\n", "a: 1.5E+3\n",
    "a: 2024-01-01\n", "a: 1:30\n", "a: +1\n", "on: 1\n", "010: a\n", "<<: {a: 1}\n",
    # a comment where a value was expected, an empty value, a key written twice
    "a: #fff\n", "a:\n", "a: 1\na: 2\n", "{a: 1, a: 1}\n",
    # node properties, directives, documents, block scalars, complex keys, reserved indicators
    "a: &x 1\nb: *x\n", "a: !!str 10\n", "a: ! 10\n", "%YAML 1.2\n---\na: 1\n", "a: 1\n---\nb: 2\n", "a: 1\n...\n",
    "a: |\n  x\n", "a: >-\n  x\n  y\n", "? a\n: b\n", "a: @b\n", "a: `b\n",
    # characters libyaml refuses or reads as line breaks
    "a:\tb\n", "a:\n\tb: 1\n", "a: b\r\n", "a: \x00\n", "a: \x85b\n", "a: b\u2028c\n", "a: \ufeffb\n", "a: \x7f\n",
    'a: "\\uD800"\n', 'a: "\\U0000dfff"\n', " - a\n ...\n", "", "# only a comment\n", "just text\n",
    "- 'multi\n  line': x\n", 'a: {"x\n  y": 1}\n', '"a\\\n  b": 1\n',  # a key over two lines
])
def test_what_the_fast_path_leaves_to_the_loader(text):
    assert read_fast(text) is None
    check(text)


@pytest.mark.parametrize("text", [
    "a: [1, 2\n", "a: b: c\n", "- a\nb: 1\n", 'a: "x\n', "a: 1\n  b: 2\n", "a: {b: 1\n", "[a, b]]\n", "a: 'x\n",
    "a:\n  - 1\n  b: 2\n", "a: b\nc\n", "a: b\n c: d\n", "a: [b, c]d\n", '"a" b: 1\n', "a: 'b' c\n",
    'a: "x" |\n', "a: 'x' *y\n", "a: [x] &y\n",
])
def test_bad_yaml_is_left_to_the_loader_quietly(text, capfd):
    assert read_fast(text) is None
    with pytest.raises(SkinwrightError):
        load_yaml("t.yaml", text)
    assert capfd.readouterr().err == ""  # rapidyaml prints its errors; they are not skinwright's output


def test_chunks_of_a_large_file_are_runs_of_its_root_keys(monkeypatch):
    monkeypatch.setattr(yaml_fast, "CHUNK", 64)
    groups = "".join(f"g{i}:\n  t: {{$value: {i}}}\n  u:\n  - {i}.5\n# a comment\n\n" for i in range(40))
    assert check(groups)
    assert list(read_fast(groups)) == [f"g{i}" for i in range(40)]
    for text in (groups + "g3: {}\n",  # a root key written twice, in two chunks
                 groups + "x: 'a\nb'\n",  # a quoted scalar whose second line starts at column 0
                 groups + "x: [a,\nb]\n",  # a flow collection likewise
                 groups + "z\n"):  # not a key
        check(text)
        assert read_fast(text) is None, text
    assert check("- " + groups.replace("\n", "\n  "))  # a sequence at the root: one chunk


@pytest.mark.parametrize("nesting", [200, 40])
def test_nesting_past_the_limit_is_left_to_the_loader(nesting):
    from dataclasses import replace

    from skinwright.limits import Limits, applied

    with applied(replace(Limits(), nesting=nesting)):
        deep = "a: " + "[" * nesting + "]" * nesting + "\n"
        assert read_fast(deep) is None
        with pytest.raises(SkinwrightError, match="core/too-deep"):
            load_yaml("t.yaml", deep)
        assert check("a: " + "[" * 25 + "]" * 25 + "\n")  # (rapidyaml writes up to 64 levels)


def test_a_large_file_is_read_fast_and_its_problems_by_the_loader(capfd):
    body = "".join(f"g{i}:\n  t{i}: {{$type: color, $value: {{colorSpace: srgb, components: [0.{i}, 0, 1]}}}}\n"
                   for i in range(30_000))
    assert len(body) > yaml_fast.FAST_OVER
    doc = load_yaml("big.yaml", body)
    assert doc.data["g29999"]["t29999"]["$value"]["components"] == [0.29999, 0, 1]
    assert str(doc.locate(("g29999", "t29999", "$type"))) == "big.yaml:60000:19"
    trap = load_yaml("big.yaml", body + "g-end: {on: yes}\n")  # the loader records the traps with their places
    assert [(t.text, str(t.position)) for t in trap.traps] == [("on", "big.yaml:60001:9"), ("yes", "big.yaml:60001:13")]
    with pytest.raises(SkinwrightError) as err:
        load_yaml("big.yaml", body + "g-bad: [1, 2\n")
    assert err.value.diagnostics[0].code == "core/yaml-syntax"
    assert str(err.value.diagnostics[0].position).startswith("big.yaml:6000")
    assert capfd.readouterr().err == ""


# --- generated documents -------------------------------------------------------------------------------------

_WORDS = ["on", "off", "yes", "no", "y", "n", "true", "True", "null", "Null", "~", "", "<<", "-", ".", "0", "00", "010",
          "0o17", "0x1F", "0b11", "1_000", "1e3", "1.5e3", "1.5e+3", "1.", ".5", "-.5", "+1", "-0", "1:30", "2024-01-01",
          ".inf", "-.inf", ".nan", "NaN", "Infinity", "16px", "1.5rem", "#fff", "{a.b}", "a: b", "a #b", "a\"b", "a'b",
          "  lead", "trail  ", "x\ny", "\t", "é", "思源", "a,b", "[a]", "{a}", "*a", "&a", "!a", "@a", "`a", "%a", "|", ">",
          "? a", "- a", "--- a", "...", "\\", "\\n", "]", "}", ",", ",a", "]a", "%", "a]", ": a", "-a", "?a", "0.1451", "-0.0", "12345678901234567890", "3.14159265358979"]
_KEYS = st.one_of(st.sampled_from(_WORDS), st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)),
                                                       max_size=6))
_LEAVES = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.sampled_from(_WORDS),
                    st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=8))
_DATA = st.recursive(_LEAVES, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                       st.dictionaries(_KEYS, inner, max_size=4)), max_leaves=20)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_DATA, st.sampled_from([None, False, True]), st.sampled_from([None, "'", '"']), st.integers(2, 5),
       st.sampled_from([12, 80, 1000]), st.booleans())
def test_documents_written_by_pyyaml_read_alike(data, flow, style, indent, width, unicode):
    text = yaml.safe_dump(data, default_flow_style=flow, default_style=style, indent=indent, width=width,
                          allow_unicode=unicode, sort_keys=False)
    check(text)


_SCALAR = st.one_of(st.sampled_from(_WORDS), st.sampled_from(["'a b'", "''", '""', "'it''s'", '"a\\tb"', '"\\u00e9"',
                                                               '"a\\"b"', "'#fff'", '"on"', "'010'", "[1, 2]", "{a: 1}",
                                                               "[]", "{}", "[a, [b]]", "{a: [1, {b: c}]}", "a # c", "[a, ]", "[a,,b]", "{a: }",
                                                               "[ ]", "{ }", "[a]]", "{a: 1}}", "[a, {b: ]}", "'a'b",
                                                               "'multi\n  line'", "plain\n  more"]))
_LINE = st.tuples(st.integers(0, 6), st.sampled_from(["", "- "]), st.one_of(st.none(), _SCALAR), _SCALAR,
                  st.sampled_from(["", " # note", "  #x"]))


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_LINE, min_size=1, max_size=8))
def test_handwritten_lines_read_alike_or_are_left_to_the_loader(lines):
    text = "".join(" " * indent + dash + (f"{key}: " if key is not None else "") + value + comment + "\n"
                   for indent, dash, key, value, comment in lines)
    check(text)


_PLAIN = st.one_of(st.sampled_from(["a", "a b", "16px", "{a.b}", "a:b", "a#b", "a - b", "a & b", "x `y`", "a, b", "é",
                                      "0.5", "-1", "1.0", "1.", "10", "true", "false", "TRUE", "a'b", 'a"b', "a\\b"]),
                   st.from_regex(r"[A-Za-z$][A-Za-z0-9 _.$/()-]{0,8}[A-Za-z0-9]", fullmatch=True))
_QUOTED = st.one_of(st.text(st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), max_size=6).map(
    lambda t: "'" + t.replace("'", "''") + "'"), st.sampled_from(['"a\\tb"', '"\\u00e9\\x41"', '"\\"q\\""', '"a\\\\"',
                                                                 '"\\/"', '"a\\nb"', "''", '""', '"a\\ b"']))


_ESCAPE = st.one_of(st.sampled_from(["\\0", "\\a", "\\b", "\\t", "\\n", "\\v", "\\f", "\\r", "\\e", "\\ ", '\\"', "\\/",
                                      "\\\\", "\\N", "\\_", "\\L", "\\P", "\\q", "\\", "a", "é"]),
                    st.integers(0, 0xFF).map(lambda c: f"\\x{c:02x}"), st.integers(0, 0xFFFF).map(lambda c: f"\\u{c:04X}"),
                    st.integers(0, 0x11FFFF).map(lambda c: f"\\U{c:08x}"))
_QUOTED = st.one_of(_QUOTED, st.lists(_ESCAPE, max_size=4).map(lambda parts: '"' + "".join(parts) + '"'))


@st.composite
def _node(draw, indent: int, depth: int):
    """A YAML node written at ``indent``, as text to follow a key or a dash: ``(inline, text)``."""
    kind = draw(st.sampled_from(["plain", "quoted", "flow", "map", "seq", "multi"] if depth < 4 else ["plain", "quoted"]))
    if kind == "plain":
        return True, draw(_PLAIN)
    if kind == "quoted":
        return True, draw(_QUOTED)
    if kind == "multi":  # a scalar over two lines, the second indented
        first, second = draw(_PLAIN), draw(_PLAIN)
        quote = draw(st.sampled_from(["", "'", '"']))
        return True, quote + first + "\n" + " " * (indent + draw(st.integers(1, 3))) + second + quote
    if kind == "flow":
        items = draw(st.lists(st.one_of(_PLAIN.filter(lambda t: not set(t) & set(",:#[]{}")), _QUOTED), max_size=3))
        if draw(st.booleans()):
            keys = draw(st.lists(st.from_regex(r"[a-z]{1,3}", fullmatch=True), min_size=len(items),
                                 max_size=len(items), unique=True))
            return True, "{" + ", ".join(f"{k}: {v}" for k, v in zip(keys, items)) + "}"
        return True, "[" + ", ".join(items) + "]"
    step = draw(st.integers(1, 4))
    inner = indent + step
    lines = []
    if kind == "map":
        keys = draw(st.lists(st.one_of(st.from_regex(r"[A-Za-z$][A-Za-z0-9_$-]{0,5}", fullmatch=True),
                                       st.sampled_from(["100", "1.5", "'q k'", '"d k"', "a b"])),
                             min_size=1, max_size=3, unique=True))
        for key in keys:
            inline, text = draw(_node(inner, depth + 1))
            comment = draw(st.sampled_from(["", " # c", "  # a: b"]))
            if inline:
                lines.append(" " * inner + f"{key}: {text}" + ("" if "\n" in text else comment))
            else:
                lines.append(" " * inner + f"{key}:{comment}")
                lines.append(text)
    else:
        for _ in range(draw(st.integers(1, 3))):
            inline, text = draw(_node(inner, depth + 1))
            lines.append(" " * inner + ("- " if inline else "-\n") + text)
    if draw(st.booleans()):
        lines.insert(draw(st.integers(0, len(lines))), draw(st.sampled_from(["", "# note", " " * inner + "# x"])))
    return False, "\n".join(lines)


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_node(-1, 0).filter(lambda n: not n[0]))
def test_documents_in_many_styles_read_alike(node):
    check(node[1] + "\n")


# --- real inputs -----------------------------------------------------------------------------------------------

def _repository_yaml() -> list[Path]:
    skip = {".venv", "node_modules", "site", "dist", "out", ".git"}
    return sorted(p for p in ROOT.rglob("*.y*ml") if p.suffix in (".yaml", ".yml") and not skip & set(p.parts))


def test_every_yaml_file_of_the_repository_reads_alike():
    taken = {path.relative_to(ROOT).as_posix() for path in _repository_yaml() if check(path.read_text(encoding="utf-8"))}
    # the token files take the fast path; specs and examples hold block scalars (|, >), left to the loader
    assert {"tokens/primitives/color.yaml", "tokens/semantic/color.yaml", "tokens/modes/theme-dark.yaml"} <= taken


def test_every_yaml_input_of_the_hostile_corpus_reads_alike():
    from tests.hostile.corpus import CASES, base_files

    seen: set[str] = set()
    for case in CASES:
        if case.slow:
            continue
        files = {**base_files(case.base), **case.files}
        for name, content in files.items():
            if not name.endswith((".yaml", ".yml")):
                continue
            content = content() if callable(content) else content
            if isinstance(content, bytes):
                try:
                    content = content.decode("utf-8-sig")
                except UnicodeDecodeError:
                    continue
            if content not in seen:
                seen.add(content)
                check(content)
    assert len(seen) > 40
