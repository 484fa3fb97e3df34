"""AI SDK model messages (``ModelMessage``, v4's ``CoreMessage``): what ``response.messages`` holds.

An assistant message's content lists ``{type: "tool-call", toolCallId,
toolName, input}`` parts (v4: ``args``; ``providerExecuted`` for tools the
provider runs); a ``tool`` message's content lists ``{type: "tool-result",
toolCallId, toolName, output}`` parts (v4: ``result`` and ``isError``).
``output`` is typed: ``text`` and ``json`` are results, ``error-text`` and
``error-json`` failures (the JSON as a structured error), ``content`` a list
of text and media parts, ``execution-denied`` a refused call. A user message
starts a new turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...calls import ToolResult
from ..format import MESSAGE, TOOL, Fit, Format, Miss, Reading, json_text, text_of
from ..records import Record

ROLES = ("system", "user", "assistant", "tool")


def fit(m: dict) -> Fit:
    role = m.get("role")
    if role not in ROLES:
        return Miss(("role",) if "role" in m else (), f"role {', '.join(ROLES)}")
    content = m.get("content")
    if isinstance(content, str):
        return MESSAGE if role != "tool" else Miss(("content",), "a tool message's content to be a list of parts")
    if not isinstance(content, list):
        return Miss(("content",), "content to be a string or a list of parts")
    for n, p in enumerate(content):
        if not isinstance(p, dict) or not isinstance(p.get("type"), str):
            return Miss(("content", n), 'a part with a "type"')
    return TOOL if any(p["type"] in ("tool-call", "tool-result") for p in content) else MESSAGE


def _result(p: dict) -> ToolResult:
    output = p.get("output")
    if isinstance(output, dict) and isinstance(output.get("type"), str):
        kind, value = output["type"], output.get("value")
        if kind == "error-text":
            return ToolResult("", value if isinstance(value, str) and value else True, "error")
        if kind == "error-json":  # an object is a structured error; anything else, its JSON text
            return ToolResult("", value if isinstance(value, dict) and value else json_text(value) or True, "error")
        if kind == "execution-denied":
            reason = output.get("reason")
            return ToolResult("", {"type": "execution-denied",
                                   "message": reason if isinstance(reason, str) and reason else None}, "error")
        if kind == "content":
            text = text_of(value)
            return ToolResult(text if text is not None else json_text(value), None, "complete")
        return ToolResult(json_text(value), None, "complete")
    value: Any = p.get("result", output)
    if p.get("isError") is True:
        return ToolResult("", json_text(value) or True, "error")
    return ToolResult(json_text(value), None, "complete")


def read(records: Sequence[Record], reading: Reading) -> None:
    book = reading.book
    for record in records:
        m = record.value
        if m.get("role") == "user":
            book.new_turn()
        content = m.get("content")
        for p in content if isinstance(content, list) else ():
            if p["type"] == "tool-call":
                book.call(p.get("toolCallId"), record, name=p.get("toolName"), arguments=p.get("input", p.get("args")))
            elif p["type"] == "tool-result":
                book.result(p.get("toolCallId"), _result(p), record, name=p.get("toolName"))


FORMAT = Format(
    name="ai-sdk-model",
    title="AI SDK model messages",
    summary="Vercel AI SDK ModelMessage (v5) and CoreMessage (v4) content parts: tool-call and tool-result "
            "with typed outputs, as response.messages returns them.",
    summaries={"zh": "Vercel AI SDK 的 ModelMessage（v5）与 CoreMessage（v4）内容部分：带类型化输出的 tool-call 和 tool-result，即 response.messages 返回的样子。"},
    docs=("https://ai-sdk.dev/docs/reference/ai-sdk-core/model-message",
          "https://v4.ai-sdk.dev/docs/reference/ai-sdk-core/core-message"),
    sample="""\
[{"role": "user", "content": "Weather in Berlin?"},
 {"role": "assistant", "content": [{"type": "tool-call", "toolCallId": "call_1", "toolName": "weather",
   "input": {"location": "Berlin"}}]},
 {"role": "tool", "content": [{"type": "tool-result", "toolCallId": "call_1", "toolName": "weather",
   "output": {"type": "json", "value": {"temperature": 21}}}]}]
""",
    fit=fit,
    read=read,
)
