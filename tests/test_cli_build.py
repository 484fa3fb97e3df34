"""`skinwright build` on bad token input: exit 1, file:line:col diagnostics, no traceback, nothing written."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(project: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "generator")}
    env.pop("SKINWRIGHT_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "skinwright", *args], cwd=project, env=env,
                          capture_output=True, text=True, timeout=60)


def project(tmp_path: Path, tokens: str) -> Path:
    (tmp_path / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "tokens.yaml"\n')
    (tmp_path / "tokens.yaml").write_text(textwrap.dedent(tokens).lstrip("\n"))
    return tmp_path


BOMB = "\n".join(["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"] +
                 [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 9)]) + "\n"

CASES = {
    "cycle": ("""
        c:
          $type: color
          a: {$value: "{c.b}"}
          b: {$value: "{c.c}"}
          c: {$value: "{c.a}"}
        """, [
        "tokens.yaml:3:15: error core/alias-cycle alias cycle: c.a → c.b → c.c → c.a",
        "  tokens.yaml:3:15: note: 'c.a' refers to 'c.b'",
        "  tokens.yaml:4:15: note: 'c.b' refers to 'c.c'",
        "  tokens.yaml:5:15: note: 'c.c' refers to 'c.a'",
        "  hint: break the ring: one of these tokens needs a literal value"]),
    "self-reference": ("""
        space: {$type: dimension, $value: "{space}"}
        """, [
        "tokens.yaml:1:35: error core/alias-cycle alias cycle: space → space",
        "  tokens.yaml:1:35: note: 'space' refers to 'space'",
        "  hint: break the ring: one of these tokens needs a literal value"]),
    "unknown alias": ("""
        fg:
          $type: color
          default: {$value: {colorSpace: srgb, components: [0.0667, 0.0667, 0.0667], hex: "#111111"}}
          body: {$value: "{fg.defualt}"}
        """, [
        "tokens.yaml:4:18: error core/unknown-alias '{fg.defualt}' does not name a token",
        "  hint: did you mean '{fg.default}'?"]),
    "bad hex": ("""
        brand: {$type: color, $value: "#12345g"}
        """, [
        "tokens.yaml:1:31: error core/valid-color invalid color: '#12345g' is not a colour object "
        "{colorSpace, components, alpha?, hex?} or a legacy hex string '#rgb', '#rgba', '#rrggbb' or '#rrggbbaa'",
        "  hint: hex colours have 3, 4, 6 or 8 hex digits"]),
    "dimension without unit": ("""
        space:
          $type: dimension
          2: {$value: {value: 8}}
        """, [
        "tokens.yaml:3:15: error core/valid-dimension invalid dimension: missing unit; "
        "expected {value: <number>, unit: px | rem}"]),
    "duplicate key": ("""
        space:
          $type: dimension
          sm: {$value: {value: 4, unit: px}}
          sm: {$value: {value: 6, unit: px}}
        """, [
        "tokens.yaml:4:3: error core/duplicate-key duplicate key 'sm'",
        "  tokens.yaml:3:3: note: first defined here",
        "  hint: YAML keeps only one of them; remove or rename one"]),
    "on as a key": ("""
        toggle:
          $type: color
          on: {$value: {colorSpace: srgb, components: [0, 0.6667, 0], hex: "#00aa00"}}
          off: {$value: {colorSpace: srgb, components: [0.5333, 0.5333, 0.5333], hex: "#888888"}}
        """, [
        "tokens.yaml:3:3: error core/yaml-1.1-trap key 'on' is the string 'on' in YAML 1.2 but the boolean true in YAML 1.1",
        "  hint: quote it: 'on'",
        "tokens.yaml:4:3: error core/yaml-1.1-trap key 'off' is the string 'off' in YAML 1.2 but the boolean false in YAML 1.1",
        "  hint: quote it: 'off'"]),
    "unquoted hex": ("""
        brand:
          $type: color
          red:
            $value: #ff0000
        """, [
        "tokens.yaml:4:12: error core/valid-color $value is null: YAML read #ff0000 as a comment",
        "  hint: quote it: $value: \"#ff0000\""]),
    "alias bomb": (BOMB, [
        "tokens.yaml:5:45: error core/yaml-alias-bomb aliases copy more than 100,000 nodes",
        "  hint: an alias (*name) repeats its whole anchored subtree; do not nest them to multiply the document"]),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_input_exits_1_with_the_whole_message(tmp_path, case):
    tokens, expected = CASES[case]
    result = run(project(tmp_path, tokens), "build")
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert lines[:-1] == expected
    assert lines[-1].startswith("build failed: ") and lines[-1].endswith("; nothing was written")
    assert not (tmp_path / "dist").exists()


def test_a_failed_build_leaves_the_last_good_output(tmp_path):
    proj = project(tmp_path, "n: {$type: number, $value: 1}\n")
    assert run(proj, "build").returncode == 0
    good = (proj / "dist/css/tokens.css").read_text()
    assert "--xh-n: 1;" in good
    (proj / "tokens.yaml").write_text("n: {$type: number, $value: '{m}'}\n")
    result = run(proj, "build")
    assert result.returncode == 1
    assert (proj / "dist/css/tokens.css").read_text() == good


def test_build_is_deterministic_and_check_mode(tmp_path):
    proj = project(tmp_path, "n: {$type: number, $value: 1}\nm: {$type: number, $value: '{n}'}\n")
    assert run(proj, "build").returncode == 0
    first = {p: p.read_bytes() for p in (proj / "dist").rglob("*") if p.is_file()}
    result = run(proj, "build")
    assert "(0 changed)" in result.stderr
    assert {p: p.read_bytes() for p in (proj / "dist").rglob("*") if p.is_file()} == first
    assert run(proj, "build", "--check").returncode == 0
    (proj / "tokens.yaml").write_text("n: {$type: number, $value: 2}\n")
    assert run(proj, "build", "--check").returncode == 1


def test_help_explains_the_command(tmp_path):
    result = run(tmp_path, "build", "--help")
    assert result.returncode == 0
    assert "dist/css/tokens.css" in result.stdout and "--check" in result.stdout


BASE = ROOT / "tests" / "lint" / "cases" / "_base" / "card"
PHYSICAL = """@import "xh-tokens";

