"""The normalised tool-call record and its call semantics.

Every transcript format (and every host) is turned into :class:`ToolCall`
records; views, cards and pages read only these. The rules, with the card's
phases (the tool-call spec's ``phases``):

- call type: ``type ?? (mcpName ? 'mcp' : 'function')`` — an explicit type wins;
- title: ``{mcpName} / {name}``, else ``name``; an empty name falls back to the call id;
- header prefix per call type, ``正在调用`` / ``正在读取`` while running (:func:`label_key`);
- status → phase: success statuses → ``output-available``; an error status
  *or a truthy result error* → ``output-error`` even when the status says
  complete (failure wins); approval-requested → ``awaiting-approval``;
  anything else (pending, streaming, stop, unknown, absent) → running,
  i.e. ``input-available``, or ``input-streaming`` while arguments stream.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Literal

from .js_json import js_parse, js_stringify, js_truthy

Phase = Literal["input-streaming", "input-available", "awaiting-approval", "output-available", "output-error"]
PHASES: tuple[Phase, ...] = ("input-streaming", "input-available", "awaiting-approval", "output-available",
                             "output-error")
RUNNING_PHASES: frozenset[str] = frozenset({"input-streaming", "input-available"})
"""Phases that count as running (phases.tsv); awaiting approval is not running."""

CallType = Literal["function", "mcp", "skill"]
CALL_TYPES: tuple[CallType, ...] = ("function", "mcp", "skill")

SUCCESS_STATUSES = frozenset({"complete", "completed", "success", "output-available"})
"""The success statuses producers send, including the AI SDK state of the same meaning."""
ERROR_STATUSES = frozenset({"error", "failed", "output-error"})
APPROVAL_STATUSES = frozenset({"approval-requested", "awaiting-approval"})
STREAMING_STATUSES = frozenset({"input-streaming"})


def phase_of(status: Any, error: Any = None, *, arguments_streaming: bool = False) -> Phase:
    """The card phase for a producer ``status`` and a result ``error``.

    ``error`` counts when JavaScript would call it truthy (a non-empty string,
    ``true``, an object). Status words are compared case-insensitively.
    """
    word = status.strip().lower() if isinstance(status, str) else None
    if js_truthy(error) or word in ERROR_STATUSES:
        return "output-error"
    if word in SUCCESS_STATUSES:
        return "output-available"
    if word in APPROVAL_STATUSES:
        return "awaiting-approval"
    if arguments_streaming or word in STREAMING_STATUSES:
        return "input-streaming"
    return "input-available"


def call_type_of(declared: Any, mcp_name: Any) -> CallType:
    """``type ?? (mcpName ? 'mcp' : 'function')``; an unknown declared type reads as ``function``."""
    if declared is not None:
        return declared if declared in CALL_TYPES else "function"
    return "mcp" if js_truthy(mcp_name) else "function"


@dataclass(frozen=True)
class ToolResult:
    """What came back. ``content`` is the text for the model; ``error`` is
    ``boolean | string`` (any truthy value fails the call); ``duration`` in ms."""

    content: str | None = None
    error: Any = None
    status: str | None = None
    duration: float | None = None


@dataclass(frozen=True)
class ErrorInfo:
    """A failed call's error as a card shows it.

    Attributes:
        message: the error text, ``None`` when there is none (the card then says the
            call failed without an error message).
        code: a stable code beside it (``PluginServerError``, ``-32602``,
            ``invalid_request_error``), when the error carried one.
        body: further detail (any JSON value) shown collapsed, when the error carried some.
    """

    message: str | None
    code: str | None = None
    body: Any = None


_MESSAGE_KEYS = ("message", "errorText", "error_message", "detail", "msg", "description", "reason")
_CODE_KEYS = ("error_code", "type", "status", "code", "name", "kind")


def error_info(error: Any) -> ErrorInfo | None:
    """What a result's ``error`` says, or ``None`` when it says the call did not fail.

    Structured errors follow LobeHub's ``{type, message, body}`` (``type`` a
    stable code): a dict's message comes from ``message`` (or ``errorText``,
    ``detail`` …), its code from ``error_code``, ``type``, ``status``, ``code``
    or ``name``, its body from ``body`` or else the keys left over. A provider's
    envelope (``{"error": {…}}``, ``{"type": "error", "error": {…}}``) is
    opened. A string that is such a JSON object is read the same way; any other
    string is the message; ``true`` (or any other truthy value) is an error
    without text. Never raises.
    """
    if not js_truthy(error):
        return None
    if isinstance(error, str):
        ok, value = js_parse(error) if error.lstrip().startswith("{") else (False, None)
        if ok and isinstance(value, dict):
            info = error_info(value)
            if info is not None and (info.message or info.code):
                return info
        return ErrorInfo(error)
    if isinstance(error, dict):
        inner = error.get("error")
        message = next((error[k] for k in _MESSAGE_KEYS if isinstance(error.get(k), str) and error[k]), None)
        if isinstance(inner, dict) and message is None:
            return error_info(inner) or ErrorInfo(None)
        if isinstance(inner, str) and inner and message is None:
            message = inner
        code_key = next((k for k in _CODE_KEYS if _code(error.get(k)) and not (k == "type" and error[k] == "error")),
                        None)
        code = _code(error.get(code_key)) if code_key else None
        if "body" in error:
            body = error["body"]
        else:
            used = {code_key, "error", *(k for k in _MESSAGE_KEYS if error.get(k) == message)}
            body = {k: v for k, v in error.items() if k not in used} or None
        return ErrorInfo(message, code, body)
    if error is True:
        return ErrorInfo(None)
    return ErrorInfo(js_stringify(error))


def _code(value: Any) -> str | None:
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return value if isinstance(value, str) and value and len(value) <= 100 else None


@dataclass(frozen=True)
class ToolCall:
    """One tool call, normalised.

    Attributes:
        id: the producer's call id ("" when it sent none).
        name: the tool's wire name (``bash``, ``read_file``; for MCP the tool's own name).
        call_type: ``function`` | ``mcp`` | ``skill``.
        mcp_name: the MCP server, when any.
        arguments_text: the arguments as sent (a JSON string, usually), or their
            JSON text when the producer sent an object.
        arguments: the parsed arguments (any JSON value), ``None`` when absent or not JSON.
        description: the tool's description, when sent.
        intent: the render intent the producer declared, or ``None``.
        call_view / result_view: the producer's declared view data for that intent.
        result: what came back, ``None`` while nothing has.
        status: the producer's raw status word.
        phase: the card phase (:func:`phase_of`).
        start_time / end_time: ms timestamps from the host; duration: ms.
        sub_calls: calls made by this call, any depth.
        hidden_sub_calls: descendants dropped when reading nested input beyond a depth cap.
    """

    id: str
    name: str = ""
    call_type: CallType = "function"
    mcp_name: str | None = None
    arguments_text: str | None = None
    arguments: Any = None
    description: str | None = None
    intent: str | None = None
    call_view: Any = None
    result_view: Any = None
    result: ToolResult | None = None
    status: str | None = None
    phase: Phase = "input-available"
    start_time: float | None = None
    end_time: float | None = None
    duration: float | None = None
    sub_calls: tuple["ToolCall", ...] = ()
    hidden_sub_calls: int = 0

    @property
    def running(self) -> bool:
        return self.phase in RUNNING_PHASES

    @property
    def title(self) -> str:
        """``{mcpName} / {name}`` or ``name``; ``name`` falls back to the id when empty."""
        name = self.name or self.id
        return f"{self.mcp_name} / {name}" if self.mcp_name else name

    @property
    def label_key(self) -> str:
        """The translation key of the header text: ``call.<type>`` or ``call.<type>.running``."""
        return f"call.{self.call_type}" + (".running" if self.running else "")

    @property
    def duration_ms(self) -> float | None:
        """``end_time - start_time`` when both are known, else ``duration || toolMessage.duration``
        as the reference card reads it: a duration of ``0`` falls back to the result's."""
        if self.start_time is not None and self.end_time is not None:
            return max(0.0, self.end_time - self.start_time)
        if self.duration:
            return self.duration
        return self.result.duration if self.result is not None else None


