"""Names and values that try to break out of tokens.css stay data: parsed back, every rule and string is intact."""

from __future__ import annotations

import tinycss2

from . import injection as evil


def rules(css: str):
    return [r for r in tinycss2.parse_stylesheet(css, skip_comments=True, skip_whitespace=True)]


def declarations(rule) -> dict[str, list]:
    out = {}
    for d in tinycss2.parse_blocks_contents(rule.content, skip_comments=True, skip_whitespace=True):
        assert d.type == "declaration", (d.type, tinycss2.serialize([d]))
        out[d.name] = [t for t in d.value if t.type not in ("whitespace", "comment")]
    return out


def test_the_hostile_project_parses_back_to_exactly_its_rules_and_values(tmp_path):
    css = evil.build_project(tmp_path)
    parsed = rules(css)
    assert [r.type for r in parsed] == ["qualified-rule"] * evil.RULES
    preludes = [tinycss2.parse_component_value_list(tinycss2.serialize(r.prelude)) for r in parsed]
    assert tinycss2.serialize(parsed[0].prelude).strip() == ":root"
    # Each context selector is one attribute selector whose name and value are the resolver's, verbatim.
    attrs = []
    for prelude in preludes[1:]:
        [block] = [t for t in prelude if t.type == "[] block"]
        tokens = [t for t in block.content if t.type != "whitespace"]
        assert [t.type for t in tokens] == ["ident", "literal", "string"], tinycss2.serialize(prelude)
        attrs.append((tokens[0].value, tokens[2].value))
    assert attrs == [("data-theme", "light"), ("data-theme", evil.EVIL_CONTEXT),
                     ("data-" + evil.EVIL_MODIFIER, "one"), ("data-" + evil.EVIL_MODIFIER, "two")]
    root = declarations(parsed[0])
    assert [t.value for t in root["--xh-font-evil"]] == [evil.EVIL_FONT]
    assert [t.value for t in root["--xh-font-list"] if t.type == "string"] == evil.FONT_LIST
    assert root["--xh-a;]body:display;none </style>"][0].value == 2
    # A trailing backslash would escape the ';' and take the next declaration into its value: it is left out.
    assert "--xh-label" not in root and tinycss2.serialize(root["--xh-space"]) == "4px"
    assert [t.value for t in declarations(parsed[2])["--xh-font-evil"]] == [evil.EVIL_DARK_FONT]
    # Inlined in an HTML <style>, nothing can close the element early.
    assert "</style" not in css.lower()
    comments = [c.value for c in tinycss2.parse_stylesheet(css) if c.type == "comment"]
    assert f" theme: {evil.EVIL_CONTEXT} " in comments  # a name in a comment is kept, and the comment ends where it should


def test_every_css_writer_round_trips_through_tinycss2():
    from skinwright import css_text

    values = [evil.EVIL_FONT, evil.EVIL_CONTEXT, evil.EVIL_MODIFIER, 'a"b\\c', "tab\there", "é字\u202e", "-", "--x",
              "2x", "\x01\x7f", "<!--", "*/"]
    for value in values:
        [token] = tinycss2.parse_component_value_list(css_text.string(value))
        assert (token.type, token.value) == ("string", value)
        [token] = tinycss2.parse_component_value_list(css_text.ident(value))
        assert (token.type, token.value) == ("ident", value)
        assert "</" not in css_text.string(value) + css_text.ident(value)
        [comment] = tinycss2.parse_component_value_list(css_text.comment(value))
        assert comment.type == "comment"
    assert css_text.string("x\0y") == '"x\\FFFD y"'  # CSS reads NUL as U+FFFD anyway; now it is visible


def test_a_configured_selector_or_media_query_that_would_end_its_rule_is_refused(tmp_path):
    import pytest

    from skinwright.config import load_config
    from skinwright.diagnostics import SkinwrightError

    (tmp_path / "pyproject.toml").write_text(
        '[tool.skinwright]\n[tool.skinwright.modes.theme.dark]\nselector = "}body{display:none}x{"\n'
        'media = "all){body{display:none}}@media(x"\n')
    with pytest.raises(SkinwrightError) as err:
        load_config(tmp_path)
    assert [d.format() for d in err.value.diagnostics] == [
        "pyproject.toml:3:1: error config/invalid modes.theme.dark.selector: the selector has unmatched }\n"
        "  hint: write CSS that stays inside its rule: a selector list such as '[data-theme=\"dark\"]' or a media "
        "query such as '(prefers-color-scheme: dark)'",
        "pyproject.toml:4:1: error config/invalid modes.theme.dark.media: the media query has unmatched )\n"
        "  hint: write CSS that stays inside its rule: a selector list such as '[data-theme=\"dark\"]' or a media "
        "query such as '(prefers-color-scheme: dark)'"]
