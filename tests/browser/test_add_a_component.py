"""The "Add a component" walk-through, followed to the letter in a new project, then checked in Chromium.

docs/add-a-component.md is read as a script: each ``sh`` block runs (``cd``
changes folder; ``skinwright`` and ``mkdocs`` run from this checkout), each
block with a ``title="<path>"`` writes that file, and the ``pyproject.toml``
block sets its line in the file ``skinwright init`` wrote. The badge is
YAML and SCSS only. Then: a strict site whose badge page has a live example
that runs the spec's machine (pressing it selects it), the badge's metadata
and tables, and no ``xh``/``xihan`` in any file of the project (``dist/``, ``site/``, the
generated docs parts and what ``init`` and ``new`` wrote).
"""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from ..conftest import ROOT, foreign_names

WALKTHROUGH = ROOT / "docs" / "add-a-component.md"
FENCE = re.compile(r'^```(\w+)(?:[ \t]+title="([^"]+)")?[ \t]*\n(.*?)^```[ \t]*$', re.M | re.S)


def steps(text: str) -> list[tuple[str, str | None, str]]:
    """``(language, title, body)`` of every fenced block, in order."""
    return [(lang, title, body) for lang, title, body in FENCE.findall(text)]


def run(line: str, cwd: Path) -> None:
    words = shlex.split(line)
    tool = {"skinwright": ["-m", "skinwright"], "mkdocs": ["-m", "mkdocs"]}[words[0]]
    env = {**os.environ, "PYTHONPATH": str(ROOT / "generator"), "NO_MKDOCS_2_WARNING": "1"}
    env.pop("SKINWRIGHT_DEBUG", None)
    done = subprocess.run([sys.executable, *tool, *words[1:]], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, f"{line} failed:\n{done.stdout}\n{done.stderr}"


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> Path:
    """The project the walk-through makes, built."""
    cwd = tmp_path_factory.mktemp("walkthrough")
    blocks = steps(WALKTHROUGH.read_text(encoding="utf-8"))
    assert [lang for lang, _, _ in blocks] == ["sh", "toml", "sh", "yaml", "scss", "yaml", "sh"]
    for lang, title, body in blocks:
        if lang == "sh":
            for line in body.splitlines():
                if line.startswith("cd "):
                    cwd = cwd / line.split()[1]
                elif line.strip():
                    run(line, cwd)
        elif title == "pyproject.toml":
            key = body.split("=", 1)[0].strip()
            path = cwd / title
            text, n = re.subn(rf"^{key} = .*$", body.strip(), path.read_text(encoding="utf-8"), flags=re.M)
            assert n == 1, f"pyproject.toml has no {key} line to set"
            path.write_text(text, encoding="utf-8")
        else:
            assert title and title.startswith("styles/badge/"), f"a {lang} block without a file to write"
            (cwd / title).write_text(body, encoding="utf-8")
    return cwd


def test_the_badge_is_written_as_yaml_and_scss_only(project):
    files = sorted(p.relative_to(project / "styles/badge").as_posix() for p in (project / "styles/badge").rglob("*")
                   if p.is_file())
    assert files == ["examples/00-overview.yaml", "skin.scss", "spec.yaml"]


def test_the_build_writes_its_css_metadata_and_tables(project):
    css = (project / "dist/css/badge.css").read_text()
    assert css.startswith("@layer acme.components, acme.motion, acme.overrides;")
    assert "var(--acme-badge-bg, var(--acme-bg-surface))" in css
    meta = json.loads((project / "dist/meta/badge.json").read_text())
    assert [p["part"] for p in meta["anatomy"]] == ["root", "label"]
    assert meta["artefacts"]["custom_element"] == "acme-badge"
    assert [r["variable"] for r in meta["cssVariables"]] == ["--acme-badge-bg", "--acme-badge-fg"]
    machine = json.loads((project / "dist/meta/badge.machine.json").read_text())
    assert list(machine["states"]) == ["idle", "chosen"]
    props = (project / "docs/reference/parts/components/badge/tables/props.md").read_text()
    assert ("| <h4 id=\"prop-variant\">[`variant`](#prop-variant)</h4><span class=\"acme-doc-fold\">Default: `'soft'`</span>"
            " | [`BadgeVariant`](#type-badgevariant) | How the badge stands out. |") in props
    page = (project / "site/reference/components/badge/index.html").read_text(encoding="utf-8")
    # The status badge (alpha) sits in the h1, not in the page title.
    assert re.search(r"<title>([^<]*)</title>", page).group(1).split(" - ")[0] == "Badge"


def test_no_name_of_another_design_system(project):
    # The whole project: what init and new wrote, dist/ (CSS, tokens, metadata, editor data, js/, the
    # package), the generated docs parts and the built site.
    assert {"dist/js", "dist/meta", "docs/reference", "site/assets"} <= {
        p.relative_to(project).as_posix() for p in project.glob("*/*") if p.is_dir()}
    assert foreign_names(project) == []


def test_the_live_example_runs_the_specs_machine(project, browser, serve):
    page = browser.new_page()
    try:
        page.goto(serve(project / "site") + "reference/components/badge/")
        page.wait_for_function("() => document.querySelectorAll('.acme-doc-example[data-acme-mounted]').length > 0")
        badge = page.locator('[data-acme-frame] [data-scope="badge"][data-part="root"]').first
        label = badge.locator('[data-part="label"]')
        assert (badge.get_attribute("data-state"), badge.get_attribute("aria-pressed")) == ("off", "false")
        # The element plays the spec's <button type="button">: a button's role, never its type.
        assert badge.evaluate("(el) => [el.localName, el.getAttribute('role'), el.getAttribute('type'), el.selected]") \
            == ["acme-badge", "button", None, False]
        assert label.text_content() == "New"
        badge.click()
        assert (badge.get_attribute("data-state"), badge.get_attribute("aria-pressed")) == ("on", "true")
        assert label.get_attribute("data-state") == "on"
        badge.focus()
        page.keyboard.press("Enter")  # a button's Enter is a click: the machine takes it back
        assert (badge.get_attribute("data-state"), badge.get_attribute("aria-pressed")) == ("off", "false")
        # The skin follows the state the machine writes.
        on = page.evaluate("""(el) => { el.click(); return getComputedStyle(el).borderTopColor; }""",
                           badge.element_handle())
        off = page.evaluate("""(el) => { el.click(); return getComputedStyle(el).borderTopColor; }""",
                            badge.element_handle())
        assert on != off
    finally:
        page.close()
