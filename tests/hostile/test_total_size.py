"""The sources one run reads are bounded together (total-size), not only one by one (file-size)."""

from __future__ import annotations

import json

from skinwright.build import build
from skinwright.config import load_config
from skinwright.limits import Limits, describe
from skinwright.lint import lint

RESOLVER = {"name": "t", "version": "2025.10",
            "sets": {"base": {"sources": [{"$ref": f"part{i}.json"} for i in range(4)]}},
            "resolutionOrder": [{"$ref": "#/sets/base"}]}


def project(tmp_path, limits: str) -> list[int]:
    """Four token files of about 2 KB each, under a resolver; the size of each file, in order."""
    (tmp_path / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "t.resolver.json"\n'
                                             f"\n[tool.skinwright.limits]\n{limits}\n")
    (tmp_path / "t.resolver.json").write_text(json.dumps(RESOLVER))
    sizes = []
    for i in range(4):
        text = json.dumps({f"g{i}": {f"t{k}": {"$type": "number", "$value": k} for k in range(60)}}, indent=1)
        (tmp_path / f"part{i}.json").write_text(text)
        sizes.append(len(text.encode()))
    return sizes


def test_the_file_that_takes_the_sources_past_total_size_is_refused_with_the_total(tmp_path):
    sizes = project(tmp_path, "file-size = 4000\ntotal-size = 8000")
    resolver = (tmp_path / "t.resolver.json").stat().st_size
    assert all(s <= 4000 for s in sizes) and resolver + sum(sizes[:2]) <= 8000 < resolver + sum(sizes[:3])
    for result in (build(load_config(tmp_path)), lint(load_config(tmp_path))):
        errors = [d for d in result.diagnostics if d.severity == "error"]
        # reported once, at the file that passes the total: reading stops there (part3 is never read)
        assert [(d.code, str(d.position)) for d in errors] == [("core/file-too-large", "part2.json:1:1")]
        assert [d.message for d in errors] == [
            f"the sources read so far total {resolver + sum(sizes[:3]):,} bytes with this file (4 files); the "
            "total-size limit is 8,000; no more sources are read"]
        assert "raise total-size in [tool.skinwright.limits]" in errors[0].hint
    project(tmp_path, "file-size = 4000\ntotal-size = 14000")
    result = build(load_config(tmp_path))
    assert result.ok and "--xh-g3-t59: 59;" in result.files["dist/css/tokens.css"]


def test_a_file_read_twice_counts_once_and_a_file_over_file_size_says_file_size(tmp_path):
    sizes = project(tmp_path, "")
    just = (tmp_path / "t.resolver.json").stat().st_size + sum(sizes)
    project(tmp_path, f"file-size = 10000\ntotal-size = {just}")  # just enough
    from skinwright.diagnostics import Report
    from skinwright.limits import applied
    from skinwright.project import load_project

    config = load_config(tmp_path)
    with applied(config.limits, config.root):
        proj = load_project(config)
        first = proj.load_tokens(Report())
        first.release_documents()  # released documents are read again when a place is asked for
        assert proj.load_tokens(Report()).default.values["g3.t59"] == 59
    (tmp_path / "part1.json").write_text(" " * 20_000)
    found = [d for d in build(load_config(tmp_path)).diagnostics if d.severity == "error"]
    assert [(d.code, d.message) for d in found] == [
        ("core/file-too-large", "file is 20,000 bytes; the file-size limit is 10,000")]  # not the total too


def test_the_default_holds_a_half_million_token_yaml_set():
    # benchmarks/scale.py's 500,000 tokens: 41 MB of YAML and 8 MB for the dark context
    assert Limits().total_size >= 49_000_000 and describe(Limits(), "total_size") == "64 MiB"
