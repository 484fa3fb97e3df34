"""``skinwright lint --against REF`` and the changelog, on projects with a history (the issue's cases).

Each case commits a release, edits the project, then runs the CLI as CI
would: the findings (rule, severity, position, message), the exit status,
and the changelog the build writes from the same diff.
"""

from __future__ import annotations

import json
import re
import shutil
import tarfile

import pytest

from skinwright.surface.baseline import _NPM_SPEC

from .conftest import CARD, git, skinwright, write

TOKENS = """\
bg:
  $type: color
  surface: {$value: {colorSpace: srgb, components: [1, 1, 1], hex: "#ffffff"}}
  canvas: {$value: {colorSpace: srgb, components: [0.98, 0.98, 0.98], hex: "#fafafa"}}
fg:
  $type: color
  default: {$value: {colorSpace: srgb, components: [0.1216, 0.1373, 0.1569], hex: "#1f2328"}}
"""
RENAMED = TOKENS.replace("  canvas: {$value: {colorSpace: srgb, components: [0.98, 0.98, 0.98], hex: \"#fafafa\"}}\n",
                         "  page: {$value: {colorSpace: srgb, components: [0.98, 0.98, 0.98], hex: \"#fafafa\"}}\n")
ALIASED = RENAMED.replace("fg:\n", "  canvas: {$value: \"{bg.page}\", $deprecated: Renamed to bg.page.}\nfg:\n")
WITH_BASELINE = '[tool.skinwright]\ntokens = "tokens.yaml"\ndocs-dir = "site-parts"\n[tool.skinwright.surface]\nbaseline = "HEAD"\n'


def findings(out: str) -> list[tuple]:
    """(rule, severity, file, line, column, message) of a --format json report, surface rules only."""
    return [(d["rule"], d["severity"], d["file"], d["line"], d["column"], d["message"])
            for d in json.loads(out)["diagnostics"] if d["rule"].startswith("surface/")]


def changelog(repo) -> tuple[dict, str]:
    done = skinwright(repo, "build", "-q")
    assert done.returncode == 0, done.stderr
    return (json.loads((repo / "dist/changes.json").read_text()),
            (repo / "site-parts/parts/surface/changes.md").read_text())


# --- a token renamed without keeping the old name ------------------------------------------------------


def test_a_rename_without_alias_is_a_breaking_error_at_the_new_token(card_repo):
    repo = card_repo({"tokens.yaml": TOKENS, "pyproject.toml": WITH_BASELINE}, {"tokens.yaml": RENAMED})
    status = git(repo, "status", "--porcelain")
    done = skinwright(repo, "lint", "--against", "HEAD", "--format", "json")
    assert done.returncode == 1, done.stderr
    assert findings(done.stdout) == [
        ("surface/added", "info", "tokens.yaml", 4, 3, "token 'bg.page' was added (--xh-bg-page)"),
        ("surface/removed", "error", "tokens.yaml", 4, 3, "token 'bg.canvas' was removed (--xh-bg-canvas no longer "
         "exists); 'bg.page' was added with the same value")]
    hint = json.loads(done.stdout)["diagnostics"][-1]["hint"]
    assert hint == ("if it was renamed, keep 'bg.canvas' as a deprecated alias: bg.canvas: "
                    "{$value: \"{bg.page}\", $deprecated: \"Renamed to bg.page.\"}")
    assert "public surface compared with git HEAD (" in done.stderr
    # never touches the working tree, the index or dist/
    assert git(repo, "status", "--porcelain") == status and not (repo / "dist").exists()
    data, markdown = changelog(repo)  # the build's changelog: breaking, with the likely rename as its migration
    assert data["summary"] == {"added": 1, "deprecated": 0, "removed": 1, "changed": 0, "breaking": 1}
    assert data["migrations"] == [{"subject": "token", "component": None, "old": "bg.canvas", "new": "bg.page",
                                   "kept": False, "suggested": True}]
    assert [(e["name"], e["breaking"], e.get("replacement")) for e in data["groups"]["tokens"]["removed"]] == [
        ("bg.canvas", True, "bg.page")]
    assert "| `bg.canvas` | `bg.page` | no (a likely rename: same value) |" in markdown
    assert "#### Removed\n\n- **Breaking:** token 'bg\\.canvas' was removed" in markdown


