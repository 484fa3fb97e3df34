"""A component added as YAML and SCSS only gets its modules, declarations and package entries too.

The badge (two parts, a state, a variant-like emphasis, a presence flag, no
machine, no hooks) is built in a project of its own; its connect module must
agree with :func:`skinwright.components.connect.connect`, and the element is
used in Chromium in tests/browser/test_elements.py.
"""

from __future__ import annotations

import json

import pytest

from .badge import build_badge, build_fixture
from .conftest import run_node
from .test_connect_js import RUNNER, cases, python_parts


@pytest.fixture(scope="module")
def badge(tmp_path_factory):
    return build_badge(tmp_path_factory.mktemp("badge"))


def test_the_build_writes_the_badge_modules_and_package(badge):
    _, result, out = badge
    js = sorted(p.name for p in (out / "js").iterdir())
    assert [n for n in js if n.startswith("badge.")] == ["badge.connect.d.ts", "badge.connect.js", "badge.element.d.ts",
                                                        "badge.element.js"]  # no machine, no hooks
    element = (out / "js/badge.element.js").read_text()
    assert 'define("xh-badge", XhBadge);' in element and "machine" not in element and "plugin" not in element
    pkg = json.loads((out / "package.json").read_text())
    assert (pkg["name"], pkg["version"]) == ("@acme/badge", "1.0.0")
    assert pkg["exports"]["./badge"] == {"types": "./js/badge.element.d.ts", "default": "./js/badge.element.js"}
    assert "./badge/machine" not in pkg["exports"]
    dts = (out / "js/badge.connect.d.ts").read_text()
    assert 'export type BadgeEmphasis = "soft" | "strong";' in dts and 'export type BadgeState = "idle" | "active";' in dts
    tags = json.loads((out / "vscode/xh.html-data.json").read_text())["tags"]
    assert [t["name"] for t in tags] == ["xh-badge"]
    assert {a["name"]: [v["name"] for v in a["values"]] for a in tags[0]["attributes"]} == {
        "emphasis": ["soft", "strong"], "state": ["idle", "active"], "fresh": ["true", "false"]}


def test_the_badge_connect_module_gives_the_python_attributes(badge):
    config, result, out = badge
    spec = next(c.spec for c in result.components if c.spec.name == "badge")
    inputs = cases(spec, n=60)
    got = run_node(RUNNER, {"component": "badge", "cases": inputs, "machine": None}, out)
    for case, js in zip(inputs, got, strict=True):
        assert js == python_parts(spec, case), f"case {case}"
    assert {"data-fresh", "data-emphasis", "data-state"} <= {name for parts in got for name, _ in parts["root"]}


@pytest.fixture(scope="module")
def chip(tmp_path_factory):
    return build_fixture(tmp_path_factory.mktemp("chip"), "chip")


def test_every_name_the_chip_build_writes_follows_the_prefix(chip):
    """prefix = "acme", no artefacts, no package table: element, class, package, slot, editor data."""
    config, result, out = chip
    element = (out / "js/chip.element.js").read_text()
    assert 'define("acme-chip", AcmeChip);' in element and "export class AcmeChip extends ComponentElement" in element
    assert 'import { chipMachine as machine } from "./chip.machine.js";' in (out / "js/chip.connect.js").read_text()
    assert "export const chipMachine = new Machine(machine);" in (out / "js/chip.machine.js").read_text()
    pkg = json.loads((out / "package.json").read_text())
    assert (pkg["name"], pkg["version"]) == ("acme-components", "0.0.0")
    assert "npm install acme-components" in (out / "README.md").read_text()
    assert "var(--acme-chip-bg, var(--acme-" in (out / "css/chip.css").read_text()
    assert "@layer acme.components" in (out / "css/chip.css").read_text()
    tags = json.loads((out / "vscode/acme.html-data.json").read_text())["tags"]
    assert [t["name"] for t in tags] == ["acme-chip"]
    dts = (out / "js/chip.element.d.ts").read_text()
    assert '"acme-chip": AcmeChip;' in dts  # HTMLElementTagNameMap
    assert "xh-" not in element + dts + json.dumps(pkg) + (out / "js/index.d.ts").read_text()


