"""The diff view: files created or changed, as unified hunks (seeds 001, 002).

Call side ``{title?, description?, diffs: [{path, oldText?, newText?}], locations?}``;
result side ``{diffs?}`` (seed 002: the result view replaces the pending one,
so when the result carries diffs they are shown there and not on the call
side). ``oldText: null`` (or absent) means the file is being created — the
call-time view cannot read content that does not exist yet — which differs
from ``oldText: ""``, an empty file being edited: both give the hunk
``@@ -0,0 +1,N @@`` but the file part says ``data-state="created"`` only for the
first. ``newText: null`` means the file is deleted.

Hunks come from :class:`difflib.SequenceMatcher` with three lines of context,
headers written as ``diff -u`` writes them; each line has old and new
line-number columns and ``data-kind`` context | added | removed. The summary
for the card's collapsed row is ``+{added} −{removed} {file}`` with U+2212
MINUS SIGN (seed 001 "组合").
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Any

from markupsafe import Markup

from .common import COMMON, View, ViewOptions, header, is_str, list_of, location_button, part, root, shape, split_lines

MINUS = "\u2212"
CONTEXT = 3


ITEM = {"path": is_str, "oldText": is_str, "newText": is_str}


def _item(v: Any) -> bool:
    d = shape(v, ITEM, required=("path",))
    return d is not None and (d["oldText"] is not None or d["newText"] is not None)


DIFFS = list_of(_item)


def _items(diffs: list | None) -> list[dict] | None:
    # Checked items with every key present (an absent oldText reads as null).
    return None if diffs is None else [shape(d, ITEM) for d in diffs]
CALL = {**COMMON, "diffs": DIFFS}
RESULT = {"diffs": DIFFS}


@dataclass(frozen=True, slots=True)
class _Row:
    kind: str  # "hunk", "context", "added", "removed", "omitted"
    old: int | None = None
    new: int | None = None
    text: str = ""


def _range(start: int, stop: int) -> str:
    # As difflib.unified_diff writes a range: "start,length", 1-based, "n,0" when empty.
    length = stop - start
    if length == 1:
        return str(start + 1)
    return f"{start if length == 0 else start + 1},{length}"


def _rows(old: list[str], new: list[str]) -> list[_Row]:
    rows: list[_Row] = []
    for group in difflib.SequenceMatcher(None, old, new).get_grouped_opcodes(CONTEXT):
        i1, j1 = group[0][1], group[0][3]
        i2, j2 = group[-1][2], group[-1][4]
        rows.append(_Row("hunk", text=f"@@ -{_range(i1, i2)} +{_range(j1, j2)} @@"))
        for tag, a1, a2, b1, b2 in group:
            if tag == "equal":
                rows += [_Row("context", a1 + k + 1, b1 + k + 1, old[a1 + k]) for k in range(a2 - a1)]
                continue
            if tag in ("replace", "delete"):
                rows += [_Row("removed", a + 1, None, old[a]) for a in range(a1, a2)]
            if tag in ("replace", "insert"):
                rows += [_Row("added", None, b + 1, new[b]) for b in range(b1, b2)]
    return rows


def _cap(rows: list[_Row], cap: int) -> list[_Row]:
    """Keep the first and last lines (hunk headers ride along) around one omitted row."""
    lines = [i for i, r in enumerate(rows) if r.kind != "hunk"]
    if len(lines) <= cap:
        return rows
    head, tail = (cap + 1) // 2, cap // 2
    cut_from, cut_to = lines[head], lines[len(lines) - tail]
    hidden = len(lines) - head - tail
    return rows[:cut_from] + [_Row("omitted", old=hidden)] + rows[cut_to:]


_SIGN = {"context": " ", "added": "+", "removed": MINUS}


def _line(r: _Row) -> Markup:
    return part("div", "line",
                part("span", "line-number", "" if r.old is None else str(r.old), data_kind="old"),
                part("span", "line-number", "" if r.new is None else str(r.new), data_kind="new"),
                part("span", "sign", _SIGN[r.kind]),
                part("span", "line-content", r.text),
                data_kind=r.kind)


def _hunks(rows: list[_Row], o: ViewOptions) -> list[Markup]:
    hunks: list[list[Markup]] = []
    for r in rows:
        if r.kind == "hunk":
            hunks.append([part("div", "hunk-header", r.text)])
        elif r.kind == "omitted":
            hunks[-1].append(part("span", "omitted", o.t("linesOmitted", count=r.old), dir="auto"))
        else:
            hunks[-1].append(_line(r))
    return [part("div", "hunk", h, dir="ltr") for h in hunks]


def stats(item: dict) -> tuple[int, int]:
    """``(added, removed)`` line counts of one checked diff item."""
    old = split_lines(item["oldText"]) if item["oldText"] else []
    new = split_lines(item["newText"]) if item["newText"] else []
    added = removed = 0
    for tag, a1, a2, b1, b2 in difflib.SequenceMatcher(None, old, new).get_opcodes():
        removed += (a2 - a1) if tag in ("replace", "delete") else 0
        added += (b2 - b1) if tag in ("replace", "insert") else 0
    return added, removed


def _file(item: dict, o: ViewOptions) -> Markup:
    old_text, new_text = item["oldText"], item["newText"]
    state = "created" if old_text is None else "deleted" if new_text is None else "modified"
    rows = _rows(split_lines(old_text) if old_text else [], split_lines(new_text) if new_text else [])
    added = sum(r.kind == "added" for r in rows)
    removed = sum(r.kind == "removed" for r in rows)
    label = {"created": o.t("fileCreated"), "deleted": o.t("fileDeleted")}.get(state)
    return part("div", "file",
                location_button(item["path"]),
                part("span", "file-state", label) if label else None,
                part("span", "stats", part("span", "count", f"+{added}", data_kind="added"), " ",
                     part("span", "count", f"{MINUS}{removed}", data_kind="removed")),
                _hunks(_cap(rows, o.line_cap), o),
                data_state=state)


def summary(items: list[dict], o: ViewOptions) -> str | None:
    """``+{added} −{removed} {file}`` over ``items`` (``N files`` when more than one)."""
    if not items:
        return None
    added = removed = 0
    for item in items:
        a, r = stats(item)
        added, removed = added + a, removed + r
    name = items[0]["path"] if len(items) == 1 else o.t("files", count=len(items))
    return f"+{added} {MINUS}{removed} {name}"


def render(call: Any, result: Any, o: ViewOptions) -> View:
    """Render the diff view; never raises."""
    c, r = shape(call, CALL), shape(result, RESULT)
    result_diffs = _items(r["diffs"]) if r is not None else None
    call_diffs = _items(c["diffs"]) if c is not None else None
    call_html = Markup("")
    if c is not None:
        shown = call_diffs if result_diffs is None else None
        call_html = root("call", "diff", [*header(c, o), [_file(d, o) for d in shown or ()]])
    result_html = root("result", "diff", [_file(d, o) for d in result_diffs]) if result_diffs else Markup("")
    items = result_diffs if result_diffs is not None else call_diffs
    return View("diff", call_html, result_html, summary(items or [], o))
