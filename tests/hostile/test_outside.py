"""Reads outside the project folder ($ref'd resolver sources, skin @imports) are refused unless configured."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CARD = ROOT / "tests/lint/cases/_base/card"
HINT = ('  hint: builds read only the project\'s own files; to read a shared folder on purpose, name it: '
        '[tool.skinwright.limits] read-outside = ["../brand-tokens"]')


def run(project: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "generator")}
    return subprocess.run([sys.executable, "-m", "skinwright", *args], cwd=project, env=env, capture_output=True,
                          text=True, timeout=120)


def resolver_project(tmp_path: Path, source: str, limits: str = "") -> Path:
    proj = tmp_path / "proj"
    proj.mkdir()
    (proj / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "t.resolver.yaml"\n' + limits)
    (proj / "t.resolver.yaml").write_text(f'version: "2025.10"\nsets:\n  base:\n    sources: [{{$ref: {source}}}]\n'
                                          'resolutionOrder: [{$ref: "#/sets/base"}]\n')
    return proj


def test_a_resolver_source_outside_the_project_is_refused_at_its_ref(tmp_path):
    (tmp_path / "shared").mkdir()
    (tmp_path / "shared/brand.yaml").write_text("n: {$type: number, $value: 1}\n")
    for source, shown in (("../shared/brand.yaml", "../shared/brand.yaml"), ("/etc/passwd", "/etc/passwd")):
        proj = resolver_project(tmp_path, source)
        for command in ("build", "lint"):
            result = run(proj, command)
            out = result.stderr if command == "build" else result.stdout
            assert result.returncode == 1
            assert (f"t.resolver.yaml:4:22: error core/outside-project source file '{source}' is outside the project "
                    f"({shown})") in out
            assert "root:" not in out  # nothing of the file was read
        assert HINT in run(proj, "build").stderr
        shutil.rmtree(proj)


def test_a_folder_named_in_read_outside_may_be_read(tmp_path):
    (tmp_path / "shared").mkdir()
    (tmp_path / "shared/brand.yaml").write_text("n: {$type: number, $value: 1}\n")
    proj = resolver_project(tmp_path, "../shared/brand.yaml", '\n[tool.skinwright.limits]\nread-outside = ["../shared"]\n')
    result = run(proj, "build")
    assert result.returncode == 0, result.stderr
    assert "--xh-n: 1;" in (proj / "dist/css/tokens.css").read_text()


def test_a_link_inside_the_project_that_leads_out_is_refused_too(tmp_path):
    (tmp_path / "shared").mkdir()
    (tmp_path / "shared/brand.yaml").write_text("n: {$type: number, $value: 1}\n")
    proj = resolver_project(tmp_path, "brand.yaml")
    (proj / "brand.yaml").symlink_to(tmp_path / "shared/brand.yaml")
    result = run(proj, "build")
    assert result.returncode == 1
    assert "error core/outside-project source file 'brand.yaml' is outside the project (brand.yaml)" in result.stderr


def test_a_skin_import_outside_the_project_is_refused_before_the_compiler_reads_it(tmp_path):
    proj = tmp_path / "p"
    shutil.copytree(CARD, proj)
    (proj / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "tokens.yaml"\n')
    skin = proj / "styles/card/skin.scss"
    skin.write_text('@import "xh-tokens", "/etc/passwd";\n' + skin.read_text().split("\n", 1)[1])
    result = run(proj, "build")
    assert result.returncode == 1
    assert result.stderr.startswith("styles/card/skin.scss:1:23: error core/outside-project @import reads /etc/passwd, "
                                    "outside the project\n" + HINT + "\n")
    assert "root:" not in result.stderr


def test_the_compiler_process_refuses_an_import_outside_the_readable_folders_itself(tmp_path):
    from skinwright.skins import worker

    (tmp_path / "skin.scss").write_text('@import "/etc/hostname";\na { b: c; }\n')
    reply = worker._compile({"path": str(tmp_path / "skin.scss"), "module": "", "module_key": "k",
                             "import_names": ["skinwright/tokens", "xh-tokens"], "max_output": 1 << 20, "readable": [str(tmp_path)]})
    assert "error" in reply and "@import reads /etc/hostname, outside the project" in reply["error"]
