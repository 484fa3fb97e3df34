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
                 "Rate limited; retried once.", "Open in panel",  # the anatomy sample's error, the portal button
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


# --- prose the generator writes around values: each in the page's language ---------


def _page(built, rel: str) -> str:
    return (built / "site" / rel).read_text(encoding="utf-8")


def test_the_result_views_side_captions_are_in_the_pages_language(built):
    from markupsafe import escape

    from skinwright.docs.words import word

    zh, en = _page(built, "zh/components/tool-result/index.html"), _page(built, "components/tool-result/index.html")
    for key in ("side.call", "side.result"):
        english, chinese = str(escape(word("en", key))), word("zh", key)
        assert chinese != word("en", key)
        assert f'<div class="xh-doc-side__label">{chinese}</div>' in zh
        assert f'<div class="xh-doc-side__label">{english}</div>' in en  # the check can fail
        assert english not in zh and chinese not in en


def test_the_chinese_changelog_part_says_its_sentences_in_chinese(built):
    from skinwright.docs.words import word

    parts = built / "docs/generated/parts"
    en = (parts / "surface/changes.md").read_text(encoding="utf-8")
    zh = (parts / "zh/surface/changes.md").read_text(encoding="utf-8")
    page = _page(built, "zh/changelog/index.html")
    # the English part's first words (before any value), one sentence per state of the baseline
    english = [re.split(r"[{:`]", word("en", f"changelog.{k}"))[0].strip()
               for k in ("compared", "same", "no_baseline", "failed")]
    assert any(e in en for e in english)  # the check can fail
    assert not [e for e in english if e in page or e in zh]
    chinese = re.match(r"[^：。`\\]+[：。]", zh).group(0)  # its first words, up to a value that may be escaped
    assert chinese in page and chinese not in en


def test_the_changelog_words_in_chinese_around_a_change():
    from skinwright.surface.changelog import changes_markdown
    from skinwright.surface.diff import Change

    changes = [Change("surface/values-removed", "phase", "input-streaming", "phase 'input-streaming' was removed",
                      component="tool-call")]
    zh, en = changes_markdown(changes, "v1", locale="zh"), changes_markdown(changes, "v1")
    assert changes_markdown([], "git 26a89d1", locale="zh") == "对比的是 git 26a89d1。公开接口没有变化。\n"
    assert changes_markdown([], "git 26a89d1") == "Compared with git 26a89d1. The public surface is unchanged.\n"
    assert zh.startswith("对比的是 v1。\n\n**1 项不兼容** · 删除 1 项\n\n### 组件 `tool-call`\n\n#### 删除\n\n- **不兼容：** phase")
    assert en.startswith("Compared with v1.\n\n**1 breaking** · 1 removed\n\n### Component `tool-call`\n\n#### Removed\n\n"
                         "- **Breaking:** phase")


def test_the_transcript_formats_are_described_in_chinese_on_the_chinese_render_page(built):
    from skinwright.transcripts.formats import FORMATS, missing_summaries

    zh, en = _page(built, "zh/render/index.html"), _page(built, "render/index.html")
    for f in FORMATS:
        assert f.summaries["zh"] in zh, f.name
        assert f.summary[:30] not in zh, f.name  # the English summary's start (past the format's title)
        assert f.summary[:30] in en, f.name  # the check can fail
    assert "Follows:" in en and "Follows:" not in zh and "参照：" in zh
    assert missing_summaries(["zh"]) == []
    assert [d.message.split(":")[0] for d in missing_summaries(["ja"])] == [
        f"the transcript format {f.name} has no Japanese summary" for f in FORMATS]


def test_the_demo_readout_glosses_the_source_in_the_pages_language(built):
    from skinwright.docs.words import word

    zh, en = _page(built, "zh/components/tool-call/index.html"), _page(built, "components/tool-call/index.html")
    words = lambda page: json.loads(re.search(r"data-xh-words=\"[^\"]*\" data-search-exclude data-xh-json='([^']*)'",  # noqa: E731
                                              page).group(1).replace("&#39;", "'").replace("&amp;", "&"))
    for source in ("user", "auto", "api"):
        assert words(zh)[f"source.{source}"] == word("zh", f"source.{source}") != word("en", f"source.{source}")
        assert words(en)[f"source.{source}"] == word("en", f"source.{source}")


def test_the_chinese_command_reference_describes_every_command_and_option_in_chinese(built):
    import click

    from skinwright.cli import cli
    from skinwright.docs.cli_page import cli_texts, missing_cli_translations, option_key

    zh, en = _page(built, "zh/cli/index.html"), _page(built, "cli/index.html")
    texts = cli_texts("zh")
    ctx = click.Context(cli, info_name="skinwright", **cli.context_settings)
    for name, cmd in [("skinwright", cli), *((f"skinwright {n}", c) for n, c in cli.commands.items())]:
        first = " ".join(cmd.help.split("\n\n")[0].split())
        assert first in en and first not in zh, name  # the English description is on the English page only
        assert texts[name]["help"].split("\n")[0] in zh, name
        for param in cmd.get_params(click.Context(cmd, info_name=name, parent=ctx)):
            if getattr(param, "help", None):
                assert texts[name]["options"][option_key(param)] in zh, (name, option_key(param))
    assert "Show this message and exit." in en and "Show this message and exit." not in zh
    # Usage lines as the CLI prints them, click's words around them in Chinese: "Usage:" and the
    # suffix of an option's help ([default: …], [required], [env var: …]), built from click's own data.
    assert "<th>选项</th>" in zh and "用法：skinwright build [OPTIONS]" in zh
    assert "Usage: skinwright build [OPTIONS]" in en  # the check can fail
    for english in ("Usage:", "[default:", "default:", "[required]", "env var:", "(dynamic)"):
        assert english not in zh, english
    assert "[default: text]" in en and "[默认：text]" in zh  # skinwright lint --format
    assert missing_cli_translations(cli, ["zh"]) == []
    warned = missing_cli_translations(cli, ["ja"])
    assert {d.code for d in warned} == {"docs/missing-translation"}
    assert any("skinwright render: the help of --max-rows N has no Japanese text" in d.message for d in warned)


def test_the_result_intents_headings_are_chinese_with_the_intent_named(built):
    """The Chinese tool-result page heads each intent's example in Chinese, the intent's name beside it."""
    zh, en = _page(built, "zh/components/tool-result/index.html"), _page(built, "components/tool-result/index.html")
    for intent, chinese in (("generic", "通用结果"), ("terminal", "终端"), ("diff", "差异"), ("read", "读取文件"),
                            ("search", "搜索"), ("web", "网页")):
        assert re.search(rf'<h3 id="{intent}">{chinese}（{intent}）', zh), intent
        assert re.search(rf'<h3 id="{intent}">{intent}<', en), intent  # the check can fail
