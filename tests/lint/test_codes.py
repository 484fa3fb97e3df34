"""Every diagnostic code the package writes is a lint rule, and every rule is written somewhere.

Codes are rule ids (``core/unknown-alias``), so severities, suppressions,
SARIF and the docs pages cover every diagnostic. The test reads the source of
the whole package: a literal code in a lint group (core, a11y, skin, spec,
lint, surface) must be a registered rule; the only computed codes are the value-shape
family ``core/valid-<type>`` (one per token type record) and the schema codes
``validate.py`` writes under its ``prefix`` (``spec`` for component specs).
Codes outside the lint groups are the command line's own outcomes (a bad
configuration, an output that cannot be written, a transcript that cannot be
rendered, a docs example that does not load, a fix ``lint --fix`` did not
write), never lint findings.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import skinwright
from skinwright.lint.registry import registry
from skinwright.tokens.types import TYPES

PACKAGE = Path(skinwright.__file__).parent
LINT_GROUPS = ("core", "a11y", "skin", "spec", "lint", "surface")
TOOL_GROUPS = ("config", "output", "render", "docs", "init", "fix")
NOT_CODES = {"lint/index.md", "docs/generated"}  # paths that look like codes
LITERAL = re.compile(r"""(?<![\w{])["']([a-z0-9]+)/([A-Za-z0-9.-]+)["']""")
COMPUTED = re.compile(r"""(?<!id=)f["']((?:core|a11y|skin|spec|lint|surface)/[A-Za-z0-9.-]*\{[^"']*|\{prefix\}/[a-z0-9-]+)["']""")


def emitted_codes() -> dict[str, set[str]]:
    """code → the package files that write it."""
    found: dict[str, set[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        rel = path.relative_to(PACKAGE).as_posix()
        codes: set[str] = set()
        for group, name in LITERAL.findall(text):
            code = f"{group}/{name}"
            if group in LINT_GROUPS + TOOL_GROUPS and code not in NOT_CODES:
                codes.add(code)
        for computed in COMPUTED.findall(text):
            if computed.startswith("core/valid-{"):
                codes |= {f"core/valid-{t}" for t in TYPES}
            elif computed.startswith("{prefix}/"):
                codes.add("spec/" + computed.split("/", 1)[1])
            else:
                raise AssertionError(f"{rel}: write codes out in full so they can be found: {computed}")
        for code in codes:
            found.setdefault(code, set()).add(rel)
    return found


def test_every_code_in_a_lint_group_is_a_rule():
    emitted = emitted_codes()
    rules = registry()
    missing = {code: sorted(files) for code, files in emitted.items()
               if code.split("/")[0] in LINT_GROUPS and code not in rules}
    assert missing == {}, "emitted but not registered"


def test_every_rule_is_emitted_or_checks_itself():
    emitted = emitted_codes()
    idle = [rid for rid, rule in registry().items() if rule.check is None and rid not in emitted]
    assert idle == [], "a rule nothing reports: give it a check, or remove it"


def diagnostic_codes() -> dict[str, set[str]]:
    """code → the package files that write it as the first argument of ``Diagnostic(...)``."""
    found: dict[str, set[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) == "Diagnostic" \
                    and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                found.setdefault(node.args[0].value, set()).add(path.relative_to(PACKAGE).as_posix())
    return found


def test_codes_outside_the_lint_groups_are_the_tools_own():
    written = diagnostic_codes()
    assert {"config/invalid", "init/exists", "skin/unknown-token"} <= set(written)
    strays = {code: sorted(files) for code, files in written.items()
              if code.split("/")[0] not in LINT_GROUPS + TOOL_GROUPS}
    assert strays == {}, "a diagnostic code in no known group"
    assert set(written) <= set(emitted_codes()), "a code the literal scan misses"
    assert {"core/valid-color", "core/unknown-alias", "spec/unknown-key", "skin/unknown-token",
            "config/invalid", "render/write-failed"} <= set(emitted_codes())
