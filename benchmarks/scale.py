"""Scale benchmark: time and peak memory per token, from 10k to 500k tokens and alias chains of 1k to 100k.

    python benchmarks/scale.py                                  # the table in benchmarks/README.md
    python benchmarks/scale.py --counts 10000,100000 --chains 1000 --runs 1

Every stage should be linear in its input, so the time and the memory per
token should stay flat as the set grows. Each row is the median of ``--runs``
cold processes (wall time; peak RSS of the process and its children from
``wait4``). "Net" figures subtract a one-token project's run (interpreter
start-up and imports, ≈0.15 s and ≈25 MiB), so the per-token figures compare
the work that grows with the input.

Token sets (generated here, deterministic): ``count`` tokens in groups of 100,
≈45 % colours, ≈25 % dimensions, ≈30 % aliases (a quarter of them alias an
alias), and a dark context that retargets ≈14 % of the tokens, bound by a DTCG
resolver; written as JSON and as the same data in YAML. ``skinwright build``
writes tokens.css and tokens.json; ``skinwright lint`` runs every rule and
writes the report in each format (``--formats``).

Alias chains: ``c0 → c1 → … → c(n-1)``, the last a dimension, with a docs
folder so the build writes the docs' token reference too (which shows each
chain elided after a few steps). ``--docs-counts`` builds token sets (YAML)
with a docs folder as well: 120,000 by default, the ``tokens`` limit's
default, where the docs' token reference lists ``docs-tokens`` of them.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
OUT = HERE / "out" / "scale"
sys.path[:0] = [str(ROOT)]

RESOLVER = {
    "name": "scale", "version": "2025.10",
    "sets": {"base": {"sources": [{"$ref": "tokens.{ext}"}]}},
    "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.{ext}"}]}, "default": "light"}},
    "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}],
}


def token_set(count: int) -> tuple[dict, dict]:
    """``(tokens, dark)`` for ``count`` tokens (see the module docstring)."""
    tokens: dict = {}
    dark: dict = {}
    literal: list[str] = []
    for i in range(count):
        group, name = f"g{i // 100}", f"t{i % 100}"
        path = f"{group}.{name}"
        kind = (i * 7919) % 100
        if kind < 45 or not literal:
            r, g, b = ((i * 37) % 256) / 255, ((i * 101) % 256) / 255, ((i * 211) % 256) / 255
            token = {"$type": "color", "$value": {"colorSpace": "srgb", "components": [round(r, 4), round(g, 4),
                                                                                         round(b, 4)]}}
            literal.append(path)
        elif kind < 70:
            token = {"$type": "dimension", "$value": {"value": i % 64, "unit": "px"}}
        else:
            target = literal[(i * 31) % len(literal)]
            token = {"$value": "{" + target + "}"}
            if kind >= 93 and len(literal) > 1:  # alias of an alias
                token = {"$value": "{" + literal[(i * 17) % len(literal)] + "}"}
        tokens.setdefault(group, {})[name] = token
        if kind < 14 and token.get("$type") == "color":
            dark.setdefault(group, {})[name] = {"$type": "color",
                                                "$value": {"colorSpace": "srgb", "components": [0.9, 0.9, 0.9]}}
    return tokens, dark


def chain(length: int) -> dict:
    """``c0`` aliases ``c1`` … ``c(length-1)``, a dimension."""
    out = {f"c{i}": {"$value": "{" + f"c{i + 1}" + "}"} for i in range(length - 1)}
    out[f"c{length - 1}"] = {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}
    return out


def write_project(folder: Path, ext: str, tokens: dict, dark: dict | None, docs: bool = False) -> Path:
    import yaml

    folder.mkdir(parents=True, exist_ok=True)
    for name, data in (("tokens", tokens), ("dark", dark)):
        if data is None:
            continue
        target = folder / f"{name}.{ext}"
        if not target.exists():
            text = json.dumps(data) if ext == "json" else yaml.dump(data, Dumper=yaml.CSafeDumper, sort_keys=False)
            target.write_text(text)
    if dark is not None:
        (folder / f"scale.resolver.{ext}").write_text(json.dumps(RESOLVER).replace("{ext}", ext))
        tokens_path = f"scale.resolver.{ext}"
    else:
        tokens_path = f"tokens.{ext}"
    (folder / "pyproject.toml").write_text(
        f'[tool.skinwright]\ntokens = "{tokens_path}"\nout-dir = "out"\n'
        + ('docs-dir = "docs/generated"\n' if docs else "")
        + '\n[tool.skinwright.limits]\ntokens = 1000000\nfile-size = "256 MiB"\n')
    return folder


def measure(cmd: list[str], cwd: Path, runs: int) -> tuple[float, float]:
    """Median wall seconds and median peak RSS (MiB) of ``runs`` cold runs of ``cmd``.

    The peak is measured from a small launcher (:func:`tests.hostile.peak.run_measured`): a process forked from
    this one, which holds the generated token set, would report this one's size.
    """
    from tests.hostile.peak import run_measured

    walls, peaks = [], []
    env = {**os.environ, "PYTHONPATH": str(ROOT / "generator")}
    for _ in range(runs):
        for leftover in ("out", "docs"):
            shutil.rmtree(cwd / leftover, ignore_errors=True)
        with tempfile.TemporaryFile() as err:
            code, wall, peak, _ = run_measured(cmd, cwd=cwd, env=env, stderr=err, timeout=3600)
            if code not in (0, 1):  # lint exits 1 on findings
                err.seek(0)
                raise SystemExit(f"{' '.join(cmd)} failed ({code}) in {cwd}:\n{err.read().decode()[-2000:]}")
        walls.append(wall)
        peaks.append(peak)
    return statistics.median(walls), statistics.median(peaks)


def row(label: str, n: int, wall: float, rss: float, base: tuple[float, float]) -> str:
    net_t, net_m = max(wall - base[0], 0.0), max(rss - base[1], 0.0)
    return (f"| {label} | {n:,} | {wall:.2f} | {rss:,.0f} | {net_t / n * 1e6:.1f} | {net_m * 1024 / n:.2f} |")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--counts", default="10000,100000,500000")
    ap.add_argument("--chains", default="1000,10000,100000")
    ap.add_argument("--docs-counts", default="120000",
                    help="token sets (YAML) also built with a docs folder: the token reference with every mode context")
    ap.add_argument("--formats", default="text,json,github,sarif")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--no-lint", action="store_true")
    args = ap.parse_args()
    compileall.compile_dir(ROOT / "generator" / "skinwright", quiet=1)  # as a wheel install does
    exe = [sys.executable, "-m", "skinwright"]
    print("| run | tokens | wall (s) | peak RSS (MiB) | net µs/token | net KiB/token |")
    print("|---|---:|---:|---:|---:|---:|")
    tiny = write_project(OUT / "tiny", "json", {"n": {"$type": "number", "$value": 1}}, None)
    base = measure(exe + ["build", "-q"], tiny, args.runs)
    lint_base = measure(exe + ["lint", "--format", "json", "-o", "report"], tiny, args.runs)
    print(row("one token (baseline)", 1, *base, (0.0, 0.0)).replace("| 1 |", "| 1 |"))
    for count in [int(c) for c in args.counts.split(",") if c]:
        tokens, dark = token_set(count)
        for ext in ("json", "yaml"):
            folder = write_project(OUT / f"set-{count}-{ext}", ext, tokens, dark)
            print(row(f"build, {ext.upper()}", count, *measure(exe + ["build", "-q"], folder, args.runs), base),
                  flush=True)
            if args.no_lint or ext == "yaml":
                continue
            for fmt in args.formats.split(","):
                wall, rss = measure(exe + ["lint", "--format", fmt, "-o", "report"], folder, args.runs)
                print(row(f"lint --format {fmt}, {ext.upper()}", count, wall, rss, lint_base), flush=True)
    for count in [int(c) for c in args.docs_counts.split(",") if c]:
        tokens, dark = token_set(count)
        folder = write_project(OUT / f"docs-{count}-yaml", "yaml", tokens, dark, docs=True)
        print(row("build with docs, YAML", count, *measure(exe + ["build", "-q"], folder, args.runs), base),
              flush=True)
    for length in [int(c) for c in args.chains.split(",") if c]:
        folder = write_project(OUT / f"chain-{length}", "yaml", chain(length), None, docs=True)
        print(row("build with docs, alias chain", length, *measure(exe + ["build", "-q"], folder, args.runs), base),
              flush=True)


if __name__ == "__main__":
    main()