def arguments_pair(arguments: Any) -> tuple[str | None, Any]:
    """``(text, parsed)`` for arguments sent as a JSON string or as a parsed value."""
    if arguments is None:
        return None, None
    if isinstance(arguments, str):
        ok, value = js_parse(arguments)
        return arguments, value if ok else None
    return js_stringify(arguments), arguments


def make_call(id: Any, name: Any = "", *, call_type: Any = None, mcp_name: Any = None, arguments: Any = None,
              description: Any = None, status: Any = None, result: ToolResult | None = None,
              arguments_streaming: bool = False, **extra: Any) -> ToolCall:
    """A :class:`ToolCall` with its derived fields (type, phase) filled in.

    ``arguments`` may be the raw JSON string or a parsed value. ``status``
    defaults to the result's status.
    ``extra`` passes other :class:`ToolCall` fields through.
    """
    text, parsed = arguments_pair(arguments)
    mcp = mcp_name if isinstance(mcp_name, str) and mcp_name else None
    if status is None and result is not None:
        status = result.status
    return ToolCall(
        id=id if isinstance(id, str) else ("" if id is None else js_stringify(id)),
        name=name if isinstance(name, str) else "",
        call_type=call_type_of(call_type, mcp),
        mcp_name=mcp,
        arguments_text=text,
        arguments=parsed,
        description=description if isinstance(description, str) else None,
        result=result,
        status=status if isinstance(status, str) else None,
        phase=phase_of(status, result.error if result else None, arguments_streaming=arguments_streaming),
        **extra,
    )


