"""Usage snippets for an example, per framework of the spec's artefacts, from the example's own data.

Three targets, named by the spec's ``artefacts``:

- **Vue**: the part components (``XhToolCallRoot`` …) composed as the anatomy
  says, props as kebab-case attributes, ``@open-change`` for the event;
- **Web Components**: the custom element (``<xh-tool-call>``) with
  attributes, the content parts as named slots (``slot="label"`` …), objects
  and ``false`` booleans set as properties, ``open-change`` with the payload
  in ``event.detail``;
- **React**: the same custom element in JSX (React 19 sets custom-element
  props that the element defines as properties and turns ``on<event>`` props
  into listeners).

Package names are not part of a spec: the Vue components and the custom
elements are imported from ``<scope>/vue`` and ``<scope>/elements``, where
``<scope>`` is the npm scope of the skin artefact (``@xihan-ui/styles/…``).
Result views go in as ``<xh-tool-result>`` / ``XhToolResult`` with the
producer's view data (seed 002: ``{card, …}``), groups as the group
component, both named by their own specs when those are loaded.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Any

from ..components.spec import ComponentSpec
from ..intents import view_for
from ..views.card import card_content
from .examples import CallItem, CardItem, Example, GroupItem, MatrixItem, TranscriptItem

# A node of a snippet: tag, attributes, children. Attribute values and
# children are Lit (literal text) or Expr (code in the target language).


@dataclass(frozen=True)
class Lit:
    value: Any


@dataclass(frozen=True)
class Expr:
    code: str


@dataclass
class El:
    tag: str
    attrs: list[tuple[str, Lit | Expr]] = field(default_factory=list)
    children: list["El | Lit | Expr"] = field(default_factory=list)
    events: list[tuple[str, str]] = field(default_factory=list)
    directives: list[str] = field(default_factory=list)
    """Written as is, first (``v-for="…"``, ``key={…}``)."""


def pascal(name: str) -> str:
    return "".join(w[:1].upper() + w[1:] for w in re.split(r"[-_\s]+", name) if w)


def kebab(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"-\1", name).lower()


_IDENT = re.compile(r"[A-Za-z_$][\w$]*")
WIDTH = 72
"""Literals longer than this are written over several lines."""


UNDEFINED = object()
"""Stands for JavaScript's ``undefined`` (a prop left unset), as opposed to ``null`` data."""


def js_number(value: int | float) -> str:
    """``30.0`` → ``30``; other numbers as JSON writes them."""
    return str(int(value)) if isinstance(value, float) and value.is_integer() else json.dumps(value)


def js(value: Any, indent: str = "") -> str:
    """A JavaScript literal: strings single-quoted when that needs no escapes, bare keys,
    :data:`UNDEFINED` as ``undefined``; objects and arrays longer than :data:`WIDTH` over several lines (``indent`` is the
    current line's indentation), long multi-line strings as template literals."""
    if value is None:
        return "null"
    if value is UNDEFINED:
        return "undefined"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return js_number(value)
    if isinstance(value, str):
        if "\n" in value and len(value) > WIDTH:
            return "`" + value.replace("\\", "\\\\").replace("`", "\\`").replace("${", "\\${") + "`"
        if "'" not in value and "\\" not in value and "\n" not in value:
            return f"'{value}'"
        return json.dumps(value, ensure_ascii=False)
    inner = indent + "  "
    if isinstance(value, Mapping):
        items = [f"{k if _IDENT.fullmatch(k) else js(k)}: {js(v, inner)}" for k, v in value.items()]
        flat = "{ " + ", ".join(items) + " }" if items else "{}"
    else:
        items = [js(v, inner) for v in value]
        flat = "[" + ", ".join(items) + "]"
    if len(flat) + len(indent) <= WIDTH and "\n" not in flat:
        return flat
    close = "}" if isinstance(value, Mapping) else "]"
    return ("{" if close == "}" else "[") + "\n" + "".join(f"{inner}{item},\n" for item in items) + indent + close


