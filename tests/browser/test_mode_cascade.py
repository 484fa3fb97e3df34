"""Every --xh-* token, computed by Chromium under every context combination set on a nested element,
equals the resolver's value for that combination (computed in Python)."""

from __future__ import annotations

import itertools
import re

import pytest

from skinwright.tokens.css import declarations

VAR = re.compile(r"var\((--[^()]+?)\)")


def expected(ts, inputs) -> dict[str, str]:
    res = ts.resolve(inputs)
    out = {}
    for tid in res.tokens:
        pairs = declarations(ts.names[tid], res.types[tid], res.values[tid], (), res.values, ts.names)
        local = dict(pairs)
        for name, text in pairs:
            out[name] = VAR.sub(lambda m: local.get(m.group(1), ""), text)
    return out


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).replace("( ", "(").replace(" )", ")").replace(" ,", ",").strip()


def arrangements(mods):
    """(label, [attributes per nested element]) — the root always says the opposite, to be overridden."""
    for combo in itertools.product(*mods.values()):
        chosen = list(zip(mods, combo))
        yield combo, "same element", [{f"data-{m}": c for m, c in chosen}]
        for perm in itertools.permutations(chosen):
            yield combo, "nested " + " > ".join(f"{m}={c}" for m, c in perm), [{f"data-{m}": c} for m, c in perm]


PAGE = """<!doctype html><html {root}><head><meta charset="utf-8">
<link rel="stylesheet" href="css/tokens.css"></head><body>{body}</body></html>"""


def test_every_token_under_every_combination(browser, serve, built):
    config, result, out = built
    ts = result.token_set
    mods = ts.modifiers
    opposite = " ".join(f'data-{m}="{contexts[-1]}"' for m, contexts in mods.items())
    cases = list(arrangements(mods))
    bodies = []
    for i, (_, _, chain) in enumerate(cases):
        html = ""
        for depth, attrs in enumerate(chain):
            attr = " ".join(f'{k}="{v}"' for k, v in attrs.items())
            leaf = ' id="c%d"' % i if depth == len(chain) - 1 else ""
            html += f"<div {attr}{leaf}>"
        bodies.append(html + "</div>" * len(chain))
    # The root sets the last context of every modifier, so each case must override it where it differs.
    (out / "cascade.html").write_text(PAGE.format(root=opposite, body="\n".join(bodies)))
    names = sorted(set(ts.names.values()))
    page = browser.new_page()
    page.goto(serve(out) + "cascade.html")
    computed = page.evaluate("""(names) => Array.from(document.querySelectorAll('[id^=c]')).map(el => {
        const cs = getComputedStyle(el); const o = {}; for (const n of names) o[n] = cs.getPropertyValue(n); return o; })""",
                             names)
    page.close()
    failures = []
    cache = {}
    for (combo, label, _), values in zip(cases, computed):
        want = cache.setdefault(combo, expected(ts, dict(zip(mods, combo))))
        for name in names:
            if name in want and norm(values[name]) != norm(want[name]):
                failures.append(f"{combo} {label}: {name} = {values[name]!r}, want {want[name]!r}")
    assert len(cases) == 8 * 7
    assert failures == [], "\n".join(failures[:20])
