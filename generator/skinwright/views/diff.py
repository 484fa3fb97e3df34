"""The diff view: files created or changed, as unified hunks.

Call side ``{title?, description?, diffs: [{path, oldText?, newText?}], locations?}``;
result side ``{diffs?}`` (the result view replaces the pending one, so when the
result carries diffs they are shown there and not on the call side). ``oldText: null`` (or absent) means the file is being created — the
call-time view cannot read content that does not exist yet — which differs
from ``oldText: ""``, an empty file being edited: both give the hunk
``@@ -0,0 +1,N @@`` but the file part says ``data-state="created"`` only for the
first. ``newText: null`` means the file is deleted.

Hunks come from :class:`difflib.SequenceMatcher` with three lines of context,
headers written as ``diff -u`` writes them; each line has old and new
line-number columns and ``data-kind`` context | added | removed. The summary
for the card's collapsed row is ``+{added} −{removed} {file}`` with U+2212
MINUS SIGN.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Any

from markupsafe import Markup

from .common import (COMMON, View, ViewOptions, capped, header, is_str, list_of, location_button, more, omitted_label,
                     part, root, shape, split_lines)

MINUS = "\u2212"
CONTEXT = 3
ALIGN_LIMIT = 25_000_000
"""Above this many line pairs (old × new, after the common head and tail are set
aside) the changed middle is shown as removed-then-added without aligning it:
SequenceMatcher's cost grows about quadratically on heavily rewritten files."""


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


class _Matcher(difflib.SequenceMatcher):
    """A SequenceMatcher that aligns only the part between the common head and tail."""

    def get_opcodes(self) -> list[tuple[str, int, int, int, int]]:
        a, b = self.a, self.b
        head = 0
        while head < min(len(a), len(b)) and a[head] == b[head]:
            head += 1
        tail = 0
        while tail < min(len(a), len(b)) - head and a[-1 - tail] == b[-1 - tail]:
            tail += 1
        mid_a, mid_b = a[head:len(a) - tail], b[head:len(b) - tail]
        if len(mid_a) * len(mid_b) > ALIGN_LIMIT:
            middle = [("replace", 0, len(mid_a), 0, len(mid_b))]
        elif mid_a or mid_b:
            middle = difflib.SequenceMatcher(None, mid_a, mid_b).get_opcodes()
        else:
            middle = []
        codes = [("equal", 0, head, 0, head)] if head else []
        codes += [(tag, i1 + head, i2 + head, j1 + head, j2 + head) for tag, i1, i2, j1, j2 in middle]
        if tail:
            codes.append(("equal", len(a) - tail, len(a), len(b) - tail, len(b)))
        return codes


def _rows(old: list[str], new: list[str]) -> list[_Row]:
    rows: list[_Row] = []
    for group in _Matcher(None, old, new).get_grouped_opcodes(CONTEXT):
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
    chars = sum(len(rows[i].text) + 1 for i in lines[head:len(lines) - tail])
    return rows[:cut_from] + [_Row("omitted", old=hidden, new=chars)] + rows[cut_to:]


_SIGN = {"context": " ", "added": "+", "removed": MINUS}


def _line(r: _Row, o: ViewOptions) -> Markup:
    return part("div", "line",
                part("span", "line-number", "" if r.old is None else str(r.old), data_kind="old"),
                part("span", "line-number", "" if r.new is None else str(r.new), data_kind="new"),
                part("span", "sign", _SIGN[r.kind]),
                part("span", "line-content", capped(r.text, o, o.item_chars)),
                data_kind=r.kind)


def _hunks(rows: list[_Row], o: ViewOptions) -> list[Markup]:
    hunks: list[list[Markup]] = []
    for r in rows:
        if r.kind == "hunk":
            hunks.append([part("div", "hunk-header", r.text)])
        elif r.kind == "omitted":
            hunks[-1].append(part("span", "omitted", omitted_label(o, r.old, r.new), dir="auto"))
        else:
            hunks[-1].append(_line(r, o))
    return [part("div", "hunk", h, dir="ltr") for h in hunks]


@dataclass(frozen=True, slots=True)
class FileDiff:
    """One diff item, compared once: its state, rows and line counts."""

    path: str
    state: str  # created | modified | deleted
    rows: list[_Row]
    added: int
    removed: int


def compare(item: dict) -> FileDiff:
    """Compare one checked diff item (``{path, oldText, newText}``)."""
    old_text, new_text = item["oldText"], item["newText"]
    state = "created" if old_text is None else "deleted" if new_text is None else "modified"
    rows = _rows(split_lines(old_text) if old_text else [], split_lines(new_text) if new_text else [])
    return FileDiff(item["path"], state, rows, sum(r.kind == "added" for r in rows),
                    sum(r.kind == "removed" for r in rows))


def compare_all(items: list[dict]) -> list[FileDiff]:
    """Compare every item; items that change one path (a MultiEdit's edits) make one file whose
    hunks are theirs in order and whose counts are their sums, in the order paths first appear."""
    files: dict[str, FileDiff] = {}
    for item in items:
        f = compare(item)
        seen = files.get(f.path)
        files[f.path] = f if seen is None else FileDiff(
            f.path, seen.state if seen.state == f.state else "modified", seen.rows + f.rows,
            seen.added + f.added, seen.removed + f.removed)
    return list(files.values())


def _file(f: FileDiff, o: ViewOptions) -> Markup:
    label = {"created": o.t("fileCreated"), "deleted": o.t("fileDeleted")}.get(f.state)
    return part("div", "file",
                location_button(f.path), " ",
                [part("span", "file-state", label), " "] if label else None,
                part("span", "stats", part("span", "count", f"+{f.added}", data_kind="added"), " ",
                     part("span", "count", f"{MINUS}{f.removed}", data_kind="removed")),
                _hunks(_cap(f.rows, o.line_cap), o),
                data_state=f.state)


def summary(files: list[FileDiff], o: ViewOptions) -> str | None:
    """``+{added} −{removed} {file}`` over ``files`` (``N files`` when more than one)."""
    if not files:
        return None
    added, removed = sum(f.added for f in files), sum(f.removed for f in files)
    name = files[0].path if len(files) == 1 else o.t("files", count=len(files))
    return f"+{added} {MINUS}{removed} {name}"


def render(call: Any, result: Any, o: ViewOptions) -> View:
    """Render the diff view; never raises."""
    c, r = shape(call, CALL), shape(result, RESULT)
    result_files = compare_all(_items(r["diffs"])) if r is not None and r["diffs"] is not None else None
    call_files = None
    if c is not None and result_files is None and c["diffs"] is not None:
        call_files = compare_all(_items(c["diffs"]))
    call_html = root("call", "diff", [*header(c, o), _files(call_files or [], o)]) if c is not None else Markup("")
    result_html = root("result", "diff", _files(result_files, o)) if result_files else Markup("")
    return View("diff", call_html, result_html, summary(result_files or call_files or [], o))


def _files(files: list[FileDiff], o: ViewOptions) -> list[Markup | None]:
    """The first ``row_cap`` files, then how many more there are."""
    return [_file(f, o) for f in files[:o.row_cap]] + [more(o, "moreFiles", len(files) - o.row_cap)]
