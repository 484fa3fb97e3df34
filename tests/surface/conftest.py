"""Projects with a history: a git repository per test, committed before today's edit."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CARD = ROOT / "tests/lint/cases/_base/card"
ENV = {**os.environ, "PYTHONPATH": str(ROOT / "generator"), "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t",
       "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t"}
PYPROJECT = '[tool.skinwright]\ntokens = "tokens.yaml"\n'


def git(cwd: Path, *args: str) -> str:
    done = subprocess.run(["git", *args], cwd=cwd, env=ENV, capture_output=True, text=True, check=True)
    return done.stdout


def skinwright(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    """Run the CLI of this checkout as a user would."""
    return subprocess.run([sys.executable, "-m", "skinwright", *args], cwd=cwd, env=ENV, capture_output=True,
                          text=True, timeout=300)


def write(folder: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        p = folder / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")


@pytest.fixture
def card_repo(tmp_path):
    """card_repo(edit={...}) → a git repository holding the one-component card project, committed; then ``edit``."""

    def make(before: dict[str, str] | None = None, today: dict[str, str] | None = None,
             pyproject: str = PYPROJECT) -> Path:
        repo = tmp_path / "repo"
        shutil.copytree(CARD, repo)
        (repo / "pyproject.toml").write_text(pyproject)
        write(repo, before or {})
        git(repo, "init", "-q", "-b", "main")
        git(repo, "add", "-A")
        git(repo, "commit", "-q", "-m", "release 1")
        write(repo, today or {})
        return repo

    return make


@pytest.fixture
def xh_repo(tmp_path):
    """A git repository holding a copy of this project's tokens, styles and configuration (no docs site)."""
    repo = tmp_path / "xh"
    repo.mkdir()
    for folder in ("tokens", "styles"):
        shutil.copytree(ROOT / folder, repo / folder, ignore=shutil.ignore_patterns("examples"))
    text = (ROOT / "pyproject.toml").read_text()
    text = text.replace('docs-dir = "docs/generated"\n', "")
    text = text[:text.index("[tool.skinwright.surface]")] if "[tool.skinwright.surface]" in text else text
    (repo / "pyproject.toml").write_text(text)
    git(repo, "init", "-q", "-b", "main")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "release 1")
    return repo
