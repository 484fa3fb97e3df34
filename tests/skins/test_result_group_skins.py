"""tool-result.css and tool-call-group.css: built with the project's real tokens and specs, read back with tinycss2.

The CSS variables rows below were designed with the skins and checked by hand
against the SCSS, slot by slot (there is no reference table for these two).
"""

from __future__ import annotations

import re

import pytest
import tinycss2

from skinwright.project import Reader, load_tokens
from tests.specs import shipped_spec
from skinwright.config import load_config
from skinwright.diagnostics import Report
from skinwright.skins import build_family, build_skin
from skinwright.skins.analysis import read_stylesheet
from skinwright.skins.checks import PHYSICAL_PROPERTIES
from skinwright.skins.selectors import selector_conditions
from skinwright.skins.compiler import compile_scss

from conftest import ROOT
from .test_skin_css import FORCED, REDUCE, WHERE_REDUCE, declarations as _declarations, top_level

NAMES = ("tool-result", "tool-call-group")
PRINT = "@media print"
R = '[data-scope="tool-result"][data-part="{}"]'
G = '[data-scope="tool-call-group"][data-part="{}"]'


@pytest.fixture(scope="module")
def real_names() -> dict[str, str]:
    report = Report()
    ts = load_tokens(load_config(ROOT), Reader(ROOT), report)
    assert not report.has_errors
    return ts.names


@pytest.fixture(scope="module")
def built(real_names):
    family = build_family(ROOT / "styles/family", real_names, root=ROOT)
    return {name: build_skin(ROOT / "styles" / name, shipped_spec(name), real_names, family_dir=ROOT / "styles/family",
                             family_css=family, root=ROOT) for name in NAMES}


@pytest.fixture(scope="module")
def result_css(built) -> str:
    return built["tool-result"].css


@pytest.fixture(scope="module")
def group_css(built) -> str:
    return built["tool-call-group"].css


def decl(css: str, selector: str, context: tuple[str, ...] = ()) -> dict[str, str]:
    origin = "tool-result.css" if "tool-result" in selector else "tool-call-group.css"
    return _declarations(css, selector, context, origin=origin)


# --- what both skins share ----------------------------------------------------------

@pytest.mark.parametrize("name", NAMES)
def test_every_skin_check_passes(built, name):
    assert [d.format() for d in built[name].diagnostics] == []


@pytest.mark.parametrize("name, layers", [("tool-result", ["xihan.components"]),
                                          ("tool-call-group", ["xihan.components", "xihan.motion"])])
def test_layer_statement_then_family_import_then_layers(built, name, layers):
    css = built[name].css
    assert [n for n in tinycss2.parse_stylesheet(css) if n.type == "error"] == []
    assert read_stylesheet(css, name).problems == []
    first, second, *rest = top_level(css)
    assert (first.at_keyword, tinycss2.serialize(first.prelude).strip(), first.content) == (
        "layer", "xihan.components, xihan.motion, xihan.overrides", None)
    assert (second.at_keyword, tinycss2.serialize(second.prelude).strip()) == (
        "import", 'url("family/motion.css") layer(xihan.motion)')
    assert [(n.at_keyword, tinycss2.serialize(n.prelude).strip()) for n in rest] == [("layer", x) for x in layers]


@pytest.mark.parametrize("name", NAMES)
def test_every_rule_is_scoped_by_scope_and_part(built, name):
    for rule in built[name].analysis.rules:
        for selector in rule.selectors:
            named = [c for c in selector.compounds if c.part]
            assert named, selector.serialize()
            assert all(c.attribute_value("data-scope") == name for c in named), selector.serialize()


@pytest.mark.parametrize("name", NAMES)
def test_slots_keep_fallbacks_helpers_are_private_no_physical_properties(built, name):
    skin = built[name]
    values = [d.value for r in skin.analysis.rules for d in r.declarations]
    slot_uses = [m for v in values for m in re.findall(rf"var\(--xh-{name}-[a-z-]+(.)", v)]
    assert slot_uses and set(slot_uses) == {","}, "a slot without a fallback"
    assert "@property" not in skin.css
    custom = {d.property for r in skin.analysis.rules for d in r.declarations if d.property.startswith("--")}
    assert custom - {"--xh-icon-size"} == {c for c in custom if c.startswith("--xh-_")}
    assert not {d.property for r in skin.analysis.rules for d in r.declarations} & set(PHYSICAL_PROPERTIES)
    assert not re.search(r"\b(left|right)\b", " ".join(values))


