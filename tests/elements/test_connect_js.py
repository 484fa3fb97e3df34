"""The generated connect modules under Node against :func:`skinwright.components.connect.connect`.

For every component, random props (values in and out of each prop's closed
set, ill-typed ones, missing ones), machine states and instance ids (with
spaces, dots, colons and non-Latin characters) go through both; every part's
attributes must be equal, name for name and in the same order.
"""

from __future__ import annotations

import random

import pytest

from skinwright.components.connect import connect

from .conftest import run_node

RUNNER = """
import { readFileSync } from "node:fs";
const input = JSON.parse(readFileSync(0, "utf8"));
const { connect } = await import(process.cwd() + "/js/" + input.component + ".connect.js");
const out = input.cases.map((c) => {
  const parts = connect(c.props, c.state === null ? undefined : c.state, c.instance);
  return Object.fromEntries(Object.entries(parts).map(([part, attrs]) => [part, Object.entries(attrs)]));
});
process.stdout.write(JSON.stringify(out));
"""

INSTANCES = ["call_1", "a b", "x.y", "tool:call", "调用-7", "", "🙂", "card#2"]


def cases(spec, n: int = 250, seed: int = 16) -> list[dict]:
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
        state = None
        if i % 3:  # a machine state after events; pressed only while enabled, as the machine allows
            state = {"open": rnd.random() < 0.5, "pressed": rnd.random() < 0.5 and props.get("disabled") is not True}
        out.append({"props": props, "state": state, "instance": rnd.choice(INSTANCES)})
    return out


def python_parts(spec, case: dict) -> dict:
    props = dict(case["props"])
    pressed = False
    if case["state"] is not None:
        props["open"] = case["state"]["open"]  # the rules read open only through the flag
        pressed = case["state"]["pressed"]
    conn = connect(spec, props, instance_id=case["instance"], pressed=pressed)
    return {part: [list(kv) for kv in conn.part_props(part).items()] for part in spec.part_names}


@pytest.mark.parametrize("component", ["tool-call", "tool-call-group", "tool-result"])
def test_the_connect_module_gives_the_python_attributes(dist, specs, component):
    spec = specs[component]
    inputs = cases(spec)
    got = run_node(RUNNER, {"component": component, "cases": inputs}, dist)
    for case, js in zip(inputs, got, strict=True):
        assert js == python_parts(spec, case), f"case {case}"
    # Conditional attributes came and went, so agreement covers both branches.
    seen = {(part, name) for parts in got for part, attrs in parts.items() for name, _ in attrs}
    conditional = {(r.part, r.name) for r in spec.rules if r.when is not None and not r.per_element}
    assert conditional <= seen
