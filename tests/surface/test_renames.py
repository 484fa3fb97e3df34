"""Renamed component slots and aliased data-attribute values: the old names keep working.

A slot declared ``{description, renamed_from: --old}`` is read by the built
skin with the old slot as its fallback; a tone (phase, size, variant) with
``aliases: [old]`` is matched by the built skin under both values and written
as today's value by connect. ``lint --against`` reports both as deprecations
(warnings), the changelog as migrations whose old name still works; removing
either without keeping it stays breaking.
"""

from __future__ import annotations

import json

import tinycss2

from skinwright.build import build
from skinwright.components.connect import connect
from skinwright.config import load_config

from .conftest import skinwright
from .test_against import WITH_BASELINE, changelog, findings

SLOT_SPEC = ("  --xh-card-bg: Card background.\n",
             "  --xh-card-surface:\n    description: Card background.\n    renamed_from: --xh-card-bg\n")
SLOT_SKIN = ('var(--xh-card-bg, token("bg.surface"))', 'var(--xh-card-surface, token("bg.surface"))')

TONES = """\
props:
- {name: tone, type: Tone, required: false, default: neutral, values_from: tones, description: Emphasis.}
tones:
- {name: neutral, description: No emphasis.}
- {name: error, description: Went wrong.}
"""
TONE_RULE = ("    data-state: {value: {state: open}}\n",
             "    data-state: {value: {state: open}}\n    data-tone: {value: {prop: tone}}\n")
TONE_SKIN = """
@layer xihan.components {
  [data-scope="card"][data-part="root"][data-tone="error"] { padding-inline-start: 4px; }
  [data-scope="card"][data-part="root"]:not([data-tone="error"]) { outline-offset: 2px; }
}
"""
TOKENS = """\
bg:
  $type: color
  surface: {$value: {colorSpace: srgb, components: [1, 1, 1], hex: "#ffffff"}}
fg:
  $type: color
  default: {$value: {colorSpace: srgb, components: [0.1216, 0.1373, 0.1569], hex: "#1f2328"}}
  danger: {$value: {colorSpace: srgb, components: [0.8, 0, 0], hex: "#cc0000"}}
"""


