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
from skinwright.docs.examples import example_id
from skinwright.source import load_yaml

from .conftest import ROOT

pytestmark = pytest.mark.slow

EXAMPLES = sorted((ROOT / "styles/tool-call/examples").glob("*.yaml"))
SETTINGS = {"theme": ["site", "light", "dark"], "density": ["comfortable", "compact"],
            "contrast": ["base", "more"], "dir": ["ltr", "rtl"]}


def parse(path: Path):
    return html5lib.parse(path.read_bytes(), treebuilder="etree", namespaceHTMLElements=False)


def classes(el) -> list[str]:
    return (el.get("class") or "").split()


def text(el) -> str:
    return "".join(el.itertext())


@pytest.fixture(scope="module")
def page(site):
    return parse(site / "components/tool-call/index.html")


@pytest.fixture(scope="module")
def examples(page):
    return [el for el in page.iter() if "xh-doc-example" in classes(el)]


def cards_in(el, scope="tool-call"):
    return [e for e in el.iter() if e.get("data-scope") == scope and e.get("data-part") == "root"]


def expected_cards(item: dict) -> int | None:
    """Cards an example item draws, counted from the YAML (None: a transcript, counted elsewhere)."""
    def call(record: dict) -> int:
        return 1 + sum(call(s) for s in record.get("subCalls") or [])

    (kind, value), = item.items()
    if kind == "card":
        return 1
    if kind == "call":
        return call(value)
    if kind == "group":
        return sum(expected_cards(i) for i in value["items"])
    if kind == "matrix":
        n = 1
        for values in value["axes"].values():
            n *= len(values)
        return n
    return None


def test_every_example_is_on_the_page_once(examples):
    assert len(EXAMPLES) >= 20
    assert [e.get("data-xh-example") for e in examples] == \
        [example_id(p.name) for p in EXAMPLES if "section: usage" in p.read_text()] + \
        [example_id(p.name) for p in EXAMPLES if "section: usage" not in p.read_text()]


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_each_example_draws_its_cards(path, examples):
    data = load_yaml(str(path), path.read_text()).data
    example = next(e for e in examples if e.get("data-xh-example") == example_id(path.name))
    frame = [e for e in example if e.get("data-xh-frame") is not None]
    assert len(frame) == 1
    counts = [expected_cards(item) for item in data["items"]]
    drawn = len(cards_in(frame[0]))
    if None in counts:  # a transcript: every call of the file is a card
        assert drawn == sum(c or 0 for c in counts) + 6  # session.anthropic.json has six tool calls
    else:
        assert drawn == sum(counts)


def test_each_example_has_its_own_toolbar(examples):
    names = set()
    for example in examples:
        bars = [e for e in example if "xh-doc-toolbar" in classes(e)]
        assert len(bars) == 1
        groups = {f.get("data-xh-setting"): f for f in bars[0].iter("fieldset")}
        assert list(groups) == list(SETTINGS)
        for setting, values in SETTINGS.items():
            radios = [i for i in groups[setting].iter("input") if i.get("type") == "radio"]
            assert [r.get("value") for r in radios] == values
            assert [r.get("checked") is not None for r in radios] == [True] + [False] * (len(values) - 1)
            assert len({r.get("name") for r in radios}) == 1
            names.add(radios[0].get("name"))
    assert len(names) == 4 * len(examples), "radio groups must not be shared between examples"


def test_previews_start_in_the_toolbar_defaults(examples):
    for example in examples:
        frame = next(e for e in example if e.get("data-xh-frame") is not None)
        assert (frame.get("data-density"), frame.get("data-contrast"), frame.get("dir")) == ("comfortable", "base", "ltr")


def test_each_example_has_code_tabs(page, examples):
    tab_sets = [el for el in page.iter() if "tabbed-set" in classes(el)]
    labels = [[text(label) for label in ts.iter("label")] for ts in tab_sets]
    frameworks = ["HTML", "Vue", "React", "Web Components", "Example data"]
    assert labels.count(frameworks) == len(examples) - 1
    assert labels.count(["HTML", "CLI", "Example data"]) == 1  # the transcript


