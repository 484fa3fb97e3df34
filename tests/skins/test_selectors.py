"""The selector reader: Selectors 4 grammar → compounds, conditions, parts."""

from __future__ import annotations

import pytest
import tinycss2

from skinwright.skins.selectors import (SelectorError, parse_selector_list, selector_conditions,
                                         selector_parts)


def read(text: str):
    rule = tinycss2.parse_stylesheet(text + " {}", skip_whitespace=True)[0]
    return parse_selector_list(rule.prelude)


def one(text: str):
    (selector,) = read(text)
    return selector


ROOT = '[data-scope="tool-call"][data-part="root"]'
TRIGGER = '[data-scope="tool-call"][data-part="trigger"]'
STATUS = '[data-scope="tool-call"][data-part="status"]'


@pytest.mark.parametrize("given, want", [
    (f"{ROOT}", set()),
    (f"{ROOT}[data-variant=subtle]", {"variant=subtle"}),
    (f"{ROOT}[data-tone]", {"tone"}),
    (f'{STATUS}[data-state="output-error"]', {"state=output-error"}),
    (f"{TRIGGER}:not([data-disabled]):hover", {"not([data-disabled])", "disabled", "hover"}),
    (f":where([data-motion=reduce]) {ROOT}[data-loading] > {TRIGGER} > {STATUS}",
     {"where([data-motion='reduce'])", "motion=reduce", "loading"}),
    (f"{ROOT}:has([data-scope=\"tool-call\"][data-state=output-error])",
     {"has([data-scope='tool-call'][data-state='output-error'])", "state=output-error"}),
    (f"{ROOT}:dir(rtl)", {"dir(rtl)"}),
    ('[data-xh-action-profile="disclosure-trigger"]', {"xh-action-profile=disclosure-trigger"}),
    ("[data-xh-action-control]:not([data-loading])", {"not([data-loading])", "loading"}),
    ('[data-scope="tool-call"][data-part="indicator"]:empty::before', {"empty", "::before"}),
    ('[data-scope="tool-call"][data-part="content"][hidden]', {"hidden"}),
])
def test_conditions_in_the_reference_notation(given, want):
    assert selector_conditions(one(given)) == want


@pytest.mark.parametrize("given, want", [
    (ROOT, {"root"}),
    (f"{ROOT}[data-loading] > {TRIGGER} > {STATUS}", {"root", "status"}),  # the trigger only carries the chain
    (f"{ROOT}[data-variant=ghost] > {TRIGGER}", {"root", "trigger"}),
    (f"{ROOT} > {TRIGGER}", {"trigger"}),
    (f":where([data-motion=reduce]) {STATUS}", {"status"}),
    ('[data-scope="tool-call"][data-part="output"] :where(pre, code)', {"output"}),
    ("[data-xh-action-control]:hover", set()),
])
def test_parts(given, want):
    assert selector_parts(one(given)) == want


def test_quotes_are_canonical_so_both_compilers_read_alike():
    assert one(f"{ROOT}:where([data-motion='reduce'])").serialize() == \
        one(f"[data-scope=tool-call][data-part=root]:where([data-motion=\"reduce\"])").serialize() == \
        "[data-scope='tool-call'][data-part='root']:where([data-motion='reduce'])"


def test_selector_lists_combinators_and_relative_has():
    first, second = read("a > b + c ~ d e, :has(> x, + y)")
    assert first.combinators == (">", "+", "~", " ")
    assert [c.serialize() for c in first.compounds] == ["a", "b", "c", "d", "e"]
    inner = second.subject.simples[0].selectors
    assert [(s.leading, s.serialize()) for s in inner] == [(">", "> x"), ("+", "+ y")]


def test_positions_are_one_based():
    selector = one("\n  a > [data-part=x]")
    assert (selector.compounds[1].line, selector.compounds[1].column) == (2, 7)


def test_attribute_operators_and_modifiers():
    attr = one('[data-x|="en" i]').subject.simples[0]
    assert (attr.name, attr.operator, attr.value, attr.modifier) == ("data-x", "|=", "en", "i")


@pytest.mark.parametrize("given", ["a >", "& b", "ns|a", "[=x]", "a:"])
def test_unreadable_selectors_raise_with_a_position(given):
    with pytest.raises(SelectorError) as caught:
        read(given)
    assert caught.value.line == 1 and caught.value.column >= 1
