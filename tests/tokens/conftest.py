"""Helpers: build a TokenSet from in-memory files (no disk, positions intact)."""

from __future__ import annotations

import textwrap

import pytest

from skinwright.diagnostics import Report, SkinwrightError
from skinwright.source import load_document
from skinwright.tokens import load_token_set


def make_token_set(files: dict[str, str], entry: str = "tokens.yaml"):
    """(TokenSet, Report) for ``files`` (path → YAML/JSON text, dedented)."""

    def read(path: str):
        if path not in files:
            raise SkinwrightError([])
        return load_document(path, textwrap.dedent(files[path]).lstrip("\n"))

    report = Report()
    ts = load_token_set(entry, read, report=report)
    return ts, report


@pytest.fixture
def tokens():
    return make_token_set


def messages(report: Report, severity: str | None = None) -> list[str]:
    return [d.format() for d in sorted(report.items, key=lambda d: d.sort_key())
            if severity is None or d.severity == severity]
