"""The Chinese site's generated parts say nothing in English that the generator wrote.

The generated tables and the lint rules page are parsed from a real build
(``built``): none may contain a phrase the generator writes around values in
English ("present only …", "id of the … part", "(else absent)", a table's
English column heading), which is what a missing translation would leave. Text
that is data (identifiers, code, the examples' own contents) is not prose and
is left out by stripping code spans, links' targets and markup first.
"""

from __future__ import annotations

import json
import re

import pytest
import yaml

from .conftest import ROOT

pytestmark = pytest.mark.site


def english_fragments() -> list[str]:
    """The fixed English text of every word and column heading the tables write, where Chinese differs."""
    h = yaml.safe_load((ROOT / "generator/skinwright/components/headings.yaml").read_text(encoding="utf-8"))
    out = set()
    for key, text in h["en"]["words"].items():
        if h["zh"]["words"].get(key) != text:
            out.update(p.strip(" ,()") for p in re.split(r"\{\w+\}", text) if len(p.strip(" ,()")) > 3)
    for table, entry in h["en"]["tables"].items():
        for col, text in entry["columns"].items():
            if h["zh"]["tables"][table]["columns"].get(col) != text and len(text) > 3:
                out.add(text)
    return sorted(out)


def prose_of(markdown: str) -> str:
    """``markdown`` without comments, code spans, link targets, tags and anchors: the words a reader reads."""
    text = re.sub(r"<!--.*?-->", " ", markdown, flags=re.S)
    text = re.sub(r"(`+)(?:(?!\1).)+\1", " ", text)
    text = re.sub(r"<(code|h4)[^>]*>.*?</\1>", " ", text)
    text = re.sub(r"\]\([^)]*\)", "]", text)
    return re.sub(r"<[^>]+>", " ", text)


def test_the_fragments_are_the_generators_words():
    found = english_fragments()
    assert {"present only", "else absent", "id of the", "part", "Default", "Variable"} <= set(found)


@pytest.mark.parametrize("component", ["tool-call", "tool-result", "tool-call-group"])
def test_the_chinese_tables_have_no_english_generated_prose(component, built):
    folder = built / "docs/generated/parts/components" / component / "tables"
    fragments = english_fragments()
    bad = []
    for path in sorted((folder / "zh").glob("*.md")):
        text = prose_of(path.read_text(encoding="utf-8"))
        bad += [f"{path.name}: {f!r}" for f in fragments if re.search(rf"(?<![A-Za-z]){re.escape(f)}(?![A-Za-z])", text)]
    assert bad == []
    # The same check finds the English of the English tables (it can fail).
    english = prose_of((folder / "data-attributes.md").read_text(encoding="utf-8")) + \
        prose_of((folder / "aria.md").read_text(encoding="utf-8"))
    assert any(f in english for f in ("present only", "id of the", "else absent"))


def test_the_chinese_lint_rules_page_has_every_rule_and_the_english_site_a_page_each(built):
    from skinwright.docs.lint_pages import rule_texts, slug
    from skinwright.lint.registry import registry

    zh = (built / "site/zh/lint/index.html").read_text(encoding="utf-8")
    for rid in registry():
        assert f'id="{slug(rid)}"' in zh, rid
        assert (built / f"site/generated/lint/{slug(rid)}/index.html").is_file(), rid
    assert rule_texts("zh")["core/alias-cycle"]["summary"] in zh
    assert "目前只有英文版" not in zh


