"""Weight of the docs site's pages in Chromium: HTML size, DOM size, main-thread tasks at load, theme toggle.

Run from the repository root:  .venv/bin/python benchmarks/pages.py [--runs N] [--site SITE]

Builds a copy of the project in benchmarks/out/pages/ (``skinwright build`` and
``mkdocs build --strict``, as the README does; the checkout is not touched),
or measures an already built ``--site`` folder, served on 127.0.0.1. For the
tool-call page, every other component page and the home page of each language
the site has:

- HTML: bytes of the page's HTML file, raw and gzip-compressed (level 6, what
  a static host sends);
- DOM: elements in the document once it has loaded and the page script has run;
- tasks at load: main-thread tasks of 50 ms or more (the Long Tasks API) from
  navigation until 1 s after the ``load`` event, with the CPU slowed 4× through
  the DevTools protocol (``Emulation.setCPUThrottlingRate``): the longest one
  and the sum of each task's time over 50 ms (total blocking time);
- theme toggle: from a click on Material's light/dark switch to the next
  frame after it (style, layout and paint of the whole page), unthrottled,
  the median of 6 toggles.

Each figure is the median of ``--runs`` fresh browser contexts. Debian's
chromium is driven by Playwright (``$SKINWRIGHT_CHROMIUM`` overrides its path).

``--breakdown`` also traces one more load of each page (Chrome's trace of the
page's main thread, CPU slowed 4×), names what started each of its three
longest tasks (Material's bundle, ``DOMContentLoaded``, parsing, rendering)
and splits each by kind: style (recalculation, also when a script forces it),
layout, paint, HTML and CSS parsing, compilation, garbage collection, and
script by file (the time of the script's own code; what it forces is counted
under style and layout).
"""

from __future__ import annotations

import argparse
import collections
import functools
import gzip
import http.server
import json
import os
import shutil
import socketserver
import statistics
import subprocess
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "benchmarks/out/pages"
CHROMIUM = os.environ.get("SKINWRIGHT_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
         "--disable-sync", "--no-first-run"]
PAGES = {"tool-call page": "components/tool-call/", "home page": ""}


def pages(site: Path, prefix: str) -> dict[str, str]:
    """The pages measured in one language: the tool-call page, every other component page, the home page."""
    found = dict(PAGES)
    components = site / prefix / "components"
    for page in sorted(components.glob("*/index.html")) if components.is_dir() else []:
        name = page.parent.name
        if f"components/{name}/" not in found.values():
            found[f"{name} page"] = f"components/{name}/"
    return {k: found[k] for k in sorted(found, key=lambda k: (found[k] == "", found[k] != PAGES["tool-call page"]))}

# Registered before any page script runs, so every long task of the load is seen.
OBSERVE = """
window.__xhLongTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__xhLongTasks.push(e.duration);
}).observe({ type: "longtask" });
"""

TOGGLE = """async () => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const times = [];
  for (let i = 0; i < 6; i++) {
    const label = Array.from(document.querySelectorAll('form[data-md-component="palette"] label'))
      .find((el) => el.checkVisibility());
    await frame();
    const t0 = performance.now();
    label.click();
    await frame();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return (times[2] + times[3]) / 2;
}"""


def build() -> Path:
    """A fresh copy of the project, built as the README builds it; the site folder."""
    shutil.rmtree(WORK, ignore_errors=True)
    WORK.mkdir(parents=True)
    for path in ROOT.glob("mkdocs*.yml"):
        shutil.copy(path, WORK / path.name)
    shutil.copy(ROOT / "pyproject.toml", WORK / "pyproject.toml")
    for folder in ("docs", "styles", "tokens"):
        shutil.copytree(ROOT / folder, WORK / folder, ignore=shutil.ignore_patterns("generated", "__pycache__"))
    env = {**os.environ, "PYTHONPATH": str(ROOT / "generator"), "NO_MKDOCS_2_WARNING": "1"}
    commands = [["-m", "skinwright", "build", "-q"]]
    commands += [["-m", "mkdocs", "build", "--strict", "-q", "-f", p.name] for p in sorted(WORK.glob("mkdocs*.yml"))]
    for cmd in commands:
        subprocess.run([sys.executable, *cmd], cwd=WORK, env=env, check=True, stdout=subprocess.DEVNULL)
    return WORK / "site"


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(folder: Path) -> tuple[socketserver.TCPServer, str]:
    srv = socketserver.ThreadingTCPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(folder)))
    srv.daemon_threads = True
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    return srv, f"http://127.0.0.1:{srv.server_address[1]}/"


