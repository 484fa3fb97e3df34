"""The names a usage snippet uses: the package users install and, from the specs, each component's element.

Every snippet imports what ``skinwright build`` ships: the npm package of
``out-dir`` (``[tool.skinwright.package] name``, else ``<prefix>-components``),
whose ``exports`` map serves each component's element as
``<package>/<component>`` and the build's style sheets as
``<package>/css/<file>`` (:mod:`skinwright.elements.package`). Each
component's custom element is its spec's ``artefacts.custom_element``;
one a spec leaves out follows the project's prefix (``<prefix>-<component>``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ...components.spec import ComponentSpec
from ...config import default_package
from ...namespace import Namespace


@dataclass
class Names:
    """``spec`` is the page's component; ``specs`` every component of the project by name;
    ``package`` the npm package name (``None``: the default for the prefix)."""

    spec: ComponentSpec
    specs: Mapping[str, ComponentSpec] = field(default_factory=dict)
    namespace: Namespace = field(default_factory=Namespace)
    package: str | None = None

    def of(self, component: str) -> ComponentSpec | None:
        return self.spec if self.spec.name == component else self.specs.get(component)

    @property
    def package_name(self) -> str:
        """The package the snippets import (``@xihan-ui/elements``)."""
        return self.package or default_package(self.namespace.prefix).name

    def skin(self, component: str) -> str:
        """The component's style sheet in the package (``@xihan-ui/elements/css/tool-call.css``)."""
        return f"{self.package_name}/css/{component}.css"

    @property
    def tokens(self) -> str:
        """The token style sheet in the package, which every skin reads."""
        return f"{self.package_name}/css/tokens.css"

    def element(self, component: str) -> str:
        spec = self.of(component)
        return (spec.artefacts.get("custom_element") if spec else None) or f"{self.namespace.prefix}-{component}"

    def component_of(self, tag: str) -> str:
        """The component whose custom element is ``tag``."""
        return next((c for c in {**self.specs, self.spec.name: self.spec} if self.element(c) == tag),
                    tag.removeprefix(self.namespace.prefix + "-"))

    def element_module(self, tag: str) -> str:
        """The module that defines custom element ``tag`` (``@xihan-ui/elements/tool-call``), as a bundler resolves
        it through the package's ``exports``."""
        return f"{self.package_name}/{self.component_of(tag)}"

    def element_file(self, tag: str) -> str:
        """The same module as a file of the installed package, for a page without a bundler
        (``@xihan-ui/elements/js/tool-call.element.js``)."""
        return f"{self.package_name}/js/{self.component_of(tag)}.element.js"
