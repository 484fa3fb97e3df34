"""Every lint rule has a bad and a good case; the bad one yields exactly the expected diagnostics, in every format.

A case is one YAML file in ``cases/`` named after the rule (``core-unknown-alias.yaml``)::

    rule: core/unknown-alias
    bad:
      files: {tokens.yaml: "…"}       # the project's files (pyproject.toml is added)
      lint: {…}                        # optional [tool.skinwright.lint.rules] table
      max_bytes: 100                   # optional: a smaller file-size limit
      expect:                          # file:line:col severity message, exactly
        - "tokens.yaml:4:18 error '{fg.defualt}' does not name a token"
        - |-                           # a second line "hint: …" checks the hint too
          tokens.yaml:5:18 error '{fg.defualt}' does not name a token
          hint: did you mean '{fg.default}'?
    good:
      files: {tokens.yaml: "…"}

A part may have ``before: {files: {…}}``: the project as an earlier release
had it (the base's files, then these). The part is then linted
``--against`` that project, for the ``surface/*`` rules.

A case may start from a shared project with ``base: <name>`` (top level): the
files of ``cases/_base/<name>/`` are written first and the part's ``files``
replace or add to them. ``_base/card/`` is a clean one-component project
(tokens, a family stylesheet, the ``card`` spec and skin) for the ``skin/*``
and ``spec/*`` cases, which then show only the file their fault is in.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import jsonschema
from urllib.parse import unquote
import pytest
import yaml

from skinwright.config import load_config
from skinwright.lint import formats, lint
from skinwright.lint.registry import registry

CASES = Path(__file__).parent / "cases"
BASES = CASES / "_base"
SARIF = json.loads((Path(__file__).parent / "fixtures" / "sarif-2.1.0-rtm.5.json").read_text())
EXPECT = re.compile(r"^(\S+):(\d+):(\d+) (error|warning|info) (.*?)(?:\nhint: (.*))?$", re.S)
GITHUB = {"error": "error", "warning": "warning", "info": "notice"}
SARIF_LEVEL = {"error": "error", "warning": "warning", "info": "note"}


def load_case(rule_id: str) -> dict:
    path = CASES / (rule_id.replace("/", "-") + ".yaml")
    assert path.exists(), f"no lint case for {rule_id}: write {path.relative_to(CASES.parent)}"
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def base_files(name: str | None) -> dict[str, str]:
    """The files of ``cases/_base/<name>/`` by relative path ({} without a base)."""
    if name is None:
        return {}
    folder = BASES / name
    assert folder.is_dir(), f"no base project {folder}"
    return {p.relative_to(folder).as_posix(): p.read_text(encoding="utf-8")
            for p in sorted(folder.rglob("*")) if p.is_file()}


def run(tmp_path: Path, part: dict, monkeypatch=None, base: str | None = None):
    against = None
    if part.get("before") is not None:
        from skinwright.build import build
        from skinwright.surface.baseline import load_baseline

        earlier = tmp_path / "before"
        earlier.mkdir()
        write_project(earlier, {**base_files(base), **(part["before"].get("files") or {})}, {})
        project = tmp_path / "today"
        project.mkdir()
        against = load_baseline(str(earlier), load_config(earlier), build=build)
        tmp_path = project
    files = {**base_files(base), **(part.get("files") or {})}
    write_project(tmp_path, files, part, monkeypatch)
    return lint(load_config(tmp_path), against=against)


def write_project(tmp_path: Path, files: dict, part: dict, monkeypatch=None) -> None:
    files = dict(files)
    tokens = next((n for n in files if n.endswith(".resolver.yaml")), None) or \
        next((n for n in files if n.startswith("tokens")), "tokens.yaml")
    py = f'[tool.skinwright]\ntokens = "{tokens}"\n'
    for rid, value in (part.get("lint") or {}).items():
        py += f'[tool.skinwright.lint.rules."{rid}"]\n' + "".join(f"{k} = {json.dumps(v)}\n" for k, v in value.items())
    if part.get("max_bytes"):
        py += f'[tool.skinwright.limits]\nfile-size = {part["max_bytes"]}\n'
    files.setdefault("pyproject.toml", py)
    for rel, text in files.items():
        p = tmp_path / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(text, dict) and "bytes" in text:
            p.write_bytes(bytes.fromhex(text["bytes"]))
        else:
            p.write_text(text, encoding="utf-8")


def parse_text(out: str):
    return [(c, s, f, int(a), int(b), m) for f, a, b, s, c, m in
            re.findall(r"^(.+?):(\d+):(\d+): (error|warning|info) (\S+) (.*)$", out, re.M)]


def parse_github(out: str):
    got = []
    for line in out.splitlines():
        m = re.match(r"^::(error|warning|notice) file=([^,]*),line=(\d+),col=(\d+),title=([^:]*)::(.*)$", line)
        un = [x.replace("%0A", "\n").replace("%0D", "\r").replace("%3A", ":").replace("%2C", ",").replace("%25", "%")
              for x in m.groups()]
        got.append((un[4], un[0], un[1], int(un[2]), int(un[3]), un[5].split("\nhint: ")[0]))
    return got


def parse_sarif(out: str):
    log = json.loads(out)
    jsonschema.validate(log, SARIF)
    got = []
    for r in log["runs"][0]["results"]:
        loc = r["locations"][0]["physicalLocation"]
        got.append((r["ruleId"], r["level"], unquote(loc["artifactLocation"]["uri"]), loc["region"]["startLine"],
                    loc["region"]["startColumn"], r["message"]["text"].split(" (hint: ")[0]))
    return got


NO_POSITION = {"surface/baseline"}  # about REF itself, never a place in the project: tests/surface covers it
RULE_IDS = sorted(set(registry()) - NO_POSITION)


@pytest.mark.parametrize("rule_id", RULE_IDS)
def test_bad_case_reports_exactly_the_expected_diagnostics(tmp_path, monkeypatch, rule_id):
    case = load_case(rule_id)
    assert case["rule"] == rule_id
    result = run(tmp_path, case["bad"], monkeypatch, case.get("base"))
    if case["bad"].get("before") is not None:
        tmp_path = tmp_path / "today"
    diags = [d for d in result.diagnostics if d.code == rule_id]
    want, hints = [], []
    for line in case["bad"]["expect"]:
        f, ln, col, sev, msg, hint = EXPECT.match(line).groups()
        want.append((rule_id, sev, f, int(ln), int(col), msg))
        hints.append(hint)
    got = [(d.code, d.severity, d.position.file, d.position.line, d.position.column, d.message) for d in diags]
    assert got == want
    assert [d.hint if h is not None else None for d, h in zip(diags, hints)] == hints
    lines = {rel: (tmp_path / rel).read_text(errors="replace").splitlines()
             for rel in {d.position.file for d in diags} if (tmp_path / rel).is_file()}
    assert parse_text(formats.text(diags, lines.get)) == want
    assert [(d["rule"], d["severity"], d["file"], d["line"], d["column"], d["message"])
            for d in json.loads(formats.as_json(diags))["diagnostics"]] == want
    assert parse_github(formats.github(diags)) == [(r, GITHUB[s], f, a, b, m) for r, s, f, a, b, m in want]
    severities = {rid: s.severity for rid, s in result.settings.items()}
    assert parse_sarif(formats.sarif(diags, registry(), severities)) == [(r, SARIF_LEVEL[s], f, a, b, m)
                                                                        for r, s, f, a, b, m in want]


@pytest.mark.parametrize("rule_id", RULE_IDS)
def test_good_case_is_clean_for_that_rule(tmp_path, monkeypatch, rule_id):
    case = load_case(rule_id)
    result = run(tmp_path, case["good"], monkeypatch, case.get("base"))
    assert [d.format() for d in result.diagnostics if d.code == rule_id] == []


@pytest.mark.parametrize("base", sorted(p.name for p in BASES.iterdir()))
def test_base_projects_lint_clean(tmp_path, base):
    """The fault a case adds to its base is the only one: the base itself is clean."""
    assert [d.format() for d in run(tmp_path, {}, base=base).diagnostics] == []