@dataclass
class Names:
    """Artefact names the snippets use, from the specs."""

    spec: ComponentSpec
    related: Mapping[str, ComponentSpec] = field(default_factory=dict)

    @property
    def scope(self) -> str:
        skin = str(self.spec.artefacts.get("skin", ""))
        return skin.split("/")[0] if skin.startswith("@") else "@xihan-ui"

    @property
    def vue_package(self) -> str:
        return f"{self.scope}/vue"

    @property
    def elements_package(self) -> str:
        return f"{self.scope}/elements"

    @property
    def element(self) -> str:
        return self.spec.artefacts.get("custom_element", f"xh-{self.spec.name}")

    def vue(self, part: str, spec: ComponentSpec | None = None) -> str | None:
        spec = spec or self.spec
        name = f"Xh{pascal(spec.name)}{pascal(part)}"
        return name if name in spec.artefacts.get("vue_components", ()) else None

    def related_element(self, component: str) -> str:
        other = self.related.get(component)
        return (other.artefacts.get("custom_element") if other else None) or f"xh-{component}"

    def related_vue(self, component: str) -> str:
        other = self.related.get(component)
        if other is not None:
            names = other.artefacts.get("vue_components", ())
            root = f"Xh{pascal(component)}Root"
            if root in names:
                return root
            if names:
                return names[0]
        return f"Xh{pascal(component)}"


# --- one card as data ---------------------------------------------------------------

@dataclass
class Card:
    """What a snippet shows of one card: props, text content, views, sub-cards."""

    props: dict[str, Any]
    label: str | None = None
    summary: str | None = None
    approval: str | None = None
    input: str | None = None
    output: str | None = None
    error: str | None = None
    errored: bool = False
    views: dict[str, Any] = field(default_factory=dict)
    """``input``/``output`` → the view data a result component takes."""
    sub: list["Card"] = field(default_factory=list)


def card_of(item: CardItem | CallItem, example: Example, spec: ComponentSpec) -> Card:
    if isinstance(item, CardItem):
        c = item.content
        props = dict(item.props)
        if example.locale != "en" and "translations" not in props:
            props["translations"] = example.options.card_translations
        phase = spec.phase(props.get("phase")) or spec.phase((spec.prop("phase").default if spec.prop("phase") else None))
        return Card(props, c.get("label"), c.get("summary"), c.get("approval"), c.get("input"), c.get("output"),
                    c.get("error"), errored=bool(phase and phase.errored))
    cc = card_content(item.call, example.options)
    intent, call_view, result_view = view_for(item.call)
    props = {k: v for k, v in cc.props.items() if k != "open"}
    props["defaultOpen"] = True
    views = {}
    if cc.content.get("input") and call_view is not None:
        views["input"] = _view_data(intent, call_view)
    if result_view is not None:
        views["output"] = _view_data(intent, result_view)
    card = Card(props, cc.content["label"], cc.content.get("summary"), cc.content.get("approval"),
                error=cc.content.get("error"), errored=item.call.phase == "output-error", views=views)
    card.sub = [card_of(CallItem({}, s), example, spec) for s in item.call.sub_calls]
    return card


def _view_data(intent: str, view: Any) -> Any:
    if isinstance(view, Mapping):
        return {"card": intent, **{k: v for k, v in view.items() if k != "card" and v is not None}}
    return {"card": intent}


# --- trees ---------------------------------------------------------------------------

class Consts:
    """Names for hoisted values (``input``, ``input2`` …) in declaration order."""

    def __init__(self) -> None:
        self.items: list[tuple[str, Any]] = []
        self._used: set[str] = set()

    def add(self, base: str, value: Any) -> str:
        """A name for ``value``; the same value under the same base reuses its name."""
        for name, existing in self.items:
            if re.sub(r"\d+$", "", name) == base and existing == value:
                return name
        name, n = base, 1
        while name in self._used:
            n += 1
            name = f"{base}{n}"
        self._used.add(name)
        self.items.append((name, value))
        return name


_SIMPLE = re.compile(r"[^<>{}&\n`]*")


def _text(value: str, consts: Consts, base: str) -> Lit | Expr:
    if _SIMPLE.fullmatch(value) and len(value) <= 60:
        return Lit(value)
    return Expr(consts.add(base, value))


def _code_block(value: str, consts: Consts, base: str) -> El:
    return El("pre", children=[El("code", children=[_text(value, consts, base)])])


