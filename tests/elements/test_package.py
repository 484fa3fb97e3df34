"""out-dir as an npm package: packed with npm, installed into a scratch folder, imported under Node, type-checked.

A product team's first steps, done the way they would do them: ``npm pack``
in the build's output folder, ``npm install`` of the tarball in an empty
project, ``import`` of every entry the ``exports`` map names, and ``tsc
--strict`` on code that uses the declarations. TypeScript comes from the npm
registry into a temp folder (see conftest ``npm_tools``).
"""

from __future__ import annotations

import json
import re
import subprocess
import tarfile

import pytest

from .conftest import need, run_node


def test_package_json_names_the_configured_package_and_only_existing_files(dist, project_build):
    config = project_build[0]
    pkg = json.loads((dist / "package.json").read_text())
    assert (pkg["name"], pkg["version"], pkg["type"]) == (config.package.name, config.package.version, "module")
    assert (pkg["name"], pkg["version"]) == ("@xihan-ui/elements", "0.1.0")  # pyproject.toml's [tool.skinwright.package]
    for key, target in pkg["exports"].items():
        for path in ([target] if isinstance(target, str) else target.values()):
            if "*" in path:
                assert list(dist.glob(path.removeprefix("./"))), (key, path)
            else:
                assert (dist / path).is_file(), (key, path)
    assert pkg["exports"]["./tool-call"] == {"types": "./js/tool-call.element.d.ts", "default": "./js/tool-call.element.js"}
    assert pkg["exports"]["./tool-call/machine"]["default"] == "./js/tool-call.machine.js"
    assert "./tool-result/machine" not in pkg["exports"]  # no machine in its spec
    assert pkg["sideEffects"] == ["*.css", "./js/*.element.js", "./js/index.js"]
    # Every module has its declarations beside it.
    for module in dist.glob("js/*.js"):
        assert module.with_suffix(".d.ts").is_file(), module.name
    # No shape is left unknown: the view shapes the spec leaves undescribed come from the views module's
    # declarations; a callback's parameter names ("(next: boolean) => void") are no types.
    unknown = sorted(set(re.findall(r"export type (\w+) = unknown;", "".join(
        p.read_text() for p in dist.glob("js/*.d.ts")))))
    assert unknown == []
    assert "| null | null" not in "".join(p.read_text() for p in dist.glob("js/*.d.ts"))  # a nullable spec type: null once
    assert pkg["exports"]["./tool-result/views"] == {"types": "./js/tool-result.views.d.ts",
                                                     "default": "./js/tool-result.views.js"}
    assert 'import type { ToolCallView } from "./tool-result.views.js";' in (
        dist / "js/tool-result.connect.d.ts").read_text()
    readme = (dist / "README.md").read_text()
    assert "# @xihan-ui/elements" in readme and "npm install @xihan-ui/elements" in readme
    assert "### `<xh-tool-call>`" in readme and "| `start-time` | `startTime` | `number` |" in readme


def test_the_readme_names_every_stylesheet_each_skin_needs_in_cascade_order(dist):
    """tool-call.css animates with keyframes only css/family/motion.css defines: the README names that sheet
    (from the skin's own @import), between the tokens and the skins, and its bundler snippet imports it."""
    readme, skin = (dist / "README.md").read_text(), (dist / "css/tool-call.css").read_text()
    motion = (dist / "css/family/motion.css").read_text()
    assert "xh-disclosure-expand" in skin and "@keyframes xh-disclosure-expand" not in skin
    assert "@keyframes xh-disclosure-expand" in motion and "@keyframes xh-disclosure-collapse" in motion
    pkg = json.loads((dist / "package.json").read_text())
    components = [k[2:] for k in pkg["exports"] if k.count("/") == 1 and not k.endswith(("*", ".json"))]
    assert "tool-call" in components and "tool-result" in components
    sheets = re.findall(r"^\d+\. `(css/[^`]+)`$", readme, re.M)
    assert sheets == ["css/tokens.css", "css/family/motion.css", *(f"css/{c}.css" for c in components)]
    assert all((dist / s).is_file() for s in sheets)
    assert "Each skin also `@import`s the family stylesheets it uses (`css/family/motion.css`)" in readme
    name = pkg["name"]
    bundler = readme.split("```js\n", 1)[1].split("```", 1)[0].splitlines()
    assert bundler == [f'import "{name}/css/tokens.css";', f'import "{name}/css/family/motion.css";',
                       *(f'import "{name}/css/{c}.css";' for c in components[:2]),
                       *(f'import "{name}/{c}";' for c in components[:2])]
    section = readme.split("### `<xh-tool-call>`", 1)[1].split("```js\n", 1)[1].split("```", 1)[0].splitlines()
    assert section == [f'import "{name}/css/tokens.css";', f'import "{name}/css/family/motion.css";',
                       f'import "{name}/css/tool-call.css";', f'import "{name}/tool-call";']


