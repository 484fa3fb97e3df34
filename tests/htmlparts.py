"""Helpers for tests that read markup: parse with html5lib, find parts, check the anatomy."""

from __future__ import annotations

import html5lib

from skinwright.views.anatomy import TOOL_CALL_GROUP_PARTS, TOOL_RESULT_PARTS

ANATOMIES = {"tool-result": TOOL_RESULT_PARTS, "tool-call-group": TOOL_CALL_GROUP_PARTS}


def parse(markup: str):
    """A fragment parsed as a browser would (html5lib), under a wrapper element."""
    return html5lib.parseFragment(str(markup), treebuilder="etree", namespaceHTMLElements=False)


def parse_page(markup: str):
    return html5lib.parse(markup, treebuilder="etree", namespaceHTMLElements=False)


def elements(root, part: str | None = None, scope: str = "tool-result", **attrs):
    """Elements of ``scope`` (with ``part``, and ``attrs`` given as data_kind="x") in document order."""
    found = []
    for el in root.iter():
        if not isinstance(el.tag, str) or el.get("data-scope") != scope:
            continue
        if part is not None and el.get("data-part") != part:
            continue
        if all(el.get(k.replace("_", "-")) == v for k, v in attrs.items()):
            found.append(el)
    return found


def one(root, part: str, scope: str = "tool-result", **attrs):
    found = elements(root, part, scope, **attrs)
    assert len(found) == 1, f"expected one {part}, found {len(found)}"
    return found[0]


def text(el) -> str:
    return "".join(el.itertext())


def check_anatomy(root, scopes=("tool-result", "tool-call-group")) -> None:
    """Every element of ``scopes`` has a listed part, and only the data attributes that part lists."""
    for el in root.iter():
        if not isinstance(el.tag, str):
            continue
        scope = el.get("data-scope")
        if scope not in scopes:
            continue
        anatomy = ANATOMIES[scope]
        name = el.get("data-part")
        assert name in anatomy, f"{scope} part {name!r} is not in the anatomy"
        declared = anatomy[name].attributes
        for attr, value in el.attrib.items():
            if not attr.startswith("data-"):
                continue
            assert attr in declared, f"{scope}/{name} carries undeclared {attr}"
            allowed = declared[attr]
            if allowed == ():
                assert value == "", f"{attr} on {scope}/{name} is a flag but has value {value!r}"
            elif allowed is not None:
                assert value in allowed, f"{attr}={value!r} on {scope}/{name} is not one of {allowed}"


def fragment_has_only_scoped_elements(markup: str, scope: str = "tool-result") -> bool:
    """Cheap check for the fuzz tests: every start tag carries the scope (text is escaped)."""
    import re
    tags = re.findall(r"<([a-z][a-z0-9]*)([^>]*)>", str(markup))
    return all(f'data-scope="{scope}"' in attrs for _, attrs in tags)
