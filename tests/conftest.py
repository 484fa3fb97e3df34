"""Shared fixtures: the repository root, a helper that writes small projects, and the docs site built once."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# Import the package from this checkout even when the venv's editable install
# points at another one (git worktrees share one .venv).
sys.path.insert(0, str(ROOT / "generator"))


@pytest.fixture
def root() -> Path:
    return ROOT


@pytest.fixture
def write(tmp_path: Path):
    """write({"a.yaml": "..."}) creates dedented files under tmp_path and returns tmp_path."""

    def _write(files: dict[str, str]) -> Path:
        for rel, text in files.items():
            p = tmp_path / rel
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
        return tmp_path

    return _write


@pytest.fixture(scope="session")
def docs_project(tmp_path_factory) -> Path:
    """A copy of the project after ``skinwright build`` and ``mkdocs build --strict``, as the README builds it.

    Built once per session for the docs and browser tests. The copy keeps the
    checkout's docs/generated/, dist/ and site/ untouched; the generator is
    imported from this checkout.
    """
    if not (ROOT / "mkdocs.yml").is_file():
        pytest.fail("no mkdocs.yml: the project has no docs site to test")
    work = tmp_path_factory.mktemp("docsite")
    for name in ("mkdocs.yml", "pyproject.toml"):
        shutil.copy(ROOT / name, work / name)
    skip = shutil.ignore_patterns("generated", "__pycache__")
    for folder in ("docs", "styles", "tokens"):
        shutil.copytree(ROOT / folder, work / folder, ignore=skip)
    env = {**os.environ, "PYTHONPATH": str(ROOT / "generator"), "NO_MKDOCS_2_WARNING": "1"}
    env.pop("SKINWRIGHT_DEBUG", None)
    for cmd in ([sys.executable, "-m", "skinwright", "build", "-q"],
                [sys.executable, "-m", "mkdocs", "build", "--strict", "-q"]):
        done = subprocess.run(cmd, cwd=work, env=env, capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, f"{' '.join(cmd[2:])} failed:\n{done.stdout}\n{done.stderr}"
    return work
