"""Fixtures for the skin tests: the project's tool-call spec and tokens, the real skin built once per session."""

from __future__ import annotations

import csv
import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).parent / "fixtures"
SPEC_PATH = "styles/tool-call/spec.yaml"


def read_tsv(name: str) -> list[dict[str, str]]:
    """Rows of ``fixtures/<name>`` (a copy of one of the card's reference tables)."""
    with open(FIXTURES / name, encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


def load_spec_file(path: Path):
    """``path`` loaded as the build loads ``styles/tool-call/spec.yaml`` (diagnostics name that file)."""
    from skinwright.components.spec import load_spec
    from skinwright.source import load_document

    return load_spec(load_document(SPEC_PATH, path.read_bytes()))


@pytest.fixture(scope="session")
def names() -> dict[str, str]:
    """Token id → custom property of the project's token set."""
    from skinwright.project import Reader, load_tokens
    from skinwright.config import load_config
    from skinwright.diagnostics import Report

    config = load_config(ROOT)
    report = Report()
    tokens = load_tokens(config, Reader(ROOT), report)
    assert not report.has_errors, [d.format() for d in report.items]
    return dict(tokens.names)


@pytest.fixture(scope="session")
def spec():
    """The project's tool-call spec."""
    return load_spec_file(ROOT / SPEC_PATH)


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
    """The three-part ``fixtures/mini-spec.yaml`` the broken-skin fixtures are written against."""
    return load_spec_file(FIXTURES / "mini-spec.yaml")
