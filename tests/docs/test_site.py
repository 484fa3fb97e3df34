"""The built docs site: every example, toolbar and table on the tool-call page, local assets, the token list.

One build (the session fixture ``built``) serves every test here; pages are
parsed with html5lib as a browser would.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import html5lib
import pytest

from skinwright.components.tables import TABLE_IDS
from skinwright.docs.examples.model import example_id
from skinwright.source import load_yaml

from .conftest import ROOT

pytestmark = pytest.mark.site

COMPONENTS = ("tool-call", "tool-result", "tool-call-group")
SETTINGS = {"theme": ["site", "light", "dark"], "density": ["comfortable", "compact"],
            "contrast": ["base", "more"], "dir": ["ltr", "rtl"]}


def example_files(component: str) -> list[Path]:
    """The component's examples shown in its Examples and usage sections (not the anatomy sample)."""
    return sorted(p for p in (ROOT / "styles" / component / "examples").glob("*.yaml")
                  if "\nsection: anatomy" not in p.read_text())


def parse(path: Path):
    return html5lib.parse(path.read_bytes(), treebuilder="etree", namespaceHTMLElements=False)


def classes(el) -> list[str]:
    return (el.get("class") or "").split()


def text(el) -> str:
    return "".join(el.itertext())


@pytest.fixture(scope="module")
def pages(site):
    return {c: parse(site / f"components/{c}/index.html") for c in COMPONENTS}


def examples_of(page):
    return [el for el in page.iter() if "xh-doc-example" in classes(el)]


def roots(el, scope: str, parts=("root",)):
    """Elements of ``scope`` with one of ``parts`` that are not inside a tool-call card."""
    parent = {c: p for p in el.iter() for c in p}
    out = []
    for e in el.iter():
        if e.get("data-scope") != scope or e.get("data-part") not in parts:
            continue
        up, inside = parent.get(e), False
        while up is not None:
            if up.get("data-scope") == "tool-call" and up.get("data-part") == "root" and up is not e:
                inside = True
            up = parent.get(up)
        if not inside or scope == "tool-call":
            out.append(e)
    return out


def expected(item: dict) -> tuple[int, int]:
    """(cards, result view sides) an example item draws, counted from the YAML; None for a transcript."""
    def call(record: dict) -> int:
        return 1 + sum(call(s) for s in record.get("subCalls") or [])

    (kind, value), = item.items()
    if kind == "tool-call":
        return 1, 0
    if kind == "call":
        return call(value), 0
    if kind == "view":
        return 0, sum(1 for side in ("call", "result") if value.get(side) is not None)
    if kind == "tool-call-group":
        return sum(expected(i)[0] for i in value["parts"]["content"]), 0
    if kind == "matrix":
        n = 1
        for values in value["axes"].values():
            n *= len(values)
        return n, 0
    return None


@pytest.mark.parametrize("component", COMPONENTS)
def test_every_example_is_on_its_page_once(component, pages):
    files = example_files(component)
    assert files
    usage = [p for p in files if "\nsection: usage" in p.read_text()]
    ids = [example_id(p.name) for p in usage] + [example_id(p.name) for p in files if p not in usage]
    assert [e.get("data-xh-example") for e in examples_of(pages[component])] == ids


