"""The docs' Vue and React snippets, compiled and run as a product team would, on the package the build ships.

Vue 3.5 (with its single-file-component compiler), React 19 and esbuild come
from the npm registry into a temp folder, with the build's out-dir installed
there as the package the snippets import. A snippet written for an example is
the app's component: Vue's ``compiler-sfc`` compiles it with the custom-element
option the snippet asks for, esbuild bundles TSX, the package's modules and its
style sheets, and the app mounts in Chromium. What must hold: props arrive
with their types (a number as a number, ``false`` as ``false``), content parts
as slots, the demo's phase from the host, and the framework listening to
``open-change`` on the element itself.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from skinwright.docs.snippets.frameworks import react_snippet, vue_snippet
from skinwright.docs.snippets.names import Names
from skinwright.docs.snippets.units import Context
from tests.docs.test_examples import KINDS, SPECS, load
from tests.elements.conftest import npm_install

from .checks import open_page

PACKAGES = ("vue@3.5", "react@19", "react-dom@19", "esbuild@0.25")

EXAMPLE = """
title: Bound
description: The host owns the first card's phase; the second sets numbers and a false boolean.
demo: {stepper: true}
items:
  - tool-call:
      props: {phase: input-streaming, variant: subtle}
      parts: {label: read_file, summary: src/index.ts}
  - tool-call:
      props: {phase: output-available, startTime: 0, endTime: 1500, defaultOpen: false}
      parts: {label: search, output: "Found 3 results."}
"""

# Who listens to what on the custom elements, recorded before any framework runs.
SPY = """<script>window.listened = []; const add = EventTarget.prototype.addEventListener;
EventTarget.prototype.addEventListener = function (type, ...rest) {
  if (this.localName && this.localName.includes("-")) window.listened.push([this.localName, type]);
  return add.call(this, type, ...rest);
};</script>"""

VUE_ENTRY = "import { createApp } from 'vue'\nimport Example from './Example.vue.ts'\ncreateApp(Example).mount('#app')\n"
REACT_ENTRY = ("import { createRoot } from 'react-dom/client'\nimport { {name} } from './Example'\n"
               "createRoot(document.getElementById('app')!).render(<{name} />)\n")
COMPILE_VUE = """
import { parse, compileScript } from "vue/compiler-sfc";
import { readFileSync, writeFileSync } from "node:fs";
const tags = JSON.parse(process.argv[1]);
const { descriptor, errors } = parse(readFileSync("Example.vue", "utf8"), { filename: "Example.vue" });
if (errors.length) throw errors[0];
const out = compileScript(descriptor, { id: "example", inlineTemplate: true,
  templateOptions: { compilerOptions: { isCustomElement: (tag) => tags.includes(tag) } } });
writeFileSync("Example.vue.ts", out.content);
"""


@pytest.fixture(scope="module")
def app_folder(tmp_path_factory, built):
    """npm's folder with the frameworks, and the build's out-dir as the package the snippets import."""
    config, _, dist = built
    folder = npm_install(tmp_path_factory.mktemp("frameworks"), PACKAGES)
    package = folder / "node_modules" / config.package.name
    package.parent.mkdir(parents=True, exist_ok=True)
    package.symlink_to(dist, target_is_directory=True)
    return folder


def snippet(framework, config) -> str:
    example = load(EXAMPLE)
    spec = SPECS["tool-call"]
    return framework(example, Context(example, SPECS, {}, KINDS), Names(spec, SPECS, package=config.package.name))


def bundle(folder: Path, app: str, entry: str) -> None:
    esbuild = folder / "node_modules/.bin/esbuild"
    done = subprocess.run([str(esbuild), entry, "--bundle", "--format=esm", "--jsx=automatic", "--outdir=out",
                           "--log-level=error", '--define:process.env.NODE_ENV="production"',
                           "--define:__VUE_OPTIONS_API__=false", "--define:__VUE_PROD_DEVTOOLS__=false",
                           "--define:__VUE_PROD_HYDRATION_MISMATCH_DETAILS__=false"],
                          cwd=folder / app, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    css = '<link rel="stylesheet" href="out/entry.css">' if (folder / app / "out/entry.css").exists() else ""
    (folder / app / "index.html").write_text(f'<!doctype html><html lang="en"><head><meta charset="utf-8">'
                                             f'<title>{app}</title>{css}{SPY}</head><body><div id="app"></div>'
                                             f'<script type="module" src="out/entry.js"></script></body></html>')


@pytest.fixture(scope="module")
def vue_app(app_folder, built, serve):
    code = snippet(vue_snippet, built[0])
    tags = json.loads(re.search(r"isCustomElement: \(tag\) => (\[.*?\])\.includes", code).group(1).replace("'", '"'))
    app = app_folder / "vue"
    app.mkdir()
    (app / "Example.vue").write_text(code)
    (app / "entry.ts").write_text(VUE_ENTRY)
    done = subprocess.run(["node", "--input-type=module", "-e", COMPILE_VUE, json.dumps(tags)], cwd=app,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    bundle(app_folder, "vue", "entry.ts")
    return serve(app_folder) + "vue/index.html", code


@pytest.fixture(scope="module")
def react_app(app_folder, built, serve):
    code = snippet(react_snippet, built[0])
    name = re.search(r"export function (\w+)\(", code).group(1)
    app = app_folder / "react"
    app.mkdir()
    (app / "Example.tsx").write_text(code)
    (app / "entry.tsx").write_text(REACT_ENTRY.replace("{name}", name))
    bundle(app_folder, "react", "entry.tsx")
    return serve(app_folder) + "react/index.html", code


STATE = """() => Array.from(document.querySelectorAll('xh-tool-call'), (el) => ({
  phase: el.phase, open: el.open, variant: el.variant ?? null, startTime: el.startTime ?? null,
  defaultOpen: el.defaultOpen ?? null, durationMs: el.durationMs ?? null, status: el.statusText,
  duration: el.parts.get('duration')?.textContent ?? null,
  output: el.parts.get('output')?.textContent.trim() ?? null,
}))"""

WANT = [
    {"phase": "input-streaming", "open": True, "variant": "subtle", "startTime": None, "defaultOpen": None,
     "durationMs": None, "status": "read_file, preparing", "duration": None, "output": None},
    {"phase": "output-available", "open": False, "variant": "outline", "startTime": 0, "defaultOpen": False,
     "durationMs": 1500, "status": "search, done", "duration": "ran for 1.5s", "output": "Found 3 results."},
]


@pytest.mark.parametrize("framework", ["vue", "react"])
def test_the_snippet_binds_the_custom_element_as_its_framework_does(tab, request, framework):
    url, code = request.getfixturevalue(f"{framework}_app")
    assert "@xihan-ui/vue" not in code and "/styles/" not in code  # only what the build ships
    open_page(tab, url)
    tab.wait_for_function("() => document.querySelectorAll('xh-tool-call').length === 2", timeout=10_000)
    assert tab.evaluate(STATE) == WANT
    assert ["xh-tool-call", "open-change"] in tab.evaluate("window.listened")
    # The element runs as it does anywhere: a click on the first card's trigger closes it for good.
    tab.evaluate("document.querySelector('xh-tool-call').parts.get('trigger').click()")
    assert tab.evaluate("document.querySelector('xh-tool-call').open") is False
