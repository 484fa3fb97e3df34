"""Breaking-change check benchmark: ``skinwright lint --against REF`` on the 10,000-token synthetic set.

    python benchmarks/surface.py                 # 10k tokens, 3 cold runs per figure
    python benchmarks/surface.py --count 1000 --runs 5

The set is the peer kit's (``../shared/bench/gen_tokens.py``, as
``benchmarks/tokens.py`` uses it). Release 1 is the set as generated, built
once (its ``dist/`` holds ``surface.json``) and committed to a scratch git
repository. Today's sources then change 1.5 % of the tokens the way a real
release does: 50 renamed with the old name kept as a ``$deprecated`` alias,
25 renamed without it, 25 removed, 50 added and 50 given a new value (none of
them referred to by an alias, so the set still builds). Each figure is the
median of ``--runs`` cold processes (wall time, CPU time, peak RSS), with the JSON
report written to a file as CI would:

- ``lint`` alone, for reference;
- ``lint --against`` the release's ``dist/`` folder (its ``surface.json``);
- ``lint --against`` the same folder packed as a tarball;
- ``lint --against`` the release's ``dist/`` without ``surface.json`` (a
  release made before surface records: recomputed from ``tokens.json`` and
  ``tokens.css``);
- ``lint --against HEAD``: the committed sources, read with ``git archive``
  and built in memory;
- ``build``, which now also writes ``surface.json``.

In process it also times the stages alone: reading the baseline's
``surface.json``, today's record from the loaded project, the diff, and
placing every change in today's sources.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
OUT = HERE / "out" / "surface"
sys.path[:0] = [str(ROOT)]  # tests.hostile.peak
ENV = {**os.environ, "PYTHONPATH": str(ROOT / "generator"), "GIT_AUTHOR_NAME": "bench", "GIT_AUTHOR_EMAIL": "b@b",
       "GIT_COMMITTER_NAME": "bench", "GIT_COMMITTER_EMAIL": "b@b"}
PYPROJECT = """[tool.skinwright]
tokens = "bench.resolver.json"
[tool.skinwright.modes.mode.dark]
selector = '[data-theme="dark"]'
[tool.skinwright.modes.mode.light]
selector = '[data-theme="light"]'
"""


def measure(args: list[str], cwd: Path, runs: int, ok=(0, 1)) -> tuple[float, float, float]:
    """Median wall seconds, CPU seconds (user + system) and peak RSS (MiB) of ``runs`` cold ``python -m skinwright ARGS``.

    CPU time is the figure to read on a shared machine: other processes stretch
    the wall time, hardly the CPU time the process itself needs. Measured from a
    small launcher (:func:`tests.hostile.peak.run_measured`, as every benchmark does).
    """
    from tests.hostile.peak import run_measured

    walls, cpus, peaks = [], [], []
    for _ in range(runs):
        with tempfile.TemporaryFile() as err:
            run = run_measured([sys.executable, "-m", "skinwright", *args], cwd=cwd, env=ENV, stderr=err,
                               timeout=3600)
            if run.code not in ok:
                err.seek(0)
                raise SystemExit(f"skinwright {' '.join(args)} failed in {cwd}:\n{err.read().decode()}")
        walls.append(run.seconds)
        peaks.append(run.peak)
        cpus.append(run.cpu)
    return statistics.median(walls), statistics.median(cpus), statistics.median(peaks)


def walk(tree: dict, path=()):
    for key, node in tree.items():
        if isinstance(node, dict):
            if "$value" in node:
                yield path + (key,), node
            elif not key.startswith("$"):
                yield from walk(node, path + (key,))


def lookup(tree: dict, path: tuple) -> dict:
    for seg in path[:-1]:
        tree = tree[seg]
    return tree


def release_and_today(kit: Path, count: int) -> Path:
    """A git repository: release 1 committed (and built into release-dist/), today's edit in the working tree."""
    project = OUT / str(count)
    if project.exists():
        shutil.rmtree(project)
    project.mkdir(parents=True)
    subprocess.run([sys.executable, str(kit / "gen_tokens.py"), "--count", str(count), "--out", str(project)],
                   check=True, stdout=subprocess.DEVNULL)
    (project / "pyproject.toml").write_text(PYPROJECT)
    for args in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-q", "-m", "release 1"]):
        subprocess.run(["git", *args], cwd=project, env=ENV, check=True)
    subprocess.run([sys.executable, "-m", "skinwright", "build", "-q"], cwd=project, env=ENV, check=True)
    release = project.parent / f"release-{count}-dist"
    if release.exists():  # an earlier run's
        shutil.rmtree(release)
    shutil.move(project / "dist", release)
    tokens = json.loads((project / "tokens.json").read_text())
    dark = json.loads((project / "dark.json").read_text())
    referred = {v[1:-1] for _, n in walk(tokens) for v in [n["$value"]] if isinstance(v, str)}
    referred |= {v[1:-1] for _, n in walk(dark) for v in [n["$value"]] if isinstance(v, str)}
    in_dark = {".".join(p) for p, _ in walk(dark)}
    free = [p for p, _ in walk(tokens) if ".".join(p) not in referred and ".".join(p) not in in_dark]
    step = max(1, len(free) // 200)
    picks = free[::step][:200]
    kept, renamed, removed, changed = picks[:50], picks[50:75], picks[75:100], picks[100:150]
    for i, path in enumerate(kept + renamed):
        parent = lookup(tokens, path)
        node = parent[path[-1]]
        new = path[-1] + "-renamed"
        parent[new] = dict(node)
        if path in kept:
            parent[path[-1]] = {"$value": "{" + ".".join(path[:-1] + (new,)) + "}",
                                "$deprecated": f"Renamed to {'.'.join(path[:-1] + (new,))}."}
        else:
            del parent[path[-1]]
    for path in removed:
        del lookup(tokens, path)[path[-1]]
    for path in changed:
        node = lookup(tokens, path)[path[-1]]
        if isinstance(node["$value"], dict) and "value" in node["$value"]:
            node["$value"] = dict(node["$value"], value=node["$value"]["value"] + 1)
        elif isinstance(node["$value"], dict) and "components" in node["$value"]:
            node["$value"] = {k: v for k, v in node["$value"].items() if k != "hex"}
            node["$value"]["components"] = [round(c / 2, 4) for c in node["$value"]["components"]]
    added = tokens.setdefault("size", {}).setdefault("added", {"$type": "dimension"})
    for i in range(50):
        added[f"a{i}"] = {"$value": {"value": 1000 + i, "unit": "px"}}
    (project / "tokens.json").write_text(json.dumps(tokens))
    return project


def in_process(project: Path, release: Path) -> dict[str, float]:
    sys.path.insert(0, str(ROOT / "generator"))
    from skinwright.build import build
    from skinwright.config import load_config
    from skinwright.lint.components import load_components
    from skinwright.lint.context import LintContext
    from skinwright.diagnostics import Report
    from skinwright.project import load_project
    from skinwright.surface.check import change_diagnostic, current_surface
    from skinwright.surface.locate import Locator
    from skinwright.surface.diff import diff_surfaces
    from skinwright.surface.record import surface_from_files

    config = load_config(project)
    times: dict[str, float] = {}
    t = time.perf_counter()
    old = surface_from_files({"surface.json": (release / "surface.json").read_bytes()})
    times["read the release's surface.json"] = time.perf_counter() - t
    ctx, report = LintContext(config), Report()
    proj = load_project(config)
    ctx.tokens = proj.load_tokens(report)
    load_components(proj, ctx, report)
    t = time.perf_counter()
    today = current_surface(config, ctx.tokens, ctx.components, ctx.family_css)
    times["today's record from the loaded project"] = time.perf_counter() - t
    t = time.perf_counter()
    changes = diff_surfaces(old, today)
    times[f"diff ({len(changes)} changes)"] = time.perf_counter() - t
    t = time.perf_counter()
    locator = Locator(config, ctx.tokens, {n: c.spec for n, c in ctx.components.items()})
    locator.prefetch(c.where for c in changes)
    [change_diagnostic(c, locator) for c in changes]
    times["place every change in today's sources (one pass)"] = time.perf_counter() - t
    files = {p.relative_to(release).as_posix(): p.read_bytes() for p in release.rglob("*")
             if p.is_file() and p.name != "surface.json"}
    t = time.perf_counter()
    surface_from_files(files)
    times["a release without surface.json, recomputed"] = time.perf_counter() - t
    del build
    return times


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=10_000)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--kit", type=Path, default=ROOT.parent.parent / "shared" / "bench")
    args = ap.parse_args()
    if not (args.kit / "gen_tokens.py").exists():
        args.kit = Path("/work/shared/bench")
    compileall.compile_dir(ROOT / "generator" / "skinwright", quiet=1)
    project = release_and_today(args.kit, args.count)
    release = project.parent / f"release-{args.count}-dist"
    older = project.parent / f"release-{args.count}-older"
    shutil.copytree(release, older, dirs_exist_ok=True)
    (older / "surface.json").unlink()
    packed = project.parent / f"release-{args.count}.tgz"
    with tarfile.open(packed, "w:gz") as tar:
        tar.add(release, arcname="package")
    report = ["--format", "json", "-o", "lint.json"]
    rows = [("lint", ["lint", *report]),
            ("lint --against DIST (surface.json)", ["lint", "--against", str(release), *report]),
            ("lint --against TARBALL", ["lint", "--against", str(packed), *report]),
            ("lint --against DIST (no surface.json)", ["lint", "--against", str(older), *report]),
            ("lint --against HEAD (git, built in memory)", ["lint", "--against", "HEAD", *report]),
            ("build (writes surface.json)", ["build", "-q"])]
    print(f"Load average before: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores\n")
    print(f"| {args.count:,} tokens | wall (s) | CPU (s) | peak RSS (MiB) |\n|---|---:|---:|---:|")
    for label, cmd in rows:
        wall, cpu, rss = measure(cmd, project, args.runs)
        print(f"| skinwright {label} | {wall:.2f} | {cpu:.2f} | {rss:.0f} |", flush=True)
    found = json.loads((project / "lint.json").read_text())
    print("\nIn process (one run):\n")
    for label, seconds in in_process(project, release).items():
        print(f"- {label}: {seconds * 1000:.0f} ms")
    counts: dict[str, int] = {}
    for d in found["diagnostics"]:
        if d["rule"].startswith("surface/"):
            counts[d["rule"]] = counts.get(d["rule"], 0) + 1
    print("\nFindings of the last lint --against:", ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))


if __name__ == "__main__":
    main()
