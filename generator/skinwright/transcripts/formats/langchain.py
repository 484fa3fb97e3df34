"""LangChain messages and LangGraph state: ``messages_to_dict``, ``dumpd``, plain dicts, graph state.

A message comes in one of three shapes, all read alike:

- ``messages_to_dict``: ``{type: "ai", data: {content, tool_calls, …}}``;
- ``dumpd`` (LangChain's serialisation): ``{lc: 1, type: "constructor", id:
  ["langchain", "schema", "messages", "AIMessage"], kwargs: {…}}``;
- a plain dict, as the LangGraph API and ``model_dump`` give it: ``{type:
  "ai", content, tool_calls, id, …}``.

An ``ai`` message lists ``tool_calls: [{name, args, id, type: "tool_call"}]``
(``args`` an object); ``invalid_tool_calls`` (arguments the model wrote that
did not parse) are failed calls with their ``error``; an ``AIMessageChunk``'s
``tool_call_chunks`` are calls whose arguments still stream. A ``tool``
message answers by ``tool_call_id``; ``status: "error"`` fails the call with
its content as the error. A ``human`` message starts a new turn.

Graph state: ``{messages: [...]}`` (also under ``values`` or
``channel_values``), with pending interrupts beside the messages
(``__interrupt__``, or the API's ``tasks[].interrupts``). A call of the last
turn that waits for a result while the graph is interrupted awaits approval:
the calls named by the interrupt's action requests (LangChain's
human-in-the-loop middleware: ``action_requests: [{name, args}]``; the older
``[{action_request: {action, args}}]``), or every waiting call when the
interrupt names none.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...calls import ToolResult
from ..format import MESSAGE, TOOL, Fit, Format, Miss, Reading, json_text, text_of
from ..records import Record

KINDS = {"ai": "ai", "AIMessage": "ai", "AIMessageChunk": "ai", "human": "human", "HumanMessage": "human",
         "HumanMessageChunk": "human", "tool": "tool", "ToolMessage": "tool", "ToolMessageChunk": "tool",
         "system": "system", "SystemMessage": "system", "function": "function", "FunctionMessage": "function",
         "chat": "chat", "ChatMessage": "chat", "remove": "remove", "RemoveMessage": "remove"}


def _message(m: dict) -> tuple[str, dict, tuple] | None:
    """``(kind, fields, path of the fields)`` of a message in any of the three shapes, else ``None``."""
    if m.get("lc") == 1 and m.get("type") == "constructor":
        ident, kwargs = m.get("id"), m.get("kwargs")
        name = ident[-1] if isinstance(ident, list) and ident else None
        if name in KINDS and isinstance(kwargs, dict):
            return KINDS[name], kwargs, ("kwargs",)
        return None
    kind = KINDS.get(m.get("type")) if isinstance(m.get("type"), str) else None
    if kind is None:
        return None
    if isinstance(m.get("data"), dict) and "content" not in m:
        return kind, m["data"], ("data",)
    return kind, m, ()


def fit(m: dict) -> Fit:
    found = _message(m)
    if found is None:
        if m.get("lc") == 1:
            return Miss(("id",), "a serialised message class (AIMessage, ToolMessage …)")
        return Miss(("type",) if "type" in m else (), 'a message "type": ai, human, tool or system')
    kind, data, base = found
    for key in ("tool_calls", "invalid_tool_calls", "tool_call_chunks"):
        if data.get(key) is not None and not isinstance(data[key], list):
            return Miss((*base, key), f"{key} to be a list")
    if kind == "tool" or (kind == "ai" and any(data.get(k) for k in
                                               ("tool_calls", "invalid_tool_calls", "tool_call_chunks"))):
        return TOOL
    return MESSAGE


def _interrupted_names(root: Any) -> set[str] | None:
    """The tool names a pending interrupt asks about (empty: it names none); ``None`` when not interrupted."""
    if not isinstance(root, dict):
        return None
    interrupts: list = []
    for holder in (root, root.get("values") if isinstance(root.get("values"), dict) else {}):
        if isinstance(holder.get("__interrupt__"), list):
            interrupts += holder["__interrupt__"]
    for task in root.get("tasks") or () if isinstance(root.get("tasks"), list) else ():
        if isinstance(task, dict) and isinstance(task.get("interrupts"), list):
            interrupts += task["interrupts"]
    if not interrupts:
        return None
    names: set[str] = set()
    for interrupt in interrupts:
        value = interrupt.get("value") if isinstance(interrupt, dict) else None
        requests = value.get("action_requests") if isinstance(value, dict) else value
        for request in requests if isinstance(requests, list) else ():
            if isinstance(request, dict):
                inner = request.get("action_request") if isinstance(request.get("action_request"), dict) else request
                name = inner.get("name") or inner.get("action")
                if isinstance(name, str):
                    names.add(name)
    return names


def read(records: Sequence[Record], reading: Reading) -> None:
    book = reading.book
    waiting: list[tuple[Record, dict]] = []  # the calls of the latest ai message, for an interrupt
    for record in records:
        kind, data, _ = _message(record.value)
        if kind == "human":
            book.new_turn()
        elif kind == "ai":
            calls = [c for c in data.get("tool_calls") or () if isinstance(c, dict)]
            if calls:
                waiting = [(record, c) for c in calls]
            for c in calls:
                book.call(c.get("id"), record, name=c.get("name"), arguments=c.get("args"))
            for c in data.get("invalid_tool_calls") or ():
                if isinstance(c, dict):
                    error = c.get("error") if isinstance(c.get("error"), str) and c["error"] else True
                    book.call(c.get("id"), record, name=c.get("name"), arguments=c.get("args"),
                              result=ToolResult("", error, "error"))
            if not calls:
                for c in data.get("tool_call_chunks") or ():
                    if isinstance(c, dict):
                        book.call(c.get("id"), record, name=c.get("name"), arguments=c.get("args"),
                                  arguments_streaming=True)
        elif kind == "tool":
            text = text_of(data.get("content"))
            text = text if text is not None else json_text(data.get("content"))
            result = ToolResult("", text or True, "error") if data.get("status") == "error" else \
                ToolResult(text, None, "complete")
            book.result(data.get("tool_call_id"), result, record, name=data.get("name"))
    names = _interrupted_names(reading.root)
    if names is not None:
        for record, c in waiting:
            # The same call again with a status: it takes it while it waits (an answered one keeps its result).
            if (not names or c.get("name") in names) and book.has(c.get("id")):
                book.call(c.get("id"), record, name=c.get("name"), arguments=c.get("args"),
                          status="approval-requested")


FORMAT = Format(
    name="langchain",
    title="LangChain messages",
    summary="LangChain messages (messages_to_dict, dumpd, plain dicts) and LangGraph state with its "
            "messages and pending interrupts.",
    summaries={"zh": "LangChain 消息（messages_to_dict、dumpd、普通字典）以及带消息和待处理中断的 LangGraph 状态。"},
    docs=("https://python.langchain.com/api_reference/core/messages/langchain_core.messages.utils."
          "messages_to_dict.html",
          "https://python.langchain.com/docs/how_to/serialization/",
          "https://docs.langchain.com/oss/python/langchain/human-in-the-loop",
          "https://docs.langchain.com/oss/python/langgraph/interrupts"),
    sample="""\
{"messages": [
  {"type": "human", "data": {"content": "What is 3 * 12?"}},
  {"type": "ai", "data": {"content": "", "tool_calls": [{"name": "multiply", "args": {"a": 3, "b": 12},
    "id": "call_1", "type": "tool_call"}]}},
  {"type": "tool", "data": {"content": "36", "tool_call_id": "call_1", "name": "multiply", "status": "success"}}]}
""",
    fit=fit,
    read=read,
    containers=(("messages",), ("values", "messages"), ("channel_values", "messages"),
                ("checkpoint", "channel_values", "messages")),
)