def test_the_chinese_token_reference_speaks_chinese_around_the_tokens(built):
    """The reference is built once; each language's words go in afterwards: the English part is as before,
    the Chinese one has no English word of the generator's (the tokens' own descriptions are data)."""
    parts = built / "docs/generated/parts/tokens"
    en, zh = (parts / "reference.html").read_text(encoding="utf-8"), (parts / "zh/reference.html").read_text(encoding="utf-8")
    assert "<th>Token</th><th>Value</th><th>Preview</th>" in en and "<th>令牌</th><th>取值</th><th>预览</th>" in zh
    assert re.search(r'<p class="xh-doc-count">\d+ tokens in \d+ groups; values shown for default, theme: dark', en)
    # The resolver's modifier and context names by their Chinese labels (org.skinwright.labels).
    assert re.search(r'<p class="xh-doc-count">\d+ 个分组，共 \d+ 个令牌；列出 默认、主题：深色、对比度：更高、密度：紧凑', zh)
    # Each token's description in Chinese (org.skinwright.description beside $description).
    assert '<div class="xh-doc-desc">卡片与面板（outline 卡片形态）。</div>' in zh
    assert '<div class="xh-doc-desc">Cards and panels (the outline card variant).</div>' in en
    assert "已弃用：" in zh and "请改用 <a href=" in zh and ":1 on " not in zh and re.search(r"在 \S+ 上为 \d", zh)
    for english in ("<th>Token</th>", ">deprecated<", "Deprecated", " instead.", 'title="default"', " more …"):
        assert english not in zh, english
    # The same rows in both: only the words differ.
    strip = lambda html: re.findall(r'id="(token-[^"]+)"', html)  # noqa: E731
    assert strip(en) == strip(zh) and strip(en)
    assert "\ue000" not in en + zh


def test_a_marker_character_in_a_token_reaches_the_page_as_a_character_reference():
    from skinwright.docs.tokens_page import _in_language, _safe, _word

    html = _word("on", ratio="4.50:1", bg=_safe("bg.\ue000x\ue002"))
    assert _in_language(html, "en") == "4.50:1 on bg.&#xe000;x&#xe002;"
    assert _in_language(_word("count", tokens=1, groups=1, contexts=_word("default")), "zh") == \
        "1 个分组，共 1 个令牌；列出 默认 中的取值。"


def test_the_chinese_pages_show_no_english_data_that_has_chinese_text(built):
    """The built Chinese pages and their search index hold none of the English texts the sources give in
    Chinese too: token descriptions (org.skinwright.description), the resolver's modifier and context names as
    labels (org.skinwright.labels), and the approval example's sentences ({en, zh} part texts)."""
    import html5lib

    from skinwright.config import load_config
    from skinwright.diagnostics import Report
    from skinwright.project import Reader, load_tokens

    config = load_config(built)
    ts = load_tokens(config, Reader(config.root), Report())
    descriptions = sorted({tok.description for tok in ts.default.tokens.values() if tok.description})
    assert any(isinstance(tok.deprecated, str) for tok in ts.default.tokens.values())
    assert len(descriptions) > 100
    sentences = ["This step needs your approval first.", "Denied: you declined this call.",
                 *{tok.deprecated for tok in ts.default.tokens.values() if isinstance(tok.deprecated, str)}]
    site = built / "site"
    index = json.loads((site / "zh/search/search_index.json").read_text(encoding="utf-8"))
    searched = "\n".join(doc["text"] for doc in index["docs"])
    pages = {rel: (site / "zh" / rel).read_text(encoding="utf-8")
             for rel in ("tokens/index.html", "components/tool-call/index.html",
                         "components/tool-call-group/index.html")}
    for english in descriptions + sentences:
        escaped = english.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        found = [rel for rel, page in pages.items() if escaped in page or english in page]
        assert not found, f"{english!r} on the Chinese {found}"
        assert escaped not in searched and english not in searched, f"{english!r} in the Chinese search index"
    # The same descriptions are on the English page (the check can fail).
    assert all(d.replace("&", "&amp;") in (site / "tokens/index.html").read_text(encoding="utf-8")
               for d in descriptions[:20])
    # Mode labels: each value line of a CSS variable's default and each context badge of the tokens page.
    names = {n for mod, contexts in ts.modifiers.items() for n in (mod, *contexts)}
    for rel, page in pages.items():
        doc = html5lib.parse(page, treebuilder="etree", namespaceHTMLElements=False)
        labels = [("".join(el.itertext()) if "xh-doc-ctx" in cls else (el.find("code").tail or ""))
                  for el in doc.iter("span") for cls in [(el.get("class") or "").split()]
                  if "xh-doc-ctx" in cls or "xh-doc-dv" in cls]
        words = {w for label in labels for w in re.split(r"[\s·：:]+", label) if w}
        assert labels and not words & names, (rel, sorted(words & names))
