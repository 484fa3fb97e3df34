"""Lint output formats: one set of diagnostics, four renderings that say the same thing."""

from __future__ import annotations

import json
import re
from pathlib import Path

import jsonschema
from urllib.parse import unquote

from skinwright.diagnostics import Diagnostic, Position
from skinwright.lint import formats
from skinwright.lint.registry import registry

SARIF_SCHEMA = json.loads((Path(__file__).parent / "fixtures" / "sarif-2.1.0-rtm.5.json").read_text())

DIAGS = [
    Diagnostic("core/unknown-alias", "'{fg.defualt}' does not name a token", Position("tokens/a.yaml", 4, 18),
               "error", "did you mean '{fg.default}'?"),
    Diagnostic("core/alias-cycle", "alias cycle: a → b → a", Position("tokens/b.yaml", 1, 5), "error",
               "break the ring", ((Position("tokens/b.yaml", 1, 5), "'a' refers to 'b'"),
                                  (Position("tokens/b.yaml", 2, 5), "'b' refers to 'a'"))),
    Diagnostic("core/duplicate-values", "'x' has the same value as 'y', 100%: done", Position("tokens/c, d.yaml", 7, 1),
               "warning"),
]
LINES = {"tokens/a.yaml": ["fg:", "  $type: color", "  default: {$value: '#111111'}", "  text: {$value: \"{fg.defualt}\"}"]}


def triples(diags):
    return [(d.code, d.severity, d.position.file, d.position.line, d.position.column, d.message) for d in diags]


def test_text_has_location_code_frame_hint_and_summary():
    out = formats.text(DIAGS, LINES.get)
    lines = out.splitlines()
    assert lines[:6] == [
        "tokens/a.yaml:4:18: error core/unknown-alias '{fg.defualt}' does not name a token",
        "  3 |   default: {$value: '#111111'}",
        "> 4 |   text: {$value: \"{fg.defualt}\"}",
        "    |                  ^",
        "  hint: did you mean '{fg.default}'?",
        "",
    ]
    assert lines[-1] == "✖ 3 problems (2 errors, 1 warning)"
    parsed = [m.groups() for m in re.finditer(r"^(.+?):(\d+):(\d+): (error|warning) (\S+) (.*)$", out, re.M)]
    assert [(c, s, f, int(ln), int(col), m) for f, ln, col, s, c, m in parsed] == triples(DIAGS)
    assert "\x1b[" not in out and "\x1b[" in formats.text(DIAGS, LINES.get, color=True)


def test_a_code_frame_shows_a_window_of_a_long_line_with_the_caret_under_the_column():
    # Minified JSON is one line: 1,000 findings each printing the whole line made a 10k-token report 880 MB.
    line = "".join(f'"t{i}":{{"$value":{i}}},' for i in range(2000))
    column = line.index('"t1500"') + 1
    previous = "x" * 50
    d = Diagnostic("core/unused-token", "'t1500' is never used", Position("t.json", 2, column), "warning")
    frame = formats.text([d], {"t.json": [previous, line]}.get).splitlines()[1:4]
    assert all(len(row) <= formats.FRAME_WIDTH + 10 for row in frame), [len(row) for row in frame]
    shown, caret = frame[1], frame[2]
    assert shown.startswith("> 2 | …") and shown.endswith("…")
    assert shown[caret.index("^"):].startswith('"t1500"')
    edge = Diagnostic("core/unused-token", "the first", Position("t.json", 2, 1), "warning")
    first = formats.text([edge], {"t.json": [previous, line]}.get).splitlines()[2:4]
    assert first[0] == "> 2 | " + line[:formats.FRAME_WIDTH] + "…" and first[1].index("^") == len("> 2 | ")


def test_json_is_stable_and_complete():
    doc = json.loads(formats.as_json(DIAGS))
    assert doc["version"] == 1 and doc["summary"] == {"errors": 2, "warnings": 1, "files": 3}
    got = [(d["rule"], d["severity"], d["file"], d["line"], d["column"], d["message"]) for d in doc["diagnostics"]]
    assert got == triples(DIAGS)
    assert doc["diagnostics"][1]["related"] == [
        {"file": "tokens/b.yaml", "line": 1, "column": 5, "message": "'a' refers to 'b'"},
        {"file": "tokens/b.yaml", "line": 2, "column": 5, "message": "'b' refers to 'a'"},
    ]


COMMAND = re.compile(r"^::(error|warning|notice) file=([^,]*),line=(\d+),col=(\d+),title=([^:]*)::(.*)$")


def _unescape(s: str) -> str:
    return s.replace("%0A", "\n").replace("%0D", "\r").replace("%3A", ":").replace("%2C", ",").replace("%25", "%")


def test_github_workflow_commands_escape_data_and_properties():
    out = formats.github(DIAGS).splitlines()
    assert out[0] == "::error file=tokens/a.yaml,line=4,col=18,title=core/unknown-alias::" \
                     "'{fg.defualt}' does not name a token%0Ahint: did you mean '{fg.default}'?"
    assert out[2] == "::warning file=tokens/c%2C d.yaml,line=7,col=1,title=core/duplicate-values::" \
                     "'x' has the same value as 'y', 100%25: done"
    got = []
    for line in out:
        kind, f, ln, col, title, msg = COMMAND.match(line).groups()
        got.append((_unescape(title), kind, _unescape(f), int(ln), int(col), _unescape(msg).split("\nhint: ")[0]))
    assert got == triples(DIAGS)


def test_sarif_validates_against_the_2_1_0_schema():
    rules = registry()
    log = json.loads(formats.sarif(DIAGS, rules, {rid: r.severity for rid, r in rules.items()}))
    jsonschema.validate(log, SARIF_SCHEMA)
    run = log["runs"][0]
    ids = [r["id"] for r in run["tool"]["driver"]["rules"]]
    got = []
    for res in run["results"]:
        assert ids[res["ruleIndex"]] == res["ruleId"]
        loc = res["locations"][0]["physicalLocation"]
        level = {"error": "error", "warning": "warning"}[res["level"]]
        got.append((res["ruleId"], level, unquote(loc["artifactLocation"]["uri"]), loc["region"]["startLine"],
                    loc["region"]["startColumn"], res["message"]["text"].split(" (hint: ")[0]))
    assert got == triples(DIAGS)
    assert len(run["results"][1]["relatedLocations"]) == 2
    # URIs are percent-encoded (RFC 3986), as SARIF's artifactLocation.uri requires
    assert run["results"][2]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "tokens/c%2C%20d.yaml"
    levels = {r["id"]: r["defaultConfiguration"]["level"] for r in run["tool"]["driver"]["rules"]}
    assert levels["core/unknown-alias"] == "error" and levels["core/duplicate-values"] == "warning"
    assert levels["core/descriptions"] == "none"


def test_empty_report():
    assert formats.text([], LINES.get).strip() == "✔ no problems"
    assert formats.github([]) == ""
    jsonschema.validate(json.loads(formats.sarif([], registry(), {})), SARIF_SCHEMA)
