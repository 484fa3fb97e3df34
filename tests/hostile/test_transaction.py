"""A build is one transaction across its output folders: killed anywhere, each folder is wholly old or wholly new.

The kill tests fork a child per file-system operation of ``write_outputs`` and
SIGKILL it just before that operation (an audit hook sees each one), then
check every output folder, run the recovery a later build runs, and check
again. They run once with the atomic folder exchange and once with the
rename-aside fallback some file systems need.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from skinwright import output
from skinwright.output import JOURNAL, MANIFEST, plan_outputs, project_lock, recover, write_outputs

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = ("dist", "docs/generated")

OLD = {
    "dist/css/tokens.css": ":root { --xh-a: 1; }\n",
    "dist/css/card.css": "/* card */\n",
    "dist/meta/card.json": "{}\n",
    "dist/tokens.json": '{"a": 1}\n',
    "docs/generated/parts/cli.md": "# CLI\n",
    "docs/generated/css/tokens.css": ":root { --xh-a: 1; }\n",
}
NEW = {  # tokens changed, the card component removed (its meta folder empties), a new component added
    "dist/css/tokens.css": ":root { --xh-a: 2; }\n",
    "dist/css/chip.css": "/* chip */\n",
    "dist/tokens.json": '{"a": 2}\n',
    "docs/generated/parts/cli.md": "# CLI\n",
    "docs/generated/css/tokens.css": ":root { --xh-a: 2; }\n",
}

# The operations that change the file system (names of Python audit events).
MUTATING = {"os.rename", "os.link", "os.symlink", "os.mkdir", "os.remove", "os.rmdir", "os.chmod",
            "shutil.rmtree", "skinwright.exchange", "os.truncate"}


def tree(folder: Path) -> dict[str, str] | None:
    """Everything under ``folder``: files by content, links by target, folders as such; ``None`` if absent."""
    if not folder.exists():
        return None
    out = {}
    for dirpath, dirs, files in os.walk(folder):
        for name in dirs + files:
            p = Path(dirpath) / name
            rel = p.relative_to(folder).as_posix()
            out[rel] = f"-> {os.readlink(p)}" if p.is_symlink() else "<dir>" if p.is_dir() else p.read_text()
    return out


def old_project(root: Path) -> None:
    """The project after a build of OLD, with the user's own files in both output folders and beside them."""
    import shutil

    if root.exists():
        shutil.rmtree(root)
    root.mkdir()
    (root / "docs").mkdir()
    (root / "docs/index.md").write_text("# Home\n")
    write_outputs(root, plan_outputs(root, OLD, FOLDERS))
    (root / "dist/README.txt").write_text("mine\n")
    (root / "dist/css/custom").mkdir()
    (root / "dist/css/custom/brand.css").write_text("/* mine */\n")
    (root / "dist/latest").symlink_to("css/tokens.css")
    (root / "docs/generated/notes.md").write_text("mine\n")


def mutating(event: str, args: tuple) -> bool:
    if event in MUTATING:
        return True
    if event == "open":
        mode, flags = args[1], args[2]
        return (isinstance(mode, str) and any(c in mode for c in "wax+")) or \
            (mode is None and flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT))
    return False


def run_killed_at(root: Path, plan, kill_at: int | None, count_file: Path) -> int:
    """Fork; in the child, write ``plan`` and SIGKILL before the ``kill_at``-th change. Returns the wait status."""
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        seen = [0]

        def hook(event, args):
            if mutating(event, args):
                seen[0] += 1
                if seen[0] == kill_at:
                    os.kill(os.getpid(), signal.SIGKILL)

        try:
            sys.addaudithook(hook)
            write_outputs(root, plan)
            kill_at_end = seen[0]
            count_file.write_text(str(kill_at_end))
            os._exit(0)
        except BaseException:
            os._exit(3)
    _, status = os.waitpid(pid, 0)
    return status


def litter(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*")
                  if "skinwright-new" in p.name or "skinwright-old" in p.name or p.name.startswith(JOURNAL)
                  or p.name.endswith((".tmp", ".bak")))


