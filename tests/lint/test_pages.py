"""The rule pages: examples fenced in their sources' language, the suppression form that works for each group."""

from __future__ import annotations

import re

import pytest

from skinwright.docs.lint_pages import rule_page
from skinwright.lint.registry import registry

from .test_rules import EXPECT, load_case, run

RULES = registry()


def fences(page: str) -> list[str]:
    return re.findall(r"^```(\w*)$", page, re.M)[::2]  # opening fences only


def test_examples_are_fenced_in_the_language_of_their_group():
    with_examples = [r for r in RULES.values() if r.examples]
    assert {r.group for r in with_examples} >= {"core", "spec", "skin"}
    for rule in with_examples:
        section = rule_page(rule).split("## Examples", 1)[1].split("## Turning it off", 1)[0]
        assert fences(section) == [{"skin": "scss"}.get(rule.group, "yaml")] * 2, rule.id


def test_each_group_shows_its_own_inline_form():
    def turning_off(rid: str) -> str:
        return rule_page(RULES[rid]).split("## Turning it off", 1)[1]

    assert "// skinwright-disable-next-line skin/physical-property -- " in turning_off("skin/physical-property")
    assert "# skinwright-disable-next-line spec/unknown-part -- " in turning_off("spec/unknown-part")
    assert 'disable: {"core/unused-token": ' in turning_off("core/unused-token")
    assert "$extensions" not in turning_off("skin/physical-property") + turning_off("spec/unknown-part")
    assert "skinwright-disable" not in turning_off("lint/suppression") + turning_off("core/unused-token")
    assert "Checked by:** lint" in rule_page(RULES["lint/suppression"])


@pytest.mark.parametrize("rule_id", [rid for rid in RULES if rid.startswith(("skin/", "spec/"))])
def test_the_comment_the_page_shows_silences_the_bad_case(tmp_path, rule_id):
    """Put the page's comment above every line the bad case reports: lint is then clean for the rule."""
    section = rule_page(RULES[rule_id]).split("## Turning it off", 1)[1]
    directive = re.search(r"^(?://|#) (skinwright-disable-next-line .*)$", section, re.M).group(1)
    case = load_case(rule_id)
    bad = dict(case["bad"], files=dict(case["bad"]["files"]))
    lines_by_file: dict[str, set[int]] = {}
    for expect in bad["expect"]:
        file, line = EXPECT.match(expect).groups()[:2]
        lines_by_file.setdefault(file, set()).add(int(line))
    for file, lines in lines_by_file.items():
        text = bad["files"][file].splitlines()
        marker = "//" if file.endswith(".scss") else "#"
        for n in sorted(lines, reverse=True):
            indent = re.match(r"\s*", text[n - 1]).group(0)
            text.insert(n - 1, f"{indent}{marker} {directive}")
        bad["files"][file] = "\n".join(text) + "\n"
    got = [d.format() for d in run(tmp_path, bad, base=case.get("base")).diagnostics
           if d.code in (rule_id, "lint/suppression")]
    assert got == []
