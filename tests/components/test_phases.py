"""Phase helpers with the card's phase semantics: running, tone, duration, status text, ranFor."""

from __future__ import annotations

import math

import pytest

from skinwright.components.phases import fill
from skinwright.plugins.tool_call import (format_seconds, is_tool_call_running, tone_of_tool_call_phase, tool_call_duration,
                                          tool_call_ran_for, tool_call_status_text)

from .helpers import reference


@pytest.mark.parametrize("row", reference("phases"), ids=lambda r: r["phase"])
def test_is_running_follows_the_reference(spec, row):
    assert is_tool_call_running(row["phase"], spec) is (row["running"] == "yes")


def test_unknown_phase_reads_as_the_default(spec):
    assert is_tool_call_running("nope", spec) is True  # input-available
    assert is_tool_call_running(None, spec) is True


def test_tones(spec):
    assert [tone_of_tool_call_phase(p, spec) for p in ("input-streaming", "input-available", "awaiting-approval",
                                                       "output-available", "output-error")] == [
        "accent", "accent", "warning", "success", "danger"]


@pytest.mark.parametrize("start, end, want", [
    (1000, 2500, 1500),
    (0, 0, 0),
    (1000.5, 1001, 0.5),
    (None, 5, None),
    (5, None, None),
    (10, 5, None),
    (math.nan, 5, None),
    (0, math.inf, None),
    (-math.inf, 0, None),
    ("1000", "2000", None),
    (True, 5, None),
    ([1], 5, None),
])
def test_duration(start, end, want):
    got = tool_call_duration(start, end)
    assert got == want
    assert got is None or (math.isfinite(got) and got >= 0)


def test_status_text(spec):
    assert tool_call_status_text("search", "output-available", None, spec=spec) == "search, done"
    assert tool_call_status_text("search", "awaiting-approval", None, spec=spec) == "search, awaiting approval"
    assert tool_call_status_text("", "output-error", None, spec=spec) == "failed"
    zh = {"statusText": "{label}，{status}", "outputAvailable": "已完成"}
    assert tool_call_status_text("搜索", "output-available", zh, spec=spec) == "搜索，已完成"
    # Unknown keys and non-string values are ignored.
    assert tool_call_status_text("s", "output-error", {"outputError": 3, "bogus": "x"}, spec=spec) == "s, failed"


def test_ran_for(spec):
    assert tool_call_ran_for(0, 1234, None, spec=spec) == "ran for 1.2s"
    assert tool_call_ran_for(0, 3000, None, spec=spec) == "ran for 3s"
    assert tool_call_ran_for(0, None, None, spec=spec) is None
    assert tool_call_ran_for(0, 65000, {"ranFor": "耗时 {seconds} 秒"}, spec=spec) == "耗时 65 秒"
    # under a second, in milliseconds (as the reference card reads "830ms"); rounding up to 1000 reads 1s
    assert tool_call_ran_for(0, 830, None, spec=spec) == "ran for 830ms"
    assert tool_call_ran_for(0, 0.4, None, spec=spec) == "ran for 0ms"
    assert tool_call_ran_for(0, 999.6, None, spec=spec) == "ran for 1s"
    assert tool_call_ran_for(0, 830, {"ranForMs": "耗时：{milliseconds}ms"}, spec=spec) == "耗时：830ms"


def test_fill_is_not_str_format():
    assert fill("{a} {b} {0.__class__} {a.b}", {"a": "1"}) == "1 {b} {0.__class__} {a.b}"
    assert format_seconds(49) == "0.05" and format_seconds(950) == "0.9" and format_seconds(1050) == "1.1"
    assert format_seconds(35) == "0.04" and format_seconds(0) == "0" and format_seconds(3000) == "3"
    assert format_seconds(1250) == "1.3" and format_seconds(125) == "0.1"  # a tie rounds up, as toFixed
