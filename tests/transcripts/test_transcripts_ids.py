"""Call ids that repeat: the same call seen twice merges, a new call that reuses an id is its own card.

Local model servers number calls per message (``call_0`` every turn), so an
id is only unique among the calls still waiting for a result. A result pairs
with the call of its id that is still waiting (the latest turn that has one);
a call that repeats a waiting call's id with different content, or a second
different result for an answered call, is ambiguous and reported as
``render/duplicate-id`` at the message's position.
"""

from __future__ import annotations

import json

from skinwright.transcripts import read_transcript


def oa_call(id: str, command: str, name: str = "bash") -> dict:
    return {"id": id, "type": "function", "function": {"name": name, "arguments": json.dumps({"command": command})}}


def oa_result(id: str, content: str) -> dict:
    return {"role": "tool", "tool_call_id": id, "content": content}


def user(text: str = "go") -> dict:
    return {"role": "user", "content": text}


def read(messages: list, fmt: str | None = None):
    # one message per line, so a diagnostic's line is the message's index + 2
    t = read_transcript("t.json", "[\n" + ",\n".join(json.dumps(m) for m in messages) + "\n]")
    assert fmt is None or t.format == fmt
    return t


def cards(t) -> list[list[tuple]]:
    """[[(id, command or input, result text or error, phase), …] per turn]."""
    def what(c):
        r = c.result
        return None if r is None else (r.content or r.error)
    return [[(c.id, (c.arguments or {}).get("command"), what(c), c.phase) for c in turn] for turn in t.turns]


def lines(t) -> list[str]:
    return [d.format().splitlines()[0] for d in t.diagnostics]


# --- OpenAI -------------------------------------------------------------------

def test_openai_an_id_reused_in_a_later_turn_is_a_new_call():
    t = read([user(), {"role": "assistant", "tool_calls": [oa_call("call_0", "ls")]}, oa_result("call_0", "a.txt"),
              user(), {"role": "assistant", "tool_calls": [oa_call("call_0", "pwd")]}, oa_result("call_0", "/home")],
             "openai-chat")
    assert cards(t) == [[("call_0", "ls", "a.txt", "output-available")],
                        [("call_0", "pwd", "/home", "output-available")]]
    assert t.diagnostics == ()


def test_openai_an_id_reused_in_the_same_turn_after_its_result_is_a_new_call():
    t = read([user(), {"role": "assistant", "tool_calls": [oa_call("call_0", "ls")]}, oa_result("call_0", "a.txt"),
              {"role": "assistant", "tool_calls": [oa_call("call_0", "pwd")]}, oa_result("call_0", "/home")])
    assert cards(t) == [[("call_0", "ls", "a.txt", "output-available"), ("call_0", "pwd", "/home", "output-available")]]
    assert t.diagnostics == ()


def test_openai_two_calls_with_one_id_in_one_message_are_both_kept_and_reported():
    t = read([user(), {"role": "assistant", "tool_calls": [oa_call("call_0", "ls"), oa_call("call_0", "pwd")]},
              oa_result("call_0", "a.txt"), oa_result("call_0", "/home")])
    # both cards; the results follow the calls in order (the tie is broken by position, and said so)
    assert cards(t) == [[("call_0", "ls", "a.txt", "output-available"), ("call_0", "pwd", "/home", "output-available")]]
    assert lines(t) == ["t.json:3:1: warning render/duplicate-id call id 'call_0' is used again by a different call "
                        "while the earlier one still waits for its result"]


def test_openai_a_waiting_call_is_passed_over_for_the_latest_turn():
    # `ls` was cut off (no result); a user turn later `pwd` reuses its id: the result is pwd's
    t = read([user(), {"role": "assistant", "tool_calls": [oa_call("call_0", "ls")]},
              user(), {"role": "assistant", "tool_calls": [oa_call("call_0", "pwd")]}, oa_result("call_0", "/home")])
    assert cards(t) == [[("call_0", "ls", None, "output-error")], [("call_0", "pwd", "/home", "output-available")]]
    assert [d.code for d in t.diagnostics] == ["render/duplicate-id"]
    assert str(t.diagnostics[0].position) == "t.json:5:1"


def test_openai_a_call_re_sent_with_its_result_merges():
    call = {"role": "assistant", "tool_calls": [oa_call("c1", "ls")]}
    t = read([user(), call, oa_result("c1", "a.txt"), call, oa_result("c1", "a.txt"), call])
    assert cards(t) == [[("c1", "ls", "a.txt", "output-available")]]
    assert t.diagnostics == ()