def vue_card(card: Card, names: Names, consts: Consts, events: list[tuple[str, str]] | None = None,
             props: list[tuple[str, Lit | Expr]] | None = None) -> El:
    """``XhToolCallRoot`` with the anatomy's part components."""
    v = lambda part: names.vue(part) or f"Xh{pascal(names.spec.name)}{pascal(part)}"  # noqa: E731
    attrs = list(props or [])
    given = {k for k, _ in attrs}
    for key, value in card.props.items():
        if key in given:
            continue
        attrs.append((key, Lit(value) if isinstance(value, (str, bool, int, float)) else Expr(consts.add(key, value))))
    trigger = [El(v("indicator"))]
    if card.label is not None:
        trigger.append(El(v("label"), children=[_text(card.label, consts, "label")]))
    trigger.append(El(v("status")))
    if card.summary:
        trigger.append(El(v("summary"), children=[_text(card.summary, consts, "summary")]))
    if "startTime" in card.props and "endTime" in card.props:
        trigger.append(El(v("duration")))
    children: list[El | Lit | Expr] = [El(v("trigger"), children=trigger)]
    if card.approval:
        children.append(El(v("approval"), children=[_text(card.approval, consts, "approval")]))
    details: list[El | Lit | Expr] = []
    for part in ("input", "output"):
        body: list[El | Lit | Expr] = []
        if part == "output":
            body += [vue_card(s, names, consts) for s in card.sub]
        if part in card.views:
            body.append(El(names.related_vue("tool-result"),
                           [("view", Expr(consts.add(f"{part}View", card.views[part])))]))
        elif getattr(card, part):
            body.append(_code_block(getattr(card, part), consts, part))
        if body:
            details.append(El(v(part), children=body))
    if card.error:
        details.append(El(v("error"), children=[_text(card.error, consts, "error")]))
    elif card.errored:
        details.append(El(v("error")))
    children.append(El(v("content"), children=details))
    return El(v("root"), attrs, children, events=list(events or []))


def element_card(card: Card, names: Names, consts: Consts) -> El:
    """``<xh-tool-call>`` with the content parts as named slots."""
    attrs: list[tuple[str, Lit | Expr]] = []
    for key, value in card.props.items():
        attrs.append((key, Lit(value) if isinstance(value, (str, bool, int, float)) else Expr(consts.add(key, value))))
    children: list[El | Lit | Expr] = []
    slot = lambda name: [("slot", Lit(name))]  # noqa: E731
    if card.label is not None:
        children.append(El("span", slot("label"), [_text(card.label, consts, "label")]))
    if card.summary:
        children.append(El("span", slot("summary"), [_text(card.summary, consts, "summary")]))
    if card.approval:
        children.append(El("div", slot("approval"), [_text(card.approval, consts, "approval")]))
    for part in ("input", "output"):
        if part == "output":
            for s in card.sub:
                sub = element_card(s, names, consts)
                sub.attrs.insert(0, ("slot", Lit("output")))
                children.append(sub)
        if part in card.views:
            children.append(El(names.related_element("tool-result"),
                               slot(part) + [("view", Expr(consts.add(f"{part}View", card.views[part])))]))
        elif getattr(card, part):
            block = _code_block(getattr(card, part), consts, part)
            block.attrs = slot(part)
            children.append(block)
    if card.error:
        children.append(El("div", slot("error"), [_text(card.error, consts, "error")]))
    return El(names.element, attrs, children)


# --- printers ------------------------------------------------------------------------

def _lines(el: El | Lit | Expr, depth: int, fmt) -> list[str]:
    pad = "  " * depth
    if not isinstance(el, El):
        return [pad + fmt.child(el)]
    start = fmt.start(el)
    if not el.children:
        return [pad + fmt.empty(el, start)]
    inline = all(not isinstance(c, El) for c in el.children) or (
        len(el.children) == 1 and isinstance(el.children[0], El) and el.children[0].tag in ("code",)
        and not any(isinstance(c, El) for c in el.children[0].children))
    if inline:
        return [pad + start + "".join(fmt.inline(c) for c in el.children) + f"</{el.tag}>"]
    out = [pad + start]
    for c in el.children:
        out += _lines(c, depth + 1, fmt)
    out.append(pad + f"</{el.tag}>")
    return out


class VueFormat:
    def attr(self, name: str, value: Lit | Expr) -> str:
        key = kebab(name) if name != "slot" else name
        if isinstance(value, Expr):
            return f':{key}="{value.code}"'
        if isinstance(value.value, bool):
            return key if value.value else f':{key}="false"'
        if isinstance(value.value, (int, float)):
            return f':{key}="{js_number(value.value)}"'
        return f'{key}="{escape(value.value)}"'

    def start(self, el: El) -> str:
        parts = el.directives + [self.attr(k, v) for k, v in el.attrs] + \
            [f'@{name}="{code}"' for name, code in el.events]
        return f"<{el.tag}" + "".join(" " + p for p in parts) + ">"

    def empty(self, el: El, start: str) -> str:
        return start[:-1] + " />"

    def child(self, c: Lit | Expr) -> str:
        return self.inline(c)

    def inline(self, c) -> str:
        if isinstance(c, El):
            return self.start(c) + "".join(self.inline(x) for x in c.children) + f"</{c.tag}>"
        return "{{ " + c.code + " }}" if isinstance(c, Expr) else escape(str(c.value), quote=False)


