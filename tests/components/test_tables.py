"""Generated API tables: the reference rows, Markdown safety, locales, files."""

from __future__ import annotations

import json
from dataclasses import dataclass

import markdown
import pytest

from skinwright.components.tables import md_code, md_text, table_files, table_markdown, tables

from .helpers import card_reference, reference


@dataclass(frozen=True)
class CssVariable:
    """Stand-in for skinwright.skins.analysis.CssVariable (the skin analysis rows)."""

    variable: str
    parts: tuple[str, ...]
    properties: tuple[str, ...]
    states: tuple[str, ...]
    default_sources: tuple[str, ...]


def reference_css_variables() -> list[CssVariable]:
    return [CssVariable(r["variable"], *(tuple(r[k].split(" ")) for k in ("parts", "properties")),
                        tuple(_split_states(r["states"])), tuple(r["default_sources"].split(" ")))
            for r in reference("css-variables")]


def _split_states(text: str) -> list[str]:
    # States contain spaces inside @media (…) and @keyframes NAME; split on spaces outside parentheses
    # and keep "@keyframes NAME" together.
    out, depth, cur = [], 0, ""
    for ch in text + " ":
        if ch == " " and depth == 0 and cur and cur != "@keyframes" and cur != "@media":
            out.append(cur)
            cur = ""
            continue
        depth += (ch == "(") - (ch == ")")
        cur += ch
    return out


def rows(table_id: str, spec, **kw) -> list[dict]:
    return json.loads(table_files(spec, **kw)[f"tool-call/tables/{table_id}.json"])["rows"]


def test_data_attribute_table_equals_the_reference(spec):
    got = [(r["part"], r["attribute"], r["value"]) for r in rows("data-attributes", spec)]
    assert got == [(r["part"], r["attribute"], r["value"]) for r in card_reference("data-attributes")]


def test_aria_table_equals_the_reference(spec):
    got = [(r["part"], r["attribute"], r["value"]) for r in rows("aria", spec)]
    assert got == [(r["part"], r["attribute"], r["value"]) for r in reference("aria")]


def test_conditions_are_data_too(spec):
    by_key = {(r["part"], r["attribute"]): r for r in rows("data-attributes", spec)}
    assert by_key[("root", "data-loading")]["condition"] == "when the phase counts as running"
    assert by_key[("root", "data-size")]["condition"] is None
    assert by_key[("root", "data-size")]["values"] == ["sm", "md", "lg"]
    assert by_key[("root", "data-loading")]["values"] == []


def test_machine_names_equal_the_reference(spec):
    got = {r["kind"]: r["names"] for r in rows("machine", spec)}
    assert got == {r["kind"]: r["names"].split(" ") for r in reference("machine")}


def test_phase_table_equals_the_reference(spec):
    yes = {"yes": True, "no": False}
    got = [(r["phase"], r["meaning"], r["running"], r["settled"], r["errored"]) for r in rows("phases", spec)]
    assert got == [(r["phase"], r["meaning"], yes[r["running"]], yes[r["settled"]], yes[r["errored"]])
                   for r in reference("phases")]
    md = table_files(spec)["tool-call/tables/phases.md"]
    for r in reference("phases"):
        status = r["status_css_state"]
        assert (f"| {status} |" if status.startswith("(") else f"| `{status}` |") in md


def test_css_variables_table_from_the_analysis(spec):
    given = reference_css_variables()
    got = rows("css-variables", spec, css_variables=list(reversed(given)))
    assert [(r["variable"], r["parts"], r["properties"], r["states"], r["default_sources"]) for r in got] == [
        (v.variable, list(v.parts), list(v.properties), list(v.states), list(v.default_sources)) for v in given]
    assert got[0]["states"] == ["default", "variant=subtle"]
    assert all(r["description"] == spec.slot_description(r["variable"]) for r in got)


