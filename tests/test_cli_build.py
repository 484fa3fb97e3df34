"""`skinwright build` on bad token input: exit 1, file:line:col diagnostics, no traceback, nothing written."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from tests.conftest import ACME_RESOLVER as RESOLVER

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
        "{colorSpace, components, alpha?, hex?}, a hex colour or CSS colour text",
        "  hint: hex colours have 3, 4, 6 or 8 hex digits"]),
    "dimension without unit": ("""
        space:
          $type: dimension
          2: {$value: {value: 8}}
        """, [
        "tokens.yaml:3:15: error core/valid-dimension invalid dimension: missing unit; "
        "expected {value: <number>, unit: px | rem}",
        "  hint: a dimension value is written like {value: 16, unit: px}"]),
    "duplicate key": ("""
        space:
          $type: dimension
          sm: {$value: {value: 4, unit: px}}
          sm: {$value: {value: 6, unit: px}}
        """, [
        "tokens.yaml:4:3: error core/duplicate-key duplicate key 'sm'",
        "  tokens.yaml:3:3: note: first defined here",
        "  hint: YAML keeps only one of them; remove or rename one"]),
    "unquoted hex": ("""
        brand:
          $type: color
          red:
            $value: #ff0000
        """, [
        "tokens.yaml:4:12: error core/valid-color $value is null: YAML read #ff0000 as a comment",
        "  hint: quote it: $value: \"#ff0000\""]),
    "alias bomb": (BOMB, [
        "tokens.yaml:5:45: error core/yaml-alias-bomb aliases copy more than 100,000 nodes (the yaml-aliases limit)",
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


def test_yaml_1_1_keys_build_with_warnings_and_the_lint_table_sets_their_severity_for_both(tmp_path):
    """A valid YAML 1.2 file with the keys on, off and 0x1F builds; lint and build agree on the severity."""
    tokens = (
        "toggle:\n  $type: number\n  on: {$value: 1}\n  off: {$value: 0}\n  0x1F: {$value: 31}\n")
    proj = project(tmp_path, tokens)
    result = run(proj, "build")
    assert result.returncode == 0, result.stderr
    assert result.stderr.splitlines()[:2] == [
        "tokens.yaml:3:3: warning core/yaml-1.1-trap key 'on' is the name 'on' here but the boolean true in YAML 1.1",
        "  hint: quote it: 'on'"]
    assert "--xh-toggle-on: 1;" in (proj / "dist/css/tokens.css").read_text()
    for severity, code in (("off", 0), ("error", 1)):
        (proj / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "tokens.yaml"\n'
                                             f'[tool.skinwright.lint.rules]\n"core/yaml-1.1-trap" = "{severity}"\n')
        built, linted = run(proj, "build"), run(proj, "lint")
        assert (built.returncode, linted.returncode) == (code, code), (built.stderr, linted.stdout)
        assert ("core/yaml-1.1-trap" in built.stderr) == (severity == "error")
        assert ("core/yaml-1.1-trap" in linted.stdout) == (severity == "error")


def test_a_rule_that_stops_the_build_cannot_be_turned_down(tmp_path):
    proj = project(tmp_path, "n: {$type: number, $value: '{m}'}\n")
    (proj / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "tokens.yaml"\n\n[tool.skinwright.lint.rules]\n'
                                         '"core/unknown-alias" = "off"\n')
    for command in ("build", "lint"):
        result = run(proj, command)
        assert result.returncode == 2
        out = result.stderr + result.stdout
        assert ("pyproject.toml:5:1: error config/invalid core/unknown-alias stops the build, so it is always an "
                "error\n") in out and "  hint: fix the fault it reports; the build cannot go on from it\n" in out


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


def test_removing_a_component_deletes_its_stale_outputs_but_not_a_user_file_next_to_them(tmp_path):
    import shutil

    proj = card_project(tmp_path)
    (proj / "styles/card/skin.scss").write_text(SKIN.replace("EXTRA", ""))
    assert run(proj, "build").returncode == 0
    assert (proj / "dist/css/card.css").exists()
    (proj / "dist/css/custom.css").write_text("/* mine */\n")
    (proj / "dist/meta/notes.md").write_text("mine\n")
    shutil.rmtree(proj / "styles/card")
    check = run(proj, "build", "--check")
    assert check.returncode == 1
    js = ", ".join(f"dist/js/{name} (to be deleted)" for name in (
        "card.connect.d.ts", "card.connect.js", "card.element.d.ts", "card.element.js", "connect.d.ts", "connect.js",
        "element.d.ts", "element.js", "index.d.ts", "index.js", "machine.d.ts", "machine.js"))
    assert check.stderr == ("out of date: dist/.skinwright-manifest.json, dist/README.md, dist/css/card.css (to be "
                            f"deleted), {js}, dist/meta/card.json (to be deleted), dist/package.json, "
                            "dist/schema/example.schema.json (to be deleted), dist/surface.json, "
                            "dist/vscode/README.md (to be deleted), "
                            "dist/vscode/xh.css-data.json (to be deleted), dist/vscode/xh.html-data.json "
                            "(to be deleted)\n")
    assert run(proj, "build").returncode == 0
    assert not (proj / "dist/css/card.css").exists() and not (proj / "dist/meta/card.json").exists()
    assert not (proj / "dist/vscode").exists()  # emptied by the build, so removed
    assert (proj / "dist/css/custom.css").read_text() == "/* mine */\n"
    assert (proj / "dist/meta/notes.md").read_text() == "mine\n"
    assert manifest(proj / "dist") == ["README.md", "css/family/motion.css", "css/tokens.css", "package.json",
                                       "schema/changes.schema.json", "schema/component-meta.schema.json",
                                       "schema/component.schema.json", "schema/surface.schema.json", "surface.json",
                                       "tokens.json"]


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


# --- what the build may write and delete ---------------------------------------------------------------

TOKENS_ONLY_OUTPUTS = ["README.md", "css/tokens.css", "package.json", "schema/changes.schema.json",
                       "schema/component-meta.schema.json", "schema/component.schema.json",
                       "schema/surface.schema.json", "surface.json", "tokens.json"]


def acme(tmp_path: Path, table: str = "") -> Path:
    """A tokens-only project with a resolver (theme: light, dark) in tokens/.

    ``[tool.skinwright]`` is on line 4, ``tokens`` on line 5; ``table`` goes on from line 6.
    """
    proj = tmp_path / "acme"
    (proj / "tokens/modes").mkdir(parents=True)
    (proj / "tokens/acme.resolver.yaml").write_text(RESOLVER)
    (proj / "tokens/base.yaml").write_text('fg: {$type: color, $value: {colorSpace: srgb, components: [0.1, 0.1, 0.1]}}\n')
    (proj / "tokens/modes/dark.yaml").write_text('fg: {$type: color, $value: {colorSpace: srgb, components: [0.9, 0.9, 0.9]}}\n')
    (proj / "pyproject.toml").write_text('[project]\nname = "acme"\n\n[tool.skinwright]\n'
                                         'tokens = "tokens/acme.resolver.yaml"\n' + table)
    return proj


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def manifest(folder: Path) -> list[str]:
    import json

    return json.loads((folder / ".skinwright-manifest.json").read_text())["files"]


def test_the_first_build_over_an_existing_out_dir_deletes_nothing_and_user_files_survive(tmp_path):
    proj = acme(tmp_path)
    (proj / "dist/css").mkdir(parents=True)
    (proj / "dist/mine.txt").write_text("mine\n")
    (proj / "dist/css/custom.css").write_text("/* mine */\n")
    (proj / "dist/css/old-component.css").write_text("/* from a build before manifests */\n")
    before = snapshot(proj / "dist")
    for _ in range(2):
        result = run(proj, "build")
        assert result.returncode == 0, result.stderr
        after = snapshot(proj / "dist")
        assert {k: after[k] for k in before} == before
    assert manifest(proj / "dist") == TOKENS_ONLY_OUTPUTS
    assert sorted(after) == sorted([*before, *TOKENS_ONLY_OUTPUTS, ".skinwright-manifest.json"])


def test_hand_written_docs_survive_a_docs_dir_that_holds_them(tmp_path):
    proj = acme(tmp_path, 'docs-dir = "docs"\n')
    (proj / "docs/guide").mkdir(parents=True)
    (proj / "docs/index.md").write_text("# Acme\n")
    (proj / "docs/guide/intro.md").write_text("# Intro\n")
    for _ in range(2):
        assert run(proj, "build").returncode == 0
    assert (proj / "docs/index.md").read_text() == "# Acme\n"
    assert (proj / "docs/guide/intro.md").read_text() == "# Intro\n"
    listed = manifest(proj / "docs")
    assert "parts/cli.md" in listed and "css/tokens.css" in listed
    assert "index.md" not in listed and "guide/intro.md" not in listed


def test_without_a_docs_site_the_docs_folder_is_not_touched(tmp_path):
    proj = acme(tmp_path)  # no docs-dir key, no mkdocs.yml
    (proj / "docs/generated/parts").mkdir(parents=True)
    (proj / "docs/generated/mine.txt").write_text("mine\n")
    (proj / "docs/generated/parts/cli.md").write_text("old part\n")
    before = snapshot(proj / "docs")
    assert run(proj, "build").returncode == 0
    assert snapshot(proj / "docs") == before


def test_a_stale_file_is_deleted_only_when_the_previous_manifest_lists_it(tmp_path):
    proj = acme(tmp_path)
    assert run(proj, "build").returncode == 0
    outside = tmp_path / "outside.txt"
    outside.write_text("keep\n")
    (proj / "dist/ghost.css").write_text("/* an output of an earlier build */\n")
    (proj / "dist/mine.css").write_text("/* mine */\n")
    (proj / "dist/.skinwright-manifest.json").write_text(json_dumps({"files": [
        *TOKENS_ONLY_OUTPUTS, "ghost.css", "../pyproject.toml", "css/../../pyproject.toml", str(outside)]}))
    assert run(proj, "build").returncode == 0
    assert not (proj / "dist/ghost.css").exists()
    assert (proj / "dist/mine.css").exists() and (proj / "pyproject.toml").exists() and outside.exists()
    assert manifest(proj / "dist") == TOKENS_ONLY_OUTPUTS


def json_dumps(data) -> str:
    import json

    return json.dumps(data)


def test_check_reports_a_missing_manifest(tmp_path):
    proj = acme(tmp_path)
    assert run(proj, "build").returncode == 0
    assert run(proj, "build", "--check").returncode == 0
    (proj / "dist/.skinwright-manifest.json").unlink()  # a dist/ from before manifests
    result = run(proj, "build", "--check")
    assert (result.returncode, result.stderr) == (1, "out of date: dist/.skinwright-manifest.json\n")


def test_a_user_file_where_a_new_output_goes_is_not_overwritten(tmp_path):
    import shutil

    proj = card_project(tmp_path)
    (proj / "styles/card/skin.scss").write_text(SKIN.replace("EXTRA", ""))
    shutil.move(proj / "styles/card", tmp_path / "card")
    assert run(proj, "build").returncode == 0
    (proj / "dist/css/card.css").write_text("/* my own card */\n")
    before = snapshot(proj / "dist")
    shutil.move(tmp_path / "card", proj / "styles/card")
    result = run(proj, "build")
    assert (result.returncode, result.stderr) == (1, (
        "dist/css/card.css:1:1: error output/not-owned dist/css/card.css exists and was not written by skinwright "
        "build\n  hint: move it away or delete it; dist/.skinwright-manifest.json lists the files the build wrote, "
        "and only those are replaced or deleted\n"))
    assert snapshot(proj / "dist") == before


HINT = 'use a folder of its own inside the project, apart from tokens and styles, such as "{}"'


@pytest.mark.parametrize("table, folders, expected, default", [
    ('out-dir = "."\n', (), 'pyproject.toml:6:1: error config/invalid out-dir = "." is the project root', "dist"),
    ('docs-dir = "."\n', (), 'pyproject.toml:6:1: error config/invalid docs-dir = "." is the project root',
     "docs/generated"),
    ('docs-dir = "../victim"\n', (), 'pyproject.toml:6:1: error config/invalid docs-dir = "../victim" lies outside '
     'the project ({tmp}/victim)', "docs/generated"),
    ('out-dir = "tokens"\n', (), 'pyproject.toml:6:1: error config/invalid out-dir = "tokens" is the tokens folder',
     "dist"),
    ('docs-dir = "tokens/generated"\n', (), 'pyproject.toml:6:1: error config/invalid docs-dir = "tokens/generated" '
     'is inside the tokens folder tokens/', "docs/generated"),
    ('styles = "src/styles"\nout-dir = "src"\n', ("src/styles",), 'pyproject.toml:7:1: error config/invalid '
     'out-dir = "src" contains the styles folder src/styles/', "dist"),
    ('styles = "dist"\n', ("dist",), 'pyproject.toml:4:1: error config/invalid out-dir = "dist" (the default) is '
     'the styles folder', "dist"),
    ('out-dir = "pyproject.toml"\n', (), 'pyproject.toml:6:1: error config/invalid out-dir = "pyproject.toml" is a '
     'file, not a folder', "dist"),
    ('out-dir = "out"\n  docs-dir = "out"\n', (), 'pyproject.toml:7:3: error config/invalid docs-dir = "out" is the '
     'same folder as out-dir', "docs/generated"),
])
def test_an_output_folder_the_build_must_not_write_is_refused_before_anything_is_written(
        tmp_path, table, folders, expected, default):
    proj = acme(tmp_path, table)
    for folder in folders:
        (proj / folder).mkdir(parents=True)
    before = snapshot(tmp_path)
    for command in ("build", "lint"):  # one configuration, one answer
        result = run(proj, command)
        assert (result.returncode, result.stderr) == (2, expected.format(tmp=tmp_path) + "\n  hint: "
                                                      + HINT.format(default) + "\n")
    assert snapshot(tmp_path) == before and not (tmp_path / "victim").exists()


def test_an_out_dir_that_links_out_of_the_project_is_refused(tmp_path):
    proj = acme(tmp_path)
    (tmp_path / "elsewhere").mkdir()
    (proj / "dist").symlink_to(tmp_path / "elsewhere")
    result = run(proj, "build")
    assert (result.returncode, result.stderr) == (2, (
        f'pyproject.toml:4:1: error config/invalid out-dir = "dist" (the default) lies outside the project '
        f'({tmp_path}/elsewhere)\n  hint: ' + HINT.format("dist") + "\n"))
    assert not any((tmp_path / "elsewhere").iterdir())


NO_PROJECT_HINT = ("  hint: run inside a project (a folder whose pyproject.toml has a [tool.skinwright] table) "
                   "or pass -C PROJECT\n")


@pytest.mark.parametrize("command", [("build",), ("build", "--check"), ("lint",), ("serve",)])
def test_outside_any_project_the_commands_that_need_one_say_so(tmp_path, command):
    result = run(tmp_path, *command)
    assert (result.returncode, result.stderr) == (2, (
        f"error config/no-project no skinwright project found: no pyproject.toml in {tmp_path.resolve()} "
        "or any folder above it\n" + NO_PROJECT_HINT))
    assert list(tmp_path.iterdir()) == []


def test_a_pyproject_without_the_table_or_tokens_is_no_project(tmp_path):
    (tmp_path / "app").mkdir()
    (tmp_path / "app/pyproject.toml").write_text('[project]\nname = "app"\n')
    result = run(tmp_path / "app", "build")
    assert (result.returncode, result.stderr) == (2, (
        f"error config/no-project no skinwright project found: {tmp_path.resolve()}/app/pyproject.toml has no "
        f"[tool.skinwright] table and {tmp_path.resolve()}/app has no tokens/ folder\n" + NO_PROJECT_HINT))
    result = run(tmp_path, "-C", "app", "build")
    assert result.returncode == 2 and "has no [tool.skinwright] table" in result.stderr
    (tmp_path / "empty").mkdir()
    result = run(tmp_path, "-C", "empty", "build")
    assert (result.returncode, result.stderr) == (2, (
        f"error config/no-project no skinwright project found: {tmp_path.resolve()}/empty has no pyproject.toml "
        "and no tokens/ folder\n" + NO_PROJECT_HINT))


def test_a_project_without_tokens_is_told_where_to_set_them(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "app"\n\n[tool.skinwright]\nprefix = "app"\n')
    result = run(tmp_path, "build")
    assert (result.returncode, result.stderr) == (2, (
        "pyproject.toml:4:1: error config/invalid no tokens: [tool.skinwright] sets no 'tokens' and there is no "
        "tokens/ folder\n  hint: set tokens = \"tokens/<name>.resolver.yaml\" (a DTCG resolver, a token file or a "
        "folder of them) or create tokens/\n"))


@pytest.mark.parametrize("tokens, hint", [
    ("nope/x.yaml", "resolvers in this project: tokens/acme.resolver.yaml"),
    ("tokens/acme.resolvr.yaml", "did you mean 'tokens/acme.resolver.yaml'?"),
    ("tokns", "did you mean 'tokens'?"),
])
def test_a_tokens_path_that_does_not_exist_is_reported_at_its_key(tmp_path, tokens, hint):
    proj = acme(tmp_path)
    text = (proj / "pyproject.toml").read_text().replace('"tokens/acme.resolver.yaml"', f'"{tokens}"')
    (proj / "pyproject.toml").write_text(text)
    result = run(proj, "build")
    assert (result.returncode, result.stderr) == (2, (
        f"pyproject.toml:5:1: error config/invalid tokens: no such file or folder: {tokens}\n  hint: {hint}\n"))


def test_misspelt_modes_tables_are_reported_at_their_lines(tmp_path):
    proj = acme(tmp_path, '\n[tool.skinwright.modes.thme.dark]\nselector = ".dark"\n\n'
                          '[tool.skinwright.modes.theme.darkk]\nselector = ".dark"\n')
    result = run(proj, "build")
    assert (result.returncode, result.stderr) == (2, (
        "pyproject.toml:7:1: error config/invalid [tool.skinwright.modes] names the modifier 'thme', which the "
        "resolver does not have\n  hint: did you mean 'theme'? modifiers: theme\n"
        "pyproject.toml:10:1: error config/invalid modifier 'theme' has no context 'darkk'\n"
        "  hint: did you mean 'dark'? contexts: light, dark\n"
        "build failed: 2 errors, 0 warnings; nothing was written\n"))


@pytest.mark.parametrize("table, expected", [
    ('out-dir = "dist"\nout-dir = "out"\n',
     "pyproject.toml:7:1: error config/invalid duplicate key 'out-dir' in [tool.skinwright]\n"
     "  pyproject.toml:6:1: note: first set here\n"
     "  hint: TOML allows each key once per table: delete or rename one of them\n"),
    ('\n[tool.skinwright]\nprefix = "b"\n',
     "pyproject.toml:7:1: error config/invalid table [tool.skinwright] is declared twice\n"
     "  pyproject.toml:4:1: note: first declared here\n"
     "  hint: TOML allows each table once: merge the two into one\n"),
    ('prefix = acme\n',
     "pyproject.toml:6:10: error config/invalid pyproject.toml is not valid TOML: Invalid value\n"
     "  hint: see https://toml.io: strings need quotes, each key = value on its own line\n"),
])
def test_toml_errors_name_the_key_and_say_how_to_fix_them(tmp_path, table, expected):
    result = run(acme(tmp_path, table), "build")
    assert (result.returncode, result.stderr) == (2, expected)


def test_a_one_shot_command_ends_without_teardown_with_its_output_whole_and_its_exit_code(tmp_path):
    # main() ends build and lint with os._exit: what a block-buffered stdout (a pipe) holds must still arrive.
    names = "\n".join(f"n{i}: {{$type: number, $value: {i}}}" for i in range(400))
    proj = project(tmp_path, names + "\nbad: {$type: number, $value: 'x'}\n")
    report = run(proj, "lint", "--format", "json")
    assert report.returncode == 1
    import json

    rules = [f["rule"] for f in json.loads(report.stdout)["diagnostics"]]  # more than a pipe's 64 KiB
    assert (len(report.stdout) > 65536, rules.count("core/valid-number"), rules.count("core/unused-token")) == \
        (True, 1, 401)
    proj = project(tmp_path, names + "\n")
    built = run(proj, "build")
    assert built.returncode == 0 and built.stderr.startswith("built ")
    assert (proj / "dist" / "css" / "tokens.css").read_text().count("--xh-n") == 400
    assert run(proj, "no-such-command").returncode == 2
