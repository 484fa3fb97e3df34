"""Static markup of the card: attributes per part for every phase × open × disabled, escaping, ids."""

from __future__ import annotations

import itertools

import html5lib
import pytest
from markupsafe import Markup

from skinwright.components.connect import IdAllocator, connect, encode_instance, part_id
from skinwright.plugins.tool_call import render_tool_call, tool_call_status_text

from .helpers import reference

PHASES = [r["phase"] for r in reference("phases")]
RUNNING = {r["phase"] for r in reference("phases") if r["running"] == "yes"}
SETTLED = {r["phase"] for r in reference("phases") if r["settled"] == "yes"}
ERRORED = {r["phase"] for r in reference("phases") if r["errored"] == "yes"}
FULL = {"label": "search", "summary": "src/index.ts", "input": '{"q": 1}', "output": "3 hits",
        "error": "boom", "approval": "Approve?"}


def parse(html: str):
    return html5lib.parse(str(html), namespaceHTMLElements=False)


def parts(doc) -> dict:
    found = {}
    for el in doc.iter():
        if el.get("data-scope") == "tool-call":
            assert el.get("data-part") not in found, "a part appears twice"
            found[el.get("data-part")] = el
    return found


def expected(phase: str, is_open: bool, disabled: bool, instance: str) -> dict[str, dict[str, str]]:
    """The attributes per part, written out from data-attributes.tsv and aria.tsv by hand."""
    ids = {p: f"tool-call:{instance}:{p}" for p in ("trigger", "content", "error")}
    state = "open" if is_open else "closed"
    on = lambda cond, **attrs: attrs if cond else {}  # noqa: E731
    phase_state = {"data-state": phase}
    want = {
        "root": {"data-size": "md", "data-state": state, "data-variant": "outline", **on(disabled, **{"data-disabled": ""}),
                 **on(phase in ERRORED, **{"data-errored": ""}), **on(phase in RUNNING, **{"data-loading": ""}),
                 **on(phase in SETTLED, **{"data-settled": ""})},
        "trigger": {"id": ids["trigger"], "type": "button", "aria-controls": ids["content"],
                    "aria-expanded": "true" if is_open else "false", "data-state": state,
                    "data-xh-action-control": "", "data-xh-action-display": "always",
                    "data-xh-action-profile": "disclosure-trigger", "data-xh-action-size": "md",
                    "data-xh-action-variant": "ghost", **on(phase in ERRORED, **{"aria-describedby": ids["error"]}),
                    **on(disabled, **{"data-disabled": "", "disabled": ""})},
        "indicator": {"aria-hidden": "true", "data-state": state},
        # The skin may truncate the name and the summary: `title` holds their full text.
        "label": {**phase_state, "title": FULL["label"]}, "summary": {**phase_state, "dir": "auto", "title": FULL["summary"]},
        "status": phase_state, "approval": phase_state,
        "duration": {**phase_state, **on(phase in RUNNING, **{"data-loading": ""})},
        "content": {"id": ids["content"], "role": "region", "aria-labelledby": ids["trigger"], "data-state": state,
                    **on(not is_open, hidden="", inert="")},
        "input": phase_state, "output": phase_state,
        "error": {**phase_state, "id": ids["error"], "dir": "auto"},
    }
    return {part: {"data-scope": "tool-call", "data-part": part, **attrs} for part, attrs in want.items()}


@pytest.mark.parametrize("phase, is_open, disabled", list(itertools.product(PHASES, (True, False), (True, False))))
def test_attributes_per_part(spec, phase, is_open, disabled):
    props = {"phase": phase, "open": is_open, "disabled": disabled, "startTime": 0, "endTime": 1500}
    doc = parse(render_tool_call(props, FULL, instance_id="c1", spec=spec))
    got = parts(doc)
    want = expected(phase, is_open, disabled, "c1")
    assert list(got) == ["root", "trigger", "indicator", "label", "status", "summary", "duration", "approval",
                         "content", "input", "output", "error"]
    for part in want:
        assert dict(got[part].attrib) == want[part], part