class JsxFormat(VueFormat):
    def attr(self, name: str, value: Lit | Expr) -> str:
        if isinstance(value, Expr):
            return f"{name}={{{value.code}}}"
        if isinstance(value.value, bool):
            return name if value.value else f"{name}={{false}}"
        if isinstance(value.value, (int, float)):
            return f"{name}={{{js_number(value.value)}}}"
        return f'{name}="{escape(value.value)}"'

    def start(self, el: El) -> str:
        parts = el.directives + [self.attr(k, v) for k, v in el.attrs] + \
            [f"on{name}={{{code}}}" for name, code in el.events]
        return f"<{el.tag}" + "".join(" " + p for p in parts) + ">"

    def empty(self, el: El, start: str) -> str:
        return start[:-1] + " />"

    def inline(self, c) -> str:
        if isinstance(c, El):
            return self.start(c) + "".join(self.inline(x) for x in c.children) + f"</{c.tag}>"
        if isinstance(c, Expr):
            return "{" + c.code + "}"
        text = str(c.value)
        return "{" + js(text) + "}" if re.search(r"[{}<>]", text) else text


class HtmlFormat(VueFormat):
    """Plain HTML for custom elements: attributes only; Expr values are set from script (by id)."""

    def attr(self, name: str, value: Lit | Expr) -> str | None:
        if isinstance(value, Expr):
            return None
        if isinstance(value.value, bool):
            return kebab(name) if value.value else None
        if isinstance(value.value, (int, float)):
            return f'{kebab(name)}="{js_number(value.value)}"'
        return f'{kebab(name)}="{escape(str(value.value))}"'

    def start(self, el: El) -> str:
        parts = [p for p in (self.attr(k, v) for k, v in el.attrs) if p]
        return f"<{el.tag}" + "".join(" " + p for p in parts) + ">"

    def empty(self, el: El, start: str) -> str:
        return start + f"</{el.tag}>"

    def inline(self, c) -> str:
        if isinstance(c, El):
            return self.start(c) + "".join(self.inline(x) for x in c.children) + f"</{c.tag}>"
        if isinstance(c, Expr):
            return ""  # filled from script
        return escape(str(c.value), quote=False)


# --- per example ----------------------------------------------------------------------

@dataclass
class Unit:
    """One top-level piece of an example: a card, a group of cards, or a matrix of one card."""

    kind: str  # card | group | matrix
    cards: list[Card]
    open: bool = True
    axes: tuple[tuple[str, tuple[Any, ...]], ...] = ()


def units(example: Example, spec: ComponentSpec) -> list[Unit]:
    out: list[Unit] = []
    for item in example.items:
        if isinstance(item, (CardItem, CallItem)):
            out.append(Unit("card", [card_of(item, example, spec)]))
        elif isinstance(item, GroupItem):
            out.append(Unit("group", [card_of(i, example, spec) for i in item.items], item.open))
        elif isinstance(item, MatrixItem):
            out.append(Unit("matrix", [card_of(item.card, example, spec)], axes=item.axes))
    return out


def _demo_phase(example: Example, spec: ComponentSpec) -> str | None:
    """The demo card's starting phase (the host owns it in the snippets), or None without a demo."""
    if not example.demo or not isinstance(example.items[0], CardItem):
        return None
    prop = spec.prop("phase")
    return example.items[0].props.get("phase") or (prop.default if prop else None)


def _const_lines(consts: Consts) -> list[str]:
    return [f"const {name} = {js(value)}" for name, value in consts.items]


def _plural(name: str) -> str:
    return name + "es" if name.endswith(("s", "x")) else name + "s"


def _key(axes) -> str:
    return "`" + "-".join("${" + name + "}" for name, _ in axes) + "`"


