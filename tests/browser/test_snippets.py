"""The docs' usage snippets run, and carry the example's data in all four formats.

Every example's snippets as the site shows them (the repository's own build):

- the **Web Components** snippet, as written, in a folder where
  ``node_modules/<package>`` is the build's out-dir: its elements upgrade and
  the skin styles them; the demo's element toggles from its trigger and
  reports it with ``open-change``;
- the **HTML** snippet, as written, with the out-dir's style sheets: styled
  by the skin like the element's own rendering;
- the **data**: the elements, props and slotted content each of Vue (Vue's
  template parser), React (compiled by esbuild) and Web Components (Chromium,
  with the element modules held back so the markup is read as written) write,
  equal to each other and to the example YAML (instances and matrices), and
  the HTML snippet's part texts and data attributes equal to the same trees.
"""

from __future__ import annotations

import json
import math
import re
import subprocess
from pathlib import Path

import html5lib
import pytest

from skinwright.build import package_settings
from skinwright.config import load_config
from skinwright.diagnostics import Report
from skinwright.docs.examples.model import Instance, Matrix
from skinwright.docs.examples.render import Renderer, render_items
from skinwright.docs.htmlfmt import indent_html
from skinwright.docs.snippets.frameworks import framework_tabs
from skinwright.docs.snippets.names import Names
from skinwright.docs.snippets.units import Context
from skinwright.plugins import active, item_kinds
from skinwright.project import load_project
from skinwright.views import render_view

from tests.elements.conftest import need, npm_install

from .checks import DOM_TREE, markup_tree, open_page

ROOT = Path(__file__).resolve().parents[2]
READER = Path(__file__).with_name("snippet_data.mjs")
NPM_TOOLS = ("esbuild@0.25", "@vue/compiler-dom@3.5")
"""From the npm registry into a temp folder: the compilers the Vue and React snippets are read with."""


def _snippets():
    config = load_config(ROOT)
    project = load_project(config)
    report = Report()
    specs = project.load_specs(report)
    plugins, kinds = active(specs), item_kinds(specs)
    package = package_settings(config).name
    out = []
    for folder in project.components:
        spec = project.load_spec(folder)
        names = Names(spec, specs, config.names, package)
        for example in project.load_examples(folder.examples, specs, report):
            tabs = {label: code for label, _, code in framework_tabs(example, Context(example, specs, plugins, kinds),
                                                                     names)}
            if "Web Components" not in tabs:
                continue  # an item kind with tabs of its own (a transcript: its command)
            html = indent_html(render_items(example, Renderer(spec.name, specs, plugins, kinds)).source)
            out.append((f"{spec.name}/{example.id}", example, specs, {"HTML": html, **tabs}))
    report.raise_if_errors()
    return package, out


PACKAGE, SNIPPETS = _snippets()
IDS = [key for key, *_ in SNIPPETS]


# --- the data, as each format carries it ------------------------------------------------------

def scalar(value):
    """A prop value compared across formats: an attribute's text and the bound value are the same data."""
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    if isinstance(value, str):
        if value == "":
            return True  # a bare attribute
        try:
            number = float(value)
        except ValueError:
            return value
        return number if math.isfinite(number) else value
    return value


def normal(trees):
    """Trees with comparable props: scalars unified, unset props (``null``, ``undefined``) dropped."""
    out = []
    for t in trees:
        props = {k: scalar(v) for k, v in t["props"].items() if v is not None}
        slots = {part: [c if isinstance(c, str) else normal([c])[0] for c in children]
                 for part, children in t["slots"].items()}
        out.append({"tag": t["tag"], "props": props, "slots": slots})
    return out


def from_yaml(example, specs) -> list[dict] | None:
    """The trees the example's YAML states (instances and matrices), or None when it holds another kind of item."""
    trees = []
    for item in example.items:
        if isinstance(item, Matrix):
            trees += [instance_tree(inst, specs) for _, inst in item.cells()]
        elif isinstance(item, Instance):
            trees.append(instance_tree(item, specs))
        else:
            return None
    return None if any(t is None for t in trees) else normal(trees)


