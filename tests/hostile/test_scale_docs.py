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
