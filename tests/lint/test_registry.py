"""The registry knows every spec code the build emits, so severities, suppression, SARIF and the docs cover them."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import skinwright.components
from skinwright.components.validate import schema_diagnostics
from skinwright.lint.registry import registry

COMPONENTS = Path(skinwright.components.__file__).parent


def emitted_spec_codes() -> set[str]:
    """``spec/...`` codes written in the source of :mod:`skinwright.components`.

    Literal codes, plus the schema codes ``validate.py`` writes as
    ``f"{prefix}/…"`` (``prefix`` is ``spec`` for component specs). Any other
    computed code would hide from this grep, so the test refuses one.
    """
    codes: set[str] = set()
    for path in sorted(COMPONENTS.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        computed = re.findall(r"""f["']spec/[^"']*\{""", text)
        assert not computed, f"{path.name}: write spec codes out in full so they can be found: {computed}"
        codes |= set(re.findall(r"""["'](spec/[a-z0-9-]+)["']""", text))
        codes |= {f"spec/{name}" for name in re.findall(r"""f["']\{prefix\}/([a-z0-9-]+)["']""", text)}
    return codes


def test_schema_codes_are_spec_codes():
    assert inspect.signature(schema_diagnostics).parameters["prefix"].default == "spec"


def test_every_spec_code_is_a_lint_rule_and_every_spec_rule_is_emitted():
    emitted = emitted_spec_codes()
    registered = {rid for rid in registry() if rid.startswith("spec/")}
    assert emitted - registered == set(), "emitted but not registered"
    assert registered - emitted == set(), "registered but never emitted"
    assert {"spec/unknown-key", "spec/duplicate-tone", "spec/guard-cycle"} <= emitted


def test_every_rule_has_a_summary_and_docs():
    """Pages and listings print the summary as a sentence (adding the full stop) and the docs below it."""
    for rule in registry().values():
        assert rule.summary.strip() and not rule.summary.endswith("."), rule.id
        assert rule.docs.strip(), rule.id