def test_states_and_connect_tables_follow_the_spec(spec):
    states = {r["part"]: r["values"] for r in rows("states", spec)}
    assert states == {"root": "'open' | 'closed'", "trigger": "'open' | 'closed'", "indicator": "'open' | 'closed'",
                      "label": "props.phase", "summary": "props.phase", "status": "props.phase",
                      "duration": "props.phase", "approval": "props.phase", "content": "'open' | 'closed'",
                      "input": "props.phase", "output": "props.phase", "error": "props.phase", "portal": "props.phase"}
    members = [(r["member"], r["type"]) for r in rows("connect", spec)]
    # The element's members; no get<Part>Props: the element applies each part's attributes itself.
    assert [m for m, _ in members] == ["open", "phase", "running", "settled", "errored", "disabled", "statusText",
                                       "durationMs", "setOpen"]


def test_motion_table_takes_sources_from_the_analysis(spec):
    got = rows("motion", spec, keyframes_defined=["xh-tool-call-enter", "xh-tool-call-shimmer", "xh-tool-call-extra"],
               shared_keyframes=["xh-disclosure-collapse", "xh-disclosure-expand"])
    assert [(r["keyframes"], r["source"]) for r in got] == [
        ("xh-tool-call-enter", "skin"), ("xh-tool-call-shimmer", "skin"), ("xh-disclosure-expand", "family"),
        ("xh-disclosure-collapse", "family"), ("xh-tool-call-extra", "skin")]
    assert got[1]["reduced_motion"].startswith("Stopped")
    assert got[-1]["description"] is None


@pytest.mark.parametrize("text, want", [
    ("a | b", r"a \| b"),
    ("<b>x</b> & *y*", r"&lt;b&gt;x&lt;/b&gt; &amp; \*y\*"),
    ("[link](x) `c` _u_ #h \\", r"\[link\](x) \`c\` \_u\_ \#h \\"),
    ("two\nlines", "two lines"),
])
def test_md_text_escapes(text, want):
    assert md_text(text) == want


def test_md_code_splits_on_pipes_and_fences_backticks():
    assert md_code("'open' | 'closed'") == r"`'open'` \| `'closed'`"
    assert md_code("a`b") == "``a`b``"
    assert md_code("`x") == "`` `x ``"


def test_markdown_cells_survive_a_markdown_parser(spec):
    """Every generated table parses into a <table> whose rows have the column count (Python-Markdown)."""
    import xml.etree.ElementTree as ET

    for table in tables(spec).values():
        html = markdown.markdown(table_markdown(table), extensions=["tables"])
        root = ET.fromstring(f"<div>{html}</div>")
        body = root.find("table/tbody")
        want = len(table.rows)
        assert (len(body) if body is not None else 0) == want, table.id
        folded = {f for fs in table.folds.values() for f in fs}  # drawn inside another column's cell
        for tr in body if body is not None else []:
            assert len(tr) == len(table.columns) - len(folded), (table.id, ET.tostring(tr))


def test_hostile_descriptions_stay_text(spec):
    from skinwright.components.tables import Table

    t = Table("rtl", ("topic", "note"), ({"topic": "a|b", "note": "<script>alert(1)</script> | *x*"},))
    html = markdown.markdown(table_markdown(t), extensions=["tables"])
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert "<td>a|b</td>" in html and "<em>" not in html