def vue_snippet(example: Example, names: Names) -> str:
    """A Vue 3 single-file component (``<script setup>``) that renders the example."""
    spec = names.spec
    consts = Consts()
    body: list[str] = []
    phase = _demo_phase(example, spec)
    fmt = VueFormat()
    for i, unit in enumerate(units(example, spec)):
        if unit.kind == "matrix":
            lists = [(name, consts.add(_plural(name), [UNDEFINED if v is None else v for v in values]))
                     for name, values in unit.axes]
            el = vue_card(unit.cards[0], names, consts, props=[(name, Expr(name)) for name, _ in unit.axes])
            *outer, (last, last_list) = lists
            el.directives = [f'v-for="{last} in {last_list}"', f':key="{last}"']
            lines = _lines(el, len(outer), fmt)
            for depth, (name, values) in reversed(list(enumerate(outer))):
                pad = "  " * depth
                lines = [f'{pad}<template v-for="{name} in {values}" :key="String({name})">'] + lines + \
                    [f"{pad}</template>"]
            body += lines
        elif unit.kind == "card":
            demo = i == 0 and phase is not None
            el = vue_card(unit.cards[0], names, consts, events=[("open-change", "onOpenChange")] if demo else None,
                          props=[("phase", Expr("phase"))] if demo else None)
            body += _lines(el, 0, fmt)
        else:
            group = El(names.related_vue("tool-call-group"), [("defaultOpen", Lit(unit.open))],
                       [vue_card(c, names, consts) for c in unit.cards])
            body += _lines(group, 0, fmt)
    used = sorted(set(re.findall(r"<(Xh[A-Za-z]+)", "\n".join(body))),
                  key=lambda n: (not n.startswith(f"Xh{pascal(spec.name)}"), n))
    script = []
    if phase is not None:
        script.append("import { ref } from 'vue'")
    script += ["import {"] + [f"  {n}," for n in used]
    if phase is not None:
        script += [f"  type {pascal(spec.name)}OpenChangeDetails,", f"  type {pascal(spec.name)}Phase,"]
    script += [f"}} from '{names.vue_package}'", f"import '{spec.artefacts.get('skin', '')}'"]
    if consts.items or phase is not None:
        script.append("")
    script += _const_lines(consts)
    if phase is not None:
        script += [
            "",
            "// The host owns the phase; the card opens and closes on its own until the user toggles it.",
            f"const phase = ref<{pascal(spec.name)}Phase>({js(phase)})",
            "const lastSource = ref('not yet')",
            f"function onOpenChange(details: {pascal(spec.name)}OpenChangeDetails) {{",
            "  lastSource.value = details.source  // 'user' | 'auto' | 'api'",
            "}",
        ]
    return ('<script setup lang="ts">\n' + "\n".join(script) + "\n</script>\n\n<template>\n" +
            "\n".join("  " + line for line in body) + "\n</template>\n")


def react_snippet(example: Example, names: Names) -> str:
    """A React 19 function component rendering the custom element in JSX."""
    spec = names.spec
    consts = Consts()
    body: list[str] = []
    phase = _demo_phase(example, spec)
    fmt = JsxFormat()
    for i, unit in enumerate(units(example, spec)):
        if unit.kind == "matrix":
            lists = [(name, consts.add(_plural(name), [UNDEFINED if v is None else v for v in values]))
                     for name, values in unit.axes]
            el = element_card(unit.cards[0], names, consts)
            el.directives = [f"key={{{_key(unit.axes)}}}"]
            el.attrs = [(name, Expr(name)) for name, _ in unit.axes] + el.attrs
            n = len(lists)
            lines = [f"{{{lists[0][1]}.map(({lists[0][0]}) =>" + (" (" if n == 1 else "")]
            lines += [("  " * d) + f"{values}.map(({name}) =>" + (" (" if d == n - 1 else "")
                      for d, (name, values) in enumerate(lists[1:], 1)]
            lines += _lines(el, n, fmt)
            lines += [("  " * d) + ("))" if d == n - 1 else ")") for d in range(n - 1, 0, -1)]
            lines.append("))}" if n == 1 else ")}")
            body += lines
        elif unit.kind == "card":
            el = element_card(unit.cards[0], names, consts)
            if i == 0 and phase is not None:
                el.attrs = [("phase", Expr("phase"))] + [a for a in el.attrs if a[0] != "phase"]
                el.events = [("open-change", "(event) => setLastSource(event.detail.source)")]
            body += _lines(el, 0, fmt)
        else:
            group = El(names.related_element("tool-call-group"), [("defaultOpen", Lit(unit.open))],
                       [element_card(c, names, consts) for c in unit.cards])
            body += _lines(group, 0, fmt)
    tags = sorted(set(re.findall(r"<(xh-[a-z-]+)", "\n".join(body))) | {names.element})
    head = ["import { useState } from 'react'"] if phase is not None else []
    head += [f"import '{names.elements_package}/{t.removeprefix('xh-')}'  // defines <{t}>" for t in tags]
    head.append(f"import '{spec.artefacts.get('skin', '')}'")
    lines = head + [""] + _const_lines(consts) + ([""] if consts.items else [])
    lines.append(f"export function {pascal(example.id)}Example() {{")
    if phase is not None:
        lines.append(f"  const [phase, setPhase] = useState({js(phase)})  // the host moves it as the call runs")
        lines.append("  const [lastSource, setLastSource] = useState('not yet')")
    lines.append("  return (")
    single = len(units(example, spec)) == 1 and body and body[0].startswith("<")
    if single:
        lines += ["    " + line for line in body]
    else:
        lines += ["    <>"] + ["      " + line for line in body] + ["    </>"]
    lines += ["  )", "}"]
    return "\n".join(lines) + "\n"


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


