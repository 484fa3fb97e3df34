"""Model Context Protocol traffic: JSON-RPC 2.0 messages as a client or server logs them.

A ``tools/call`` request ``{jsonrpc: "2.0", id, method: "tools/call", params:
{name, arguments}}`` is a call; the response with the same ``id`` is its
result (MCP specification 2025-06-18, Tools):

- ``result: {content: [...], structuredContent?, isError?}``: the text of
  the ``text`` content joined; ``image`` and ``audio`` content as a
  placeholder with its MIME type; a ``resource_link`` as its URI; an
  embedded ``resource`` as its text (or URI). With no text,
  ``structuredContent`` is shown as JSON. ``isError: true`` fails the call
  with that text as the error (a tool execution error);
- ``error: {code, message, data?}``: a protocol error (an unknown tool,
  invalid arguments) fails the call with a structured error: the JSON-RPC
  code as its code, ``data`` as its body.

The server's name (``serverInfo.name`` in the ``initialize`` result) names
the calls after it, so a card reads ``Called MCP weather / get_forecast``.
A ``notifications/cancelled`` for a waiting call fails it with the reason.
Other requests, responses and notifications are protocol traffic, not
calls. Log lines that wrap a message (``{…, message: {jsonrpc …}}``) are
unwrapped. The log is one turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...calls import ToolResult
from ..format import MESSAGE, TOOL, Fit, Format, Miss, Reading, json_text
from ..records import Record


def _id(value: Any) -> str | None:
    """A JSON-RPC id as a pairing key (numbers and strings alike)."""
    if isinstance(value, bool) or value is None:
        return None
    return f"{value}" if isinstance(value, (int, float, str)) else None


def fit(m: dict) -> Fit:
    if m.get("jsonrpc") != "2.0":
        return Miss(("jsonrpc",) if "jsonrpc" in m else (), 'a JSON-RPC 2.0 message ("jsonrpc": "2.0")')
    if m.get("method") == "tools/call":
        return TOOL if isinstance(m.get("params"), dict) else Miss(("params",), "params {name, arguments}")
    result = m.get("result")
    if isinstance(result, dict) and (isinstance(result.get("content"), list) or "isError" in result):
        return TOOL
    return TOOL if isinstance(m.get("error"), dict) else MESSAGE


def _block_text(block: Any) -> str | None:
    if not isinstance(block, dict):
        return None
    kind = block.get("type")
    if kind == "text":
        return block.get("text") if isinstance(block.get("text"), str) else None
    if kind in ("image", "audio"):
        return f"[{kind} {block.get('mimeType') or ''}]".replace(" ]", "]")
    if kind == "resource_link":
        return block.get("uri") if isinstance(block.get("uri"), str) else None
    if kind == "resource" and isinstance(block.get("resource"), dict):
        resource = block["resource"]
        return resource.get("text") if isinstance(resource.get("text"), str) else resource.get("uri")
    return None


def tool_result(result: dict) -> ToolResult:
    """A ``CallToolResult`` as a :class:`ToolResult` (see the module docstring)."""
    texts = [t for t in map(_block_text, result.get("content") or ()) if isinstance(t, str)]
    text = "\n".join(texts)
    if not text and result.get("structuredContent") is not None:
        text = json_text(result["structuredContent"])
    if result.get("isError") is True:
        return ToolResult("", text or True, "error")
    return ToolResult(text, None, "complete")


def rpc_error(error: dict) -> dict:
    """A JSON-RPC error as a structured error: ``{type: code, message, body: data}``."""
    code = error.get("code")
    return {"type": str(code) if isinstance(code, int) and not isinstance(code, bool) else code,
            "message": error.get("message"), "body": error.get("data")}


def read(records: Sequence[Record], reading: Reading) -> None:
    book, server, calls = reading.book, None, set()
    for record in records:
        m = record.value
        method, key = m.get("method"), _id(m.get("id"))
        result = m.get("result")
        if method == "tools/call":
            params = m["params"]
            book.call(key, record, name=params.get("name"), arguments=params.get("arguments"), mcp_name=server)
            if key is not None:
                calls.add(key)
        elif method == "notifications/cancelled" and isinstance(m.get("params"), dict):
            target = _id(m["params"].get("requestId"))
            if target in calls:
                reason = m["params"].get("reason")
                error = {"type": "cancelled", "message": reason if isinstance(reason, str) and reason else None}
                book.result(target, ToolResult("", error, "error"), record)
        elif isinstance(result, dict) and isinstance(result.get("serverInfo"), dict):
            name = result["serverInfo"].get("name")
            server = name if isinstance(name, str) and name else server
        elif key in calls and isinstance(result, dict):
            book.result(key, tool_result(result), record)
        elif key in calls and isinstance(m.get("error"), dict):
            book.result(key, ToolResult("", rpc_error(m["error"]), "error"), record)


FORMAT = Format(
    name="mcp",
    title="MCP JSON-RPC log",
    summary="Model Context Protocol traffic: tools/call requests and their responses (content, "
            "structuredContent, isError, JSON-RPC errors), as a client or server logs it.",
    summaries={"zh": "Model Context Protocol 通信：tools/call 请求及其响应（content、structuredContent、isError、JSON-RPC 错误），即客户端或服务器记录下的样子。"},
    docs=("https://modelcontextprotocol.io/specification/2025-06-18/server/tools",
          "https://modelcontextprotocol.io/specification/2025-06-18/basic"),
    sample="""\
{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "get_weather", "arguments": {"location": "New York"}}}
{"jsonrpc": "2.0", "id": 2, "result": {"content": [{"type": "text", "text": "72°F, partly cloudy"}], "isError": false}}
""",
    fit=fit,
    read=read,
)