def languages(site: Path) -> dict[str, str]:
    """Language label → URL prefix: English at the root, each other language in its folder (``zh/``)."""
    found = {"en": ""}
    for child in sorted(site.iterdir()):
        if child.is_dir() and (child / "index.html").is_file() and (child / "sitemap.xml").is_file():
            found[child.name] = child.name + "/"
    return found


def html_size(site: Path, path: str) -> tuple[int, int]:
    data = (site / path / "index.html").read_bytes()
    return len(data), len(gzip.compress(data, 6))


def measure(browser, url: str) -> dict:
    """One fresh context: DOM elements and long tasks at load (4× slower CPU), then the theme toggle."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(OBSERVE)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    page.goto(url, wait_until="load")
    page.wait_for_timeout(1000)
    tasks = page.evaluate("window.__xhLongTasks.slice()")
    elements = page.evaluate("document.getElementsByTagName('*').length")
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
    toggle = page.evaluate(TOGGLE)
    context.close()
    return {"elements": elements, "longest": max(tasks, default=0.0),
            "blocking": sum(t - 50 for t in tasks), "toggle": toggle}


# Trace event → kind of work; script events carry the URL of their file.
KINDS = {"UpdateLayoutTree": "style", "Layout": "layout", "Paint": "paint", "PrePaint": "paint", "Layerize": "paint",
         "Commit": "paint", "ParseHTML": "parse HTML", "ParseAuthorStyleSheet": "parse CSS", "v8.compile": "compile",
         "v8.compileModule": "compile", "V8.CompileLazy": "compile", "V8.CompileCode": "compile",
         "MinorGC": "GC", "MajorGC": "GC"}
SCRIPT = {"EvaluateScript", "FunctionCall", "v8.evaluateModule", "TimerFire", "FireAnimationFrame", "EventDispatch",
          "XHRReadyStateChange", "FireIdleCallback"}
TRACE = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "v8.execute",
         "disabled-by-default-v8.compile", "toplevel"]


def longest_tasks(events: list[dict], origin: str, count: int = 3) -> list[tuple[float, str, dict[str, float]]]:
    """The page's ``count`` longest main-thread tasks in a Chrome trace, longest first.

    Each is (ms, what started it, {kind: self ms}), kinds as in KINDS/SCRIPT. What started it:
    ``Material's bundle`` (the task evaluating it), ``DOMContentLoaded`` (Material mounts the
    page's content there), ``parsing`` (a task that starts by parsing HTML) and else the script that
    ran most in it (a callback: ``script skinwright-docs.js``), ``rendering`` (a frame: style, layout,
    paint) or ``other``.
    """
    threads = {(e["pid"], e["tid"]) for e in events if e.get("name") == "thread_name"
               and e.get("args", {}).get("name") == "CrRendererMain"}
    mine = collections.Counter((e["pid"], e["tid"]) for e in events
                               if (e["pid"], e["tid"]) in threads and origin in json.dumps(e.get("args", {})))
    main = [e for e in events if (e["pid"], e["tid"]) == mine.most_common(1)[0][0] and e.get("ph") == "X"]
    main.sort(key=lambda e: (e["ts"], -e.get("dur", 0)))
    tasks = sorted((e for e in main if e["name"] == "ThreadControllerImpl::RunTask"),
                   key=lambda e: e.get("dur", 0), reverse=True)[:count]
    return [(task["dur"] / 1000, _started(main, task, split), split)
            for task in tasks for split in [_split(main, task)]]


def _inside(main: list[dict], task: dict) -> list[dict]:
    return [e for e in main if task["ts"] <= e["ts"] < task["ts"] + task["dur"] and e is not task]


def _started(main: list[dict], task: dict, split: dict[str, float]) -> str:
    inside = _inside(main, task)
    names = []
    if inside and inside[0]["name"] == "ParseHTML":
        names.append("parsing")
    for e in inside:
        data = e.get("args", {}).get("data")
        data = data if isinstance(data, dict) else {}
        if e["name"] == "EvaluateScript" and "/bundle." in (data.get("url") or ""):
            names.append("Material's bundle")
        elif e["name"] == "EventDispatch" and data.get("type") == "DOMContentLoaded":
            names.append("DOMContentLoaded")
    if names in ([], ["parsing"]):  # no start-up script: what ran most in it
        scripts = [k for k in split if k.startswith("script")]
        names.append(scripts[0] if scripts else "rendering" if {"style", "layout", "paint"} & set(split) else "other")
    return " + ".join(dict.fromkeys(names))


def _split(main: list[dict], task: dict) -> dict[str, float]:
    split: collections.Counter = collections.Counter()
    stack: list[tuple[dict, str]] = []
    for e in _inside(main, task):
        while stack and stack[-1][0]["ts"] + stack[-1][0].get("dur", 0) <= e["ts"]:
            stack.pop()
        outer = stack[-1][1] if stack else "other"
        data = e.get("args", {}).get("data")
        url = data.get("url") if isinstance(data, dict) else None
        if e["name"] in KINDS:
            kind = KINDS[e["name"]]
        elif e["name"] in SCRIPT:
            name = url.rsplit("/", 1)[-1] if url and not url.endswith("/") else "(the page's inline scripts)"
            kind = f"script {name}" if url else (outer if outer.startswith("script") else "script")
        else:
            kind = outer
        if stack:
            split[outer] -= e.get("dur", 0) / 1000
        split[kind] += e.get("dur", 0) / 1000
        stack.append((e, kind))
    return {k: v for k, v in split.most_common() if v >= 1}


def breakdown(browser, url: str) -> list[tuple[float, str, dict[str, float]]]:
    """One traced load of ``url`` at 4× slower CPU: its three longest tasks, split (see longest_tasks)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": 4})
    browser.start_tracing(page=page, categories=TRACE)
    page.goto(url, wait_until="load")
    page.wait_for_timeout(1000)
    trace = json.loads(browser.stop_tracing())
    context.close()
    return longest_tasks(trace["traceEvents"] if isinstance(trace, dict) else trace, url.split("/")[2])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--site", type=Path, help="an already built site folder (default: build a copy)")
    parser.add_argument("--breakdown", action="store_true", help="also split each page's longest tasks (a trace)")
    args = parser.parse_args()
    site = args.site.resolve() if args.site else build()
    from playwright.sync_api import sync_playwright

    srv, base = serve(site)
    rows, splits = [], []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        for lang, prefix in languages(site).items():
            for name, path in pages(site, prefix).items():
                raw, packed = html_size(site, prefix + path)
                runs = [measure(browser, base + prefix + path) for _ in range(args.runs)]
                med = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
                rows.append((f"{name} ({lang})", raw, packed, med))
                if args.breakdown:
                    splits.append((f"{name} ({lang})", breakdown(browser, base + prefix + path)))
        browser.close()
    srv.shutdown()
    print(f"median of {args.runs} runs; tasks at load with the CPU slowed 4×\n")
    print("| page | HTML | HTML gzip | DOM elements at load | longest task at load | blocking time at load | theme toggle |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name, raw, packed, m in rows:
        print(f"| {name} | {raw / 1000:,.0f} KB | {packed / 1000:,.0f} KB | {m['elements']:,.0f} | "
              f"{m['longest']:,.0f} ms | {m['blocking']:,.0f} ms | {m['toggle']:,.0f} ms |")
    if splits:
        print("\nthe three longest tasks of one traced load (4× CPU), what started each, by kind of work:\n")
        for name, tasks in splits:
            print(f"- {name}: " + "; ".join(
                f"{total:,.0f} ms ({started}) = " + ", ".join(f"{kind} {ms:,.0f}" for kind, ms in split.items())
                for total, started, split in tasks))

if __name__ == "__main__":
    main()
