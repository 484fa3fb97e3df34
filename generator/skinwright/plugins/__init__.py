"""Code a component needs beyond its spec: one module per component, registered by the spec's name.

Everything a component's folder holds (``styles/<name>/``: spec, skin,
examples, prose) is built without any code of its own: CSS, metadata, editor
data, tables, and a docs page whose live examples render the anatomy through
the spec's connect rules and run the spec's machine. A component whose
markup, examples or docs need more (derived text, views inside a part, items
that are not instances of a component, a command) adds one module that
defines ``PLUGIN``, a :class:`Plugin` named by the spec's ``name``:

- inside skinwright: ``skinwright/plugins/<name>.py`` (``-`` as ``_``),
  found by :func:`plugins`;
- in another installed package: an entry point of the group
  ``skinwright.plugins`` whose name is the component's and whose value is
  the module (``chat-card = "my_ds.chat_card"``).

A plugin applies to a project that has a component of its name. Every hook
is optional; the generic path is used for any hook a plugin leaves out. No
other module of the package names a component.

The custom element a component ships (``dist/js/<name>.element.js``) runs on
the spec alone: parts, attributes, machine and DOM event bindings. What a
spec cannot say in the browser (text a part derives, extra read-only members)
is the plugin's too: ``element`` names a JavaScript module beside the plugin
module (``tool_call.js`` next to ``tool_call.py``), which the build ships as
``js/<name>.plugin.js`` (its hooks: ``skinwright/elements/runtime/element.js``).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from importlib import resources
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

from ..diagnostics import Diagnostic, SkinwrightError

ENTRY_POINTS = "skinwright.plugins"


@dataclass(frozen=True)
class ItemKind:
    """An example item kind a plugin adds: ``- <name>: <value>`` in ``styles/<c>/examples/*.yaml``.

    Attributes:
        name: the item's key (``call``, ``view``, ``transcript``).
        schema: the JSON Schema of the value (published in ``example.schema.json``).
        load: ``load(value, at, ctx) -> item``; ``at`` is the value's pointer in
            the document, ``ctx`` a :class:`skinwright.docs.examples.model.LoadContext`
            (problems go to ``ctx.problems``).
        render: ``render(item, renderer, example) -> (preview, source)``: the markup
            shown, and the component markup alone for the HTML tab.
        phase: ``phase(item) -> str | None``: the phase the item shows (a group counts them).
        snippet: ``snippet(item, ctx) -> Unit | None``: its usage-snippet unit
            (:mod:`skinwright.docs.snippets.units`); ``None``: no snippet.
        tabs: ``tabs(example) -> [(label, language, code)]``: tabs that replace the
            framework snippets of an example holding such an item (a transcript
            shows the command that renders it).
    """

    name: str
    schema: Mapping[str, Any]
    load: Callable[..., Any]
    render: Callable[..., Any]
    phase: Callable[[Any], str | None] = lambda item: None
    snippet: Callable[..., Any] | None = None
    tabs: Callable[..., list[tuple[str, str, str]]] | None = None


@dataclass(frozen=True)
class Plugin:
    """What one component adds to the generic pipeline.

    Attributes:
        component: the spec's ``name``.
        render: ``render(renderer, item, example, *, instance_id, phase, actions) -> Markup``:
            an instance of the component in a live example (instead of
            :func:`skinwright.components.markup.render_instance`).
        snippet: ``snippet(item, ctx) -> Unit``: the usage-snippet unit of an instance.
        anatomy: ``anatomy(spec, examples, renderer) -> str``: the Markdown of the
            docs' anatomy section (instead of the generic sample, tree and table).
        items: example item kinds it adds.
        transcripts: ``transcripts(specs, text, path, **options) -> (page, diagnostics)``:
            renders a chat transcript as a page (``skinwright render``).
        requires: the other components its code draws (a card's views are another
            component's parts); a project needs them all for the plugin to apply.
        element: the file name of the element hooks, a JavaScript module in the
            plugin module's folder (read by :func:`element_hooks`).
        modules: ``modules(spec) -> {file name: text}``: more ES modules (and their
            ``.d.ts``) the build ships under ``js/``, named ``<component>.<what>.js``
            (exported as ``<package>/<component>/<what>``): what the hooks import
            lazily. Types their declarations export replace the spec's undescribed
            shapes of the same name in the component's declarations.
    """

    component: str
    render: Callable[..., Any] | None = None
    snippet: Callable[..., Any] | None = None
    anatomy: Callable[..., str] | None = None
    items: tuple[ItemKind, ...] = ()
    transcripts: Callable[..., Any] | None = None
    requires: tuple[str, ...] = field(default=())
    element: str | None = None
    modules: Callable[..., Mapping[str, str]] | None = None


_FOUND: dict[str, Plugin] | None = None
_HOME: dict[str, tuple[str, Any]] = {}  # component → (where its plugin comes from, its module)


def plugins() -> dict[str, Plugin]:
    """Every plugin by component name: this package's modules, then installed entry points.

    Raises:
        SkinwrightError: ``config/plugin`` when an entry point does not import, a
            module defines no ``PLUGIN``, or two plugins claim one component (an
            installed package's mistake, reported with its name, never a traceback).
    """
    global _FOUND
    if _FOUND is None:
        found: dict[str, Plugin] = {}
        sources = [(f"{__name__}.{info.name}", lambda n=f"{__name__}.{info.name}": importlib.import_module(n))
                   for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name)]
        sources += [(f"entry point '{ep.name}' ({ep.value}) of the group {ENTRY_POINTS}", ep.load)
                    for ep in sorted(entry_points(group=ENTRY_POINTS), key=lambda e: e.name)]
        for where, load in sources:
            try:
                module = load()
            except Exception as exc:  # a third party's import error: name the package, not our stack
                raise _broken(where, f"does not import: {type(exc).__name__}: {exc}") from None
            plugin = getattr(module, "PLUGIN", None)
            if not isinstance(plugin, Plugin):
                raise _broken(where, "defines no PLUGIN = Plugin(...)")
            if plugin.component in found:
                raise _broken(where, f"is a second plugin for the component '{plugin.component}'")
            found[plugin.component] = plugin
            _HOME[plugin.component] = (where, module)
        _FOUND = found
    return _FOUND


def _broken(where: str, what: str) -> SkinwrightError:
    return SkinwrightError([Diagnostic("config/plugin", f"plugin {where} {what}",
                                       hint="fix or uninstall the package that provides it")])


def active(components: Mapping[str, Any] | set[str] | tuple[str, ...]) -> dict[str, Plugin]:
    """The plugins that apply to a project with ``components`` (names): its own, with what they require."""
    names = set(components)
    return {name: p for name, p in plugins().items() if name in names and set(p.requires) <= names}


def item_kinds(components: Mapping[str, Any] | set[str] | tuple[str, ...]) -> dict[str, ItemKind]:
    """The example item kinds the active plugins add, by name."""
    return {kind.name: kind for plugin in active(components).values() for kind in plugin.items}


def element_hooks(plugin: Plugin) -> str | None:
    """The text of ``plugin``'s element hooks (its ``element`` file beside its module), or ``None``.

    The module may sit in a package (``skinwright.plugins.tool_call``) or stand
    alone (an installed ``acme_badge.py``): the file is looked up beside it.

    Raises:
        SkinwrightError: ``config/plugin`` when the file is not there.
    """
    if not plugin.element:
        return None
    plugins()
    where, module = _HOME[plugin.component]
    package = module.__spec__.parent if module.__spec__ else ""
    folder = resources.files(package) if package else Path(module.__file__).parent
    try:
        return folder.joinpath(plugin.element).read_text(encoding="utf-8")
    except OSError as exc:
        raise _broken(where, f"names element hooks '{plugin.element}', which are not beside its module "
                             f"({type(exc).__name__})") from None
