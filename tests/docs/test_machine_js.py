"""The docs page's machine interpreter (JavaScript) against the Python one, on the same machine JSON.

The live demos must run the spec's machine, not a look-alike: both
interpreters walk the same random scenarios (props, user and API events,
presses, phase changes) and must agree on every state, context and emitted
event. Needs Node.js; skipped without it.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess

import pytest

from skinwright.components.machine import Machine, machine_data

from tests.elements.test_machine_js import python_trace

from .conftest import ROOT

SCRIPT = ROOT / "generator/skinwright/docs/assets/skinwright-machine.js"

RUNNER = """
const { Machine } = require(process.argv[1]);
const input = JSON.parse(require("fs").readFileSync(0, "utf8"));
const m = new Machine(input.machine);
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
process.stdout.write(JSON.stringify(out));
"""


def scenarios(spec, n: int = 400, seed: int = 6) -> list[dict]:
    """``n`` random walks: starting props, then 1–8 steps, each an event or a change of one prop."""
    rnd = random.Random(seed)
    values = {"phase": [p.name for p in spec.phases] + ["bogus", None],
              # "yes": an ill-typed value, which reads as the default
              **{name: [None, True, False, "yes"] for name in ("open", "defaultOpen", "autoDisclosure", "disabled")}}
    out = []
    for _ in range(n):
        props = {name: rnd.choice(vals) for name, vals in values.items()}
        start, steps = props, []
        for _ in range(rnd.randint(1, 8)):
            if rnd.random() < 0.45:
                steps.append({"send": rnd.choice(["TOGGLE", "OPEN", "CLOSE", "PRESS.START", "PRESS.END"])})
            else:
                name = rnd.choice(["phase", "phase", "phase", "open", "disabled", "autoDisclosure"])
                props = {**props, name: rnd.choice(values[name])}
                steps.append({"props": props})
        out.append({"props": start, "steps": steps})
    return out


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js")
def test_the_page_script_runs_the_same_machine(spec):
    data = machine_data(spec)
    cases = scenarios(spec)
    done = subprocess.run(["node", "-e", RUNNER, str(SCRIPT)], input=json.dumps({"machine": data, "scenarios": cases}),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    js = json.loads(done.stdout)
    machine = Machine(data)
    py = [python_trace(machine, c) for c in cases]
    assert len(js) == len(py) == len(cases)
    for case, a, b in zip(cases, js, py):
        assert a == b, f"scenario {case}"
    # The walk reaches every state and emits from every source, so agreement means something.
    states = {step[0] for trace in py for step in trace}
    sources = {e[1]["source"] for trace in py for step in trace for e in step[2]}
    assert states == set(data["states"]) and sources == {"user", "auto", "api"}