@pytest.mark.parametrize("entry", ["styles/tool-result/skin.scss", "styles/tool-call-group/skin.scss"])
def test_libsass_and_dart_sass_agree(entry, real_names):
    def normalised(css):
        return [(r.context, r.layers, tuple(s.serialize() for s in r.selectors),
                 tuple((d.property, d.value, d.important) for d in r.declarations))
                for r in read_stylesheet(css, "x.css").rules]

    libsass = compile_scss(ROOT / entry, real_names, root=ROOT, compiler="libsass").css
    dart = compile_scss(ROOT / entry, real_names, root=ROOT, compiler="dart-sass").css
    assert normalised(libsass) == normalised(dart) and len(normalised(libsass)) > 20


# --- tool-result ----------------------------------------------------------------------------

def test_roots_follow_the_document_direction_and_reset_the_cards_code_look(result_css):
    for side in ("call", "result"):
        root = decl(result_css, R.format(side))
        assert (root["min-inline-size"], root["overflow-wrap"], root["white-space"], root["unicode-bidi"]) == (
            "0", "anywhere", "normal", "isolate")
        assert root["font-family"] == "var(--xh-font-family-sans)"
        assert root["gap"] == "var(--xh-tool-result-gap, var(--xh-control-gap))"  # density-aware
        assert decl(result_css, R.format(side) + ":dir(rtl)") == {"direction": "rtl"}
        assert decl(result_css, R.format(side) + ":dir(ltr)") == {"direction": "ltr"}


@pytest.mark.parametrize("selector", [R.format("code"), R.format("command"), R.format("hunk"), R.format("url"),
                                      R.format("location"), R.format("stats"), R.format("value") + '[data-kind="json"]',
                                      R.format("value") + '[data-kind="path"]'])
def test_code_paths_urls_and_hunks_are_isolated_ltr(result_css, selector):
    found = decl(result_css, selector)
    assert (found["direction"], found["unicode-bidi"]) == ("ltr", "isolate")


@pytest.mark.parametrize("part", ["code", "command"])
def test_code_blocks_wrap_long_lines_inside_their_block(result_css, part):
    found = decl(result_css, R.format(part))
    assert (found["white-space"], found["overflow-wrap"], found["min-inline-size"], found["max-inline-size"]) == (
        "pre-wrap", "anywhere", "0", "100%")
    assert "overflow-x" not in found
    assert found["background"] == "var(--xh-tool-result-code-bg, var(--xh-code-bg))"
    assert found["border"] == "var(--xh-tool-result-code-border, var(--xh-code-border) solid var(--xh-stroke-thin))"
    assert found["font-family"] == "var(--xh-tool-result-code-font, var(--xh-font-family-mono))"


@pytest.mark.parametrize("part", ["text", "snippet", "value", "description"])
def test_free_text_wraps_inside_its_block(result_css, part):
    found = decl(result_css, R.format(part))
    assert (found["min-inline-size"], found["white-space"]) == ("0", "pre-wrap")


def test_keys_and_values_align_with_the_page_not_their_own_direction(result_css):
    for part in ("key", "value"):
        rule = [r for r in read_stylesheet(result_css, "r").rules
                if any(s.serialize() == R.format(part).replace('"', "'") for s in r.selectors) and not r.context][0]
        assert [d.value for d in rule.declarations if d.property == "text-align"] == [
            "match-parent", "-webkit-match-parent"]


