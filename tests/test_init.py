"""``skinwright init`` and ``skinwright new component``: what they write, and that they never overwrite.

The walk-through test (tests/browser/test_add_a_component.py) builds and
browses a project made this way; these tests check the commands themselves.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from skinwright.scaffold import component_files, project_files, slug

from .conftest import foreign_names

ROOT = Path(__file__).resolve().parent.parent


def run(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "generator")}
    env.pop("SKINWRIGHT_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "skinwright", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=300)


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> Path:
    cwd = tmp_path_factory.mktemp("init")
    done = run(cwd, "init", "Blue Sky", "--title", "Blue Sky")
    assert done.returncode == 0, done.stderr
    assert "next: cd 'Blue Sky' && skinwright build && mkdocs build --strict" in done.stderr \
        or "next: cd Blue Sky && skinwright build" in done.stderr
    assert "(prefix blue-sky: --prefix chooses another)" in done.stderr
    return cwd / "Blue Sky"


def test_init_writes_a_project_that_builds_and_lints_clean(project):
    files = sorted(p.relative_to(project).as_posix() for p in project.rglob("*") if p.is_file())
    assert files == [
        ".gitignore", "README.md", "docs/changelog.md", "docs/index.md", "docs/overrides/main.html", "docs/tokens.md",
        "mkdocs.yml",
        "pyproject.toml", "styles/callout/examples/00-overview.yaml", "styles/callout/guidance.md",
        "styles/callout/skin.scss", "styles/callout/spec.yaml", "styles/family/_parts.scss",
        "styles/family/_reduce-motion.scss", "styles/family/motion.scss", "tokens/base.yaml",
        "tokens/blue-sky.resolver.yaml", "tokens/modes/contrast-more.yaml", "tokens/modes/density-compact.yaml",
        "tokens/modes/theme-dark.yaml"]
    assert 'prefix = "blue-sky"' in (project / "pyproject.toml").read_text()
    readme = (project / "README.md").read_text()
    assert "skinwright build && mkdocs build --strict" in readme and "skinwright serve" in readme
    built = run(project, "build")
    assert built.returncode == 0, built.stderr
    # The README's dist/ row names exactly what the build wrote there (folders with their slash; the
    # build's own hidden manifest of what it wrote is not the user's).
    row = next(line for line in readme.splitlines() if line.startswith("| `dist/` |"))
    named = set(re.findall(r"`([^`]+)`", row.split("|")[2]))
    assert named == {p.name + ("/" if p.is_dir() else "") for p in (project / "dist").iterdir()
                     if not p.name.startswith(".")}
    assert {"js/", "package.json"} <= named
    css = (project / "dist/css/tokens.css").read_text()
    for selector in ('[data-theme="dark"]', '[data-contrast="more"]', '[data-density="compact"]'):
        assert selector in css
    assert "--blue-sky-fg-default:" in css
    callout = (project / "dist/css/callout.css").read_text()
    assert callout.startswith("@layer blue-sky.components, blue-sky.motion, blue-sky.overrides;")
    assert "var(--blue-sky-callout-bg, var(--blue-sky-bg-surface))" in callout
    page = (project / "docs/reference/components/callout.md").read_text()
    assert "# Callout" in page and "## Guidance" in page
    linted = run(project, "lint", "--strict")
    assert linted.returncode == 0, linted.stdout + linted.stderr


def test_an_init_site_publishes_its_changelog_and_an_english_one_never_loads_jieba(tmp_path):
    """A fresh project's site has a Changelog page with the build's changelog part, in the navigation;
    an English-only site holds no Han character, so Material's search never loads jieba's dictionary
    (about 2 s of each build): the tokens page's type specimens say "Ag 123"."""
    pytest.importorskip("material")
    assert run(tmp_path, "init", "Sea", "--title", "Sea").returncode == 0
    project = tmp_path / "Sea"
    assert run(project, "build").returncode == 0
    env = {**os.environ, "PYTHONPATH": str(ROOT / "generator")}
    site = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict"], cwd=project, env=env,
                          capture_output=True, text=True, timeout=300)
    assert site.returncode == 0, site.stderr
    page = (project / "site/changelog/index.html").read_text(encoding="utf-8")
    part = (project / "docs/reference/parts/surface/changes.md").read_text(encoding="utf-8")
    assert "No baseline is configured" in part and "No baseline is configured" in page
    assert 'href="changelog/"' in (project / "site/index.html").read_text(encoding="utf-8")  # in the nav
    assert "prefix dict" not in site.stderr and "jieba" not in site.stderr.lower(), site.stderr
    han = [p.relative_to(project / "site").as_posix() for p in (project / "site").rglob("*.html")
           if re.search("[\u4e00-\u9fff]", p.read_text(encoding="utf-8"))]
    assert han == []
    assert ">Ag 123<" in (project / "site/tokens/index.html").read_text(encoding="utf-8")


