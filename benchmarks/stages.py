"""Where a large build's time goes: CPU seconds of each token stage, in one process.

    python benchmarks/stages.py --count 500000            # JSON and YAML, the sets of scale.py
    python benchmarks/stages.py --count 100000 --runs 3   # the least CPU of each stage over 3 builds

Builds ``benchmarks/scale.py``'s set of ``--count`` tokens (written under
``benchmarks/out/scale/`` as that script does) with :func:`skinwright.build.build`
in this process, the stages below timed by wrapping them (CPU time, which
other work on the machine disturbs less than wall time; a stage's figure
includes the stages it calls, such as a mode context resolved on first use).
Nothing is written: the figures leave out start-up and writing the files,
which ``scale.py`` counts.
"""

from __future__ import annotations

import argparse
import functools
import gc
import importlib
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent / "generator"), str(HERE)]

STAGES = [
    ("skinwright.source", "load_document", "read the token files"),
    ("skinwright.tokens.parse", "flatten", "flatten them into tokens"),
    ("skinwright.tokens.resolve", "resolve", "resolve (default and each mode context)"),
    ("skinwright.tokens.names", "css_names", "custom property names"),
    ("skinwright.tokens.emit_css", "tokens_css", "tokens.css"),
    ("skinwright.tokens.emit_json", "tokens_json", "tokens.json"),
    ("skinwright.surface.outputs", "surface_outputs", "surface.json"),
    ("skinwright.build", "build", "the whole build"),
]


def timed(names: list[tuple[str, str, str]]) -> dict[str, float]:
    """Wrap each stage wherever it was imported; return the dict its CPU seconds add up in."""
    spent: dict[str, float] = {}
    for module, name, _ in names:
        fn = getattr(importlib.import_module(module), name)

        def wrapper(*args, __fn=fn, __name=name, **kwargs):
            start = time.process_time()
            try:
                return __fn(*args, **kwargs)
            finally:
                spent[__name] = spent.get(__name, 0.0) + time.process_time() - start

        functools.update_wrapper(wrapper, fn)
        for loaded in list(sys.modules.values()):
            if getattr(loaded, "__name__", "").startswith("skinwright"):
                for attr, value in list(vars(loaded).items()):
                    if value is fn:
                        setattr(loaded, attr, wrapper)
    return spent


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--count", type=int, default=500_000)
    ap.add_argument("--runs", type=int, default=1)
    args = ap.parse_args()
    import scale

    gc.disable()  # as the CLI does
    spent = timed(STAGES)
    from skinwright.build import build
    from skinwright.config import load_config

    tokens, dark = scale.token_set(args.count)
    folders = {ext: scale.write_project(scale.OUT / f"set-{args.count}-{ext}", ext, tokens, dark)
               for ext in ("json", "yaml")}
    del tokens, dark
    print(f"| stage ({args.count:,} tokens, CPU s) | JSON | YAML |\n|---|---:|---:|")
    best: dict[str, dict[str, float]] = {}
    for ext, folder in folders.items():
        for _ in range(args.runs):
            spent.clear()
            result = build(load_config(folder))
            assert result.ok, [d.format() for d in result.diagnostics if d.severity == "error"][:3]
            del result
            gc.collect()
            for name, seconds in spent.items():
                best.setdefault(ext, {})[name] = min(best.get(ext, {}).get(name, seconds), seconds)
    for _, name, what in STAGES:
        print(f"| {what} | {best['json'].get(name, 0):.2f} | {best['yaml'].get(name, 0):.2f} |")


if __name__ == "__main__":
    main()