def _edit(path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text, old
    path.write_text(text.replace(old, new))


def toned(spec_text: str) -> str:
    """The card spec with a tone prop, its tones, and data-tone on the root."""
    return spec_text.replace("props: []\n", TONES).replace(*TONE_RULE)


def rules(css: str) -> list:
    """Every style rule of a stylesheet, nested ones (in @layer, @media) included, in order."""
    out = []

    def walk(nodes):
        for node in nodes:
            if node.type == "at-rule" and node.content is not None:
                walk(tinycss2.parse_blocks_contents(node.content, skip_whitespace=True, skip_comments=True))
            elif node.type == "qualified-rule":
                out.append(node)

    walk(tinycss2.parse_stylesheet(css, skip_whitespace=True, skip_comments=True))
    return out


def declarations(css: str, prop: str) -> list[str]:
    """Every value of ``prop`` in a stylesheet, serialised."""
    return [tinycss2.serialize(d.value).strip() for rule in rules(css)
            for d in tinycss2.parse_blocks_contents(rule.content, skip_whitespace=True, skip_comments=True)
            if d.type == "declaration" and d.lower_name == prop]


def selectors(css: str) -> list[str]:
    return [tinycss2.serialize(rule.prelude).strip() for rule in rules(css)]


def breaking(repo) -> list[tuple]:
    """(rule, severity, message) of ``lint --against HEAD``, which must fail (exit status 1)."""
    done = skinwright(repo, "lint", "--against", "HEAD", "--format", "json")
    assert done.returncode == 1, done.stdout
    return [f[:2] + f[5:] for f in findings(done.stdout)]


# --- a renamed slot ------------------------------------------------------------------------------------


def rename_slot(repo) -> None:
    _edit(repo / "styles/card/spec.yaml", *SLOT_SPEC)
    _edit(repo / "styles/card/skin.scss", *SLOT_SKIN)


def test_the_skin_reads_the_renamed_slot_with_the_old_one_as_its_fallback(card_repo):
    repo = card_repo()
    rename_slot(repo)
    result = build(load_config(repo))
    assert result.ok, [d.format() for d in result.diagnostics]
    css = result.files["dist/css/card.css"]
    assert declarations(css, "background") == ["var(--xh-card-surface, var(--xh-card-bg, var(--xh-bg-surface)))"]
    meta = json.loads(result.files["dist/meta/card.json"])
    rows = {r["variable"]: r for r in meta["cssVariables"]}
    assert rows["--xh-card-surface"]["default_sources"] == ["--xh-bg-surface"]  # the skin as written
    assert rows["--xh-card-bg"] == {
        "variable": "--xh-card-bg", "parts": ["root"], "properties": ["background"], "states": ["default"],
        "default_sources": ["--xh-bg-surface"], "replacement": "--xh-card-surface",
        "description": "Deprecated: renamed to --xh-card-surface. Still read as its fallback, so CSS that sets "
                       "--xh-card-bg keeps working; set --xh-card-surface instead."}
    surface = json.loads(result.files["dist/surface.json"])["components"]["card"]["slots"]
    assert surface["--xh-card-bg"]["replacement"] == "--xh-card-surface"
    assert "replacement" not in surface["--xh-card-surface"]


def test_a_renamed_slot_with_its_own_note_and_two_earlier_names(card_repo):
    repo = card_repo()
    _edit(repo / "styles/card/spec.yaml", SLOT_SPEC[0],
          "  surface:\n    description: Card background.\n    renamed_from: [fill, --xh-card-bg]\n"
          "    deprecated: {en: Use surface., zh: 请用 surface。}\n")
    _edit(repo / "styles/card/skin.scss", 'var(--xh-card-bg, token("bg.surface"))', "var(--xh-card-surface)")
    result = build(load_config(repo))
    assert result.ok, [d.format() for d in result.diagnostics]
    assert declarations(result.files["dist/css/card.css"], "background") == [
        "var(--xh-card-surface, var(--xh-card-fill, var(--xh-card-bg)))"]
    rows = {r["variable"]: r for r in json.loads(result.files["dist/meta/card.json"])["cssVariables"]}
    assert rows["--xh-card-fill"]["description"] == rows["--xh-card-bg"]["description"] == "Use surface."


def test_a_renamed_slot_may_write_its_bilingual_text_inline_beside_renamed_from(card_repo):
    repo = card_repo()
    _edit(repo / "styles/card/spec.yaml", SLOT_SPEC[0],
          "  --xh-card-surface: {en: Card background., zh: 卡片背景。, renamed_from: --xh-card-bg}\n")
    _edit(repo / "styles/card/skin.scss", *SLOT_SKIN)
    result = build(load_config(repo))
    assert result.ok, [d.format() for d in result.diagnostics]
    assert declarations(result.files["dist/css/card.css"], "background") == [
        "var(--xh-card-surface, var(--xh-card-bg, var(--xh-bg-surface)))"]
    rows = {r["variable"]: r for r in json.loads(result.files["dist/meta/card.json"])["cssVariables"]}
    assert rows["--xh-card-surface"]["description"] == {"en": "Card background.", "zh": "卡片背景。"}
    assert rows["--xh-card-bg"]["replacement"] == "--xh-card-surface"


def test_a_renamed_slot_with_its_text_both_inline_and_as_description_is_one_clear_error(card_repo):
    repo = card_repo()
    _edit(repo / "styles/card/spec.yaml", SLOT_SPEC[0],
          "  --xh-card-surface: {description: Card background., en: Card., renamed_from: --xh-card-bg}\n")
    _edit(repo / "styles/card/skin.scss", *SLOT_SKIN)
    done = skinwright(repo, "lint", "--format", "json")
    assert [(d["rule"], d["line"], d["column"], d["message"]) for d in json.loads(done.stdout)["diagnostics"]] == [
        ("spec/invalid-key", 15, 54, "'en' is not a valid key in slots/--xh-card-surface: give the text once: "
         "description: {en: …, zh: …} or en:/zh: beside renamed_from, not both")]


def test_an_unconsumed_slot_written_by_its_last_words_is_reported_at_its_key(card_repo):
    repo = card_repo()
    _edit(repo / "styles/card/spec.yaml", SLOT_SPEC[0],
          SLOT_SPEC[0] + "  # the fill, a slot nobody reads yet\n  fill:\n    description: Card fill.\n"
                         "    renamed_from: tint\n")
    done = skinwright(repo, "lint", "--format", "json")
    assert [(d["file"], d["line"], d["column"], d["message"]) for d in json.loads(done.stdout)["diagnostics"]
            if d["rule"] == "skin/slot-unconsumed"] == [
        ("styles/card/spec.yaml", 17, 3, "slot '--xh-card-fill' is declared but the skin never consumes it")]


def test_the_docs_list_the_old_slot_as_deprecated_with_its_replacement(card_repo):
    repo = card_repo({"pyproject.toml": WITH_BASELINE})
    rename_slot(repo)
    assert skinwright(repo, "build", "-q").returncode == 0
    table = (repo / "site-parts/parts/components/card/tables/css-variables.md").read_text()
    row = next(line for line in table.splitlines() if '<h4 id="var-xh-card-bg">' in line)
    # The default under the name, then its value per mode; parts, properties and states under the description.
    assert '</h4><span class="xh-doc-fold">Default: `--xh-bg-surface`' in row
    assert row.endswith(" | Deprecated: renamed to --xh-card-surface. Still read as its fallback, so CSS that sets "
                        '--xh-card-bg keeps working; set --xh-card-surface instead.<span class="xh-doc-fold">'
                        'Parts: `root`</span><span class="xh-doc-fold">CSS properties: `background`</span>'
                        '<span class="xh-doc-fold">States: `default`</span> |')
    zh = (repo / "site-parts/parts/components/card/tables/zh/css-variables.md").read_text()
    assert "已弃用：已更名为 --xh-card-surface。" in zh


def test_lint_against_reports_a_slot_rename_as_a_deprecation_and_the_changelog_as_a_migration(card_repo):
    repo = card_repo({"pyproject.toml": WITH_BASELINE})
    rename_slot(repo)
    done = skinwright(repo, "lint", "--against", "HEAD", "--format", "json")
    assert done.returncode == 0, done.stdout
    line = (repo / "styles/card/spec.yaml").read_text().splitlines().index("    renamed_from: --xh-card-bg") + 1
    assert findings(done.stdout) == [
        ("surface/added", "info", "styles/card/spec.yaml", line - 2, 3, "slot --xh-card-surface was added to card"),
        ("surface/deprecated", "warning", "styles/card/spec.yaml", line, 19,
         "slot --xh-card-bg of card was renamed to --xh-card-surface; --xh-card-bg still works: the skin reads it "
         "as the fallback of --xh-card-surface")]
    data, markdown = changelog(repo)
    assert data["summary"] == {"added": 1, "deprecated": 1, "removed": 0, "changed": 0, "breaking": 0}
    assert data["migrations"] == [{"subject": "slot", "component": "card", "old": "--xh-card-bg",
                                   "new": "--xh-card-surface", "kept": True, "suggested": False}]
    assert "| `--xh-card-bg` (card) | `--xh-card-surface` | yes, deprecated |" in markdown


def test_a_slot_dropped_without_renamed_from_stays_breaking(card_repo):
    repo = card_repo()
    _edit(repo / "styles/card/spec.yaml", *SLOT_SPEC[:1], "  --xh-card-surface: Card background.\n")
    _edit(repo / "styles/card/skin.scss", *SLOT_SKIN)
    assert breaking(repo) == [
        ("surface/removed", "error", "slot --xh-card-bg of card was removed: overrides that set it do nothing"),
        ("surface/added", "info", "slot --xh-card-surface was added to card")]


def test_lint_warns_where_the_skin_still_reads_or_sets_the_old_slot(card_repo):
    repo = card_repo()
    rename_slot(repo)
    skin = repo / "styles/card/skin.scss"
    _edit(skin, 'color: token("fg.default");',
          'color: token("fg.default");\n    border-color: var(--xh-card-bg, red);\n    --xh-card-bg: blue;')
    done = skinwright(repo, "lint", "--format", "json")
    got = [(d["severity"], d["file"], d["line"], d["message"]) for d in json.loads(done.stdout)["diagnostics"]
           if d["rule"] == "skin/deprecated-slot"]
    assert got == [
        ("warning", "styles/card/skin.scss", 6, "the skin reads '--xh-card-bg', the earlier name of slot "
                                                "'--xh-card-surface'"),
        ("warning", "styles/card/skin.scss", 7, "the skin sets '--xh-card-bg', the earlier name of slot "
                                                "'--xh-card-surface'")]


def test_an_earlier_slot_name_that_is_still_a_slot_is_a_spec_error(card_repo):
    repo = card_repo()
    _edit(repo / "styles/card/spec.yaml", SLOT_SPEC[0], SLOT_SPEC[0] + SLOT_SPEC[1])
    done = skinwright(repo, "lint", "--format", "json")
    got = [(d["rule"], d["line"], d["message"]) for d in json.loads(done.stdout)["diagnostics"]
           if d["rule"] == "spec/alias-conflict"]
    assert got == [("spec/alias-conflict", 18, "'--xh-card-bg' is both a slot and an earlier name of "
                                               "'--xh-card-surface'")]


# --- an aliased value ----------------------------------------------------------------------------------


def alias_tone(repo) -> None:
    """Today: the tone 'error' is called 'danger', with 'error' kept as its alias."""
    spec = repo / "styles/card/spec.yaml"
    _edit(spec, "- {name: error, description: Went wrong.}\n",
          "- {name: danger, description: Went wrong., aliases: [error]}\n")
    skin = repo / "styles/card/skin.scss"
    skin.write_text(skin.read_text().replace('"error"', '"danger"'))


def toned_repo(card_repo):
    from .conftest import CARD

    return card_repo({"tokens.yaml": TOKENS, "pyproject.toml": WITH_BASELINE,
                      "styles/card/spec.yaml": toned((CARD / "styles/card/spec.yaml").read_text()),
                      "styles/card/skin.scss": (CARD / "styles/card/skin.scss").read_text() + TONE_SKIN})


def test_the_skin_matches_the_old_value_and_connect_writes_the_new_one(card_repo):
    repo = toned_repo(card_repo)
    alias_tone(repo)
    result = build(load_config(repo))
    assert result.ok, [d.format() for d in result.diagnostics]
    css = result.files["dist/css/card.css"]
    assert [s for s in selectors(css) if "data-tone" in s] == [
        '[data-scope="card"][data-part="root"]:is([data-tone="danger"], [data-tone="error"])',
        '[data-scope="card"][data-part="root"]:not(:is([data-tone="danger"], [data-tone="error"]))']
    from skinwright.components.spec import load_spec
    from skinwright.source import load_yaml

    path = repo / "styles/card/spec.yaml"
    spec = load_spec(load_yaml(str(path), path.read_text()))
    assert connect(spec, {"tone": "error"}, instance_id="c1").part_props("root")["data-tone"] == "danger"
    assert connect(spec, {"tone": "danger"}, instance_id="c1").part_props("root")["data-tone"] == "danger"
    meta = json.loads(result.files["dist/meta/card.json"])
    assert meta["tones"][1] == {"name": "danger", "description": "Went wrong.", "aliases": ["error"]}
    assert json.loads(result.files["dist/surface.json"])["components"]["card"]["aliases"] == {
        "tone": {"error": "danger"}}


def test_lint_against_reports_a_value_alias_as_a_deprecation(card_repo):
    repo = toned_repo(card_repo)
    alias_tone(repo)
    done = skinwright(repo, "lint", "--against", "HEAD", "--format", "json")
    assert done.returncode == 0, done.stdout
    line = next(i for i, t in enumerate((repo / "styles/card/spec.yaml").read_text().splitlines(), 1)
                if "name: danger" in t)
    assert findings(done.stdout) == [
        ("surface/added", "info", "styles/card/spec.yaml", line, 3, "tone 'danger' was added to card"),
        ("surface/deprecated", "warning", "styles/card/spec.yaml", line, 3,
         "tone 'error' of card was renamed to 'danger' and kept as its alias: markup that still writes 'error' is "
         "styled as 'danger'")]
    data, markdown = changelog(repo)
    assert data["summary"] == {"added": 1, "deprecated": 1, "removed": 0, "changed": 0, "breaking": 0}
    assert data["migrations"] == [{"subject": "tone", "component": "card", "old": "error", "new": "danger",
                                   "kept": True, "suggested": False}]
    assert "| `error` (card) | `danger` | yes, deprecated |" in markdown


def test_a_value_renamed_without_an_alias_is_breaking(card_repo):
    repo = toned_repo(card_repo)
    alias_tone(repo)
    _edit(repo / "styles/card/spec.yaml", ", aliases: [error]", "")
    assert breaking(repo) == [
        ("surface/values-removed", "error", "tone 'error' was removed from card"),
        ("surface/added", "info", "tone 'danger' was added to card")]


def test_the_docs_list_the_alias_with_its_value(card_repo):
    repo = toned_repo(card_repo)
    alias_tone(repo)
    assert skinwright(repo, "build", "-q").returncode == 0
    tables = "\n".join(p.read_text() for p in (repo / "site-parts").rglob("*.md") if "surface" not in p.parts)
    row = next(line for line in tables.splitlines() if "`'error'`" in line)
    assert "Deprecated alias of 'danger'" in row


def test_an_alias_that_is_still_a_value_is_a_spec_error(card_repo):
    repo = toned_repo(card_repo)
    _edit(repo / "styles/card/spec.yaml", "- {name: error, description: Went wrong.}\n",
          "- {name: error, description: Went wrong.}\n- {name: danger, description: Bad., aliases: [error]}\n")
    done = skinwright(repo, "lint", "--format", "json")
    assert [(d["rule"], d["message"]) for d in json.loads(done.stdout)["diagnostics"]
            if d["rule"] == "spec/alias-conflict"] == [
        ("spec/alias-conflict", "'error' is a tone and an alias of 'danger'")]


def test_the_generated_js_connect_writes_the_new_value_for_the_old_one(card_repo, tmp_path):
    from ..elements.conftest import run_node, write_build

    repo = toned_repo(card_repo)
    alias_tone(repo)
    config = load_config(repo)
    result = build(config)
    assert result.ok, [d.format() for d in result.diagnostics]
    out = write_build(result, config, tmp_path / "dist")
    got = run_node("""
        import { readFileSync } from "node:fs";
        const tones = JSON.parse(readFileSync(0, "utf8"));
        const mod = await import(process.cwd() + "/js/card.connect.js");
        process.stdout.write(JSON.stringify(tones.map((tone) => mod.connect({ tone }, undefined, "c1").root["data-tone"])));
    """, ["error", "danger", "neutral", "bogus"], out)
    assert got == ["danger", "danger", "neutral", "neutral"]
    dts = (out / "js/card.connect.d.ts").read_text()  # TypeScript written for the last release still compiles
    assert ('/** Emphasis. Also accepts the earlier names \'error\' (now \'danger\'); connect writes today\'s. */\n'
            'export type Tone = "neutral" | "danger" | "error";') in dts


def test_a_skin_that_still_selects_the_old_value_is_told_the_new_one(card_repo):
    repo = toned_repo(card_repo)
    _edit(repo / "styles/card/spec.yaml", "- {name: error, description: Went wrong.}\n",
          "- {name: danger, description: Went wrong., aliases: [error]}\n")
    done = skinwright(repo, "lint", "--format", "json")
    got = {(d["rule"], d["line"], d["hint"]) for d in json.loads(done.stdout)["diagnostics"]
           if d["rule"].startswith("skin/")}
    hint = ("'error' is the earlier name of 'danger': select 'danger' (the build matches 'error' with it, and "
            "connect writes 'danger')")
    assert got == {("skin/unknown-attribute", 14, hint), ("skin/unknown-attribute", 15, hint)}


def test_dropping_a_kept_alias_later_is_breaking(card_repo):
    from .conftest import git

    repo = toned_repo(card_repo)
    alias_tone(repo)
    git(repo, "commit", "-qam", "release 2: error is an alias of danger")
    _edit(repo / "styles/card/spec.yaml", ", aliases: [error]", "")
    assert breaking(repo) == [
        ("surface/values-removed", "error", "tone 'error', kept as an alias of 'danger', was removed from card")]


def test_an_example_that_writes_the_old_value_loads_as_the_new_one_with_a_warning(card_repo):
    from skinwright.components.spec import load_spec
    from skinwright.docs.examples.model import load_example
    from skinwright.source import load_document, load_yaml

    repo = toned_repo(card_repo)
    alias_tone(repo)
    path = repo / "styles/card/spec.yaml"
    spec = load_spec(load_yaml(str(path), path.read_text()))
    text = ("title: Tones\ndescription: Old markup.\nitems:\n- card: {props: {tone: error}}\n"
            "- matrix:\n    axes: {tone: [neutral, error]}\n    card: {}\n")
    example = load_example(load_document("styles/card/examples/10-tones.yaml", text.encode()), {"card": spec},
                           lambda rel: "")
    assert example.items[0].props == {"tone": "danger"}
    assert example.items[1].axes == (("tone", ("neutral", "danger")),)
    assert [d.format() for d in example.warnings] == [
        'styles/card/examples/10-tones.yaml:4:24: warning docs/example/deprecated-value tone "error" is an earlier '
        'name of "danger"; it still works\n  hint: write tone: danger',
        'styles/card/examples/10-tones.yaml:6:28: warning docs/example/deprecated-value tone "error" is an earlier '
        'name of "danger"; it still works\n  hint: write tone: danger']