def test_terminal_prompt_command_omitted_and_exit_badge(result_css):
    prompt = decl(result_css, R.format("command") + "::before")
    # "$" and a no-break space, with empty alternative text: decoration, not read out
    assert 'content: "$\\00a0" / "";' in result_css and prompt["content"].endswith(' / ""')
    assert prompt["color"] == "var(--xh-tool-result-prompt-fg, var(--xh-terminal-prompt))"
    assert prompt["user-select"] == "none"
    terminal = decl(result_css, R.format("result") + '[data-kind="terminal"] > ' + R.format("code"))
    assert terminal["background"] == \
        "var(--xh-tool-result-terminal-bg, var(--xh-tool-result-code-bg, var(--xh-terminal-bg)))"
    omitted = decl(result_css, R.format("omitted"))
    assert (omitted["display"], omitted["white-space"], omitted["text-align"]) == ("block", "normal", "center")
    assert omitted["border-block"] == "var(--xh-stroke-thin) dashed var(--xh-code-border)"
    exit_ = decl(result_css, R.format("exit"))
    assert exit_["color"] == "var(--xh-tool-result-exit-fg, var(--xh-terminal-exit-error))"
    assert exit_["font-variant-numeric"] == "tabular-nums" and exit_["justify-self"] == "start"


def test_diff_columns_kinds_and_stats(result_css):
    hunk = decl(result_css, R.format("hunk"))
    assert (hunk["display"], hunk["grid-template-columns"]) == ("grid", "auto auto auto minmax(0, 1fr)")
    assert "overflow-x" not in hunk
    for part in ("line-content", "hunk-header"):  # a long line wraps in its track instead of scrolling
        assert (decl(result_css, R.format(part))["white-space"], decl(result_css, R.format(part))["overflow-wrap"]) \
            == ("pre-wrap", "anywhere")
    line = decl(result_css, R.format("line"))
    assert (line["grid-column-start"], line["grid-column-end"], line["grid-template-columns"]) == ("1", "-1", "subgrid")
    assert decl(result_css, R.format("hunk-header"))["grid-column-end"] == "-1"
    number = decl(result_css, R.format("line-number"))
    assert (number["text-align"], number["font-variant-numeric"], number["user-select"]) == ("end", "tabular-nums", "none")
    assert decl(result_css, R.format("hunk-header"))["background"] == \
        "var(--xh-tool-result-diff-hunk-bg, var(--xh-diff-hunk-bg))"
    for kind in ("added", "removed"):
        kinded = R.format("line") + f'[data-kind="{kind}"]'
        assert decl(result_css, kinded) == {
            "background": f"var(--xh-tool-result-diff-{kind}-bg, var(--xh-diff-{kind}-bg))",
            "color": f"var(--xh-tool-result-diff-{kind}-fg, var(--xh-diff-{kind}-fg))"}
        assert decl(result_css, f"{kinded} > {R.format('line-number')}") == {
            "background": f"var(--xh-tool-result-diff-{kind}-gutter, var(--xh-diff-{kind}-gutter))"}
        assert decl(result_css, f"{kinded} > {R.format('sign')}") == {
            "color": f"var(--xh-tool-result-diff-{kind}-marker, var(--xh-diff-{kind}-marker))"}
        assert decl(result_css, R.format("count") + f'[data-kind="{kind}"]') == {
            "color": f"var(--xh-tool-result-diff-{kind}-marker, var(--xh-diff-{kind}-marker))"}
    assert decl(result_css, R.format("stats"))["font-variant-numeric"] == "tabular-nums"


def test_locations_are_link_coloured_chips_with_a_visible_focus_ring(result_css):
    chip = decl(result_css, R.format("location"))
    assert chip["color"] == "var(--xh-tool-result-location-fg, var(--xh-search-path))"
    assert chip["background"] == "var(--xh-tool-result-location-bg, var(--xh-bg-subtle))"
    assert (chip["cursor"], chip["justify-self"], chip["overflow-wrap"]) == ("pointer", "start", "anywhere")
    hover = decl(result_css, R.format("location") + ":hover")
    assert hover["text-decoration-line"] == "underline"
    for part in ("location", "link"):
        focus = decl(result_css, R.format(part) + ":focus-visible")
        assert focus["outline"] == "var(--xh-stroke-focus) solid var(--xh-border-focus)" and "box-shadow" not in focus
        assert decl(result_css, R.format(part) + ":focus-visible", (FORCED,)) == {"outline-color": "Highlight"}


