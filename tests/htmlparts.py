"""Helpers for tests that read markup: parse with html5lib, find parts, check the anatomy."""

from __future__ import annotations

import html5lib

from tests.specs import shipped_spec

SPECS = {name: (lambda name=name: shipped_spec(name)) for name in ("tool-result", "tool-call-group", "tool-call")}


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


def check_anatomy(root, scopes=("tool-result", "tool-call-group", "tool-call")) -> None:
    """Every element of ``scopes`` agrees with its component's spec.

    Its part is in the anatomy and it is the part's element (a group heading
    may be any of h1–h6); it carries only attributes the part's rules declare
    (plus data-scope, data-part, and an id when a rule points at the part),
    each with a value in the rule's closed set ("" for a valueless one); and
    every rule that always applies is there.
    """
    for el in root.iter():
        if not isinstance(el.tag, str):
            continue
        scope = el.get("data-scope")
        if scope not in scopes:
            continue
        spec = SPECS[scope]()
        name = el.get("data-part")
        assert name in spec.part_names, f"{scope} part {name!r} is not in the anatomy"
        element = next(p.element for p in spec.parts if p.name == name)
        headings = HEADINGS if (scope, name) == ("tool-call-group", "heading") else (element,)
        assert el.tag in headings, f"{scope}/{name} is a <{el.tag}>, the spec says <{element}>"
        rules = {r.name: r for r in spec.rules_for(name)}
        implicit = {"data-scope", "data-part"} | ({"id"} if name in spec.referenced_parts else set())
        for attr, value in el.attrib.items():
            if attr in implicit:
                continue
            assert attr in rules, f"{scope}/{name} carries undeclared {attr}"
            allowed = spec.domain(rules[attr].value)
            if allowed == ():
                assert value == "", f"{attr} on {scope}/{name} is a flag but has value {value!r}"
            elif allowed is not None:
                assert value in allowed, f"{attr}={value!r} on {scope}/{name} is not one of {allowed}"
        for rule in rules.values():
            if rule.when is None and _always(spec, rule):
                assert rule.name in el.attrib, f"{scope}/{name} lacks {rule.name}"


HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")


def _always(spec, rule) -> bool:
    """An unconditional rule is always written, except a prop's value when the prop is unset and has no default."""
    op, arg = next(iter(rule.value.items()))
    return op != "prop" or spec.prop(arg).has_default


def fragment_has_only_scoped_elements(markup: str, scope: str = "tool-result") -> bool:
    """Cheap check for the fuzz tests: every start tag carries the scope (text is escaped)."""
    import re
    tags = re.findall(r"<([a-z][a-z0-9]*)([^>]*)>", str(markup))
    return all(f'data-scope="{scope}"' in attrs for _, attrs in tags)