@pytest.mark.parametrize("path", [p for c in COMPONENTS for p in example_files(c)],
                         ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_each_example_draws_its_items(path, pages):
    data = load_yaml(str(path), path.read_text()).data
    page = pages[path.parent.parent.name]
    example = next(e for e in examples_of(page) if e.get("data-xh-example") == example_id(path.name))
    frame = [e for e in example if e.get("data-xh-frame") is not None]
    assert len(frame) == 1
    counts = [expected(item) for item in data["items"]]
    cards = len(roots(frame[0], "tool-call"))
    if None in counts:  # a transcript: every call of the file is a card
        assert cards == 6  # session.anthropic.json has six tool calls
        return
    assert cards == sum(c for c, _ in counts)
    # Each view draws its sides, except one of the wrong shape, which renders empty (views degrade, never throw).
    views = sum(1 for item in data["items"] if "view" in item)
    assert views <= len(roots(frame[0], "tool-result", ("call", "result"))) <= sum(v for _, v in counts)
    groups = sum(1 for item in data["items"] if "tool-call-group" in item)
    assert len(roots(frame[0], "tool-call-group")) == groups


@pytest.mark.parametrize("component", COMPONENTS)
def test_each_example_names_its_settings_and_the_page_has_one_toolbar(component, pages, site):
    """The toolbar is a template the page script gives each example; the example lists the settings it offers."""
    page = pages[component]
    html = (site / f"components/{component}/index.html").read_text(encoding="utf-8")
    templates = re.findall(r"<template data-xh-toolbar>(.*?)</template>", html, re.S)
    assert len(templates) == 1 and "<p></template></p>" not in html  # passed through whole, not as a paragraph
    toolbar = html5lib.parseFragment(templates[0], treebuilder="etree", namespaceHTMLElements=False)
    groups = {f.get("data-xh-setting"): f for f in toolbar.iter("fieldset")}
    assert list(groups) == list(SETTINGS)
    for setting, values in SETTINGS.items():
        radios = [i for i in groups[setting].iter("input") if i.get("type") == "radio"]
        assert [r.get("value") for r in radios] == values
        assert [r.get("checked") is not None for r in radios] == [True] + [False] * (len(values) - 1)
    for example in examples_of(page):
        offered = example.get("data-xh-settings").split()
        assert [s for s in SETTINGS if s in offered] == offered and {"theme", "contrast", "dir"} <= set(offered)
        assert not [e for e in example.iter() if "xh-doc-toolbar" in classes(e)]
        frame = next(e for e in example if e.get("data-xh-frame") is not None)
        assert (frame.get("data-density"), frame.get("data-contrast"), frame.get("dir")) == ("comfortable", "base", "ltr")
    # Every component's skin reads a density token (the result views' gaps and code padding too).
    assert "density" in examples_of(page)[0].get("data-xh-settings").split()


@pytest.mark.parametrize("component", COMPONENTS)
def test_each_example_has_a_code_panel_and_its_code_per_framework(component, pages, site):
    """No code on the page: a panel naming the frameworks, and one JSON file per framework with every example."""
    page = pages[component]
    panels = [el for el in page.iter() if "xh-doc-code" in classes(el)]
    assert len(panels) == len(examples_of(page))
    assert all(not list(p) and (p.text or "").strip() == "" for p in panels)
    transcripts = sum(1 for p in example_files(component) if "transcript:" in p.read_text())
    frameworks = [p.get("data-xh-frameworks").split() for p in panels]
    assert frameworks.count(["html", "vue", "react", "web-components"]) == len(panels) - transcripts
    assert frameworks.count(["html", "cli"]) == transcripts
    labels = [json.loads(s.get("data-xh-json")) for s in page.iter("div")
              if s.get("data-xh-frameworks") is not None and s.get("data-xh-json")]
    assert labels and labels[0]["web-components"] == "Web Components" and labels[0]["html"] == "HTML"
    # each part of the page names only the frameworks the parts before it did not; together, every panel's
    keys = [k for part in labels for k in part]
    assert len(keys) == len(set(keys)) and set(keys) == {f for fs in frameworks for f in fs}
    for framework in {f for fs in frameworks for f in fs}:
        blocks = json.loads((site / "generated/code" / component / f"{framework}.json").read_text())
        want = {p.get("data-xh-example-code") for p, fs in zip(panels, frameworks) if framework in fs}
        assert set(blocks) == want
        assert all(b.startswith('<div class="language-') and "<code>" in b for b in blocks.values())


@pytest.mark.parametrize("lang, file", [("", "phases"), ("zh/", "phases.zh")])
def test_demos_fetch_their_markup_per_phase(site, spec, lang, file):
    """A demo names the file with its markup in every phase (per language); the page carries none of it."""
    page = parse(site / lang / "components/tool-call/index.html")
    demos = [e for e in examples_of(page) if e.get("data-xh-demo") is not None]
    assert sorted(e.get("data-xh-example") for e in demos) == ["approval-gate", "auto-disclosure"]
    assert {e.get("data-xh-phases") for e in demos} == {file}
    assert not [t for d in demos for t in d.iter() if t.tag == "template"]
    phases = json.loads((site / "generated/code/tool-call" / f"{file}.json").read_text(encoding="utf-8"))
    assert set(phases) == {"approval-gate", "auto-disclosure"}
    for markup in phases.values():
        assert sorted(markup) == sorted(p.name for p in spec.phases)
        roots = [html5lib.parse(m, treebuilder="etree", namespaceHTMLElements=False) for m in markup.values()]
        assert all(any(el.get("data-part") == "root" for el in r.iter()) for r in roots)
    # The card's own strings in the page's language.
    text = phases["approval-gate"]["output-available"]
    assert ("已完成" in text) == (lang == "zh/") and ("done" in text) == (lang == "")


@pytest.mark.parametrize("component", ["tool-call", "tool-call-group"])
def test_the_examples_run_on_the_elements_as_built(component, pages, built, site):
    """The page names, for each element its examples are, the module the build ships; the site
    publishes those modules as built (the examples run on what product teams install)."""
    data = [json.loads(s.get("data-xh-json")) for s in pages[component].iter("div")
            if s.get("data-xh-elements") is not None]
    # Not an inline <script>: Material's instant navigation runs those again as JavaScript, losing the data.
    article = next(el for el in pages[component].iter("article"))
    assert not [s for s in article.iter("script") if not s.get("src")]
    assert len(data) == 1
    elements = data[0]["elements"]
    assert elements == {
        "xh-tool-call": "tool-call.element.js", "xh-tool-call-group": "tool-call-group.element.js",
        "xh-tool-result": "tool-result.element.js"}
    assert {"open-change", "portal-open"} <= set(data[0]["events"])
    for path in (built / "dist/js").glob("*.js"):
        assert (site / "generated/js" / path.name).read_bytes() == path.read_bytes(), path.name
    assert not (site / "generated/assets/skinwright-machine.js").exists()  # no second interpreter


def _md_table(path: Path) -> tuple[list[str], int]:
    """Header cells and body row count of the first Markdown table in ``path``."""
    rows = [line for line in path.read_text().splitlines() if line.startswith("|")]
    head = [c.strip() for c in rows[0].strip("|").split("|")]
    return [re.sub(r"[`*]", "", h) for h in head], len(rows) - 2


@pytest.mark.parametrize("component,table", [(c, t) for c in COMPONENTS for t in TABLE_IDS])
def test_every_table_is_on_its_page(component, table, pages, built):
    head, n = _md_table(built / f"docs/generated/parts/components/{component}/tables/{table}.md")
    found = [t for t in pages[component].iter("table")
             if [text(th).strip() for th in t.iter("th")] == head
             and len([tr for tr in t.iter("tr") if tr.find("td") is not None]) == n]
    if n == 0:  # an empty table (no phases, no machine …): the page says so in prose instead
        assert not found
    else:
        assert found, f"no table with columns {head} and {n} rows"


@pytest.mark.parametrize("component", ["tool-call", "tool-call-group"])
def test_anatomy_lists_every_part_and_marks_required_ones(component, pages):
    from tests.specs import shipped_spec

    spec = shipped_spec(component)
    figure = next(el for el in pages[component].iter("figure") if el.get("data-xh-anatomy") == component)
    items = [li for li in figure.iter("li") if li.get("data-xh-part")]
    assert [li.get("data-xh-part") for li in items] == list(spec.part_names)
    assert [li.get("data-required") is not None for li in items] == [p.required for p in spec.parts]
    sample_parts = {e.get("data-part") for e in figure.iter() if e.get("data-scope") == component}
    assert sample_parts == set(spec.part_names)


def test_result_anatomy_has_a_tree_per_intent(pages):
    from skinwright.views.anatomy import INTENTS

    sets = [el for el in pages["tool-result"].iter() if "tabbed-set" in classes(el)]
    trees = [s for s in sets if [text(label) for label in s.iter("label")] == list(INTENTS)]
    assert len(trees) == 1
    blocks = [text(code) for code in trees[0].iter("code")]
    assert len(blocks) == len(INTENTS) and all(b.startswith("call <div>") for b in blocks)


ASSET_ATTRS = {"script": "src", "link": "href", "img": "src", "source": "src", "iframe": "src", "video": "src",
               "audio": "src", "embed": "src", "object": "data"}
REMOTE = re.compile(r"^\s*(https?:)?//", re.I)


def test_every_asset_is_local(site):
    pages = sorted(site.rglob("*.html"))
    assert len(pages) > 10
    for path in pages:
        doc = parse(path)
        for el in doc.iter():
            attr = ASSET_ATTRS.get(el.tag if isinstance(el.tag, str) else "")
            value = el.get(attr) if attr else None
            # The page's address and its translations (site_url) are links, not assets the page loads.
            if el.tag == "link" and (el.get("rel") or "").split()[:1] in (["canonical"], ["alternate"]):
                continue
            if value and REMOTE.match(value):
                assert False, f"{path.relative_to(site)}: <{el.tag} {attr}={value!r}>"
            if el.tag == "style" and el.text:
                assert not re.search(r"@import\s+(url\()?\s*[\"']?(https?:)?//", el.text), path
    for css in site.rglob("*.css"):
        for url in re.findall(r"url\(\s*[\"']?([^\"')]+)", css.read_text(errors="replace")):
            assert not REMOTE.match(url), f"{css.relative_to(site)}: url({url})"


def test_material_css_is_in_the_lowest_layer(pages):
    head = pages["tool-call"].find("head")
    styles = [el for el in head if el.tag == "style" or (el.tag == "link" and el.get("rel") == "stylesheet")]
    assert styles[0].tag == "style"
    assert styles[0].text.strip() == "@layer material, docs, xihan.components, xihan.motion, xihan.overrides;"
    imports = [s.text for s in styles if s.tag == "style" and "layer(material)" in (s.text or "")]
    assert len(imports) == 2 and all("assets/stylesheets/" in t for t in imports)
    linked = [el.get("href") for el in styles if el.tag == "link" and el.get("rel") == "stylesheet"]
    assert not [h for h in linked if "assets/stylesheets/" in h], "Material's CSS must not be linked unlayered"
    assert linked[:5] == ["../../generated/css/tokens.css", "../../generated/css/family/motion.css",
                          "../../generated/css/tool-call.css", "../../generated/css/tool-result.css",
                          "../../generated/css/tool-call-group.css"]


def test_tokens_page_lists_every_token(site):
    from skinwright.project import Reader, load_tokens
    from skinwright.config import load_config
    from skinwright.diagnostics import Report

    config = load_config(ROOT)
    ts = load_tokens(config, Reader(config.root), Report())
    doc = parse(site / "tokens/index.html")
    rows = {el.get("id"): el for el in doc.iter("td") if (el.get("id") or "").startswith("token-")}
    assert len(rows) == len(ts.names)
    for tid, name in ts.names.items():
        cell = rows.get("token-" + name.removeprefix("--"))
        assert cell is not None, f"{tid} ({name}) is not on the tokens page"
        assert name in [text(c) for c in cell.iter("code")]
        assert tid in [text(s) for s in cell.iter("strong")]


def test_getting_started_includes_the_editor_data(site):
    doc = parse(site / "getting-started/index.html")
    code = " ".join(text(c) for c in doc.iter("code"))
    assert '"html.customData": ["./dist/vscode/xh.html-data.json"]' in code
    assert "skinwright serve" in code


@pytest.mark.parametrize("lang", ["", "zh/"])
def test_states_cells_read_as_prose_never_as_a_selector(site, lang):
    """Every States cell of every component page, in both languages, holds no raw selector.

    The tool-call's failure border reads as the spec's phrase for its :has()
    condition ("a call nested in it failed"), `not([data-disabled])` as "not
    `disabled`"; the `where(…)` wrapper is left out (its condition is listed).
    """
    label = "状态：" if lang else "States: "
    cells = {}
    for component in COMPONENTS:
        page = parse(site / f"{lang}components/{component}/index.html")
        for fold in (el for el in page.iter("span") if "xh-doc-fold" in classes(el)):
            if text(fold).startswith(label):
                cells.setdefault(component, []).append(text(fold)[len(label):])
    assert set(cells) == set(COMPONENTS)
    raw = [(c, cell) for c, found in cells.items() for cell in found
           if any(s in cell for s in ("[data-", "has(", "not(", "where(", "is("))]
    assert raw == []
    phrase = "嵌套在其中的调用失败时" if lang else "when a call nested in it failed"
    assert any(phrase in cell for cell in cells["tool-call"])
    assert any(("非 disabled" if lang else "not disabled") in cell for cell in cells["tool-call"])
