"""Size of tool-call.css (bytes, minified, gzip) and the skin build time.

Run from the repository root:  .venv/bin/python benchmarks/skin.py [runs]

Uses the project's token set and tool-call spec, so it measures the
compile + analysis + checks of the real skin (loading them is not timed). Minification is
rcssmin's (whitespace and comments only); gzip is level 9.
"""

from __future__ import annotations

import gzip
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "generator")]

import rcssmin  # noqa: E402

from skinwright.config import load_config  # noqa: E402
from skinwright.diagnostics import Report  # noqa: E402
from skinwright.project import load_project  # noqa: E402
from skinwright.skins import build_family, build_skin  # noqa: E402


def main(runs: int = 15) -> None:
    config = load_config(ROOT)
    project = load_project(config)
    names, spec = project.load_tokens(Report()).names, project.load_spec(project.components[0])
    family = ROOT / "styles/family"
    timings = []
    for _ in range(runs):
        start = time.perf_counter()
        build = build_skin(ROOT / "styles/tool-call", spec, names, family_dir=family, root=ROOT)
        timings.append(time.perf_counter() - start)
    family_css = build_family(family, names, root=ROOT)
    for name, css in [("tool-call.css", build.css), *family_css.items()]:
        raw = css.encode("utf-8")
        mini = rcssmin.cssmin(css).encode("utf-8")
        print(f"{name}: {len(raw):,} B, minified {len(mini):,} B, minified+gzip {len(gzip.compress(mini, 9)):,} B "
              f"(gzip alone {len(gzip.compress(raw, 9)):,} B)")
    print(f"build_skin (compile skin + family, analyse, check), median of {runs}: "
          f"{statistics.median(timings) * 1000:.1f} ms (min {min(timings) * 1000:.1f} ms)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 15)