@layer xihan.components {
  [data-scope="card"][data-part="root"] {
    COMMENT
    margin-left: 4px;
    color: token("fg.default");
    background: var(--xh-card-bg, token("bg.surface"));
  }
}
"""


def card_project(tmp_path: Path, comment: str = "", lint: str = "") -> Path:
    import shutil

    shutil.copytree(BASE, tmp_path / "p")
    proj = tmp_path / "p"
    (proj / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "tokens.yaml"\n' + lint)
    (proj / "styles/card/skin.scss").write_text(PHYSICAL.replace("COMMENT", comment))
    return proj


def test_a_skin_finding_fails_the_build_with_its_position(tmp_path):
    result = run(card_project(tmp_path), "build")
    assert result.returncode == 1
    assert "styles/card/skin.scss:6:5: error skin/physical-property physical property 'margin-left'" in result.stderr


def test_build_honours_a_reasoned_suppression_and_the_lint_configuration(tmp_path):
    proj = card_project(tmp_path / "a", "// skinwright-disable-next-line skin/physical-property -- mirrors a legacy widget")
    assert run(proj, "build").returncode == 0
    proj = card_project(tmp_path / "b", lint='[tool.skinwright.lint.rules]\n"skin/physical-property" = "warn"\n')
    result = run(proj, "build")
    assert result.returncode == 0
    assert "warning skin/physical-property" in result.stderr


SKIN = """@import "xh-tokens";

