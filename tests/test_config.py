"""``[tool.skinwright]``: every problem at its pyproject.toml line, with a hint."""

from __future__ import annotations

from pathlib import Path

import pytest

from skinwright.config import find_project, load_config, project_problem
from skinwright.diagnostics import SkinwrightError


def errors(root: Path, text: str) -> list[str]:
    (root / "pyproject.toml").write_text(text)
    with pytest.raises(SkinwrightError) as err:
        load_config(root)
    return [d.format() for d in err.value.diagnostics]


@pytest.mark.parametrize("text, position", [
    ('[tool.skinwright]\nmodes.theme.dark = 1\n', "pyproject.toml:2:1"),
    ('[tool.skinwright.modes]\n"theme" . dark = {selector = 1}\n', "pyproject.toml:2:1"),
    ('[tool.skinwright.modes.theme]\n  dark = {media = "x"}\n', "pyproject.toml:2:3"),
    ('[tool.skinwright]\nmodes = {theme = {dark = 1}}\n', "pyproject.toml:2:1"),
])
def test_a_mode_is_reported_where_it_is_written_in_any_toml_spelling(tmp_path, text, position):
    [message] = errors(tmp_path, text)
    assert message == f"{position}: error config/invalid modes.theme.dark needs a 'selector' string (and an " \
                      "optional 'media' string)\n  hint: selector = '[data-theme=\"dark\"]', and for example " \
                      "media = \"(prefers-color-scheme: dark)\""


def test_a_key_set_both_as_a_table_and_a_value_names_both_places(tmp_path):
    assert errors(tmp_path, '[tool.skinwright]\nmodes.theme = 1\n\n[tool.skinwright.modes.theme.dark]\n') == [
        "pyproject.toml:4:1: error config/invalid 'tool.skinwright.modes.theme.dark' sets again a value that is "
        "already set\n  pyproject.toml:2:1: note: first set here\n"
        "  hint: TOML sets each key once: write it as a table or as a dotted key, not both"]


def test_an_unknown_key_is_reported_at_its_line(tmp_path):
    assert errors(tmp_path, '[project]\nname = "x"\n[tool.skinwright]\n"out_dir" = "dist"\n') == [
        "pyproject.toml:4:1: error config/invalid unknown key 'out_dir' in [tool.skinwright]\n"
        "  hint: did you mean 'out-dir'?"]


def test_a_path_key_needs_a_non_empty_string(tmp_path):
    assert errors(tmp_path, '[tool.skinwright]\nout-dir = ""\ntokens = 3\n') == [
        "pyproject.toml:2:1: error config/invalid out-dir must be a non-empty path (a string), not ''\n"
        '  hint: for example out-dir = "dist", relative to pyproject.toml',
        "pyproject.toml:3:1: error config/invalid tokens must be a non-empty path (a string), not 3\n"
        '  hint: for example tokens = "tokens", relative to pyproject.toml']


def test_a_missing_styles_folder_is_reported_with_the_closest_folder(tmp_path):
    (tmp_path / "tokens").mkdir()
    (tmp_path / "style").mkdir()
    assert errors(tmp_path, '[tool.skinwright]\nstyles = "styels"\n') == [
        "pyproject.toml:2:1: error config/invalid styles: no such file or folder: styels\n"
        "  hint: did you mean 'style'?"]


def test_find_project_walks_up_and_answers_none_when_there_is_no_pyproject(tmp_path):
    (tmp_path / "a/b").mkdir(parents=True)
    assert find_project(tmp_path / "a/b") is None
    (tmp_path / "a/pyproject.toml").write_text("")
    assert find_project(tmp_path / "a/b") == (tmp_path / "a").resolve()


def test_render_s_rule_is_the_rule_a_tokens_folder_or_the_table_makes_a_project(tmp_path):
    assert not load_config(tmp_path).is_project
    assert project_problem(load_config(tmp_path), tmp_path).code == "config/no-project"
    (tmp_path / "tokens").mkdir()
    (tmp_path / "tokens/t.yaml").write_text("n: {$type: number, $value: 1}\n")
    config = load_config(tmp_path)
    assert config.is_project and project_problem(config, tmp_path) is None
    assert config.docs_dir is None  # no docs-dir key and no mkdocs.yml: no docs site
