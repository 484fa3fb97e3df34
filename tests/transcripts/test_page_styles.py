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
