"""Specs and examples in two languages: prose written per language reaches each language's pages.

A small project (the lint cases' card project plus the folder component
``badge``) with a Chinese site (``mkdocs.zh.yml``) is built with the CLI:
the badge's description and its variant's description are written
``{en: …, zh: …}``, one part's description is English only. The build must
write the Chinese tables and example parts in Chinese, keep every
one-language output (metadata, editor data) English, and warn, at the
value's line and column, about each piece of prose without Chinese text and
each page the Chinese site lacks.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from skinwright.prose import Prose, localized, prose, text_in
from tests.specs import ROOT

BADGE = ROOT / "tests" / "components" / "fixtures" / "badge"
BASE = ROOT / "tests" / "lint" / "cases" / "_base" / "card"


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> tuple[Path, str]:
    proj = tmp_path_factory.mktemp("bilingual") / "p"
    shutil.copytree(BASE, proj)
    shutil.copytree(BADGE, proj / "styles" / "badge")
    spec = proj / "styles/badge/spec.yaml"
    text = spec.read_text(encoding="utf-8")
    text = text.replace("description: A short label that marks an item; pressing it selects the item.\n",
                        "description:\n  en: A short label that marks an item; pressing it selects the item.\n"
                        "  zh: 标记一项内容的短标签；按下即选中该项。\n")
    text = text.replace("{name: soft, description: A tinted fill.}", "{name: soft, description: {en: A tinted fill., zh: 浅色填充。}}")
    spec.write_text(text, encoding="utf-8")
    example = proj / "styles/badge/examples/10-states.yaml"
    example.write_text(example.read_text(encoding="utf-8").replace(
        "title: Selected or not\n", "title: {en: Selected or not, zh: 选中与否}\n").replace(
        'parts: {label: New, icon: "★"}', 'parts: {label: {en: Brand new, zh: 全新}, icon: {en: "★"}}'),
        encoding="utf-8")
    # One token description with its Chinese text beside it, one without.
    tokens = proj / "tokens.yaml"
    tokens.write_text(tokens.read_text(encoding="utf-8").replace(
        "surface: {$value:", "surface: {$description: Cards., $extensions: {org.skinwright.description: {zh: 卡片。}},"
        " $value:").replace("default: {$value:", "default: {$description: Body text., $value:"), encoding="utf-8")
    (proj / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "tokens.yaml"\n')
    (proj / "mkdocs.yml").write_text("site_name: t\n")
    (proj / "mkdocs.zh.yml").write_text("site_name: t\ndocs_dir: docs/zh\n")
    for page, langs in (("index.md", ("", "zh/")), ("guide.md", ("",))):
        for lang in langs:
            (proj / "docs" / lang).mkdir(parents=True, exist_ok=True)
            (proj / "docs" / lang / page).write_text("# x\n")
    env = {"PYTHONPATH": str(ROOT / "generator"), "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "-m", "skinwright", "build"], cwd=proj, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return proj, done.stdout + done.stderr


def test_prose_is_its_english_text_carrying_the_others():
    value = prose({"en": "A tinted fill.", "zh": "浅色填充。"})
    assert isinstance(value, Prose) and value == "A tinted fill." and json.dumps(value) == '"A tinted fill."'
    assert text_in(value, "zh") == "浅色填充。" and text_in(value, "ja") is None
    assert localized(value, "zh") == "浅色填充。" and localized(value, "ja") == "A tinted fill."
    assert prose("plain") == "plain" and not isinstance(prose("plain"), Prose)
    assert not isinstance(prose({"zh": "只有中文"}), Prose)  # en is required (the schema says so too)


def test_the_chinese_tables_and_parts_speak_chinese(project):
    proj, _ = project
    parts = proj / "docs/generated/parts/components/badge"
    assert "</h4> | `'soft'` | 浅色填充。 |" in (parts / "tables/zh/types.md").read_text()
    assert "</h4> | `'soft'` | A tinted fill. |" in (parts / "tables/types.md").read_text()
    zh = (parts / "zh/usage.md").read_text()
    assert zh.startswith("<div hidden data-xh-elements") and "## 选中与否 {#states}" in zh and 'lang="zh"' in zh
    assert "<legend>主题</legend>" in zh and "<span>跟随站点</span>" in zh
    en = (parts / "usage.md").read_text()
    assert "## Selected or not {#states}" in en and "<legend>Theme</legend>" in en
    anatomy = (parts / "zh/anatomy.md").read_text()
    assert "| 部件 | 元素 | 必需 | 说明 |" in anatomy and "指向、聚焦或轻触" in anatomy
    # A part's text per language: each site shows its own.
    assert ">全新<" in zh and "Brand new" not in zh and ">Brand new<" in en
    # The code panels share the default language's code: no second copy.
    assert not list(parts.glob("zh/code*"))


def test_one_language_outputs_stay_english(project):
    proj, _ = project
    meta = json.loads((proj / "dist/meta/badge.json").read_text())
    assert meta["description"] == "A short label that marks an item; pressing it selects the item."
    vscode = (proj / "dist/vscode").rglob("*.json")
    assert not any("浅色" in p.read_text() for p in vscode)


def test_missing_translations_are_warnings_where_they_are(project):
    proj, output = project
    warnings = re.findall(r"^(\S+:\d+:\d+): warning docs/missing-translation (.*)$", output, re.M)
    assert warnings, output
    where = {(at.split(":")[0], message): at for at, message in warnings}
    badge, example = "styles/badge/spec.yaml", "styles/badge/examples/10-states.yaml"
    # The part written in English only, at its value's line and column; the translated ones are not named.
    text = (proj / badge).read_text().splitlines()
    line = next(i for i, s in enumerate(text, 1) if "part: icon" in s)
    assert where[badge, "anatomy.1.description has no Chinese text"] == \
        f"{badge}:{line}:{text[line - 1].index('A glyph') + 1}"
    assert (badge, "description has no Chinese text") not in where
    assert (badge, "variants.0.description has no Chinese text") not in where
    assert (badge, "variants.1.description has no Chinese text") in where
    # The example's title has Chinese, its description not.
    assert where[example, "description has no Chinese text"].startswith(f"{example}:2:")
    assert (example, "title has no Chinese text") not in where
    # A part's text written per language is prose (its other contents are data): English only is a warning.
    assert where[example, "items.0.badge.parts.icon has no Chinese text"].startswith(f"{example}:7:")
    assert (example, "items.0.badge.parts.label has no Chinese text") not in where
    # A token's description without its Chinese text beside it ($extensions: org.skinwright.description).
    assert where["tokens.yaml", "the description of token fg.default has no Chinese text"].startswith("tokens.yaml:6:")
    assert ("tokens.yaml", "the description of token bg.surface has no Chinese text") not in where
    # A page the Chinese site lacks.
    assert where["docs/guide.md", "guide.md has no Chinese translation: docs/zh/guide.md is missing, "
                 "so the Chinese site has no such page"] == "docs/guide.md:1:1"


def test_prose_without_english_is_an_error(tmp_path):
    from skinwright.diagnostics import SkinwrightError
    from skinwright.docs.examples.model import load_example
    from skinwright.source import load_yaml

    doc = load_yaml("ex.yaml", "title: {zh: 只有中文}\ndescription: x\nitems: []\n")
    with pytest.raises(SkinwrightError) as err:
        load_example(doc, {}, lambda rel: "")
    assert any(d.position and d.position.line == 1 for d in err.value.diagnostics)
