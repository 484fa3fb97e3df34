"""OpenAI Responses API items (also the OpenAI Agents SDK's history), response objects and stream events.

A transcript is a list (or JSONL) of items, a response object
(``{object: "response", output: [...]}``), a request body (``{input: [...]}``),
a list of response objects, or a log of stream events. Items:

==========================  ======================================================================
item                        card
==========================  ======================================================================
function_call               ``name`` with ``arguments`` (JSON text); answered by
                            ``function_call_output`` ``{call_id, output}`` (text or content parts)
custom_tool_call            ``name`` with free-text ``input``; ``custom_tool_call_output``
local_shell_call            ``action.command`` (an argv list) as a terminal command;
                            ``local_shell_call_output`` (``call_id``, or ``id`` as the docs' example)
shell_call                  ``action.commands`` joined by lines; ``shell_call_output`` holds
                            ``[{stdout, stderr, outcome: {exit_code}}]``
apply_patch_call            ``operation`` {create_file | update_file | delete_file, path, diff}
                            as a diff; ``apply_patch_call_output`` {status, output}
computer_call               ``action`` as the arguments; ``computer_call_output`` (a screenshot)
web_search_call             run by OpenAI: ``action`` search (query, sources) → search;
                            open_page (url) → web; find (url, pattern) → search
file_search_call            run by OpenAI: ``queries`` and ``results`` → search
code_interpreter_call       run by OpenAI: ``code`` and ``outputs`` (logs) → terminal
image_generation_call       run by OpenAI: the revised prompt; the image is not inlined
mcp_call                    run by OpenAI on a remote MCP server: ``server_label`` / ``name``,
                            ``arguments``, ``output`` or ``error``
mcp_approval_request        the same call awaiting approval; ``mcp_approval_response``
                            ``{approval_request_id, approve}`` approves it or fails it (denied)
==========================  ======================================================================

Calls pair with outputs by ``call_id``. ``status`` gives the phase:
``in_progress`` (and ``searching``, ``interpreting``, ``calling``,
``generating``) is running — for a ``function_call`` it means the arguments
are still streaming —, ``completed`` is done (for items OpenAI runs itself),
``failed`` and ``incomplete`` failed. Stream events (``response.output_item.added``
/ ``.done`` with an ``item``, ``response.function_call_arguments.delta`` /
``.done``, ``response.completed`` with its response) are read as the items
they carry, so a live stream shows its calls as they form. A user message
starts a new turn.
"""

from __future__ import annotations

import shlex
from collections.abc import Iterator, Sequence
from typing import Any

from ...calls import ToolResult
from ..format import MESSAGE, TOOL, Fit, Format, Miss, Reading, first, json_text, text_of
from ..records import Record

CALLS = ("function_call", "custom_tool_call", "local_shell_call", "shell_call", "apply_patch_call",
         "computer_call", "web_search_call", "file_search_call", "code_interpreter_call", "image_generation_call",
         "mcp_call", "mcp_approval_request")
OUTPUTS = ("function_call_output", "custom_tool_call_output", "local_shell_call_output", "shell_call_output",
           "apply_patch_call_output", "computer_call_output", "mcp_approval_response")
OTHER = ("message", "reasoning", "mcp_list_tools", "item_reference", "compaction")
RUNNING = frozenset({"in_progress", "searching", "interpreting", "calling", "generating"})
FAILED = frozenset({"failed", "incomplete"})


def _items(m: dict) -> Iterator[tuple[dict, tuple]]:
    """The items a record carries, with their paths: itself, a response object's output, an event's item."""
    kind = m.get("type")
    if m.get("object") == "response" or (kind == "response.completed" and isinstance(m.get("response"), dict)):
        response = m if m.get("object") == "response" else m["response"]
        base = () if response is m else ("response",)
        for n, item in enumerate(response.get("output") or ()):
            if isinstance(item, dict):
                yield item, (*base, "output", n)
    elif isinstance(kind, str) and kind.startswith("response.output_item.") and isinstance(m.get("item"), dict):
        yield m["item"], ("item",)
    else:
        yield m, ()