def test_files_banner_locales_and_paths(spec):
    files = table_files(spec)
    ids = ["artefacts", "props", "events", "states", "machine", "connect", "keyboard", "aria",
           "data-attributes", "html-attributes", "css-variables", "motion", "rtl", "phases", "types", "translations"]
    assert sorted(files) == sorted([f"tool-call/tables/{i}.{e}" for i in ids for e in ("md", "json")]
                                   + [f"tool-call/tables/zh/{i}.md" for i in ids])
    en, zh = files["tool-call/tables/props.md"], files["tool-call/tables/zh/props.md"]
    assert en.startswith("<!-- generated by skinwright from styles/tool-call/spec.yaml; do not edit -->\n")
    # Required and Default go under the prop's name (a table of five columns would not fit the page).
    assert "| Prop | Type | Description |" in en
    assert "| 属性 | 类型 | 说明 |" in zh
    assert "| 部件 | 属性 | 值 |" in files["tool-call/tables/zh/data-attributes.md"]
    zh_vars = files["tool-call/tables/zh/css-variables.md"]
    assert "| 变量 | 说明 |" in zh_vars  # the other columns inside these two, each led by its heading
    assert "xh-doc-fold" not in zh_vars  # without the skin analysis there is nothing to fold in
    assert "| 按键 | 生效条件 | 行为 |" in files["tool-call/tables/zh/keyboard.md"]
    assert "| 判据 |" in files["tool-call/tables/zh/machine.md"]
    # The row's name is its anchor; its type links to the type's row in the types table.
    assert ('<h4 id="prop-phase">[`phase`](#prop-phase)</h4><span class="xh-doc-fold">Default: `\'input-available\'`'
            '</span> | [`ToolCallPhase`](#type-toolcallphase) |') in en
    # A full-width colon gives no line break before the code: <wbr> does.
    assert '<span class="xh-doc-fold">默认值：<wbr>`\'input-available\'`</span>' in zh
    assert "| Phase | Meaning | Tone | Status style |" in files["tool-call/tables/phases.md"]
    assert ("| `output-error` | failed (error text may be missing)<span class=\"xh-doc-fold\">Running: no</span>"
            "<span class=\"xh-doc-fold\">Settled: yes</span><span class=\"xh-doc-fold\">Errored: yes</span> |"
            ) in files["tool-call/tables/phases.md"]
    assert '<h4 id="type-toolcallphase">[`ToolCallPhase`](#type-toolcallphase)</h4>' in files["tool-call/tables/types.md"]
    assert '<h4 id="prop-phase">[`phase`](#prop-phase)</h4>' in zh
    assert files == table_files(spec)  # deterministic


def test_artefacts_name_every_module_the_package_ships_for_the_component():
    """The artefacts table lists the element's modules and those its plugin adds (the result views)."""
    from pathlib import Path

    from skinwright.components.spec import load_spec
    from skinwright.source import load_document

    root = Path(__file__).resolve().parents[2]
    for name, want in (("tool-result", ["js/tool-result.element.js", "js/tool-result.connect.js",
                                        "js/tool-result.views.js"]),
                       ("tool-call", ["js/tool-call.element.js", "js/tool-call.connect.js",
                                      "js/tool-call.machine.js"])):
        path = root / "styles" / name / "spec.yaml"
        spec = load_spec(load_document(f"styles/{name}/spec.yaml", path.read_text(encoding="utf-8")))
        rows = {r["layer"]: r["value"] for r in tables(spec)["artefacts"].rows}
        assert rows["modules"] == want
        assert all(f"`{m}`" in table_files(spec)[f"{name}/tables/artefacts.md"] for m in want)


def test_states_cells_read_conditions_on_other_elements_out(spec):
    """A States cell names no raw selector: the spec's phrase, else the selector read out word by word."""
    from skinwright.components.tables import _states_md

    nested = "has([data-scope='tool-call'][data-state='output-error'])"
    assert _states_md(spec, ["errored", nested], "en") == \
        "`errored`, when a call nested in it failed (its own call may have succeeded)"
    assert _states_md(spec, ["errored", nested], "zh") == "`errored`、嵌套在其中的调用失败时（它自己的调用可能已成功）"
    # Without a phrase in the spec: read out from the selector's own conditions.
    other = "has([data-scope='tool-result'][data-part='root'][data-kind='error'])"
    assert _states_md(spec, [other], "en") == "when a nested `tool-result` has `kind=error`"
    assert _states_md(spec, [other], "zh") == "嵌套的 `tool-result` 带有 `kind=error` 时"
    assert _states_md(spec, ["not([data-disabled])", "where([data-motion='reduce'])", "motion=reduce"], "en") == \
        "not `disabled`, `motion=reduce`"
    assert _states_md(spec, [], "en") == "—"
