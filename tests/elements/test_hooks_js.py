"""The tool-call hooks under Node against the Python plugin: the duration text of a card.

``js/tool-call.plugin.js`` writes the duration the element shows; the Python
plugin writes it into the server markup the element upgrades. Both must give
the same text for every time, or the upgrade changes it: exact ties (1250 ms),
values just off them, the switch to two decimals below 0.1 s, sub-millisecond
and very long calls.
"""

from __future__ import annotations

import random

from skinwright.plugins.tool_call import format_seconds, tool_call_duration

from .conftest import run_node

RUNNER = """
import { readFileSync } from "node:fs";
const input = JSON.parse(readFileSync(0, "utf8"));
const hooks = await import(process.cwd() + "/js/tool-call.plugin.js");
process.stdout.write(JSON.stringify(input.map(([start, end]) => {
  const ms = hooks.duration(start, end);
  return ms === undefined ? null : hooks.formatSeconds(ms);
})));
"""


def test_the_duration_text_is_the_python_plugins(dist):
    rnd = random.Random(16)
    ends = [0, 5, 35, 49, 50, 95, 99.5, 100, 125, 150, 950, 1050, 1250, 1350, 2250, 3000, 65000, 999.6, 0.4,
            12345678.9, *(rnd.randint(0, 10**7) for _ in range(300)), *(rnd.uniform(0, 5000) for _ in range(300)),
            *(k * 50 for k in range(200))]  # every exact tie of one decimal up to 10 s
    cases = [[0, e] for e in ends] + [[1000, 500], [None, 3], [0, "5"]]
    got = run_node(RUNNER, cases, dist)
    want = [None if tool_call_duration(s, e) is None else format_seconds(tool_call_duration(s, e)) for s, e in cases]
    assert got == want
    assert dict(zip(ends, got))[1250] == "1.3" and dict(zip(ends, got))[35] == "0.04"
