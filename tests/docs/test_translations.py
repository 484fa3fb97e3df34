"""docs/missing-translation: pages and prose a translation lacks are warnings, never a silent fallback."""

from __future__ import annotations

import re

import pytest

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


# --- the shipped specs and the generator's own words: complete in every language of the site -------------------

def _words(path: str) -> dict:
    import yaml

    return yaml.safe_load((ROOT / "generator/skinwright" / path).read_text(encoding="utf-8"))


def test_the_generators_words_have_every_key_in_chinese():
    """The words around generated values (tables, toolbars, the Default cells) exist in each language: a key
    the Chinese words lack would show its English text on the Chinese site."""
    headings = _words("components/headings.yaml")
    assert sorted(set(headings["en"]["words"]) - set(headings["zh"]["words"])) == []
    for table, entry in headings["en"]["tables"].items():
        zh = headings["zh"]["tables"].get(table, {})
        assert "title" in zh and sorted(set(entry["columns"]) - set(zh.get("columns", {}))) == [], table
    docs = _words("docs/words.yaml")
    assert sorted(set(docs["en"]) - set(docs["zh"])) == []


@pytest.mark.parametrize("component", ["tool-call", "tool-result", "tool-call-group"])
def test_every_prose_value_of_the_shipped_specs_has_chinese_text(component):
    """Descriptions, flag phrases and rule conditions (the "present only while closed" of the tables) included."""
    from skinwright.docs.translations import document_prose_warnings, prose_values
    from tests.specs import shipped_spec

    doc = shipped_spec(component).document
    kinds = {at[-1] if isinstance(at[-1], str) else at[-2] for _, at, _ in prose_values(doc.data, "spec")}
    assert {"phrase", "description"} <= kinds
    assert [d.message for d in document_prose_warnings(doc, "spec", ["zh"])] == []


def test_a_flag_phrase_or_a_rule_condition_in_english_only_is_a_warning():
    from skinwright.docs.translations import prose_values

    data = {"flags": {"open": {"from": "machine", "phrase": "while open", "description": {"en": "x", "zh": "x"}}},
            "attributes": {"root": {"hidden": {"value": {"literal": ""}, "when": {"not": "open"},
                                               "condition": "while closed"}}}}
    found = missing_prose(((v, None, what) for v, _, what in prose_values(data, "spec")), ["zh"])
    assert [d.message for d in found] == ["flags.open.phrase has no Chinese text",
                                          "attributes.root.hidden.condition has no Chinese text"]


# --- the lint rules in Chinese ------------------------------------------------------------------------------------

def test_every_lint_rule_has_its_chinese_summary_and_docs():
    from skinwright.docs.lint_pages import missing_rule_translations

    assert [d.message for d in missing_rule_translations(["zh"])] == []


def test_a_rule_without_its_translation_is_a_warning_and_its_section_english():
    from skinwright.docs.lint_pages import missing_rule_translations, translated_rules
    from skinwright.lint.registry import registry

    found = missing_rule_translations(["ja"])  # no Japanese texts at all
    assert len(found) == len(registry())
    first = found[0]
    assert (first.code, first.severity) == ("docs/missing-translation", "warning")
    assert first.message == ("lint rule a11y/min-contrast has no Japanese summary or docs: its section of the "
                             "Japanese Lint rules page is in English")
    assert first.hint == "add a11y/min-contrast to skinwright/lint/translations/ja.yaml"
    page = translated_rules("ja")
    assert registry()["core/alias-cycle"].summary + "." in page


def test_the_chinese_rules_part_has_a_section_per_rule_in_chinese():
    from skinwright.docs.lint_pages import rule_texts, slug, translated_rules
    from skinwright.lint.registry import registry

    page = translated_rules("zh")
    for rid, rule in registry().items():
        head = f"### {rid} {{#{slug(rid)}}}\n\n"
        assert page.count(head) == 1, rid
        section = page.split(head, 1)[1].split("\n### ", 1)[0]
        assert section.startswith(rule_texts("zh")[rid]["summary"] + "。\n"), rid
        assert rule.summary not in section and (not rule.docs or rule.docs not in section), rid
        assert f"[`{rid}`](#{slug(rid)})" in page  # the index links down to it
    assert "**默认：** 推荐配置中为错误 · **检查者：** 构建与 lint" in page


