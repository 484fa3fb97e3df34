"""Projects with components added as YAML and SCSS only (``fixtures/<name>``): no Python, no element hooks.

Each takes the repository's tokens and ``styles/family`` and the fixture
folder, so the elements are shown to come from any spec: the badge (props and
rules, no machine; a package name of its own) and the chip (a machine of its
own events, a component event and focus moves, all bound from its data; the
prefix ``acme``, which every name the build writes follows) and the toggle (a root
drawn as a button, which its element plays).
"""

from __future__ import annotations

import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).with_name("fixtures")
PYPROJECT = {
    # The repository's prefix, a package name of its own.
    "badge": """[tool.skinwright]
tokens = "tokens/xh.resolver.yaml"

[tool.skinwright.package]
name = "@acme/badge"
version = "1.0.0"
""",
    # A prefix of its own and no package table: every name follows the prefix (acme-chip, acme-components).
    "chip": """[tool.skinwright]
prefix = "acme"
tokens = "tokens/xh.resolver.yaml"
""",
    # A root drawn as a toggle button: the element plays it (acme-toggle).
    "toggle": """[tool.skinwright]
prefix = "acme"
tokens = "tokens/xh.resolver.yaml"
""",
}


def fixture_project(folder: Path, name: str = "badge") -> Path:
    """Lay the project of fixture ``name`` out in ``folder``; returns it."""
    shutil.copytree(ROOT / "tokens", folder / "tokens")
    shutil.copytree(ROOT / "styles/family", folder / "styles/family")
    shutil.copytree(FIXTURES / name, folder / "styles" / name)
    (folder / "pyproject.toml").write_text(PYPROJECT[name])
    return folder


def build_fixture(folder: Path, name: str = "badge"):
    """Build the project of fixture ``name`` in memory and write its out-dir: (config, result, out-dir path)."""
    from skinwright.build import build
    from skinwright.config import load_config

    from .conftest import write_build

    config = load_config(fixture_project(folder, name))
    result = build(config)
    assert result.ok, [d.format() for d in result.diagnostics]
    return config, result, write_build(result, config, folder / "dist")


def build_badge(folder: Path):
    """The badge project (see :func:`build_fixture`)."""
    return build_fixture(folder, "badge")
