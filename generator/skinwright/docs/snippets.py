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
from collections.abc import Mapping
from dataclasses import dataclass, field
from html import escape
from typing import Any

from ..components.spec import ComponentSpec
from ..intents import view_for
from ..views.card import card_content
from .examples import CallItem, CardItem, Example, GroupItem, MatrixItem, TranscriptItem, ViewItem

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
    """Artefact names the snippets use, read from the specs.

    ``spec`` is the page's component; ``related`` every component by name.
    Cards are tool-call cards, groups tool-call groups and views tool-result
    views, whichever page shows them.
    """

    spec: ComponentSpec
    related: Mapping[str, ComponentSpec] = field(default_factory=dict)

    def of(self, component: str) -> ComponentSpec | None:
        return self.spec if self.spec.name == component else self.related.get(component)

    @property
    def card_spec(self) -> ComponentSpec:
        return self.of("tool-call") or self.spec

    @property
    def scope(self) -> str:
        skin = str(self.card_spec.artefacts.get("skin", ""))
        return skin.split("/")[0] if skin.startswith("@") else "@xihan-ui"

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
        return (spec.artefacts.get("custom_element") if spec else None) or f"xh-{component}"

    def vue(self, component: str, part: str | None = None) -> str:
        """The Vue component for ``part`` of ``component`` (``XhToolCallTrigger``), or the component's own
        (``XhToolResult``, else its ``…Root``) when ``part`` is None."""
        spec = self.of(component)
        known = tuple(spec.artefacts.get("vue_components", ())) if spec else ()
        base = f"Xh{pascal(component)}"
        if part is not None:
            return base + pascal(part)
        return base if base in known or f"{base}Root" not in known else f"{base}Root"


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
    views: dict[str, tuple[str, str, Any]] = field(default_factory=dict)
    """card part (``input``/``output``) → (intent, ``call``/``result``, the view data)."""
    sub: list["Card"] = field(default_factory=list)


def card_of(item: CardItem | CallItem, example: Example, spec: ComponentSpec) -> Card:
    """The snippet data of a card item or a call record's card (``spec``: the card's spec)."""
    if isinstance(item, CardItem):
        c = item.content
        props = dict(item.props)
        if example.locale != "en" and "translations" not in props:
            props["translations"] = example.options.card_translations
        prop = spec.prop("phase")
        phase = spec.phase(props.get("phase")) or spec.phase(prop.default if prop else None)
        return Card(props, c.get("label"), c.get("summary"), c.get("approval"), c.get("input"), c.get("output"),
                    c.get("error"), errored=bool(phase and phase.errored))
    cc = card_content(item.call, example.options)
    intent, call_view, result_view = view_for(item.call)
    props = {k: v for k, v in cc.props.items() if k != "open"}
    props["defaultOpen"] = True
    views = {}
    if cc.content.get("input") and call_view is not None:
        views["input"] = (intent, "call", _view_data(call_view))
    if result_view is not None:
        views["output"] = (intent, "result", _view_data(result_view))
    card = Card(props, cc.content["label"], cc.content.get("summary"), cc.content.get("approval"),
                error=cc.content.get("error"), errored=item.call.phase == "output-error", views=views)
    card.sub = [card_of(CallItem({}, s), example, spec) for s in item.call.sub_calls]
    return card


def _view_data(view: Any) -> Any:
    """A producer's view without its ``card`` key (the intent is a prop of its own)."""
    if isinstance(view, Mapping):
        return {k: v for k, v in view.items() if k != "card" and v is not None}
    return view


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


def _props(props: Mapping[str, Any], consts: Consts, skip: set[str] = frozenset()) -> list[tuple[str, Lit | Expr]]:
    return [(k, Lit(v) if isinstance(v, (str, bool, int, float)) else Expr(consts.add(k, v)))
            for k, v in props.items() if k not in skip]


def _view_el(tag: str, intent: str, side: str, data: Any, consts: Consts, slot: str | None = None) -> El:
    attrs: list[tuple[str, Lit | Expr]] = [("slot", Lit(slot))] if slot else []
    attrs += [("intent", Lit(intent)), (side, Expr(consts.add(side, data)))]
    return El(tag, attrs)


def vue_card(card: Card, names: Names, consts: Consts, events: list[tuple[str, str]] | None = None,
             props: list[tuple[str, Lit | Expr]] | None = None) -> El:
    """``XhToolCallRoot`` composed of the anatomy's part components."""
    v = lambda part: names.vue(names.card_spec.name, part)  # noqa: E731
    attrs = list(props or [])
    attrs += _props(card.props, consts, skip={k for k, _ in attrs})
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
            body.append(_view_el(names.vue("tool-result"), *card.views[part], consts))
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
            children.append(_view_el(names.element("tool-result"), *card.views[part], consts, slot=part))
        elif getattr(card, part):
            block = _code_block(getattr(card, part), consts, part)
            block.attrs = slot(part)
            children.append(block)
    if card.error:
        children.append(El("div", slot("error"), [_text(card.error, consts, "error")]))
    return El(names.element(names.card_spec.name), _props(card.props, consts), children)