def test_a_declared_rename_without_alias_is_reported_as_a_rename(card_repo):
    declared = RENAMED.replace(
        '  page: {$value: {colorSpace: srgb, components: [0.98, 0.98, 0.98], hex: "#fafafa"}}\n',
        '  page:\n    $value: {colorSpace: srgb, components: [0.98, 0.98, 0.98], hex: "#fafafa"}\n'
        '    $extensions: {org.skinwright.renamed-from: bg.canvas}\n')
    repo = card_repo({"tokens.yaml": TOKENS, "pyproject.toml": WITH_BASELINE}, {"tokens.yaml": declared})
    done = skinwright(repo, "lint", "--against", "HEAD", "--format", "text")
    assert done.returncode == 1
    assert "tokens.yaml:6:48: error surface/renamed token 'bg.canvas' was renamed to 'bg.page' without keeping " \
           "the old name: --xh-bg-canvas no longer exists" in done.stdout
    assert "surface/added" not in done.stdout  # the rename says it all
    data, markdown = changelog(repo)
    assert data["summary"] == {"added": 0, "deprecated": 0, "removed": 1, "changed": 0, "breaking": 1}
    assert data["migrations"] == [{"subject": "token", "component": None, "old": "bg.canvas", "new": "bg.page",
                                   "kept": False, "suggested": False}]
    assert data["groups"]["tokens"]["removed"] == [{
        "rule": "surface/renamed", "subject": "token", "name": "bg.canvas", "breaking": True,
        "message": "token 'bg.canvas' was renamed to 'bg.page' without keeping the old name: --xh-bg-canvas no "
                   "longer exists", "old": "--xh-bg-canvas", "new": "--xh-bg-page", "replacement": "bg.page"}]
    assert "| `bg.canvas` | `bg.page` | no |" in markdown
    assert "#### Removed\n\n- **Breaking:** token 'bg\\.canvas' was renamed to 'bg\\.page' without keeping the old " \
           "name: \\-\\-xh\\-bg\\-canvas no longer exists" in markdown


def test_every_format_carries_the_breaking_error(card_repo):
    repo = card_repo({"tokens.yaml": TOKENS}, {"tokens.yaml": RENAMED})
    github = skinwright(repo, "lint", "--against", "HEAD", "--format", "github")
    assert github.returncode == 1
    assert "::error file=tokens.yaml,line=4,col=3,title=surface/removed::token 'bg.canvas' was removed" in github.stdout
    assert "::notice file=tokens.yaml,line=4,col=3,title=surface/added::token 'bg.page' was added" in github.stdout
    sarif = json.loads(skinwright(repo, "lint", "--against", "HEAD", "--format", "sarif").stdout)
    results = {r["ruleId"]: r for r in sarif["runs"][0]["results"]}
    assert results["surface/removed"]["level"] == "error"
    assert results["surface/added"]["level"] == "note"
    assert results["surface/removed"]["locations"][0]["physicalLocation"]["region"] == {"startLine": 4,
                                                                                       "startColumn": 3}


def test_a_project_with_errors_says_only_that_the_comparison_waits(card_repo):
    repo = card_repo({"tokens.yaml": TOKENS}, {"tokens.yaml": TOKENS + "broken: {$value: \"{nowhere}\"}\n"})
    done = skinwright(repo, "lint", "--against", "HEAD")
    assert done.returncode == 1
    assert "the public surface is compared with git HEAD (" in done.stdout
    assert "once the project loads without errors" in done.stdout
    assert "public surface compared with" not in done.stderr


