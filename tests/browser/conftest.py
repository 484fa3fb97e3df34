"""Headless Chromium for the browser tests: Debian's chromium driven by Playwright.

Never downloads a browser (`playwright install` is not used): it launches
``/usr/bin/chromium`` (or ``$SKINWRIGHT_CHROMIUM``). Without a browser the
tests skip on a developer machine and FAIL when ``CI`` is set, so CI cannot
pass by silently testing nothing.
"""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import socketserver
import threading
from pathlib import Path

import pytest

CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run"]


def chromium_path() -> str | None:
    path = os.environ.get("SKINWRIGHT_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    return path if Path(path).exists() else None


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def browser():
    path = chromium_path()
    problem = None
    if path is None:
        problem = "no chromium found (apt-get install chromium, or set SKINWRIGHT_CHROMIUM)"
    else:
        try:
            from playwright.sync_api import sync_playwright
        except ImportError as exc:  # pragma: no cover - in the test extra
            problem = f"playwright is not installed: {exc}"
    if problem is not None:
        if os.environ.get("CI"):
            pytest.fail(f"browser tests cannot run in CI: {problem}")
        pytest.skip(problem)
    pw = sync_playwright().start()
    try:
        b = pw.chromium.launch(executable_path=path, args=CHROMIUM_FLAGS)
    except Exception as exc:
        pw.stop()
        if os.environ.get("CI"):
            pytest.fail(f"chromium did not start: {exc}")
        pytest.skip(f"chromium did not start: {exc}")
    yield b
    b.close()
    pw.stop()


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="session")
def serve():
    """serve(folder) -> base URL of a static server on 127.0.0.1 for that folder."""
    servers = []

    def _serve(folder: Path) -> str:
        srv = socketserver.ThreadingTCPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(folder)))
        srv.daemon_threads = True
        threading.Thread(target=srv.serve_forever, daemon=True).start()
        servers.append(srv)
        return f"http://127.0.0.1:{srv.server_address[1]}/"

    yield _serve
    for srv in servers:
        srv.shutdown()
        srv.server_close()


@pytest.fixture(scope="session")
def built(tmp_path_factory):
    """The repository's own build, in memory: (config, BuildResult), written to a temp folder."""
    from skinwright.build import build
    from skinwright.config import load_config

    root = Path(__file__).resolve().parents[2]
    config = load_config(root)
    result = build(config)
    assert result.ok, [d.format() for d in result.diagnostics]
    out = tmp_path_factory.mktemp("dist")
    prefix = config.rel(config.out_dir) + "/"
    for rel, content in result.files.items():
        if rel.startswith(prefix):
            p = out / rel[len(prefix):]
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_bytes(content.encode() if isinstance(content, str) else content)
    return config, result, out