def _group_props(unit: "Unit") -> list[tuple[str, Lit | Expr]]:
    waiting = sum(1 for c in unit.cards if c.props.get("phase") == "awaiting-approval")
    props: list[tuple[str, Lit | Expr]] = [("count", Lit(len(unit.cards)))]
    if waiting:
        props.append(("awaitingApproval", Lit(waiting)))
    return props + [("defaultOpen", Lit(unit.open))]


def vue_group(unit: "Unit", names: Names, consts: Consts) -> El:
    """``XhToolCallGroupRoot`` composed of its parts, the cards in its content."""
    g = lambda part: names.vue("tool-call-group", part)  # noqa: E731
    trigger = [El(g("indicator")), El(g("label"))]
    if any(c.props.get("phase") == "awaiting-approval" for c in unit.cards):
        trigger.append(El(g("approval")))
    return El(g("root"), _group_props(unit), [
        El(g("heading"), children=[El(g("trigger"), children=trigger)]),
        El(g("content"), children=[vue_card(c, names, consts) for c in unit.cards])])


def element_group(unit: "Unit", names: Names, consts: Consts) -> El:
    return El(names.element("tool-call-group"), _group_props(unit), [element_card(c, names, consts) for c in unit.cards])


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
    def key(self, name: str) -> str:
        return kebab(name) if name != "slot" else name

    def bound(self, key: str, code: str) -> str:
        """An attribute whose value is a script expression."""
        return f':{key}="{code}"'

    def attr(self, name: str, value: Lit | Expr) -> str:
        key = self.key(name)
        if isinstance(value, Expr):
            return self.bound(key, value.code)
        if isinstance(value.value, bool):
            return key if value.value else self.bound(key, "false")
        if isinstance(value.value, (int, float)):
            return self.bound(key, js_number(value.value))
        return f'{key}="{escape(value.value)}"'

    def event(self, name: str, code: str) -> str:
        return f'@{name}="{code}"'

    def start(self, el: El) -> str:
        parts = el.directives + [self.attr(k, v) for k, v in el.attrs] + [self.event(n, c) for n, c in el.events]
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
    def key(self, name: str) -> str:
        return name

    def bound(self, key: str, code: str) -> str:
        return f"{key}={{{code}}}"

    def event(self, name: str, code: str) -> str:
        return f"on{name}={{{code}}}"

    def inline(self, c) -> str:
        if isinstance(c, El):
            return super().inline(c)
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
            return super().inline(c)
        if isinstance(c, Expr):
            return ""  # filled from script
        return escape(str(c.value), quote=False)


# --- per example ----------------------------------------------------------------------

@dataclass
class Unit:
    """One top-level piece of an example: a card, a group, a matrix of one card, or a view alone."""

    kind: str  # card | group | matrix | view
    cards: list[Card] = field(default_factory=list)
    open: bool = True
    axes: tuple[tuple[str, tuple[Any, ...]], ...] = ()
    view: ViewItem | None = None


def units(example: Example, names: Names) -> list[Unit]:
    card = names.card_spec
    out: list[Unit] = []
    for item in example.items:
        if isinstance(item, (CardItem, CallItem)):
            out.append(Unit("card", [card_of(item, example, card)]))
        elif isinstance(item, GroupItem):
            out.append(Unit("group", [card_of(i, example, card) for i in item.items], item.open))
        elif isinstance(item, MatrixItem):
            out.append(Unit("matrix", [card_of(item.card, example, card)], axes=item.axes))
        elif isinstance(item, ViewItem):
            out.append(Unit("view", view=item))
    return out


def _view_els(unit: Unit, tag: str, consts: Consts) -> list[El]:
    """One result component per side that the view has (call, then result)."""
    intent = unit.view.intent if isinstance(unit.view.intent, str) else "generic"
    return [_view_el(tag, intent, side, data, consts)
            for side, data in (("call", unit.view.call), ("result", unit.view.result)) if data is not None]


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


def _axis_lists(unit: Unit, consts: Consts) -> list[tuple[str, str]]:
    return [(name, consts.add(_plural(name), [UNDEFINED if v is None else v for v in values]))
            for name, values in unit.axes]


def _skins(body: str, names: Names) -> list[str]:
    """The stylesheets of the components a snippet uses (the card's first)."""
    tags = set(re.findall(r"<([A-Za-z][\w-]*)", body))
    used = [c for c in ("tool-call", "tool-call-group", "tool-result")
            if {names.element(c), names.vue(c), names.vue(c, "root")} & tags]
    return [names.skin(c) for c in used or [names.spec.name]]


