"""A component is a folder: spec, skin, examples and prose give everything, with no Python of its own.

The fixture ``fixtures/badge/`` is such a folder; the project around it is the
lint cases' small card project. ``skinwright build`` must give its CSS,
metadata, VS Code data, tables and a whole docs page whose live example is
drawn through the spec's connect rules and carries the machine and rules the
page script runs.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import html5lib
import pytest

from skinwright.components.connect import connect, connect_data
from skinwright.components.markup import render_instance
from tests.specs import ROOT

BADGE = Path(__file__).parent / "fixtures" / "badge"
BASE = ROOT / "tests" / "lint" / "cases" / "_base" / "card"


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> Path:
    proj = tmp_path_factory.mktemp("folder") / "p"
    shutil.copytree(BASE, proj)
    shutil.copytree(BADGE, proj / "styles" / "badge")
    (proj / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "tokens.yaml"\n')
    (proj / "mkdocs.yml").write_text("site_name: t\n")
    env = {"PYTHONPATH": str(ROOT / "generator"), "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "-m", "skinwright", "build", "-q"], cwd=proj, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return proj


@pytest.fixture(scope="module")
def spec(project):
    from skinwright.config import load_config
    from skinwright.diagnostics import Report
    from skinwright.project import load_project

    return load_project(load_config(project)).load_specs(Report())["badge"]


def test_the_build_writes_its_css_metadata_and_editor_data(project):
    assert '[data-scope="badge"][data-part="root"]' in (project / "dist/css/badge.css").read_text()
    meta = json.loads((project / "dist/meta/badge.json").read_text())
    assert [p["part"] for p in meta["anatomy"]] == ["root", "icon", "label"]
    machine = json.loads((project / "dist/meta/badge.machine.json").read_text())
    assert machine["states"] == {"idle": {"selected": False, "description": "Not selected."},
                                 "chosen": {"selected": True, "description": "Selected."}}
    assert machine["events"]["TOGGLE"]["sentBy"] == [{"part": "root", "event": "click"}]
    html_data = json.loads((project / "dist/vscode/xh.html-data.json").read_text())
    state, = (a for a in html_data["globalAttributes"] if a["name"] == "data-state")
    values = next(s["values"] for s in html_data["valueSets"] if s["name"] == state["valueSet"])
    assert {"on", "off"} <= {v["name"] for v in values} and "**badge** `root`" in state["description"]["value"]
    schema = json.loads((project / "dist/schema/example.schema.json").read_text())
    badge = schema["$defs"]["instance:badge"]["properties"]
    assert badge["props"]["properties"]["variant"]["enum"] == ["soft", "solid"]
    assert set(badge["parts"]["properties"]) == {"root", "icon", "label"}


def test_the_tables_come_from_the_spec(project):
    tables = project / "docs/generated/parts/components/badge/tables"
    assert '<h4 id="prop-variant">[`variant`](#prop-variant)</h4>' in (tables / "props.md").read_text()
    assert "| `BadgeVariant` | `'solid'` |" in (tables / "types.md").read_text()
    assert "`idle`" in (tables / "machine.md").read_text() and "`TOGGLE`" in (tables / "machine.md").read_text()


def test_the_markup_is_the_anatomy_through_the_connect_rules(spec):
    html = render_instance(spec, {"variant": "solid"}, {"label": "New", "icon": "★"}, instance_id="b")
    assert str(html) == ('<button data-scope="badge" data-part="root" aria-pressed="false" data-state="off" '
                         'data-variant="solid" type="button"><span data-scope="badge" data-part="icon" '
                         'aria-hidden="true">★</span> <span data-scope="badge" data-part="label" data-state="off">'
                         'New</span></button>')
    # An optional part without content is left out; the machine's event moves the state.
    pressed = render_instance(spec, {}, {"label": "<b>"}, instance_id="b", events=("TOGGLE",))
    assert 'data-part="icon"' not in pressed and "&lt;b&gt;" in pressed and 'aria-pressed="true"' in pressed
    assert connect(spec, {}, instance_id="b", events=("TOGGLE", "TOGGLE")).state == "idle"


def test_the_page_runs_the_specs_machine_and_rules(project):
    usage = (project / "docs/generated/parts/components/badge/usage.md").read_text()
    scripts = [json.loads(s.get("data-xh-json")) for s in html5lib.parseFragment(
        usage.split("\n\n")[0], treebuilder="etree", namespaceHTMLElements=False).iter("div")
               if s.get("data-xh-elements") is not None]
    # The page runs the element the build ships: it names the module that defines it, and the events to log.
    assert scripts[0]["elements"]["xh-badge"] == "badge.element.js" and len(scripts) == 1
    assert (project / "docs/generated/js/badge.element.js").read_text() == (project / "dist/js/badge.element.js").read_text()
    # The instance is the server markup <xh-badge> upgrades: the root part, playing the button it is drawn as.
    assert ('<xh-badge variant="solid" role="button" tabindex="0" data-scope="badge" data-part="root" '
            'aria-pressed="false" data-state="off"') in usage
    # Every framework's snippet takes the element from the project's package (no table: <prefix>-components),
    # and the code of each framework is fetched on demand from generated/code/<component>/<framework>.json.
    code = {f: "\n".join("".join(html5lib.parseFragment(html, treebuilder="etree").itertext()) for html in
                         json.loads((project / f"docs/generated/code/badge/{f}.json").read_text()).values())
            for f in ("html", "vue", "react")}
    assert '<xh-badge variant="solid">' in code["vue"] and '<span slot="label">New</span>' in code["vue"]
    assert "import 'xh-components/badge'  // defines <xh-badge>" in code["react"]


def test_connect_data_is_the_rules_as_data(spec):
    data = connect_data(spec)
    assert data["root"] == "root" and data["flags"]["selected"] == {"from": "machine", "words": ["on", "off"]}
    assert data["props"]["variant"] == {"type": "enum", "values": ["soft", "solid"], "default": "soft"}


def test_the_page_is_whole(project):
    page = (project / "docs/generated/components/badge.md").read_text()
    assert page.startswith('---\ntitle: "Badge"\nsearch: {boost: 2}\n'
                           'description: "A short label that marks an item; pressing it selects the item."\n---\n')
    assert "# Badge <span class=\"xh-doc-status\">beta</span>" in page
    heads = [line for line in page.splitlines() if line.startswith("## ")]
    assert heads[:4] == ["## Selected or not {#states}", "## Guidance", "## Anatomy", "## API reference"]
    assert "### Props" in page and "### Machine names" in page and "### CSS variables" in page
    assert "### Types" in page and 'id="type-badgevariant"' in page
    assert "### Phases" not in page  # a table without rows is left out
    tree = page.split("```text\n", 1)[1].split("```", 1)[0]
    assert tree == "root <button>\n├── icon <span>\n└── label <span>\n"