def test_a_renamed_from_naming_no_baseline_token_or_slot_is_a_warning_with_a_guess(card_repo):
    typo = ALIASED.replace("  page: {$value: {colorSpace: srgb, components: [0.98, 0.98, 0.98], hex: \"#fafafa\"}}\n",
                           "  page:\n    $value: {colorSpace: srgb, components: [0.98, 0.98, 0.98], hex: \"#fafafa\"}\n"
                           "    $extensions: {org.skinwright.renamed-from: bg.canvass}\n")
    spec = (CARD / "styles/card/spec.yaml").read_text().replace(
        "  --xh-card-bg: Card background.\n",
        "  --xh-card-bg: Card background.\n  --xh-card-fill: {description: Fill., renamed_from: --xh-card-bgg}\n")
    skin = (CARD / "styles/card/skin.scss").read_text().replace(
        'var(--xh-card-bg, token("bg.surface"))', 'var(--xh-card-bg, var(--xh-card-fill, token("bg.surface")))')
    repo = card_repo({"tokens.yaml": TOKENS}, {"tokens.yaml": typo, "styles/card/spec.yaml": spec,
                                               "styles/card/skin.scss": skin})
    done = skinwright(repo, "lint", "--against", "HEAD", "--format", "json")
    got = [(d["file"], d["line"], d["column"], d["message"], d["hint"]) for d in json.loads(done.stdout)["diagnostics"]
           if d["rule"] == "surface/unknown-renamed-from"]
    assert got == [
        ("styles/card/spec.yaml", 16, 54, "renamed_from names '--xh-card-bgg', which the baseline does not have: nothing "
         "is kept working under that name", "did you mean '--xh-card-bg'?"),
        ("tokens.yaml", 6, 48, "renamed_from names 'bg.canvass', which the baseline does not have: nothing is kept "
         "working under that name", "did you mean 'bg.canvas'?")]


# --- renamed with a deprecated alias --------------------------------------------------------------------


def test_a_rename_with_a_deprecated_alias_is_a_warning_and_the_old_property_stays(card_repo):
    repo = card_repo({"tokens.yaml": TOKENS, "pyproject.toml": WITH_BASELINE}, {"tokens.yaml": ALIASED})
    done = skinwright(repo, "lint", "--against", "HEAD", "--format", "json")
    assert done.returncode == 0, done.stdout
    assert findings(done.stdout) == [
        ("surface/added", "info", "tokens.yaml", 4, 3, "token 'bg.page' was added (--xh-bg-page)"),
        ("surface/deprecated", "warning", "tokens.yaml", 5, 46, "token 'bg.canvas' is deprecated (Renamed to "
         "bg.page); reading --xh-bg-canvas keeps working (it is var(--xh-bg-page)), but setting it no longer changes "
         "anything: set --xh-bg-page")]
    assert skinwright(repo, "lint", "--against", "HEAD", "--strict").returncode == 1
    data, markdown = changelog(repo)
    assert data["summary"] == {"added": 1, "deprecated": 1, "removed": 0, "changed": 0, "breaking": 0}
    assert data["migrations"] == [{"subject": "token", "component": None, "old": "bg.canvas", "new": "bg.page",
                                   "kept": True, "suggested": False}]
    assert [(e["name"], e["old"], e["new"], e["replacement"]) for e in data["groups"]["tokens"]["deprecated"]] == [
        ("bg.canvas", "--xh-bg-canvas", "--xh-bg-page", "bg.page")]
    assert "| `bg.canvas` | `bg.page` | yes, deprecated |" in markdown
    assert "**Breaking" not in markdown
    css = (repo / "dist/css/tokens.css").read_text()
    assert "  /* deprecated: Renamed to bg.page. Use --xh-bg-page instead. */\n  --xh-bg-canvas: var(--xh-bg-page);" in css
    reference = (repo / "site-parts/parts/tokens/reference.html").read_text()
    assert ('<div class="xh-doc-desc xh-doc-replacement">Deprecated: Renamed to bg.page. Use <a href="#token-xh-bg-page">'
            '<code>bg.page</code></a> (<code>--xh-bg-page</code>) instead.</div>') in reference


