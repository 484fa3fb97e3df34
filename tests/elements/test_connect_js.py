"""The generated connect modules under Node against :func:`skinwright.components.connect.connect`.

For every component, random props (values in and out of each prop's closed
set, ill-typed ones, missing ones), machine events sent after the start and
instance ids (with spaces, dots, colons and non-Latin characters) go through
both; every part's attributes must be equal, name for name and in the same
order.
"""

from __future__ import annotations

import random

import pytest

from skinwright.components.connect import connect

from .conftest import run_node

RUNNER = """
import { readFileSync } from "node:fs";
const input = JSON.parse(readFileSync(0, "utf8"));
const mod = await import(process.cwd() + "/js/" + input.component + ".connect.js");
let machine = null;
if (input.machine) machine = (await import(process.cwd() + "/js/" + input.component + ".machine.js"))[input.machine];
const out = input.cases.map((c) => {
  let state;
  if (machine && c.events.length) {  // the machine moved: its flags after the events
    const p = mod.normalize(c.props);
    let snap = machine.start(p);
    for (const e of c.events) snap = machine.send(snap, e, p).snapshot;
    state = machine.flags(snap);
  }
  const parts = mod.connect(c.props, state, c.instance);
  return Object.fromEntries(Object.entries(parts).map(([part, attrs]) => [part, Object.entries(attrs)]));
});
process.stdout.write(JSON.stringify(out));
"""

INSTANCES = ["call_1", "a b", "x.y", "tool:call", "调用-7", "", "🙂", "card#2"]


EVENTS = ("TOGGLE", "OPEN", "CLOSE", "PRESS.START", "PRESS.END")


def cases(spec, n: int = 250, seed: int = 16) -> list[dict]:
    """Random props, instance ids and (with a machine) events sent after the start."""
    rnd = random.Random(seed)
    choices = {}
    for p in spec.props:
        values = list(spec.prop_values(p.name) or ())
        if p.type == "boolean":
            choices[p.name] = [True, False, "yes", None]
        elif values:
            choices[p.name] = [*values, "bogus", None]
        else:
            choices[p.name] = [0, 2, 7, None, "text"]
    out = []
    for i in range(n):
        props = {name: rnd.choice(vals) for name, vals in choices.items()}
        events = [rnd.choice(EVENTS) for _ in range(rnd.randint(0, 3))] if spec.machine and i % 3 else []
        out.append({"props": props, "events": events, "instance": rnd.choice(INSTANCES)})
    return out


def python_parts(spec, case: dict) -> dict:
    conn = connect(spec, case["props"], instance_id=case["instance"], events=tuple(case["events"]))
    return {part: [list(kv) for kv in conn.part_props(part).items()] for part in spec.part_names}


@pytest.mark.parametrize("component", ["tool-call", "tool-call-group", "tool-result"])
def test_the_connect_module_gives_the_python_attributes(dist, specs, component):
    spec = specs[component]
    inputs = cases(spec)
    from skinwright.elements.names import machine_name

    got = run_node(RUNNER, {"component": component, "cases": inputs,
                            "machine": machine_name(spec) if spec.machine else None}, dist)
    for case, js in zip(inputs, got, strict=True):
        assert js == python_parts(spec, case), f"case {case}"
    # Conditional attributes came and went, so agreement covers both branches.
    seen = {(part, name) for parts in got for part, attrs in parts.items() for name, _ in attrs}
    conditional = {(r.part, r.name) for r in spec.rules if r.when is not None and not r.per_element}
    assert conditional <= seen


NORMALIZE = """
import { readFileSync } from "node:fs";
const { normalize } = await import(process.cwd() + "/js/connect.js");
const info = JSON.parse(readFileSync(0, "utf8"));
process.stdout.write(JSON.stringify([
  normalize(info, { tone: "error", size: "md", open: true }),
  normalize(info, { tone: "toString", size: "constructor", open: "yes" }),
  normalize(info, null),
]));
"""


def test_normalize_takes_an_earlier_value_name_and_nothing_an_object_inherits(dist):
    """An alias the spec keeps becomes today's value; a name every object has (toString) is no alias
    and no value of the closed set, so the default holds."""
    info = {"tone": {"values": ["neutral", "danger"], "aliases": {"error": "danger"}},
            "size": {"values": ["sm", "md"], "default": "sm"}, "open": {"type": "boolean"}}
    got = run_node(NORMALIZE, info, dist)
    assert got == [{"tone": "danger", "size": "md", "open": True}, {"tone": None, "size": "sm", "open": None},
                   {"tone": None, "size": "sm", "open": None}]
