"""LobeHub (LobeChat) stored messages: assistant ``tools`` and tool messages with plugin state and errors.

An assistant message lists ``tools: [{id, identifier, apiName, arguments,
type}]``: ``identifier`` is the tool (``lobe-web-browsing``,
``lobe-local-system``, a plugin's id), ``apiName`` the API called on it,
``arguments`` a JSON string. A tool message ``{role: "tool", tool_call_id,
content, plugin: {identifier, apiName, arguments, type}, pluginState,
pluginError}`` is its result: ``content`` is what the model read,
``pluginError: {type, message, body?}`` fails the call with a structured
error (``type`` a stable code). A tool message whose intervention is
``pending`` awaits approval; ``rejected`` fails with the reason. The
grouped form LobeHub's UI keeps (``children: [{content, tools: [{…,
result: {content, error, state}}]}]``) and the old ``role: "function"``
messages with one ``plugin`` each are read too, as is an export file
(``{state: {messages: [...]}}``).

The card's title is ``identifier / apiName``. LobeHub's identifiers are
permanent because they are stored in history; when one is renamed the old
name stays as an alias. ``aliases`` (``[tool.skinwright.render.aliases]``)
maps legacy ``identifier`` or ``identifier/apiName`` keys to today's, so old
history renders with today's titles. A user message starts a new turn.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...calls import ToolResult
from ..format import MESSAGE, TOOL, Fit, Format, Miss, Reading, json_text
from ..records import Record

ROLES = ("user", "assistant", "system", "tool", "function", "supervisor", "group", "assistantGroup")


def _is_payload(t: Any) -> bool:
    return isinstance(t, dict) and isinstance(t.get("identifier"), str) and isinstance(t.get("apiName"), str)


def fit(m: dict) -> Fit:
    role = m.get("role")
    if role not in ROLES:
        return Miss(("role",) if "role" in m else (), f"role {', '.join(ROLES[:5])}")
    tools = m.get("tools")
    if tools is not None and not isinstance(tools, list):
        return Miss(("tools",), "tools to be a list of {identifier, apiName, arguments}")
    for n, t in enumerate(tools or ()):
        if not _is_payload(t):
            return Miss(("tools", n), "a tool with an identifier and an apiName")
    children = m.get("children") if isinstance(m.get("children"), list) else ()
    if tools or _is_payload(m.get("plugin")) or "pluginError" in m or any(
            isinstance(c, dict) and isinstance(c.get("tools"), list) and c["tools"] for c in children):
        return TOOL
    return MESSAGE


def rename(identifier: str, api: str, aliases: Mapping[str, str]) -> tuple[str, str]:
    """Today's ``(identifier, apiName)`` for a stored pair: an ``identifier/apiName`` alias first,
    then an ``identifier`` alias."""
    full = aliases.get(f"{identifier}/{api}")
    if full is not None:
        new_id, _, new_api = full.partition("/")
        return new_id or identifier, new_api or api
    return aliases.get(identifier, identifier), api


def _fields(payload: dict, aliases: Mapping[str, str]) -> dict:
    identifier, api = rename(payload["identifier"], payload["apiName"], aliases)
    # A plugin is the tool the API belongs to: the title reads "identifier / apiName", the prefix
    # "Called tool" (an explicit type keeps it from reading as an MCP call).
    return {"name": api, "mcp_name": identifier, "call_type": "function", "arguments": payload.get("arguments")}


def _result(content: Any, error: Any, intervention: Any) -> tuple[ToolResult | None, str | None]:
    """The result of a tool message (or a grouped tool's ``result``), and a status while there is none."""
    status = intervention.get("status") if isinstance(intervention, dict) else None
    if status == "pending":
        return None, "approval-requested"
    if status == "rejected":
        reason = intervention.get("rejectedReason")
        return ToolResult("", {"type": "rejected", "message": reason if isinstance(reason, str) and reason else None},
                          "error"), None
    if error not in (None, False, ""):
        return ToolResult(content if isinstance(content, str) else "", error, "error"), None
    if content is None:
        return None, None  # not answered yet
    return ToolResult(json_text(content), None, "complete"), None


def read(records: Sequence[Record], reading: Reading) -> None:
    book, aliases = reading.book, reading.aliases
    for record in records:
        m = record.value
        role = m.get("role")
        if role == "user":
            book.new_turn()
        for t in m.get("tools") or ():
            book.call(t.get("id"), record, **_fields(t, aliases))
        for c in m.get("children") if isinstance(m.get("children"), list) else ():
            for t in c.get("tools") or () if isinstance(c, dict) and isinstance(c.get("tools"), list) else ():
                if not _is_payload(t):
                    continue
                res = t.get("result") if isinstance(t.get("result"), dict) else {}
                result, status = _result(res.get("content"), res.get("error"), t.get("intervention"))
                book.call(t.get("id"), record, result=result, status=status, **_fields(t, aliases))
        if role in ("tool", "function") and (_is_payload(m.get("plugin")) or m.get("tool_call_id")):
            intervention = m.get("pluginIntervention") or m.get("intervention")
            result, status = _result(m.get("content"), m.get("pluginError"), intervention)
            if role == "function" and _is_payload(m.get("plugin")):  # the old format: call and result in one
                book.call(m.get("id"), record, result=result, status=status, **_fields(m["plugin"], aliases))
            elif result is not None:
                book.result(m.get("tool_call_id"), result, record)
            elif status is not None and book.has(m.get("tool_call_id")):
                book.call(m.get("tool_call_id"), record, status=status)


FORMAT = Format(
    name="lobehub",
    title="LobeHub messages",
    summary="LobeHub (LobeChat) stored messages: assistant tools with identifier and apiName, tool messages "
            "with pluginState and pluginError; grouped messages and export files.",
    summaries={"zh": "LobeHub（LobeChat）保存的消息：带 identifier 和 apiName 的助手工具调用，带 pluginState 和 pluginError 的工具消息；分组消息与导出文件。"},
    docs=("https://github.com/lobehub/lobe-chat/blob/main/packages/types/src/message/common/tools.ts",
          "https://github.com/lobehub/lobe-chat/blob/main/packages/types/src/message/ui/chat.ts"),
    sample="""\
[{"id": "msg_1", "role": "user", "content": "Search for LobeHub"},
 {"id": "msg_2", "role": "assistant", "content": "", "tools": [{"id": "call_1", "type": "builtin",
   "identifier": "lobe-web-browsing", "apiName": "search", "arguments": "{\\"query\\": \\"LobeHub\\"}"}]},
 {"id": "msg_3", "role": "tool", "tool_call_id": "call_1", "content": "[{\\"title\\": \\"LobeHub\\", \\"url\\": \\"https://lobehub.com\\"}]",
  "plugin": {"identifier": "lobe-web-browsing", "apiName": "search", "arguments": "{\\"query\\": \\"LobeHub\\"}", "type": "builtin"}}]
""",
    fit=fit,
    read=read,
    containers=(("messages",), ("state", "messages"), ("data", "messages")),
)
