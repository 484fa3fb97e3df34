"""Token build benchmark: skinwright vs Style Dictionary and Terrazzo on one synthetic set.

    python benchmarks/tokens.py                      # 1k, 10k, 100k from JSON and YAML, 3 cold runs each
    python benchmarks/tokens.py --counts 10000 --peers   # also Style Dictionary 5 and Terrazzo 2 (npm)

The set comes from the peer benchmark kit's generator (``--kit``, default
``../shared/bench`` next to the repository): colour and dimension primitives,
≈30 % aliases (a quarter of them alias-of-alias) and a dark context that
retargets the semantic colours, bound by a DTCG resolver. The YAML variant is
the same data written as YAML. Each figure is the median of ``--runs`` cold
processes (wall time, and peak RSS from ``wait4`` in a launcher, as every benchmark
measures it: :mod:`tests.hostile.peak`): ``skinwright build``
writes tokens.css (light + dark blocks) and tokens.json; ``skinwright lint``
runs every rule (about 6,600 unused-token warnings on this set, each with its
position) and writes the JSON report.
"""

from __future__ import annotations

import argparse
import compileall
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "out"
sys.path[:0] = [str(HERE.parent)]  # tests.hostile.peak

PYPROJECT = """[tool.skinwright]
tokens = "bench.resolver.{ext}"
out-dir = "out-sw"
[tool.skinwright.modes.mode.dark]
selector = '[data-theme="dark"]'
[tool.skinwright.modes.mode.light]
selector = '[data-theme="light"]'
"""


def measure(cmd: list[str], cwd: Path, runs: int, env: dict | None = None) -> tuple[float, float]:
    """Median wall seconds and median peak RSS (MiB) of ``runs`` cold runs of ``cmd``.

    Measured from a small launcher (:func:`tests.hostile.peak.run_measured`, the one measurement every
    benchmark uses): ``wait4`` on a child of this process would report at least this process's own size.
    """
    from tests.hostile.peak import run_measured

    walls, peaks = [], []
    for _ in range(runs):
        with tempfile.TemporaryFile() as err:  # a file, not a pipe: a run with many warnings would block on a full pipe
            run = run_measured(cmd, cwd=cwd, env=env, stderr=err, timeout=3600)
            if run.code != 0:
                err.seek(0)
                raise SystemExit(f"{' '.join(cmd)} failed in {cwd}:\n{err.read().decode()}")
        walls.append(run.seconds)
        peaks.append(run.peak)
    return statistics.median(walls), statistics.median(peaks)


def generate(kit: Path, count: int) -> Path:
    """The kit's set of ``count`` tokens as JSON (and the same data as YAML) in ``OUT/<count>``."""
    import yaml

    folder = OUT / str(count)
    if not (folder / "tokens.json").exists():
        subprocess.run([sys.executable, str(kit / "gen_tokens.py"), "--count", str(count), "--out", str(folder)],
                       check=True, stdout=subprocess.DEVNULL)
    for name in ("tokens", "dark"):
        target = folder / f"{name}.yaml"
        if not target.exists():
            data = json.loads((folder / f"{name}.json").read_text())
            target.write_text(yaml.dump(data, Dumper=yaml.CSafeDumper, sort_keys=False, allow_unicode=True))
    resolver = json.loads((folder / "bench.resolver.json").read_text())
    text = json.dumps(resolver).replace("tokens.json", "tokens.yaml").replace("dark.json", "dark.yaml")
    (folder / "bench.resolver.yaml").write_text(yaml.dump(json.loads(text), sort_keys=False))
    return folder


def skinwright(folder: Path, ext: str, runs: int, command: str = "build") -> tuple[float, float]:
    """``skinwright build`` (or ``lint``) on the set, as a project of its own."""
    project = folder / f"sw-{ext}"
    project.mkdir(exist_ok=True)
    for f in folder.glob(f"*.{ext}"):
        shutil.copy(f, project / f.name)
    (project / "pyproject.toml").write_text(PYPROJECT.format(ext=ext))
    exe = shutil.which("skinwright") or str(Path(sys.executable).with_name("skinwright"))
    args = ["build", "-q"] if command == "build" else ["lint", "--format", "json", "-o", "lint.json"]
    return measure([exe, *args], project, runs)


def peers(kit: Path, folder: Path, runs: int, terrazzo: bool) -> dict[str, tuple[float, float]]:
    """Style Dictionary (light + dark) and Terrazzo (resolver, light + dark) on the same files."""
    peer_dir = OUT / "peers"
    if not (peer_dir / "node_modules").exists():
        peer_dir.mkdir(parents=True, exist_ok=True)
        shutil.copy(kit / "package.json", peer_dir / "package.json")
        subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--silent"], cwd=peer_dir, check=True)
    for f in ("sd.build.mjs", "terrazzo.config.mjs"):
        shutil.copy(kit / f, folder / f)
    link = folder / "node_modules"
    if not link.exists():
        link.symlink_to(peer_dir / "node_modules")
    out = {"Style Dictionary 5 (light + dark)": measure(["node", "sd.build.mjs"], folder, runs)}
    if terrazzo:
        cli = str(peer_dir / "node_modules/@terrazzo/cli/bin/cli.js")
        out["Terrazzo 2 (resolver, light + dark)"] = measure(["node", cli, "build", "-c", "terrazzo.config.mjs"],
                                                             folder, runs)
        out["Terrazzo 2 check (lint)"] = measure(["node", cli, "check", "-c", "terrazzo.config.mjs"], folder, runs)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--counts", default="1000,10000,100000")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--kit", type=Path, default=HERE.parent.parent / "shared" / "bench",
                    help="folder of the peer benchmark kit (gen_tokens.py, package.json, peer configs)")
    ap.add_argument("--peers", action="store_true", help="also run Style Dictionary and Terrazzo (needs node + npm)")
    ap.add_argument("--no-terrazzo", action="store_true", help="skip Terrazzo (about 35 s per run at 10k)")
    args = ap.parse_args()
    if not (args.kit / "gen_tokens.py").exists():
        raise SystemExit(f"no generator at {args.kit}/gen_tokens.py; pass --kit")
    # A wheel install compiles bytecode; an editable one under PYTHONDONTWRITEBYTECODE
    # would recompile every module in every measured process.
    compileall.compile_dir(HERE.parent / "generator" / "skinwright", quiet=1)
    print("| tokens | tool | input | wall (s) | peak RSS (MiB) |\n|---:|---|---|---:|---:|")
    for count in (int(c) for c in args.counts.split(",")):
        folder = generate(args.kit, count)
        for ext, label in (("json", "JSON"), ("yaml", "YAML")):
            wall, rss = skinwright(folder, ext, args.runs)
            print(f"| {count:,} | skinwright build | {label} | {wall:.2f} | {rss:.0f} |", flush=True)
        if count <= 10_000:
            wall, rss = skinwright(folder, "json", args.runs, "lint")
            print(f"| {count:,} | skinwright lint | JSON | {wall:.2f} | {rss:.0f} |", flush=True)
        if args.peers:
            for tool, (wall, rss) in peers(args.kit, folder, args.runs, not args.no_terrazzo).items():
                print(f"| {count:,} | {tool} | JSON | {wall:.2f} | {rss:.0f} |", flush=True)


if __name__ == "__main__":
    main()
