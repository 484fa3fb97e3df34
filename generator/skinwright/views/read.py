"""The read view: which file and lines were read, and what came back.

Call side ``{title?, description?, path?, startLine?, endLine?, locations?}``
(1-based lines); result side ``{content?}``. The path is a ``location``
button (with ``data-line`` = ``startLine``) so an editor can open it.
"""

from __future__ import annotations

from typing import Any

from markupsafe import Markup

from .common import COMMON, View, ViewOptions, code_block, header, is_line, is_str, location_button, part, root, shape

CALL = {**COMMON, "path": is_str, "startLine": is_line, "endLine": is_line}
RESULT = {"content": is_str}


def render(call: Any, result: Any, o: ViewOptions) -> View:
    """Render the read view; never raises."""
    c, r = shape(call, CALL), shape(result, RESULT)
    call_html, summary = Markup(""), None
    if c is not None:
        start, end = c["startLine"], c["endLine"]
        span = None
        if end is not None:
            span = o.t("lineRange", start=start or 1, end=end)
        elif start is not None:
            span = o.t("lineFrom", start=start)
        title, description, locs = header(c, o)
        call_html = root("call", "read", [
            title, description,
            location_button(c["path"], start) if c["path"] else None,
            part("div", "range", span) if span else None,
            locs,
        ])
        summary = c["path"] or None
    result_html = Markup("")
    if r is not None and r["content"]:
        result_html = root("result", "read", [code_block(r["content"], o)])
    return View("read", call_html, result_html, summary)