def test_structure_of_the_card(spec):
    doc = parse(render_tool_call({"phase": "output-available", "startTime": 10, "endTime": 1244}, FULL,
                                 instance_id="c", spec=spec))
    p = parts(doc)
    assert p["trigger"].tag == "button" and p["trigger"].get("type") == "button"
    assert [c.get("data-part") for c in p["root"]] == ["trigger", "approval", "content"]
    assert [c.get("data-part") for c in p["trigger"]] == ["indicator", "label", "status", "summary", "duration"]
    assert [c.get("data-part") for c in p["content"]] == ["input", "output", "error"]
    assert len(p["indicator"]) == 0 and not p["indicator"].text  # the skin draws the chevron
    assert p["status"].text == "done" and p["duration"].text == "ran for 1.2s"
    assert p["input"].find("pre/code").text == '{"q": 1}'
    # The accessible name reads as words: "search done src/index.ts ran for 1.2s".
    name = " ".join("".join(p["trigger"].itertext()).split())
    assert name == "search done src/index.ts ran for 1.2s"


def test_no_live_region(spec):
    for phase in PHASES:
        html = str(render_tool_call({"phase": phase}, FULL, instance_id="c", spec=spec))
        assert "aria-live" not in html and 'role="status"' not in html and 'role="alert"' not in html


def test_optional_parts_are_absent_without_content(spec):
    p = parts(parse(render_tool_call({"phase": "output-available"}, {"label": "x"}, instance_id="c", spec=spec)))
    assert set(p) == {"root", "trigger", "indicator", "label", "status", "content"}


def test_duration_absent_without_end_time(spec):
    for start, end in [(0, None), (None, 5), (10, 5), ("0", "5"), (float("nan"), 5)]:
        p = parts(parse(render_tool_call({"startTime": start, "endTime": end}, {"label": "x"}, instance_id="c", spec=spec)))
        assert "duration" not in p


def test_failed_without_error_text_reads_as_failed(spec):
    html = render_tool_call({"phase": "output-error"}, {"label": "search", "error": None}, instance_id="c", spec=spec)
    p = parts(parse(html))
    assert p["status"].text == "failed"
    assert p["error"].text == "The call failed without an error message."
    assert p["trigger"].get("aria-describedby") == p["error"].get("id")
    assert "data-errored" in p["root"].attrib
    c = connect(spec, {"phase": "output-error"}, instance_id="c")
    assert c.flag("errored") and c.flag("settled") and not c.flag("running") and c.phase == "output-error"
    assert tool_call_status_text("search", c.phase, spec=spec) == "search, failed"


@pytest.mark.parametrize("result, fallback", [
    ({"error": "Permission denied: /etc/shadow"}, False),  # the result view shows the error: no second message
    ({"content": "", "error": ""}, True),  # no error text anywhere: the card says it failed without one
    ({"content": "partial output", "error": "exit 1"}, True),  # the view shows the content, not the error
])
def test_the_no_message_fallback_shows_only_when_no_error_text_shows(spec, result, fallback):
    from skinwright.views import render_view

    output = render_view("generic", None, result).result
    p = parts(parse(render_tool_call({"phase": "output-error"}, {"label": "read", "output": output},
                                     instance_id="c", spec=spec)))
    shown = "".join(p["output"].itertext())
    assert (bool(result["error"]) and result["error"] in shown and not result.get("content")) is not fallback
    if fallback:
        assert p["error"].text == "The call failed without an error message."
        assert p["trigger"].get("aria-describedby") == p["error"].get("id")
    else:
        assert "error" not in p and "failed without" not in shown
        assert "aria-describedby" not in p["trigger"].attrib
    # The host's own error text is always the error part's, whatever the view shows.
    q = parts(parse(render_tool_call({"phase": "output-error"}, {"label": "read", "output": output, "error": "boom"},
                                     instance_id="c", spec=spec)))
    assert q["error"].text == "boom"


HOSTILE = "</span><script>alert(1)</script><img src=x onerror=alert(2)>\"'&amp;"


@pytest.mark.parametrize("slot", ["label", "summary", "input", "output", "error", "approval"])
def test_content_is_escaped(spec, slot):
    content = {"label": "x", slot: HOSTILE}
    doc = parse(render_tool_call({"phase": "output-error"}, content, instance_id="c", spec=spec))
    assert doc.find(".//script") is None and doc.find(".//img") is None
    assert HOSTILE in "".join(parts(doc)[slot].itertext())


