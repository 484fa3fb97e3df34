"""The docs' token reference grows with the number of tokens, not with the square of alias-chain length."""

from __future__ import annotations

import re

from skinwright.docs.tokens_page import tokens_reference
from skinwright.limits import Limits, applied
from skinwright.tokens import load_token_set
from skinwright.source import load_document
from skinwright.diagnostics import Report


def chain_set(length: int):
    text = "".join(f"c{i}: {{$value: '{{c{i + 1}}}'}}\n" for i in range(length - 1))
    text += f"c{length - 1}: {{$type: dimension, $value: {{value: 4, unit: px}}}}\n"
    docs = {"t.yaml": load_document("t.yaml", text)}
    report = Report()
    ts = load_token_set("", docs.__getitem__, prefix="xh", report=report, files=["t.yaml"])
    assert not report.has_errors, report.items
    return ts


def chains(html: str) -> list[str]:
    return re.findall(r'<div class="xh-doc-chain">(.*?)</div>', html)


def test_a_long_chain_is_elided_after_the_first_steps_with_a_count():
    html = tokens_reference(chain_set(3000))
    shown = chains(html)
    assert len(shown) == 2999  # every alias shows its chain
    assert shown[0] == "c0 → c1 → c2 → c3 → … 2,995 more … → c2999"
    assert shown[2995] == "c2995 → c2996 → c2997 → c2998 → c2999"  # five names: nothing to elide
    assert shown[-1] == "c2998 → c2999"
    assert len(html) < 3000 * 1500  # was 70 MB for this chain: 23 KB of names per token


def test_the_number_of_steps_is_a_limit():
    with applied(Limits(alias_steps=2)):
        html = tokens_reference(chain_set(50))
    assert chains(html)[0] == "c0 → c1 → … 47 more … → c49"


def test_the_groups_share_the_docs_tokens_limit_evenly():
    from skinwright.docs.tokens_page import listed

    groups = {"a": [f"a{i}" for i in range(5)], "b": ["b0"], "c": [f"c{i}" for i in range(20)]}
    assert listed(groups, 26) == groups  # all of it fits
    # an even share of 4 (5 would need 11), and the one left over to the first group that has more
    assert listed(groups, 10) == {"a": groups["a"], "b": ["b0"], "c": ["c0", "c1", "c2", "c3"]}
    # a token a component's page links to is listed wherever it is, first from the limit
    assert listed(groups, 10, frozenset({"c19"})) == {"a": groups["a"][:4], "b": ["b0"],
                                                      "c": ["c0", "c1", "c2", "c3", "c19"]}
    # more groups than the limit: the first groups, one token each
    assert listed({g: [g + "0", g + "1"] for g in "pqrst"}, 3) == {"p": ["p0"], "q": ["q0"], "r": ["r0"]}


def test_a_set_past_docs_tokens_lists_each_groups_start_and_counts_the_rest():
    text = "".join(f"g{g}:\n  $type: number\n" + "".join(f"  t{i}: {{$value: {i}}}\n" for i in range(n))
                   for g, n in enumerate((30, 3, 30)))
    docs = {"t.yaml": load_document("t.yaml", text)}
    report = Report()
    ts = load_token_set("", docs.__getitem__, prefix="xh", report=report, files=["t.yaml"])
    with applied(Limits(docs_tokens=20)):
        html = tokens_reference(ts)
    rows = re.findall(r'id="token-xh-(g\d-t\d+)"', html)
    assert rows == [f"g0-t{i}" for i in range(9)] + ["g1-t0", "g1-t1", "g1-t2"] + [f"g2-t{i}" for i in range(8)]
    notes = re.findall(r'<p class="xh-doc-count">(.*?)</p>', html)
    assert notes == [
        "63 tokens in 3 groups; values shown for default. This page lists 20 of them: the first of each group, as "
        "many as the docs-tokens limit (20) allows; tokens.css and tokens.json hold every token.",
        "… and 21 more tokens of g0, not listed here (the docs-tokens limit).",
        "… and 22 more tokens of g2, not listed here (the docs-tokens limit)."]
    assert len(html) < 20 * 1000  # the rows listed, not the set
    with applied(Limits(docs_tokens=63)):
        assert len(re.findall(r'id="token-xh-', tokens_reference(ts))) == 63


def test_a_token_a_component_page_links_to_is_listed_whatever_the_limit(tmp_path):
    import shutil
    from pathlib import Path

    from skinwright.build import build
    from skinwright.config import load_config

    shutil.copytree(Path(__file__).parents[1] / "lint/cases/_base/card", tmp_path, dirs_exist_ok=True)
    (tmp_path / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "tokens.yaml"\ndocs-dir = "docs/generated"\n'
                                             "\n[tool.skinwright.limits]\ndocs-tokens = 1\n")
    result = build(load_config(tmp_path))
    assert result.ok, [d.format() for d in result.diagnostics]
    html = result.files["docs/generated/parts/tokens/reference.html"]
    # the card's --xh-card-bg defaults to bg.surface, whose row its page links to; fg.default goes over the limit
    assert re.findall(r'id="(token-[^"]+)"', html) == ["token-xh-bg-surface"]
    assert "1 more groups (1 tokens) are not listed here (the docs-tokens limit)." in html
    table = next(text for path, text in result.files.items() if path.endswith("tables/css-variables.md"))
    assert "Default: `--xh-bg-surface`" in table  # (a link to the row on a site whose pages include the reference)
