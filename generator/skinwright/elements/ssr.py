"""Server-rendered markup the custom element upgrades in place.

The static markup of one instance (:func:`~skinwright.components.markup.render_tool_call`,
a view, the docs) has the root part as its outer element. The custom element
*is* the root part, so its server-rendered form is the same markup with the
root's tag replaced by the element's name and the props written as its
attributes: the element adopts the parts it finds and computes the same
attributes connect wrote, so upgrading moves nothing.
"""

from __future__ import annotations

import json
import re
from typing import Any, Mapping

from markupsafe import Markup, escape

from ..components.spec import ComponentSpec
from .modules import BUTTON_ONLY, element_config
from .names import kebab, tag_name


def prop_attributes(spec: ComponentSpec, props: Mapping[str, Any] | None) -> list[tuple[str, str]]:
    """``(attribute, value)`` for each prop given that the element takes as an attribute, in spec order.

    ``True`` is written valueless (``""``), ``False`` as ``"false"`` (the element reads an absent
    boolean attribute as unset, so a false value must be spelt out), an object as JSON; ``None`` is
    left out.
    """
    attributes = element_config(spec)["attributes"]
    out = []
    for name, kind in attributes.items():
        attr = kebab(name)
        value = (props or {}).get(name)
        if value is None:
            continue
        if kind == "boolean":
            if not isinstance(value, bool):
                continue
            out.append((attr, "" if value else "false"))
        elif kind == "object":  # JSON (translations in another language): the element reads it on upgrade
            out.append((attr, json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)))
        else:
            out.append((attr, str(value)))
    return out


def upgradable(spec: ComponentSpec, html: str, props: Mapping[str, Any] | None) -> Markup:
    """``html`` (one instance's static markup, root part outermost) as the custom element's markup.

    A root the spec draws as a button gets ``role="button"`` and ``tabindex="0"``: the element
    plays that button (it takes its keys too), before and after it upgrades.

    Raises:
        ValueError: ``html`` does not start with the root part's element.
    """
    root = next((p for p in spec.parts if p.name == "root"), None)
    if root is None:
        raise ValueError(f"component '{spec.name}' has no root part to upgrade")
    tag = tag_name(spec)
    opening = re.match(rf"<{root.element}(?=[\s>])", html)
    if not opening or not html.endswith(f"</{root.element}>"):
        raise ValueError(f"the markup is not one {spec.name} root <{root.element}>")
    pairs = prop_attributes(spec, props)
    inner = str(html)[opening.end():-len(f"</{root.element}>")]  # plain text: Markup would escape what re.sub gives
    if spec.plays_button:  # the element plays the button (see button() in element.js)
        pairs += [("role", "button"), ("tabindex", "0")]
        # ... without a <button>'s own attributes (as the element applies connect: host_connect)
        end = inner.index(">")
        inner = re.sub(rf'\s(?:{"|".join(BUTTON_ONLY)})="[^"]*"', "", inner[:end]) + inner[end:]
    attrs = "".join(_attribute(name, value) for name, value in pairs)
    return Markup(f"<{tag}{attrs}{inner}</{tag}>")


def _attribute(name: str, value: str) -> str:
    """`` name="value"`` (valueless when empty); a value with double quotes (JSON) goes in single
    quotes, where only ``&``, ``'`` and ``<`` are escaped, so it stays readable."""
    if not value:
        return f" {name}"
    if '"' in value:
        return " {}='{}'".format(name, value.replace("&", "&amp;").replace("'", "&#39;").replace("<", "&lt;"))
    return f' {name}="{escape(value)}"'