def fit(m: dict) -> Fit:
    kind = m.get("type")
    if m.get("object") == "response" or kind == "response.completed":
        output = (m if m.get("object") == "response" else m.get("response") or {}).get("output")
        if not isinstance(output, list):
            return Miss(("output",), "a response's output to be a list of items")
        return TOOL if any(isinstance(i, dict) and i.get("type") in CALLS + OUTPUTS for i in output) else MESSAGE
    if isinstance(kind, str) and kind.startswith("response."):
        if kind.startswith("response.output_item.") and isinstance(m.get("item"), dict):
            return TOOL if m["item"].get("type") in CALLS + OUTPUTS else MESSAGE
        return TOOL if kind.startswith("response.function_call_arguments.") else MESSAGE
    if kind in CALLS or kind in OUTPUTS:
        return TOOL
    if kind in OTHER or (kind is None and m.get("role") in ("user", "assistant", "system", "developer")
                         and "tool_calls" not in m and "parts" not in m):
        return MESSAGE
    return Miss(("type",) if "type" in m else (), "an item type (function_call, function_call_output, message …)")


def _status(item: dict) -> str | None:
    status = item.get("status")
    if status in RUNNING:
        return "pending"
    if status in FAILED:
        return "error"
    return "complete" if status == "completed" else None


def _output_text(output: Any) -> str:
    """``output`` of a ``*_output`` item: a string, or content parts (``input_text`` …)."""
    text = text_of(output)
    return text if text is not None else json_text(output)


