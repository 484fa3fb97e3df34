"""Google Gemini ``contents`` (the REST API's camelCase and the Python SDK's snake_case).

A content is ``{role: "user" | "model", parts: [...]}``. A model part
``functionCall: {name, args, id?}`` is a call; a part ``functionResponse:
{name, response, id?}`` (in a ``user``, ``function`` or ``tool`` content) is
its result. ``response`` is an object; by the API's convention a failed call
answers with an ``error`` key, which fails the card (a structured error when
it is an object). A response holding only ``output``, ``result`` or
``content`` as text shows that text; any other response shows its JSON.
With ids, calls and results pair by id; without (the API leaves ``id`` to the
client), by order and name, with a note. Code execution, which Gemini runs
itself, is an ``executableCode: {language, code}`` part followed by a
``codeExecutionResult: {outcome, output}`` part: one terminal card,
``OUTCOME_OK`` complete, any other outcome failed. The Python SDK writes the
same keys in snake_case (``function_call``, ``function_response``,
``executable_code``, ``code_execution_result``). A user content with text
starts a new turn. Also read: a request body (``{contents: [...]}``), a
response (``{candidates: [{content}]}``) and chat history dumps.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...calls import ToolResult
from ..format import MESSAGE, TOOL, Fit, Format, Miss, Reading, json_text
from ..records import Record

ROLES = ("user", "model", "function", "tool")
KEYS = {
    "functionCall": "call", "function_call": "call",
    "functionResponse": "response", "function_response": "response",
    "executableCode": "code", "executable_code": "code",
    "codeExecutionResult": "code_result", "code_execution_result": "code_result",
}
TEXT_KEYS = ("output", "result", "content")


def _content(m: dict) -> tuple[dict, tuple]:
    """The content of a record: itself, or a response candidate's ``content``."""
    if "parts" not in m and isinstance(m.get("content"), dict):
        return m["content"], ("content",)
    return m, ()


def _kind(part: Any) -> tuple[str, dict] | None:
    if isinstance(part, dict):
        for key, kind in KEYS.items():
            if isinstance(part.get(key), dict):
                return kind, part[key]
    return None


def fit(m: dict) -> Fit:
    content, base = _content(m)
    role = content.get("role")
    if role is not None and role not in ROLES:
        return Miss((*base, "role"), f"role {', '.join(ROLES)}")
    parts = content.get("parts")
    if not isinstance(parts, list):
        return Miss((*base, "parts") if "parts" in content else base, 'a content with a "parts" list')
    for n, p in enumerate(parts):
        if not isinstance(p, dict) or isinstance(p.get("type"), str):
            return Miss((*base, "parts", n), "a part with text, functionCall, functionResponse … (no \"type\")")
    return TOOL if any(_kind(p) for p in parts) else MESSAGE


def _response_result(response: Any) -> ToolResult:
    if isinstance(response, dict) and response.get("error") not in (None, "", False):
        error = response["error"]
        return ToolResult("", error if isinstance(error, (str, dict)) else json_text(error), "error")
    if isinstance(response, dict) and len(response) == 1:
        (key, value), = response.items()
        if key in TEXT_KEYS and isinstance(value, str):
            return ToolResult(value, None, "complete")
    return ToolResult(json_text(response), None, "complete")


def read(records: Sequence[Record], reading: Reading) -> None:
    book, code_calls = reading.book, 0
    for record in records:
        content, base = _content(record.value)
        parts = content["parts"]
        if content.get("role") == "user" and any(isinstance(p.get("text"), str) for p in parts):
            book.new_turn()
        for n, part in enumerate(parts):
            found = _kind(part)
            if found is None:
                continue
            kind, body = found
            if kind == "call":
                book.call(body.get("id"), record, name=body.get("name"), arguments=body.get("args"))
            elif kind == "response":
                book.result(body.get("id"), _response_result(body.get("response")), record, name=body.get("name"))
            elif kind == "code":
                code_calls += 1  # its result is the next code_result part: pair them by a local id
                book.call(f"code-execution-{code_calls}", record, name="code_execution",
                          arguments={"code": body.get("code"), "language": body.get("language")})
            elif kind == "code_result" and code_calls:
                output = body.get("output") if isinstance(body.get("output"), str) else ""
                outcome = body.get("outcome")
                ok = outcome in (None, "OUTCOME_OK")
                result = ToolResult(output, None, "complete") if ok else \
                    ToolResult("", {"type": outcome, "message": output or None}, "error")
                book.result(f"code-execution-{code_calls}", result, record)
            elif kind == "code_result":
                reading.skipped(record, "a code execution result without its code", *base, "parts", n)


FORMAT = Format(
    name="gemini",
    title="Gemini contents",
    summary="Gemini API contents with functionCall / functionResponse parts (camelCase, or the Python SDK's "
            "snake_case) and code execution parts; request bodies, responses and chat history.",
    summaries={"zh": "Gemini API 的 contents，含 functionCall / functionResponse 部分（camelCase，或 Python SDK 的 snake_case）和代码执行部分；请求体、响应与聊天历史。"},
    docs=("https://ai.google.dev/gemini-api/docs/function-calling",
          "https://ai.google.dev/api/caching#Content",
          "https://ai.google.dev/gemini-api/docs/code-execution"),
    sample="""\
{"contents": [
  {"role": "user", "parts": [{"text": "Turn the lights down"}]},
  {"role": "model", "parts": [{"functionCall": {"name": "set_light_values", "args": {"brightness": 25}}}]},
  {"role": "user", "parts": [{"functionResponse": {"name": "set_light_values",
    "response": {"brightness": 25, "colorTemperature": "warm"}}}]}]}
""",
    fit=fit,
    read=read,
    containers=(("contents",), ("candidates",), ("history",)),
)
