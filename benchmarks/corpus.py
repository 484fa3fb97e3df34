"""The hostile corpus's figures: what skinwright did with every bad, strange and huge input.

    python benchmarks/corpus.py            # every case: fast ones in process, huge ones as processes
    python benchmarks/corpus.py --fast     # only the cases CI runs
    python benchmarks/corpus.py --huge     # only the huge ones

Runs each case of ``tests/hostile/corpus.py`` the way ``tests/hostile/test_corpus.py``
does (``build``, then ``lint --format json``) and counts, over all cases and
both commands: tracebacks, exits 70 (internal errors), errors without a
``file:line:col``, errors without a hint, failed builds that changed an
output folder, and outputs where input escaped into CSS or HTML. The time is
the longer of build and lint; peak memory (RSS, the command and its SCSS
worker, from ``wait4``) is measured for the huge cases, which run as
processes of their own.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "generator")]

from tests.hostile import corpus, test_corpus as runner  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--fast", action="store_true", help="only the cases CI runs")
    ap.add_argument("--huge", action="store_true", help="only the huge cases (the slow marker)")
    args = ap.parse_args()
    cases = corpus.cases(False if args.fast else True if args.huge else None)
    scratch = Path(tempfile.mkdtemp(prefix="skinwright-corpus-"))
    counts = dict.fromkeys(("tracebacks", "exits 70", "positions missing", "hints missing", "broken outputs",
                            "injections", "expected outcome differs"), 0)
    slowest, biggest = (0.0, ""), (0.0, "")
    for i, case in enumerate(cases):
        o = runner.run_case(case, scratch, scratch / f"c{i}", process=case.slow)
        text = o.build_text + o.lint_text
        counts["tracebacks"] += text.count("Traceback")
        counts["exits 70"] += (o.build == 70) + (o.lint == 70) + text.count("internal error")
        errors = [d for d in o.diagnostics if d["severity"] == "error"]
        counts["positions missing"] += sum(d["where"] is None for d in errors)
        counts["hints missing"] += sum(not d["hint"] for d in errors)
        counts["broken outputs"] += o.outputs_changed
        counts["injections"] += len(o.injections)
        counts["expected outcome differs"] += runner.EXPECTED.get(case.name) not in (None, o.summary())
        slowest = max(slowest, (o.seconds, case.name))
        biggest = max(biggest, (o.peak_mib, case.name))
        print(f"{case.name}: build {o.build}, lint {o.lint}, {o.seconds:.1f} s"
              + (f", {o.peak_mib:.0f} MiB" if case.slow else "") + f", {o.first}", file=sys.stderr, flush=True)
    print(f"| figure | value |\n|---|---:|\n| cases | {len(cases)} ({sum(c.slow for c in cases)} huge) |")
    for name, value in counts.items():
        print(f"| {name} | {value} |")
    print(f"| longest run | {slowest[0]:.1f} s ({slowest[1]}) |")
    if not args.fast:
        print(f"| largest peak memory | {biggest[0]:.0f} MiB ({biggest[1]}) |")


if __name__ == "__main__":
    main()
