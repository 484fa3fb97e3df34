"""Fixtures for the element tests: the repository's build written to a temp folder, and Node.js.

Node runs the generated modules as a product team's code would. Without it the
tests skip on a developer machine and FAIL when ``CI`` is set.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def need(tool: str) -> str:
    """The path of ``tool`` (node, npm); skip without it, or fail under CI."""
    path = shutil.which(tool)
    if path is None:
        if os.environ.get("CI"):
            pytest.fail(f"{tool} is not installed: the element tests need Node.js and npm")
        pytest.skip(f"needs {tool}")
    return path


def run_node(script: str, data, cwd: Path, *, module: bool = True, timeout: int = 120):
    """Run ``script`` under Node in ``cwd`` with ``data`` as JSON on stdin; its stdout parsed as JSON."""
    node = need("node")
    args = [node, "--input-type=module", "-e", script] if module else [node, "-e", script]
    done = subprocess.run(args, input=json.dumps(data), capture_output=True, text=True, timeout=timeout, cwd=cwd)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def write_build(result, config, out: Path) -> Path:
    """Write the out-dir files of a build result under ``out`` (as the CLI would); returns ``out``."""
    prefix = config.rel(config.out_dir) + "/"
    for rel, content in result.files.items():
        if rel.startswith(prefix):
            p = out / rel[len(prefix):]
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_bytes(content.encode() if isinstance(content, str) else content)
    return out


@pytest.fixture(scope="session")
def project_build():
    """The repository's own build, in memory: (config, BuildResult)."""
    from skinwright.build import build
    from skinwright.config import load_config

    config = load_config(ROOT)
    result = build(config)
    assert result.ok, [d.format() for d in result.diagnostics]
    return config, result


@pytest.fixture(scope="session")
def dist(project_build, tmp_path_factory) -> Path:
    """The build's out-dir written to a temp folder (``js/``, ``css/``, ``package.json`` …)."""
    config, result = project_build
    return write_build(result, config, tmp_path_factory.mktemp("dist"))


@pytest.fixture(scope="session")
def specs(project_build):
    """The specs the build loaded, by component name."""
    return {c.spec.name: c.spec for c in project_build[1].components}


NPM_TOOLS = ("typescript@5.9", "esbuild@0.25")
"""Tools the tests take from the npm registry (into a temp folder): tsc checks the declarations,
esbuild minifies the modules to measure them as a bundler would ship them."""


def npm_install(folder: Path, packages: tuple[str, ...]) -> Path:
    """``folder`` with ``packages`` installed by npm from the registry; skip when npm cannot, or fail under CI."""
    npm = need("npm")
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "package.json").write_text('{"name": "tools", "version": "1.0.0", "private": true}\n')
    done = subprocess.run([npm, "install", "--no-audit", "--no-fund", "--loglevel=error", *packages],
                          capture_output=True, text=True, timeout=600, cwd=folder)
    if done.returncode != 0:
        message = f"npm could not install {', '.join(packages)} from the registry: {done.stderr.strip()[-800:]}"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return folder


@pytest.fixture(scope="session")
def npm_tools(tmp_path_factory) -> Path:
    """A temp folder with :data:`NPM_TOOLS` installed by npm (``node_modules/.bin/tsc``, ``…/esbuild``)."""
    return npm_install(tmp_path_factory.mktemp("npm-tools"), NPM_TOOLS)
