"""AI SDK UI messages: v5 tool parts, and v4 ``toolInvocations`` and ``tool-invocation`` parts.

v5 (``UIMessage``): a message is ``{id, role, parts: [...]}``; a tool part has
``type: "tool-<name>"`` (static tools) or ``"dynamic-tool"`` with
``toolName``, ``toolCallId``, ``state``, ``input``, ``output``,
``errorText``. The state is the call's phase already:

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

v4 (``Message``): ``toolInvocations: [{state, toolCallId, toolName, args,
result}]`` on the message, and from 4.2 the same objects as parts
``{type: "tool-invocation", toolInvocation: {...}}``; ``partial-call`` is
input-streaming, ``call`` running, ``result`` output-available. A message
that carries both forms gives each call once (same id).

``output`` or ``result`` of any JSON type becomes the result text (a string
as is, else its JSON text). A user message starts a new turn.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...calls import ToolResult
from ..format import MESSAGE, TOOL, Fit, Format, Miss, Reading, json_text
from ..records import Record

_STATUS = {
    "input-streaming": "input-streaming",
    "input-available": "pending",
    "approval-requested": "approval-requested",
    "approval-responded": "pending",
    "output-available": "complete",
    "output-error": "error",
    "output-denied": "error",
    # v4
    "partial-call": "input-streaming",
    "call": "pending",
    "result": "complete",
}


def _is_tool_part(p: dict) -> bool:
    kind = p.get("type")
    return kind == "dynamic-tool" or (isinstance(kind, str) and kind.startswith("tool-"))


def fit(m: dict) -> Fit:
    if m.get("role") not in ("user", "assistant", "system"):
        return Miss(("role",) if "role" in m else (), 'a UI message with role user, assistant or system')
    parts, invocations = m.get("parts"), m.get("toolInvocations")
    if invocations is not None and not isinstance(invocations, list):
        return Miss(("toolInvocations",), "toolInvocations to be a list")
    if parts is None:
        if invocations:
            return TOOL
        return MESSAGE if isinstance(m.get("content"), str) else Miss((), 'a "parts" list or "toolInvocations"')
    if not isinstance(parts, list):
        return Miss(("parts",), "parts to be a list")
    for n, p in enumerate(parts):
        if not isinstance(p, dict) or not isinstance(p.get("type"), str):
            return Miss(("parts", n), 'a part with a "type"')
    return TOOL if invocations or any(_is_tool_part(p) for p in parts) else MESSAGE


def read(records: Sequence[Record], reading: Reading) -> None:
    for record in records:
        m = record.value
        if m.get("role") == "user":
            reading.book.new_turn()
        for n, inv in enumerate(m.get("toolInvocations") or ()):
            if isinstance(inv, dict):
                _v4(reading, record, inv)
            else:
                reading.skipped(record, f"tool invocation {n} is not an object", "toolInvocations", n)
        for n, p in enumerate(m.get("parts") or ()):
            kind = p["type"]
            if kind == "tool-invocation" and isinstance(p.get("toolInvocation"), dict):
                _v4(reading, record, p["toolInvocation"])
            elif kind == "dynamic-tool":
                _v5(reading, record, p, p.get("toolName"))
            elif kind.startswith("tool-"):
                _v5(reading, record, p, kind[len("tool-"):])


def _v5(reading: Reading, record: Record, p: dict, name: object) -> None:
    state = p.get("state")
    status = _STATUS.get(state, "pending") if isinstance(state, str) else "pending"
    result = None
    if state == "output-available" and p.get("preliminary") is True:
        status = "pending"  # a preliminary output: the tool is still running
    elif state == "output-available":
        result = ToolResult(json_text(p.get("output")), None, status)
    elif state in ("output-error", "output-denied"):
        approval = p.get("approval") if isinstance(p.get("approval"), dict) else {}
        reason = p.get("errorText") if state == "output-error" else approval.get("reason")
        result = ToolResult("", reason if isinstance(reason, str) and reason else True, status)
    # The part carries its own result; the state is the phase, so a later snapshot of the part replaces it.
    reading.book.call(p.get("toolCallId"), record, result=result, name=name, arguments=p.get("input"),
                      status=status, arguments_streaming=state == "input-streaming")


def _v4(reading: Reading, record: Record, inv: dict) -> None:
    state = inv.get("state")
    status = _STATUS.get(state, "pending") if state in ("partial-call", "call", "result") else "pending"
    result = ToolResult(json_text(inv.get("result")), None, "complete") if state == "result" else None
    reading.book.call(inv.get("toolCallId"), record, result=result, name=inv.get("toolName"),
                      arguments=inv.get("args"), status=status, arguments_streaming=state == "partial-call")


FORMAT = Format(
    name="ai-sdk-ui",
    title="AI SDK UI messages",
    summary="Vercel AI SDK UIMessage parts (v5: tool-NAME and dynamic-tool with their states) and "
            "v4 messages (toolInvocations, tool-invocation parts).",
    summaries={"zh": "Vercel AI SDK 的 UIMessage 部分（v5：tool-NAME 与 dynamic-tool 及其状态）以及 v4 消息（toolInvocations、tool-invocation 部分）。"},
    docs=("https://ai-sdk.dev/docs/ai-sdk-ui/chatbot-tool-usage",
          "https://ai-sdk.dev/docs/reference/ai-sdk-core/ui-message",
          "https://v4.ai-sdk.dev/docs/ai-sdk-ui/chatbot-tool-usage"),
    sample="""\
[{"id": "m1", "role": "user", "parts": [{"type": "text", "text": "Weather in Paris?"}]},
 {"id": "m2", "role": "assistant", "parts": [{"type": "tool-getWeather", "toolCallId": "call_1",
   "state": "output-available", "input": {"city": "Paris"}, "output": {"temperature": 18}}]}]
""",
    fit=fit,
    read=read,
)
