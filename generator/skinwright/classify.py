"""Tool-name classification: which kind of tool a wire name is.

A known tool name sorts into search, read, shell,
write, edit, code or generic; the kind then picks the render intent a call
gets when its producer declared none (:mod:`skinwright.intents`). skinwright
adds ``web`` for page fetchers (``fetch``, ``web_fetch``): they read a URL,
not a file, so they get the web view (URL, title, snippet) rather than the
read view. ``web_search`` stays a search.

Names are matched case-insensitively after normalising ``camelCase``,
``kebab-case`` and spaces to ``snake_case``; an MCP-style prefix
(``mcp__server__tool``, ``server.tool``, ``server/tool``) is tried without the
server part when the full name is unknown. A host extends or overrides the
table with a mapping (the build reads it from ``[tool.skinwright.classify]``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

KINDS: tuple[str, ...] = ("search", "read", "shell", "write", "edit", "code", "web", "generic")

_NAMES: dict[str, tuple[str, ...]] = {
    "shell": ("bash", "sh", "zsh", "pwsh", "powershell", "shell", "run_command", "exec", "exec_command",
              "execute_command", "run_terminal_cmd", "run_shell_command", "local_shell", "terminal"),
    "search": ("grep", "glob", "find", "search", "ripgrep", "rg", "web_search", "grep_search", "file_search",
               "search_files", "find_files", "codebase_search", "google_web_search", "search_file_content",
               "search_local_files", "grep_content", "glob_local_files", "glob_files"),
    "read": ("read", "read_file", "cat", "view", "view_file", "open_file", "read_many_files", "read_local_file"),
    "write": ("write", "write_file", "create_file", "write_to_file", "write_local_file"),
    "edit": ("edit", "str_replace", "apply_patch", "multi_edit", "edit_file", "replace", "replace_in_file",
             "search_replace", "str_replace_editor", "str_replace_based_edit_tool", "edit_local_file"),
    "code": ("run_code", "python", "execute_code", "code_interpreter", "code_execution", "run_python",
             "execute_python"),
    "web": ("fetch", "web_fetch", "fetch_url", "read_url", "open_url", "browse", "crawl_single_page"),
}
TOOL_KINDS: dict[str, str] = {name: kind for kind, names in _NAMES.items() for name in names}
"""Built-in wire name → kind table."""

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_SEPARATORS = re.compile(r"[-\s]+")


def normalise(name: str) -> str:
    """``ReadFile``, ``read-file``, ``READ_FILE`` → ``read_file``."""
    return _SEPARATORS.sub("_", _CAMEL.sub("_", name.strip())).lower()


def base_name(name: str) -> str:
    """The tool part of an MCP-style name: ``mcp__github__search_code`` → ``search_code``,
    ``files.read`` and ``files/read`` → ``read``; other names unchanged (normalised)."""
    n = normalise(name)
    if n.startswith("mcp__") and n.count("__") >= 2:
        return n.split("__", 2)[2]
    return re.split(r"[./]", n)[-1]


def tool_kinds(mapping: Mapping[str, str]) -> dict[str, str]:
    """Validate a configured name → kind mapping and normalise its names.

    Raises:
        ValueError: naming the first entry whose kind is not one of :data:`KINDS`.
    """
    out = {}
    for name, kind in mapping.items():
        if kind not in KINDS:
            raise ValueError(f"tool {name!r}: kind {kind!r} is not one of {', '.join(KINDS)}")
        out[normalise(name)] = kind
    return out


def classify(name: str, extra: Mapping[str, str] | None = None) -> str:
    """The kind of the tool called ``name``: one of :data:`KINDS`, ``generic`` when unknown.

    ``extra`` (already normalised by :func:`tool_kinds`) is consulted first,
    for the full name and then for the base name, before the built-in table.
    """
    if not isinstance(name, str) or not name:
        return "generic"
    full, base = normalise(name), base_name(name)
    for table in (extra or {}, TOOL_KINDS):
        for key in (full, base):
            if key in table:
                return table[key]
    return "generic"