@pytest.mark.parametrize("exchange", [True, False], ids=["exchange", "rename-aside"])
def test_killed_before_any_operation_each_folder_is_wholly_old_or_new_and_the_next_build_recovers(
        tmp_path, monkeypatch, exchange):
    if not exchange:
        monkeypatch.setattr(output, "_exchange", lambda a, b: False)
    root, counter = tmp_path / "proj", tmp_path / "count"
    old_project(root)
    before = {f: tree(root / f) for f in FOLDERS}
    plan = plan_outputs(root, NEW, FOLDERS)
    assert run_killed_at(root, plan, None, counter) == 0
    after = {f: tree(root / f) for f in FOLDERS}
    operations = int(counter.read_text())
    # What NEW must look like: the user's files kept, the card's outputs and emptied folder gone.
    assert after["dist"]["README.txt"] == "mine\n" and after["dist"]["css/custom/brand.css"] == "/* mine */\n"
    assert after["dist"]["latest"] == "-> css/tokens.css" and "meta" not in after["dist"]
    assert after["dist"]["css/tokens.css"] == NEW["dist/css/tokens.css"] and "css/card.css" not in after["dist"]
    assert after["docs/generated"]["notes.md"] == "mine\n"
    assert operations > 40
    seen_states = set()
    for kill_at in range(1, operations + 1):
        old_project(root)
        status = run_killed_at(root, plan, kill_at, counter)
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, kill_at
        committed = (root / JOURNAL).exists()
        states = []
        for f in FOLDERS:
            now = tree(root / f)
            allowed = (before[f], after[f]) if exchange else (before[f], after[f], None)
            assert now in allowed, (kill_at, f)
            states.append("old" if now == before[f] else "new" if now == after[f] else "absent")
        seen_states.add((tuple(states), committed))
        recover(root, FOLDERS)  # what the next build does first
        for f in FOLDERS:
            assert tree(root / f) == (after[f] if committed else tree(root / f)), (kill_at, f)
            assert tree(root / f) in (before[f], after[f]), (kill_at, f)
        assert litter(root) == [], kill_at
        write_outputs(root, plan_outputs(root, NEW, FOLDERS))
        assert {f: tree(root / f) for f in FOLDERS} == after, kill_at
        assert (root / "docs/index.md").read_text() == "# Home\n"
        assert litter(root) == []
    # The kills landed before, inside and after the swap: old/old, new/old (committed), new/new.
    assert (("old", "old"), False) in seen_states
    assert (("new", "new"), False) in seen_states  # killed while deleting the old trees
    assert any(committed and states != ("new", "new") for states, committed in seen_states), seen_states


def test_a_build_of_unchanged_outputs_touches_nothing(tmp_path):
    root = tmp_path / "proj"
    old_project(root)
    inodes = {p: p.stat().st_ino for p in [root / "dist", root / "dist/css/tokens.css", root / "docs/generated"]}
    assert write_outputs(root, plan_outputs(root, OLD, FOLDERS)) == []
    assert {p: p.stat().st_ino for p in inodes} == inodes


def test_unchanged_outputs_and_user_files_keep_their_identity_in_a_changed_folder(tmp_path):
    root = tmp_path / "proj"
    old_project(root)
    kept = [root / "dist/meta/card.json", root / "dist/README.txt", root / "dist/css/custom/brand.css"]
    identity = {p: (p.stat().st_ino, p.stat().st_mtime_ns) for p in kept}
    changed = write_outputs(root, plan_outputs(root, {**OLD, "dist/tokens.json": '{"a": 3}\n'}, FOLDERS))
    assert changed == ["dist/tokens.json"]
    assert {p: (p.stat().st_ino, p.stat().st_mtime_ns) for p in kept} == identity


def test_a_user_file_saved_while_the_build_runs_is_kept(tmp_path, monkeypatch):
    root = tmp_path / "proj"
    old_project(root)
    real_swap = output._swap

    def save_then_swap(staged, live, aside):
        if live.name == "dist":  # an editor saves README.txt (a new file renamed over the old) mid-build
            (live / "README.new").write_text("edited\n")
            os.replace(live / "README.new", live / "README.txt")
            (live / "added.txt").write_text("new file\n")
        real_swap(staged, live, aside)

    monkeypatch.setattr(output, "_swap", save_then_swap)
    write_outputs(root, plan_outputs(root, NEW, FOLDERS))
    assert (root / "dist/README.txt").read_text() == "edited\n"
    assert (root / "dist/added.txt").read_text() == "new file\n"
    assert (root / "dist/css/tokens.css").read_text() == NEW["dist/css/tokens.css"]
    assert litter(root) == []


def test_temporary_files_an_earlier_version_left_are_removed_but_not_a_user_file_like_them(tmp_path):
    root = tmp_path / "proj"
    old_project(root)
    (root / "dist/css/.tokens.css.k3j_9xq2.tmp").write_text("half")
    (root / "dist/.tokens.json.ab12cd34.tmp.bak").write_text("old")
    (root / "dist/.notes.txt.ab12cd34.tmp").write_text("the user's")
    write_outputs(root, plan_outputs(root, OLD, FOLDERS))  # nothing to change, still cleaned
    assert sorted(p.name for p in (root / "dist").rglob(".*.tmp*")) == [".notes.txt.ab12cd34.tmp"]


