"""The compile step: token module, unknown tokens at the skin's position, LibSass ≡ Dart Sass."""

from __future__ import annotations

from pathlib import Path

import pytest

from skinwright.diagnostics import SkinwrightError
from skinwright.skins.analysis import read_stylesheet
from skinwright.skins.compiler import compile_scss
from skinwright.skins.sourcemap import SourceMap, decode_vlq
from skinwright.skins.token_module import token_module

from conftest import ROOT

COMPILERS = ["libsass", "dart-sass"]


def normalised(css: str) -> list[tuple]:
    """Rules in order with canonical selectors and whitespace-normalised values.

    Dart Sass writes ``[data-scope=tool-call]`` where LibSass keeps the quotes,
    and the two indent differently; the meaning is what must agree.
    """
    sheet = read_stylesheet(css, "x.css")
    assert not sheet.problems
    return [(r.context, r.layers, tuple(s.serialize() for s in r.selectors),
             tuple((d.property, d.value, d.important) for d in r.declarations)) for r in sheet.rules]


@pytest.mark.parametrize("entry", ["styles/tool-call/skin.scss", "styles/family/motion.scss"])
def test_libsass_and_dart_sass_compile_the_same_css(entry, names):
    libsass = compile_scss(ROOT / entry, names, root=ROOT, compiler="libsass")
    dart = compile_scss(ROOT / entry, names, root=ROOT, compiler="dart-sass")
    assert normalised(libsass.css) == normalised(dart.css)
    assert len(normalised(libsass.css)) > 10


@pytest.mark.parametrize("compiler", COMPILERS)
def test_token_module_returns_var_and_stops_on_unknown_names(compiler, tmp_path):
    module_names = {"fg.default": "--xh-fg-default", "fg.muted": "--xh-fg-muted", "space.0_5": "--xh-space-0_5"}
    (tmp_path / "a.scss").write_text(
        '@import "xh-tokens";\na { color: token("fg.default"); margin: calc(-1 * #{token("space.0_5")}); }\n')
    css = compile_scss(tmp_path / "a.scss", module_names, root=tmp_path, compiler=compiler).css
    assert "color: var(--xh-fg-default);" in css
    assert "margin: calc(-1 * var(--xh-space-0_5));" in css

    (tmp_path / "b.scss").write_text('@import "xh-tokens";\n\na {\n  color: token("fg.defualt");\n}\n')
    with pytest.raises(SkinwrightError) as caught:
        compile_scss(tmp_path / "b.scss", module_names, root=tmp_path, compiler=compiler)
    (diagnostic,) = caught.value.diagnostics
    assert diagnostic.format() == (
        "b.scss:4:10: error skin/unknown-token unknown token 'fg.defualt'\n  hint: did you mean 'fg.default'?")


def test_the_sass_error_lists_the_group(tmp_path):
    """The module's own message names the ids of the same group (a did-you-mean without Python)."""
    import sass

    source = token_module({"fg.default": "--xh-fg-default", "fg.muted": "--xh-fg-muted", "bg.x": "--xh-bg-x"})
    with pytest.raises(sass.CompileError, match=r"unknown token 'fg\.nope'; tokens in that group: fg\.default, fg\.muted"):
        sass.compile(string=source + '\na { b: token("fg.nope"); }')


def test_unknown_token_in_the_skin_points_at_the_call(project, names):
    component = project((ROOT / "tests/skins/fixtures/broken/unknown-token/skin.scss").read_text())
    with pytest.raises(SkinwrightError) as caught:
        compile_scss(component / "skin.scss", names, root=component.parent.parent)
    assert [d.format() for d in caught.value.diagnostics] == [
        "styles/tool-call/skin.scss:12:43: error skin/unknown-token unknown token 'fg.defualt'\n"
        "  hint: did you mean 'fg.default'?"]


def test_libsass_leaving_token_unevaluated_in_calc_is_an_error(tmp_path, names):
    (tmp_path / "a.scss").write_text('@import "xh-tokens";\na {\n  margin: calc(-1 * token("space.1"));\n}\n')
    with pytest.raises(SkinwrightError) as caught:
        compile_scss(tmp_path / "a.scss", names, root=tmp_path, compiler="libsass")
    (diagnostic,) = caught.value.diagnostics
    assert (diagnostic.code, str(diagnostic.position)) == ("skin/sass-error", "a.scss:3:21")
    assert "#{token" in diagnostic.hint


def test_other_sass_errors_keep_their_position(tmp_path, names):
    (tmp_path / "a.scss").write_text("a {\n  color: $nope;\n}\n")
    with pytest.raises(SkinwrightError) as caught:
        compile_scss(tmp_path / "a.scss", names, root=tmp_path)
    (diagnostic,) = caught.value.diagnostics
    assert (diagnostic.code, str(diagnostic.position), diagnostic.message) == (
        "skin/sass-error", "a.scss:2:10", "Undefined variable: \"$nope\".")


@pytest.mark.parametrize("compiler", COMPILERS)
def test_source_map_points_back_into_the_skin(compiler, names):
    compiled = compile_scss(ROOT / "styles/tool-call/skin.scss", names, root=ROOT, compiler=compiler)
    lines = compiled.css.splitlines()
    number = next(i for i, line in enumerate(lines, 1) if "font-variant-numeric: tabular-nums" in line)
    position = compiled.source_position(number, 5, "font-variant-numeric")
    source = (ROOT / "styles/tool-call/skin.scss").read_text().splitlines()
    assert position.file == "styles/tool-call/skin.scss"
    assert source[position.line - 1][position.column - 1:].startswith("font-variant-numeric: tabular-nums")


def test_vlq():
    assert decode_vlq("AAgBC") == [0, 0, 16, 1]
    assert decode_vlq("D") == [-1]
    assert decode_vlq("2H") == [123]
    smap = SourceMap.from_json('{"version":3,"sources":["a.scss"],"mappings":"AAAA;EACE,SAAS"}')
    assert smap.lookup(2, 3) == ("a.scss", 2, 3)
    assert smap.lookup(2, 12) == ("a.scss", 2, 12)
    assert smap.lookup(3, 1) is None


@pytest.mark.parametrize("compiler", COMPILERS)
def test_without_a_close_name_the_hint_lists_the_group(compiler, tmp_path):
    (tmp_path / "a.scss").write_text('@import "xh-tokens";\na { color: token("fg.zzzzzz"); }\n')
    with pytest.raises(SkinwrightError) as caught:
        compile_scss(tmp_path / "a.scss", {"fg.default": "--xh-fg-default", "fg.muted": "--xh-fg-muted"},
                     root=tmp_path, compiler=compiler)
    assert caught.value.diagnostics[0].hint == "tokens in that group: fg.default, fg.muted"
