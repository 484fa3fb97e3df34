"""OpenAI Chat Completions messages → tool calls.

An assistant message lists ``tool_calls: [{id, type: "function", function:
{name, arguments}}]`` where ``arguments`` is a JSON *string* (possibly
invalid: the model wrote it); ``type: "custom"`` tools carry ``custom: {name,
input}``. Results are ``{role: "tool", tool_call_id, content}`` with content a
string or a list of text parts. The format has no error flag, so a paired
call is complete; a user message starts a new turn.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..calls import ToolResult
from ..diagnostics import Report
from .common import CallBook, Message, text_of, unreadable


def adapt(messages: Sequence[Message], report: Report) -> CallBook:
    """Collect the calls and results of ``messages`` (dicts with ``role``)."""
    book = CallBook(report)
    for message in messages:
        m = message.data
        role = m.get("role")
        if role == "user":
            book.new_turn()
        elif role == "assistant" and m.get("tool_calls") is not None:
            calls = m["tool_calls"]
            if not isinstance(calls, list):
                unreadable(report, message, "tool_calls is not a list")
                continue
            for n, tc in enumerate(calls):
                body = tc.get(tc.get("type") or "function") if isinstance(tc, dict) else None
                if not isinstance(body, dict):
                    unreadable(report, message, f"tool call {n} has no function object")
                    continue
                arguments = body.get("arguments", body.get("input"))
                book.call(tc.get("id"), message, name=body.get("name"),
                          arguments=arguments if isinstance(arguments, str) else None)
        elif role == "tool":
            content = text_of(m.get("content"))
            book.result(m.get("tool_call_id"), ToolResult(content if content is not None else "", None, "complete"),
                        message)
    return book
