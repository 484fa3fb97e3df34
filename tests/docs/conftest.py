"""Fixtures for the docs-site tests: the site built once from a copy of the repository."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent


@pytest.fixture(scope="session")
def built(tmp_path_factory) -> Path:
    """A copy of the project in a temporary folder after `skinwright build` and `mkdocs build --strict`.

    The copy keeps the checkout's docs/generated/, dist/ and site/ untouched;
    the generator is imported from this checkout.
    """
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


@pytest.fixture(scope="session")
def site(built: Path) -> Path:
    return built / "site"


@pytest.fixture(scope="session")
def spec():
    from skinwright.components.spec import project_spec

    return project_spec("tool-call")
