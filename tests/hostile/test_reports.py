"""Lint reports stay linear in the number of findings, and the text report prints at most the findings limit."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from skinwright.diagnostics import Diagnostic, Position
from skinwright.lint import formats
from skinwright.lint.registry import registry

ROOT = Path(__file__).resolve().parents[2]


def findings(n: int, files: int = 2) -> list[Diagnostic]:
    return [Diagnostic("core/unused-token", f"token 't{i}' is not used", Position(f"f{i % files}.yaml", i + 1, 1),
                       severity="error" if i % 7 == 0 else "warning", hint="use it") for i in range(n)]


def test_the_text_report_reads_each_file_once_whatever_the_number_of_findings():
    asked = []

    def source(rel):
        asked.append(rel)
        return [f"t{i}: 1" for i in range(5000)]

    out = formats.text(findings(4000), source)
    assert sorted(asked) == ["f0.yaml", "f1.yaml"]
    assert out.count("\n> ") == 4000 and out.endswith("✖ 4000 problems (572 errors, 3428 warnings)\n")


def test_machine_reports_hold_one_finding_per_line_and_parse_to_every_finding():
    items = findings(300)
    report = formats.as_json(items)
    doc = json.loads(report)
    assert len(doc["diagnostics"]) == 300 and doc["summary"] == {"errors": 43, "warnings": 257, "files": 2}
    lines = report.splitlines()
    assert lines[lines.index('  "diagnostics": [') + 1] == (
        '    {"rule": "core/unused-token", "severity": "error", "message": "token \'t0\' is not used", '
        '"file": "f0.yaml", "line": 1, "column": 1, "hint": "use it", "related": []},')
    log = json.loads(formats.sarif(items, registry(), {}))
    assert [r["message"]["text"] for r in log["runs"][0]["results"]][:2] == [
        "token 't0' is not used (hint: use it)", "token 't1' is not used (hint: use it)"]
    assert len(formats.github(items).splitlines()) == 300


def test_the_text_report_prints_the_findings_limit_errors_first_and_counts_them_all():
    items = findings(50)
    out = formats.text(items, lambda rel: None, limit=10)
    shown = [line for line in out.splitlines() if ": error " in line or ": warning " in line]
    assert len(shown) == 10
    assert len([s for s in shown if ": error " in s]) == 8  # every error, then the first warnings, in file order
    assert [s.split(":")[0] + ":" + s.split(":")[1] for s in shown if ": warning " in s] == ["f1.yaml:2", "f0.yaml:3"]
    assert ("… 40 more findings not shown (the findings limit is 10; --format json lists every one, or raise "
            "findings in [tool.skinwright.limits])") in out
    assert out.endswith("✖ 50 problems (8 errors, 42 warnings)\n")


def test_the_findings_limit_is_a_setting_for_lint_and_build(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "tokens.yaml"\n\n'
                                             '[tool.skinwright.limits]\nfindings = 3\n')
    (tmp_path / "tokens.yaml").write_text("".join(f"t{i}: {{$type: number, $value: '{{nope{i}}}'}}\n"
                                                  for i in range(12)))
    env = {**os.environ, "PYTHONPATH": str(ROOT / "generator")}
    for command in ("lint", "build"):
        done = subprocess.run([sys.executable, "-m", "skinwright", command], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=60)
        out = done.stdout if command == "lint" else done.stderr
        assert done.returncode == 1
        assert out.count("error core/unknown-alias") == 3, out  # errors before the unused-token warnings
        assert f"… {9 if command == 'build' else 21} more findings not shown (the findings limit is 3; " in out


def test_the_limits_page_lists_render_limits_from_their_own_table():
    from skinwright.transcripts.settings import LIMITS, limits_markdown

    rows = [line for line in limits_markdown().splitlines() if line.startswith("| `")]
    assert [row.split(" | ")[0][3:-1] for row in rows] == list(LIMITS)
    for row, (name, (default, least, _)) in zip(rows, LIMITS.items()):
        assert f"`--{name}`" in row and f" {default:,} " in row and f"at least {least:,}" in row


def test_lint_stops_at_the_lint_findings_limit_with_an_error_naming_it(tmp_path):
    from skinwright.config import load_config
    from skinwright.lint import lint

    (tmp_path / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "tokens.yaml"\n\n'
                                             '[tool.skinwright.limits]\nlint-findings = 5\n')
    (tmp_path / "tokens.yaml").write_text("".join(f"t{i}: {{$type: number, $value: {i}}}\n" for i in range(40)))
    found = lint(load_config(tmp_path)).diagnostics
    [stop] = [d for d in found if d.code == "lint/too-many-findings"]
    assert len(found) == 6 and [d.code for d in found].count("core/unused-token") == 5
    assert stop.severity == "error" and str(stop.position) == "pyproject.toml:5:1"  # the setting
    assert stop.message == ("lint stopped after 5 findings (the lint-findings limit), in rule core/unused-token: its "
                            "other findings and the rules after it are not reported")
    assert '"core/unused-token" = "off"' in stop.hint and "raise lint-findings" in stop.hint
    (tmp_path / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "tokens.yaml"\n')
    found = lint(load_config(tmp_path)).diagnostics  # the default keeps them all
    assert [d.code for d in found].count("core/unused-token") == 40 and "lint/too-many-findings" not in str(found)