@layer xihan.components {
  [data-scope="card"][data-part="root"] {
    color: token("fg.default");
    background: var(--xh-card-bg, token("bg.surface"));
  }
EXTRA}
"""


@pytest.mark.parametrize("fault, skin, expected", [
    ("unknown part", SKIN.replace("EXTRA", '  [data-scope="card"][data-part="trigerr"] {\n    cursor: pointer;\n  }\n'),
     "styles/card/skin.scss:8:34: error skin/unknown-part unknown part 'trigerr' of card\n"
     "  hint: did you mean 'trigger'? parts of card: root, trigger"),
    ("unknown token", SKIN.replace("EXTRA", "").replace('token("fg.default")', 'token("fg.defualt")'),
     "styles/card/skin.scss:5:12: error skin/unknown-token unknown token 'fg.defualt'\n"
     "  hint: did you mean 'fg.default'?"),
    ("animation without reduce", SKIN.replace("EXTRA", '  [data-scope="card"][data-part="trigger"] {\n'
                                              '    animation: xh-card-pulse 1s infinite;\n  }\n'
                                              '  @keyframes xh-card-pulse { to { opacity: 0.5; } }\n'),
     "styles/card/skin.scss:9:5: error skin/motion-without-reduce animation on 'trigger' has no reduced-motion "
     "counterpart under @media (prefers-reduced-motion: reduce) or :where([data-motion='reduce'])"),
])
def test_a_broken_skin_fails_the_build_with_position_and_hint(tmp_path, fault, skin, expected):
    proj = card_project(tmp_path)
    (proj / "styles/card/skin.scss").write_text(skin)
    result = run(proj, "build")
    assert result.returncode == 1, result.stderr
    assert expected in result.stderr, result.stderr
    assert "Traceback" not in result.stderr and not (proj / "dist").exists()


def test_a_component_without_a_skin_is_a_diagnostic(tmp_path):
    proj = card_project(tmp_path)
    (proj / "styles/card/skin.scss").unlink()
    result = run(proj, "build")
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert result.stderr.startswith("styles/card/spec.yaml:1:1: error core/file-not-found component 'card' "
                                    "has a spec.yaml but no skin.scss\n  hint: add styles/card/skin.scss")


def test_an_unwritable_output_is_a_diagnostic_and_nothing_changes(tmp_path):
    proj = project(tmp_path, "n: {$type: number, $value: 1}\nm: {$type: number, $value: '{n}'}\n")
    assert run(proj, "build").returncode == 0
    css = (proj / "dist/css/tokens.css").read_text()
    (proj / "tokens.yaml").write_text("n: {$type: number, $value: 2}\nm: {$type: number, $value: '{n}'}\n")
    (proj / "dist/tokens.json").unlink()
    (proj / "dist/tokens.json").mkdir()  # a folder where a file must go: the second write fails
    result = run(proj, "build")
    assert result.returncode == 1 and "Traceback" not in result.stderr and "internal error" not in result.stderr
    assert "dist/tokens.json:1:1: error output/write-failed cannot write dist/tokens.json" in result.stderr
    assert (proj / "dist/css/tokens.css").read_text() == css  # the first file was put back
    assert not [p for p in (proj / "dist").rglob("*.tmp*")]


def test_stale_outputs_are_removed(tmp_path):
    proj = card_project(tmp_path)
    (proj / "styles/card/skin.scss").write_text(SKIN.replace("EXTRA", ""))
    assert run(proj, "build").returncode == 0
    assert (proj / "dist/css/card.css").exists()
    import shutil

    shutil.rmtree(proj / "styles/card")
    assert run(proj, "build").returncode == 0
    assert not (proj / "dist/css/card.css").exists() and not (proj / "dist/meta/card.json").exists()


def test_write_atomic_writes_into_a_pipe_instead_of_replacing_it(tmp_path):
    import os
    import threading

    from skinwright.output import write_atomic

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()))
    reader.start()
    write_atomic(fifo, b"report\n")
    reader.join(5)
    assert got == [b"report\n"]
    assert not fifo.is_file()  # still a FIFO, not a file renamed over it
