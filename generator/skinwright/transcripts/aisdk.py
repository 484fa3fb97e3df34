"""AI SDK UI messages (``UIMessage``) → tool calls.

A message is ``{id, role, parts: [...]}``; a tool part has ``type:
"tool-<name>"`` (static tools) or ``"dynamic-tool"`` with ``toolName``,
``toolCallId``, ``state``, ``input``, ``output``, ``errorText``. The state is
the call's phase already:

========================  ==========================================
state                     phase
========================  ==========================================
input-streaming           input-streaming
input-available           input-available (running)
approval-requested        awaiting-approval
approval-responded        input-available (approved, running)
output-available          output-available (running while ``preliminary``)
output-error              output-error, error ``errorText``
output-denied             output-error, error the denial reason (or none)
========================  ==========================================

``output`` of any JSON type becomes the result text (a string as is, else its
JSON text). A user message starts a new turn.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..calls import ToolResult
from ..diagnostics import Report
from ..js_json import js_stringify
from .common import CallBook, Message, unreadable


def adapt(messages: Sequence[Message], report: Report) -> CallBook:
    """Collect the tool parts of ``messages`` (dicts with ``role`` and ``parts``)."""
    book = CallBook(report)
    for message in messages:
        m = message.data
        if m.get("role") == "user":
            book.new_turn()
        parts = m.get("parts")
        if parts is None:
            continue
        if not isinstance(parts, list):
            unreadable(report, message, "parts is not a list")
            continue
        for n, p in enumerate(parts):
            kind = p.get("type") if isinstance(p, dict) else None
            if not isinstance(kind, str):
                unreadable(report, message, f"part {n} has no type")
                continue
            if kind == "dynamic-tool":
                name = p.get("toolName")
            elif kind.startswith("tool-"):
                name = kind[len("tool-"):]
            else:
                continue
            _tool_part(book, message, p, name)
    return book


_STATUS = {
    "input-streaming": "input-streaming",
    "input-available": "pending",
    "approval-requested": "approval-requested",
    "approval-responded": "pending",
    "output-available": "complete",
    "output-error": "error",
    "output-denied": "error",
}


def _tool_part(book: CallBook, message: Message, p: dict, name: object) -> None:
    state, call_id = p.get("state"), p.get("toolCallId")
    status = _STATUS.get(state, "pending") if isinstance(state, str) else "pending"
    result = None
    if state == "output-available" and p.get("preliminary") is True:
        status = "pending"  # a preliminary output: the tool is still running
    elif state == "output-available":
        output = p.get("output")
        text = output if isinstance(output, str) else ("" if output is None else js_stringify(output))
        result = ToolResult(text, None, status)
    elif state in ("output-error", "output-denied"):
        approval = p.get("approval") if isinstance(p.get("approval"), dict) else {}
        reason = p.get("errorText") if state == "output-error" else approval.get("reason")
        result = ToolResult("", reason if isinstance(reason, str) and reason else True, status)
    # The part carries its own result; the state is the phase, so a later snapshot of the part replaces it.
    book.call(call_id, message, result=result, name=name if isinstance(name, str) else "", arguments=p.get("input"),
              status=status, arguments_streaming=state == "input-streaming")
