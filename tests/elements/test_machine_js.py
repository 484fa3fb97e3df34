"""The generated machine modules under Node against the Python interpreter, on the same machine data.

One machine, two interpreters: ``js/<component>.machine.js`` (run by the shared
``js/machine.js``, on the data in the spec's shape without its prose and nulls) and
:class:`skinwright.components.machine.Machine` (on the whole data) walk the
same random scenarios — starting props, then user and API events, presses and
prop changes — and must agree on every state, context and emitted event. The
scenarios come from the machine data itself, so every component with a
machine is covered, including one a team adds as YAML only.
"""

from __future__ import annotations

import random

import pytest

from skinwright.components.machine import Machine, machine_data

from .conftest import run_node

RUNNER = """
import { readFileSync } from "node:fs";
const input = JSON.parse(readFileSync(0, "utf8"));
const mod = await import(process.cwd() + "/js/" + input.component + ".machine.js");
const m = mod[input.name];
const same = JSON.stringify(mod.machine) === JSON.stringify(input.machine);
const out = input.scenarios.map((s) => {
  let props = s.props, snap = m.start(props);
  const trace = [[snap.state, snap.context, []]];
  for (const step of s.steps) {
    let r;
    if (step.send) r = m.send(snap, step.send, props);
    else { r = m.update(snap, props, step.props); props = step.props; }
    snap = r.snapshot;
    trace.push([snap.state, snap.context, r.emitted.map((e) => [e.event, e.payload])]);
  }
  return trace;
});
process.stdout.write(JSON.stringify({ same, out }));
"""

JUNK = ["yes", 0, None]  # ill-typed or missing values, which read as the default


def scenarios(data: dict, n: int = 300, seed: int = 16) -> list[dict]:
    """``n`` random walks over ``data``'s props and events: starting props, then 1–8 steps."""
    rnd = random.Random(seed)
    values = {}
    for name, info in data["props"].items():
        if info["type"] == "boolean":
            values[name] = [True, False, *JUNK]
        elif info["type"] == "enum":
            values[name] = [*info["values"], "bogus", None]
        else:
            values[name] = [0, 1, 3, None, "x"]
    # Events a host or user sends directly; the rest arrive through prop changes (watch).
    watched = {w["event"] for w in data["watch"]}
    events = [e for e, info in data["events"].items() if e not in watched and not info["payload"]]
    out = []
    for _ in range(n):
        props = {name: rnd.choice(vals) for name, vals in values.items()}
        start, steps = props, []
        for _ in range(rnd.randint(1, 8)):
            if events and rnd.random() < 0.45:
                steps.append({"send": rnd.choice(events)})
            elif values:
                name = rnd.choice(sorted(values))
                props = {**props, name: rnd.choice(values[name])}
                steps.append({"props": props})
        out.append({"props": start, "steps": steps})
    return out


def python_trace(machine: Machine, scenario: dict) -> list:
    props = scenario["props"]
    snap = machine.start(props)
    trace = [[snap.state, dict(snap.context), []]]
    for step in scenario["steps"]:
        if "send" in step:
            snap, emitted = machine.send(snap, step["send"], props)
        else:
            snap, emitted = machine.update(snap, props, step["props"])
            props = step["props"]
        trace.append([snap.state, dict(snap.context), [[e.event, dict(e.payload)] for e in emitted]])
    return trace


@pytest.mark.parametrize("component", ["tool-call", "tool-call-group"])
def test_the_machine_module_walks_like_the_python_machine(dist, specs, component):
    from skinwright.elements.modules import runtime_machine
    from skinwright.elements.names import machine_name

    spec = specs[component]
    data = machine_data(spec)
    cases = scenarios(data)
    got = run_node(RUNNER, {"component": component, "name": machine_name(spec), "machine": runtime_machine(spec),
                            "scenarios": cases}, dist)
    assert got["same"], "the module's machine data is not the spec's (without its prose)"
    machine = Machine(data)
    for case, js in zip(cases, got["out"], strict=True):
        assert js == python_trace(machine, case), f"scenario {case}"
    # The walks reach every state and emit from every source, so agreement means something.
    py = [python_trace(machine, c) for c in cases]
    assert {step[0] for trace in py for step in trace} == set(data["states"])
    sources = {e[1]["source"] for trace in py for step in trace for e in step[2]}
    assert sources == set(next(f["values"] for e in spec.events for f in e["fields"] if f["name"] == "source"))
