"""What product teams install: a dependency-free ES module per component, and the npm package around them.

From each component's spec the build writes ``js/<name>.machine.js`` (the
machine, run by the shared ``js/machine.js``), ``js/<name>.connect.js`` (the
connect rules as one function) and ``js/<name>.element.js`` (a custom element
on the shared ``js/element.js``), with TypeScript declarations; behaviour a
spec cannot state (text a part shows, extra API members) comes from the
element hooks the component's plugin names (:mod:`skinwright.plugins`),
copied as ``js/<name>.plugin.js``.
"""

from __future__ import annotations

from importlib import resources
from typing import Mapping, Sequence

from ..components.spec import ComponentSpec
from .dts import connect_dts, element_dts, exported_types, machine_dts, plugin_dts, provide
from .modules import connect_module, element_module, machine_module

RUNTIME = ("machine.js", "machine.d.ts", "connect.js", "connect.d.ts", "element.js", "element.d.ts")
"""The shared modules every component's modules import, with their declarations (``elements/runtime/``)."""

def runtime_text(name: str) -> str:
    """The text of the shared runtime module ``name``."""
    return resources.files(__package__).joinpath("runtime", name).read_text(encoding="utf-8")


def js_files(specs: Sequence[ComponentSpec], plugins: Mapping[str, str] | None = None,
             modules: Mapping[str, Mapping[str, str]] | None = None) -> dict[str, str]:
    """``{file name under js/: text}`` for ``specs``; ``plugins`` maps a component to its hooks' text,
    ``modules`` to the more modules its plugin ships (file name → text), whose declarations' exported
    types stand for the spec's undescribed shapes of the same name."""
    if not specs:
        return {}  # no component: nothing for the shared modules to run
    plugins, modules = plugins or {}, modules or {}
    out = {name: runtime_text(name) for name in RUNTIME}
    for spec in specs:
        extra = modules.get(spec.name, {})
        out.update(extra)
        provided = {t: f"./{n[:-len('.d.ts')]}.js" for n, text in extra.items() if n.endswith(".d.ts")
                    for t in exported_types(text)}
        if spec.machine:
            out[f"{spec.name}.machine.js"] = machine_module(spec)
            out[f"{spec.name}.machine.d.ts"] = machine_dts(spec)
        out[f"{spec.name}.connect.js"] = connect_module(spec)
        out[f"{spec.name}.connect.d.ts"] = provide(connect_dts(spec), provided)
        if spec.name in plugins:
            out[f"{spec.name}.plugin.js"] = plugins[spec.name]
            out[f"{spec.name}.plugin.d.ts"] = plugin_dts(spec, plugins[spec.name])
        out[f"{spec.name}.element.js"] = element_module(spec, plugin=plugins.get(spec.name))
        out[f"{spec.name}.element.d.ts"] = element_dts(spec)
    return out