def instance_tree(item, specs) -> dict | None:
    from skinwright.components.phases import resolve_phase
    from skinwright.elements.names import tag_name

    if not isinstance(item, Instance):
        return None  # a call record: its plugin derives the card
    spec = specs[item.component]
    phase = resolve_phase(item.props.get("phase"), spec).name if spec.phases else None
    slots = {}
    for part, value in item.parts_for(phase).items():
        if value is None:
            continue
        slots[part] = [instance_tree(v, specs) for v in value] if isinstance(value, tuple) else [str(value)]
        if None in slots[part]:
            return None
    return {"tag": tag_name(spec), "props": dict(item.props), "slots": slots}


def agrees(snippet: dict, wanted: dict) -> list[str]:
    """Where a snippet's tree leaves out or changes the YAML's data: each prop the YAML sets (``open`` may be
    written ``defaultOpen``: the element's own state starts there), each text part, the nested items in order
    (whatever slot takes them: a group's cards go to its default slot)."""
    problems = []
    if snippet["tag"] != wanted["tag"]:
        return [f"{snippet['tag']} is not {wanted['tag']}"]
    for name, value in wanted["props"].items():
        got = snippet["props"].get(name, snippet["props"].get("defaultOpen") if name == "open" else None)
        if got != value:
            problems.append(f"{wanted['tag']}.{name}: {got!r}, the YAML says {value!r}")
    nested = [c for cs in snippet["slots"].values() for c in cs if not isinstance(c, str)]
    wanted_nested = [c for cs in wanted["slots"].values() for c in cs if not isinstance(c, str)]
    for part, children in wanted["slots"].items():
        if all(isinstance(c, str) for c in children) and snippet["slots"].get(part) != children:
            problems.append(f"{wanted['tag']} {part}: {snippet['slots'].get(part)!r}, the YAML says {children!r}")
    if len(nested) != len(wanted_nested):
        problems.append(f"{wanted['tag']}: {len(nested)} nested items, the YAML has {len(wanted_nested)}")
    for a, b in zip(nested, wanted_nested):
        problems += agrees(a, b)
    return problems


WC_DATA = """() => {
  const camel = (n) => n.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
  const tree = (el) => {
    const props = {};
    for (const a of el.attributes) if (a.name !== 'id' && a.name !== 'slot') props[camel(a.name)] = a.value;
    for (const k of Object.keys(el)) props[k] = el[k];
    const slots = {};
    for (const c of el.children) (slots[c.getAttribute('slot') || ''] ||= []).push(
      c.localName.includes('-') ? tree(c) : c.textContent);
    return { tag: el.localName, props, slots };
  };
  const out = [];
  const walk = (node) => {
    for (const c of node.children) {
      if (c.localName.includes('-')) out.push(tree(c));
      else if (c.localName !== 'template' && c.localName !== 'script') walk(c);
    }
  };
  walk(document.body);
  return out;
}"""


def html_texts(html: str) -> list[dict]:
    """Per component root of the server markup (document order, nested ones too): scope, data attributes, part texts."""
    doc = html5lib.parse(f"<body>{html}</body>", namespaceHTMLElements=False)
    out = []
    for root in doc.iter():
        if root.get("data-part") != "root":
            continue
        scope = root.get("data-scope")
        parts: dict[str, str] = {}
        for el in root.iter():
            if el.get("data-scope") == scope and el.get("data-part") and el is not root:
                nested = any(a.get("data-part") == "root" for a in _ancestors(doc, el, root))
                if not nested:  # a code block's text as it is; elsewhere the indenter's line breaks go
                    pre = next((e for e in el.iter() if e.tag == "pre"), None)
                    parts[el.get("data-part")] = "".join(pre.itertext()) if pre is not None else \
                        "".join(el.itertext()).strip()
        data = {k[5:]: v for k, v in root.attrib.items() if k.startswith("data-") and k not in ("data-scope",
                                                                                             "data-part")}
        out.append({"scope": scope, "data": data, "parts": parts})
    return out