def test_the_type_specimen_writes_han_only_for_a_site_in_chinese_japanese_or_korean():
    from skinwright.docs.tokens_page import SPECIMEN, SPECIMEN_HAN, specimen_for

    assert specimen_for(["en"]) == SPECIMEN == "Ag 123"
    assert specimen_for(["en", "zh"]) == specimen_for(["en", "ja"]) == specimen_for(["en", "zh-Hant"]) == SPECIMEN_HAN
    assert "文字" in SPECIMEN_HAN


def test_init_never_overwrites(project):
    (project.parent / "half").mkdir()
    (project.parent / "half" / "README.md").write_text("mine\n")
    done = run(project.parent, "init", "half")
    assert done.returncode == 1
    assert done.stderr.startswith("half/README.md:1:1: error init/exists half/README.md exists; skinwright init "
                                  "would overwrite it\n  hint: nothing was written")
    assert sorted(p.name for p in (project.parent / "half").iterdir()) == ["README.md"]
    assert (project.parent / "half" / "README.md").read_text() == "mine\n"


def test_init_that_cannot_write_leaves_nothing(tmp_path):
    # A file where a folder must go: init stops at it and removes what it made before.
    (tmp_path / "ds").mkdir()
    (tmp_path / "ds" / "styles").write_text("not a folder\n")
    done = run(tmp_path, "init", "ds")
    assert done.returncode == 1
    assert done.stderr.startswith("ds/styles/callout:1:1: error output/write-failed cannot write ds/styles/callout: "
                                  "Not a directory\n  hint: check that the folder is writable and has room; "
                                  "nothing was written")
    assert "Traceback" not in done.stderr and [p.name for p in (tmp_path / "ds").iterdir()] == ["styles"]


def test_new_component_adds_a_folder_that_builds_and_never_overwrites(project):
    done = run(project, "new", "component", "status-chip")
    assert done.returncode == 0, done.stderr
    folder = project / "styles/status-chip"
    assert sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()) == [
        "examples/00-overview.yaml", "skin.scss", "spec.yaml"]
    spec = (folder / "spec.yaml").read_text()
    assert "name: status-chip" in spec and "type: StatusChipVariant" in spec and "words: [\"on\", \"off\"]" in spec
    built = run(project, "build")
    assert built.returncode == 0, built.stderr
    assert (project / "dist/meta/status-chip.machine.json").is_file()
    again = run(project, "new", "component", "status-chip")
    assert again.returncode == 1
    assert again.stderr.startswith("styles/status-chip:1:1: error init/exists styles/status-chip exists")
    assert (folder / "spec.yaml").read_text() == spec


def test_a_project_under_its_own_prefix_has_no_name_of_the_shipped_one(tmp_path):
    # Every file of a fresh project after init, new component and build: the sources init and new wrote,
    # dist/ (CSS, tokens, metadata, editor data, js/, the package) and the generated docs parts.
    assert run(tmp_path, "init", "ds", "--prefix", "acme").returncode == 0
    project = tmp_path / "ds"
    assert run(project, "new", "component", "badge").returncode == 0
    built = run(project, "build")
    assert built.returncode == 0, built.stderr
    written = {p.relative_to(project).as_posix() for p in project.rglob("*") if p.is_file()}
    assert {"dist/css/badge.css", "dist/js/badge.element.js", "dist/meta/badge.json", "dist/package.json",
            "dist/tokens.json", "docs/reference/components/badge.md"} <= written
    assert 'define("acme-badge", AcmeBadge);' in (project / "dist/js/badge.element.js").read_text()
    assert foreign_names(project) == []


