"""Legacy token benchmark: the synthetic set written in earlier shapes, built as it is and fixed with ``lint --fix``.

    python benchmarks/legacy.py --kit ../shared/bench --count 10000 --runs 5

The peer kit's set (``gen_tokens.py``: colour objects, dimensions, aliases,
a dark context; see ``tokens.py``) is rewritten the way Style Dictionary and
Tokens Studio files look: ``value`` and ``type`` without ``$`` on every
token (no group types), colours as hex strings, dimensions as ``"4px"``
strings. The script times cold processes (median of ``--runs``):
``skinwright build`` on the 2025.10 set and on the legacy one (the target:
legacy ≤ 1.5× the 2025.10 time), and ``skinwright lint --fix`` on a fresh
copy of the legacy set each run (target ≤ 2 s); then it checks that the
fixed copy builds the same ``tokens.css`` and has nothing fixable left.
"""

from __future__ import annotations

import argparse
import compileall
import json
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from tokens import HERE, OUT, PYPROJECT, generate, measure


def legacy(node, inherited: str | None = None):
    """A 2025.10 token tree in Style Dictionary / Tokens Studio shape."""
    if isinstance(node, dict) and "$value" in node:
        ttype = node.get("$type", inherited)
        value = node["$value"]
        if isinstance(value, dict) and "hex" in value and value.get("colorSpace") == "srgb" and "alpha" not in value:
            value = value["hex"]
        elif isinstance(value, dict) and set(value) == {"value", "unit"}:
            value = f"{value['value']}{value['unit']}"
        out = {"value": value}
        if ttype:
            out["type"] = ttype
        return out
    if isinstance(node, dict):
        ttype = node.get("$type", inherited)
        return {k: legacy(v, ttype) for k, v in node.items() if not k.startswith("$")}
    return node


def write_legacy(folder: Path) -> Path:
    """``folder/legacy``: the set's token files in the legacy shape, the same resolver, a pyproject."""
    project = folder / "legacy"
    if project.exists():
        shutil.rmtree(project)
    project.mkdir()
    for name in ("tokens.json", "dark.json"):
        data = json.loads((folder / name).read_text())
        (project / name).write_text(json.dumps(legacy(data), indent=2) + "\n")
    shutil.copy(folder / "bench.resolver.json", project / "bench.resolver.json")
    (project / "pyproject.toml").write_text(PYPROJECT.format(ext="json"))
    return project


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=10000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--kit", type=Path, default=HERE.parent.parent / "shared" / "bench")
    args = ap.parse_args()
    compileall.compile_dir(HERE.parent / "generator" / "skinwright", quiet=1)
    exe = shutil.which("skinwright") or str(Path(sys.executable).with_name("skinwright"))
    folder = generate(args.kit, args.count)
    modern = folder / "sw-json"
    modern.mkdir(exist_ok=True)
    for f in folder.glob("*.json"):
        shutil.copy(f, modern / f.name)
    (modern / "pyproject.toml").write_text(PYPROJECT.format(ext="json"))
    project = write_legacy(folder)

    build_modern, rss_modern = measure([exe, "build", "-q"], modern, args.runs)
    build_legacy, rss_legacy = measure([exe, "build", "-q"], project, args.runs)
    before = (project / "out-sw" / "css" / "tokens.css").read_text()
    fixes = []
    for _ in range(args.runs):
        copy = folder / "legacy-fix"
        if copy.exists():
            shutil.rmtree(copy)
        shutil.copytree(project, copy, ignore=shutil.ignore_patterns("out-sw"))
        start = time.perf_counter()
        done = subprocess.run([exe, "lint", "--fix", "-f", "json", "-o", "lint.json"], cwd=copy,
                              capture_output=True, text=True)
        fixes.append(time.perf_counter() - start)
        if done.returncode not in (0, 1):
            raise SystemExit(f"lint --fix failed:\n{done.stderr}")
    summary = done.stderr.strip().splitlines()[-1]
    subprocess.run([exe, "build", "-q"], cwd=copy, check=True, capture_output=True)
    same = (copy / "out-sw" / "css" / "tokens.css").read_text() == before
    report = json.loads((copy / "lint.json").read_text())
    left = subprocess.run([sys.executable, "-c", (
        "from pathlib import Path; from skinwright.config import load_config; from skinwright.lint import lint; "
        "print(sum(1 for d in lint(load_config(Path('.'))).diagnostics if d.fix))")],
        cwd=copy, capture_output=True, text=True).stdout.strip()
    fix = statistics.median(fixes)
    print(f"| tokens | figure | median (s) | peak RSS (MiB) |\n|---:|---|---:|---:|")
    print(f"| {args.count:,} | build, DTCG 2025.10 JSON | {build_modern:.2f} | {rss_modern:.0f} |")
    print(f"| {args.count:,} | build, legacy JSON | {build_legacy:.2f} | {rss_legacy:.0f} |")
    print(f"| {args.count:,} | lint --fix on the legacy JSON | {fix:.2f} | |")
    print(f"\nlegacy / 2025.10 build: {build_legacy / build_modern:.2f}× (target ≤ 1.5×); "
          f"--fix {fix:.2f} s (target ≤ 2 s; min {min(fixes):.2f} s); {summary}; "
          f"tokens.css after the fix {'the same' if same else 'DIFFERENT'}; fixable left: {left}; "
          f"{report['summary']['warnings']} warnings left (unused tokens)")


if __name__ == "__main__":
    main()