def test_demos_carry_a_template_per_phase(examples, spec):
    demos = [e for e in examples if e.get("data-xh-demo")]
    assert sorted(e.get("data-xh-demo") for e in demos) == ["approval", "latch"]
    for demo in demos:
        templates = [t.get("data-xh-phase") for t in demo if t.tag == "template"]
        assert templates == [p.name for p in spec.phases]


def test_the_machine_is_inlined_as_built(page, built):
    scripts = [s for s in page.iter("script") if s.get("data-xh-machine") == "tool-call"]
    assert scripts
    inline = json.loads(scripts[0].text)
    assert inline == json.loads((built / "dist/meta/tool-call.machine.json").read_text())


def _md_table(path: Path) -> tuple[list[str], int]:
    """Header cells and body row count of the first Markdown table in ``path``."""
    rows = [line for line in path.read_text().splitlines() if line.startswith("|")]
    head = [c.strip() for c in rows[0].strip("|").split("|")]
    return [re.sub(r"[`*]", "", h) for h in head], len(rows) - 2


@pytest.mark.parametrize("table", TABLE_IDS)
def test_every_table_is_on_the_page(table, page, built):
    head, n = _md_table(built / f"docs/generated/parts/components/tool-call/tables/{table}.md")
    found = []
    for t in page.iter("table"):
        ths = [text(th).strip() for th in t.iter("th")]
        body = [tr for tr in t.iter("tr") if tr.find("td") is not None]
        if ths == head and len(body) == n:
            found.append(t)
    assert found, f"no table with columns {head} and {n} rows"


def test_anatomy_lists_every_part_and_marks_required_ones(page, spec):
    figure = next(el for el in page.iter("figure") if el.get("data-xh-anatomy") == "tool-call")
    items = [li for li in figure.iter("li") if li.get("data-xh-part")]
    assert [li.get("data-xh-part") for li in items] == list(spec.part_names)
    assert [li.get("data-required") is not None for li in items] == [p.required for p in spec.parts]
    sample_parts = {e.get("data-part") for e in figure.iter() if e.get("data-scope") == "tool-call"}
    assert sample_parts == set(spec.part_names)


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
            if value and REMOTE.match(value):
                assert False, f"{path.relative_to(site)}: <{el.tag} {attr}={value!r}>"
            if el.tag == "style" and el.text:
                assert not re.search(r"@import\s+(url\()?\s*[\"']?(https?:)?//", el.text), path
    for css in site.rglob("*.css"):
        for url in re.findall(r"url\(\s*[\"']?([^\"')]+)", css.read_text(errors="replace")):
            assert not REMOTE.match(url), f"{css.relative_to(site)}: url({url})"


def test_material_css_is_in_the_lowest_layer(page):
    head = page.find("head")
    styles = [el for el in head if el.tag == "style" or (el.tag == "link" and el.get("rel") == "stylesheet")]
    assert styles[0].tag == "style"
    assert styles[0].text.strip() == "@layer material, docs, xihan.components, xihan.motion, xihan.overrides;"
    imports = [s.text for s in styles if s.tag == "style" and "layer(material)" in (s.text or "")]
    assert len(imports) == 2 and all("assets/stylesheets/" in t for t in imports)
    linked = [el.get("href") for el in styles if el.tag == "link" and el.get("rel") == "stylesheet"]
    assert not [h for h in linked if "assets/stylesheets/" in h], "Material's CSS must not be linked unlayered"
    assert linked[:3] == ["../../generated/css/tokens.css", "../../generated/css/family/motion.css",
                          "../../generated/css/tool-call.css"]


def test_tokens_page_lists_every_token(site):
    from skinwright.build import Reader, load_tokens
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