@pytest.fixture(scope="module")
def tarball(dist, tmp_path_factory):
    """``npm pack`` of the build's output folder: the tarball's path."""
    npm = need("npm")
    out = tmp_path_factory.mktemp("pack")
    done = subprocess.run([npm, "pack", "--silent", "--pack-destination", str(out), str(dist)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    (tgz,) = out.glob("*.tgz")
    return tgz


@pytest.fixture(scope="module")
def scratch(tarball, tmp_path_factory):
    """An empty project with the tarball installed by npm."""
    npm = need("npm")
    folder = tmp_path_factory.mktemp("scratch")
    (folder / "package.json").write_text('{"name": "scratch", "version": "1.0.0", "private": true, "type": "module"}\n')
    done = subprocess.run([npm, "install", "--no-audit", "--no-fund", "--loglevel=error", str(tarball)],
                          capture_output=True, text=True, timeout=300, cwd=folder)
    assert done.returncode == 0, done.stderr
    return folder


def test_the_tarball_holds_the_package_files_and_not_the_build_manifest(tarball, dist):
    with tarfile.open(tarball) as tar:
        names = {n.removeprefix("package/") for n in tar.getnames()}
    assert {"package.json", "README.md", "js/tool-call.element.js", "js/tool-call.element.d.ts", "js/machine.js",
            "css/tool-call.css", "css/tokens.css", "meta/tool-call.json", "tokens.json"} <= names
    assert ".skinwright-manifest.json" not in names
    shipped = {p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file()}
    assert names == shipped - {".skinwright-manifest.json"}


IMPORTS = """
import { readFileSync } from "node:fs";
const name = JSON.parse(readFileSync(0, "utf8")).name;
const all = await import(name);
const call = await import(name + "/tool-call");
const { toolCallMachine } = await import(name + "/tool-call/machine");
const { connect } = await import(name + "/tool-call/connect");
const group = await import(name + "/tool-call-group/connect");
const views = await import(name + "/tool-result/views");  // no DOM needed to import it
const props = { phase: "input-available" };
let snap = toolCallMachine.start(props);
const opened = toolCallMachine.isOpen(snap);
const step = toolCallMachine.update(snap, props, { phase: "output-available" });
const parts = connect({ phase: "output-error" }, { open: false }, "call 1");
process.stdout.write(JSON.stringify({
  classes: Object.keys(all).sort(),
  views: [typeof views.renderView, views.intents],
  element: typeof call.XhToolCall,
  opened, settled: step.snapshot.state, emitted: step.emitted,
  trigger: parts.trigger,
  groupRoot: group.connect({ count: 2, awaitingApproval: 1 }, undefined, "g").root,
  css: import.meta.resolve(name + "/css/tool-call.css").endsWith("/node_modules/" + name + "/css/tool-call.css"),
  meta: JSON.parse(readFileSync(new URL(import.meta.resolve(name + "/meta/tool-call.json")))).name,
}));
"""


def test_the_installed_package_imports_under_node(scratch, project_build):
    got = run_node(IMPORTS, {"name": project_build[0].package.name}, scratch)
    assert got["classes"] == ["XhToolCall", "XhToolCallGroup", "XhToolResult"]
    assert got["element"] == "function"
    assert got["views"] == ["function", ["generic", "terminal", "diff", "read", "search", "web"]]
    # Auto-disclosure: open while running, closed (source auto) once settled.
    assert (got["opened"], got["settled"]) == (True, "auto.collapsed")
    assert got["emitted"] == [{"event": "open-change", "payload": {"open": False, "source": "auto"}}]
    assert got["trigger"]["aria-describedby"] == "tool-call:call.20.1:error"
    assert got["trigger"]["aria-expanded"] == "false"
    assert got["groupRoot"] == {"data-scope": "tool-call-group", "data-part": "root", "data-awaiting-approval": "",
                                "data-state": "closed"}
    assert got["css"] and got["meta"] == "tool-call"


CONSUMER = """
import { XhToolCall, XhToolCallGroup, XhToolResult } from "PKG";
import { toolCallMachine, machine } from "PKG/tool-call/machine";
import { toolCallGroupMachine } from "PKG/tool-call-group/machine";
import { connect, type ToolCallProps, type ToolCallPhase } from "PKG/tool-call/connect";
import { connect as connectGroup } from "PKG/tool-call-group/connect";
import { connect as connectResult } from "PKG/tool-result/connect";
import { Machine } from "PKG/js/machine.js";
import { partId } from "PKG/js/connect.js";
import { content } from "PKG/js/tool-call.plugin.js";
import "PKG/tool-call";
import { renderView, type ToolCallView, type TerminalResultView } from "PKG/tool-result/views";

const props: ToolCallProps = { phase: "output-available", size: "sm", startTime: 0, endTime: 1200 };
const step = toolCallMachine.send(toolCallMachine.start(props), "TOGGLE", props);
const parts = connect(props, { open: toolCallMachine.isOpen(step.snapshot) }, "call_1");
const controls: string | undefined = parts.trigger["aria-controls"];
const card: XhToolCall = document.createElement("xh-tool-call");
card.phase = "input-available";
const phase: ToolCallPhase = card.phase;
const open: boolean = card.open;
card.open = undefined;
const text: string = card.statusText;
const ms: number | undefined = card.durationMs;
card.addEventListener("open-change", (e) => {
  const now: boolean = e.detail.open;
  const source: "user" | "auto" | "api" = e.detail.source;
  console.log(now, source);
});
card.setOpen(true);
const group: XhToolCallGroup = document.createElement("xh-tool-call-group");
group.count = 3;
const result: XhToolResult = document.createElement("xh-tool-result");
result.addEventListener("locationclick", (e) => console.log(e.detail.location));
const terminal: ToolCallView = { title: "ls", cwd: "/repo", locations: [{ path: "a.ts", line: 3 }] };
result.call = terminal;
const exit: TerminalResultView = { output: "ok", exitCode: 0 };
result.result = exit;
const view = renderView("terminal", terminal, exit, { lineCap: 10, translations: { cwd: "Folder" } });
const drawn: HTMLElement | null = view.call;
console.log(drawn, view.summary);
new Machine(machine);
console.log(controls, phase, open, text, ms, toolCallGroupMachine, connectGroup({ count: 1 }).trigger,
            connectResult({}).call, partId("a", "b", "c"), content);
"""

# @ts-expect-error lines: the declarations must refuse what the component refuses.
REFUSED = """
import type { ToolCallProps } from "PKG/tool-call/connect";
// @ts-expect-error: not a phase of the spec
const bad: ToolCallProps = { phase: "done" };
const card = document.createElement("xh-tool-call");
// @ts-expect-error: statusText is read-only
card.statusText = "x";
const result = document.createElement("xh-tool-result");
// @ts-expect-error: a location's line is a number
result.call = { locations: [{ path: "a.ts", line: "3" }] };
console.log(bad, card);
"""


@pytest.mark.parametrize("source", [CONSUMER, REFUSED], ids=["uses", "refuses"])
def test_the_declarations_type_check_a_consumer(scratch, npm_tools, project_build, source):
    name = project_build[0].package.name
    (scratch / "use.ts").write_text(source.replace("PKG", name))
    (scratch / "tsconfig.json").write_text(json.dumps({"compilerOptions": {
        "strict": True, "noEmit": True, "module": "nodenext", "moduleResolution": "nodenext", "target": "es2022",
        "lib": ["es2022", "dom"], "skipLibCheck": False}, "files": ["use.ts"]}))
    done = subprocess.run([str(npm_tools / "node_modules/.bin/tsc"), "-p", "."], capture_output=True, text=True,
                          timeout=300, cwd=scratch)
    assert done.returncode == 0, done.stdout + done.stderr
