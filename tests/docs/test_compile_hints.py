"""The site build's hook that gives Material's bundle V8's compile hint (docs/overrides/hooks/compile_hints.py)."""

from __future__ import annotations

import json
from pathlib import Path



def test_the_hint_is_the_first_line_once_and_the_map_shifts_by_one_line(tmp_path, docs_hook):
    hook = docs_hook("compile_hints")
    scripts = tmp_path / "assets/javascripts"
    scripts.mkdir(parents=True)
    bundle = scripts / "bundle.0123abcd.min.js"
    bundle.write_text('"use strict";(()=>{var a=1;})();\n//# sourceMappingURL=bundle.0123abcd.min.js.map\n', "utf-8")
    mappings = "AAAA,aAAa;AACA"
    (scripts / "bundle.0123abcd.min.js.map").write_text(json.dumps(
        {"version": 3, "sources": ["src/é.ts"], "names": [], "mappings": mappings}), "utf-8")
    (scripts / "other.js").write_text("var b;", "utf-8")

    assert hook.hint(tmp_path) == [bundle]
    assert bundle.read_text("utf-8") == ('//# allFunctionsCalledOnLoad\n"use strict";(()=>{var a=1;})();\n'
                                         "//# sourceMappingURL=bundle.0123abcd.min.js.map\n")
    source_map = json.loads((scripts / "bundle.0123abcd.min.js.map").read_text("utf-8"))
    assert source_map["mappings"] == ";" + mappings and source_map["sources"] == ["src/é.ts"]
    assert (scripts / "other.js").read_text("utf-8") == "var b;"
    # A second build step over the same folder (mkdocs serve rebuilds) changes nothing.
    assert hook.hint(tmp_path) == []
    assert json.loads((scripts / "bundle.0123abcd.min.js.map").read_text("utf-8"))["mappings"] == ";" + mappings


def test_a_site_without_material_is_left_alone(tmp_path, docs_hook):
    assert docs_hook("compile_hints").hint(tmp_path) == []


def test_both_site_configs_run_the_hook():
    root = Path(__file__).resolve().parents[2]
    for config in ("mkdocs.yml", "mkdocs.zh.yml"):
        text = (root / config).read_text("utf-8")
        assert "\nhooks:\n  - docs/overrides/hooks/compile_hints.py\n" in text, config