def test_the_default_slot_has_one_rule_for_the_element_and_the_readme():
    """A child without a slot goes to the first required part that holds no other part; the element
    module's setup and the package README read the same function, and element hooks may name another."""
    from pathlib import Path

    from skinwright.components.spec import load_spec
    from skinwright.elements.modules import element_config
    from skinwright.elements.package import default_slot
    from skinwright.source import load_document

    fixtures = Path(__file__).with_name("fixtures")
    got = {}
    for name in ("badge", "chip"):
        spec = load_spec(load_document(f"styles/{name}/spec.yaml", (fixtures / name / "spec.yaml").read_text()))
        got[name] = (element_config(spec).get("defaultSlot"), default_slot(spec),
                     default_slot(spec, 'export const defaultSlot = "root";\n'))
    assert got == {"badge": ("label", "label", "root"), "chip": ("toggle", "toggle", "root")}


@pytest.fixture(scope="module")
def toggle(tmp_path_factory):
    return build_fixture(tmp_path_factory.mktemp("toggle"), "toggle")


def test_an_element_that_plays_a_button_exposes_its_press_and_state_and_no_type(toggle):
    """A root drawn as <button type=button aria-pressed>: the element is the button (role=button), so it
    applies connect without `type`; the state it announces (selected) is a read-only property; the press
    is the DOM's click on the element, in the events table, the metadata, the README and editor data."""
    from skinwright.components.tables import table_files
    from skinwright.elements.modules import element_config
    from skinwright.elements.ssr import upgradable

    config, result, out = toggle
    spec = next(c.spec for c in result.components if c.spec.name == "toggle")
    element = (out / "js/toggle.element.js").read_text()
    assert ('  connect: { ...component, rules: { ...component.rules, root: component.rules.root.filter((r) => '
            'r[0] !== "type") } },\n  api: ["selected"],') in element
    # The connect module keeps `type` for a framework that renders a real <button>.
    assert '["type","button"]' in (out / "js/toggle.connect.js").read_text().replace(" ", "")
    assert element_config(spec)["api"] == ["selected"]
    meta = json.loads((out / "meta/toggle.json").read_text())
    assert meta["connect"] == [{"member": "selected", "type": "boolean", "description": "The filter is selected."}]
    assert [(e["event"], e["payload"], e["detail"], e["fields"]) for e in meta["events"]] == [
        ("click", "MouseEvent", "", [])]
    assert meta["events"][0]["description"].startswith("The toggle was pressed: a pointer click, Enter or Space.")
    tables = table_files(spec)
    assert "| <h4 id=\"event-click\">[`click`](#event-click)</h4> | `MouseEvent` |" in tables["toggle/tables/events.md"]
    assert "| `MouseEvent` | — | Toggle被按下：指针点击、Enter 或 Space。" in tables["toggle/tables/zh/events.md"]
    assert "| `selected` | `boolean` | The filter is selected. |" in tables["toggle/tables/connect.md"]
    readme = (out / "README.md").read_text()
    assert "| `click` | (a `MouseEvent`) | The toggle was pressed" in readme
    assert "| `selected` | `boolean` | The filter is selected. |" in readme
    assert "setOpen" not in readme.split("### `<acme-toggle>`")[1]  # the toggle's machine takes no OPEN/CLOSE
    tags = json.loads((out / "vscode/acme.html-data.json").read_text())["tags"]
    assert "Events: `click`." in tags[0]["description"]["value"]
    assert "readonly selected: boolean;" in (out / "js/toggle.element.d.ts").read_text()
    # Server markup the element upgrades: role and tab stop, and no `type` on the custom element.
    html = '<button data-scope="toggle" data-part="root" type="button" aria-pressed="false" data-state="off">' \
           '<span data-scope="toggle" data-part="label">New</span></button>'
    from markupsafe import Markup

    assert str(upgradable(spec, Markup(html), {})) == str(upgradable(spec, html, {})) == (
        '<acme-toggle role="button" tabindex="0" data-scope="toggle" data-part="root" aria-pressed="false" '
        'data-state="off"><span data-scope="toggle" data-part="label">New</span></acme-toggle>')


def test_a_component_whose_root_is_no_button_gets_no_click_row_and_keeps_its_api():
    """The tool call card's root is a div: its events and API are the spec's own (its element bundle is unchanged)."""
    from pathlib import Path

    from skinwright.components.spec import load_spec
    from skinwright.source import load_document

    root = Path(__file__).resolve().parents[2]
    for name in ("tool-call", "tool-call-group"):
        text = (root / "styles" / name / "spec.yaml").read_text(encoding="utf-8")
        spec = load_spec(load_document(f"styles/{name}/spec.yaml", text))
        assert not spec.plays_button and spec.host_events == ()
        import yaml

        assert [a["name"] for a in spec.api] == [a["name"] for a in yaml.safe_load(text)["api"]]
