"""Usage snippets for an example, per framework, from the example's own data.

Each imports what ``skinwright build`` ships (:mod:`.names`): the elements
and style sheets of the project's npm package. Three targets:

- **Vue**: the custom elements in a template, props bound as properties
  (``:start-time``), ``@<event>`` for a component event;
- **Web Components**: the custom element with attributes, the content parts
  as named slots, objects and ``false`` booleans set as properties, events
  with the payload in ``event.detail``;
- **React**: the same custom element in JSX (React 19 sets custom-element
  props that the element defines as properties and turns ``on<event>`` props
  into listeners).

Each item of the example is a unit (:mod:`.units`); a demo's instance is
written with its ``phase`` owned by the host and a listener for the event its
machine emits.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from ...components.spec import ComponentSpec
from ..examples.model import Example, Instance
from .js import UNDEFINED, Consts, El, Expr, Lit, indent_code, js, kebab, pascal
from .names import Names
from .printers import HtmlFormat, JsxFormat, VueFormat, lines
from .units import Context, MatrixUnit, Unit


@dataclass(frozen=True)
class DemoSnippet:
    """What a demo's snippet adds: the starting phase, its type, and the event the machine emits."""

    phase: Any
    phase_type: str
    event: str | None = None
    payload: str | None = None
    fields: tuple[str, ...] = ()
    sources: str | None = None
    """The type text of the event's ``source`` field (``'user' | 'auto' | 'api'``), when it has one."""


def demo_snippet(example: Example, specs: Mapping[str, ComponentSpec]) -> DemoSnippet | None:
    """The demo's snippet data, or ``None`` (no demo, or a component without a ``phase`` prop)."""
    if example.demo is None or not isinstance(example.items[0], Instance):
        return None
    item = example.items[0]
    spec = specs[item.component]
    prop = spec.prop("phase")
    if prop is None:
        return None
    emitted = next((a["emit"] for s in (spec.machine or {}).get("states", {}).values()
                    for ts in s.get("on", {}).values() for t in ts for a in t.get("actions", []) if "emit" in a), None)
    event = next((e for e in spec.events if e["name"] == emitted), None)
    fields = tuple(f["name"] for f in event["fields"]) if event else ()
    source = next((f["type"] for f in event["fields"] if f["name"] == "source"), None) if event else None
    return DemoSnippet(item.props.get("phase") or prop.default, prop.type, emitted,
                       event["payload"] if event else None, fields, source)


def _units(example: Example, ctx: Context) -> Iterator[tuple[int, Unit]]:
    for i, item in enumerate(example.items):
        unit = ctx.unit(item)
        if unit is not None:
            yield i, unit


def _tags(els: list[El]) -> list[str]:
    out: list[str] = []
    stack = list(reversed(els))
    while stack:
        el = stack.pop()
        out.append(el.tag)
        stack += [c for c in reversed(el.children) if isinstance(c, El)]
    return out


def _const_lines(consts: Consts) -> list[str]:
    return [f"const {name} = {js(value)}" for name, value in consts.items]


def _plural(name: str) -> str:
    return name + "es" if name.endswith(("s", "x")) else name + "s"


def _key(axes) -> str:
    return "`" + "-".join("${" + name + "}" for name, _ in axes) + "`"


def _axis_lists(unit: MatrixUnit, consts: Consts) -> list[tuple[str, str]]:
    return [(name, consts.add(_plural(name), [UNDEFINED if v is None else v for v in values]))
            for name, values in unit.axes]


def _skins(tags: list[str], names: Names) -> list[str]:
    """The style sheets a snippet links: the tokens, then the skin of each component it uses."""
    used = set(tags)
    components = [c for c in sorted(names.specs) if names.element(c) in used]
    return [names.tokens] + [names.skin(c) for c in components or [names.spec.name]]


def _handler(demo: DemoSnippet) -> str:
    return "on" + pascal(demo.event or "change")


