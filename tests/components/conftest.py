"""Fixtures for the component tests: the project's tool-call spec, loaded once."""

from __future__ import annotations

import pytest

from .helpers import load_text, spec_text


@pytest.fixture(scope="session")
def spec():
    return load_text(spec_text())
