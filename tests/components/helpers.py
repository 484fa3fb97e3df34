"""Shared helpers of the component tests: the project spec text and the reference tables."""

from __future__ import annotations

import csv
from pathlib import Path

from skinwright.components.spec import load_spec
from skinwright.source import load_document

HERE = Path(__file__).parent
ROOT = HERE.parent.parent
SPEC_PATH = "styles/tool-call/spec.yaml"


def reference(name: str) -> list[dict[str, str]]:
    """Rows of fixtures/reference/<name>.tsv (the card's reference tables)."""
    with open(HERE / "fixtures" / "reference" / f"{name}.tsv", encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))


ADDED = {
    "anatomy": [{"part": "portal"}],
    "data-attributes": [{"part": "portal", "attribute": "data-state", "value": "props.phase"}],
}
"""Rows the card has beyond the reference tables: the portal part, for LobeHub's Portal surface (the host's own
view of the details), with its phase as data-state like every other part in the details."""


def card_reference(name: str) -> list[dict[str, str]]:
    """The reference rows of ``name`` and the card's rows added since (:data:`ADDED`), in the spec's order."""
    return reference(name) + ADDED.get(name, [])


def spec_text() -> str:
    return (ROOT / SPEC_PATH).read_text(encoding="utf-8")


def load_text(text: str):
    return load_spec(load_document(SPEC_PATH, text))