class _Reader:
    def __init__(self, reading: Reading):
        self.reading, self.book = reading, reading.book
        self.streams: dict[str, tuple[str, dict]] = {}  # item id → (call id, fields) of a call whose arguments stream

    def record(self, record: Record) -> None:
        m = record.value
        kind = m.get("type")
        if kind in ("response.function_call_arguments.delta", "response.function_call_arguments.done"):
            self.arguments(record, m, done=kind.endswith(".done"))
            return
        for item, path in _items(m):
            self.item(record, item, path)

    def arguments(self, record: Record, event: dict, done: bool) -> None:
        stream = self.streams.get(event.get("item_id"))
        if stream is None:
            return
        call_id, fields = stream
        if done and isinstance(event.get("arguments"), str):
            fields["arguments"] = event["arguments"]
        elif isinstance(event.get("delta"), str):
            fields["arguments"] = (fields.get("arguments") or "") + event["delta"]
        fields["arguments_streaming"] = not done
        self.book.call(call_id, record, **fields)

    def item(self, record: Record, item: dict, path: tuple) -> None:
        kind, book = item.get("type"), self.book
        call_id = first(item, "call_id", "id")
        if (kind is None or kind == "message") and item.get("role") == "user":
            book.new_turn()
        elif kind in ("function_call", "custom_tool_call"):
            streaming = item.get("status") == "in_progress"
            fields = {"name": item.get("name"), "arguments": item.get("arguments", item.get("input")),
                      "arguments_streaming": streaming}
            if streaming and isinstance(item.get("id"), str):
                self.streams[item["id"]] = (call_id, dict(fields))
            book.call(call_id, record, **fields)
        elif kind in ("function_call_output", "custom_tool_call_output", "local_shell_call_output",
                      "computer_call_output"):
            failed = item.get("status") in FAILED
            text = _output_text(item.get("output"))
            book.result(call_id, ToolResult("", text or True, "error") if failed else
                        ToolResult(text, None, "complete"), record)
        elif kind == "local_shell_call":
            action = item.get("action") if isinstance(item.get("action"), dict) else {}
            command = action.get("command")
            arguments = {"command": command, "workdir": action.get("working_directory")}
            book.call(call_id, record, name="local_shell", arguments=arguments, status=_status(item))
        elif kind == "shell_call":
            action = item.get("action") if isinstance(item.get("action"), dict) else {}
            commands = action.get("commands")
            command = "\n".join(c for c in commands if isinstance(c, str)) if isinstance(commands, list) else None
            book.call(call_id, record, name="shell", arguments={"command": command}, status=_status(item))
        elif kind == "shell_call_output":
            book.result(call_id, _shell_output(item.get("output")), record)
        elif kind == "apply_patch_call":
            self.apply_patch(record, item, call_id)
        elif kind == "apply_patch_call_output":
            text = item.get("output") if isinstance(item.get("output"), str) else ""
            book.result(call_id, ToolResult("", text or True, "error") if item.get("status") == "failed" else
                        ToolResult(text, None, "complete"), record)
        elif kind == "computer_call":
            book.call(call_id, record, name="computer", arguments=item.get("action"), status=_status(item))
        elif kind == "web_search_call":
            self.web_search(record, item)
        elif kind == "file_search_call":
            self.file_search(record, item)
        elif kind == "code_interpreter_call":
            self.code_interpreter(record, item)
        elif kind == "image_generation_call":
            status = _status(item)
            prompt = item.get("revised_prompt")
            result = None
            if status == "error":
                result = ToolResult("", True, "error")
            elif status == "complete":
                result = ToolResult("an image was generated" if item.get("result") else "", None, "complete")
            book.call(item.get("id"), record, result=result, name="image_generation",
                      arguments={"prompt": prompt} if isinstance(prompt, str) else None, status=status)
        elif kind in ("mcp_call", "mcp_approval_request"):
            self.mcp(record, item, kind)
        elif kind == "mcp_approval_response" and item.get("approve") is False:
            reason = item.get("reason")
            error = {"type": "approval_denied", "message": reason if isinstance(reason, str) and reason else None}
            book.result(item.get("approval_request_id"), ToolResult("", error, "error"), record)
        elif kind == "mcp_approval_response" and book.has(item.get("approval_request_id")):
            book.call(item.get("approval_request_id"), record, status="pending")

    def apply_patch(self, record: Record, item: dict, call_id: Any) -> None:
        op = item.get("operation") if isinstance(item.get("operation"), dict) else {}
        path, diff = op.get("path"), op.get("diff")
        view = None
        if isinstance(path, str) and path:
            old, new = _v4a(diff) if isinstance(diff, str) else ("", "")
            kind = op.get("type")
            entry = {"path": path,
                     "oldText": None if kind == "create_file" else old,
                     "newText": None if kind == "delete_file" else new}
            if kind == "delete_file":
                entry["oldText"] = old
            view = {"diffs": [entry]}
        self.book.call(call_id, record, name="apply_patch", arguments=op or None, status=_status(item),
                       intent="diff" if view else None, call_view=view)

    def web_search(self, record: Record, item: dict) -> None:
        action = item.get("action") if isinstance(item.get("action"), dict) else {}
        kind, status = action.get("type"), _status(item)
        sources = action.get("sources") if isinstance(action.get("sources"), list) else None
        result = None
        if status == "complete":
            result = ToolResult(json_text(sources) if sources else "", None, "complete")
        elif status == "error":
            result = ToolResult("", True, "error")
        if kind == "open_page":
            self.book.call(item.get("id"), record, result=result, name="web_search", arguments=action,
                           status=status, intent="web", call_view={"url": action.get("url")})
        elif kind == "find":
            self.book.call(item.get("id"), record, result=result, name="web_search", arguments=action,
                           status=status, intent="search",
                           call_view={"query": action.get("pattern"), "description": action.get("url")})
        else:
            query = action.get("query") if isinstance(action.get("query"), str) else None
            self.book.call(item.get("id"), record, result=result, name="web_search",
                           arguments={"query": query} if query else action or None, status=status)

    def file_search(self, record: Record, item: dict) -> None:
        queries = [q for q in item.get("queries") or () if isinstance(q, str)]
        status = _status(item)
        results = item.get("results") if isinstance(item.get("results"), list) else []
        hits = [{"path": r.get("filename"), "text": r.get("text")} for r in results if isinstance(r, dict)]
        result = None
        if status == "complete":
            result = ToolResult(json_text(hits) if hits else "", None, "complete")
        elif status == "error":
            result = ToolResult("", True, "error")
        self.book.call(item.get("id"), record, result=result, name="file_search",
                       arguments={"query": " · ".join(queries)} if queries else None, status=status)

    def code_interpreter(self, record: Record, item: dict) -> None:
        status = _status(item)
        outputs = item.get("outputs") if isinstance(item.get("outputs"), list) else []
        logs = "\n".join(o["logs"] for o in outputs if isinstance(o, dict) and isinstance(o.get("logs"), str))
        images = sum(1 for o in outputs if isinstance(o, dict) and o.get("type") == "image")
        text = logs + (f"\n[{images} image{'s' * (images != 1)}]" if images else "")
        result = None
        if status == "complete":
            result = ToolResult(text.strip("\n"), None, "complete")
        elif status == "error":
            result = ToolResult("", text.strip("\n") or True, "error")
        code = item.get("code")
        self.book.call(item.get("id"), record, result=result, name="code_interpreter",
                       arguments={"code": code} if isinstance(code, str) else None, status=status)

    def mcp(self, record: Record, item: dict, kind: str) -> None:
        status = "approval-requested" if kind == "mcp_approval_request" else _status(item)
        result = None
        error = item.get("error")
        if kind == "mcp_call" and error not in (None, ""):
            result = ToolResult("", error, "error")
        elif kind == "mcp_call" and (item.get("output") is not None or status == "complete"):
            result = ToolResult(json_text(item.get("output")), None, "complete")
        elif status == "error":
            result = ToolResult("", True, "error")
        call_id = item.get("approval_request_id") or item.get("id")
        self.book.call(call_id, record, result=result, name=item.get("name"), mcp_name=item.get("server_label"),
                       arguments=item.get("arguments"), status=result.status if result is not None else status)


