"""The transcript page's own stylesheet is chrome only: the component skins style every part."""

from __future__ import annotations

import tinycss2

from skinwright.transcripts.page import PAGE_CSS


def test_the_page_stylesheet_is_chrome_only():
    (layer,) = tinycss2.parse_stylesheet(PAGE_CSS, skip_comments=True, skip_whitespace=True)
    assert (layer.at_keyword, tinycss2.serialize(layer.prelude).strip()) == ("layer", "skinwright-page")
    rules = tinycss2.parse_rule_list(layer.content, skip_comments=True, skip_whitespace=True)
    assert [tinycss2.serialize(r.prelude).strip() for r in rules] == ["body", "main"]
    assert "data-scope" not in PAGE_CSS


def test_imports_are_dropped_from_a_built_skin_and_from_any_other_sheet():
    from skinwright.transcripts.page import inline_css

    built = ('@layer xihan.components, xihan.motion, xihan.overrides;\n'
             '@import url("family/motion.css") layer(xihan.motion);\n\n[data-scope="x"] { content: "</style>" }\n')
    assert inline_css(built) == ('@layer xihan.components, xihan.motion, xihan.overrides;\n\n'
                                 '[data-scope="x"] { content: "<\\/style>" }\n')
    other = '/* a */ @import "a.css" screen;\n@import url(b.css);\np { color: red }'
    rules = tinycss2.parse_stylesheet(inline_css(other), skip_comments=True, skip_whitespace=True)
    assert [r.type for r in rules] == ["qualified-rule"]