def test_a_folder_where_an_output_file_goes_fails_the_build_and_changes_nothing(tmp_path):
    root = tmp_path / "proj"
    old_project(root)
    (root / "dist/css/chip.css").mkdir()
    before = {f: tree(root / f) for f in FOLDERS}
    with pytest.raises(Exception) as err:
        write_outputs(root, plan_outputs(root, NEW, FOLDERS))
    [d] = err.value.diagnostics
    assert d.format() == ("dist/css/chip.css:1:1: error output/write-failed cannot write dist/css/chip.css: a folder "
                          "is in the way\n  hint: check that the folder exists, is a folder and is writable; nothing "
                          "was changed")
    assert {f: tree(root / f) for f in FOLDERS} == before and litter(root) == []


def test_a_hand_edited_journal_cannot_move_anything_outside_the_output_folders(tmp_path):
    root = tmp_path / "proj"
    old_project(root)
    (root / "victim").mkdir()
    (root / ".victim.skinwright-new").mkdir()
    (root / JOURNAL).write_text(json.dumps({"swaps": [
        {"folder": "victim", "staged": ".victim.skinwright-new", "device": 0, "inode": 0},
        {"folder": "..", "staged": "../.x.skinwright-new", "device": 0, "inode": 0}, "junk"]}))
    recover(root, FOLDERS)
    assert (root / "victim").is_dir() and not (root / JOURNAL).exists()


# --- the lock, and real processes --------------------------------------------------------------------------

def cli(project: Path, *args: str, **kw) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "generator")}
    env.pop("SKINWRIGHT_DEBUG", None)
    return subprocess.Popen([sys.executable, "-m", "skinwright", *args], cwd=project, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kw)


def tokens_project(root: Path, count: int = 50, value: int = 1) -> Path:
    root.mkdir(exist_ok=True)
    (root / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "tokens.yaml"\ndocs-dir = "docs/generated"\n')
    (root / "tokens.yaml").write_text("".join(f"t{i}: {{$type: number, $value: {value}}}\n" for i in range(count)))
    return root


def test_a_second_build_waits_for_the_first_and_says_so(tmp_path):
    proj = tokens_project(tmp_path / "proj")
    with project_lock(proj):
        second = cli(proj, "build")
        time.sleep(3)  # far longer than this build takes
        assert second.poll() is None and not (proj / "dist").exists()  # still waiting
    out, err = second.communicate(timeout=60)
    assert second.returncode == 0, err
    assert err.startswith("waiting for another skinwright build of this project to finish…\nbuilt ")
    assert (proj / "dist/css/tokens.css").exists()


def values(folder: dict[str, str]) -> set[str]:
    """The token values in an output folder's tokens.css (and tokens.json, in dist/)."""
    found = {line.split(":")[1].strip(" ;") for line in folder["css/tokens.css"].splitlines()
             if line.strip().startswith("--xh-t")}
    if "tokens.json" in folder:
        found |= {str(t["$value"]) for t in json.loads(folder["tokens.json"]).values() if isinstance(t, dict)
                  and "$value" in t}
    return found


def test_a_build_killed_at_random_moments_never_leaves_a_mixed_folder(tmp_path):
    """Real processes, real SIGKILL from outside, spread over the second half of the build's run time."""
    proj = tokens_project(tmp_path / "proj", count=3000, value=0)
    start = time.monotonic()
    assert cli(proj, "build", "-q").wait(timeout=120) == 0
    took = time.monotonic() - start
    for i in range(1, 9):
        tokens_project(proj, count=3000, value=i)
        victim = cli(proj, "build", "-q")
        time.sleep(took * (0.5 + 0.07 * i))
        victim.send_signal(signal.SIGKILL)
        victim.wait(timeout=60)
        for f in FOLDERS:
            assert values(tree(proj / f)) in ({str(i - 1)}, {str(i)}), (i, f)  # wholly one build's output
        assert cli(proj, "build", "-q").wait(timeout=120) == 0
        assert all(values(tree(proj / f)) == {str(i)} for f in FOLDERS)
        assert litter(proj) == []


def test_serve_writes_exactly_what_build_writes(tmp_path):
    """`build --check` passes after a `serve` session (serve once wrote its own CLI page)."""
    proj = tokens_project(tmp_path / "proj")
    (proj / "mkdocs.yml").write_text("site_name: acme\n")
    (proj / "docs").mkdir()
    (proj / "docs/index.md").write_text("# Acme\n")
    server = cli(proj, "serve", "-a", "127.0.0.1:0")
    try:
        lines = []
        for line in server.stderr:
            lines.append(line)
            if line.startswith("skinwright: "):
                break
        assert lines[-1].startswith("skinwright: rebuilt ("), "".join(lines)
    finally:
        server.terminate()
        server.communicate(timeout=30)
    check = cli(proj, "build", "--check")
    assert check.wait(timeout=60) == 0, check.stderr.read()
