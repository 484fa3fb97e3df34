"""The render intent and view data a call is drawn with.

A producer may declare an intent and its view data. When
it did not, the tool's kind (:mod:`skinwright.classify`) picks a default and
the view data is read from the call's arguments and result text:

==========  =========  ===========================================================
kind        intent     read from
==========  =========  ===========================================================
shell       terminal   ``command``/``cmd``/``script`` (a list is shell-joined),
                       ``cwd``/``workdir``/``directory``, ``description``; the
                       result text, or its ``stdout``/``stderr``/``output`` and
                       ``exit_code``/``exitCode``/``returncode`` when it is a JSON object
code        terminal   ``code``/``source``/``script`` as the command
read        read       ``path``/``file_path``/``filePath``/``file``…, the range from
                       ``offset``+``limit``, ``start_line``/``end_line``, ``view_range`` or ``loc``
web         web        ``url``/``uri``/``href``; the result text is the snippet
search      search     ``pattern``/``query``/``q``/``regex``…; results from a JSON list
                       (``path``/``file``, ``line``, ``text``, ``url``, ``title``) or from
                       ``path:line:text`` lines (grep -n), else the text as is
write       diff       path + ``content``/``file_text``/``text``: a created file
edit        diff       path + ``old_string``/``new_string`` (or ``old_str``/``new_str``,
                       ``oldText``/``newText``), or ``edits: [...]``; fragments, so the
                       line numbers count within the replaced text
==========  =========  ===========================================================

``str_replace_editor``-style tools dispatch on ``command`` (view → read,
create → write, str_replace → edit). Anything that does not fit falls back to
generic: the raw arguments and the result text read as :mod:`skinwright.views.text` says. An
unknown *declared* intent also renders generic, keeping the declared title.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Mapping
from typing import Any

from .calls import ToolCall
from .classify import classify
from .js_json import js_parse

PATH_KEYS = ("path", "file_path", "filePath", "file", "filename", "target_file", "absolute_path", "notebook_path")
_GREP_LINE = re.compile(r"(.+?):([1-9][0-9]*)[:-](.*)\Z")


def _first(args: Mapping, keys: tuple[str, ...], kind: type | tuple = str) -> Any:
    for key in keys:
        value = args.get(key)
        if isinstance(value, kind) and not isinstance(value, bool) and value != "":
            return value
    return None


def _line(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 1 else None


def _content(call: ToolCall) -> str | None:
    return call.result.content if call.result is not None else None


def _generic(call: ToolCall, title: str | None = None) -> tuple[str, Any, Any]:
    view = {"title": title, "description": call.description, "input": call.arguments_text}
    return "generic", view, None if call.result is None else {"content": _content(call) or ""}


def _terminal_result(call: ToolCall) -> dict | None:
    text = _content(call)
    if call.result is None:
        return None
    ok, value = js_parse(text or "")
    if ok and isinstance(value, dict):
        meta = value.get("metadata") if isinstance(value.get("metadata"), dict) else {}
        streams = [value.get(k) for k in ("output", "stdout", "stderr")]
        output = "\n".join(s for s in streams if isinstance(s, str) and s)
        code = _first(value, ("exit_code", "exitCode", "returncode", "exit"), int)
        code = code if code is not None else _first(meta, ("exit_code", "exitCode"), int)
        if output or code is not None:
            return {"output": output, "exitCode": code}
    return {"output": text or ""}


def _shell(call: ToolCall, args: Mapping) -> tuple[str, Any, Any] | None:
    command = _first(args, ("command", "cmd", "script", "commandLine"), (str, list))
    if isinstance(command, list):
        if not all(isinstance(p, str) for p in command):
            return None
        command = shlex.join(command)
    if not command:
        return None
    view = {"title": command, "description": _first(args, ("description",)),
            "cwd": _first(args, ("cwd", "workdir", "working_directory", "directory"))}
    return "terminal", view, _terminal_result(call)


def _code(call: ToolCall, args: Mapping) -> tuple[str, Any, Any] | None:
    code = _first(args, ("code", "source", "script", "program"))
    if not code:
        return None
    return "terminal", {"title": code, "description": _first(args, ("language",))}, _terminal_result(call)


def _read(call: ToolCall, args: Mapping) -> tuple[str, Any, Any] | None:
    path = _first(args, PATH_KEYS)
    if not path:
        return _web(call, args)
    start = _line(args.get("start_line")) or _line(args.get("startLine")) or _line(args.get("offset"))
    end = _line(args.get("end_line")) or _line(args.get("endLine"))
    limit = _line(args.get("limit"))
    if end is None and start is not None and limit is not None:
        end = start + limit - 1
    view_range = args.get("view_range", args.get("loc"))  # loc: LobeHub's readLocalFile
    if isinstance(view_range, list) and len(view_range) == 2:
        start, end = _line(view_range[0]) or start, _line(view_range[1])
    view = {"path": path, "startLine": start, "endLine": end if (end and (start or 1) <= end) else None}
    return "read", view, None if call.result is None else {"content": _content(call) or ""}


def _web(call: ToolCall, args: Mapping) -> tuple[str, Any, Any] | None:
    url = _first(args, ("url", "uri", "href"))
    if not url:
        return None
    result = None if call.result is None else {"snippet": _content(call) or None}
    return "web", {"url": url, "query": _first(args, ("query", "prompt"))}, result


def _item(value: Any) -> dict | None:
    if isinstance(value, str):
        return {"text": value}
    if not isinstance(value, dict):
        return None
    item = {
        "path": _first(value, ("path", "file", "filename", "file_path")),
        "line": _line(value.get("line")) or _line(value.get("line_number")) or _line(value.get("lineNumber")),
        "text": _first(value, ("text", "snippet", "content", "match", "line_text")),
        "url": _first(value, ("url", "link")),
        "title": _first(value, ("title", "name")),
    }
    return item if any(item.values()) else None


def search_results(text: str) -> dict:
    """Result view data for a search: results from JSON or ``path:line:text`` lines, else the text."""
    ok, value = js_parse(text)
    if ok and isinstance(value, dict):
        value = next((value[k] for k in ("results", "matches", "items", "files") if isinstance(value.get(k), list)),
                     value)
    if ok and isinstance(value, list):
        items = [_item(v) for v in value]
        if all(items):
            return {"results": items}
    lines = [ln for ln in text.splitlines() if ln.strip()]
    matches = [_GREP_LINE.match(ln) for ln in lines]
    if lines and all(matches):
        return {"results": [{"path": m[1], "line": int(m[2]), "text": m[3]} for m in matches]}
    return {"results": []} if not text.strip() else {"content": text}


def _search(call: ToolCall, args: Mapping) -> tuple[str, Any, Any] | None:
    query = _first(args, ("pattern", "query", "q", "regex", "search", "search_term", "glob", "keywords", "name"))
    if not query:
        return None
    result = None if call.result is None else search_results(_content(call) or "")
    return "search", {"query": query}, result


def _write(call: ToolCall, args: Mapping) -> tuple[str, Any, Any] | None:
    path = _first(args, PATH_KEYS)
    text = _first(args, ("content", "file_text", "text", "contents", "new_content"))
    if not path or not isinstance(text, str):
        return None
    return "diff", {"diffs": [{"path": path, "oldText": None, "newText": text}]}, None


_PAIRS = (("old_string", "new_string"), ("old_str", "new_str"), ("oldText", "newText"), ("old_text", "new_text"),
          ("search", "replace"))


def _pair(obj: Mapping) -> tuple[str, str] | None:
    for old, new in _PAIRS:
        if isinstance(obj.get(old), str) and isinstance(obj.get(new), str):
            return obj[old], obj[new]
    return None


def _edit(call: ToolCall, args: Mapping) -> tuple[str, Any, Any] | None:
    command = args.get("command")
    if command == "view":
        return _read(call, args)
    if command == "create":
        return _write(call, args)
    path = _first(args, PATH_KEYS)
    if not path:
        return None
    edits = args.get("edits") if isinstance(args.get("edits"), list) else [args]
    pairs = [_pair(e) for e in edits if isinstance(e, Mapping)]
    if not pairs or not all(pairs):
        return None
    return "diff", {"diffs": [{"path": path, "oldText": old, "newText": new} for old, new in pairs]}, None


_DERIVE = {"shell": _shell, "code": _code, "read": _read, "web": _web, "search": _search, "write": _write,
           "edit": _edit}


def _generic_result(call: ToolCall) -> dict:
    return {"content": _content(call) or ""}


RESULT_FROM_TEXT = {
    "generic": _generic_result,
    "terminal": _terminal_result,
    "diff": lambda call: None,
    "read": _generic_result,
    "search": lambda call: search_results(_content(call) or ""),
    "web": lambda call: {"snippet": _content(call) or None},
}
"""How each intent reads a result that came back as plain text (no declared result view)."""

INTENTS: tuple[str, ...] = tuple(RESULT_FROM_TEXT)
"""The render intents with view data of their own; any other declared intent renders as generic.
The views (:data:`skinwright.views.VIEWS`) draw exactly these (a test keeps them equal)."""


def view_for(call: ToolCall, tool_kinds: Mapping[str, str] | None = None) -> tuple[str, Any, Any]:
    """``(intent, call_view, result_view)`` for ``call``: declared, else derived (module docstring).

    A declared known intent keeps its views; when it declared no result view
    but has a result, the result side is read from the result text
    (:data:`RESULT_FROM_TEXT`). Never raises.
    """
    if call.intent is not None and call.intent not in INTENTS:
        title = call.call_view.get("title") if isinstance(call.call_view, dict) else None
        return _generic(call, title if isinstance(title, str) else None)
    if call.intent is not None:
        result_view = call.result_view
        if result_view is None and call.result is not None:
            result_view = RESULT_FROM_TEXT[call.intent](call)
        return call.intent, call.call_view, result_view
    args = call.arguments if isinstance(call.arguments, dict) else {}
    derive = _DERIVE.get(classify(call.name, tool_kinds))
    return (derive(call, args) if derive is not None else None) or _generic(call)
