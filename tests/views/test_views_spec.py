"""The views and their component specs agree, both ways.

- Whatever a producer sends, every element a view emits is a part of the
  tool-result spec, is that part's element, and carries only attributes the
  spec declares for the part, with declared values (hypothesis, the strategies
  of test_views_never_raise).
- Every part, and every value of every closed attribute, is emitted by some
  view for a hand-picked set of inputs: the spec declares nothing the views
  never draw.
- The group is drawn through its spec's connect rules: each element's
  attributes are exactly connect's, for any count, phases, open state and
  heading level.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from markupsafe import Markup

from ..htmlparts import check_anatomy, elements, parse
from .test_views_never_raise import OPTIONS, VALUES
from skinwright.components.connect import connect
from skinwright.components.machine import Machine
from skinwright.views import INTENTS, VIEWS, ViewOptions, render_view
from tests.specs import renderers, shipped_spec
from skinwright.views.i18n import EN

WIDE = settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def test_the_intent_prop_is_the_views_intents():
    prop = shipped_spec("tool-result").prop("intent")
    assert prop.values == INTENTS and prop.default == "generic"


def test_the_data_model_derives_view_data_for_exactly_the_intents_the_views_draw():
    from skinwright import intents

    assert intents.INTENTS == tuple(VIEWS) == INTENTS


def test_spec_strings_are_the_views_english_strings():
    for spec in (shipped_spec("tool-result"), shipped_spec("tool-call-group")):
        for t in spec.translations:
            assert EN[t.key] == t.default, t.key
            assert EN.get(t.key + ".one") == t.one, t.key
    # every English string of the views belongs to a component or to the card's label and the page
    owned = {t.key for s in (shipped_spec("tool-result"), shipped_spec("tool-call-group")) for t in s.translations}
    rest = {k for k in EN if not k.endswith(".one")} - owned
    assert rest == {"call.function", "call.mcp", "call.skill", "call.function.running", "call.mcp.running",
                    "call.skill.running", "approvalNeeded", "noCalls", "moreCalls"}


@WIDE
@given(intent=st.sampled_from(INTENTS) | st.text(max_size=5), call=VALUES, result=VALUES, options=OPTIONS)
def test_views_emit_only_what_the_spec_declares(intent, call, result, options):
    for view in [v(call, result, options) for v in VIEWS.values()] + [render_view(intent, call, result, options)]:
        check_anatomy(parse(view.call + view.result), scopes=("tool-result",))


LONG = "\n".join(f"l{n}" for n in range(10))
SAMPLES = [
    ("generic", {"title": "t", "description": "d", "input": {"a": 1, "b": {"c": None}}, "locations": [
        {"path": "a.ts", "line": 3}, {"path": "b.ts"}]}, {"content": "plain"}),
    ("generic", {"input": "[1, 2]"}, {"content": '{"k": "v"}'}),
    ("generic", None, {"content": "", "error": "denied"}),  # the error is the panel's text: data-kind="error"
    ("terminal", {"title": "ls", "description": "list", "cwd": "/repo"}, {"output": LONG, "exitCode": 2}),
    ("diff", {"title": "edit", "diffs": [{"path": "a", "oldText": LONG, "newText": LONG.replace("l5", "L5")},
                                         {"path": "b", "oldText": None, "newText": "x"},
                                         {"path": "c", "oldText": "y", "newText": None}]}, None),
    ("diff", None, {"diffs": [{"path": "d", "oldText": "a\n", "newText": "b\n"}]}),
    ("read", {"path": "a.ts", "startLine": 2, "endLine": 4}, {"content": "code"}),
    ("search", {"query": "q"}, {"results": [{"path": "a.ts", "line": 1, "text": "hit"}, {"title": "no link"}]}),
    ("search", {"query": "q"}, {"results": []}),
    ("web", {"url": "https://a.example/", "query": "q"}, {"url": "https://b.example/", "title": "B", "snippet": "s"}),
    ("web", {"url": "ftp://c.example/"}, {"results": [{"url": "https://d.example/"}]}),
]


def test_the_spec_declares_nothing_the_views_never_draw():
    from skinwright.calls import call_from_mapping
    from skinwright.cards import render_card

    spec = shipped_spec("tool-result")
    options = ViewOptions(line_cap=4, max_depth=1)
    html = Markup("").join(render_view(i, c, r, options).call + render_view(i, c, r, options).result
                           for i, c, r in SAMPLES)
    nested = call_from_mapping({"id": "p", "subCalls": [{"id": "c", "subCalls": [{"id": "g"}]}]})
    html += render_card(nested, iter(f"id{n}" for n in range(9)), options, card=renderers()["card"])
    failed = call_from_mapping({"id": "e", "function": {"name": "x", "arguments": '{"cmd": "rm \\u202e/"}'}, "toolMessage": {
        "content": "", "error": {"type": "PluginServerError", "message": "down", "body": {"status": 503}}}})
    html += render_card(failed, iter(["e1"]), options, card=renderers()["card"])
    tree = parse(html)
    check_anatomy(tree)
    drawn = {el.get("data-part") for el in elements(tree)}
    assert drawn == set(spec.part_names)
    for rule in spec.rules:
        values = spec.domain(rule.value)
        if values:
            seen = {el.get(rule.name) for el in elements(tree, rule.part)}
            assert set(values) <= seen, (rule.part, rule.name, set(values) - seen)
        else:
            assert any(rule.name in el.attrib for el in elements(tree, rule.part)), (rule.part, rule.name)


PHASES = st.sampled_from(["input-streaming", "input-available", "awaiting-approval", "output-available",
                          "output-error"])


@WIDE
@given(phases=st.lists(PHASES, max_size=6), open_=st.booleans(), level=st.integers(-1, 8),
       options=st.sampled_from([ViewOptions(), ViewOptions(locale="zh-CN")]))
def test_the_group_is_its_connect_rules(phases, open_, level, options):
    spec = shipped_spec("tool-call-group")
    cards = [Markup(f"<p>{n}</p>") for n in range(len(phases))]
    tree = parse(renderers()["group"](cards, phases, instance_id="g 1", options=options, open=open_, heading_level=level))
    check_anatomy(tree, scopes=("tool-call-group",))
    waiting = phases.count("awaiting-approval")
    conn = connect(spec, {"count": len(phases), "awaitingApproval": waiting, "open": open_}, instance_id="g 1")
    for el in elements(tree, scope="tool-call-group"):
        assert dict(el.attrib) == conn.part_props(el.get("data-part"))
    assert [el.tag for el in elements(tree, "heading", "tool-call-group")] == [f"h{min(max(level, 1), 6)}"]
    assert len(elements(tree, "approval", "tool-call-group")) == (1 if waiting else 0)
    assert "".join(elements(tree, "count", "tool-call-group")[0].itertext()) == str(len(phases))


def test_group_machine_owns_only_its_open_state():
    m = Machine.from_spec(shipped_spec("tool-call-group"))
    assert m.data["id"] == "toolCallGroupMachine"
    assert m.start({}).state == "collapsed"  # defaultOpen is false
    assert m.start({"defaultOpen": True}).state == "expanded"
    assert m.start({"open": True, "defaultOpen": False}).state == "expanded"
    snap, emitted = m.send(m.start({}), "TOGGLE")
    assert snap.state == "expanded" and [(e.event, dict(e.payload)) for e in emitted] == [
        ("open-change", {"open": True, "source": "user"})]
    controlled = {"open": False}
    snap, emitted = m.send(m.start(controlled), "TOGGLE", controlled)
    assert snap.state == "collapsed" and dict(emitted[0].payload) == {"open": True, "source": "user"}
    snap, _ = m.update(snap, controlled, {"open": True})
    assert snap.state == "expanded"
    snap, emitted = m.send(snap, "CLOSE", {"open": True})
    assert snap.state == "expanded" and dict(emitted[0].payload) == {"open": False, "source": "api"}
    # Besides its open state, only the trigger's press (the same pressed face as a card's trigger).
    assert {t["event"] for t in m.data["transitions"]} == {"TOGGLE", "OPEN", "CLOSE", "CONTROLLED.OPEN",
                                                           "CONTROLLED.CLOSE", "PRESS.START", "PRESS.END"}
    snap, emitted = m.send(m.start({}), "PRESS.START")
    assert (snap.state, dict(snap.context), list(emitted)) == ("collapsed", {"pressed": True}, [])
    assert dict(m.send(snap, "PRESS.END")[0].context) == {"pressed": False}


def test_the_tool_call_data_model_and_the_views_stand_apart():
    """The data model (calls, intents, classify) reaches no view; the views reach no data model:
    they draw view data. Only skinwright.cards (a call to its card's content) joins the two."""
    from tests.test_imports import _reaches, import_graph

    graph = import_graph()
    model = {"skinwright.calls", "skinwright.intents", "skinwright.classify"}
    for module in model:
        assert not {m for m in _reaches(graph, module) if m.startswith("skinwright.views")}, module
    views = [m for m in graph if m.startswith("skinwright.views") and m != "skinwright.cards"]
    assert views and all(not (_reaches(graph, m) & model) for m in views)