def test_nothing_in_the_views_scrolls_sideways_so_nothing_needs_focus_to_scroll(result_css):
    for part in ("code", "command", "hunk"):
        assert R.format(part) + ":focus-visible" not in result_css.replace("'", '"')
    assert decl(result_css, R.format("error-body-label") + ":focus-visible", (FORCED,)) == {"outline-color": "Highlight"}


def test_sub_calls_hang_under_a_guide_rule_8px_apart(result_css):
    calls = decl(result_css, R.format("calls"))
    assert calls["gap"] == "var(--xh-space-2)"
    assert calls["border-inline-start"] == \
        "var(--xh-tool-result-nest-divider, var(--xh-border-subtle) solid var(--xh-stroke-thin))"


def test_forced_colors_keep_a_cue_that_is_not_colour(result_css):
    line = R.format("line")
    assert decl(result_css, line, (FORCED,)) == {"border-inline-start": "var(--xh-stroke-thick) solid Canvas"}
    assert decl(result_css, line + '[data-kind="added"]', (FORCED,)) == {"border-inline-start-color": "CanvasText"}
    assert decl(result_css, line + '[data-kind="removed"]', (FORCED,)) == {
        "border-inline-start-style": "dashed", "border-inline-start-color": "CanvasText"}
    assert decl(result_css, line + '[data-kind="removed"] > ' + R.format("line-content"), (FORCED,)) == {
        "text-decoration-line": "line-through"}
    assert decl(result_css, R.format("exit"), (FORCED,)) == {"border": "var(--xh-stroke-thin) solid CanvasText"}
    assert decl(result_css, R.format("location"), (FORCED,)) == {
        "border": "var(--xh-stroke-thin) solid ButtonText", "color": "ButtonText"}
    assert decl(result_css, R.format("file") + '[data-state="deleted"] > ' + R.format("file-state"), (FORCED,)) == {
        "border-style": "dashed"}


def test_print_keeps_the_diff_edges(result_css):
    assert decl(result_css, R.format("line"), (PRINT,))["break-inside"] == "avoid"
    assert decl(result_css, R.format("line") + '[data-kind="removed"]', (PRINT,))["border-inline-start-style"] == "dashed"


def test_the_views_do_not_move(built):
    analysis = built["tool-result"].analysis
    assert analysis.keyframes_defined == () and analysis.keyframes_used == ()
    motion = {d.property for r in analysis.rules for d in r.declarations} & {"animation", "transition"}
    assert motion == set()


# --- tool-call-group ---------------------------------------------------------------------------

def test_group_header_count_and_heading(group_css):
    assert decl(group_css, G.format("count")) == {
        "color": "var(--xh-tool-call-group-count-fg, var(--xh-accordion-count))", "font-variant-numeric": "tabular-nums"}
    assert decl(group_css, G.format("heading")) == {"margin": "0", "font": "inherit"}
    trigger = decl(group_css, G.format("trigger"))
    assert trigger["--xh-_action-bg-hover"] == \
        "var(--xh-tool-call-group-trigger-bg-hover, var(--xh-accordion-trigger-bg-hover))"
    assert trigger["color"] == "var(--xh-tool-call-group-trigger-fg, var(--xh-accordion-trigger-fg))"
    assert decl(group_css, G.format("trigger") + ":focus-visible")["outline"] == \
        "var(--xh-stroke-focus) solid var(--xh-border-focus)"


def test_group_header_holds_one_line(group_css):
    """The header never wraps: its text, then the approval marker, truncate with an ellipsis."""
    assert decl(group_css, G.format("trigger"))["flex-wrap"] == "nowrap"
    shrink = {}
    for part in ("label", "approval"):
        d = decl(group_css, G.format(part))
        assert (d["overflow"], d["text-overflow"], d["white-space"]) == ("hidden", "ellipsis", "nowrap"), part
        shrink[part] = float(d["flex"].split()[1])
    assert shrink["label"] >= 1e4 * shrink["approval"]


