"""Server-rendered markup the custom element upgrades in place.

The static markup of one instance (:func:`~skinwright.components.markup.render_tool_call`,
a view, the docs) has the root part as its outer element. The custom element
*is* the root part, so its server-rendered form is the same markup with the
root's tag replaced by the element's name and the props written as its
attributes: the element adopts the parts it finds and computes the same
attributes connect wrote, so upgrading moves nothing.
"""

from __future__ import annotations

import re
from typing import Any, Mapping

from markupsafe import Markup, escape

from ..components.spec import ComponentSpec
from .modules import element_config
from .names import kebab, tag_name


def prop_attributes(spec: ComponentSpec, props: Mapping[str, Any] | None) -> list[tuple[str, str]]:
    """``(attribute, value)`` for each prop given that the element takes as an attribute, in spec order.

    ``True`` is written valueless (``""``), ``False`` as ``"false"`` (the element reads an absent
    boolean attribute as unset, so a false value must be spelt out); ``None`` is left out.
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
        else:
            out.append((attr, str(value)))
    return out


def upgradable(spec: ComponentSpec, html: str, props: Mapping[str, Any] | None) -> Markup:
    """``html`` (one instance's static markup, root part outermost) as the custom element's markup.

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
    attrs = "".join(f' {name}="{escape(value)}"' if value else f" {name}" for name, value in prop_attributes(spec, props))
    inner = html[opening.end():-len(f"</{root.element}>")]
    return Markup(f"<{tag}{attrs}{inner}</{tag}>")
