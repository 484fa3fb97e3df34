"""What skinwright ships speaks of public things only.

The design follows documents readers never see; where it follows a public
project, the Prior art page names that project. So nothing in the package,
the repository's design system (its tokens, specs, skins and examples), a
build's ``dist/`` (CSS, metadata, VS Code data, the npm package) or the docs
site cites a source document ("seed 001", "seeds 000/002", "from seed"), or
points at a file or note of the project's own making process. The rest of the
public repository (tests, benchmarks, the README) is held to the same, and
names no ticket of the tracker the project was made with ("issue 15").
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .conftest import ROOT

CITATION = re.compile(r"\bseeds?\b|reference/tool-call|shared/seeds|(?-i:\bINTERFACES(?:\.md)?\b|\bDESIGN\.md\b)",
                      re.IGNORECASE)
TEXT = {".py", ".pyi", ".yaml", ".yml", ".json", ".js", ".mjs", ".ts", ".css", ".scss", ".md", ".html", ".txt",
        ".xml", ".svg", ".toml"}
PROCESS = re.compile(r"\bissues? #?\d+\b", re.IGNORECASE)
"""A ticket number of the tracker the project was made with: readers of the repository have no such tracker."""
RANDOM_SEED = re.compile(r"\bseed: int\b|Random\(seed\)")
"""A pseudo-random generator's seed (tests draw reproducible cases): not a citation."""
VENDOR = ("assets/javascripts/", "assets/stylesheets/")
"""Material for MkDocs' own bundles in ``site/``: not written by skinwright."""


def findings(folder: Path, skip: tuple[str, ...] = (), pattern: re.Pattern = CITATION) -> list[str]:
    """``path:line: text`` of every match of ``pattern`` under ``folder`` (text files only; ``folder`` may be a file)."""
    out = []
    for path in sorted(folder.rglob("*")) if folder.is_dir() else [folder]:
        rel = path.relative_to(folder).as_posix() if folder.is_dir() else path.name
        if not path.is_file() or path.suffix not in TEXT or rel.startswith(skip) or "__pycache__" in rel:
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            for m in pattern.finditer(RANDOM_SEED.sub("", line)):
                out.append(f"{folder.name}/{rel}:{n}: …{line[max(0, m.start() - 40):m.end() + 40]}…")
    return out


def test_the_citation_pattern_finds_what_it_is_for(tmp_path):
    (tmp_path / "a.md").write_text("from seed 001, 用法\nseeds 000/002\nok: seeded? no\n(Seed 004)\n")
    (tmp_path / "b.py").write_text("# see reference/tool-call/phases.tsv and INTERFACES §3, not interfaces\n")
    assert [f.split(": …")[0] for f in findings(tmp_path)] == [
        f"{tmp_path.name}/a.md:1", f"{tmp_path.name}/a.md:2", f"{tmp_path.name}/a.md:4",
        f"{tmp_path.name}/b.py:1", f"{tmp_path.name}/b.py:1"]


@pytest.mark.parametrize("folder", ["generator/skinwright", "styles", "tokens", "docs"])
def test_the_package_and_the_design_system_cite_no_source_document(folder):
    skip = ("generated/",) if folder == "docs" else ()  # the build's output: checked below, as built
    assert findings(ROOT / folder, skip) == []


@pytest.mark.parametrize("where", ["tests", "benchmarks", "README.md", ".ci", "pyproject.toml", "mkdocs.yml",
                                   "mkdocs.zh.yml"])
def test_the_rest_of_the_repository_cites_no_source_document_and_no_ticket(where):
    skip = ("docs/test_says_only_what_is_true.py",)  # this file spells out what it looks for
    found = findings(ROOT / where, skip) + findings(ROOT / where, skip, PROCESS)
    assert found == []


def test_the_package_and_the_docs_name_no_ticket():
    found = [f for folder in ("generator/skinwright", "styles", "tokens", "docs")
             for f in findings(ROOT / folder, ("generated/",), PROCESS)]
    assert found == []


def test_a_build_and_its_site_cite_no_source_document(docs_project):
    found = findings(docs_project / "dist") + findings(docs_project / "site", VENDOR)
    assert found == []