def test_lint_warns_where_the_projects_own_skin_still_uses_a_deprecated_alias(card_repo):
    repo = card_repo({"tokens.yaml": TOKENS}, {"tokens.yaml": ALIASED})
    skin = repo / "styles/card/skin.scss"
    skin.write_text(skin.read_text().replace('token("bg.surface")', 'token("bg.canvas")'))
    done = skinwright(repo, "lint", "--format", "json")
    assert [(d["file"], d["line"], d["column"], d["message"]) for d in json.loads(done.stdout)["diagnostics"]
            if d["rule"] == "core/deprecated-use"] == [
        ("styles/card/skin.scss", 6, 35, "the skin reads --xh-bg-canvas, which is deprecated ('bg.canvas'): "
                                         "Renamed to bg.page.")]


# --- components --------------------------------------------------------------------------------------


def test_removing_a_phase_from_the_card_spec_is_breaking(xh_repo):
    spec = xh_repo / "styles/tool-call/spec.yaml"
    text = spec.read_text()
    row = re.search(r"  - name: input-streaming\n(    .*\n)+", text).group(0)
    spec.write_text(text.replace(row, ""))
    line = text[:text.index("phases:\n")].count("\n") + 1
    done = skinwright(xh_repo, "lint", "--against", "HEAD", "--format", "json")
    assert done.returncode == 1, done.stdout
    assert findings(done.stdout) == [
        ("surface/values-removed", "error", "styles/tool-call/spec.yaml", line, 1,
         "phase 'input-streaming' was removed from tool-call")]  # and not again as a data-state value of each part
    config = (xh_repo / "pyproject.toml").read_text().replace("[tool.skinwright]\n", '[tool.skinwright]\ndocs-dir = "site-parts"\n', 1)
    (xh_repo / "pyproject.toml").write_text(config + '\n[tool.skinwright.surface]\nbaseline = "HEAD"\n')
    assert skinwright(xh_repo, "build", "-q").returncode == 0
    data = json.loads((xh_repo / "dist/changes.json").read_text())
    assert data["summary"]["breaking"] == 1
    assert data["groups"] == {"tool-call": {"added": [], "deprecated": [], "changed": [], "removed": [{
        "rule": "surface/values-removed", "subject": "phase", "name": "input-streaming", "breaking": True,
        "message": "phase 'input-streaming' was removed from tool-call", "old": "input-streaming"}]}}
    markdown = (xh_repo / "site-parts/parts/surface/changes.md").read_text()
    assert "### Component `tool-call`\n\n#### Removed\n\n- **Breaking:** phase 'input\\-streaming' was removed " \
           "from tool\\-call" in markdown


def test_an_added_slot_is_a_note(card_repo):
    repo = card_repo({"pyproject.toml": WITH_BASELINE})
    spec = repo / "styles/card/spec.yaml"
    spec.write_text(spec.read_text().replace("  --xh-card-bg: Card background.\n",
                                             "  --xh-card-bg: Card background.\n  --xh-card-fg: Card text.\n"))
    skin = repo / "styles/card/skin.scss"
    skin.write_text(skin.read_text().replace('color: token("fg.default");', 'color: var(--xh-card-fg, token("fg.default"));'))
    done = skinwright(repo, "lint", "--against", "HEAD", "--format", "json")
    assert done.returncode == 0, done.stdout
    assert findings(done.stdout) == [
        ("surface/added", "info", "styles/card/spec.yaml", 16, 3, "slot --xh-card-fg was added to card")]
    data, markdown = changelog(repo)
    assert data["summary"] == {"added": 1, "deprecated": 0, "removed": 0, "changed": 0, "breaking": 0}
    assert data["groups"]["card"]["added"] == [{"rule": "surface/added", "subject": "slot", "name": "--xh-card-fg",
                                                "message": "slot --xh-card-fg was added to card", "breaking": False}]
    assert "### Component `card`\n\n#### Added\n\n- slot \\-\\-xh\\-card\\-fg was added to card" in markdown