def _ancestors(doc, el, stop):
    parents = {c: p for p in doc.iter() for c in p}
    node = parents.get(el)
    while node is not None and node is not stop:
        yield node
        node = parents.get(node)


def flat(trees):
    for t in trees:
        yield t
        for children in t["slots"].values():
            yield from flat([c for c in children if not isinstance(c, str)])


@pytest.fixture(scope="module")
def framework_data(tmp_path_factory):
    """The Vue and React snippets' trees, read under Node by the frameworks' tools (see snippet_data.mjs)."""
    node = need("node")
    folder = npm_install(tmp_path_factory.mktemp("snippet-tools"), NPM_TOOLS)
    (folder / "read.mjs").write_text(READER.read_text())
    data = {"vue": {k: tabs["Vue"] for k, _, _, tabs in SNIPPETS},
            "react": {k: tabs["React"] for k, _, _, tabs in SNIPPETS}}
    done = subprocess.run([node, "read.mjs"], input=json.dumps(data), capture_output=True, text=True, timeout=300,
                          cwd=folder)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.fixture(scope="module")
def installed(built, tmp_path_factory):
    """A product folder where ``node_modules/<package>`` is the build's out-dir (as ``npm install`` leaves it)."""
    folder = tmp_path_factory.mktemp("product")
    target = folder / "node_modules" / PACKAGE
    target.parent.mkdir(parents=True)
    target.symlink_to(built[2], target_is_directory=True)
    return folder


@pytest.fixture(scope="module")
def product_url(installed, serve):
    return serve(installed)


def _page(installed: Path, name: str, body: str, head: str = "") -> str:
    (installed / name).write_text(f'<!doctype html>\n<html lang="en"><head><meta charset="utf-8">{head}'
                                  f"</head><body>\n{body}\n</body></html>\n", encoding="utf-8")
    return name


def _file_name(key: str) -> str:
    return key.replace("/", "--")


@pytest.mark.parametrize("key", IDS)
def test_the_formats_carry_the_same_data_as_the_example(key, tab, installed, product_url, framework_data):
    _, example, specs, tabs = next(s for s in SNIPPETS if s[0] == key)
    name = _page(installed, f"data-{_file_name(key)}.html", tabs["Web Components"])
    tab.route("**/js/*.element.js", lambda route: route.abort())  # the markup as written, not upgraded
    try:
        open_page(tab, product_url + name)
        web = normal(tab.evaluate(WC_DATA))
    finally:
        tab.unroute("**/js/*.element.js")
    vue, react = normal(framework_data["vue"][key]), normal(framework_data["react"][key])
    assert web, "the Web Components snippet draws no element"
    assert vue == web, "Vue and Web Components differ"
    assert react == web, "React and Web Components differ"
    wanted = from_yaml(example, specs)
    if wanted is not None:
        assert len(web) == len(wanted)
        assert [p for a, b in zip(web, wanted) for p in agrees(a, b)] == []
    # The HTML snippet: the same components in the same order (a matrix shows its first row), the same texts
    # in the parts that hold text, and a data attribute for each prop the skin reads from one.
    roots = html_texts(tabs["HTML"])
    if not roots:  # views alone: their markup is the HTML snippet
        assert all(f'data-scope="{t["tag"].split("-", 1)[1]}"' in tabs["HTML"] for t in web)
        return
    scopes = {r["scope"] for r in roots}
    if any(isinstance(item, Matrix) for item in example.items):  # the HTML shows a matrix's first row
        trees, at = [], 0
        for item in example.items:
            cells = len(list(item.cells())) if isinstance(item, Matrix) else 1
            trees += web[at:at + (len(item.axes[-1][1]) if isinstance(item, Matrix) else 1)]
            at += cells
    else:
        trees = [t for t in flat(web) if t["tag"].split("-", 1)[1] in scopes]  # a result view has no root part
    assert roots and [r["scope"] for r in roots] == [t["tag"].split("-", 1)[1] for t in trees][:len(roots)]
    for root, t in zip(roots, trees):
        for part, children in t["slots"].items():
            if len(children) == 1 and isinstance(children[0], str) and part in root["parts"]:
                assert root["parts"][part] == children[0], (key, root["scope"], part)
        for prop in ("variant", "size", "tone"):
            if prop in t["props"]:
                assert root["data"].get(prop) == t["props"][prop], (key, prop)


