"""The disclosure machine (auto-disclosure and its latch): behaviour, the exhaustive walk, its JSON."""

from __future__ import annotations

import copy
import itertools
import json

import html5lib
import pytest

from skinwright.components.machine import Machine, Snapshot, machine_json
from skinwright.plugins.tool_call import render_tool_call

PHASES = ("input-streaming", "input-available", "awaiting-approval", "output-available", "output-error")
RUNNING = {"input-streaming", "input-available"}
SETTLED = {"output-available", "output-error"}
STATES = ("auto.collapsed", "auto.expanded", "held.collapsed", "held.expanded")
OPEN_STATES = {"auto.expanded", "held.expanded"}
SOURCE = {"TOGGLE": "user", "OPEN": "api", "CLOSE": "api", "PHASE.ACTIVE": "auto", "PHASE.SETTLE": "auto"}
# Every event the adapter can send; phase events once per phase, so a naive adapter
# that sends PHASE.ACTIVE for awaiting-approval is covered too.
ALPHABET = tuple({"type": t} for t in ("TOGGLE", "OPEN", "CLOSE", "CONTROLLED.OPEN", "CONTROLLED.CLOSE",
                                       "PRESS.START", "PRESS.END")) + tuple(
    {"type": t, "phase": p} for t in ("PHASE.ACTIVE", "PHASE.SETTLE") for p in PHASES)
CONTEXTS = [dict(open=o, autoDisclosure=a, disabled=d, phase=p)
            for o, a, d, p in itertools.product((None, True, False), (True, False), (True, False), PHASES)]


@pytest.fixture(scope="module")
def machine(spec):
    return Machine.from_spec(spec)


def test_names_and_latch_are_structural(machine):
    data = machine.data
    assert tuple(data["states"]) == STATES
    held_phase = [t for t in data["transitions"] if t["source"].startswith("held.") and t["event"].startswith("PHASE.")]
    assert held_phase == []
    # No guard or context value remembers the toggle: the only memory is the state name.
    assert set(data["context"]) == {"pressed"}


def check_step(props: dict, before: Snapshot, event: dict, after: Snapshot, emitted, latched: bool, machine) -> None:
    """The card's disclosure rules for one step; raises AssertionError with the step on failure."""
    step = (props, before, event, after, emitted)
    t = event["type"]
    was_open, is_open = before.state in OPEN_STATES, after.state in OPEN_STATES
    if t.startswith("PHASE."):
        if latched:  # after a user toggle, phase events change nothing
            assert after == before and emitted == (), step
        if event["phase"] == "awaiting-approval":  # not running, not settled: never an auto change
            assert after == before and emitted == (), step
        if t == "PHASE.ACTIVE" and event["phase"] not in RUNNING:
            assert after == before and emitted == (), step
        if t == "PHASE.SETTLE" and event["phase"] not in SETTLED:
            assert after == before and emitted == (), step
    if props["disabled"] and t in ("TOGGLE", "PRESS.START"):  # disabled blocks toggling and pressing
        assert after == before and emitted == (), step
    if props["open"] is not None and not t.startswith("CONTROLLED."):  # controlled open wins
        assert was_open == is_open, step
    if props["open"] is None:
        assert not t.startswith("CONTROLLED.") or after == before, step
    for e in emitted:  # every change reports its source, and the value asked for
        assert e.event == "open-change" and e.payload["source"] == SOURCE[t], step
        assert e.payload["open"] == (not was_open), step
        if props["open"] is None:
            assert e.payload["open"] == is_open, step
    if props["open"] is None and was_open != is_open:
        assert len(emitted) == 1, step  # an uncontrolled change is always reported
    if t == "TOGGLE" and emitted:
        assert after.state.startswith("held."), step


def walk_every_sequence(machine: Machine, depth: int = 6) -> int:
    """Check every event sequence of length ≤ ``depth`` from every state, pressed or not, in every guard context.

    The outcome of a suffix depends only on (snapshot, latched, props), so a
    depth-first walk that skips a (snapshot, latched, remaining depth) already
    verified covers every sequence while visiting each configuration once.
    Returns the number of sequences that stands for.
    """
    covered = 0
    for props in CONTEXTS:
        seen: set = set()

        def walk(snap: Snapshot, latched: bool, remaining: int) -> None:
            if remaining == 0 or (snap, latched, remaining) in seen:
                return
            seen.add((snap, latched, remaining))
            for event in ALPHABET:
                after, emitted = machine.send(snap, event, props)
                check_step(props, snap, event, after, emitted, latched, machine)
                took_toggle = event["type"] == "TOGGLE" and machine.transition_for(snap, event, props) is not None
                walk(after, latched or took_toggle, remaining - 1)

        for state, pressed in itertools.product(STATES, (False, True)):
            walk(Snapshot(state, (("pressed", pressed),)), state.startswith("held."), depth)
            covered += sum(len(ALPHABET) ** k for k in range(depth + 1))
    return covered


def test_exhaustive_walk_of_every_sequence_up_to_six_events(machine):
    assert walk_every_sequence(machine) == len(CONTEXTS) * 8 * sum(17 ** k for k in range(7))


@pytest.mark.parametrize("mutation", ["phase-reaches-held", "approval-counts-as-running"])
def test_the_walk_catches_a_broken_machine(machine, mutation):
    data = copy.deepcopy(machine.data)
    if mutation == "phase-reaches-held":  # the latch bypassed by one transition
        data["transitions"].append({"source": "held.collapsed", "event": "PHASE.ACTIVE", "guard": "isAutoEnabled",
                                    "target": "held.expanded", "actions": []})
    else:  # isAutoAllowed without the phase check: awaiting approval would open as running
        data["guards"]["isAutoAllowed"]["definition"] = {"prop": "autoDisclosure"}
    with pytest.raises(AssertionError):
        walk_every_sequence(Machine(data), depth=3)


