"""Size of the generated JavaScript: each module, and each element with everything it imports.

Run from the repository root:  .venv/bin/python benchmarks/elements.py

Builds the project in memory, writes out-dir's js/ to benchmarks/out/elements/,
and minifies with esbuild (from the npm registry, installed once into
benchmarks/out/npm/): each module alone (``--minify``), and each element module
bundled with its imports (``--bundle --minify --format=esm``: the element, its
connect and machine modules, its hooks and the shared runtime), as a bundler
ships it; and each element module with its own modules only (its connect and
machine modules; the shared runtime and the hooks left external). A module an
element loads lazily (``import("./x.js")``, such as the result views it draws
from data) is left out of the bundle: a page loads it only when it draws; the
first table gives its size alone. gzip is level 9. The target: every element
with its machine ≤ 6 KB (6,144 B) minified and gzipped; the last column holds
the whole bundle to it. Prints Markdown tables.
"""

from __future__ import annotations

import gzip
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "generator")]

from skinwright.build import build  # noqa: E402
from skinwright.config import load_config  # noqa: E402

OUT = ROOT / "benchmarks/out"
ESBUILD = "esbuild@0.25"
LIMIT = 6 * 1024


def esbuild() -> Path:
    """The esbuild binary, installed from npm into benchmarks/out/npm/ on first use."""
    folder = OUT / "npm"
    binary = folder / "node_modules/.bin/esbuild"
    if not binary.exists():
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "package.json").write_text('{"name": "bench", "version": "1.0.0", "private": true}\n')
        subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--loglevel=error", ESBUILD], cwd=folder, check=True)
    return binary


def write_js(folder: Path) -> list[str]:
    config = load_config(ROOT)
    result = build(config)
    if not result.ok:
        raise SystemExit("\n".join(d.format() for d in result.diagnostics))
    prefix = config.rel(config.out_dir) + "/js/"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    names = []
    for rel, text in result.files.items():
        if rel.startswith(prefix) and rel.endswith(".js"):
            (folder / rel[len(prefix):]).write_text(text, encoding="utf-8")
            names.append(rel[len(prefix):])
    return sorted(names)


def minified(binary: Path, path: Path, bundle: bool, external: tuple[str, ...] = ()) -> bytes:
    args = [str(binary), str(path), "--minify", "--format=esm", "--target=es2022", "--log-level=error"]
    if bundle:
        args += ["--bundle"] + [f"--external:{e}" for e in external]
    return subprocess.run(args, capture_output=True, check=True).stdout


LAZY = re.compile(r"""\bimport\(\s*["'](\./[^"']+)["']\s*\)""")
"""A module loaded lazily: ``import("./<name>.js")`` with a literal specifier."""


def main() -> None:
    binary = esbuild()
    folder = OUT / "elements"
    names = write_js(folder)
    lazy = tuple(sorted({m for name in names for m in LAZY.findall((folder / name).read_text(encoding="utf-8"))}))
    print("| module | raw | minified | minified + gzip |\n|---|---:|---:|---:|")
    for name in names:
        raw = (folder / name).read_bytes()
        mini = minified(binary, folder / name, bundle=False)
        print(f"| `js/{name}` | {len(raw):,} B | {len(mini):,} B | {len(gzip.compress(mini, 9)):,} B |")
    print("\n| element | with its own modules (minified + gzip) | with everything it imports: minified | "
          "minified + gzip | ≤ 6 KB |\n|---|---:|---:|---:|---|")
    for name in names:
        if name.endswith(".element.js"):
            component = name.removesuffix(".element.js")
            # The element module with its connect and machine modules; the shared runtime and hooks external.
            own = minified(binary, folder / name, bundle=True, external=(
                "./element.js", "./machine.js", "./connect.js", f"./{component}.plugin.js", *lazy))
            mini = minified(binary, folder / name, bundle=True, external=lazy)
            size = len(gzip.compress(mini, 9))
            print(f"| `js/{name}` | {len(gzip.compress(own, 9)):,} B | {len(mini):,} B | {size:,} B | "
                  f"{'yes' if size <= LIMIT else 'NO'} |")


if __name__ == "__main__":
    main()
