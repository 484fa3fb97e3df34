"""The terminal view: a shell command and its output.

Call side ``{title, description?, cwd?, locations?}`` where ``title`` is the
command; result side ``{output?, exitCode?}``. Description and working
directory sit above the output; the exit code is shown only when non-zero.
Commands and output are LTR-isolated code; ANSI escape sequences (colours,
cursor moves, OSC titles) are removed (:func:`.html.clean`, as from all text)
before the output's lines are counted, so output of escapes alone shows nothing.
"""

from __future__ import annotations

from typing import Any

from markupsafe import Markup

from .common import COMMON, View, ViewOptions, capped, code_block, is_int, is_str, locations, one_line, part, root, shape
from .html import clean

CALL = {**COMMON, "cwd": is_str}
RESULT = {"output": is_str, "exitCode": is_int}


def render(call: Any, result: Any, o: ViewOptions) -> View:
    """Render the terminal view; never raises."""
    c, r = shape(call, CALL), shape(result, RESULT)
    call_html, summary = Markup(""), None
    if c is not None:
        cwd = None
        if c["cwd"]:
            cwd = part("dl", "fields", part("div", "field", part("dt", "key", o.t("cwd"), dir="auto"),
                                            part("dd", "value", c["cwd"], data_kind="path", dir="ltr")))
        command = part("pre", "command", capped(c["title"], o), dir="ltr") if c["title"] else None
        call_html = root("call", "terminal", [
            command,
            part("div", "description", c["description"], dir="auto") if c["description"] else None,
            cwd,
            locations(c["locations"], o),
        ])
        summary = one_line(c["title"]) if c["title"] else None
    result_html = Markup("")
    if r is not None:
        output = clean(r["output"]) if r["output"] else ""
        exit_code = r["exitCode"]
        result_html = root("result", "terminal", [
            code_block(output, o) if output else None,
            part("div", "exit", o.t("exitCode", code=exit_code)) if exit_code else None,
        ])
    return View("terminal", call_html, result_html, summary)