def test_group_owns_its_hidden_content_and_spaces_the_cards(group_css):
    content = decl(group_css, G.format("content"))
    assert content["gap"] == "var(--xh-tool-call-group-gap, var(--xh-accordion-gap))"  # 8px, the group's gap
    assert content["border-inline-start"] == \
        "var(--xh-tool-call-group-divider, var(--xh-accordion-divider) solid var(--xh-stroke-thin))"
    assert decl(group_css, G.format("content") + "[hidden]") == {"display": "none !important"}
    # the group styles no card: every selector names only the group's parts
    assert "tool-call\"]" not in group_css and "tool-call']" not in group_css


def test_pending_approval_marker_is_visible_in_every_mode(group_css, built):
    approval = G.format("approval")
    assert decl(group_css, approval)["color"] == "var(--xh-tool-call-group-approval-fg, var(--xh-fg-warning))"
    assert decl(group_css, approval, (FORCED,)) == {"forced-color-adjust": "none",
                                                    "border": "var(--xh-stroke-thin) solid MarkText",
                                                    "background": "Mark", "color": "MarkText"}
    assert decl(group_css, approval + "::before", (FORCED,)) == {"background": "MarkText"}
    assert decl(group_css, approval, (PRINT,))["border"] == "var(--xh-stroke-thin) solid CanvasText"
    for rule in built["tool-call-group"].analysis.rules:  # nothing about it depends on the open state
        for selector in rule.selectors:
            if selector.subject.part == "approval":
                assert not [c for c in selector_conditions(selector) if c.startswith("state=")]
                assert ("display", "none") not in {(d.property, d.value) for d in rule.declarations}


def test_group_indicator_mirrors_like_the_cards(group_css):
    root = G.format("root")
    assert decl(group_css, root)["--xh-_dir"] == "1"
    assert decl(group_css, root + ":dir(rtl)") == {"--xh-_dir": "-1"}
    indicator = decl(group_css, G.format("indicator"))
    assert indicator["transform"] == "rotate(calc(var(--xh-_dir) * var(--xh-_indicator-turn)))"
    assert decl(group_css, G.format("indicator") + '[data-state="open"]') == {"--xh-_indicator-turn": "0.25turn"}


@pytest.mark.parametrize("selector, prop, frames", [
    (G.format("content") + '[data-state="open"]', "animation", "xh-disclosure-expand "),
    (G.format("content") + '[data-state="closed"]', "animation", "xh-disclosure-collapse "),
    (G.format("indicator"), "transition", "transform ")])
def test_group_motion_uses_the_shared_frames_and_stops_when_asked(group_css, selector, prop, frames):
    assert decl(group_css, selector)[prop].startswith(frames)
    assert decl(group_css, selector, (REDUCE,))[prop] == "none"
    assert decl(group_css, WHERE_REDUCE + selector)[prop] == "none"


def test_group_keyframes_are_the_familys(built):
    analysis = built["tool-call-group"].analysis
    assert analysis.keyframes_defined == ()
    assert analysis.keyframes_used == analysis.shared_keyframes == ("xh-disclosure-collapse", "xh-disclosure-expand")


# --- the CSS variables tables (designed with the skins, checked by hand against the SCSS) ----------

