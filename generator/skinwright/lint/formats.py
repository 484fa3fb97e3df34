"""Lint output formats: text (with code frames), JSON, GitHub workflow commands, SARIF 2.1.0.

Every formatter takes the sorted diagnostics and returns text. ``text`` is for
people (colour only when asked, i.e. on a TTY); ``json`` has a stable,
versioned schema for scripts; ``github`` prints workflow commands that
annotate the pull request (docs.github.com, "Workflow commands for GitHub
Actions": ``::error file=…,line=…,col=…,title=…::message``); ``sarif`` is a
SARIF 2.1.0 log (OASIS) for code-scanning upload.
"""

from __future__ import annotations

import json
from typing import Callable, Iterable, Iterator
from urllib.parse import quote

from .. import __version__
from ..diagnostics import Diagnostic
from .registry import Rule

FORMATS = ("text", "json", "github", "sarif")
JSON_SCHEMA_VERSION = 1
Source = Callable[[str], "list[str] | None"]  # file → its lines, for code frames


def summary(diagnostics: Iterable[Diagnostic]) -> dict[str, int]:
    items = list(diagnostics)
    return {
        "errors": sum(d.severity == "error" for d in items),
        "warnings": sum(d.severity == "warning" for d in items),
        "files": len({d.position.file for d in items if d.position}),
    }


def text(diagnostics: list[Diagnostic], source: Source, color: bool = False, limit: int | None = None) -> str:
    """``file:line:col: severity rule message``, a code frame, the hint; then a summary line.

    ``source`` is asked once per file (a file with thousands of findings is
    read and split once, which keeps the report linear in the findings). With
    ``limit``, at most that many findings are printed (errors first when cut;
    the ``findings`` limit) and a line says how many were left out; the
    summary counts them all.
    """
    from ..limits import not_shown, shown_findings

    import click

    def style(s: str, **kw) -> str:
        return click.style(s, **kw) if color else s

    files: dict[str, list[str] | None] = {}

    def lines_of(file: str) -> list[str] | None:
        if file not in files:
            files[file] = source(file)
        return files[file]

    out: list[str] = []
    printed, hidden = shown_findings(diagnostics, limit) if limit is not None else (diagnostics, 0)
    for d in printed:
        head = d.format().split("\n", 1)[0]
        if color:
            sev = style(d.severity, fg={"error": "red", "warning": "yellow"}.get(d.severity, "blue"), bold=True)
            head = head.replace(f" {d.severity} {d.code} ", f" {sev} {style(d.code, dim=True)} ", 1)
        out.append(head)
        p = d.position
        lines = lines_of(p.file) if p else None
        if lines and 0 < p.line <= len(lines):
            width = len(str(p.line))
            start = _window_start(lines[p.line - 1], p.column)
            if p.line > 1:
                out.append(style(f"  {p.line - 1:>{width}} | {_window(lines[p.line - 2], start)}", dim=True))
            shown = _window(lines[p.line - 1], start)
            caret = p.column - start + (1 if start else 0)  # the window's leading "…" takes a column
            out.append(f"> {p.line:>{width}} | {shown}")
            out.append(f"  {' ' * width} | {' ' * (caret - 1)}" + style("^", fg="red" if d.severity == "error" else "yellow"))
        for pos, note in d.related:
            out.append(f"  {pos}: note: {note}")
        if d.hint:
            out.append("  " + style("hint:", bold=True) + f" {d.hint}")
        out.append("")
    if hidden:
        out += [not_shown(hidden, limit, "--format json lists every one"), ""]
    s = summary(diagnostics)
    total = s["errors"] + s["warnings"]
    if total:
        mark = style("✖", fg="red") if s["errors"] else style("⚠", fg="yellow")
        out.append(f"{mark} {total} problem{'s' * (total != 1)} ({s['errors']} error{'s' * (s['errors'] != 1)}, "
                   f"{s['warnings']} warning{'s' * (s['warnings'] != 1)})")
    else:
        out.append(style("✔", fg="green") + " no problems")
    return "\n".join(out) + "\n"


FRAME_WIDTH = 120
"""Characters of a source line a code frame shows: a longer line (minified JSON is one line) is cut to a window
around the column with "…" at each cut, as rustc does, so the report grows with the findings, not with
findings × line length."""


