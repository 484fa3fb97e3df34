"""Writing outputs: manifests decide what a build may delete; nothing outside the project is touched."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skinwright.diagnostics import SkinwrightError
from skinwright.output import MANIFEST, plan_outputs, write_outputs


def listed(root: Path, folder: str) -> list[str]:
    return json.loads((root / folder / MANIFEST).read_text())["files"]


def test_the_manifest_is_deterministic_and_lists_names_relative_to_its_folder(tmp_path):
    plan = plan_outputs(tmp_path, {"dist/b.css": "b", "dist/css/a.css": "a"}, ["dist"])
    assert plan.files["dist/" + MANIFEST].decode() == (
        '{\n  "about": "Files skinwright build wrote in this folder. The next build deletes those it no longer '
        'writes; files not listed here are never touched.",\n  "files": [\n    "b.css",\n    "css/a.css"\n  ]\n}\n')
    assert plan.stale == ()


def test_each_file_belongs_to_the_deepest_output_folder(tmp_path):
    write_outputs(tmp_path, plan_outputs(tmp_path, {"dist/a.css": "a", "dist/docs/p.md": "p"}, ["dist", "dist/docs"]))
    assert listed(tmp_path, "dist") == ["a.css"]
    assert listed(tmp_path, "dist/docs") == ["p.md"]


def test_stale_files_go_and_folders_they_leave_empty_too_but_not_a_folder_with_a_user_file(tmp_path):
    first = {"dist/a/x.css": "x", "dist/b/y.css": "y", "dist/keep.css": "k"}
    write_outputs(tmp_path, plan_outputs(tmp_path, first, ["dist"]))
    (tmp_path / "dist/b/mine.txt").write_text("mine")
    plan = plan_outputs(tmp_path, {"dist/keep.css": "k"}, ["dist"])
    assert plan.stale == (("dist", "a/x.css"), ("dist", "b/y.css"))
    assert write_outputs(tmp_path, plan) == ["dist/.skinwright-manifest.json", "dist/a/x.css", "dist/b/y.css"]
    assert not (tmp_path / "dist/a").exists()
    assert sorted(p.name for p in (tmp_path / "dist/b").iterdir()) == ["mine.txt"]


def test_a_manifest_cannot_lead_the_build_out_of_its_folder(tmp_path):
    (tmp_path / "dist").mkdir()
    (tmp_path / "secret").write_text("s")
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "elsewhere/x.css").write_text("x")
    (tmp_path / "dist/link").symlink_to(tmp_path / "elsewhere")
    (tmp_path / "dist" / MANIFEST).write_text(json.dumps({"files": [
        "../secret", str(tmp_path / "secret"), "./a.css", "a//b.css", "link/x.css", 7, ""]}))
    plan = plan_outputs(tmp_path, {"dist/a.css": "a"}, ["dist"])
    assert plan.differences(tmp_path) == ["dist/.skinwright-manifest.json", "dist/a.css"]  # nothing to delete
    write_outputs(tmp_path, plan)
    assert (tmp_path / "secret").exists() and (tmp_path / "elsewhere/x.css").exists()


@pytest.mark.parametrize("content, where, why", [
    ("{not json", "1:2", "Expecting property name enclosed in double quotes"),
    ('{"files": null}', "1:1", "it has no 'files' list"),
    ("[]", "1:1", "it has no 'files' list"),
])
def test_a_broken_manifest_stops_the_build_before_it_replaces_or_deletes_anything(tmp_path, content, where, why):
    write_outputs(tmp_path, plan_outputs(tmp_path, {"dist/a.css": "a", "dist/gone.css": "g"}, ["dist"]))
    (tmp_path / "dist/mine.css").write_text("mine")
    (tmp_path / "dist" / MANIFEST).write_text(content)
    with pytest.raises(SkinwrightError) as err:
        plan_outputs(tmp_path, {"dist/a.css": "a", "dist/mine.css": "new"}, ["dist"])
    [d] = err.value.diagnostics
    assert d.format() == (
        f"dist/{MANIFEST}:{where}: error output/bad-manifest dist/{MANIFEST} is not a skinwright manifest: {why}\n"
        "  hint: delete it to start over: the next build then deletes nothing, and writes its outputs over "
        "whatever is at their paths")
    assert (tmp_path / "dist/mine.css").read_text() == "mine" and (tmp_path / "dist/gone.css").exists()


def test_check_lists_for_deletion_only_what_the_build_deletes(tmp_path):
    write_outputs(tmp_path, plan_outputs(tmp_path, {"dist/a.css": "a", "dist/css/b.css": "b"}, ["dist"]))
    (tmp_path / "dist/userdir").mkdir()
    (tmp_path / "dist" / MANIFEST).write_text(json.dumps({"files": ["a.css", "css/b.css", "userdir", "css", "."]}))
    plan = plan_outputs(tmp_path, {"dist/a.css": "a"}, ["dist"])
    assert plan.differences(tmp_path) == ["dist/.skinwright-manifest.json", "dist/css/b.css (to be deleted)"]
    assert write_outputs(tmp_path, plan) == ["dist/.skinwright-manifest.json", "dist/css/b.css"]
    assert (tmp_path / "dist/userdir").is_dir() and not (tmp_path / "dist/css").exists()


def test_writing_through_a_link_out_of_the_project_is_refused_before_anything_is_written(tmp_path):
    proj, outside = tmp_path / "proj", tmp_path / "outside"
    (proj / "dist").mkdir(parents=True)
    outside.mkdir()
    (proj / "dist/css").symlink_to(outside)
    with pytest.raises(SkinwrightError) as err:
        plan_outputs(proj, {"dist/tokens.json": "{}", "dist/css/tokens.css": ":root {}"}, ["dist"])
    [d] = err.value.diagnostics
    assert d.format() == (
        f"dist/css/tokens.css:1:1: error output/outside-project refusing to write dist/css/tokens.css: it leads to "
        f"{outside}/tokens.css, outside the project\n"
        "  hint: a symbolic link in the output folder points out of the project; replace it with a real folder")
    assert not (proj / "dist/tokens.json").exists() and not any(outside.iterdir())


def test_a_file_with_the_same_bytes_is_adopted_and_a_different_one_is_refused(tmp_path):
    write_outputs(tmp_path, plan_outputs(tmp_path, {"dist/a.css": "a"}, ["dist"]))
    (tmp_path / "dist/same.css").write_text("s")
    (tmp_path / "dist/other.css").write_text("mine")
    plan = plan_outputs(tmp_path, {"dist/a.css": "a", "dist/same.css": "s"}, ["dist"])
    assert plan.differences(tmp_path) == ["dist/.skinwright-manifest.json"]
    with pytest.raises(SkinwrightError) as err:
        plan_outputs(tmp_path, {"dist/a.css": "a", "dist/other.css": "new"}, ["dist"])
    assert [d.code for d in err.value.diagnostics] == ["output/not-owned"]
    assert (tmp_path / "dist/other.css").read_text() == "mine"