def vue_snippet(example: Example, ctx: Context, names: Names) -> str:
    """A Vue 3 single-file component (``<script setup>``) rendering the example's custom elements.

    Vue binds a custom element's props as DOM properties when the element
    defines them (``:start-time`` sets ``startTime``) and listens to its
    events with ``@<event>``; its compiler is told which tags are custom
    elements (``compilerOptions.isCustomElement``), as Vue's guide "Vue and
    Web Components" says.
    """
    consts = Consts()
    body: list[str] = []
    trees: list[El] = []
    demo = demo_snippet(example, ctx.specs)
    fmt = VueFormat()
    for i, unit in _units(example, ctx):
        if isinstance(unit, MatrixUnit):
            lists = _axis_lists(unit, consts)
            el, = unit.element(names, consts)
            el.attrs = [(name, Expr(name)) for name, _ in unit.axes] + [a for a in el.attrs
                                                                      if a[0] not in dict(unit.axes)]
            *outer, (last, last_list) = lists
            el.directives = [f'v-for="{last} in {last_list}"', f':key="{last}"']
            out = lines(el, len(outer), fmt)
            for depth, (name, values) in reversed(list(enumerate(outer))):
                pad = "  " * depth
                out = [f'{pad}<template v-for="{name} in {values}" :key="String({name})">'] + out + [f"{pad}</template>"]
            body += out
            trees.append(el)
            continue
        els = unit.element(names, consts)
        if i == 0 and demo is not None:
            els[0].attrs = [("phase", Expr("phase"))] + [a for a in els[0].attrs if a[0] != "phase"]
            if demo.event:
                els[0].events = [(demo.event, _handler(demo))]
        for el in els:
            body += lines(el, 0, fmt)
        trees += els
    tags = _tags(trees)
    elements = [t for t in _elements(tags, names) if t in tags]
    script = ["import { ref } from 'vue'"] if demo is not None else []
    script += [f"import '{names.element_module(t)}'  // defines <{t}>" for t in elements]
    script += [f"import '{skin}'" for skin in _skins(tags, names)]
    if demo is not None:  # the element module's declarations carry the spec's types
        types = ([demo.payload] if demo.payload and demo.event else []) + [demo.phase_type]
        module = names.element_module(names.element(example.items[0].component))
        script.append(f"import type {{ {', '.join(types)} }} from '{module}'")
    script.append("// vite.config: vue({ template: { compilerOptions: { isCustomElement: (tag) => "
                  f"{js(elements)}.includes(tag) }} }} }})")
    if consts.items or demo is not None:
        script.append("")
    script += _const_lines(consts)
    if demo is not None:
        script += ["", "// The host owns the phase; the component's machine follows it.",
                   f"const phase = ref<{demo.phase_type}>({js(demo.phase)})"]
        if demo.event:
            event = f"event: CustomEvent<{demo.payload}>" if demo.payload else "event: CustomEvent"
            if demo.sources:
                script += ["const lastSource = ref('not yet')", f"function {_handler(demo)}({event}) {{",
                           f"  lastSource.value = event.detail.source  // {demo.sources}", "}"]
            else:
                script += [f"function {_handler(demo)}({event}) {{", "  console.log(event.detail)", "}"]
    return ('<script setup lang="ts">\n' + "\n".join(script) + "\n</script>\n\n<template>\n" +
            "\n".join("  " + line for line in body) + "\n</template>\n")


def _elements(tags: list[str], names: Names) -> list[str]:
    """The custom elements among ``tags``, sorted (the page component's own always)."""
    known = {names.element(c) for c in names.specs} | {names.element(names.spec.name)}
    return sorted({t for t in tags if t in known} | {names.element(names.spec.name)})


def react_snippet(example: Example, ctx: Context, names: Names) -> str:
    """A React 19 function component rendering the custom elements in JSX."""
    consts = Consts()
    body: list[str] = []
    trees: list[El] = []
    demo = demo_snippet(example, ctx.specs)
    fmt = JsxFormat()
    for i, unit in _units(example, ctx):
        if isinstance(unit, MatrixUnit):
            lists = _axis_lists(unit, consts)
            el, = unit.element(names, consts)
            el.directives = [f"key={{{_key(unit.axes)}}}"]
            el.attrs = [(name, Expr(name)) for name, _ in unit.axes] + el.attrs
            n = len(lists)
            out = [f"{{{lists[0][1]}.map(({lists[0][0]}) =>" + (" (" if n == 1 else "")]
            out += [("  " * d) + f"{values}.map(({name}) =>" + (" (" if d == n - 1 else "")
                    for d, (name, values) in enumerate(lists[1:], 1)]
            out += lines(el, n, fmt)
            out += [("  " * d) + ("))" if d == n - 1 else ")") for d in range(n - 1, 0, -1)]
            out.append("))}" if n == 1 else ")}")
            body += out
            trees.append(el)
            continue
        els = unit.element(names, consts)
        if i == 0 and demo is not None:
            els[0].attrs = [("phase", Expr("phase"))] + [a for a in els[0].attrs if a[0] != "phase"]
            if demo.event:
                els[0].events = [(demo.event, "(event) => setLastSource(event.detail.source)" if demo.sources
                                  else "(event) => console.log(event.detail)")]
        for el in els:
            body += lines(el, 0, fmt)
        trees += els
    tags = _tags(trees)
    head = ["import { useState } from 'react'"] if demo is not None else []
    head += [f"import '{names.element_module(t)}'  // defines <{t}>" for t in _elements(tags, names)
             if t in tags]
    head += [f"import '{skin}'" for skin in _skins(tags, names)]
    out = head + [""] + _const_lines(consts) + ([""] if consts.items else [])
    out.append(f"export function {pascal(example.id)}Example() {{")
    if demo is not None:
        out.append(f"  const [phase, setPhase] = useState({js(demo.phase)})  // the host moves it")
        if demo.sources:
            out.append("  const [lastSource, setLastSource] = useState('not yet')")
    out.append("  return (")
    roots = sum(1 for line in body if line.startswith(("<", "{")) and not line.startswith("</"))
    if roots == 1:
        out += ["    " + line for line in body]
    else:
        out += ["    <>"] + ["      " + line for line in body] + ["    </>"]
    out += ["  )", "}"]
    return "\n".join(out) + "\n"


