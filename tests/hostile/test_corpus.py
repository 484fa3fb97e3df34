"""Every hostile input gets a clear diagnostic with a place and a hint, the same from build and lint, never a
traceback or exit 70, and a failed build leaves the outputs as they were.

Each case of :mod:`corpus` starts from a copy of its base project after a good
build, runs ``skinwright build`` and ``skinwright lint --format json`` in
process (click's runner), and checks the outcome against ``expected.json``:
both exit codes and the first error (or warning) as ``severity code
file:line:col``. ``SKINWRIGHT_CORPUS=write`` rewrites ``expected.json`` from
the current outcomes (review the diff before committing it).
"""

from __future__ import annotations

import gc
import json
import os
import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from click.testing import CliRunner

from skinwright.cli import cli

from . import corpus

EXPECTED_FILE = Path(__file__).with_name("expected.json")
EXPECTED = json.loads(EXPECTED_FILE.read_text(encoding="utf-8")) if EXPECTED_FILE.exists() else {}
WRITE = os.environ.get("SKINWRIGHT_CORPUS") == "write"
HEAD = re.compile(r"^(?:(\S.*?):(\d+):(\d+): )?(error|warning|info) (\S+) ", re.M)
OUTPUTS = ("dist", "docs/generated")


@dataclass
class Outcome:
    """What build and lint did with one case."""

    build: int
    lint: int
    build_text: str
    lint_report: dict | None
    lint_text: str
    outputs_changed: bool
    diagnostics: list[dict] = field(default_factory=list)  # build's (parsed) and lint's, tagged by command
    injections: list[str] = field(default_factory=list)  # outputs where input escaped its place
    seconds: float = 0.0  # the longer of build and lint
    peak_mib: float = 0.0  # peak RSS (slow cases, run as processes)

    @property
    def first(self) -> str | None:
        """The first error build reported, else lint's first error, else the first warning of either."""
        for severity in ("error", "warning"):
            for command in ("build", "lint"):
                found = [d for d in self.diagnostics if d["command"] == command and d["severity"] == severity]
                if found:
                    d = found[0]
                    return f"{severity} {d['code']} {d['where']}"
        return None

    def summary(self) -> dict:
        return {"build": self.build, "lint": self.lint, "first": self.first}


def write_files(folder: Path, files) -> None:
    for rel, content in files.items():
        content = content() if callable(content) else content
        path = folder / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))


def invoke(*args: str):
    result = CliRunner().invoke(cli, list(args))
    gc.enable()  # the CLI turns the collector off for its one-shot run; this process goes on
    return result


_TEMPLATES: dict[str, Path] = {}


def template(base: str, scratch: Path) -> Path:
    """The base project after a good build (made once per session)."""
    if base not in _TEMPLATES:
        folder = scratch / f"base-{base}"
        write_files(folder, corpus.base_files(base))
        done = invoke("-C", str(folder), "build", "-q")
        assert done.exit_code == 0, f"base {base} does not build:\n{done.stderr}"
        lint = invoke("-C", str(folder), "lint")
        assert lint.exit_code == 0, f"base {base} does not lint clean:\n{lint.stdout}"
        _TEMPLATES[base] = folder
    return _TEMPLATES[base]


def snapshot(project: Path) -> dict[str, bytes]:
    out = {}
    for folder in OUTPUTS:
        for p in sorted((project / folder).rglob("*")) if (project / folder).is_dir() else ():
            out[p.relative_to(project).as_posix()] = p.read_bytes() if p.is_file() else b"<dir>"
    return out


@dataclass
class _Run:
    exit_code: int
    stdout: str
    stderr: str


def run_process(work: Path, *args: str) -> tuple[_Run, float, float]:
    """One command as a process of its own: the result, wall seconds and peak RSS in MiB.

    The peak is the command's and its SCSS worker's (:func:`tests.hostile.peak.run_measured`), not the size of
    this process that generated the input.
    """
    import sys
    import tempfile

    from .peak import run_measured

    env = {**os.environ, "PYTHONPATH": str(corpus.ROOT / "generator")}
    env.pop("SKINWRIGHT_DEBUG", None)
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        code, seconds, peak, _ = run_measured([sys.executable, "-m", "skinwright", "-C", str(work), *args], env=env,
                                           stdout=out, stderr=err)
        out.seek(0)
        err.seek(0)
        result = _Run(code, out.read().decode("utf-8", "replace"), err.read().decode("utf-8", "replace"))
    return result, seconds, peak


