"""Shared fixtures: the repository root and a helper that writes small projects."""

from __future__ import annotations

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
