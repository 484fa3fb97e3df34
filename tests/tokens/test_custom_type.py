"""Another tool's own $type: one core/custom-type finding per place, never two for one unsafe value."""

from __future__ import annotations

from skinwright.build import build
from skinwright.config import load_config
from skinwright.lint import lint

TOKENS = """\
font:
  bad:
    $type: string
    $value: "Inter;}body{display:none"
  good:
    $type: string
    $value: Adobe Clean
grp:
  $type: weird
  x:
    $value: "a}b"
  y:
    $value: fine
"""


def findings(tmp_path) -> list[tuple[str, str]]:
    (tmp_path / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "tokens.yaml"\n')
    (tmp_path / "tokens.yaml").write_text(TOKENS)
    return [(str(d.position), d.message) for d in lint(load_config(tmp_path)).diagnostics if d.code == "core/custom-type"]


def test_an_unsafe_value_of_a_custom_type_is_one_warning_at_the_value(tmp_path):
    assert findings(tmp_path) == [
        ("tokens.yaml:4:13", "the value of 'font.bad' ($type 'string', not a DTCG type) is left out of tokens.css: "
                             "a '{…}' block would end the rule"),
        ("tokens.yaml:6:12", "$type 'string' is not a DTCG type; its tokens are written to tokens.css as CSS text "
                             "where that text is safe"),
        # a group's $type is its own place; its token's unsafe value is another
        ("tokens.yaml:9:10", "$type 'weird' is not a DTCG type; its tokens are written to tokens.css as CSS text "
                             "where that text is safe"),
        ("tokens.yaml:11:13", "the value of 'grp.x' ($type 'weird', not a DTCG type) is left out of tokens.css: CSS "
                              "reads it as an error (Unmatched })"),
    ]
    result = build(load_config(tmp_path))
    assert sorted(str(d.position) for d in result.diagnostics if d.code == "core/custom-type") == [
        "tokens.yaml:11:13", "tokens.yaml:4:13", "tokens.yaml:6:12", "tokens.yaml:9:10"]
    css = result.files["dist/css/tokens.css"]
    assert "--xh-font-good: Adobe Clean;" in css and "--xh-grp-y: fine;" in css
    assert "--xh-font-bad" not in css and "--xh-grp-x" not in css and "display:none" not in css