def test_a_build_with_a_site_language_the_rules_lack_warns_about_each_rule(tmp_path):
    """The CLI's build adds the rule pages, so it is what warns: once per rule, and the build still succeeds."""
    import shutil
    import subprocess
    import sys

    from skinwright.lint.registry import registry

    proj = tmp_path / "p"
    shutil.copytree(ROOT / "tests/lint/cases/_base/card", proj)
    (proj / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "tokens.yaml"\n')
    (proj / "mkdocs.yml").write_text("site_name: t\n")
    (proj / "mkdocs.ja.yml").write_text("site_name: t\ndocs_dir: docs/ja\n")
    for lang in ("", "ja/"):
        (proj / "docs" / lang).mkdir(parents=True, exist_ok=True)
        (proj / "docs" / lang / "index.md").write_text("# x\n")
    done = subprocess.run([sys.executable, "-m", "skinwright", "build"], cwd=proj, capture_output=True, text=True,
                          env={"PYTHONPATH": str(ROOT / "generator"), "PATH": "/usr/bin:/bin"}, timeout=300)
    assert done.returncode == 0, done.stderr
    out = done.stdout + done.stderr
    found = re.findall(r"warning docs/missing-translation lint rule (\S+) has no Japanese summary or docs", out)
    assert sorted(found) == sorted(registry())
    assert "warning docs/missing-translation skinwright has no Japanese words for the tables' headings or the " \
        "docs' words or the changelog's sentences: the Japanese site shows them in English" in out
    assert (proj / "docs/generated/parts/lint/ja/rules.md").is_file()


def test_every_limit_has_its_chinese_text_and_the_chinese_table_its_defaults():
    from skinwright.docs.limits_page import limit_texts, limits_table, missing_limit_translations
    from skinwright.limits import SETTINGS, Limits, describe

    assert [d.message for d in missing_limit_translations(["zh"])] == []
    rows = [line for line in limits_table("zh").splitlines() if line.startswith("| `")]
    assert [r.split(" | ")[0] for r in rows] == [f"| `{key}`" for key in SETTINGS]
    for row, (key, (name, _, _)) in zip(rows, SETTINGS.items()):
        default = describe(Limits(), name)
        assert row.split(" | ")[1] == ("无" if default == "none" else default), key
        assert limit_texts("zh")[key]["bounds"] in row and limit_texts("zh")[key]["reached"] in row, key
    assert "| 设置 | 默认值 | 限制的对象 | 达到时 |" in limits_table("zh")


def test_a_limit_without_its_translation_is_a_warning_and_its_row_english():
    from skinwright.docs.limits_page import limits_table, missing_limit_translations
    from skinwright.limits import SETTINGS, reference_markdown

    found = missing_limit_translations(["ja"])
    assert [d.message for d in found][:1] == ["limit tokens has no Japanese text: its row of the Japanese Limits "
                                              "page is in English"]
    assert len(found) == len(SETTINGS)
    english_rows = [line for line in reference_markdown().splitlines() if line.startswith("| `")]
    assert [line for line in limits_table("ja").splitlines() if line.startswith("| `")] == english_rows


def test_every_token_text_and_mode_name_has_its_chinese_text_and_a_language_without_is_warned():
    """Token descriptions and deprecation notes carry their Chinese beside them ($extensions), the
    resolver its modifier and context labels: nothing is missing for zh; for ja, one warning each,
    at the token's $description or $deprecated, and one at the resolver for the labels."""
    from skinwright.config import load_config
    from skinwright.diagnostics import Report
    from skinwright.docs.tokens_page import missing_token_texts
    from skinwright.project import Reader, load_tokens

    config = load_config(ROOT)
    reader = Reader(config.root)
    ts = load_tokens(config, reader, Report())
    resolver = reader.document(ts.resolver.path)
    assert missing_token_texts(ts, ["zh"], resolver) == []
    found = missing_token_texts(ts, ["ja"], resolver)
    described = [t for t in ts.default.tokens.values() if t.description]
    deprecated = [t for t in ts.default.tokens.values() if isinstance(t.deprecated, str)]
    assert len(found) == len(described) + len(deprecated) + 1
    first = found[0]
    assert first.code == "docs/missing-translation" and first.severity == "warning"
    assert first.message == f"the description of token {described[0].id} has no Japanese text"
    assert first.position.file.startswith("tokens/") and first.position.line > 1
    assert "org.skinwright.description: {ja: …}" in first.hint
    assert found[-1].message.startswith("the modifier and context names theme, light, dark,")
    assert found[-1].position.file == "tokens/xh.resolver.yaml"


def test_a_command_whose_english_changed_since_its_translation_is_reported(monkeypatch):
    """Each command of cli.zh.yaml records the fingerprint of the English it translates: editing the English
    help or an option's help afterwards is a warning that names the command and the new fingerprint."""
    from skinwright.cli import cli
    from skinwright.docs.cli_page import _commands, english_fingerprint, missing_cli_translations

    assert missing_cli_translations(cli, ["zh"]) == []
    build = cli.commands["build"]
    option = next(p for p in build.params if getattr(p, "help", None))
    monkeypatch.setattr(option, "help", option.help + " Now also something else.")
    (stale,) = missing_cli_translations(cli, ["zh"])
    now = next(english_fingerprint(cmd, ctx) for title, cmd, ctx in _commands(cli) if title == "skinwright build")
    assert stale.code == "docs/missing-translation" and stale.severity == "warning"
    assert stale.message.startswith("skinwright build: its English description or option help changed since its "
                                    "Chinese text was written")
    assert stale.hint.endswith(f"set its source: {now!r}") and "cli.zh.yaml under 'skinwright build'" in stale.hint