def run_case(case: corpus.Case, scratch: Path, work: Path, *, process: bool = False) -> Outcome:
    shutil.copytree(template(case.base, scratch), work, symlinks=True)
    for rel in case.delete:
        target = work / rel
        shutil.rmtree(target) if target.is_dir() else target.unlink()
    write_files(work, case.files)
    before = snapshot(work)
    import time

    if process:
        build, build_s, build_m = run_process(work, "build", "-q")
    else:
        start = time.perf_counter()
        build, build_m = invoke("-C", str(work), "build", "-q"), 0.0
        build_s = time.perf_counter() - start
    changed = build.exit_code != 0 and snapshot(work) != before
    injections = injected(work) if build.exit_code == 0 else []
    if process:
        lint, lint_s, lint_m = run_process(work, "lint", "--format", "json")
    else:
        start = time.perf_counter()
        lint, lint_m = invoke("-C", str(work), "lint", "--format", "json"), 0.0
        lint_s = time.perf_counter() - start
    try:
        report = json.loads(lint.stdout)
    except ValueError:
        report = None
    outcome = Outcome(build.exit_code, lint.exit_code, build.stderr, report, lint.stdout + lint.stderr, changed,
                      injections=injections, seconds=max(build_s, lint_s), peak_mib=max(build_m, lint_m))
    for m in HEAD.finditer(build.stderr):
        file, line, col, severity, code = m.groups()
        rest = build.stderr[m.end():].split("\n", 1)
        hint = rest[1].startswith("  hint: ") if len(rest) > 1 else False
        if not hint and len(rest) > 1:  # related notes come before the hint
            tail = rest[1].split("\n")
            hint = any(t.startswith("  hint: ") for t in tail[:next((i for i, t in enumerate(tail)
                                                                     if not t.startswith("  ")), len(tail))])
        outcome.diagnostics.append({"command": "build", "severity": severity, "code": code,
                                    "where": f"{file}:{line}:{col}" if file else None, "hint": hint})
    for d in (report or {}).get("diagnostics", []):
        outcome.diagnostics.append({"command": "lint", "severity": d["severity"], "code": d["rule"],
                                    "where": f"{d['file']}:{d['line']}:{d['column']}" if d["file"] else None,
                                    "hint": bool(d["hint"])})
    return outcome


_MARKUP = ("<script>alert", "<img src=x onerror", "<script>g</script>", "</td></tr></table><script>",
           'href="javascript:', "](javascript:")  # a link that runs script (as text, the words are harmless)


def injected(work: Path) -> list[str]:
    """Outputs where text from the input left its place: a stylesheet rule on ``body`` (every CSS payload of the
    corpus aims there), a stylesheet tinycss2 cannot read back, or markup from the input in the docs parts."""
    import tinycss2

    found = []
    for css in sorted((work / "dist").rglob("*.css")):
        text = css.read_text(encoding="utf-8")
        for rule in tinycss2.parse_stylesheet(text, skip_comments=True, skip_whitespace=True):
            if rule.type == "error" or (rule.type == "qualified-rule" and any(
                    t.type == "ident" and t.value == "body" for t in rule.prelude)):
                found.append(css.relative_to(work).as_posix())
                break
        if "</style" in text.lower():
            found.append(css.relative_to(work).as_posix() + " (</style)")
    for part in sorted((work / "docs/generated").rglob("*")) if (work / "docs/generated").is_dir() else ():
        if part.is_file() and part.suffix in (".html", ".md"):
            text = part.read_text(encoding="utf-8", errors="replace")
            if any(m in text for m in _MARKUP):
                found.append(part.relative_to(work).as_posix())
    return found


def check(outcome: Outcome, name: str) -> None:
    """What must hold for every case, whatever its expected outcome."""
    text = outcome.build_text + outcome.lint_text
    assert outcome.build != 70 and outcome.lint != 70 and "internal error" not in text, text
    assert "Traceback" not in text, text
    assert not outcome.outputs_changed, "a failed build changed the outputs"
    assert not outcome.injections, f"input escaped into {outcome.injections}"
    assert outcome.lint_report is not None or outcome.lint == 2, outcome.lint_text
    for d in outcome.diagnostics:
        if d["severity"] == "error":
            assert d["where"] is not None, f"{d['command']}: {d['code']} has no position"
            assert d["hint"], f"{d['command']}: {d['code']} at {d['where']} has no hint"
    build_errors = {(d["code"], d["where"]) for d in outcome.diagnostics  # output/*: writing, which lint does not do
                    if d["command"] == "build" and d["severity"] == "error" and not d["code"].startswith("output/")}
    lint_errors = {(d["code"], d["where"]) for d in outcome.diagnostics
                   if d["command"] == "lint" and d["severity"] == "error"}
    assert build_errors <= lint_errors or outcome.lint == 2, f"lint misses {build_errors - lint_errors}"
    if outcome.build == 0:
        assert not any(d["severity"] == "error" for d in outcome.diagnostics if d["command"] == "lint"), \
            "lint reports an error that build accepts"


@pytest.fixture(scope="module")
def scratch(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("corpus")


_WRITTEN: dict[str, dict] = {}


def _params(slow: bool):
    return [pytest.param(c, id=c.name, marks=[pytest.mark.slow] if slow else []) for c in corpus.cases(slow)]


LIMIT_SECONDS, LIMIT_MIB = 60, 1024
"""Whatever the input, build and lint finish within these on a 2-core machine (the Limits page)."""


@pytest.mark.parametrize("case", _params(False) + _params(True))
def test_case(case, scratch, tmp_path):
    outcome = run_case(case, scratch, tmp_path / "p", process=case.slow)
    if case.slow:
        assert outcome.seconds <= LIMIT_SECONDS and outcome.peak_mib <= LIMIT_MIB, (outcome.seconds, outcome.peak_mib)
    if WRITE:
        _WRITTEN[case.name] = outcome.summary()
        EXPECTED_FILE.write_text(json.dumps({**EXPECTED, **_WRITTEN}, indent=1, sort_keys=True,
                                            ensure_ascii=False) + "\n", encoding="utf-8")
    check(outcome, case.name)
    assert case.name in EXPECTED or WRITE, f"no expected outcome for {case.name}: run with SKINWRIGHT_CORPUS=write"
    assert outcome.summary() == EXPECTED.get(case.name, outcome.summary())
