"""The artefact names a usage snippet uses, read from the specs.

Package names are not part of a spec: the Vue components and the custom
elements are imported from ``<scope>/vue`` and ``<scope>/elements``, where
``<scope>`` is the npm scope of the page component's skin artefact
(``@acme/styles/…``; ``@<namespace>-ui`` when the artefact has none). Each
component's custom element, Vue part components and skin come from its own
spec's ``artefacts``; names a spec leaves out follow the project's prefix
(``<prefix>-<component>``, ``<Prefix><Component><Part>``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ...components.spec import ComponentSpec
from ...namespace import Namespace
from .js import pascal


@dataclass
class Names:
    """``spec`` is the page's component; ``specs`` every component of the project by name."""

    spec: ComponentSpec
    specs: Mapping[str, ComponentSpec] = field(default_factory=dict)
    namespace: Namespace = field(default_factory=Namespace)

    def of(self, component: str) -> ComponentSpec | None:
        return self.spec if self.spec.name == component else self.specs.get(component)

    @property
    def scope(self) -> str:
        skin = str(self.spec.artefacts.get("skin", ""))
        return skin.split("/")[0] if skin.startswith("@") else f"@{self.namespace.layers}-ui"

    @property
    def vue_package(self) -> str:
        return f"{self.scope}/vue"

    @property
    def elements_package(self) -> str:
        return f"{self.scope}/elements"

    def skin(self, component: str) -> str:
        spec = self.of(component)
        return (spec.artefacts.get("skin") if spec else None) or f"{self.scope}/styles/{component}.css"

    def element(self, component: str) -> str:
        spec = self.of(component)
        return (spec.artefacts.get("custom_element") if spec else None) or f"{self.namespace.prefix}-{component}"

    def vue(self, component: str, part: str | None = None) -> str:
        """The Vue component for ``part`` of ``component`` (``XhBadgeLabel``), or the component's own
        (``XhBadge``, else its ``XhBadgeRoot``) when ``part`` is None."""
        spec = self.of(component)
        known = tuple(spec.artefacts.get("vue_components", ())) if spec else ()
        base = f"{self.namespace.pascal}{pascal(component)}"
        if part is not None:
            return base + pascal(part)
        return base if base in known or f"{base}Root" not in known else f"{base}Root"

    def element_module(self, tag: str) -> str:
        """The module that defines custom element ``tag`` (``@xihan-ui/elements/badge``)."""
        return f"{self.elements_package}/{tag.removeprefix(self.namespace.prefix + '-')}"