def test_markup_label_is_still_escaped_but_markup_views_are_trusted(spec):
    doc = parse(render_tool_call({}, {"label": Markup("<b>x</b>"), "output": Markup("<table><tr><td>1</td></tr></table>"),
                                      "approval": Markup("<button>Approve</button>")}, instance_id="c", spec=spec))
    p = parts(doc)
    assert p["label"].text == "<b>x</b>" and p["label"].find("b") is None
    assert p["output"].find(".//td").text == "1"
    assert p["approval"].find("button").text == "Approve"


def test_translations_and_instance_ids_are_escaped(spec):
    html = render_tool_call({"startTime": 0, "endTime": 1000, "translations": {
        "ranFor": "<i>{seconds}</i> {0.__class__}", "outputAvailable": "<b>ok</b>"}, "phase": "output-available"},
        {"label": "x"}, instance_id='"><script>x</script>', spec=spec)
    doc = parse(html)
    p = parts(doc)
    assert doc.find(".//script") is None and doc.find(".//i") is None
    assert p["duration"].text == "<i>1</i> {0.__class__}" and p["status"].text == "<b>ok</b>"
    assert p["trigger"].get("id") == "tool-call:.22..3e..3c.script.3e.x.3c..2f.script.3e.:trigger"


def test_repeated_call_ids_get_distinct_dom_ids(spec):
    alloc = IdAllocator()
    instances = [alloc.allocate(c) for c in ["call_1", "call_1", "call_1#2", "call 1", "call.1", None]]
    assert instances == ["call_1", "call_1#2", "call_1#2#2", "call 1", "call.1", "card"]
    html = "".join(str(render_tool_call({"phase": "output-error"}, FULL, instance_id=i, spec=spec)) for i in instances)
    doc = parse(html)
    ids = [el.get("id") for el in doc.iter() if el.get("id")]
    assert len(ids) == len(set(ids)) == 3 * len(instances)
    for root in doc.iter("div"):
        if root.get("data-part") == "root":  # each card's references resolve inside that card
            local = {el.get("id") for el in root.iter() if el.get("id")}
            trigger = next(el for el in root.iter() if el.get("data-part") == "trigger")
            assert {trigger.get("aria-controls"), trigger.get("aria-describedby")} <= local


def test_encoding_is_injective():
    names = ["a b", "a.20.b", "a_b", "a-b", "a:b", "a.b", "", ".", "é"]
    encoded = [encode_instance(n) for n in names]
    assert len(set(encoded)) == len(names)
    assert all(":" not in e and " " not in e and e for e in encoded)
    assert part_id("tool-call", "call_1", "content") == "tool-call:call_1:content"


def test_open_defaults_to_the_machine_initial_state(spec):
    assert connect(spec, {"phase": "input-streaming"}, instance_id="c").flag("open") is True
    assert connect(spec, {"phase": "awaiting-approval"}, instance_id="c").flag("open") is False
    assert connect(spec, {"phase": "output-available", "defaultOpen": True}, instance_id="c").flag("open") is True
    assert connect(spec, {"phase": "input-streaming", "autoDisclosure": False}, instance_id="c").flag("open") is False


def test_malformed_props_degrade_to_defaults(spec):
    c = connect(spec, {"phase": "exploded", "size": "xxl", "tone": "mauve", "variant": 3, "disabled": "yes",
                       "open": "no"}, instance_id="c")
    root = c.part_props("root")
    assert c.phase == "input-available" and root["data-size"] == "md" and root["data-variant"] == "outline"
    assert "data-tone" not in root and "data-disabled" not in root
    assert connect(spec, {"tone": "danger", "size": "sm"}, instance_id="c").part_props("root")["data-tone"] == "danger"


def test_pressed_renders_data_pressed(spec):
    """A trigger held down: the machine's PRESS.START sets the pressed context, unless the card is disabled."""
    assert connect(spec, {}, instance_id="c", events=("PRESS.START",)).part_props("trigger")["data-pressed"] == ""
    held = connect(spec, {"disabled": True}, instance_id="c", events=("PRESS.START",))
    assert "data-pressed" not in held.part_props("trigger") and held.state == "auto.expanded"
