"""OpenAI Chat Completions messages (and what speaks it: Ollama, vLLM, LM Studio, Mistral …).

An assistant message lists ``tool_calls: [{id, type: "function", function:
{name, arguments}}]`` where ``arguments`` is a JSON *string* (possibly
invalid: the model wrote it) or, from Ollama's native API and many SDK dumps,
an object; ``type: "custom"`` tools carry ``custom: {name, input}``. Results
are ``{role: "tool", tool_call_id, content}`` with content a string or a list
of text parts. Ollama's results name the tool (``tool_name``) instead of
giving an id; the legacy API sends one ``function_call: {name, arguments}``
answered by ``{role: "function", name, content}``: both are paired by order
and name. A response object (``{object: "chat.completion", choices: [...]}``)
is read as its first choice's message. The format has no error flag, so a
paired call is complete; a user message starts a new turn.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...calls import ToolResult
from ..format import MESSAGE, TOOL, Fit, Format, Miss, Reading, text_of
from ..records import Record

ROLES = ("user", "assistant", "system", "developer", "tool", "function")


def _message(m: dict) -> dict | None:
    """The message of a record: itself, or a response object's first choice."""
    if "role" in m:
        return m
    choices = m.get("choices")
    if isinstance(choices, list) and choices and isinstance(choices[0], dict):
        inner = choices[0].get("message") or choices[0].get("delta")
        return inner if isinstance(inner, dict) else None
    return None


def fit(m: dict) -> Fit:
    message = _message(m)
    if message is None:
        return Miss((), 'a chat message with a "role" (or a chat.completion object)')
    role = message.get("role")
    if role not in ROLES:
        return Miss(("role",) if "role" in m else ("choices", 0, "message", "role"),
                    f"role {', '.join(ROLES)}")
    calls = message.get("tool_calls")
    if calls is not None and not isinstance(calls, list):
        return Miss(("tool_calls",), "tool_calls to be a list")
    if calls or isinstance(message.get("function_call"), dict) or role in ("tool", "function"):
        return TOOL
    return MESSAGE


def read(records: Sequence[Record], reading: Reading) -> None:
    book = reading.book
    for record in records:
        m = _message(record.value) or {}
        role = m.get("role")
        if role == "user":
            book.new_turn()
        elif role == "assistant":
            for n, tc in enumerate(m.get("tool_calls") or ()):
                body = tc.get(tc.get("type") or "function") if isinstance(tc, dict) else None
                if not isinstance(body, dict):
                    reading.skipped(record, f"tool call {n} has no function object", "tool_calls", n)
                    continue
                book.call(tc.get("id"), record, name=body.get("name"), arguments=body.get("arguments", body.get("input")))
            legacy = m.get("function_call")
            if isinstance(legacy, dict):
                book.call(None, record, name=legacy.get("name"), arguments=legacy.get("arguments"))
        elif role in ("tool", "function"):
            content = text_of(m.get("content"))
            result = ToolResult(content if content is not None else "", None, "complete")
            book.result(m.get("tool_call_id") if role == "tool" else None, result, record,
                        name=m.get("tool_name") or m.get("name"))


FORMAT = Format(
    name="openai-chat",
    title="OpenAI Chat Completions",
    summary="Chat Completions messages with tool_calls and role: tool results, the legacy function_call, "
            "and Ollama's tool_name results; arguments as a JSON string or an object.",
    summaries={"zh": "Chat Completions 消息：tool_calls 与 role: tool 结果、旧式 function_call，以及 Ollama 的 tool_name 结果；参数可以是 JSON 字符串或对象。"},
    docs=("https://platform.openai.com/docs/api-reference/chat/create",
          "https://platform.openai.com/docs/guides/function-calling",
          "https://github.com/ollama/ollama/blob/main/docs/api.md#chat-request-with-tools"),
    sample="""\
[{"role": "user", "content": "What is in src/?"},
 {"role": "assistant", "content": null, "tool_calls": [{"id": "call_1", "type": "function",
   "function": {"name": "bash", "arguments": "{\\"command\\": \\"ls src\\"}"}}]},
 {"role": "tool", "tool_call_id": "call_1", "content": "app.py\\nutil.py"}]
""",
    fit=fit,
    read=read,
)
