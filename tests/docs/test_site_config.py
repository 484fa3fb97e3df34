"""docs/removed-asset: an MkDocs configuration that still lists a script skinwright no longer writes.

A project made by an earlier release lists ``<docs-dir>/assets/skinwright-machine.js`` in
``extra_javascript``; this release runs the live examples on the generated elements and writes no
such file, so every page would request it and get a 404 with nothing said. The build warns at
the entry's line and column, in the default language's configuration and in a translation's.
"""

from __future__ import annotations

import os
import subprocess
import sys

from skinwright.docs.site_config import removed_assets

from .conftest import ROOT

OLD = """site_name: x
site_url: !ENV [SITE_URL, "http://127.0.0.1:8000/"]
markdown_extensions:
  - pymdownx.emoji:
      emoji_generator: !!python/name:material.extensions.emoji.to_svg
extra_javascript:
  - reference/assets/skinwright-machine.js
  - reference/assets/skinwright-docs.js
"""


def test_an_old_entry_is_a_warning_at_its_line_and_column(tmp_path):
    (tmp_path / "mkdocs.yml").write_text(OLD, encoding="utf-8")
    (tmp_path / "mkdocs.zh.yml").write_text(
        "extra_javascript:\n  - path: reference/assets/skinwright-docs.js\n"
        "  - {path: reference/assets/skinwright-machine.js, defer: true}\n", encoding="utf-8")
    (tmp_path / "mkdocs.backup.yml").write_text(OLD, encoding="utf-8")  # not a site configuration: not read
    found = removed_assets(tmp_path)
    assert [(d.code, d.severity, str(d.position)) for d in found] == [
        ("docs/removed-asset", "warning", "mkdocs.yml:7:5"), ("docs/removed-asset", "warning", "mkdocs.zh.yml:3:12")]
    assert found[0].message.startswith("extra_javascript lists 'reference/assets/skinwright-machine.js', which "
                                       "skinwright no longer writes: the live examples run on the custom elements")
    assert found[0].message.endswith("every page would request it and get a 404")
    assert found[0].hint == "delete this entry from mkdocs.yml (keep skinwright-docs.js)"


def test_a_current_or_unreadable_configuration_says_nothing(tmp_path):
    assert removed_assets(ROOT) == []  # the repository's own site lists what the build writes
    (tmp_path / "mkdocs.yml").write_text("extra_javascript: [\n", encoding="utf-8")  # MkDocs reports it
    assert removed_assets(tmp_path) == []


def test_the_build_prints_the_warning_and_still_builds(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT / "generator")}
    run = lambda *args, cwd: subprocess.run([sys.executable, "-m", "skinwright", *args], cwd=cwd, env=env,  # noqa: E731
                                            capture_output=True, text=True, timeout=600)
    assert run("init", "old", cwd=tmp_path).returncode == 0
    project = tmp_path / "old"
    config = (project / "mkdocs.yml").read_text(encoding="utf-8")
    current = next(line for line in config.splitlines() if line.strip().endswith("assets/skinwright-docs.js"))
    old = current.replace("skinwright-docs.js", "skinwright-machine.js")
    (project / "mkdocs.yml").write_text(config.replace(current, old + "\n" + current), encoding="utf-8")
    line = config.splitlines().index(current) + 1
    done = run("build", cwd=project)
    assert done.returncode == 0, done.stderr
    assert f"mkdocs.yml:{line}:{old.index('-') + 3}: warning docs/removed-asset extra_javascript lists " in done.stderr
