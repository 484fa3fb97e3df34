"""The CSS variables table derived from the compiled skin reproduces the reference, row by row.

The reference lists each field as a sorted set; the rows order states and
default sources as the docs show them (the default state's first).
"""

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
        assert " ".join(sorted(getattr(rows[variable], name))) == REFERENCE[variable][name], name


def test_allowlist_entries_have_reasons_and_are_needed(skin):
    rows = {row.variable: row for row in skin.analysis.variables}
    for variable, entry in ALLOW.items():
        assert entry.get("reason"), variable
        differing = {f for f in FIELDS if " ".join(sorted(getattr(rows[variable], f))) != REFERENCE[variable][f]}
        assert differing == set(entry["fields"]), f"{variable}: allowlist is stale"


def test_rows_are_ordered_and_deduplicated(skin):
    for row in skin.analysis.variables:
        for name in FIELDS:
            assert len(set(getattr(row, name))) == len(getattr(row, name)), (row.variable, name)
        assert list(row.parts) == sorted(row.parts) and list(row.properties) == sorted(row.properties)
        assert list(row.states) == sorted(row.states, key=lambda st: (st != "default", st)), row.variable


def test_the_default_state_source_comes_first(skin, spec):
    """The skin's root rule reads bg.surface; only variant=subtle reads bg.subtle (alphabetically first)."""
    from skinwright.components.tables import tables

    rows = {r.variable: r for r in skin.analysis.variables}
    assert rows["--xh-tool-call-bg"].states == ("default", "variant=subtle")
    assert rows["--xh-tool-call-bg"].default_sources == ("--xh-bg-surface", "--xh-bg-subtle")
    # The table data (the JSON the docs and editors read) keeps that order.
    table = {r["variable"]: r for r in tables(spec, skin.analysis.variables)["css-variables"].rows}
    assert table["--xh-tool-call-bg"]["default_sources"] == ["--xh-bg-surface", "--xh-bg-subtle"]
    assert table["--xh-tool-call-bg"]["states"] == ["default", "variant=subtle"]
    assert rows["--xh-tool-call-shadow"].states == ("default", "tone")
    assert rows["--xh-tool-call-shadow"].default_sources == ("none", "0 0 0 transparent")


def test_default_sources_follow_the_states_order():
    """A source under @media (which sorts before "default") still comes after the default state's."""
    from skinwright.skins.analysis import analyse_css

    css = """[data-scope="x"][data-part="root"] { color: var(--xh-x-fg, var(--xh-b)); }
@media print { [data-scope="x"][data-part="root"] { color: var(--xh-x-fg, var(--xh-a)); } }
[data-scope="x"][data-part="root"][data-tone="z"] { color: var(--xh-x-fg, var(--xh-0)); }"""
    row, = analyse_css(css, "x").variables
    assert row.states == ("default", "@media print", "tone=z")
    assert row.default_sources == ("--xh-b", "--xh-a", "--xh-0")


def test_tsv_notation(skin):
    row = next(r for r in skin.analysis.variables if r.variable == "--xh-tool-call-bg")
    assert row.tsv() == "--xh-tool-call-bg\troot\tbackground\tdefault variant=subtle\t--xh-bg-surface --xh-bg-subtle"


def test_private_helpers_are_followed_to_what_they_hold_in_the_default_state(skin):
    helpers = skin.analysis.helper_defaults
    assert helpers["--xh-_tone-soft"] == "--xh-border-strong"  # not a tone's color-mix()
    assert helpers["--xh-_tool-call-font-size"] == "--xh-text-body-size"
    assert helpers["--xh-_tool-call-px"] == "--xh-control-px"  # not the sizes' calc()
    assert helpers["--xh-_action-profile-glyph-size"] == "--xh-glyph-size-md"  # family CSS
    assert helpers["--xh-_dir"] == "1"


def test_a_helper_of_a_helper_is_followed():
    from skinwright.skins.analysis import analyse_css

    css = """[data-scope="x"][data-part="root"][data-size="sm"] { --xh-_b: var(--xh-small); }
[data-scope="x"][data-part="root"] { --xh-_a: var(--xh-_b); --xh-_b: var(--xh-token); --xh-_c: var(--xh-_c);
  --xh-_d: calc(var(--xh-token) * 2); color: var(--xh-x-fg, var(--xh-_a)); }"""
    helpers = analyse_css(css, "x").helper_defaults
    assert helpers["--xh-_a"] == "--xh-token"
    assert helpers["--xh-_c"] == "--xh-_c"  # a loop ends
    assert helpers["--xh-_d"] == "calc(var(--xh-token) * 2)"


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
