"""Bounded pages whatever the input: every value cut by lines and characters, lists by rows, the page by size.

Generated inputs: a 40,000-line output, a single 4 MB line, a 30,000-row JSON
result and a transcript of thousands of calls. Each page stays under 2 MB
and says what it left out, with how many lines, characters, rows or calls.
(Speed and memory at 20 MB are measured in benchmarks/render.py.)
"""

from __future__ import annotations

import json

import pytest

from ..htmlparts import elements, parse_page, text
from skinwright.transcripts import render_transcript_file
from skinwright.views import ViewOptions
from tests.specs import renderers

LIMIT = 2_000_000


def transcript(calls: list[tuple[str, dict, str]], per_turn: int = 0) -> str:
    """An OpenAI Chat transcript of ``(tool, arguments, result)`` calls (a new turn every ``per_turn``)."""
    messages = [{"role": "user", "content": "go"}]
    for n, (name, args, result) in enumerate(calls):
        if per_turn and n and n % per_turn == 0:
            messages.append({"role": "user", "content": "next"})
        messages.append({"role": "assistant", "tool_calls": [
            {"id": f"c{n}", "type": "function", "function": {"name": name, "arguments": json.dumps(args)}}]})
        messages.append({"role": "tool", "tool_call_id": f"c{n}", "content": result})
    return json.dumps(messages)


def render(text: str, **kw) -> str:
    page, _ = render_transcript_file("t.json", text, css={}, **renderers(), **kw)
    return page


def omitted(page: str) -> list[str]:
    return [text(e) for e in elements(parse_page(page), "omitted")]


def test_a_40000_line_output_keeps_200_lines_and_says_what_it_cut():
    output = "\n".join(f"{n:05d} ok" for n in range(40_000))
    page = render(transcript([("bash", {"command": "seq"}, output)]))
    assert len(page.encode()) < LIMIT
    # 39,800 lines of 8 characters, each with its line break
    assert omitted(page) == ["39,800 lines and 358,200 characters omitted"]


def test_a_single_4_mb_line_is_cut_by_characters():
    page = render(transcript([("bash", {"command": "cat blob"}, "x" * 4_000_000)]))
    assert len(page.encode()) < LIMIT
    assert omitted(page) == ["3,980,000 characters omitted"]  # 20,000 characters shown


def test_a_30000_row_json_result_is_cut_on_structure():
    rows = [{"id": n, "name": f"user{n}", "tags": ["a", "b"]} for n in range(30_000)]
    page = render(transcript([("query_users", {"limit": 30000}, json.dumps(rows))]))
    assert len(page.encode()) < LIMIT
    doc = parse_page(page)
    values = [text(e) for e in elements(doc, "value")]
    assert values[1] == '{"id":0,"name":"user0","tags":["a","b"]}'  # whole rows, never cut inside a token
    assert omitted(page) == ["29,900 more rows"]
    # a nested value too big for its share is cut between elements, and says how many it left out
    big = render(transcript([("export", {}, json.dumps({"rows": rows}))]))
    [value] = [e for e in elements(parse_page(big), "value") if e.get("data-kind") == "json"]
    assert text(value).startswith('[{"id":0,"name":"user0","tags":["a","b"]},{"id":1,')
    assert value.text.endswith(",…]") and omitted(big) == [f"{30_000 - value.text.count('{'):,} more items"]


def test_a_huge_argument_and_a_huge_title_are_cut_too():
    page = render(transcript([("t" * 50_000, {"blob": "y" * 3_000_000}, "ok")]))
    assert len(page.encode()) < LIMIT
    label = text(next(e for e in parse_page(page).iter() if e.get("data-part") == "label"))
    assert label == "Called tool " + "t" * 200 + "…"


@pytest.mark.parametrize("size, per_turn", [(10_000, 0), (50_000, 0), (1_000, 3)])
def test_many_calls_fill_the_page_to_its_limit_and_count_the_rest(size, per_turn):
    # one turn of 300 calls in one group, or 100 groups of 3 (each group's own markup counts too)
    calls = [("bash", {"command": f"echo {n}"}, "z" * size) for n in range(300 if not per_turn else 3_000)]
    text_in = transcript(calls, per_turn)
    page = render(text_in)
    assert len(page.encode()) <= LIMIT
    drawn = page.count('data-scope="tool-call" data-part="root"')
    assert 0 < drawn < len(calls)
    note = parse_page(page).find(".//main/p[@role='note']")
    assert note is not None and note.text == (f"{len(calls) - drawn:,} more tool calls not shown: the page reached "
                                              "its size limit (2,000,000 bytes)")
    small = render(text_in, max_page_size=300_000)
    assert len(small.encode()) <= 300_000 and small.count('data-scope="tool-call" data-part="root"') < drawn


def test_the_caps_are_settings():
    output = "\n".join("line" for _ in range(50))
    page = render(transcript([("bash", {"command": "x"}, output)]), options=ViewOptions(line_cap=10))
    assert omitted(page) == ["40 lines and 200 characters omitted"]
    page = render(transcript([("bash", {"command": "x"}, "w" * 1000)]), options=ViewOptions(char_cap=300))
    assert omitted(page) == ["700 characters omitted"]
    rows = json.dumps(list(range(20)))
    page = render(transcript([("get", {}, rows)]), options=ViewOptions(row_cap=5))
    assert omitted(page) == ["15 more rows"]
