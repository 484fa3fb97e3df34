"""Anthropic Messages → tool calls.

Assistant content blocks ``{type: "tool_use", id, name, input}`` (also
``server_tool_use``, and ``mcp_tool_use`` with ``server_name``, which makes an
MCP call) are answered by user content blocks ``{type: "tool_result",
tool_use_id, content, is_error}`` (or ``mcp_tool_result``, or a server tool's
``*_tool_result``). ``content`` is a string or a list of blocks: the text
blocks are joined; a list with no text (web search results) is kept as its
JSON text; images are left out. With ``is_error`` the text is the error
(seed 000 ``toolMessage.error``). A user message with text of its own — not
only tool results — starts a new turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..calls import ToolResult
from ..diagnostics import Report
from ..js_json import js_stringify
from .common import CallBook, Message, text_of, unreadable

CALL_BLOCKS = ("tool_use", "server_tool_use", "mcp_tool_use")


def _result_text(content: Any) -> str:
    if content is None:
        return ""
    text = text_of(content)
    if text is not None:
        return text
    if isinstance(content, list):
        rest = [b for b in content if not (isinstance(b, dict) and b.get("type") in ("image", "document"))]
        return js_stringify(rest) if rest else ""
    return js_stringify(content)


def is_result_block(block: dict) -> bool:
    """A result block: ``tool_result``, ``mcp_tool_result`` or a server tool's ``*_tool_result``."""
    kind = block.get("type")
    return isinstance(kind, str) and kind.endswith("tool_result")


def adapt(messages: Sequence[Message], report: Report) -> CallBook:
    """Collect the calls and results of ``messages`` (dicts with ``role``)."""
    book = CallBook(report)
    for message in messages:
        m = message.data
        content = m.get("content")
        blocks = content if isinstance(content, list) else []
        if m.get("role") == "user" and (isinstance(content, str) or any(
                isinstance(b, dict) and b.get("type") == "text" for b in blocks)):
            book.new_turn()
        if content is not None and not isinstance(content, (str, list)):
            unreadable(report, message, "content is neither a string nor a list of blocks")
            continue
        for n, block in enumerate(blocks):
            if not isinstance(block, dict):
                unreadable(report, message, f"content block {n} is not an object")
            elif block.get("type") in CALL_BLOCKS:
                server = block.get("server_name")
                book.call(block.get("id"), message, name=block.get("name"), arguments=block.get("input"),
                          mcp_name=server if isinstance(server, str) else None)
            elif is_result_block(block):
                body = block.get("content")
                text = _result_text(body)
                failed = block.get("is_error") is True
                if isinstance(body, dict) and isinstance(body.get("error_code"), str):  # server tool error
                    text, failed = body["error_code"], True
                result = ToolResult("", text or True, "error") if failed else ToolResult(text, None, "complete")
                book.result(block.get("tool_use_id"), result, message)
    return book
