"""Fixtures for the skin tests: the real skin built once per session."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from standin import mini_spec, token_names, tool_call_spec  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def names() -> dict[str, str]:
    return token_names()


@pytest.fixture(scope="session")
def spec():
    return tool_call_spec()


@pytest.fixture(scope="session")
def family(names) -> dict[str, str]:
    from skinwright.skins import build_family

    return build_family(ROOT / "styles/family", names, root=ROOT)


@pytest.fixture(scope="session")
def skin(spec, names, family):
    from skinwright.skins import build_skin

    return build_skin(ROOT / "styles/tool-call", spec, names, family_dir=ROOT / "styles/family",
                      family_css=family, root=ROOT)


@pytest.fixture
def project(tmp_path: Path):
    """project(skin_text) → a component folder in a copy of the project layout with the real family."""

    def _project(skin_text: str) -> Path:
        shutil.copytree(ROOT / "styles/family", tmp_path / "styles/family")
        component = tmp_path / "styles/tool-call"
        component.mkdir(parents=True)
        (component / "skin.scss").write_text(skin_text, encoding="utf-8")
        return component

    return _project


@pytest.fixture(scope="session")
def small_spec():
    return mini_spec()