def _window_start(line: str, column: int) -> int:
    """Where the window of :data:`FRAME_WIDTH` characters around 1-based ``column`` starts in ``line``."""
    if len(line) <= FRAME_WIDTH:
        return 0
    return max(0, min(column - 1 - FRAME_WIDTH // 3, len(line) - FRAME_WIDTH))


def _window(line: str, start: int) -> str:
    """``line`` from ``start``, at most :data:`FRAME_WIDTH` characters, with "…" where it is cut."""
    if start == 0 and len(line) <= FRAME_WIDTH:
        return line
    end = start + FRAME_WIDTH
    return ("…" if start else "") + line[start:end] + ("…" if end < len(line) else "")


_ITEMS = "\u0000items\u0000"  # stands for the long list in the indented frame (no JSON value holds it)


_encode = json.JSONEncoder(ensure_ascii=False).encode  # one encoder: json.dumps(…, option) makes one per call


def _dumps(doc: dict, items: Iterable[str], depth: int) -> str:
    """``doc`` indented by 2, with ``items`` (compact JSON texts; where ``doc`` holds :data:`_ITEMS`) one per line.

    The standard library encodes indented JSON in Python and compact JSON in
    C, 5–10× faster; a long report is then one finding per line, which also
    keeps it readable and easy to diff. Each finding is encoded as it comes
    (``items`` is consumed lazily) and written into a
    :class:`~skinwright.chunks.TextBuilder`, so the report exists once, not as a
    list of lines, their join and a copy.
    """
    from ..chunks import TextBuilder

    before, after = json.dumps(doc, ensure_ascii=False, indent=2).split(json.dumps(_ITEMS), 1)
    pad = "  " * depth
    out = TextBuilder()
    out.add(before)
    sep = "[\n"
    for item in items:
        out.add(f"{sep}{pad}  {item}")
        sep = ",\n"
    out.add("[]" if sep == "[\n" else f"\n{pad}]")
    out.add(after + "\n")
    return out.text()


def as_json(diagnostics: list[Diagnostic]) -> str:
    """The stable JSON report (``version`` 1), one diagnostic per line."""

    def where(pos) -> dict:
        return {"file": pos.file, "line": pos.line, "column": pos.column} if pos else {"file": None, "line": None, "column": None}

    doc = {
        "version": JSON_SCHEMA_VERSION,
        "tool": {"name": "skinwright", "version": __version__},
        "summary": summary(diagnostics),
        "diagnostics": _ITEMS,
    }
    items = (_encode({"rule": d.code, "severity": d.severity, "message": d.message, **where(d.position), "hint": d.hint,
                      "related": [{**where(p), "message": m} for p, m in d.related]}) for d in diagnostics)
    return _dumps(doc, items, 1)


def _gh_data(s: str) -> str:
    return s.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _gh_prop(s: str) -> str:
    return _gh_data(s).replace(":", "%3A").replace(",", "%2C")


def github(diagnostics: list[Diagnostic]) -> str:
    """One workflow command per diagnostic (``error``, ``warning`` or ``notice``)."""
    from ..chunks import TextBuilder

    out = TextBuilder()
    for d in diagnostics:
        kind = {"error": "error", "warning": "warning"}.get(d.severity, "notice")
        props = []
        if d.position:
            props += [f"file={_gh_prop(d.position.file)}", f"line={d.position.line}", f"col={d.position.column}"]
        props.append(f"title={_gh_prop(d.code)}")
        message = d.message + (f"\nhint: {d.hint}" if d.hint else "")
        out.add(f"::{kind} {','.join(props)}::{_gh_data(message)}\n")
    return out.text()


_LEVEL = {"error": "error", "warning": "warning", "info": "note", "warn": "warning", "off": "none"}


def sarif(diagnostics: list[Diagnostic], rules: dict[str, Rule], severities: dict[str, str]) -> str:
    """A SARIF 2.1.0 log with one run; rules carry their configured level."""
    ids = sorted(set(rules) | {d.code for d in diagnostics})
    index = {rid: i for i, rid in enumerate(ids)}

    def location(pos, message: str | None = None, ident: int | None = None) -> dict:
        loc: dict = {"physicalLocation": {"artifactLocation": {"uri": quote(pos.file), "uriBaseId": "%SRCROOT%"},
                                          "region": {"startLine": pos.line, "startColumn": pos.column}}}
        if ident is not None:
            loc["id"] = ident
        if message:
            loc["message"] = {"text": message}
        return loc

    driver_rules = []
    for rid in ids:
        rule = rules.get(rid)
        entry: dict = {"id": rid, "name": rid.replace("/", "-"),
                       "shortDescription": {"text": rule.summary if rule else rid},
                       "defaultConfiguration": {"level": _LEVEL[severities.get(rid, "error")]}}
        if rule and rule.docs:
            entry["help"] = {"text": rule.docs, "markdown": rule.docs}
        driver_rules.append(entry)

    def results() -> Iterator[str]:
        for d in diagnostics:
            result: dict = {"ruleId": d.code, "ruleIndex": index[d.code], "level": _LEVEL[d.severity],
                            "message": {"text": d.message + (f" (hint: {d.hint})" if d.hint else "")}}
            if d.position:
                result["locations"] = [location(d.position)]
            if d.related:
                result["relatedLocations"] = [location(p, m, i) for i, (p, m) in enumerate(d.related)]
            yield _encode(result)

    log = {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "skinwright", "version": __version__, "rules": driver_rules}},
            "columnKind": "unicodeCodePoints",
            "results": _ITEMS,
        }],
    }
    return _dumps(log, results(), 3)
