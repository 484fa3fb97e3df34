"""The public names of a component's JavaScript: modules, exports, the custom element, attributes.

Every name derives from the spec (its ``artefacts``, props and events) or,
where the spec is silent, from the project's prefix; nothing here names a
component.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..components.spec import ComponentSpec, Prop

_WORD = re.compile(r"[A-Za-z0-9]+")
_NUMBERS = re.compile(r"\s*-?\d+(\.\d+)?(\s*\|\s*-?\d+(\.\d+)?)*\s*")


def camel(name: str) -> str:
    """``tool-call-group`` → ``toolCallGroup``."""
    words = _WORD.findall(name)
    return words[0].lower() + "".join(w[:1].upper() + w[1:] for w in words[1:]) if words else "component"


def pascal(name: str) -> str:
    """``xh-tool-call`` → ``XhToolCall``."""
    return "".join(w[:1].upper() + w[1:] for w in _WORD.findall(name))


def kebab(name: str) -> str:
    """A camelCase prop name as an HTML attribute name: ``defaultOpen`` → ``default-open``."""
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"-\1", name).lower()


def tag_name(spec: ComponentSpec) -> str:
    """The custom element's name: the spec's ``artefacts.custom_element``, else ``<prefix>-<name>``."""
    return spec.artefacts.get("custom_element") or f"{spec.prefix}-{spec.name}"


def class_name(spec: ComponentSpec) -> str:
    """The element class: the custom element name in PascalCase (``XhToolCall``)."""
    return pascal(tag_name(spec))


def machine_name(spec: ComponentSpec) -> str:
    """The machine's export: ``artefacts.machine``, else ``<camelName>Machine``."""
    return spec.artefacts.get("machine") or camel(spec.name) + "Machine"


def js(value: Any) -> str:
    """``value`` as a JavaScript literal (JSON is valid ECMAScript 2019+); keys keep their order."""
    return json.dumps(value, ensure_ascii=False)


def prop_kind(spec: ComponentSpec, prop: Prop) -> str:
    """How a prop reaches the element.

    ``boolean``, ``number`` and ``string`` props are attributes and
    properties; ``event`` props (a function type, ``(details) => void``) are
    the element's events instead; anything else (an object, a view) is a
    property only.
    """
    if spec.prop_values(prop.name) and prop.type != "boolean":
        return "string"
    if prop.type == "boolean":
        return "boolean"
    if prop.type == "number" or _NUMBERS.fullmatch(prop.type):
        return "number"
    if prop.type == "string":
        return "string"
    if prop.type.lstrip().startswith("("):
        return "event"
    return "object"
