"""Fixtures for the docs-site tests: the site built once from a copy of the repository."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent


@pytest.fixture(scope="session")
def built(docs_project: Path) -> Path:
    """The project copy with the built site (``docs_project`` in tests/conftest.py)."""
    return docs_project


@pytest.fixture(scope="session")
def site(built: Path) -> Path:
    return built / "site"


@pytest.fixture(scope="session")
def spec():
    from tests.specs import shipped_spec

    return shipped_spec("tool-call")


@pytest.fixture
def docs_hook():
    """``docs_hook(name)`` → the module of ``docs/overrides/hooks/<name>.py``, loaded as MkDocs loads a hook."""
    def load(name: str):
        spec = importlib.util.spec_from_file_location(name, ROOT / "docs/overrides/hooks" / f"{name}.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    return load