RESULT_ROWS = """\
--xh-tool-result-code-bg	call code command hunk result	background	default kind=terminal	--xh-code-bg --xh-terminal-bg
--xh-tool-result-code-border	code command file hunk	border border-block-start	default	--xh-code-border
--xh-tool-result-code-fg	call code command hunk result	color	default kind=terminal	--xh-code-fg --xh-terminal-fg
--xh-tool-result-code-font	code command control error-code hunk location stats url value	font-family	default kind=json kind=path	--xh-font-family-mono
--xh-tool-result-code-font-size	code command control error-code hunk location stats value	font-size	default kind=json kind=path	--xh-text-code-size
--xh-tool-result-code-px	code command	padding-inline	default	--xh-space-2
--xh-tool-result-code-py	code command	padding-block	default	--xh-control-py
--xh-tool-result-code-radius	code command file	border-radius	default	--xh-shape-control
--xh-tool-result-control-fg	control	border color	default	--xh-fg-warning
--xh-tool-result-diff-added-bg	line	background	kind=added	--xh-diff-added-bg
--xh-tool-result-diff-added-fg	line	color	kind=added	--xh-diff-added-fg
--xh-tool-result-diff-added-gutter	line line-number	background	kind=added	--xh-diff-added-gutter
--xh-tool-result-diff-added-marker	count file file-state line sign	color	kind=added state=created	--xh-diff-added-marker
--xh-tool-result-diff-hunk-bg	hunk-header	background	default	--xh-diff-hunk-bg
--xh-tool-result-diff-hunk-fg	hunk-header	color	default	--xh-diff-hunk-fg
--xh-tool-result-diff-line-number-fg	line-number	color	default	--xh-diff-line-number
--xh-tool-result-diff-removed-bg	line	background	kind=removed	--xh-diff-removed-bg
--xh-tool-result-diff-removed-fg	line	color	kind=removed	--xh-diff-removed-fg
--xh-tool-result-diff-removed-gutter	line line-number	background	kind=removed	--xh-diff-removed-gutter
--xh-tool-result-diff-removed-marker	count file file-state line sign	color	kind=removed state=deleted	--xh-diff-removed-marker
--xh-tool-result-exit-bg	exit	background	default	--xh-terminal-exit-error
--xh-tool-result-exit-fg	exit	color	default	--xh-terminal-exit-error
--xh-tool-result-font-size	call result	font-size	default	--xh-text-caption-size
--xh-tool-result-gap	call result	gap	default	--xh-control-gap
--xh-tool-result-link-fg	link	color	default	--xh-fg-accent
--xh-tool-result-location-bg	location	background	default	--xh-bg-subtle
--xh-tool-result-location-bg-hover	location	background	hover	--xh-bg-hover
--xh-tool-result-location-fg	location	color	default	--xh-search-path
--xh-tool-result-location-radius	control error-code location	border-radius	default	--xh-shape-control
--xh-tool-result-muted-fg	description error-body-label file-state heading item key range snippet truncated url	color	default ::marker	--xh-fg-muted
--xh-tool-result-nest-divider	calls	border-inline-start	default	--xh-border-subtle
--xh-tool-result-omitted-fg	omitted	color	default	--xh-code-muted
--xh-tool-result-prompt-fg	command	color	::before	--xh-terminal-prompt
--xh-tool-result-terminal-bg	call code command result	background	kind=terminal	--xh-tool-result-code-bg
--xh-tool-result-terminal-border	call code command result	border-color	kind=terminal	--xh-terminal-border
--xh-tool-result-terminal-fg	call code command result	color	kind=terminal	--xh-tool-result-code-fg
--xh-tool-result-title-fg	title	color	default	--xh-fg-default
"""

# The hover fill and the header's block padding reach the family's action-profile rules
# (family/motion.css) through --xh-_action-bg-hover and --xh-_action-py, and the content's
# block padding reaches the shared disclosure keyframes through --xh-_disclosure-py.
GROUP_ROWS = """\
--xh-tool-call-group-approval-bg	approval	background	default	--xh-fg-warning
--xh-tool-call-group-approval-fg	approval	color	default	--xh-fg-warning
--xh-tool-call-group-count-fg	count	color	default	--xh-accordion-count
--xh-tool-call-group-divider	content	border-inline-start	default	--xh-accordion-divider
--xh-tool-call-group-font-size	trigger	font-size	default	--xh-text-label-size
--xh-tool-call-group-gap	content	gap	default	--xh-accordion-gap
--xh-tool-call-group-icon-size	root	--xh-icon-size	default	--xh-glyph-size-md
--xh-tool-call-group-indent	content	padding-inline-start	default	--xh-space-3
--xh-tool-call-group-indicator-fg	indicator	color	default	--xh-fg-subtle
--xh-tool-call-group-px	content trigger	margin-inline-start padding-inline	default	--xh-space-1
--xh-tool-call-group-py	content trigger	padding-block padding-block-end padding-block-start	\
default @keyframes xh-disclosure-collapse @keyframes xh-disclosure-expand xh-action-profile=disclosure-trigger	--xh-space-1
--xh-tool-call-group-radius	trigger	border-radius	default	--xh-shape-control
--xh-tool-call-group-trigger-bg-hover	trigger	background-color	\
disabled hover loading not([data-disabled]) not([data-loading])	--xh-accordion-trigger-bg-hover
--xh-tool-call-group-trigger-fg	trigger	color	default	--xh-accordion-trigger-fg
"""


