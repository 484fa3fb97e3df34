"""A team's own component code plugs in from its own package: an entry point of the group ``skinwright.plugins``.

The package here is installed the way pip leaves one (a module and its
``*.dist-info`` with ``entry_points.txt``) in a folder on ``PYTHONPATH``;
skinwright runs in a subprocess, so the entry point is found as in a real
environment. The project is made by ``skinwright init`` and ``new component``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from .conftest import ROOT

PLUGIN = '''
from skinwright.components.markup import render_instance
from skinwright.plugins import Plugin


def render(renderer, item, example, *, instance_id, phase, actions):
    # The generic markup, with the label as the team's code derives it.
    parts = renderer.parts(item, example, phase, actions)
    parts["label"] = str(parts["label"]).upper() + " (from acme_badge)"
    return render_instance(renderer.specs["badge"], dict(item.props), parts, instance_id=instance_id or "badge-x")


PLUGIN = Plugin(component="badge", render=render)
'''


def install(site: Path, module: str, source: str, entry: str) -> None:
    """``module`` as an installed distribution whose entry point ``entry`` is in the group ``skinwright.plugins``."""
    (site / f"{module}.py").write_text(textwrap.dedent(source), encoding="utf-8")
    info = site / f"{module}-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {module}\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(f"[skinwright.plugins]\n{entry} = {module}\n", encoding="utf-8")


def run(cwd: Path, site: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "generator"), str(site)])}
    env.pop("SKINWRIGHT_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "skinwright", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=300)


@pytest.fixture
def project(tmp_path) -> tuple[Path, Path]:
    site = tmp_path / "site-packages"
    site.mkdir()
    assert run(tmp_path, site, "init", "ds", "--prefix", "acme").returncode == 0
    assert run(tmp_path / "ds", site, "new", "component", "badge").returncode == 0
    return tmp_path / "ds", site


def test_an_installed_plugin_draws_its_components_examples(project):
    root, site = project
    install(site, "acme_badge", PLUGIN, "badge")
    built = run(root, site, "build")
    assert built.returncode == 0, built.stderr
    page = (root / "docs/reference/components/badge.md").read_text(encoding="utf-8")
    assert "BADGE (from acme_badge)" in page
    # Only its own component: the callout init wrote keeps the generic markup.
    assert "from acme_badge" not in (root / "docs/reference/components/callout.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("source, says", [
    ("PLUGINS = []\n", "defines no PLUGIN = Plugin(...)"),
    ("import acme_missing_dependency\n", "does not import: ModuleNotFoundError: No module named 'acme_missing_dependency'"),
])
def test_a_broken_plugin_is_named_not_a_traceback(project, source, says):
    root, site = project
    install(site, "acme_broken", source, "badge")
    built = run(root, site, "build")
    assert built.returncode == 2  # the environment's configuration, like a bad [tool.skinwright] table
    assert built.stderr.startswith(f"error config/plugin plugin entry point 'badge' (acme_broken) of the group "
                                   f"skinwright.plugins {says}\n  hint: fix or uninstall the package that provides it")
    assert "Traceback" not in built.stderr and not (root / "dist").exists()


def test_two_plugins_for_one_component(project):
    root, site = project
    install(site, "acme_badge", PLUGIN, "badge")
    install(site, "acme_badge_too", PLUGIN, "badge-too")
    built = run(root, site, "build")
    assert built.returncode == 2
    assert "plugin entry point 'badge-too' (acme_badge_too) of the group skinwright.plugins is a second plugin " \
           "for the component 'badge'" in built.stderr


HOOKED = PLUGIN.replace('Plugin(component="badge", render=render)',
                        'Plugin(component="badge", render=render, element="acme_badge.js")')
HOOKS = """// The badge's element hooks: its label in capitals, as the plugin's markup has it.
export function content(part, ctx) {
  return part === "label" ? ctx.text("label").toUpperCase() || undefined : undefined;
}
"""


def test_an_installed_plugins_element_hooks_ship_beside_the_element(project):
    """A plugin module that stands alone (acme_badge.py) names hooks beside it; the build ships them."""
    root, site = project
    install(site, "acme_badge", HOOKED, "badge")
    (site / "acme_badge.js").write_text(HOOKS, encoding="utf-8")
    built = run(root, site, "build")
    assert built.returncode == 0, built.stderr
    assert (root / "dist/js/badge.plugin.js").read_text(encoding="utf-8") == HOOKS
    element = (root / "dist/js/badge.element.js").read_text()
    assert 'import { content } from "./badge.plugin.js";' in element and "plugin: { content }," in element
    assert "export declare const content:" in (root / "dist/js/badge.plugin.d.ts").read_text()
    # Without the file: the plugin is named, and nothing is written.
    (site / "acme_badge.js").unlink()
    (root / "dist/js/badge.plugin.js").unlink()
    built = run(root, site, "build")
    assert built.returncode == 2 and "Traceback" not in built.stderr
    assert built.stderr.startswith("error config/plugin plugin entry point 'badge' (acme_badge) of the group "
                                   "skinwright.plugins names element hooks 'acme_badge.js', which are not beside "
                                   "its module (FileNotFoundError)")
    assert not (root / "dist/js/badge.plugin.js").exists()