def finish(call: ToolCall) -> ToolCall:
    """``call`` as it stands at the end of a finished transcript: a call still running there
    was cut off, so it fails with no error text."""
    return replace(call, phase="output-error") if call.running else call


MAX_NESTING = 64
"""Sub-calls read from nested input deeper than this are counted, not kept."""


def _count(items: Any) -> int:
    count, stack = 0, [items]
    while stack:
        level = stack.pop()
        if isinstance(level, list):
            for item in level:
                count += 1
                if isinstance(item, Mapping):
                    stack.append(item.get("subCalls"))
    return count


def _number(v: Any) -> float | None:
    return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else None


def call_from_mapping(data: Any, *, status: Any = None, _depth: int = 0) -> ToolCall:
    """A :class:`ToolCall` from a ``ToolCall`` object, extended with declared views.

    Shape::

        {id, type: 'function', function: {name, arguments, description?, mcpName?, type?},
         toolMessage?: {content, error?, status?, duration?}, status?, duration?,
         startTime?, endTime?, call?: {card, …}, result?: {card, …}, subCalls?: [ToolCall…]}

    Missing or wrongly typed fields read as absent; never raises.
    """
    d = data if isinstance(data, Mapping) else {}
    fn = d.get("function") if isinstance(d.get("function"), Mapping) else {}
    msg = d.get("toolMessage") if isinstance(d.get("toolMessage"), Mapping) else None
    result = None
    if msg is not None:
        content = msg.get("content")
        result = ToolResult(content if isinstance(content, str) else None, msg.get("error"),
                            msg.get("status") if isinstance(msg.get("status"), str) else None,
                            _number(msg.get("duration")))
    call_view = d.get("call")
    intent = call_view.get("card") if isinstance(call_view, Mapping) else None
    subs = d.get("subCalls") if isinstance(d.get("subCalls"), list) else []
    if _depth >= MAX_NESTING:
        children, hidden = (), _count(subs)
    else:
        children, hidden = tuple(call_from_mapping(s, _depth=_depth + 1) for s in subs), 0
    return make_call(
        d.get("id"), fn.get("name"), call_type=fn.get("type"), mcp_name=fn.get("mcpName"),
        arguments=fn.get("arguments"), description=fn.get("description"),
        status=status if status is not None else d.get("status"), result=result,
        intent=intent if isinstance(intent, str) else None, call_view=call_view, result_view=d.get("result"),
        start_time=_number(d.get("startTime")), end_time=_number(d.get("endTime")),
        duration=_number(d.get("duration")), sub_calls=children, hidden_sub_calls=hidden,
    )