# --- the forms of REF ---------------------------------------------------------------------------------


def released_dist(repo):
    """Build the committed release and keep its dist/ as an earlier build's output."""
    assert skinwright(repo, "build", "-q").returncode == 0
    old = repo.parent / "release-1-dist"
    shutil.copytree(repo / "dist", old)
    shutil.rmtree(repo / "dist")
    return old


@pytest.mark.parametrize("form", ["folder", "older-folder", "surface.json", "tarball", "npm-folder"])
def test_every_form_of_ref_gives_the_same_findings(card_repo, form, tmp_path):
    repo = card_repo({"tokens.yaml": TOKENS})
    old = released_dist(repo)
    write(repo, {"tokens.yaml": RENAMED})
    want = findings(skinwright(repo, "lint", "--against", "HEAD", "--format", "json").stdout)
    if form == "folder":
        ref = str(old)
    elif form == "older-folder":  # written before surface records existed
        (old / "surface.json").unlink()
        ref = str(old)
    elif form == "surface.json":
        ref = str(old / "surface.json")
    elif form == "tarball":  # as npm pack lays it out, with a member that tries to climb out
        ref = str(tmp_path / "styles-1.0.0.tgz")
        with tarfile.open(ref, "w:gz") as tar:
            tar.add(old, arcname="package")
            evil = tmp_path / "evil.json"
            evil.write_text("{}")
            tar.add(evil, arcname="../surface.json")
    else:
        if shutil.which("npm") is None:
            pytest.skip("npm is not installed")
        (old / "package.json").write_text('{"name": "@acme/card-styles", "version": "1.0.0"}\n')
        ref = f"npm:{old}"
    done = skinwright(repo, "lint", "--against", ref, "--format", "json")
    assert done.returncode == 1, done.stderr
    assert findings(done.stdout) == want
    assert len(want) == 2


def test_a_ref_that_cannot_be_read_exits_2_with_what_it_was_taken_for(card_repo, tmp_path):
    repo = card_repo()
    done = skinwright(repo, "lint", "--against", "no-such-ref")
    assert done.returncode == 2
    assert "error surface/baseline cannot read 'no-such-ref': it is not a path, not a revision of the git " \
           "repository, nor an npm name@version" in done.stdout
    (tmp_path / "junk").mkdir()
    (tmp_path / "junk/readme.txt").write_text("hi")
    done = skinwright(repo, "lint", "--against", str(tmp_path / "junk"), "--format", "json")
    assert done.returncode == 2
    assert json.loads(done.stdout)["diagnostics"][0]["message"].endswith(
        "holds no skinwright output: no surface.json, tokens.json or meta/*.json: not the output folder of a "
        "skinwright build")
    (tmp_path / "bad.tgz").write_bytes(b"not a tarball")
    done = skinwright(repo, "lint", "--against", str(tmp_path / "bad.tgz"))
    assert done.returncode == 2 and "is not a readable tarball" in done.stdout
    done = skinwright(repo, "lint", "--against", "git:v9.9.9")
    assert done.returncode == 2 and "'v9.9.9' is not a commit of the repository" in done.stdout


def test_a_baseline_whose_sources_do_not_build_says_so(card_repo):
    repo = card_repo({"tokens.yaml": TOKENS.replace("fg:\n", "oops: {$value: \"{nowhere}\", $type: color}\nfg:\n")})
    write(repo, {"tokens.yaml": TOKENS})
    done = skinwright(repo, "lint", "--against", "HEAD")
    assert done.returncode == 2
    assert "error surface/baseline git HEAD (" in done.stdout and "does not build with this skinwright" in done.stdout
    assert "core/unknown-alias" in done.stdout  # the first error, in the hint


