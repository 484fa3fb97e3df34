"""A transcript with no tool calls says so; a document that is no transcript at all is an error."""

from __future__ import annotations

import json

import pytest

from ..htmlparts import parse_page
from skinwright.diagnostics import SkinwrightError
from skinwright.transcripts import read_transcript, render_transcript_file
from tests.specs import renderers

CHAT = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "hi"},
        {"role": "assistant", "content": "hello"}]


def first_lines(diagnostics) -> list[str]:
    return [d.format().splitlines()[0] for d in diagnostics]


@pytest.mark.parametrize("text, where", [
    (json.dumps(CHAT), "t.json:1:1"),
    ("\ufeff\n\n   " + json.dumps({"messages": CHAT}), "t.json:3:4"),   # the document starts after the blank lines
    ("\n".join(json.dumps(m) for m in CHAT), "t.json:1:1"),            # JSONL
    (json.dumps([{"id": "1", "role": "user", "parts": [{"type": "text", "text": "hi"}]}]), "t.json:1:1"),
])
def test_a_chat_without_tool_calls_is_read_with_a_warning(text, where):
    t = read_transcript("t.json", text)
    assert t.turns == ()
    assert first_lines(t.diagnostics) == [f"{where}: warning render/no-tool-calls the transcript has no tool calls"]


def test_a_transcript_whose_only_call_was_unreadable_warns_too():
    text = '{"role": "user", "content": "hi"}\n{"role": "assistant", "tool_calls": [{"id": "c1", "function"\n'
    t = read_transcript("t.jsonl", text)
    assert [(d.code, str(d.position)) for d in t.diagnostics] == [
        ("render/no-tool-calls", "t.jsonl:1:1"), ("render/unreadable-message", "t.jsonl:2:61")]


def test_the_page_of_a_chat_without_calls_says_so_and_carries_the_warning():
    page, diagnostics = render_transcript_file("t.json", json.dumps(CHAT), css={}, **renderers())
    assert parse_page(page).find(".//main/p").text == "No tool calls in this transcript."
    assert [d.code for d in diagnostics] == ["render/no-tool-calls"]


@pytest.mark.parametrize("text, where, message", [
    ("[]", "t.json:1:1", "the transcript holds no messages"),
    ('  {"messages": []}', "t.json:1:3", "the transcript holds no messages"),
    ('{"a":1}', "t.json:1:1", "no transcript format reads this file: the closest is OpenAI Chat Completions "
     '(openai-chat), which reads 0 of 1 record and stops at record 1: expected a chat message with a "role" (or a '
     "chat.completion object), found an object with a"),
    ('{"name": "skinwright", "version": "0.1.0", "dependencies": {}}', "t.json:1:1",
     "no transcript format reads this file: the closest is OpenAI Chat Completions (openai-chat), which reads 0 of "
     '1 record and stops at record 1: expected a chat message with a "role" (or a chat.completion object), found an '
     "object with name, version, dependencies"),
    ('[{"role": "robot", "content": "beep"}, {"role": 7}]', "t.json:1:11",
     "no transcript format reads this file: the closest is OpenAI Chat Completions (openai-chat), which reads 0 of 2 "
     "records and stops at record 1: expected role user, assistant, system, developer, tool, function, found the "
     "string 'robot'"),
])
def test_a_document_that_is_no_transcript_is_an_error(text, where, message):
    with pytest.raises(SkinwrightError) as info:
        read_transcript("t.json", text)
    [d] = [d for d in info.value.diagnostics if d.severity == "error"]
    assert (d.code, str(d.position), d.message) == ("render/unreadable-transcript", where, message)
    assert d.hint.startswith("render reads openai-chat, openai-responses, anthropic") or "holds no" in message


def test_a_session_log_without_messages_is_read_with_a_warning():
    t = read_transcript("t.json", '{"type": "summary", "summary": "x"}\n{"type": "meta"}\n')
    assert t.format == "anthropic" and first_lines(t.diagnostics) == [
        "t.json:1:1: warning render/no-tool-calls the transcript has no tool calls",
        't.json:2:1: warning render/unreadable-message not an Anthropic Messages record: expected a message with '
        'a "role" and content blocks, found an object with type']


@pytest.mark.parametrize("text", ["", "\n  \n", "\ufeff"])
def test_an_empty_file_says_so(text):
    with pytest.raises(SkinwrightError) as info:
        read_transcript("t.json", text)
    assert [d.format() for d in info.value.diagnostics] == [
        "t.json:1:1: error render/unreadable-transcript the file is empty\n"
        "  hint: give a JSON array of messages, {\"messages\": [...]}, or JSONL (skinwright render --list-formats)"]


def test_tool_definitions_are_not_tool_calls():
    # an MCP session that only listed its tools, and a request body that only declared some
    log = ('{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}\n'
           '{"jsonrpc": "2.0", "id": 1, "result": {"tools": [{"name": "get_weather", "inputSchema": {}}]}}\n')
    assert first_lines(read_transcript("t.jsonl", log).diagnostics) == [
        "t.jsonl:1:1: warning render/no-tool-calls the transcript has no tool calls"]
    body = json.dumps({"model": "gpt-4o", "tools": [{"type": "function", "function": {"name": "f"}}],
                       "messages": [{"role": "user", "content": "hi"}]})
    assert [d.code for d in read_transcript("t.json", body).diagnostics] == ["render/no-tool-calls"]


def test_tool_content_no_format_reads_is_an_error_that_points_at_it():
    text = json.dumps([{"role": "user", "content": "hi"},
                       {"role": "assistant", "content": "", "toolCalls": [{"id": "1"}], "tool_calls": "x"}])
    with pytest.raises(SkinwrightError) as info:
        read_transcript("t.json", text)
    [d] = [d for d in info.value.diagnostics if d.severity == "error"]
    assert d.format().splitlines()[:2] == [
        "t.json:1:116: error render/unreadable-transcript read as Anthropic Messages (anthropic), the transcript "
        'has no tool call, yet record 2 holds tool-like content (the key "tool_calls"); the closest format that reads '
        "tool calls is OpenAI Chat Completions (openai-chat), which stops in that record: expected tool_calls to be a "
        "list, found the string 'x'",
        "  t.json:1:116: note: openai-chat stops matching here"]