def test_the_snippets_import_only_what_the_build_ships(built):
    dist = built[2]
    exports = json.loads((dist / "package.json").read_text())["exports"]
    for key, _, _, tabs in SNIPPETS:
        for label in ("Vue", "React"):
            for line in tabs[label].splitlines():
                if line.startswith("import '"):
                    spec = line.split("'")[1]
                    if spec.startswith(PACKAGE):
                        sub = "." + spec[len(PACKAGE):]
                        target = exports.get(sub) or (exports.get(sub.rsplit("/", 1)[0] + "/*") and sub)
                        assert target, f"{key} {label}: {spec} is not in the package's exports"
                    else:
                        assert spec in ("vue", "react"), f"{key} {label} imports {spec}"
        for ref in re.findall(r'(?:src|href)="([^"]+)"', tabs["Web Components"]):
            assert ref.startswith(f"node_modules/{PACKAGE}/"), (key, ref)
            assert (dist / ref[len(f"node_modules/{PACKAGE}/"):]).is_file(), (key, ref)


VIEW = "xh-tool-result"
VIEWS_DRAWN = f"""async (url) => {{
  const els = [...document.querySelectorAll("{VIEW}")];
  if (!els.length) return [];
  await import(url);  // resolves once the elements' own import of it has, and their drawing with it
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  return els.map((e) => ({{ intent: e.getAttribute("intent"), data: JSON.stringify([e.call ?? null, e.result ?? null]),
                           tree: ({DOM_TREE})(e) }}));
}}"""
DEMO = next(key for key, example, _, _ in SNIPPETS if example.demo is not None and isinstance(example.items[0],
                                                                                               Instance))


def test_the_demo_snippet_toggles_and_reports_it(tab, installed, product_url):
    _, example, specs, tabs = next(s for s in SNIPPETS if s[0] == DEMO)
    name = _page(installed, "demo.html", tabs["Web Components"] + """
<script type="module">
  window.changes = []
  document.querySelector('[id]').addEventListener('open-change', (e) => window.changes.push(e.detail))
</script>""")
    open_page(tab, product_url + name)
    trigger = tab.locator("[data-part='trigger']").first
    trigger.wait_for()
    before = trigger.get_attribute("aria-expanded")
    trigger.click()
    assert trigger.get_attribute("aria-expanded") != before
    assert tab.evaluate("window.changes") == [{"open": before != "true", "source": "user"}]


ELEMENTS = """() => [...document.querySelectorAll('*')].filter((e) => e.localName.includes('-')
    && !e.closest('template')).map((e) => {
  const scope = e.localName.split('-').slice(1).join('-');
  const root = e.matches(`[data-scope="${scope}"]`) ? e : e.querySelector(`[data-scope="${scope}"]`);
  return { tag: e.localName, scope: root && root.dataset.scope, font: getComputedStyle(root || e).fontFamily,
           plain: getComputedStyle(document.body).fontFamily };
})"""

STYLE = """() => {
  const root = document.querySelector('[data-part="root"]');
  if (!root) return null;
  const s = getComputedStyle(root);
  const plain = getComputedStyle(document.body);
  const out = { scope: root.dataset.scope, unstyled: s.fontFamily === plain.fontFamily };
  for (const p of ["display", "font-family", "font-size", "color", "background-color", "border-inline-start-width",
                   "padding-inline-start", "border-radius"]) out[p] = s.getPropertyValue(p);
  return out;
}"""


