"""Transcript adapters: format detection, pairing by id, merging, failures, unreadable lines."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skinwright.diagnostics import SkinwrightError
from skinwright.intents import view_for
from skinwright.transcripts import read_transcript

FIXTURES = Path(__file__).parent / "fixtures"


def read(name: str):
    return read_transcript(f"fixtures/{name}", (FIXTURES / name).read_text(encoding="utf-8"))


def summary(transcript):
    """[[(id, name, phase, intent), …] per turn]."""
    return [[(c.id, c.name, c.phase, view_for(c)[0]) for c in turn] for turn in transcript.turns]


def test_openai_chat_messages():
    t = read("openai.json")
    assert t.format == "openai-chat" and t.diagnostics == ()
    assert summary(t) == [
        [("call_sh", "bash", "output-available", "terminal"), ("call_rd", "read_file", "output-available", "read"),
         ("call_gr", "grep", "output-available", "search")],
        [("call_wx", "get_weather", "output-available", "generic")],
        [("call_ed", "str_replace", "output-available", "diff"), ("call_ws", "web_search", "output-error", "generic")],
    ]
    sh, rd, gr = t.turns[0]
    # results came back in reverse order and are paired by id, not position
    assert (sh.result.content, rd.result.content) == ("1 failed, 2350 passed", "export const a = 1;")
    assert view_for(gr)[2] == {"results": [{"path": "vite.config.ts", "line": 4, "text": "  port: 3000,"}]}
    ws = t.turns[2][1]
    # no result in a finished transcript: failed, with no error text; its arguments were not valid JSON
    assert ws.result is None and ws.arguments is None and ws.arguments_text == '{"query": "vite default port"'


def test_anthropic_messages():
    t = read("anthropic.json")
    assert t.format == "anthropic" and t.diagnostics == ()
    assert summary(t) == [[
        ("toolu_01", "Grep", "output-available", "search"), ("toolu_02", "Edit", "output-available", "diff"),
        ("mcptoolu_03", "query_table", "output-error", "generic"), ("toolu_04", "Bash", "output-error", "terminal")]]
    mcp = t.turns[0][2]
    assert (mcp.call_type, mcp.mcp_name, mcp.title) == ("mcp", "bk-data-server", "bk-data-server / query_table")
    assert mcp.result.error == "permission denied: events" and mcp.arguments == {"table": "events", "limit": 50}
    assert mcp.arguments_text == '{"table":"events","limit":50}'
    assert t.turns[0][3].result.error == "error TS2304"
    assert len(view_for(t.turns[0][0])[2]["results"]) == 2


def test_ai_sdk_ui_messages():
    t = read("aisdk.json")
    assert t.format == "ai-sdk-ui" and t.diagnostics == ()
    assert summary(t) == [
        [("t1", "web_fetch", "output-available", "web"), ("t2", "run_command", "output-error", "terminal"),
         ("t3", "write_file", "awaiting-approval", "diff"), ("t4", "read_file", "output-error", "read")],
        [("t5", "get_weather", "output-available", "generic")],
    ]
    assert t.turns[0][1].result.error == "permission denied"
    assert t.turns[0][3].result is None  # was still streaming its input when the transcript ended
    assert t.turns[1][0].result.content == '{"temperature":22,"weather":"晴"}'


def test_ai_sdk_streaming_state_is_kept_when_the_transcript_is_live():
    text = (FIXTURES / "aisdk.json").read_text(encoding="utf-8")
    t = read_transcript("aisdk.json", text, live=True)
    assert t.turns[0][3].phase == "input-streaming"


def test_broken_jsonl_line_is_reported_and_skipped():
    t = read("broken.jsonl")
    assert [d.format().splitlines()[0] for d in t.diagnostics] == [
        "fixtures/broken.jsonl:3:51: warning render/unreadable-message line is not JSON: Unterminated string "
        "starting at",
        "fixtures/broken.jsonl:4:1: warning render/unreadable-message message is not an object",
    ]
    assert summary(t) == [[("c1", "bash", "output-available", "terminal")]]
    assert t.turns[0][0].result.content == "a.txt\nb.txt"


def test_duplicate_call_ids_merge_into_one_call():
    messages = [
        {"role": "assistant", "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "bash", "arguments": ""}}]},
        {"role": "assistant", "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "bash", "arguments": '{"command":"ls"}'}}]},
        {"role": "tool", "tool_call_id": "c1", "content": "a"},
    ]
    t = read_transcript("t.json", json.dumps(messages))
    assert summary(t) == [[("c1", "bash", "output-available", "terminal")]]
    assert t.turns[0][0].arguments == {"command": "ls"}
    parts = [{"id": "a", "role": "assistant", "parts": [
        {"type": "tool-bash", "toolCallId": "x", "state": "approval-requested", "input": {"command": "rm -r build"}}]},
        {"id": "b", "role": "assistant", "parts": [
            {"type": "tool-bash", "toolCallId": "x", "state": "output-available", "input": {"command": "rm -r build"},
             "output": ""}]}]
    t = read_transcript("t.json", json.dumps(parts))
    assert summary(t) == [[("x", "bash", "output-available", "terminal")]]


def test_a_result_before_its_call_still_pairs_and_stray_results_are_reported():
    messages = [{"role": "tool", "tool_call_id": "c1", "content": "early"},
                {"role": "assistant", "tool_calls": [{"id": "c1", "type": "function",
                                                      "function": {"name": "x", "arguments": "{}"}}]},
                {"role": "tool", "tool_call_id": "nope", "content": "?"}]
    t = read_transcript("t.json", json.dumps(messages, indent=0))
    assert t.turns[0][0].result.content == "early"
    assert [d.format().splitlines()[0] for d in t.diagnostics] == [
        "t.json:20:1: warning render/unmatched-result result for call id 'nope', which no call in the transcript has"]


def test_jsonl_session_log_lines_are_unwrapped():
    lines = [{"type": "summary", "summary": "x"},
             {"type": "assistant", "message": {"role": "assistant", "content": [
                 {"type": "tool_use", "id": "u1", "name": "Read", "input": {"file_path": "a.py"}}]}},
             {"type": "user", "message": {"role": "user", "content": [
                 {"type": "tool_result", "tool_use_id": "u1", "content": "print(1)"}]}}]
    t = read_transcript("s.jsonl", "\n".join(json.dumps(x) for x in lines))
    assert t.format == "anthropic" and summary(t) == [[("u1", "Read", "output-available", "read")]]


@pytest.mark.parametrize("text, where", [("[1, 2", "t.json:1:6"), ("", "t.json:1:1"), ("nonsense", "t.json:1:1"),
                                         ('"a string"', "t.json:1:1")])
def test_an_unreadable_file_is_an_error(text, where):
    with pytest.raises(SkinwrightError) as info:
        read_transcript("t.json", text)
    assert info.value.diagnostics[0].code == "render/unreadable-transcript"
    assert str(info.value.diagnostics[0].position) == where


def test_messages_of_the_wrong_shape_are_reported():
    messages = [{"role": "assistant", "tool_calls": "oops"}, 5, {"content": "no role"},
                {"role": "assistant", "tool_calls": [{"id": "a", "type": "function", "function": "bash"},
                                                     {"id": "b", "type": "function", "function": {"name": "ls"}}]}]
    t = read_transcript("t.json", json.dumps(messages))
    assert [d.message for d in t.diagnostics] == [
        "not an OpenAI Chat Completions record: expected tool_calls to be a list, found the string 'oops'",
        "message is not an object",
        'not an OpenAI Chat Completions record: expected a chat message with a "role" (or a chat.completion '
        'object), found an object with content',
        "tool call 0 has no function object"]
    assert summary(t) == [[("b", "ls", "output-error", "generic")]]


def test_mcp_style_names_become_mcp_calls():
    lines = [{"role": "assistant", "content": [
        {"type": "tool_use", "id": "u1", "name": "mcp__claude_ai_Notion__search", "input": {"query": "q"}}]}]
    call = read_transcript("s.json", json.dumps(lines)).turns[0][0]
    assert (call.call_type, call.mcp_name, call.name, call.title) == (
        "mcp", "claude_ai_Notion", "search", "claude_ai_Notion / search")
    assert view_for(call)[0] == "search"