@pytest.mark.parametrize("name", ["Badge", "2fa", "family", "a_b", "x-"])
def test_a_component_name_is_a_data_scope(project, name):
    done = run(project, "new", "component", name)
    assert done.returncode == 1 and "error init/invalid-name" in done.stderr and "badge or status-chip" in done.stderr
    assert name == "family" or not (project / "styles" / name).exists()


def test_the_templates_fill_every_placeholder():
    import re

    for files in (project_files("acme-ds", prefix="acme"), component_files("status-chip")):
        for rel, text in files.items():
            assert not re.search(r"\{\{(name|prefix|title|pascal|words)\}\}", text) and "__" not in rel, rel
    assert slug("My Design System") == "my-design-system" and slug("42") == "ds-42"


def test_the_default_prefix_is_the_folders_name_without_a_design_system_word():
    from skinwright.scaffold import default_prefix

    assert [default_prefix(n) for n in ("acme-ds", "Acme DS", "blue-sky", "ds", "acme-design-system", "nova-ui",
                                        "ui", "42-ds", "acme-tokens")] == [
        "acme", "acme", "blue-sky", "ds", "acme", "nova", "ui", "ds-42", "acme"]
    assert 'prefix = "acme"' in project_files("acme-ds")["pyproject.toml"]
    assert 'prefix = "ac"' in project_files("acme-ds", prefix="ac")["pyproject.toml"]


def test_the_guides_prefix_is_the_one_init_writes():
    """docs/add-a-component.md runs `skinwright init <folder>` and shows the prefix line of pyproject.toml:
    that line is the one init wrote (the walk-through test then sets it, changing nothing);
    getting-started names the same folder and prefix."""
    for page in ("add-a-component.md", "zh/add-a-component.md", "getting-started.md"):
        text = (ROOT / "docs" / page).read_text(encoding="utf-8")
        folder = re.search(r"^skinwright init (\S+)", text, re.M).group(1)
        written = project_files(folder)["pyproject.toml"]
        prefix = re.search(r'^prefix = "([^"]+)"', written, re.M).group(1)
        assert (folder, prefix) == ("acme-ds", "acme"), page
        shown = re.search(r'```toml title="pyproject.toml"\n(.*?)```', text, re.S)
        if shown:
            assert f'prefix = "{prefix}"\n' == shown.group(1), page
        else:
            assert f"--{prefix}-fg-default" in text and f"(prefix: {prefix})" in text, page
    from click.testing import CliRunner

    from skinwright.cli import cli

    help_text = " ".join(CliRunner().invoke(cli, ["init", "--help"]).output.split())
    assert "acme-ds gives acme" in help_text


def test_an_unstyled_part_is_one_warning_in_build_and_lint_at_the_spec(tmp_path):
    """A part (or variant) the skin styles nowhere: build and lint report the same finding, at the part's
    line in the spec, a warning by default and whatever severity [tool.skinwright.lint.rules] gives it."""
    from skinwright.build import build
    from skinwright.config import load_config
    from skinwright.lint import lint

    for rel, text in project_files("acme-ds").items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text, encoding="utf-8")
    for rel, text in component_files("chip").items():
        if rel.endswith("skin.scss"):  # the new part's rule left out
            text = re.sub(r"\n  // The label stays on one line.*?\n  }\n", "\n", text, flags=re.S)
            assert "part(label)" not in text
        (tmp_path / "styles" / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "styles" / rel).write_text(text, encoding="utf-8")

    def found(kind):
        run_it = build if kind == "build" else lint
        return [(d.severity, str(d.position), d.message) for d in run_it(load_config(tmp_path)).diagnostics
                if d.code == "skin/unstyled"]

    line = next(i for i, t in enumerate((tmp_path / "styles/chip/spec.yaml").read_text().splitlines(), 1)
                if "part: label" in t)
    want = [("warning", f"styles/chip/spec.yaml:{line}:11", "part 'label' of chip has no style rule in the skin")]
    assert found("build") == found("lint") == want
    with (tmp_path / "pyproject.toml").open("a") as f:
        f.write('\n[tool.skinwright.lint.rules]\n"skin/unstyled" = "error"\n')
    assert found("build") == found("lint") == [("error", *want[0][1:])]
