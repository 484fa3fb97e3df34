"""What tool-call.css and family/motion.css say, read back with tinycss2."""

from __future__ import annotations

import re

import pytest
import tinycss2

from skinwright.skins.analysis import read_stylesheet
from skinwright.skins.checks import PHYSICAL_PROPERTIES

P = '[data-scope="tool-call"][data-part="{}"]'
ROOT, TRIGGER, STATUS, CONTENT, INDICATOR, INPUT = (P.format(p) for p in (
    "root", "trigger", "status", "content", "indicator", "input"))
RUNNING_STATUS = f'{ROOT}[data-loading] > {TRIGGER} > {STATUS}'
FORCED = "@media (forced-colors: active)"
REDUCE = "@media (prefers-reduced-motion: reduce)"
WHERE_REDUCE = ":where([data-motion='reduce']) "


def top_level(css: str):
    return tinycss2.parse_stylesheet(css, skip_comments=True, skip_whitespace=True)


def declarations(css: str, selector: str, context: tuple[str, ...] = (), origin="tool-call.css") -> dict[str, str]:
    """The declarations of the rule(s) written exactly ``selector`` under ``context`` (merged in order)."""
    found: dict[str, str] = {}
    hit = False
    for rule in read_stylesheet(css, origin).rules:
        if rule.context == context and any(_same(s.serialize(), selector) for s in rule.selectors):
            hit = True
            found.update({d.property: d.value + (" !important" if d.important else "") for d in rule.declarations})
    assert hit, f"no rule {selector!r} under {context!r}"
    return found


def _same(serialized: str, written: str) -> bool:
    return serialized == written.replace('"', "'")


def test_both_stylesheets_parse_without_errors(skin, family):
    for name, css in [("tool-call.css", skin.css), *family.items()]:
        errors = [n for n in tinycss2.parse_stylesheet(css) if n.type == "error"]
        assert errors == [], name
        assert read_stylesheet(css, name).problems == [], name


def test_layer_statement_first_then_the_family_import(skin):
    first, second, *rest = top_level(skin.css)
    assert (first.type, first.at_keyword, tinycss2.serialize(first.prelude).strip(), first.content) == (
        "at-rule", "layer", "xihan.components, xihan.motion, xihan.overrides", None)
    assert second.at_keyword == "import"
    assert tinycss2.serialize(second.prelude).strip() == 'url("family/motion.css") layer(xihan.motion)'
    assert {n.at_keyword for n in rest} == {"layer"}  # everything else sits in a layer
    assert [tinycss2.serialize(n.prelude).strip() for n in rest] == ["xihan.components", "xihan.motion"]


def test_family_works_alone(family):
    assert list(family) == ["family/motion.css"]
    first, *rest = top_level(family["family/motion.css"])
    assert tinycss2.serialize(first.prelude).strip() == "xihan.components, xihan.motion, xihan.overrides"
    assert [tinycss2.serialize(n.prelude).strip() for n in rest] == ["xihan.motion"]
    assert "tool-call" not in family["family/motion.css"]
    assert "@import" not in family["family/motion.css"]


def test_every_rule_is_scoped_by_scope_and_part(skin):
    for rule in skin.analysis.rules:
        for selector in rule.selectors:
            named = [c for c in selector.compounds if c.part]
            assert named, selector.serialize()
            assert all(c.attribute_value("data-scope") == "tool-call" for c in named), selector.serialize()


def test_slots_keep_their_fallback_chain_and_are_never_registered(skin):
    assert declarations(skin.css, ROOT)["background"] == "var(--xh-tool-call-bg, var(--xh-bg-surface))"
    assert declarations(skin.css, f'{ROOT}[data-variant="subtle"]')["background"] == \
        "var(--xh-tool-call-bg, var(--xh-bg-subtle))"
    assert "@property" not in skin.css
    slot_values = [d.value for r in skin.analysis.rules for d in r.declarations if "--xh-tool-call-" in d.value]
    assert all(re.search(r"var\(--xh-tool-call-[a-z-]+, ", v) for v in slot_values), "a slot without a fallback"


def test_private_helpers_are_underscored(skin):
    helpers = {d.property for r in skin.analysis.rules for d in r.declarations if d.property.startswith("--")}
    assert helpers - {"--xh-icon-size"} <= {h for h in helpers if h.startswith("--xh-_")}
    assert {"--xh-_tool-call-px", "--xh-_tool-call-py", "--xh-_tool-call-font-size", "--xh-_tone-soft",
            "--xh-_dir"} <= helpers