class _Ids:
    def __init__(self, base: str) -> None:
        self.base, self.n = base, 0

    def next(self) -> str:
        self.n += 1
        return f"{self.base}-{self.n}"


def _script_sets(el: El, ids: _Ids) -> list[str]:
    """Statements for what HTML cannot carry (objects, ``false`` booleans, hoisted text), at any depth.

    The elements they target get ids (added to ``el`` in place).
    """
    own = [f"{k} = {v.code}" for k, v in el.attrs if isinstance(v, Expr)]
    own += [f"{k} = false" for k, v in el.attrs if isinstance(v, Lit) and v.value is False]
    own += [f"textContent = {c.code}" for c in el.children if isinstance(c, Expr)]
    out: list[str] = []
    if own:
        ident = ids.next()
        el.attrs.insert(0, ("id", Lit(ident)))
        out += [f"document.getElementById('{ident}').{s}" for s in own]
    for child in el.children:
        if isinstance(child, El):
            out += _script_sets(child, ids)
    return out


def elements_snippet(example: Example, ctx: Context, names: Names) -> str:
    """Plain HTML with the custom elements; what attributes cannot carry is set from a module script."""
    consts = Consts()
    ids = _Ids(example.id)
    body: list[str] = []
    script: list[str] = []
    trees: list[El] = []
    demo = demo_snippet(example, ctx.specs)
    fmt = HtmlFormat()
    for i, unit in _units(example, ctx):
        if isinstance(unit, MatrixUnit):
            lists = _axis_lists(unit, consts)
            el, = unit.element(names, consts)
            template, target = ids.next(), ids.next()
            body += [f'<template id="{template}">'] + lines(el, 1, fmt) + ["</template>", f'<div id="{target}"></div>']
            loops = " ".join(f"for (const {name} of {values})" for name, values in lists)
            script += ["{", f"  const template = document.getElementById('{template}')",
                       f"  const target = document.getElementById('{target}')", f"  {loops} {{",
                       "    const el = template.content.firstElementChild.cloneNode(true)"]
            script += [f"    if ({name}) el.setAttribute('{kebab(name)}', {name})" for name, _ in unit.axes]
            script += [f"    el.{k} = {v.code}" for k, v in el.attrs if isinstance(v, Expr)]
            script += [f"    el.{k} = false" for k, v in el.attrs if isinstance(v, Lit) and v.value is False]
            script += ["    target.append(el)", "  }", "}"]
            trees.append(el)
            continue
        roots = unit.element(names, consts)
        if i == 0 and demo is not None and isinstance(example.items[0], Instance):
            ident = ids.next()
            roots[0].attrs.insert(0, ("id", Lit(ident)))
            var = pascal(unit.component)[:1].lower() + pascal(unit.component)[1:]
            script.append(f"const {var} = document.getElementById('{ident}')")
            if demo.event:
                script += [f"{var}.addEventListener('{demo.event}', (event) => {{",
                           f"  const {{ {', '.join(demo.fields)} }} = event.detail"
                           + (f"  // source: {demo.sources}" if demo.sources else ""), "})"]
            settled = next((ph.name for ph in ctx.specs[unit.component].phases if ph.settled), None)
            if settled:
                script.append(f"// The host owns the phase: {var}.phase = '{settled}' when the work settles.")
        for root in roots:
            script += _script_sets(root, ids)
            body += lines(root, 0, fmt)
        trees += roots
    tags = _tags(trees)
    # No bundler: the files of the installed package, by path (a bare import needs a bundler or an import map).
    head = [f"<!-- npm install {names.package_name}; the paths are relative to the folder that holds node_modules -->"]
    head += [f'<link rel="stylesheet" href="node_modules/{skin}">' for skin in _skins(tags, names)]
    head += [f'<script type="module" src="node_modules/{names.element_file(t)}"></script>'
             for t in _elements(tags, names)]
    head.append("")
    tail: list[str] = []
    code = _const_lines(consts) + script
    if code:
        tail = ["", '<script type="module">'] + indent_code([line for block in code for line in block.split("\n")],
                                                            "  ") + ["</script>"]
    return "\n".join(head + body + tail) + "\n"


def framework_tabs(example: Example, ctx: Context, names: Names) -> list[tuple[str, str, str]]:
    """``(label, language, code)`` of the usage tabs; an item kind may replace them (a transcript: its command)."""
    for item in example.items:
        kind = ctx.kinds.get(getattr(item, "kind", None))
        if kind is not None and kind.tabs is not None:
            return kind.tabs(example)
    return [("Vue", "vue", vue_snippet(example, ctx, names)),
            ("React", "tsx", react_snippet(example, ctx, names)),
            ("Web Components", "html", elements_snippet(example, ctx, names))]
