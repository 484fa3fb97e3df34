"""The generic view: title, arguments as key-value list, result content.

Call side ``{title?, description?, input?, locations?}``: the description is
a panel of its own; ``input`` is the
arguments, either the raw string a producer sent or an already-parsed object/array. Result side ``{content?, error?}``:
the text is ``content || (typeof error === 'string' ? error : undefined)``
and is read with the same rules (:mod:`.text`). The arguments panel is shown
whenever ``input`` is present (even empty: an empty content area); the result panel whenever there is a result view.

This view is also the fallback for an unknown intent; then each key is kept
when its own shape is right (``lenient``), so the producer's title survives.
"""

from __future__ import annotations

from typing import Any

from markupsafe import Markup

from .common import (COMMON, View, ViewOptions, capped, header, is_any, is_str, more, omitted_label, part, root, shape,
                     text_block)
from .text import Desc, desc_of, describe

CALL = {**COMMON, "input": lambda v: isinstance(v, (str, dict, list))}
RESULT = {"content": is_str, "error": is_any}


def _lenient(value: Any, spec: dict) -> dict[str, Any] | None:
    # Keep each key whose own shape is right; drop the others.
    if not isinstance(value, dict):
        return None
    return {k: value.get(k) for k, check in spec.items() if value.get(k) is None or check(value.get(k))}


def fields_list(desc: Desc, o: ViewOptions) -> Markup | None:
    """A ``fields`` list for a key-value :class:`~.text.Desc` (its rows cut at the row cap, then
    "N more rows"); ``None`` when it has no rows."""
    if not desc.fields:
        return None
    rows = []
    for f in desc.fields:
        if f.nested:  # JSON cut on structure: say how many items (or string characters) were left out
            cut = None
            if f.more:
                cut = more(o, "moreItems", f.more)
            elif f.cut:
                cut = part("span", "omitted", omitted_label(o, 0, f.cut), dir="auto")
            value = [f.value, cut]
        else:
            value = capped(f.value, o, o.item_chars)
        rows.append(part("div", "field",
                         part("dt", "key", f.key, dir="auto"),
                         part("dd", "value", value, data_kind="json" if f.nested else "text",
                              dir="ltr" if f.nested else "auto")))
    # The marker follows the list: a dl may hold only its dt/dd groups.
    return part("dl", "fields", rows) + (more(o, "moreRows", desc.more) or Markup(""))


def desc_panel(kind: str, heading: str, desc: Desc, o: ViewOptions) -> Markup:
    """A DescPanel: heading plus key-value list, plain text, or nothing."""
    body = fields_list(desc, o) if desc.kind == "fields" else (
        text_block(desc.text, o) if desc.kind == "text" else None)
    return part("div", "panel", part("div", "heading", heading), body, data_kind=kind)


def _describe(value: Any, o: ViewOptions) -> Desc:
    return describe(value, o.row_cap, o.item_chars)


def render(call: Any, result: Any, o: ViewOptions, *, lenient: bool = False) -> View:
    """Render the generic view (see the module docstring); never raises."""
    read = _lenient if lenient else shape
    c, r = read(call, CALL), read(result, RESULT)
    call_html = Markup("")
    if c is not None:
        arguments = None
        if c.get("input") is not None:
            arguments = desc_panel("arguments", o.t("arguments"), _describe(c["input"], o), o)
        title, _, locs = header(c, o)
        # The description is a panel of its own, read with the same rules.
        description = desc_panel("description", o.t("description"), _describe(c["description"], o), o) \
            if c.get("description") else None
        call_html = root("call", "generic", [title, description, arguments, locs])
    result_html = Markup("")
    if r is not None:
        desc = _describe(desc_of(r.get("content"), r.get("error")), o)
        # A panel whose text is the call's error says so (data-kind="error"): a failed card then shows it
        # instead of its no-message fallback.
        kind = "error" if not r.get("content") and isinstance(r.get("error"), str) and r["error"] else "result"
        result_html = root("result", "generic", [desc_panel(kind, o.t("result"), desc, o)])
    return View("generic", call_html, result_html, None)