def test_variants_tones_sizes(skin):
    css = skin.css
    assert declarations(css, ROOT)["border"] == \
        "var(--xh-tool-call-border, var(--xh-border-default) solid var(--xh-stroke-thin))"
    assert declarations(css, f'{ROOT}[data-variant="ghost"]') == {
        "border": "0", "border-radius": "var(--xh-tool-call-trigger-radius, var(--xh-shape-control))",
        "background": "none"}
    assert declarations(css, f"{ROOT}[data-tone]")["box-shadow"].startswith(
        "inset calc(var(--xh-_dir) * var(--xh-tool-call-tone-bar, var(--xh-stroke-thick))) 0 0 0 "
        "var(--xh-tool-call-tone-fg, var(--xh-_tone-soft))")
    assert declarations(css, f'{ROOT}[data-size="sm"]')["--xh-_tool-call-font-size"] == "var(--xh-text-caption-size)"
    assert "--xh-_tool-call-py" in declarations(css, f'{ROOT}[data-size="lg"]')


@pytest.mark.parametrize("phase, slot, token", [
    ("awaiting-approval", "approval", "warning"), ("output-available", "done", "success"),
    ("output-error", "error", "danger")])
def test_status_badges_are_tinted_pills(skin, phase, slot, token):
    found = declarations(skin.css, f'{STATUS}[data-state="{phase}"]')
    assert found["color"] == f"var(--xh-tool-call-status-fg-{slot}, var(--xh-fg-{token}))"
    assert found["background"] == (f"color-mix(in oklab, var(--xh-tool-call-status-bg-{slot}, var(--xh-fg-{token})) "
                                    "15%, var(--xh-_tool-call-surface))")
    assert found["border-radius"] == "var(--xh-tool-call-status-radius, var(--xh-shape-pill))"


def test_running_status_shimmers_as_clipped_text(skin):
    found = declarations(skin.css, RUNNING_STATUS)
    assert found["background-clip"] == "text" and found["color"] == "transparent"
    assert found["animation"].startswith("xh-tool-call-shimmer var(--xh-tool-call-shimmer-duration, "
                                         "var(--xh-shimmer-duration))")
    assert "var(--xh-tool-call-status-shimmer-sheen, var(--xh-fg-default))" in found["background-image"]


def test_disclosure_uses_the_shared_keyframes_and_hidden_wins(skin):
    assert declarations(skin.css, f'{CONTENT}[data-state="open"]')["animation"].startswith("xh-disclosure-expand ")
    assert declarations(skin.css, f'{CONTENT}[data-state="closed"]')["animation"].startswith("xh-disclosure-collapse ")
    assert declarations(skin.css, f"{CONTENT}[hidden]") == {"display": "none !important"}
    # nothing hides the approval gate when the card is closed
    for rule in skin.analysis.rules:
        for selector in rule.selectors:
            if selector.subject.part == "approval":
                assert "display" not in {d.property for d in rule.declarations} or ":empty" in selector.serialize()


def test_duration_digits_and_one_line_row(skin):
    assert declarations(skin.css, P.format("duration"))["font-variant-numeric"] == "tabular-nums"
    assert declarations(skin.css, TRIGGER)["flex-wrap"] == "nowrap"
    shrink = {}
    for part in ("label", "summary", "status", "duration"):
        d = declarations(skin.css, P.format(part))
        assert (d["overflow"], d["text-overflow"], d["white-space"]) == ("hidden", "ellipsis", "nowrap"), part
        shrink[part] = float(d["flex"].split()[1])
    # The order in which the texts give way: each tier 10⁴ times the next.
    order = sorted(shrink, key=shrink.get, reverse=True)
    assert order == ["summary", "duration", "label", "status"]
    assert all(shrink[a] >= 1e4 * shrink[b] for a, b in zip(order, order[1:]))
    # The name keeps its first six characters and an ellipsis (never more than its text), down to one
    # glyph in rows too narrow for anything else; without calc-size(), one glyph (the declaration before).
    label = declarations(skin.css, P.format("label"))
    assert label["min-inline-size"] == "calc-size(max-content, min(size, 7.5ch, max(1.25em, 100% - 8em)))"
    assert "min-inline-size: 1.25em;\n    min-inline-size: calc-size(" in skin.css
    # Every text of the row takes its direction from its own words: an untranslated status or
    # duration in a right-to-left page truncates at its end.
    assert {p: declarations(skin.css, P.format(p))["unicode-bidi"] for p in ("label", "summary", "status", "duration")} \
        == dict.fromkeys(("label", "summary", "status", "duration"), "plaintext")


