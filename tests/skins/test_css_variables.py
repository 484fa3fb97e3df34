"""The CSS variables table derived from the compiled skin reproduces the reference, row by row."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from conftest import read_tsv

REFERENCE = {row["variable"]: row for row in read_tsv("css-variables.tsv")}
ALLOW = yaml.safe_load((Path(__file__).parent / "css-variables.allow.yaml").read_text(encoding="utf-8")) or {}
FIELDS = ("parts", "properties", "states", "default_sources")


def test_reference_has_forty_slots():
    assert len(REFERENCE) == 40


def test_the_same_slots_are_consumed(skin):
    assert [row.variable for row in skin.analysis.variables] == sorted(REFERENCE)


@pytest.mark.parametrize("variable", sorted(REFERENCE))
def test_row_matches_reference(skin, variable):
    rows = {row.variable: row for row in skin.analysis.variables}
    assert variable in rows, f"{variable} is not consumed"
    allowed = set(ALLOW.get(variable, {}).get("fields", ()))
    for name in FIELDS:
        if name in allowed:
            continue
        assert " ".join(getattr(rows[variable], name)) == REFERENCE[variable][name], name


def test_allowlist_entries_have_reasons_and_are_needed(skin):
    rows = {row.variable: row for row in skin.analysis.variables}
    for variable, entry in ALLOW.items():
        assert entry.get("reason"), variable
        differing = {f for f in FIELDS if " ".join(getattr(rows[variable], f)) != REFERENCE[variable][f]}
        assert differing == set(entry["fields"]), f"{variable}: allowlist is stale"


def test_rows_are_sorted_and_deduplicated(skin):
    for row in skin.analysis.variables:
        for name in FIELDS:
            values = getattr(row, name)
            assert list(values) == sorted(set(values)), (row.variable, name)


def test_tsv_notation(skin):
    row = next(r for r in skin.analysis.variables if r.variable == "--xh-tool-call-bg")
    assert row.tsv() == "--xh-tool-call-bg\troot\tbackground\tdefault variant=subtle\t--xh-bg-subtle --xh-bg-surface"


def test_keyframes(skin):
    analysis = skin.analysis
    assert analysis.keyframes_defined == ("xh-tool-call-enter", "xh-tool-call-shimmer")
    assert analysis.keyframes_used == ("xh-disclosure-collapse", "xh-disclosure-expand",
                                       "xh-tool-call-enter", "xh-tool-call-shimmer")
    assert analysis.shared_keyframes == ("xh-disclosure-collapse", "xh-disclosure-expand")


def test_py_reaches_the_shared_keyframes_through_a_helper(skin):
    """--xh-tool-call-py is carried by --xh-_disclosure-py into family/motion.css's frames."""
    sites = [s for s in skin.analysis.sites if s.variable == "--xh-tool-call-py" and s.origin == "family/motion.css"]
    keyframed = {(s.states, s.property, s.via) for s in sites if s.states[0].startswith("@keyframes")}
    assert keyframed == {
        (("@keyframes xh-disclosure-expand",), "padding-block-start", "--xh-_disclosure-py"),
        (("@keyframes xh-disclosure-expand",), "padding-block-end", "--xh-_disclosure-py"),
        (("@keyframes xh-disclosure-collapse",), "padding-block-start", "--xh-_disclosure-py"),
        (("@keyframes xh-disclosure-collapse",), "padding-block-end", "--xh-_disclosure-py"),
    }
    assert all(s.parts == ("content",) and s.default_source == "--xh-_tool-call-py" for s in sites if s.states[0].startswith("@"))