def vue_snippet(example: Example, names: Names) -> str:
    """A Vue 3 single-file component (``<script setup>``) that renders the example."""
    card = names.card_spec
    consts = Consts()
    body: list[str] = []
    phase = _demo_phase(example, card)
    fmt = VueFormat()
    for i, unit in enumerate(units(example, names)):
        if unit.kind == "matrix":
            lists = _axis_lists(unit, consts)
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
        elif unit.kind == "group":
            body += _lines(vue_group(unit, names, consts), 0, fmt)
        else:
            for el in _view_els(unit, names.vue("tool-result"), consts):
                body += _lines(el, 0, fmt)
    text = "\n".join(body)
    used = sorted(set(re.findall(r"<(Xh[A-Za-z]+)", text)),
                  key=lambda n: (not n.startswith(f"Xh{pascal(card.name)}"), n))
    script = ["import { ref } from 'vue'"] if phase is not None else []
    script += ["import {"] + [f"  {n}," for n in used]
    if phase is not None:
        script += [f"  type {pascal(card.name)}OpenChangeDetails,", f"  type {pascal(card.name)}Phase,"]
    script += [f"}} from '{names.vue_package}'"] + [f"import '{skin}'" for skin in _skins(text, names)]
    if consts.items or phase is not None:
        script.append("")
    script += _const_lines(consts)
    if phase is not None:
        script += [
            "",
            "// The host owns the phase; the card opens and closes on its own until the user toggles it.",
            f"const phase = ref<{pascal(card.name)}Phase>({js(phase)})",
            "const lastSource = ref('not yet')",
            f"function onOpenChange(details: {pascal(card.name)}OpenChangeDetails) {{",
            "  lastSource.value = details.source  // 'user' | 'auto' | 'api'",
            "}",
        ]
    return ('<script setup lang="ts">\n' + "\n".join(script) + "\n</script>\n\n<template>\n" +
            "\n".join("  " + line for line in body) + "\n</template>\n")


def react_snippet(example: Example, names: Names) -> str:
    """A React 19 function component rendering the custom elements in JSX."""
    card = names.card_spec
    consts = Consts()
    body: list[str] = []
    phase = _demo_phase(example, card)
    fmt = JsxFormat()
    for i, unit in enumerate(units(example, names)):
        if unit.kind == "matrix":
            lists = _axis_lists(unit, consts)
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
        elif unit.kind == "group":
            body += _lines(element_group(unit, names, consts), 0, fmt)
        else:
            for el in _view_els(unit, names.element("tool-result"), consts):
                body += _lines(el, 0, fmt)
    text = "\n".join(body)
    tags = sorted(set(re.findall(r"<(xh-[a-z-]+)", text)))
    head = ["import { useState } from 'react'"] if phase is not None else []
    head += [f"import '{names.elements_package}/{t.removeprefix('xh-')}'  // defines <{t}>" for t in tags]
    head += [f"import '{skin}'" for skin in _skins(text, names)]
    lines = head + [""] + _const_lines(consts) + ([""] if consts.items else [])
    lines.append(f"export function {pascal(example.id)}Example() {{")
    if phase is not None:
        lines.append(f"  const [phase, setPhase] = useState({js(phase)})  // the host moves it as the call runs")
        lines.append("  const [lastSource, setLastSource] = useState('not yet')")
    lines.append("  return (")
    roots = sum(1 for line in body if line.startswith(("<", "{")) and not line.startswith("</"))
    if roots == 1:
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
    """Plain HTML with the custom elements; what attributes cannot carry is set from a module script."""
    card = names.card_spec
    consts = Consts()
    ids = _Ids(example.id)
    body: list[str] = []
    script: list[str] = []
    phase = _demo_phase(example, card)
    fmt = HtmlFormat()
    for i, unit in enumerate(units(example, names)):
        if unit.kind == "matrix":
            lists = _axis_lists(unit, consts)
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
        if unit.kind == "view":
            roots = _view_els(unit, names.element("tool-result"), consts)
        elif unit.kind == "group":
            roots = [element_group(unit, names, consts)]
        else:
            roots = [element_card(unit.cards[0], names, consts)]
        if i == 0 and phase is not None and unit.kind == "card":
            ident = ids.next()
            roots[0].attrs.insert(0, ("id", Lit(ident)))
            script += [f"const card = document.getElementById('{ident}')",
                       "card.addEventListener('open-change', (event) => {",
                       "  const { open, source } = event.detail  // source: 'user' | 'auto' | 'api'",
                       "})",
                       "// The host owns the phase: card.phase = 'output-available' when the call settles."]
        for root in roots:
            script += _script_sets(root, ids)
            body += _lines(root, 0, fmt)
    text = "\n".join(body)
    tags = sorted(set(re.findall(r"<(xh-[a-z-]+)", text)) | {names.element(names.spec.name)})
    head = [f'<link rel="stylesheet" href="node_modules/{skin}">' for skin in _skins(text, names)]
    head += ['<script type="module">'] + [f"  import '{names.elements_package}/{t.removeprefix('xh-')}'" for t in tags]
    head += ["</script>", ""]
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