def test_forced_colors(skin):
    css = skin.css
    assert declarations(css, f'{ROOT}[data-variant="subtle"]', (FORCED,)) == {"border-color": "CanvasText"}
    assert declarations(css, f"{ROOT}[data-tone]", (FORCED,)) == {
        "border-inline-start": "var(--xh-stroke-thick) solid CanvasText"}
    assert declarations(css, f"{ROOT}[data-errored]", (FORCED,))["border-style"] == "double"
    assert declarations(css, f"{TRIGGER}:focus-visible", (FORCED,)) == {"outline-color": "Highlight"}
    assert declarations(css, f"{TRIGGER}[data-disabled]", (FORCED,)) == {"color": "GrayText"}
    assert declarations(css, f'{STATUS}[data-state="awaiting-approval"]', (FORCED,))["background"] == "Mark"
    assert declarations(css, RUNNING_STATUS, (FORCED,)) == {
        "animation": "none", "background-image": "none", "color": "CanvasText"}


def test_focus_is_an_outline(skin):
    focus = declarations(skin.css, f"{TRIGGER}:focus-visible")
    assert focus["outline"] == "var(--xh-stroke-focus) solid var(--xh-border-focus)"
    assert "box-shadow" not in focus


@pytest.mark.parametrize("selector, prop", [
    (ROOT, "animation"), (INDICATOR, "transition"), (f'{CONTENT}[data-state="open"]', "animation"),
    (f'{CONTENT}[data-state="closed"]', "animation"), (RUNNING_STATUS, "animation")])
def test_reduced_motion_stops_every_animation(skin, selector, prop):
    assert declarations(skin.css, selector, (REDUCE,))[prop] == "none"
    assert declarations(skin.css, WHERE_REDUCE + selector)[prop] == "none"


def test_reduced_motion_status_keeps_the_resting_colour_token(skin):
    resting = declarations(skin.css, STATUS)["color"]
    assert resting == "var(--xh-tool-call-status-fg, var(--xh-fg-muted))"
    assert declarations(skin.css, RUNNING_STATUS, (REDUCE,))["color"] == resting
    assert declarations(skin.css, WHERE_REDUCE + RUNNING_STATUS)["color"] == resting


def test_print(skin):
    assert declarations(skin.css, ROOT, ("@media print",))["animation"] == "none"
    assert declarations(skin.css, ROOT, ("@media print",))["box-shadow"] == "none"
    assert declarations(skin.css, ROOT, ("@media print",))["color"] == "CanvasText"
    running = declarations(skin.css, RUNNING_STATUS, ("@media print",))
    assert (running["animation"], running["background-image"]) == ("none", "none")


def test_rtl(skin):
    assert declarations(skin.css, f"{ROOT}:dir(rtl)") == {"--xh-_dir": "-1"}
    assert declarations(skin.css, ROOT)["--xh-_dir"] == "1"
    assert declarations(skin.css, INDICATOR)["transform"] == "rotate(calc(var(--xh-_dir) * var(--xh-_indicator-turn)))"
    code = declarations(skin.css, INPUT + ":not(:has([data-scope]))")
    assert (code["direction"], code["unicode-bidi"]) == ("ltr", "isolate")
    used = {d.property for r in skin.analysis.rules for d in r.declarations}
    assert not used & set(PHYSICAL_PROPERTIES)


def test_motion_css(family):
    css = family["family/motion.css"]
    expand = [r for r in read_stylesheet(css, "m").rules if r.keyframes == "xh-disclosure-expand"]
    assert [{d.property: d.value for d in r.declarations} for r in expand][1] == {
        "opacity": "1", "padding-block-start": "var(--xh-_disclosure-py, 0px)",
        "padding-block-end": "var(--xh-_disclosure-py, 0px)"}
    assert {k.name for k in read_stylesheet(css, "m").keyframes} == {"xh-disclosure-expand", "xh-disclosure-collapse"}
    profile = '[data-xh-action-profile="disclosure-trigger"]'
    assert declarations(css, profile, origin="m")["padding-block"] == "var(--xh-_action-py, var(--xh-control-py))"
    assert declarations(css, "[data-xh-action-control]", (REDUCE,), origin="m") == {"transition": "none"}
    assert declarations(css, WHERE_REDUCE + "[data-xh-action-control]", origin="m") == {"transition": "none"}
