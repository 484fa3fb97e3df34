"""The pieces of a usage snippet: one unit per item of an example, as custom-element trees.

A unit knows its component, the phase it shows, and how to write itself as
its custom element (:mod:`.js` trees). An instance of a component without a
plugin is written from its spec: the props as attributes, the content parts
as named slots (``slot="<part>"``), which the element moves into its parts.
A plugin may write its component's instances and its own items otherwise
(:mod:`skinwright.plugins`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from ...components.phases import resolve_phase
from ...components.spec import ComponentSpec
from ..examples.model import Example, Instance, Matrix
from .js import Consts, El, Expr, Lit, prop_attrs, text_value
from .names import Names


class Unit(Protocol):
    """One top-level piece of a snippet."""

    component: str
    phase: str | None

    def element(self, names: Names, consts: Consts) -> list[El]:
        """Its custom-element trees."""


@dataclass
class Context:
    """What building units needs: the example, the project's specs, the plugins' hooks."""

    example: Example
    specs: Mapping[str, ComponentSpec]
    plugins: Mapping[str, Any] = field(default_factory=dict)
    kinds: Mapping[str, Any] = field(default_factory=dict)

    def unit(self, item: Any) -> Unit | None:
        """The unit of ``item`` (``None``: an item with no snippet)."""
        if isinstance(item, Instance):
            plugin = self.plugins.get(item.component)
            if plugin is not None and plugin.snippet is not None:
                return plugin.snippet(item, self)
            return InstanceUnit(item, self)
        if isinstance(item, Matrix):
            inner = self.unit(item.instance)
            return MatrixUnit(inner, item.axes) if inner is not None else None
        kind = self.kinds.get(getattr(item, "kind", None))
        return kind.snippet(item, self) if kind is not None and kind.snippet is not None else None


@dataclass
class InstanceUnit:
    """An instance written from its spec alone."""

    item: Instance
    ctx: Context

    @property
    def component(self) -> str:
        return self.item.component

    @property
    def spec(self) -> ComponentSpec:
        return self.ctx.specs[self.item.component]

    @property
    def phase(self) -> str | None:
        return resolve_phase(self.item.props.get("phase"), self.spec).name if self.spec.phases else None

    def _parts(self) -> dict[str, Any]:
        return self.item.parts_for(self.phase)

    def element(self, names: Names, consts: Consts) -> list[El]:
        spec = self.spec
        children: list[El | Lit | Expr] = []
        for part, value in self._parts().items():
            if value is None:
                continue
            for child in self._content(value, part, names, consts):
                if isinstance(child, El):
                    child.attrs.insert(0, ("slot", Lit(part)))
                    children.append(child)
                else:
                    tag = next(p.element for p in spec.parts if p.name == part)
                    children.append(El(tag, [("slot", Lit(part))], [child]))
        return [El(names.element(spec.name), prop_attrs(self.item.props, consts), children)]

    def _content(self, value: Any, part: str, names: Names, consts: Consts) -> list[El | Lit | Expr]:
        if value is None:
            return []
        if isinstance(value, tuple):
            out: list[El | Lit | Expr] = []
            for item in value:
                unit = self.ctx.unit(item)
                if unit is not None:
                    out += unit.element(names, consts)
            return out
        return [text_value(str(value), consts, part)]


@dataclass
class MatrixUnit:
    """One instance in every combination of ``axes`` (the snippet loops over the values)."""

    inner: Unit
    axes: tuple[tuple[str, tuple[Any, ...]], ...]

    @property
    def component(self) -> str:
        return self.inner.component

    @property
    def phase(self) -> str | None:
        return self.inner.phase

    def element(self, names: Names, consts: Consts) -> list[El]:
        return self.inner.element(names, consts)
