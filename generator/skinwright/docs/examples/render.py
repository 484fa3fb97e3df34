"""Rendering examples: every item to markup, by the components' own markup code.

An instance renders through its component's plugin when it has one
(:mod:`skinwright.plugins`), else from its spec alone
(:func:`~skinwright.components.markup.render_instance`); an item a plugin
adds renders through that plugin. Nothing here names a component, so the site
shows exactly what the markup contract produces; the page script only adds
behaviour.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from markupsafe import Markup

from ...components.connect import IdAllocator
from ...components.markup import render_instance
from ...components.phases import resolve_phase
from ...components.spec import ComponentSpec
from ...elements.names import tag_name
from ...elements.ssr import upgradable
from ...plugins import Plugin
from .model import Demo, Example, Instance, Matrix

GROUP_HEADING_LEVEL = 4
"""Example titles are h3 on a component page, so a heading inside an example is h4 (h3 under the opening h2 one)."""


@dataclass
class Renderer:
    """Renders the examples of one page; one instance per page keeps DOM ids unique.

    Attributes:
        scope: the component whose page this is.
        specs: every component of the project by name.
        plugins: the plugins that apply to the project, by component.
        kinds: the item kinds they add, by name.
        heading_level: the level of a heading an item draws (one below the example's title).
        density_scopes: the components whose skin density changes (``None``: unknown, so every one).
        locale: the language of the page (its own words: toolbar, demo controls, anatomy).
        elements: an instance is drawn as its custom element's server markup (:func:`upgraded`), what
            the element upgrades in place; off for markup that must stay as drawn (the anatomy figure).
        strings: per component, the ``translations`` of the page's language (not English) that the
            page's instances share (see :func:`upgraded`).
    """

    scope: str
    specs: Mapping[str, ComponentSpec]
    plugins: Mapping[str, Plugin] = field(default_factory=dict)
    kinds: Mapping[str, Any] = field(default_factory=dict)
    ids: IdAllocator = field(default_factory=IdAllocator)
    heading_level: int = GROUP_HEADING_LEVEL
    density_scopes: frozenset[str] | None = None
    locale: str = "en"
    elements: bool = True
    strings: dict[str, Any] = field(default_factory=dict)
    _serials: dict[str, Iterator[int]] = field(default_factory=dict)

    def upgraded(self, component: str, markup: Markup, props: Mapping[str, Any]) -> Markup:
        """One instance's static markup as its custom element's server markup (the root's tag becomes
        the element's, ``props`` its attributes), when the component has a root part to upgrade.

        An instance in another language than English carries its ``translations`` as JSON, except
        on a page in that language, where every instance speaks it: there the strings are the
        page's (:attr:`strings`, which the page script sets before the elements upgrade), to keep
        the page light.
        """
        spec = self.specs[component]
        if not self.elements or "root" not in spec.part_names or markup.startswith(f"<{tag_name(spec)}"):
            return markup  # nothing to upgrade, or already the element (a plugin that upgrades its own)
        if self.locale != "en" and isinstance(props.get("translations"), Mapping):
            self.strings[component] = dict(props["translations"])
            props = {k: v for k, v in props.items() if k != "translations"}
        return upgradable(spec, markup, props)

    def density_applies(self, preview: Markup) -> bool:
        """Whether the density setting changes ``preview``: it shows a component whose skin reads a density token."""
        if self.density_scopes is None:
            return True
        return any(f'data-scope="{scope}"' in str(preview) for scope in self.density_scopes)

    def serial(self, key: str) -> int:
        """1, 2, 3 … per ``key`` on this page (instance ids of a kind)."""
        return next(self._serials.setdefault(key, itertools.count(1)))

    def instance_ids(self, base: str) -> Iterator[str]:
        """Page-unique instance ids from ``base`` (``x``, ``x#2`` …), as many as asked for."""
        while True:
            yield self.ids.allocate(base)

    # --- instances -----------------------------------------------------------------
    def parts(self, item: Instance, example: Example, phase: str | None = None,
              actions: Demo | None = None) -> dict[str, Any]:
        """``item``'s part contents in ``phase``: nested items rendered, a demo's action buttons added."""
        out: dict[str, Any] = {}
        for name, value in item.parts_for(phase).items():
            out[name] = [self.item(i, example)[0] for i in value] if isinstance(value, tuple) else value
        if actions is not None and actions.part and out.get(actions.part):
            out[actions.part] = action_markup(out[actions.part], actions)
        return out

    def phase_of(self, item: Any) -> str | None:
        """The phase an item shows (``None`` when its component has no phases)."""
        if isinstance(item, Instance):
            spec = self.specs[item.component]
            return resolve_phase(item.props.get("phase"), spec).name if spec.phases else None
        kind = self.kinds.get(getattr(item, "kind", None))
        return kind.phase(item) if kind is not None else None

    def instance(self, item: Instance, example: Example, *, instance_id: str | None = None,
                 phase: str | None = None, actions: Demo | None = None) -> Markup:
        """One instance: its plugin's markup, else the spec's; ``phase`` replaces the ``phase`` prop.

        The instance id is ``instance_id``, else the item's ``id``, else one allocated from the
        example's id (a plugin may name its instances otherwise).
        """
        instance_id = instance_id or item.id
        props = dict(item.props)
        if phase is not None:
            props["phase"] = phase
        plugin = self.plugins.get(item.component)
        if plugin is not None and plugin.render is not None:
            out = plugin.render(self, item, example, instance_id=instance_id, phase=phase, actions=actions)
            return self.upgraded(item.component, out, props)
        instance_id = instance_id or self.ids.allocate(example.id)
        spec = self.specs[item.component]
        effective = resolve_phase(props.get("phase"), spec).name if spec.phases else None
        out = render_instance(spec, props, self.parts(item, example, effective, actions), instance_id=instance_id)
        return self.upgraded(item.component, out, props)

    # --- any item ------------------------------------------------------------------
    def item(self, item: Any, example: Example) -> tuple[Markup, Markup]:
        """``(preview, source)``: the markup shown, and the component markup alone for the HTML tab."""
        if isinstance(item, Instance):
            out = self.instance(item, example)
            return out, out
        if isinstance(item, Matrix):
            return self.matrix(item, example)
        return self.kinds[item.kind].render(item, self, example)

    def matrix(self, item: Matrix, example: Example) -> tuple[Markup, Markup]:
        """A grid: one column per value of the last axis, one row per combination of the others.

        The source is the first row only: the other instances differ in the axes' attributes alone.
        """
        *rows_axes, (col_name, col_values) = item.axes
        cells = [(combo, self.instance(inst, example)) for combo, inst in item.cells()]
        head = [Markup('<div class="xh-doc-matrix__head">{}</div>').format(_axis_value(col_name, v))
                for v in col_values]
        body: list[Markup] = []
        width = len(col_values)
        for r in range(0, len(cells), width):
            combo = cells[r][0]
            label = " · ".join(_axis_value(name, combo[name]) for name, _ in rows_axes)
            if label:
                body.append(Markup('<div class="xh-doc-matrix__row">{}</div>').format(label))
            body += [Markup('<div class="xh-doc-matrix__cell">{}</div>').format(cell) for _, cell in cells[r:r + width]]
        grid = Markup('<div class="xh-doc-matrix" style="--xh-doc-cols: {}">{}</div>').format(
            width, Markup("").join(head + body))
        rest = len(cells) - width
        note = Markup("<!-- {} more: every {}; they differ only in {} -->").format(
            rest, " × ".join(name for name, _ in item.axes),
            ", ".join(f"data-{name}" for name, _ in item.axes)) if rest > 0 else Markup("")
        return grid, Markup("").join(cell for _, cell in cells[:width]) + note


def _axis_value(name: str, value: Any) -> str:
    return f"no {name}" if value is None else str(value)


def action_markup(text: Any, demo: Demo) -> Markup:
    """A part's text followed by the demo's docs-only buttons (each moves the instance to a phase)."""
    buttons = Markup(" ").join(
        Markup('<button type="button" class="xh-doc-button{}" data-xh-action="{}" data-xh-to="{}"{}>{}</button>').format(
            Markup(" xh-doc-button--primary") if a.primary else "", a.name, a.phase,
            Markup(' data-xh-then="{}"').format(a.then) if a.then else "", a.label)
        for a in demo.actions)
    return Markup('<span class="xh-doc-actions__text">{}</span> <span class="xh-doc-actions">{}</span>').format(
        text, buttons)


@dataclass(frozen=True)
class Rendered:
    """An example rendered: the preview, the component markup for the HTML tab, the demo instance's id."""

    preview: Markup
    source: Markup
    demo_id: str | None = None


def render_items(example: Example, renderer: Renderer) -> Rendered:
    """Every item's markup, in order; a demo instance gets its action buttons in the preview only."""
    preview: list[Markup] = []
    source: list[Markup] = []
    demo_id = None
    for i, item in enumerate(example.items):
        if i == 0 and example.demo is not None and isinstance(item, Instance):
            demo_id = item.id or renderer.ids.allocate(example.id)
            preview.append(renderer.instance(item, example, instance_id=demo_id, actions=example.demo))
            source.append(renderer.instance(item, example, instance_id=demo_id))
        else:
            shown, markup = renderer.item(item, example)
            preview.append(shown)
            source.append(markup)
    return Rendered(Markup("").join(preview), Markup("").join(source), demo_id)
