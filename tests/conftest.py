"""Shared fixtures: the repository root, a helper that writes small projects, and the docs site built once."""

from __future__ import annotations

import functools
import http.server
import os
import re
import shutil
import socketserver
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# Import the package from this checkout even when the venv's editable install
# points at another one (git worktrees share one .venv).
sys.path.insert(0, str(ROOT / "generator"))


# The shipped design system's names as a whole word: the prefix `xh` (`--xh-…`, `xh-tool-call`), the
# namespace `xihan` (`xihan.components`) and a class name built from the prefix (`XhBadge`).
FOREIGN_NAMES = re.compile(r"(?<![A-Za-z0-9_])(xh|xihan)(?![A-Za-z0-9])|(?<![A-Za-z0-9_])Xh[A-Z]")


ACME_RESOLVER = """name: acme
version: "2025.10"
sets:
  base:
    sources: [{$ref: base.yaml}]
modifiers:
  theme:
    contexts:
      light: []
      dark: [{$ref: modes/dark.yaml}]
    default: light
resolutionOrder: [{$ref: "#/sets/base"}, {$ref: "#/modifiers/theme"}]
"""
"""A DTCG resolver (YAML) with a base set and a light/dark theme modifier (``modes/dark.yaml``), for
projects the tests write."""


def foreign_names(folder: Path) -> list[str]:
    """``path: name`` for each of the shipped design system's names in any file under ``folder``."""
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file():
            text = path.read_text(encoding="utf-8", errors="replace")
            found += [f"{path.relative_to(folder).as_posix()}: {m.group(0)}" for m in FOREIGN_NAMES.finditer(text)]
    return found


def pytest_collection_modifyitems(config, items):
    """``slow`` tests (minutes of huge inputs) run only when selected: ``pytest -m slow``; CI runs the rest."""
    if "slow" in (config.option.markexpr or ""):
        return
    skip = pytest.mark.skip(reason="slow: run with pytest -m slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture
def root() -> Path:
    return ROOT


@pytest.fixture
def write(tmp_path: Path):
    """write({"a.yaml": "..."}) creates dedented files under tmp_path and returns tmp_path."""

    def _write(files: dict[str, str]) -> Path:
        for rel, text in files.items():
            p = tmp_path / rel
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
        return tmp_path

    return _write


TEST_REPO_URL = "https://git.example/acme/design-system"
"""The repository the test build of the docs site names (``SKINWRIGHT_REPO_URL``)."""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="session")
def docs_server(tmp_path_factory):
    """``(work, url)``: a folder for the docs project and a static server on 127.0.0.1 for its ``site/``.

    The server listens (on a free port) before the site is built, so the build
    can be given its address as ``site_url``: Material's instant navigation
    only intercepts links to pages its sitemap lists under that address.
    """
    work = tmp_path_factory.mktemp("docsite")
    srv = socketserver.ThreadingTCPServer(("127.0.0.1", 0),
                                          functools.partial(_Quiet, directory=str(work / "site")))
    srv.daemon_threads = True
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    yield work, f"http://127.0.0.1:{srv.server_address[1]}/"
    srv.shutdown()
    srv.server_close()


def build_docs(work: Path, engine: str = "mkdocs", env: dict[str, str] | None = None) -> Path:
    """Copy the project into ``work``, run ``skinwright build`` and the site engine's strict build; ``work``.

    ``engine`` is ``mkdocs`` (Material for MkDocs, as the README builds the
    site) or ``zensical`` (its successor, reading the same ``mkdocs.yml``).
    The copy keeps the checkout's docs/generated/, dist/ and site/ untouched;
    the generator is imported from this checkout.
    """
    for config in ROOT.glob("mkdocs*.yml"):
        shutil.copy(config, work / config.name)
    shutil.copy(ROOT / "pyproject.toml", work / "pyproject.toml")
    skip = shutil.ignore_patterns("generated", "__pycache__")
    for folder in ("docs", "styles", "tokens"):
        shutil.copytree(ROOT / folder, work / folder, ignore=skip)
    env = {**os.environ, "PYTHONPATH": str(ROOT / "generator"), "NO_MKDOCS_2_WARNING": "1", **(env or {})}
    env.pop("SKINWRIGHT_DEBUG", None)
    site = [sys.executable, "-m", "mkdocs", "build", "--strict", "-q"] if engine == "mkdocs" else \
        [str(Path(sys.executable).with_name("zensical")), "build", "--strict"]
    # English first (it cleans site/), then each translation into site/<lang>/.
    configs = ["mkdocs.yml", *sorted(p.name for p in work.glob("mkdocs.*.yml"))]
    for cmd in ([sys.executable, "-m", "skinwright", "build", "-q"], *[[*site, "-f", c] for c in configs]):
        done = subprocess.run(cmd, cwd=work, env=env, capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, f"{' '.join(cmd)} failed:\n{done.stdout}\n{done.stderr}"
    return work


@pytest.fixture(scope="session")
def docs_project(docs_server) -> Path:
    """A copy of the project after ``skinwright build`` and ``mkdocs build --strict``, as the README builds it.

    Built once per session for the docs and browser tests, with the address
    ``docs_server`` serves it at as ``site_url`` and :data:`TEST_REPO_URL` as
    the repository.
    """
    if not (ROOT / "mkdocs.yml").is_file():
        pytest.fail("no mkdocs.yml: the project has no docs site to test")
    work, url = docs_server
    return build_docs(work, env={"SKINWRIGHT_SITE_URL": url, "SKINWRIGHT_SITE_URL_ZH": url + "zh/",
                                 "SKINWRIGHT_REPO_URL": TEST_REPO_URL, "SKINWRIGHT_EDIT_URI": "edit/main/docs/",
                                 "SKINWRIGHT_EDIT_URI_ZH": "edit/main/docs/zh/"})
