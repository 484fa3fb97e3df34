"""Transcripts → one static page: cards per call, groups per turn, intents, no network."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..htmlparts import check_anatomy, elements, one, parse_page, text
from skinwright.transcripts import render_transcript_file
from skinwright.views import ViewOptions
from tests.specs import renderers

FIXTURES = Path(__file__).parent / "fixtures"

# (fixture, calls per turn, phases in order, intents in order)
EXPECTED = {
    "openai.json": ([3, 1, 2],
                    ["output-available"] * 5 + ["output-error"],
                    ["terminal", "read", "search", "generic", "diff", "generic"]),
    "anthropic.json": ([4],
                       ["output-available", "output-available", "output-error", "output-error"],
                       ["search", "diff", "generic", "terminal"]),
    "aisdk.json": ([4, 1],
                   ["output-available", "output-error", "awaiting-approval", "output-error", "output-available"],
                   ["web", "terminal", "diff", "read", "generic"]),
}


def render(name, **kw):
    return render_transcript_file(f"fixtures/{name}", (FIXTURES / name).read_text(encoding="utf-8"),
                                  css={"tool-call.css": "[data-scope='tool-call']{color:red}"}, **renderers(), **kw)


def top_level_intents(doc):
    # call-side roots of top-level cards (sub-calls would sit inside a "calls" part)
    return [e.get("data-kind") for e in elements(doc, "call")]


def cards(doc):
    return elements(doc, "root", "tool-call")


def phases(doc):
    return [e.get("data-state") for e in elements(doc, "status", "tool-call")]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_page_assembly(name):
    page, diagnostics = render(name)
    assert diagnostics == []
    doc = parse_page(page)
    check_anatomy(doc)
    per_turn, expected_phases, intents = EXPECTED[name]
    assert len(cards(doc)) == sum(per_turn)
    assert phases(doc) == expected_phases
    assert [one(c, "trigger", "tool-call").get("id") for c in cards(doc)] == [
        f"tool-call:tc{n}:trigger" for n in range(1, sum(per_turn) + 1)]
    assert top_level_intents(doc) == intents
    # each card holds its own views: the call side in its input part, the result side in its output part
    for card in cards(doc):
        assert len(elements(one(card, "input", "tool-call"), "call")) == 1
        outputs = elements(card, "output", "tool-call")
        assert all(len(elements(o, "result")) == 1 for o in outputs)
    groups = elements(doc, "root", "tool-call-group")
    assert [int(text(one(g, "count", "tool-call-group"))) for g in groups] == [n for n in per_turn if n > 1]
    main = doc.find(".//main")
    assert [c.get("data-scope") for c in main if c.tag != "h1"] == [
        "tool-call-group" if n > 1 else "tool-call" for n in per_turn]


def test_pending_approval_is_surfaced_on_the_group_header():
    doc = parse_page(render("aisdk.json")[0])
    first, second = elements(doc, "root", "tool-call-group") + [None]
    assert first.get("data-awaiting-approval") == ""
    assert text(one(first, "approval", "tool-call-group")) == "1 awaiting approval"
    trigger = one(first, "trigger", "tool-call-group")
    assert "awaiting approval" in text(trigger) and trigger.get("aria-expanded") == "true"


def test_page_is_self_contained():
    page, _ = render("openai.json")
    doc = parse_page(page)
    assert doc.find(".//title").text == "openai.json" and doc.find(".//h1").text == "openai.json"
    assert doc.findall(".//link") == [] and doc.findall(".//img") == []
    assert all(s.get("src") is None for s in doc.findall(".//script"))
    styles = {s.get("data-source"): s.text for s in doc.findall(".//style")}
    assert list(styles) == ["page", "tool-call.css"] and "color:red" in styles["tool-call.css"]
    assert doc.get("lang") == "en" and doc.get("dir") == "ltr"
    # readable without the script: every card and group is rendered open, nothing hidden
    assert {c.get("data-state") for c in cards(doc) + elements(doc, "root", "tool-call-group")} == {"open"}
    assert [e for e in doc.iter() if e.get("hidden") is not None or e.get("inert") is not None] == []


def test_css_is_inlined_safely():
    page, _ = render_transcript_file("t.json", '[{"role": "user", "content": "hi"}]', css={
        "a.css": '@import "family/motion.css";\n/* </style><script>alert(1)</script> */ a{b:c}'}, **renderers())
    style = [s for s in parse_page(page).findall(".//style") if s.get("data-source") == "a.css"][0]
    assert "@import" not in style.text and "<\\/style>" in style.text and "a{b:c}" in style.text
    assert parse_page(page).findall(".//script")[0].text.lstrip().startswith("document.addEventListener")


def test_rtl_chinese_page_and_determinism():
    zh = ViewOptions(locale="zh-CN")
    page, _ = render("anthropic.json", options=zh, dir="rtl", title="记录")
    doc = parse_page(page)
    assert (doc.get("lang"), doc.get("dir")) == ("zh-CN", "rtl")
    assert text(one(doc, "label", "tool-call-group")) == "运行了 4 个工具"
    labels = [text(one(c, "label", "tool-call")) for c in cards(doc)]
    assert labels == ["调用工具 Grep", "调用工具 Edit", "调用 MCP bk-data-server / query_table", "调用工具 Bash"]
    assert all(e.get("dir") == "ltr" for e in elements(doc, "hunk") + elements(doc, "location"))
    assert page == render("anthropic.json", options=zh, dir="rtl", title="记录")[0]


def test_broken_lines_still_give_a_page():
    page, diagnostics = render("broken.jsonl")
    assert [(d.code, d.position.line) for d in diagnostics] == [
        ("render/unreadable-message", 3), ("render/unreadable-message", 4)]
    assert top_level_intents(parse_page(page)) == ["terminal"]


def test_a_transcript_without_calls_says_so():
    page, _ = render_transcript_file("t.json", '[{"role": "user", "content": "hi"}]', css={}, **renderers())
    assert parse_page(page).find(".//main/p").text == "No tool calls in this transcript."