def test_a_project_outside_git_cannot_use_a_revision(tmp_path):
    shutil.copytree(CARD, tmp_path / "p")
    (tmp_path / "p/pyproject.toml").write_text('[tool.skinwright]\ntokens = "tokens.yaml"\n')
    done = skinwright(tmp_path / "p", "lint", "--against", "git:HEAD")
    assert done.returncode == 2
    assert "is not in a git repository" in done.stdout


def test_npm_package_versions_are_recognised():
    assert _NPM_SPEC.match("@acme/tokens@1.4.0").groups() == ("@acme/tokens", "1.4.0")
    assert _NPM_SPEC.match("design-tokens@latest").groups() == ("design-tokens", "latest")
    assert _NPM_SPEC.match("HEAD@{1}") is None and _NPM_SPEC.match("main") is None


def test_a_project_whose_build_has_a_baseline_without_git_warns_and_still_builds(card_repo, tmp_path):
    repo = card_repo()
    copy = tmp_path / "copy"
    shutil.copytree(repo, copy, ignore=shutil.ignore_patterns(".git"))
    (copy / "pyproject.toml").write_text(WITH_BASELINE)
    done = skinwright(copy, "build")
    assert done.returncode == 0
    assert "pyproject.toml:5:1: warning surface/baseline no changelog of the public surface: cannot read 'HEAD': " \
           "it is not a path (and the project is not in a git repository), nor an npm name@version" in done.stderr
    assert not (copy / "dist/changes.json").exists()
    assert (copy / "site-parts/parts/surface/changes.md").read_text().startswith(
        "The changelog could not be written: ")


def test_a_resolver_at_the_projects_root_brings_its_neighbours_from_a_revision(card_repo):
    """The resolver sits beside the project's other files: the revision's token files at the root and the
    folders they name are read with it (not the rest of the project), so the release builds and compares."""
    resolver = """\
        {"name": "card", "version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "tokens.yaml"}, {"$ref": "more/extra.json"}]}},
         "resolutionOrder": [{"$ref": "#/sets/base"}]}
        """
    extra = '{"shadow": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}\n'
    repo = card_repo({"tokens.yaml": TOKENS, "card.resolver.json": resolver, "more/extra.json": extra,
                      "notes/big.txt": "not a token file\n"},
                     {"tokens.yaml": RENAMED}, pyproject='[tool.skinwright]\ntokens = "card.resolver.json"\n')
    done = skinwright(repo, "lint", "--against", "HEAD", "--format", "json")
    assert done.returncode == 1, done.stdout + done.stderr
    assert [(rule, severity, message) for rule, severity, _, _, _, message in findings(done.stdout)] == [
        ("surface/added", "info", "token 'bg.page' was added (--xh-bg-page)"),
        ("surface/removed", "error", "token 'bg.canvas' was removed (--xh-bg-canvas no longer exists); "
                                     "'bg.page' was added with the same value")]


def test_values_compare_as_json_does():
    """The diff's value comparison agrees with comparing canonical JSON texts, types included."""
    from skinwright.surface.diff import _canon, _same

    pairs = [(1, 1.0), (True, 1), (0, False), ("1", 1), (None, {}), ([1, 2], (1, 2)), ([1, 2], [2, 1]),
             ({"a": 1, "b": [1, {"c": 2}]}, {"b": [1, {"c": 2}], "a": 1}), ({"a": 1}, {"a": 1, "b": None}),
             ({"value": 4, "unit": "px"}, {"value": 4.0, "unit": "px"}), ("é", "é")]
    assert [_same(a, b) for a, b in pairs] == [_canon(a) == _canon(b) for a, b in pairs] == \
        [False, False, False, False, False, True, False, True, False, False, True]