def elements_snippet(example: Example, names: Names) -> str:
    """Plain HTML with the custom element; what attributes cannot carry is set from a module script."""
    spec = names.spec
    consts = Consts()
    ids = _Ids(example.id)
    body: list[str] = []
    script: list[str] = []
    phase = _demo_phase(example, spec)
    fmt = HtmlFormat()
    for i, unit in enumerate(units(example, spec)):
        if unit.kind == "matrix":
            lists = [(name, consts.add(_plural(name), [UNDEFINED if v is None else v for v in values]))
                     for name, values in unit.axes]
            el = element_card(unit.cards[0], names, consts)
            template, target = ids.next(), ids.next()
            body += [f'<template id="{template}">'] + _lines(el, 1, fmt) + ["</template>", f'<div id="{target}"></div>']
            loops = " ".join(f"for (const {name} of {values})" for name, values in lists)
            script += ["{", f"  const template = document.getElementById('{template}')",
                       f"  const target = document.getElementById('{target}')", f"  {loops} {{",
                       "    const card = template.content.firstElementChild.cloneNode(true)"]
            script += [f"    if ({name}) card.setAttribute('{kebab(name)}', {name})" for name, _ in unit.axes]
            script += ["    target.append(card)", "  }", "}"]
            continue
        cards = [element_card(c, names, consts) for c in unit.cards]
        if i == 0 and phase is not None:
            ident = ids.next()
            cards[0].attrs.insert(0, ("id", Lit(ident)))
            script += [f"const card = document.getElementById('{ident}')",
                       "card.addEventListener('open-change', (event) => {",
                       "  const { open, source } = event.detail  // source: 'user' | 'auto' | 'api'",
                       "})",
                       "// The host owns the phase: card.phase = 'output-available' when the call settles."]
        root = cards[0] if unit.kind == "card" else \
            El(names.related_element("tool-call-group"), [("defaultOpen", Lit(unit.open))], cards)
        script += _script_sets(root, ids)
        body += _lines(root, 0, fmt)
    tags = sorted(set(re.findall(r"<(xh-[a-z-]+)", "\n".join(body))) | {names.element})
    head = [f'<link rel="stylesheet" href="node_modules/{spec.artefacts.get("skin", "")}">',
            '<script type="module">'] + \
        [f"  import '{names.elements_package}/{t.removeprefix('xh-')}'" for t in tags] + ["</script>", ""]
    tail: list[str] = []
    code = _const_lines(consts) + script
    if code:
        tail = ["", '<script type="module">'] + ["  " + line if line else "" for block in code
                                                 for line in block.split("\n")] + ["</script>"]
    return "\n".join(head + body + tail) + "\n"


def transcript_cli(example: Example) -> str:
    """The command that renders the example's transcript as a page of its own."""
    lines = []
    for item in example.items:
        if isinstance(item, TranscriptItem):
            stem = item.rel.rsplit("/", 1)[-1].rsplit(".", 1)[0]
            lines.append(f"skinwright render {item.rel} -o {stem}.html")
    return "\n".join(lines) + "\n"


def framework_tabs(example: Example, names: Names) -> list[tuple[str, str, str]]:
    """``(label, language, code)`` of the usage tabs (a transcript gets its CLI command instead)."""
    if any(isinstance(i, TranscriptItem) for i in example.items):
        return [("CLI", "sh", transcript_cli(example))]
    return [("Vue", "vue", vue_snippet(example, names)),
            ("React", "tsx", react_snippet(example, names)),
            ("Web Components", "html", elements_snippet(example, names))]
