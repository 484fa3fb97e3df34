"""A stand-in for the component spec while ``skinwright.components.spec`` is built.

It exposes exactly the members of INTERFACES.md §3, filled from the reference
tables copied into ``fixtures/`` (anatomy.tsv, data-attributes.tsv,
css-variables.tsv, phases.tsv). Prop-valued attributes take the value sets of
seed 001's Props (variant outline|subtle|ghost, size sm|md|lg; the tone list
is the fg.* tones of INTERFACES.md §1 plus neutral).
"""

from __future__ import annotations

import csv
from dataclasses import dataclass, field
from pathlib import Path

from skinwright.source import Document, load_document

FIXTURES = Path(__file__).parent / "fixtures"


def read_tsv(name: str) -> list[dict[str, str]]:
    with open(FIXTURES / name, encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


PROP_VALUES = {
    "phase": tuple(row["phase"] for row in read_tsv("phases.tsv")),
    "size": ("sm", "md", "lg"),
    "tone": ("neutral", "accent", "success", "warning", "danger"),
    "variant": ("outline", "subtle", "ghost"),
}


def attribute_set(text: str) -> tuple[str, ...] | None:
    """``'open' | 'closed'`` → ('open', 'closed'); ``'' (present …)`` → (); ``props.size`` → the prop's values."""
    text = text.split(" (", 1)[0].strip()
    if text.startswith("props."):
        return PROP_VALUES.get(text.removeprefix("props."))
    values = tuple(v.strip().strip("'") for v in text.split("|"))
    return () if values == ("",) else values


@dataclass
class StandInSpec:
    """The §3 members, nothing more."""

    name: str
    path: str
    document: Document
    part_names: tuple[str, ...]
    slot_names: tuple[str, ...]
    attributes: dict[str, dict[str, tuple[str, ...] | None]] = field(repr=False)
    descriptions: dict[str, str] = field(repr=False)

    def state_values(self, part: str) -> tuple[str, ...]:
        return self.attribute_values(part).get("data-state") or ()

    def attribute_values(self, part: str) -> dict[str, tuple[str, ...] | None]:
        return {"data-scope": (self.name,), "data-part": (part,), **self.attributes.get(part, {})}

    def slot_description(self, name: str) -> str:
        return self.descriptions[name]


def make_spec(name: str, parts: dict[str, dict[str, tuple[str, ...] | None]], slots: dict[str, str]) -> StandInSpec:
    """A stand-in whose document is a small YAML listing the slots (for positions)."""
    path = f"styles/{name}/spec.yaml"
    lines = [f"name: {name}", "slots:"]
    for slot, description in slots.items():
        lines += [f"  - name: '{slot}'", f"    description: {description}"]
    document = load_document(path, "\n".join(lines) + "\n")
    return StandInSpec(name, path, document, tuple(parts), tuple(slots), parts, dict(slots))


def tool_call_spec() -> StandInSpec:
    """The tool-call card as the reference tables describe it."""
    parts: dict[str, dict[str, tuple[str, ...] | None]] = {row["part"]: {} for row in read_tsv("anatomy.tsv")}
    for row in read_tsv("data-attributes.tsv"):
        parts[row["part"]][row["attribute"]] = attribute_set(row["value"])
    slots = {row["variable"]: f"{row['parts']} {row['properties']} override" for row in read_tsv("css-variables.tsv")}
    return make_spec("tool-call", parts, slots)


def token_names() -> dict[str, str]:
    """Token id → custom property (INTERFACES.md §1 naming) for every id of ``fixtures/token-ids.txt``."""
    ids = [line.strip() for line in (FIXTURES / "token-ids.txt").read_text(encoding="utf-8").splitlines()
           if line.strip() and not line.startswith("#")]
    return {i: "--xh-" + i.replace(".", "-") for i in ids}


def mini_spec() -> StandInSpec:
    """A three-part tool-call spec with two slots, for the broken-skin fixtures."""
    open_closed = ("open", "closed")
    return make_spec("tool-call", {
        "root": {"data-state": open_closed, "data-loading": (), "data-variant": PROP_VALUES["variant"]},
        "trigger": {"data-state": open_closed, "data-disabled": ()},
        "status": {"data-state": PROP_VALUES["phase"]},
    }, {"--xh-tool-call-bg": "root background", "--xh-tool-call-trigger-fg": "trigger text colour"})
