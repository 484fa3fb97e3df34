"""The repository's own tokens, specs and skins lint clean with the recommended configuration."""

from __future__ import annotations

from pathlib import Path

from skinwright.config import load_config
from skinwright.lint import lint

ROOT = Path(__file__).resolve().parents[2]


def test_the_repository_lints_clean():
    result = lint(load_config(ROOT))
    assert [d.format() for d in result.diagnostics] == []
