"""docs/missing-translation: pages and prose a translation lacks are warnings, never a silent fallback."""

from __future__ import annotations

from skinwright.diagnostics import Position
from skinwright.docs.translations import missing_pages, missing_prose, site_languages, text_in

from .conftest import ROOT


def test_the_site_languages_come_from_the_configs_beside_mkdocs_yml(tmp_path):
    assert site_languages(ROOT) == ("zh",)
    assert site_languages(tmp_path) == ()
    (tmp_path / "mkdocs.yml").write_text("site_name: x\n")
    for name in ("mkdocs.ja.yml", "mkdocs.zh-Hant.yml", "mkdocs.backup.yml", "mkdocs.yml.bak"):
        (tmp_path / name).write_text("")
    assert site_languages(tmp_path) == ("ja", "zh-Hant")


def test_a_page_without_its_translation_is_a_warning_at_the_page():
    found = missing_pages(["index.md", "cli.md", "components/card.md"], {"zh": ["index.md", "cli.md"]})
    assert [(d.code, d.severity, str(d.position)) for d in found] == [
        ("docs/missing-translation", "warning", "docs/components/card.md:1:1")]
    assert "docs/zh/components/card.md is missing" in found[0].message
    assert found[0].hint == "translate it into docs/zh/components/card.md and list it in mkdocs.zh.yml's nav"
    assert missing_pages(["index.md"], {"zh": ["index.md", "extra.md"]}) == []


def test_prose_is_a_string_or_a_mapping_per_language():
    assert text_in("Hello", "en") == "Hello" and text_in("Hello", "zh") is None
    assert text_in({"en": "Hello", "zh": "你好"}, "zh") == "你好"
    assert text_in({"en": "Hello"}, "zh") is None and text_in(None, "en") is None


def test_prose_without_a_language_is_a_warning_at_the_value():
    at = Position("styles/card/spec.yaml", 12, 18)
    found = missing_prose([("Plain English.", at, "description of part label"),
                           ({"en": "Both.", "zh": "两者。"}, at, "title"),
                           ({"en": "Only English."}, None, "description of prop open")], ["zh"])
    assert [(d.message, str(d.position) if d.position else None) for d in found] == [
        ("description of part label has no Chinese text", "styles/card/spec.yaml:12:18"),
        ("description of prop open has no Chinese text", None)]
    assert all(d.severity == "warning" and d.hint == "write it as a mapping per language: {en: …, zh: …}"
               for d in found)
