"""An independent model of how a browser computes the token custom properties.

Parses tokens.css with tinycss2, matches selectors with cssselect2 against a
small element tree, applies the cascade (specificity, then source order) and
custom-property inheritance (CSS Variables 1: computed at the declaring
element, then inherited), and substitutes var() references. It shares no code
with the emitter, so tests can compare its result with the resolver's values.
"""

from __future__ import annotations

import itertools
import re
import xml.etree.ElementTree as ET

import cssselect2
import tinycss2

from skinwright.tokens.css import declarations

VAR = re.compile(r"var\((--[^()]+?)\)")


def parse_rules(css: str) -> list[tuple[str | None, str, dict[str, str]]]:
    """(media condition or None, selector, declarations) in source order."""
    out = []

    def walk(rules, media):
        for rule in rules:
            if rule.type == "error":
                raise AssertionError(f"CSS parse error: {rule.message}")
            if rule.type == "at-rule" and rule.lower_at_keyword == "media":
                cond = tinycss2.serialize(rule.prelude).strip()
                walk(tinycss2.parse_rule_list(rule.content, skip_comments=True, skip_whitespace=True), cond)
            elif rule.type == "qualified-rule":
                decls = tinycss2.parse_declaration_list(rule.content, skip_comments=True, skip_whitespace=True)
                out.append((media, tinycss2.serialize(rule.prelude).strip(),
                            {d.name: tinycss2.serialize(d.value).strip() for d in decls if d.type == "declaration"}))

    walk(tinycss2.parse_stylesheet(css, skip_comments=True, skip_whitespace=True), None)
    return out


class _Invalid(Exception):
    """A var() with no value and no fallback: the property is invalid at computed-value time."""


def substitute(text: str, lookup) -> str | None:
    """``text`` with every ``var(--x[, fallback])`` replaced (CSS Variables 1 §3).

    ``lookup(name)`` gives a computed value or ``None`` (guaranteed-invalid,
    e.g. ``initial``); then the fallback is used, if any. ``None`` when the
    whole value is invalid.
    """

    def walk(nodes) -> str:
        out = []
        for node in nodes:
            if node.type == "function" and node.lower_name == "var":
                args = node.arguments
                idents = [a for a in args if a.type == "ident"]
                name = idents[0].value
                comma = next((i for i, a in enumerate(args) if a.type == "literal" and a.value == ","), None)
                value = lookup(name)
                if value is not None:
                    out.append(value)
                elif comma is not None:
                    out.append(walk(args[comma + 1:]))
                else:
                    raise _Invalid(name)
            elif node.type == "function":
                out.append(f"{node.name}(" + walk(node.arguments) + ")")
            else:
                out.append(tinycss2.serialize([node]))
        return "".join(out)

    try:
        return walk(tinycss2.parse_component_value_list(text))
    except _Invalid:
        return None


def norm(text: str | None) -> str | None:
    """Whitespace as a browser would not care about it: collapsed, none inside parentheses' edges."""
    if text is None:
        return None
    text = re.sub(r"\s+", " ", text).strip()
    return re.sub(r"\(\s+", "(", re.sub(r"\s+([),])", r"\1", text))


def computed_at_leaf(rules, chain: list[dict[str, str]], media: set[str]) -> dict[str, str]:
    """Computed custom properties at the innermost element of ``chain`` (attributes per element, root first)."""
    root = ET.Element("html", chain[0])
    leaf = root
    for attrs in chain[1:]:
        leaf = ET.SubElement(leaf, "div", attrs)
    matcher = cssselect2.Matcher()
    for index, (cond, selector, decls) in enumerate(rules):
        if cond is not None and not all(part.strip() in media for part in cond.split(" and ")):
            continue
        for compiled in cssselect2.compile_selector_list(selector):
            matcher.add_selector(compiled, (index, decls))
    env: dict[str, str] = {}
    for element in cssselect2.ElementWrapper.from_xml_root(root).iter_subtree():
        matches = matcher.match(element)
        declared: dict[str, str] = {}
        for _spec, _order, _pseudo, (index, decls) in sorted(matches, key=lambda m: (m[0], m[3][0])):
            declared.update(decls)
        here = dict(env)
        resolved: dict[str, str | None] = {}

        def value(name, trail=()):
            if name in resolved:
                return resolved[name]
            if name not in declared:
                return env.get(name)
            assert name not in trail, f"cycle through {name}"
            text = declared[name]
            result = None if text.strip() == "initial" else substitute(
                text, lambda n: value(n, trail + (name,)))
            resolved[name] = result
            return result

        for name in declared:
            here[name] = value(name)
        env = here
    return env


def truth(ts, inputs: dict[str, str]) -> dict[str, str]:
    """The resolver's value of every custom property for ``inputs``, as literal CSS."""
    res = ts.resolve(inputs)
    out: dict[str, str] = {}
    for tid in res.tokens:
        pairs = declarations(ts.names[tid], res.types[tid], res.values[tid], (), res.values, ts.names)
        local = dict(pairs)
        for name, text in pairs:
            out[name] = norm(VAR.sub(lambda m: local.get(m.group(1), ""), text))
    return out


def arrangements(ts):
    """Every way a page can ask for contexts: (label, chain of attribute dicts, media set, inputs).

    The first element of a chain is the root (``<html>``); the root either
    sets nothing or the *other* context of every modifier, so the tested
    contexts must override it.
    """
    mods = ts.modifiers
    attr = {m: f"data-{m}" for m in mods}
    media_of = {("theme", "dark"): "(prefers-color-scheme: dark)", ("contrast", "more"): "(prefers-contrast: more)"}
    opposite = {attr[m]: contexts[-1] for m, contexts in mods.items()}
    for combo in itertools.product(*mods.values()):
        inputs = dict(zip(mods, combo))
        chosen = [(m, c) for m, c in inputs.items()]
        for root_label, root in (("", {}), ("under the opposite root, ", opposite)):
            # all on one element
            yield root_label + "same", [root, {attr[m]: c for m, c in chosen}], set(), inputs
            # nested, in every order
            for perm in itertools.permutations(chosen):
                yield (root_label + "nested " + ">".join(c for _, c in perm),
                       [root] + [{attr[m]: c} for m, c in perm], set(), inputs)
        # user preferences instead of attributes, where a media query exists
        via_media = {media_of[p] for p in chosen if p in media_of}
        rest = {attr[m]: c for m, c in chosen if (m, c) not in media_of and c != mods[m][0]}
        if via_media:
            yield "media", [{}, rest] if rest else [{}], via_media, inputs
    # a nested default context resets an outer one, also through an intermediate element
    for m, contexts in mods.items():
        for c in contexts[1:]:
            yield f"reset {m}", [{attr[m]: c}, {attr[m]: contexts[0]}], set(), {}
            yield f"reset {m} above a plain element", [{attr[m]: c}, {attr[m]: contexts[0]}, {}], set(), {}
            if (m, c) in media_of:
                yield f"forced {m}", [{attr[m]: contexts[0]}], {media_of[(m, c)]}, {}


def mismatches(ts, css: str) -> list[str]:
    rules = parse_rules(css)
    problems = []
    cache: dict[tuple, dict[str, str]] = {}
    for label, chain, media, inputs in arrangements(ts):
        key = tuple(sorted(ts.resolver.validate_input(inputs).items()))
        want = cache.setdefault(key, truth(ts, inputs))
        got = computed_at_leaf(rules, chain, media)
        for name, value in want.items():
            if norm(got.get(name)) != value:
                problems.append(f"{label} {chain} {sorted(media)}: {name} = {got.get(name)!r}, want {value!r}")
    return problems