@pytest.mark.parametrize("key", IDS)
def test_the_snippets_run_and_the_html_is_styled_as_the_element(key, tab, built, installed, product_url):
    """The Web Components snippet as written: every element upgrades and the skin styles it. The HTML snippet
    with the out-dir's style sheets looks as that element draws itself (the server markup it upgrades)."""
    _, _, _, tabs = next(s for s in SNIPPETS if s[0] == key)
    open_page(tab, product_url + _page(installed, f"run-{_file_name(key)}.html", tabs["Web Components"]))
    tab.wait_for_function("[...document.querySelectorAll('*')].filter((e) => e.localName.includes('-'))"
                          ".every((e) => customElements.get(e.localName))")
    # Each result element draws from its `call` and `result` what the Python views draw from them.
    for view in tab.evaluate(VIEWS_DRAWN, f"./node_modules/{PACKAGE}/js/tool-result.views.js"):
        call, result = json.loads(view["data"])
        python = render_view(view["intent"], call, result)
        assert view["tree"] == markup_tree(tab, str(python.call + python.result)), (key, view)
        assert view["tree"] or call is not None or result is not None, (key, view)
    got = tab.evaluate(ELEMENTS)
    assert got
    for el in got:
        if el["tag"] == VIEW and el["scope"] is None:
            continue  # drawn empty, as the Python views draw its data (a value of the wrong shape)
        assert el["scope"] == el["tag"].split("-", 1)[1], el  # upgraded: its parts are drawn
        assert el["font"] != el["plain"], el  # styled by the skin, with the tokens' font
    element = tab.evaluate(STYLE)
    css = ["tokens.css"] + sorted(f.name for f in (built[2] / "css").glob("*.css") if f.name != "tokens.css")
    head = "".join(f'<link rel="stylesheet" href="node_modules/{PACKAGE}/css/{name}">' for name in css)
    open_page(tab, product_url + _page(installed, f"html-{_file_name(key)}.html", tabs["HTML"], head))
    html = tab.evaluate(STYLE)
    assert (html is None) == (element is None)
    if html is not None:
        assert not html["unstyled"] and html == element


BOXES = """() => Array.from(document.querySelectorAll('[data-scope][data-part]'), (el) => {
  const b = el.getBoundingClientRect();
  return [el.dataset.scope, el.dataset.part, el.id, Math.round(b.x * 4) / 4, Math.round(b.y * 4) / 4,
          Math.round(b.width * 4) / 4, Math.round(b.height * 4) / 4, (el.textContent || '').replace(/\\s+/g, ' ').trim()];
})"""


@pytest.mark.parametrize("key", IDS)
def test_the_html_snippet_upgrades_without_a_layout_shift(key, tab, built, installed, product_url):
    """The HTML snippet is the server markup its elements upgrade: with only the style sheets it is laid
    out; once the package's modules define the elements, every part keeps its box, text and id."""
    _, _, _, tabs = next(s for s in SNIPPETS if s[0] == key)
    css = ["tokens.css"] + sorted(f.name for f in (built[2] / "css").glob("*.css") if f.name != "tokens.css")
    head = "".join(f'<link rel="stylesheet" href="node_modules/{PACKAGE}/css/{name}">' for name in css)
    open_page(tab, product_url + _page(installed, f"upgrade-{_file_name(key)}.html", tabs["HTML"], head),
              reduced_motion="reduce")
    tags = tab.evaluate("[...new Set([...document.querySelectorAll('*')].map((e) => e.localName)"
                        ".filter((n) => n.includes('-')))]")
    before = tab.evaluate(BOXES)
    tab.evaluate(f"import('./node_modules/{PACKAGE}/js/index.js')")
    tab.wait_for_function("(tags) => tags.every((t) => customElements.get(t))", arg=tags)
    tab.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
    after = tab.evaluate(BOXES)
    assert before and after == before