def test_openai_the_same_command_run_again_with_a_new_output_is_a_new_card():
    call = {"role": "assistant", "tool_calls": [oa_call("call_0", "date")]}
    t = read([user(), call, oa_result("call_0", "Mon"), user(), call, oa_result("call_0", "Tue")])
    assert cards(t) == [[("call_0", "date", "Mon", "output-available")], [("call_0", "date", "Tue", "output-available")]]
    assert t.diagnostics == ()


def test_openai_streamed_snapshots_of_one_call_merge():
    partial = {"id": "c1", "type": "function", "function": {"name": "bash", "arguments": '{"command": "l'}}
    t = read([{"role": "assistant", "tool_calls": [partial]}, {"role": "assistant", "tool_calls": [oa_call("c1", "ls")]},
              oa_result("c1", "a.txt")])
    assert cards(t) == [[("c1", "ls", "a.txt", "output-available")]]
    assert t.diagnostics == ()


def test_a_second_different_result_for_an_answered_call_is_reported_and_left_out():
    t = read([{"role": "assistant", "tool_calls": [oa_call("c1", "ls")]}, oa_result("c1", "a.txt"),
              oa_result("c1", "b.txt"), oa_result("c1", "a.txt")])
    assert cards(t) == [[("c1", "ls", "a.txt", "output-available")]]
    assert lines(t) == ["t.json:4:1: warning render/duplicate-id a second, different result for call id 'c1', whose "
                        "call already has one; it is left out"]


# --- Anthropic ----------------------------------------------------------------

def an_use(id: str, command: str) -> dict:
    return {"type": "tool_use", "id": id, "name": "Bash", "input": {"command": command}}


def an_result(id: str, text: str) -> dict:
    return {"type": "tool_result", "tool_use_id": id, "content": text}


def test_anthropic_ids_reused_across_turns_and_within_a_message():
    t = read([user(), {"role": "assistant", "content": [an_use("u", "ls")]},
              {"role": "user", "content": [an_result("u", "a.txt")]},
              user(), {"role": "assistant", "content": [an_use("u", "pwd")]},
              {"role": "user", "content": [an_result("u", "/home")]},
              user(), {"role": "assistant", "content": [an_use("v", "id"), an_use("v", "whoami")]},
              {"role": "user", "content": [an_result("v", "uid=0"), an_result("v", "root")]}], "anthropic")
    assert cards(t) == [[("u", "ls", "a.txt", "output-available")], [("u", "pwd", "/home", "output-available")],
                        [("v", "id", "uid=0", "output-available"), ("v", "whoami", "root", "output-available")]]
    assert [(d.code, str(d.position)) for d in t.diagnostics] == [("render/duplicate-id", "t.json:9:1")]


def test_anthropic_a_repeated_block_merges():
    use = {"role": "assistant", "content": [an_use("u", "ls")]}
    t = read([user(), use, use, {"role": "user", "content": [an_result("u", "a.txt")]}])
    assert cards(t) == [[("u", "ls", "a.txt", "output-available")]]
    assert t.diagnostics == ()


# --- AI SDK -------------------------------------------------------------------

def sdk(id: str, command: str, output: str | None = None, mid: str = "m") -> dict:
    part = {"type": "tool-bash", "toolCallId": id, "state": "input-available", "input": {"command": command}}
    if output is not None:
        part.update(state="output-available", output=output)
    return {"id": mid, "role": "assistant", "parts": [part]}


def test_ai_sdk_ids_reused_across_turns():
    t = read([user(), sdk("x", "ls", "a.txt"), user(), sdk("x", "pwd", "/home")], "ai-sdk-ui")
    assert cards(t) == [[("x", "ls", "a.txt", "output-available")], [("x", "pwd", "/home", "output-available")]]
    assert t.diagnostics == ()


def test_ai_sdk_snapshots_of_one_part_merge_and_a_rerun_does_not():
    t = read([user(), sdk("x", "ls"), sdk("x", "ls", "a.txt"), sdk("x", "ls", "a.txt"),
              user(), sdk("y", "date", "Mon"), sdk("y", "date", "Tue")])
    assert cards(t) == [[("x", "ls", "a.txt", "output-available")],
                        [("y", "date", "Mon", "output-available"), ("y", "date", "Tue", "output-available")]]
    assert t.diagnostics == ()


def test_ai_sdk_a_different_part_reusing_a_waiting_id_is_reported():
    t = read([user(), sdk("x", "ls"), sdk("x", "pwd", "/home")])
    assert cards(t) == [[("x", "ls", None, "output-error"), ("x", "pwd", "/home", "output-available")]]
    assert [(d.code, str(d.position)) for d in t.diagnostics] == [("render/duplicate-id", "t.json:4:1")]
