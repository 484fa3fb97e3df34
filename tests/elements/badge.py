"""A project with a component added as YAML and SCSS only (``fixtures/badge``): no Python, no element hooks.

It takes the repository's tokens and ``styles/family`` and the badge folder, under
a package name of its own, so the elements are shown to come from any spec.
"""

from __future__ import annotations

import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = Path(__file__).with_name("fixtures") / "badge"
PYPROJECT = """[tool.skinwright]
tokens = "tokens/xh.resolver.yaml"

[tool.skinwright.package]
name = "@acme/badge"
version = "1.0.0"
"""


def badge_project(folder: Path) -> Path:
    """Lay the project out in ``folder``; returns it."""
    shutil.copytree(ROOT / "tokens", folder / "tokens")
    shutil.copytree(ROOT / "styles/family", folder / "styles/family")
    shutil.copytree(FIXTURE, folder / "styles/badge")
    (folder / "pyproject.toml").write_text(PYPROJECT)
    return folder


def build_badge(folder: Path):
    """Build the badge project in memory and write its out-dir: (config, result, out-dir path)."""
    from skinwright.build import build
    from skinwright.config import load_config

    from .conftest import write_build

    config = load_config(badge_project(folder))
    result = build(config)
    assert result.ok, [d.format() for d in result.diagnostics]
    return config, result, write_build(result, config, folder / "dist")
