"""The Chinese site's configuration follows the English one; its pages mirror the English pages.

``mkdocs.zh.yml`` is a whole file rather than an ``INHERIT`` of
``mkdocs.yml`` (Zensical's INHERIT joins lists instead of replacing them), so
this test keeps the two equal everywhere but the keys that are per language:
description, addresses, folders, chrome language, palette labels, the language
switch, the stylesheet paths (one level up), the snippet folders and the nav
titles, and the Chinese search's word list. Its nav lists the same pages in
the same order as the English nav. The Chinese search index keeps the site's
own words whole.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import yaml

from .conftest import ROOT


class _Loader(yaml.SafeLoader):
    pass


_Loader.add_constructor("!ENV", lambda loader, node: ("!ENV", tuple(loader.construct_sequence(node))))


def config(name: str) -> dict:
    return yaml.load((ROOT / name).read_text(encoding="utf-8"), Loader=_Loader)


def nav_pages(nav) -> list:
    """The nav's structure with titles dropped: page paths, sections as lists."""
    out = []
    for entry in nav:
        (title, value), = entry.items() if isinstance(entry, dict) else (("", entry),)
        out.append(nav_pages(value) if isinstance(value, list) else value)
    return out


def snippets(cfg: dict) -> dict:
    return next(e["pymdownx.snippets"] for e in cfg["markdown_extensions"]
                if isinstance(e, dict) and "pymdownx.snippets" in e)


def shared(cfg: dict) -> dict:
    """``cfg`` without its per-language keys."""
    cfg = copy.deepcopy(cfg)
    for key in ("site_description", "site_url", "edit_uri", "docs_dir", "site_dir", "extra", "nav",
                "extra_css", "extra_javascript", "exclude_docs"):
        cfg.pop(key, None)
    cfg["theme"].pop("language")
    for scheme in cfg["theme"]["palette"]:
        scheme["toggle"].pop("name")
    snippets(cfg).pop("base_path")
    search = next(e["search"] for e in cfg["plugins"] if isinstance(e, dict) and "search" in e)
    search.pop("jieba_dict_user", None)
    return cfg


def test_the_chinese_config_equals_the_english_one_but_per_language_keys():
    en, zh = config("mkdocs.yml"), config("mkdocs.zh.yml")
    assert shared(zh) == shared(en)
    assert (en["theme"]["language"], zh["theme"]["language"]) == ("en", "zh")
    assert (en["docs_dir"], zh["docs_dir"]) == ("docs", "docs/zh")
    assert (en["site_dir"], zh["site_dir"]) == ("site", "site/zh")
    assert zh["extra_css"] == ["../" + p for p in en["extra_css"]]
    assert zh["extra_javascript"] == ["../" + p for p in en["extra_javascript"]]
    assert snippets(zh)["base_path"] == ["docs/zh", *snippets(en)["base_path"]]
    assert "/zh/" in en["exclude_docs"].split()
    # The switch: the same two languages, each linking to its site relative to the current one.
    assert [(a["lang"], a["link"]) for a in en["extra"]["alternate"]] == [("en", "./"), ("zh", "zh/")]
    assert [(a["lang"], a["link"]) for a in zh["extra"]["alternate"]] == [("en", "../"), ("zh", "./")]


def test_the_chinese_nav_lists_the_english_pages_in_order():
    en, zh = nav_pages(config("mkdocs.yml")["nav"]), nav_pages(config("mkdocs.zh.yml")["nav"])

    def flat(nav):
        return [p for entry in nav for p in (flat(entry) if isinstance(entry, list) else [entry])]

    # A page may still lack its translation (the build warns); the translated ones keep the English order.
    assert [p for p in flat(en) if p in flat(zh)] == flat(zh)
    for page in flat(zh):
        assert (ROOT / "docs/zh" / page).is_file(), page


def test_every_translation_has_its_english_page():
    docs = ROOT / "docs"
    for page in (docs / "zh").rglob("*.md"):
        english = docs / page.relative_to(docs / "zh")
        assert english.is_file(), f"{page.relative_to(ROOT)} translates no page ({english.relative_to(ROOT)} is missing)"


def test_translated_headings_keep_the_english_anchors():
    """Links and the language switch carry #anchors across languages: zh headings name their English id."""
    import re

    docs = ROOT / "docs"
    for page in (docs / "zh").rglob("*.md"):
        for line in page.read_text(encoding="utf-8").splitlines():
            if re.match(r"#{2,6} ", line) and re.search(r"[\u4e00-\u9fff]", line):
                assert re.search(r"\{#[a-z0-9-]+\}\s*$", line), f"{page.relative_to(ROOT)}: {line}"


def search_tokens(site: Path, lang: str) -> dict[str, int]:
    """Every token of ``lang``'s search index (as its separator cuts titles and texts) → its count."""
    index = json.loads((site / lang / "search/search_index.json").read_text(encoding="utf-8"))
    separator = re.compile(index["config"]["separator"])
    tokens: dict[str, int] = {}
    for doc in index["docs"]:
        for token in separator.split(re.sub(r"<[^>]+>", " ", f"{doc['title']} {doc['text']}")):
            tokens[token] = tokens.get(token, 0) + 1
    return tokens


def test_the_chinese_search_index_keeps_the_sites_words_whole(site):
    """Each word of ``docs/zh/search-words.txt`` is a token of its own wherever the site uses it.

    jieba cuts a word its dictionary lacks by context; without the word list
    "锁存" was one token in one sentence and part of "会锁存" in another, and a
    search for it missed the second page. Without jieba nothing is cut at all.
    """
    tokens = search_tokens(site, "zh")
    assert "审批" in tokens and "说明" in tokens, \
        "the Chinese search index is not cut into words: is jieba installed (pip install -e '.[docs]')?"
    import jieba

    jieba.setLogLevel(60)
    jieba.initialize()
    words = (ROOT / "docs/zh/search-words.txt").read_text(encoding="utf-8").split()
    for word in words:
        assert tokens.get(word), f"search-words.txt lists {word}, which no page uses"
        # A longer word of jieba's own dictionary (调色板 beside 色板) is a word, not a miscut.
        glued = sorted(t for t in tokens if word in t and t != word and not jieba.get_FREQ(t))
        assert not glued, f"{word} is cut as part of {glued}"
