"""Anthropic Messages (and Claude Code / Agent SDK session logs, one message per JSONL line).

Assistant content blocks ``{type: "tool_use", id, name, input}`` (also
``server_tool_use`` for tools Anthropic runs, and ``mcp_tool_use`` with
``server_name``, which makes an MCP call) are answered by user content blocks
``{type: "tool_result", tool_use_id, content, is_error}`` (or
``mcp_tool_result``, or a server tool's ``*_tool_result``). ``content`` is a
string or a list of blocks: the text blocks are joined; a list with no text
(web search results) is kept as its JSON text; images are left out. With
``is_error`` the text is the error; a server tool's error object
(``{type: "…_tool_result_error", error_code}``) is a structured error whose
code is its ``error_code``. A user message with text of its own — not only
tool results — starts a new turn. Session-log lines that carry no message
(``summary``, ``file-history-snapshot`` …) are metadata.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...calls import ToolResult
from ..format import MESSAGE, TOOL, Fit, Format, Miss, Reading, json_text, text_of
from ..records import Record

CALL_BLOCKS = ("tool_use", "server_tool_use", "mcp_tool_use")
SESSION_RECORDS = ("summary", "file-history-snapshot", "queue-operation", "system", "progress")
"""Claude Code session-log lines that hold no message."""


def _result_text(content: Any) -> str:
    if content is None:
        return ""
    text = text_of(content)
    if text is not None:
        return text
    if isinstance(content, list):
        rest = [b for b in content if not (isinstance(b, dict) and b.get("type") in ("image", "document"))]
        return json_text(rest) if rest else ""
    return json_text(content)


def _is_result(block: dict) -> bool:
    kind = block.get("type")
    return isinstance(kind, str) and kind.endswith("tool_result")


def fit(m: dict) -> Fit:
    role = m.get("role")
    if role is None:
        return MESSAGE if m.get("type") in SESSION_RECORDS else Miss((), 'a message with a "role" and content blocks')
    if role not in ("user", "assistant"):
        return Miss(("role",), "role user or assistant")
    content = m.get("content")
    if isinstance(content, str):
        return MESSAGE
    if not isinstance(content, list):
        return Miss(("content",), "content to be a string or a list of blocks")
    for n, block in enumerate(content):
        if not isinstance(block, dict) or not isinstance(block.get("type"), str):
            return Miss(("content", n), 'a content block with a "type"')
    return TOOL if any(b["type"] in CALL_BLOCKS or _is_result(b) for b in content) else MESSAGE


def read(records: Sequence[Record], reading: Reading) -> None:
    book = reading.book
    for record in records:
        m = record.value
        content = m.get("content")
        blocks = content if isinstance(content, list) else []
        if m.get("role") == "user" and (isinstance(content, str) or any(b.get("type") == "text" for b in blocks)):
            book.new_turn()
        for block in blocks:
            if block["type"] in CALL_BLOCKS:
                server = block.get("server_name")
                book.call(block.get("id"), record, name=block.get("name"), arguments=block.get("input"),
                          mcp_name=server if isinstance(server, str) else None)
            elif _is_result(block):
                body = block.get("content")
                if isinstance(body, dict) and isinstance(body.get("error_code"), str):  # a server tool's error
                    result = ToolResult("", body, "error")
                elif block.get("is_error") is True:
                    result = ToolResult("", _result_text(body) or True, "error")
                else:
                    result = ToolResult(_result_text(body), None, "complete")
                book.result(block.get("tool_use_id"), result, record)


FORMAT = Format(
    name="anthropic",
    title="Anthropic Messages",
    summary="Messages API content blocks (tool_use, server_tool_use, mcp_tool_use and their results), "
            "and Claude Code or Agent SDK session logs (JSONL).",
    summaries={"zh": "Messages API 的内容块（tool_use、server_tool_use、mcp_tool_use 及其结果），以及 Claude Code 或 Agent SDK 的会话日志（JSONL）。"},
    docs=("https://docs.claude.com/en/api/messages",
          "https://docs.claude.com/en/docs/agents-and-tools/tool-use/implement-tool-use"),
    sample="""\
[{"role": "user", "content": "Find the port"},
 {"role": "assistant", "content": [{"type": "tool_use", "id": "toolu_01", "name": "Grep",
   "input": {"pattern": "port", "path": "vite.config.ts"}}]},
 {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_01",
   "content": "vite.config.ts:4:  port: 3000,"}]}]
""",
    fit=fit,
    read=read,
)
