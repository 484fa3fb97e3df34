"""``skinwright render``: cold start, 1,000 calls, a 20 MB transcript, and the page-size bound.

Run from the repository root:  .venv/bin/python benchmarks/render.py [--runs 5]

Cold processes, as a user runs the command (median of ``--runs``; peak RSS
from ``wait4``), after compiling the package's bytecode as a wheel install
does. Inputs are generated into ``benchmarks/out/render/`` (git-ignored):

- ``small``: the 6-call OpenAI Chat fixture of the tests, rendered in the
  repository (a project: its own skins) and outside any project (the shipped ones);
- ``1k``: 1,000 calls of every view (shell, read, grep, edit, web, a JSON
  result), about 1 MB;
- ``20mb``: a 20 MB transcript (Responses items: about 4,600 function calls with
  4 KB outputs), the largest case the target names;
- ``huge values``: a 40,000-line output, one 4 MB line and a 30,000-row JSON
  result in one transcript.

Targets: 1,000 calls ≤ 1 s; 20 MB ≤ 5 s and ≤ 300 MiB; a small
transcript ≤ 0.4 s cold; every page < 2 MB.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import subprocess
import sys
from pathlib import Path

from tokens import measure  # benchmarks/tokens.py: cold runs, median wall time and peak RSS

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "benchmarks" / "out" / "render"
SKINWRIGHT = [sys.executable, "-m", "skinwright"]


def chat(calls: list[tuple[str, dict, str]]) -> str:
    messages = [{"role": "user", "content": "go"}]
    for n, (name, args, result) in enumerate(calls):
        if n and n % 10 == 0:
            messages.append({"role": "user", "content": f"step {n}"})
        messages.append({"role": "assistant", "tool_calls": [
            {"id": f"call_{n}", "type": "function", "function": {"name": name, "arguments": json.dumps(args)}}]})
        messages.append({"role": "tool", "tool_call_id": f"call_{n}", "content": result})
    return json.dumps(messages)


def thousand() -> str:
    kinds = [
        ("bash", lambda n: {"command": f"pytest tests/test_{n}.py -q"}, lambda n: "\n".join(["." * 60] * 20)),
        ("read_file", lambda n: {"path": f"src/module_{n}.py"}, lambda n: "\n".join(f"line {i}" for i in range(80))),
        ("grep", lambda n: {"pattern": "TODO"}, lambda n: "\n".join(f"src/a{i}.py:{i + 1}:  # TODO {n}" for i in range(15))),
        ("edit_file", lambda n: {"path": f"src/b{n}.py", "old_string": "a = 1\nb = 2\n" * 5,
                                 "new_string": "a = 1\nb = 3\n" * 5}, lambda n: "ok"),
        ("web_fetch", lambda n: {"url": f"https://example.org/{n}"}, lambda n: "An example page. " * 20),
        ("query_db", lambda n: {"sql": "select * from t"}, lambda n: json.dumps([{"id": i, "v": "x" * 20} for i in range(30)])),
    ]
    calls = []
    for n in range(1000):
        name, args, result = kinds[n % len(kinds)]
        calls.append((name, args(n), result(n)))
    return chat(calls)


def twenty_mb() -> str:
    items, size, n = [{"role": "user", "content": "go"}], 0, 0
    output = ("0123456789abcdef" * 16 + "\n") * 16  # 4 KB
    while size < 20_000_000:
        pair = [{"type": "function_call", "id": f"fc_{n}", "call_id": f"call_{n}", "name": "bash",
                 "arguments": json.dumps({"command": f"cat chunk_{n}.txt"}), "status": "completed"},
                {"type": "function_call_output", "call_id": f"call_{n}", "output": output}]
        items += pair
        size += len(json.dumps(pair))
        n += 1
    return json.dumps(items)


def huge_values() -> str:
    return chat([
        ("bash", {"command": "seq"}, "\n".join(f"{n:05d} ok" for n in range(40_000))),
        ("bash", {"command": "cat blob"}, "x" * 4_000_000),
        ("query_users", {}, json.dumps([{"id": n, "name": f"user{n}"} for n in range(30_000)])),
    ])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    compileall.compile_dir(ROOT / "generator" / "skinwright", quiet=1)  # as a wheel install does
    OUT.mkdir(parents=True, exist_ok=True)
    inputs = {"1k": thousand, "20mb": twenty_mb, "huge values": huge_values}
    files = {"small": ROOT / "tests/transcripts/fixtures/openai.json"}
    for name, make in inputs.items():
        path = OUT / f"{name.replace(' ', '-')}.json"
        if not path.exists():
            path.write_text(make(), encoding="utf-8")
        files[name] = path
    env = {**os.environ, "PYTHONPATH": str(ROOT / "generator")}
    outside = OUT / "outside"
    outside.mkdir(exist_ok=True)
    print("| input | size | where | wall (s) | peak RSS (MiB) | page |")
    print("|---|---:|---|---:|---:|---:|")
    every = ["--max-page-size", "100000000"]  # no page limit: every card is drawn
    cases = [("small", ROOT, "in the repository", []), ("small", outside, "outside a project", []),
             ("1k", outside, "outside a project", []), ("1k", outside, "every card drawn", every),
             ("20mb", outside, "outside a project", []), ("huge values", outside, "outside a project", [])]
    for name, cwd, where, flags in cases:
        page = OUT / f"{name.replace(' ', '-')}{'-all' if flags else ''}.html"
        cmd = [*SKINWRIGHT, "render", str(files[name]), "-o", str(page), *flags]
        wall, peak = measure(cmd, cwd, args.runs, env)
        size = files[name].stat().st_size
        cards = page.read_text(encoding="utf-8").count('data-scope="tool-call" data-part="root"')
        print(f"| {name} | {size / 1e6:.2f} MB | {where} | {wall:.2f} | {peak:.0f} | {page.stat().st_size:,} B, "
              f"{cards:,} cards |")


if __name__ == "__main__":
    main()