@pytest.mark.parametrize("name, expected", [("tool-result", RESULT_ROWS), ("tool-call-group", GROUP_ROWS)])
def test_css_variables_rows(built, name, expected):
    got = [row.tsv() for row in built[name].analysis.variables]
    assert got == expected.splitlines()
    assert [row.variable for row in built[name].analysis.variables] == sorted(shipped_spec(name).slot_names)


@pytest.mark.parametrize("name", NAMES)
def test_generated_markdown_table_lists_every_slot_with_its_sites(built, name):
    from skinwright.components.tables import table_files

    skin, spec = built[name], shipped_spec(name)
    files = table_files(spec, skin.analysis.variables, keyframes_defined=skin.analysis.keyframes_defined,
                        shared_keyframes=skin.analysis.shared_keyframes)
    # Each row is named by its variable, an anchored heading that links to the row.
    lines = [ln for ln in files[f"{name}/tables/css-variables.md"].splitlines() if ln.startswith('| <h4 id="var-')]
    assert [re.search(r"\[`(--xh-[^`]+)`\]", ln.split(" | ")[0]).group(1) for ln in lines] == sorted(spec.slot_names)
    for line, row in zip(lines, skin.analysis.variables):
        # Two columns: the name (its default under it), the description (parts, properties and
        # states under it, each led by its heading).
        name, description = line.removeprefix("| ").removesuffix(" |").split(" | ")
        text, *folds = description.split('<span class="xh-doc-fold">')
        assert text == spec.slot_description(row.variable)
        assert folds[0] == "Parts: " + " ".join(f"`{p}`" for p in row.parts) + "</span>" and row.parts
        # States are a list in prose: a negated condition is read out, never printed as a selector.
        states = [f"not `{s[len('not([data-'):-2]}`" if s.startswith("not([data-") else f"`{s}`" for s in row.states]
        assert folds[2] == "States: " + ", ".join(states) + "</span>"
        assert '<span class="xh-doc-fold">Default: ' in name


def test_a_typo_and_a_physical_property_in_the_real_skin_point_into_it(tmp_path, real_names):
    """The same faults as the card's test, injected into a copy of the result skin."""
    import shutil

    shutil.copytree(ROOT / "styles/family", tmp_path / "styles/family")
    target = tmp_path / "styles/tool-result"
    target.mkdir()
    text = (ROOT / "styles/tool-result/skin.scss").read_text(encoding="utf-8")
    text = text.replace("$hunk-header: part(hunk-header);", "$hunk-header: part(hunk-heder);")
    text = text.replace("  #{$sign} {\n    padding-inline:", "  #{$sign} {\n    margin-left: 1px;\n    padding-inline:")
    (target / "skin.scss").write_text(text, encoding="utf-8")
    margin_line = next(i for i, line in enumerate(text.splitlines(), 1) if "margin-left" in line)
    diagnostics = build_skin(target, shipped_spec("tool-result"), real_names, family_dir=tmp_path / "styles/family").diagnostics
    assert ("skin/physical-property", f"styles/tool-result/skin.scss:{margin_line}:5") in {
        (d.code, str(d.position)) for d in diagnostics}
    unknown = [d for d in diagnostics if d.code == "skin/unknown-part"]
    assert unknown and {d.message for d in unknown} == {"unknown part 'hunk-heder' of tool-result"}
    assert unknown[0].hint.startswith("did you mean 'hunk-header'?")
    # The part the typo meant is then styled by nothing: a warning at its place in the spec.
    assert [d.message for d in diagnostics if d.code == "skin/unstyled"] == [
        "part 'hunk-header' of tool-result has no style rule in the skin"]
    assert {d.code for d in diagnostics} == {"skin/physical-property", "skin/unknown-part", "skin/unstyled"}
