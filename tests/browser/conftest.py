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
    from tests.elements.conftest import write_build

    return config, result, write_build(result, config, tmp_path_factory.mktemp("dist"))


@pytest.fixture(scope="session")
def tab(browser):
    """One page for the whole session (pages are reused to keep the suite fast).

    Tests load what they need through ``checks.open_page``, which sets every
    emulated media feature explicitly, so no test inherits another's emulation.
    """
    context = browser.new_context(viewport={"width": 900, "height": 1000})
    # Material remembers the palette in localStorage; every page starts from the emulated preference.
    context.add_init_script("try { localStorage.clear(); } catch (e) {}")
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture(scope="session")
def dist_url(built, serve):
    """Base URL of the build's output folder (``css/``, ``meta/`` …); test pages are written into it."""
    return serve(built[2])


@pytest.fixture(scope="session")
def card_spec(built):
    """The tool-call spec the build loaded."""
    return next(c.spec for c in built[1].components if c.spec.name == "tool-call")


@pytest.fixture(scope="session")
def gallery(built, card_spec):
    """Standalone gallery pages (see pages.py): ``{mode: file name}`` for light/dark × base/more, plus ``rtl``."""
    from .pages import MODES, frame, gallery_body, page_html, write_page

    out = built[2]
    body = gallery_body(card_spec)
    names = {mode: write_page(out, f"gallery-{mode}.html", page_html(body, root=root)) for mode, root in MODES.items()}
    names["rtl"] = write_page(out, "gallery-rtl.html", page_html(frame(body, dir="rtl"), root=MODES["light"]))
    names["ltr"] = write_page(out, "gallery-ltr.html", page_html(frame(body, dir="ltr"), root=MODES["light"]))
    return names


ROOT = Path(__file__).resolve().parents[2]
COMPONENTS = sorted(p.parent.name for p in (ROOT / "styles").glob("*/spec.yaml"))
"""Every component of the project; the docs site must have a page for each."""


@pytest.fixture(scope="session")
def site(request) -> Path:
    """The docs site, built as the README says (``docs_project`` in tests/conftest.py).

    ``$SKINWRIGHT_SITE`` names an already built site folder (e.g. the one
    ``.ci/build`` wrote) to test instead.
    """
    if os.environ.get("SKINWRIGHT_SITE"):
        return Path(os.environ["SKINWRIGHT_SITE"]).resolve()
    return request.getfixturevalue("docs_project") / "site"


@pytest.fixture(scope="session")
def site_url(request, site, serve):
    """Base URL of the built site, served on 127.0.0.1 (at the address the test build was given as site_url)."""
    if os.environ.get("SKINWRIGHT_SITE"):
        return serve(site)
    return request.getfixturevalue("docs_server")[1]


@pytest.fixture(scope="module", params=COMPONENTS)
def component(request) -> str:
    """Each component of the project in turn (module scope: a module's tests run per component)."""
    return request.param


@pytest.fixture(scope="module")
def component_page(site, site_url, component):
    """URL of ``component``'s page on the site; fails if the site has none."""
    name = component
    if not (site / "components" / name / "index.html").is_file():
        pytest.fail(f"the site has no page for the component {name!r}: expected components/{name}/index.html "
                    f"(docs/components/{name}.md in mkdocs.yml's nav)")
    return f"{site_url}components/{name}/"