def _shell_output(output: Any) -> ToolResult:
    chunks = [o for o in output if isinstance(o, dict)] if isinstance(output, list) else []
    stdout = "".join(c["stdout"] for c in chunks if isinstance(c.get("stdout"), str))
    stderr = "".join(c["stderr"] for c in chunks if isinstance(c.get("stderr"), str))
    codes = [c["outcome"].get("exit_code") for c in chunks if isinstance(c.get("outcome"), dict)]
    exit_code = next((c for c in reversed(codes) if isinstance(c, int)), None)
    timed_out = any(isinstance(c.get("outcome"), dict) and c["outcome"].get("type") == "timeout" for c in chunks)
    text = json_text({"stdout": stdout, "stderr": stderr, "exit_code": exit_code})
    if timed_out:
        return ToolResult(text, {"type": "timeout", "message": "the command timed out"}, "error")
    return ToolResult(text, None, "complete")


def _v4a(diff: str) -> tuple[str, str]:
    """The old and new text of a V4A patch body (``@@`` anchors, then `` ``, ``-``, ``+`` lines)."""
    old, new = [], []
    for line in diff.split("\n"):
        if line.startswith("@@") or line == "*** End of File":
            continue
        sign, body = line[:1], line[1:]
        if sign == "-":
            old.append(body)
        elif sign == "+":
            new.append(body)
        else:
            old.append(body)
            new.append(body)
    if old and old[-1] == "" and new and new[-1] == "":
        old.pop()
        new.pop()
    return "\n".join(old), "\n".join(new)


def read(records: Sequence[Record], reading: Reading) -> None:
    reader = _Reader(reading)
    for record in records:
        reader.record(record)


FORMAT = Format(
    name="openai-responses",
    title="OpenAI Responses API",
    summary="Responses items (function_call and its output, custom, shell, apply_patch and computer calls, "
            "and the calls OpenAI runs: web search, file search, code interpreter, image generation, remote "
            "MCP), response objects and stream events.",
    summaries={"zh": "Responses 条目（function_call 及其输出，custom、shell、apply_patch 和 computer 调用，以及 OpenAI 代为执行的调用：网页搜索、文件搜索、代码解释器、图像生成、远程 MCP）、响应对象与流事件。"},
    docs=("https://platform.openai.com/docs/api-reference/responses/object",
          "https://platform.openai.com/docs/guides/function-calling",
          "https://platform.openai.com/docs/guides/tools-web-search",
          "https://platform.openai.com/docs/guides/tools-remote-mcp"),
    sample="""\
[{"role": "user", "content": "What is the weather in Paris?"},
 {"type": "function_call", "id": "fc_1", "call_id": "call_1", "name": "get_weather",
  "arguments": "{\\"city\\": \\"Paris\\"}", "status": "completed"},
 {"type": "function_call_output", "call_id": "call_1", "output": "{\\"temperature\\": 18}"}]
""",
    fit=fit,
    read=read,
    containers=(("output",), ("input",), ("items",), ("data",)),
)
