"""SCSS compiles in a worker process with a time budget, an output-size cap and a memory cap."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from skinwright.config import load_config
from skinwright.lint import lint

ROOT = Path(__file__).resolve().parents[2]
BASE = ROOT / "tests/lint/cases/_base/card"
OK_RULE = """@layer xihan.components {
  [data-scope="card"][data-part="root"] {
    color: token("fg.default");
    background: var(--xh-card-bg, token("bg.surface"));
  }
}
"""
ENDLESS = '@import "xh-tokens";\n\n$i: 0;\n' + OK_RULE + "@while $i < 1 {\n  $j: $i;\n}\n"


def card(tmp_path: Path, skin: str, limits: str = "") -> Path:
    proj = tmp_path / "p"
    shutil.copytree(BASE, proj)
    (proj / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "tokens.yaml"\n'
                                         + (f"\n[tool.skinwright.limits]\n{limits}" if limits else ""))
    (proj / "styles/card/skin.scss").write_text(skin)
    return proj


def run(project: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "generator")}
    env.pop("SKINWRIGHT_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "skinwright", *args], cwd=project, env=env,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("command", ["build", "lint"])
def test_an_endless_while_loop_is_stopped_at_the_time_limit_and_reported_at_the_loop(tmp_path, command):
    proj = card(tmp_path, ENDLESS, "scss-time = 1.5\n")
    start = time.monotonic()
    result = run(proj, command)
    took = time.monotonic() - start
    assert result.returncode == 1 and "Traceback" not in result.stderr + result.stdout
    report = result.stderr if command == "build" else result.stdout
    assert ("styles/card/skin.scss:10:1: error skin/compile-limit styles/card/skin.scss stopped at the scss-time "
            "limit: the SCSS compiles of this run did not finish within 1.5 s\n") in report
    assert ("hint: check that this loop ends and writes a bounded number of rules; [tool.skinwright.limits] "
            "scss-time raises the limit (see the Limits page)") in report
    assert took < 15
    assert not (proj / "dist").exists() or command == "lint"


def test_the_time_limit_is_one_budget_for_the_whole_run_not_one_per_skin(tmp_path):
    proj = card(tmp_path, ENDLESS, "scss-time = 1.5\n")
    (proj / "styles/family/motion.scss").write_text("$k: 0;\n@while $k < 1 {\n  $m: 1;\n}\n")
    start = time.monotonic()
    result = lint(load_config(proj))
    took = time.monotonic() - start
    found = sorted((d.position.file, d.position.line, d.message.split(":")[0]) for d in result.diagnostics
                   if d.code == "skin/compile-limit")
    assert found == [("styles/card/skin.scss", 10, "styles/card/skin.scss stopped at the scss-time limit"),
                     ("styles/family/motion.scss", 2, "styles/family/motion.scss stopped at the scss-time limit")]
    assert took < 8  # one 1.5 s budget, not 1.5 s for each of the two compiles plus the rest


def test_a_compile_over_its_memory_is_stopped_and_the_next_compile_works(tmp_path):
    many = '@import "xh-tokens";\n' + OK_RULE + \
        '@for $i from 1 through 400000 {\n  [data-scope="card"][data-part="root"].n#{$i} { order: $i; }\n}\n'
    proj = card(tmp_path, many, 'scss-memory = "160 MiB"\n')
    result = run(proj, "build")
    assert result.returncode == 1, result.stderr
    assert result.stderr.startswith(
        "styles/card/skin.scss:8:1: error skin/compile-limit styles/card/skin.scss stopped at the scss-memory limit: "
        "the compiler ran out of its 160 MiB of memory\n")
    (proj / "styles/card/skin.scss").write_text('@import "xh-tokens";\n' + OK_RULE)
    assert run(proj, "build").returncode == 0


def test_the_worker_is_reused_and_survives_a_killed_compile(tmp_path):
    from skinwright.limits import Limits, applied
    from skinwright.skins import compiler

    proj = card(tmp_path, ENDLESS)
    names = {"fg.default": "--xh-fg-default", "bg.surface": "--xh-bg-surface"}
    good = proj / "styles/card/good.scss"
    good.write_text('@import "xh-tokens";\n' + OK_RULE)
    compiler.compile_scss(good, names, root=proj)
    worker = compiler._worker(Limits().scss_memory)
    first = worker._proc.pid
    compiler.compile_scss(good, names, root=proj)
    assert worker._proc.pid == first  # one process for every compile
    with applied(Limits(scss_time=0.5)), pytest.raises(Exception) as err:
        compiler.compile_scss(proj / "styles/card/skin.scss", names, root=proj)
    assert err.value.diagnostics[0].code == "skin/compile-limit"
    assert compiler.compile_scss(good, names, root=proj).css.startswith("@layer xihan.components")


@pytest.mark.parametrize("skin, expected", [
    ('@import "xh-tokens";\n[data-scope="card"][data-part="root"] { color: token(); }\n',
     'styles/card/skin.scss:2:48: error skin/sass-error Function token is missing argument $name.\n'
     '  hint: token() takes the token\'s id: token("fg.default")'),
    (b'@import "xh-tokens";\n\xff\xfe binary',
     "styles/card/skin.scss:2:1: error core/encoding file is not valid UTF-8: byte 0xFF cannot be read\n"
     "  hint: save the file as UTF-8; in Windows-1252 (Latin-1) this byte is 'ÿ'"),
    (b'a { b: c; }\n  \x00\x01\x02',
     "styles/card/skin.scss:2:3: error core/encoding file holds a NUL byte (0x00): it is binary, not SCSS\n"
     "  hint: save the skin as UTF-8 text"),
    ('@import "xh-tokens";\n@import "nowhere";\n',
     'styles/card/skin.scss:2:1: error skin/sass-error File to import not found or unreadable: nowhere.\n'
     '  hint: imports are relative to this file; a partial _name.scss is imported as "name"'),
])
def test_a_skin_the_compiler_rejects_is_reported_with_a_place_and_a_hint(tmp_path, skin, expected):
    proj = card(tmp_path, "")
    target = proj / "styles/card/skin.scss"
    target.write_bytes(skin) if isinstance(skin, bytes) else target.write_text(skin)
    result = run(proj, "build")
    assert result.returncode == 1 and result.stderr.startswith(expected + "\n"), result.stderr