def test_auto_opens_while_running_and_closes_when_settled(machine):
    props = {"phase": "input-streaming"}
    snap = machine.start(props)
    assert snap.state == "auto.expanded"
    snap, out = machine.update(snap, props, {"phase": "output-available"})
    assert snap.state == "auto.collapsed" and [dict(e.payload) for e in out] == [{"open": False, "source": "auto"}]
    snap, out = machine.update(snap, {"phase": "output-available"}, {"phase": "input-available"})
    assert snap.state == "auto.expanded" and [dict(e.payload) for e in out] == [{"open": True, "source": "auto"}]


def test_awaiting_approval_is_not_running(machine):
    assert machine.start({"phase": "awaiting-approval"}).state == "auto.collapsed"
    snap = machine.start({"phase": "output-available"})
    assert machine.watch_events({"phase": "output-available"}, {"phase": "awaiting-approval"}) == []
    assert machine.send(snap, {"type": "PHASE.ACTIVE", "phase": "awaiting-approval"}, {}) == (snap, ())


def test_user_toggle_latches(machine):
    props = {"phase": "input-streaming"}
    snap = machine.start(props)
    snap, out = machine.send(snap, "TOGGLE", props)
    assert snap.state == "held.collapsed" and dict(out[0].payload) == {"open": False, "source": "user"}
    for phase in ("input-available", "output-error", "input-streaming", "output-available"):
        snap, out = machine.update(snap, props, {"phase": phase})
        props = {"phase": phase}
        assert snap.state == "held.collapsed" and out == ()


def test_controlled_open_only_requests(machine):
    props = {"open": False, "phase": "input-available"}
    snap = machine.start(props)
    assert snap.state == "auto.collapsed"  # controlled false beats auto-open
    snap, out = machine.send(snap, {"type": "PHASE.ACTIVE", "phase": "input-available"}, props)
    assert snap.state == "auto.collapsed" and dict(out[0].payload) == {"open": True, "source": "auto"}
    snap, out = machine.update(snap, props, {"open": True, "phase": "input-available"})
    assert snap.state == "auto.expanded" and out == ()


def test_disabled_blocks_toggle_but_not_api(machine):
    props = {"disabled": True, "phase": "output-available"}
    snap = machine.start(props)
    assert machine.send(snap, "TOGGLE", props) == (snap, ())
    snap, out = machine.send(snap, "OPEN", props)
    assert snap.state == "auto.expanded" and dict(out[0].payload) == {"open": True, "source": "api"}


def test_pressed_context(machine):
    snap = machine.start({})
    pressed, _ = machine.send(snap, "PRESS.START", {})
    assert pressed.get("pressed") is True
    assert machine.send(pressed, "PRESS.END", {})[0].get("pressed") is False
    assert machine.send(snap, "PRESS.START", {"disabled": True})[0].get("pressed") is False


def test_initial_state(machine):
    assert machine.start({"defaultOpen": True, "phase": "output-available"}).state == "auto.expanded"
    assert machine.start({"defaultOpen": False, "phase": "input-available"}).state == "auto.collapsed"
    assert machine.start({"autoDisclosure": False, "phase": "input-available"}).state == "auto.collapsed"
    assert machine.start({"phase": "bogus"}).state == "auto.expanded"  # unknown → default phase (running)


def test_machine_json_is_self_describing_and_runs_the_same(spec, machine):
    data = json.loads(machine_json(spec))
    assert data["id"] == "toolCallMachine"
    assert list(data) == ["id", "description", "semantics", "props", "phases", "defaultPhase", "context", "states",
                          "events", "guards", "watch", "initial", "transitions"]
    assert data["phases"]["awaiting-approval"] == {"running": False, "settled": False, "errored": False}
    assert data["props"]["autoDisclosure"] == {"type": "boolean", "default": True}
    first = data["transitions"][0]
    assert first == {"source": "auto.collapsed", "event": "TOGGLE", "guard": {"all": ["canPress", "isOpenControlled"]},
                     "target": "held.collapsed",
                     "actions": [{"emit": "open-change", "payload": {"open": True, "source": "user"}}]}
    again = Machine(data)  # the JSON alone drives the interpreter
    snap = again.start({"phase": "input-streaming"})
    assert snap.state == "auto.expanded" and again.send(snap, "TOGGLE", {})[0].state == "held.collapsed"


def test_approval_gate_is_rendered_whatever_open_is(spec, machine):
    """For every state the walk can reach, the rendered card keeps the gate outside the collapsible content."""
    for state in STATES:
        is_open = machine.flag(Snapshot(state), "open")
        html = render_tool_call({"phase": "awaiting-approval", "open": is_open},
                                {"label": "rm", "approval": "Approve this?"}, instance_id="a", spec=spec)
        doc = html5lib.parse(str(html), namespaceHTMLElements=False)
        root = doc.find(".//div[@data-part='root']")
        children = [c.get("data-part") for c in root]
        assert children == ["trigger", "approval", "content"]
        gate = root[1]
        assert gate.text == "Approve this?" and "hidden" not in gate.attrib and "inert" not in gate.attrib
        assert ("hidden" in root[2].attrib) is (not is_open)
