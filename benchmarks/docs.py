"""Docs site build times: the full build, and the rebuild after one token edit.

Run from the repository root:  .venv/bin/python benchmarks/docs.py [runs]

Works on a copy of the project in benchmarks/out/docs/ (the checkout is not
touched). Three figures, each the median of ``runs``:

- full build: ``skinwright build`` then ``mkdocs build --strict`` of each language, as fresh
  processes, with docs/generated/, dist/ and site/ removed first;
- rebuild (CLI): the same two commands after changing one token's value
  (``space.2`` in tokens/primitives/dimension.yaml, alternating 0.5rem/0.55rem);
- rebuild (serve loop): what ``skinwright serve`` does after the same edit, in
  one warm process: the build in-process, then MkDocs' build of the site;
  once as configured and once with ``SKINWRIGHT_DOCS_SEARCH=false`` (no
  search index: Material's search plugin parses every page's HTML, about 1 s
  on the component pages' code tabs).
"""

from __future__ import annotations

import compileall
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "benchmarks/out/docs"
TOKEN_FILE = "tokens/primitives/dimension.yaml"
BEFORE, AFTER = '"2":\n    $value: {value: 0.5, unit: rem}', '"2":\n    $value: {value: 0.55, unit: rem}'


def copy_project() -> None:
    shutil.rmtree(WORK, ignore_errors=True)
    WORK.mkdir(parents=True)
    for path in [*ROOT.glob("mkdocs*.yml"), ROOT / "pyproject.toml"]:
        shutil.copy(path, WORK / path.name)
    for folder in ("docs", "styles", "tokens"):
        shutil.copytree(ROOT / folder, WORK / folder, ignore=shutil.ignore_patterns("generated", "__pycache__"))


def env() -> dict:
    return {**os.environ, "PYTHONPATH": str(ROOT / "generator"), "NO_MKDOCS_2_WARNING": "1"}


def commands() -> float:
    start = time.perf_counter()
    sites = [["-m", "mkdocs", "build", "--strict", "-q", "-f", c]
             for c in ["mkdocs.yml", *sorted(p.name for p in WORK.glob("mkdocs.*.yml"))]]
    for cmd in (["-m", "skinwright", "build", "-q"], *sites):
        subprocess.run([sys.executable, *cmd], cwd=WORK, env=env(), check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def edit(n: int) -> None:
    path = WORK / TOKEN_FILE
    text = path.read_text()
    old, new = (BEFORE, AFTER) if n % 2 == 0 else (AFTER, BEFORE)
    assert old in text, f"{TOKEN_FILE} no longer has space.2 = {old}"
    path.write_text(text.replace(old, new, 1))


def serve_loop(runs: int, search: bool = True) -> list[float]:
    """The serve loop's rebuild, in one process (as ``skinwright serve`` runs it)."""
    code = f"""
import sys, time
sys.path.insert(0, {str(ROOT / 'generator')!r})
from pathlib import Path
from skinwright.config import load_config
from skinwright.build import build
from skinwright.output import write_files
from mkdocs.config import load_config as mkdocs_config
from mkdocs.commands.build import build as mkdocs_build
root = Path({str(WORK)!r})
config = load_config(root)
path = root / {TOKEN_FILE!r}
pairs = [({BEFORE!r}, {AFTER!r}), ({AFTER!r}, {BEFORE!r})]

def site():
    cfg = mkdocs_config(str(root / "mkdocs.yml"))
    cfg.plugins.on_startup(command="serve", dirty=False)
    mkdocs_build(cfg)

site()  # warm up, as the server has after its first build
for n in range({runs}):
    old, new = pairs[n % 2]
    path.write_text(path.read_text().replace(old, new, 1))
    start = time.perf_counter()
    result = build(config)
    assert result.ok, result.diagnostics
    write_files(root, result.files)
    site()
    print(time.perf_counter() - start)
"""
    environ = {**env(), "SKINWRIGHT_DOCS_SEARCH": "true" if search else "false"}
    out = subprocess.run([sys.executable, "-c", code], cwd=WORK, env=environ, check=True, capture_output=True,
                         text=True)
    return [float(line) for line in out.stdout.split()]


def main(runs: int = 5) -> None:
    compileall.compile_dir(ROOT / "generator" / "skinwright", quiet=1)  # as a wheel install does
    copy_project()
    full = []
    for _ in range(runs):
        for folder in ("docs/generated", "dist", "site"):
            shutil.rmtree(WORK / folder, ignore_errors=True)
        full.append(commands())
    rebuild = []
    for n in range(runs):
        edit(n)
        rebuild.append(commands())
    loop = serve_loop(runs)
    fast = serve_loop(runs, search=False)
    page = WORK / "site/components/tool-call/index.html"
    print(f"full build (skinwright build + mkdocs build --strict, cold): median {statistics.median(full):.2f} s "
          f"(min {min(full):.2f}, max {max(full):.2f})")
    print(f"rebuild after one token edit, CLI (same two commands): median {statistics.median(rebuild):.2f} s "
          f"(min {min(rebuild):.2f}, max {max(rebuild):.2f})")
    print(f"rebuild after one token edit, serve loop (warm process): median {statistics.median(loop):.2f} s "
          f"(min {min(loop):.2f}, max {max(loop):.2f})")
    print(f"rebuild after one token edit, serve loop without the search index: median {statistics.median(fast):.2f} s "
          f"(min {min(fast):.2f}, max {max(fast):.2f})")
    print(f"site: {sum(1 for _ in (WORK / 'site').rglob('*.html'))} pages; tool-call page {page.stat().st_size:,} bytes")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
