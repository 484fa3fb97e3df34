"""The site build's hook that puts each table Material wraps in a box of its own (docs/overrides/hooks/table_boxes.py)."""

from __future__ import annotations

from pathlib import Path

import markdown



def test_a_markdown_table_is_boxed_and_the_rest_of_the_page_is_unchanged(docs_hook):
    box = docs_hook("table_boxes").box_tables
    page = markdown.markdown("Intro\n\n| a | b |\n|---|---|\n| `<table>` | 2 |\n\nAfter", extensions=["tables"])
    boxed = box(page)
    assert boxed == page.replace("<table>", '<div class="xh-doc-table"><table>').replace("</table>", "</table></div>")
    assert boxed.count('<div class="xh-doc-table">') == 1 and "&lt;table&gt;" in boxed  # code is not a tag


def test_nested_classed_and_unclosed_tables(docs_hook):
    box = docs_hook("table_boxes").box_tables
    html = ("<table id='outer'><tr><td><table data-x=\"a>b\"><tr><td>1</td></tr></TABLE></td></tr></table>"
            '<table class="highlighttable"><tr><td>code</td></tr></table><table><tr><td>cut off')
    assert box(html) == (
        '<div class="xh-doc-table"><table id=\'outer\'><tr><td><div class="xh-doc-table"><table data-x="a>b">'
        "<tr><td>1</td></tr></TABLE></div></td></tr></table></div>"
        '<table class="highlighttable"><tr><td>code</td></tr></table><table><tr><td>cut off')


def test_both_site_configs_run_the_hook():
    root = Path(__file__).resolve().parents[2]
    for config in ("mkdocs.yml", "mkdocs.zh.yml"):
        assert "\n  - docs/overrides/hooks/table_boxes.py\n" in (root / config).read_text("utf-8"), config
