"""TypeScript declarations of a component's modules, from its spec.

The spec writes prop, event and API types in TypeScript notation
(``ToolCallPhase``, ``Partial<ToolCallTranslations>``, ``number | undefined``).
Every name those types use is declared here from the spec: a prop with a
closed set of values names a union of string literals; an event's payload names
an interface of its fields; ``<Name>Translations`` names an interface of the
spec's strings; a name the spec does not describe (a view's shape) is
``unknown``. Types of the shared modules are written by hand beside them
(``runtime/*.d.ts``).
"""

from __future__ import annotations

import re
from typing import Iterable, Mapping

from ..components.spec import ComponentSpec
from .modules import comment_text, element_config, header
from .names import class_name, js, machine_name, pascal, prop_kind, tag_name

_BUILTIN = {"Partial", "Readonly", "Record", "Array", "ReadonlyArray", "Promise", "string", "number", "boolean",
            "null", "undefined", "void", "unknown", "any", "never", "object", "true", "false", "keyof", "typeof"}
_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")
_NAME = re.compile(r"(?<![.\w$])([A-Za-z_$][\w$]*)(?![\w$])(?!\s*\??\s*:)")


def type_names(text: str) -> list[str]:
    """The type names a TypeScript type expression uses (not keys, parameters or built-ins), in order."""
    bare = _QUOTED.sub("''", text)
    return [n for n in dict.fromkeys(_NAME.findall(bare)) if n not in _BUILTIN]


def ts_type(text: str) -> str:
    """A spec type as TypeScript (the spec already writes TypeScript; kept as written)."""
    return " ".join(text.split())


def _doc(text: str | None, indent: str = "") -> str:
    if not text:
        return ""
    return f"{indent}/** {comment_text(text)} */\n"


def _literal_union(values: Iterable[str]) -> str:
    return " | ".join(js(v) for v in values) or "never"


def prefix_of(spec: ComponentSpec) -> str:
    """The prefix of the component's type names: its title when it is an identifier (``ToolCall``)."""
    return spec.title if re.fullmatch(r"[A-Z][A-Za-z0-9]*", spec.title) else pascal(spec.name)


def named_types(spec: ComponentSpec) -> dict[str, str]:
    """``{name: declaration}`` for every type name the spec's props, events and API use (a shape the
    spec does not describe is ``unknown``: :func:`provide` imports it where a module declares it)."""
    enum_props = {ts_type(p.type): p for p in spec.props if spec.prop_values(p.name) and p.type != "boolean"}
    events = {e["payload"]: e for e in spec.events if e.get("payload")}
    used: list[str] = []
    for text in [p.type for p in spec.props] + [str(a.get("type", "")) for a in spec.api] + list(events) + \
            [f["type"] for e in spec.events for f in e.get("fields", [])]:
        used += [n for n in type_names(text) if n not in used]
    out: dict[str, str] = {}
    for name in used:
        if name in enum_props:
            p = enum_props[name]
            # earlier names the spec keeps as aliases stay assignable: code written for the last release compiles
            old = spec.prop_aliases(p.name)
            note = " Also accepts the earlier names " + ", ".join(f"{a!r} (now {v!r})" for a, v in old.items()) + \
                "; connect writes today's." if old else ""
            out[name] = _doc((p.description or "") + note) + \
                f"export type {name} = {_literal_union([*spec.prop_values(p.name), *old])};\n"
        elif name in events:
            e = events[name]
            fields = "".join(_doc(f.get("description"), "  ") + f"  readonly {f['name']}: {ts_type(f['type'])};\n"
                             for f in e.get("fields", []))
            out[name] = _doc(f"The detail of {e['name']}.") + f"export interface {name} {{\n{fields}}}\n"
        elif name.endswith("Translations"):
            keys = "".join(_doc(f"{t.description} Default: {t.default!r}.", "  ") + f"  {js(t.key)}: string;\n"
                           + (f"  {js(t.key + '.one')}?: string;\n" if t.one else "")
                           for t in spec.translations)
            out[name] = _doc("The strings a host may replace (the translations prop).") + \
                f"export interface {name} {{\n{keys}}}\n"
        else:
            out[name] = _undescribed(name)
    return out


def _undescribed(name: str) -> str:
    return _doc("A shape the spec does not describe.") + f"export type {name} = unknown;\n"


def provide(dts: str, provided: Mapping[str, str]) -> str:
    """``dts`` (a component's declarations) with each shape the spec leaves undescribed that
    ``provided`` maps to a module (its plugin's, ``./<name>.<what>.js``) imported from there and
    re-exported, instead of ``unknown``."""
    for name, module in provided.items():
        dts = dts.replace(_undescribed(name), f"import type {{ {name} }} from {js(module)};\nexport type {{ {name} }};\n")
    return dts


def nullable(ts: str) -> str:
    """``ts | null``, once: a spec type that already admits null (``ToolCallView | null``) stays as it is."""
    return ts if re.search(r"(^|\|)\s*null\s*($|\|)", ts) else f"{ts} | null"


def connect_dts(spec: ComponentSpec) -> str:
    """``<name>.connect.d.ts``."""
    t = prefix_of(spec)
    parts = _literal_union(spec.part_names)
    phases = _literal_union(p.name for p in spec.phases) if spec.phases else "string"
    props = "".join(_doc(p.description, "  ") + f"  {p.name}?: {nullable(ts_type(p.type))};\n" for p in spec.props)
    flags = "".join(_doc(f.description, "  ") + f"  readonly {js(n)}: boolean;\n" for n, f in spec.flags.items())
    lines = [header(spec, f"types of the {spec.name} connect module"),
             'import type { ComponentTable, PropInfo } from "./connect.js";\n',
             *named_types(spec).values(),
             f"/** The props of {spec.name}. */\nexport interface {t}Props {{\n{props}}}\n",
             f"export type {t}Part = {parts};\n",
             f"/** The boolean facts connect reads. */\nexport interface {t}Flags {{\n{flags}}}\n",
             f"/** The machine state connect reads: open, and the machine's context. */\n"
             f"export interface {t}State {{\n  readonly open: boolean;\n  readonly [context: string]: unknown;\n}}\n",
             f"export declare const scope: {js(spec.name)};",
             f"export declare const anatomy: ReadonlyArray<{{ readonly part: {t}Part; readonly element: string; "
             "readonly required: boolean }>;",
             f"export declare const props: Readonly<Record<keyof {t}Props, PropInfo>>;",
             "export declare const phases: Readonly<Record<string, { readonly running: boolean; readonly settled: "
             "boolean; readonly errored: boolean; readonly word: string }>>;",
             f"export declare const defaultPhase: {phases if spec.phases else 'null'};",
             "export declare const translations: Readonly<Record<string, string>>;",
             "export declare const plural: Readonly<Record<string, string>>;",
             "/** The component as js/connect.js runs it: the tables above, the flags' sources and the rules. */",
             "export declare const component: ComponentTable;",
             f"/** Props with defaults (a value outside its prop's closed set takes the default). */\n"
             f"export declare function normalize(input?: {t}Props | null): Record<keyof {t}Props, unknown>;",
             f"export declare function flags(p: object, state: {t}State): {t}Flags;",
             f"/** The state before any event: a controlled open wins, else the machine's first state. */\n"
             f"export declare function initialState(p: object): {t}State;",
             f"/** The attributes of every part (\"\" for a valueless one; absent ones left out). `state` defaults to\n"
             f" * initialState(props); part ids derive from `instance` (unique on the page). */\n"
             f"export declare function connect(props?: {t}Props | null, state?: {t}State, instance?: string): "
             f"Record<{t}Part, Record<string, string>>;",
             ""]
    return "\n".join(lines)


def machine_dts(spec: ComponentSpec) -> str:
    """``<name>.machine.d.ts``."""
    return (header(spec, f"types of the {spec.name} machine module") +
            'import type { Machine, MachineData } from "./machine.js";\n\n'
            "export declare const machine: MachineData;\n"
            + _doc(spec.machine.get("description")) +
            f"export declare const {machine_name(spec)}: Machine;\n")


def element_dts(spec: ComponentSpec) -> str:
    """``<name>.element.d.ts``: the element class with its properties, API members and events."""
    t, cls, tag = prefix_of(spec), class_name(spec), tag_name(spec)
    config = element_config(spec)
    api = {a["name"]: a for a in spec.api}
    members = []
    for p in spec.props:
        if prop_kind(spec, p) == "event":
            continue
        kind = ts_type(p.type)
        read = ts_type(api[p.name]["type"]) if p.name in api else (kind if p.has_default and p.default is not None
                                                                  else nullable(kind))
        members.append(_doc(p.description, "  ") + f"  get {p.name}(): {read};\n  set {p.name}(value: {nullable(kind)} | undefined);\n")
    for name in config["api"]:
        if name not in [p.name for p in spec.props if prop_kind(spec, p) != "event"]:
            members.append(_doc(api[name].get("description"), "  ") + f"  readonly {name}: {ts_type(api[name]['type'])};\n")
    events = "".join(_doc(e.get("description"), "  ") + f"  {js(e['name'])}: CustomEvent<{e['payload']}>;\n"
                     for e in spec.events)
    types = sorted({n for text in [p.type for p in spec.props] + [a["type"] for a in spec.api] +
                    [e["payload"] for e in spec.events] for n in type_names(str(text))} & set(named_types(spec)))
    listener = (f"  addEventListener<K extends keyof {cls}EventMap>(type: K, listener: (this: {cls}, event: "
                f"{cls}EventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;\n"
                "  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | "
                "AddEventListenerOptions): void;\n"
                f"  removeEventListener<K extends keyof {cls}EventMap>(type: K, listener: (this: {cls}, event: "
                f"{cls}EventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;\n"
                "  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | "
                "EventListenerOptions): void;\n")
    imports = ", ".join(types)
    return "\n".join([
        header(spec, f"types of <{tag}>"),
        'import { ComponentElement } from "./element.js";',
        *([f'import type {{ {imports} }} from "./{spec.name}.connect.js";'] if imports else []),
        f'export type * from "./{spec.name}.connect.js";',
        "",
        f"export interface {cls}EventMap extends HTMLElementEventMap {{\n{events}}}",
        "",
        _doc(f"<{tag}>: {spec.description}") + f"export declare class {cls} extends ComponentElement {{\n"
        + "".join(members) + listener + "}",
        "",
        f"declare global {{\n  interface HTMLElementTagNameMap {{\n    {js(tag)}: {cls};\n  }}\n}}",
        "",
    ])


_EXPORTED_TYPE = re.compile(r"^export\s+(?:declare\s+)?(?:type|interface)\s+([A-Za-z_$][\w$]*)", re.M)


def exported_types(dts: str) -> list[str]:
    """The type and interface names a declaration file exports."""
    return _EXPORTED_TYPE.findall(dts)


_EXPORT = re.compile(r"^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([A-Za-z_$][\w$]*)", re.M)
HOOKS = {
    "content": "(part: string, ctx: HookContext) => PartContent",
    "attributes": "(part: string, ctx: HookContext) => Readonly<Record<string, string>> | undefined",
    "element": "(part: string, ctx: HookContext) => string | undefined",
    "api": "Readonly<Record<string, (ctx: HookContext) => unknown>>",
    "order": "readonly string[]",
    "defaultSlot": "string",
}
"""The hooks an element calls on its component's plugin, by export name (see ``runtime/element.d.ts``)."""


def plugin_dts(spec: ComponentSpec, text: str) -> str:
    """``<name>.plugin.d.ts``: the plugin's exports, typed as hooks where they are hooks (else ``unknown``)."""
    names = list(dict.fromkeys(_EXPORT.findall(text)))
    lines = [header(spec, f"types of the {spec.name} element hooks (its skinwright plugin's)").replace(
        "change the spec and build again", "edit the plugin's element hooks"),
        'import type { HookContext, PartContent } from "./element.js";', ""]
    lines += [f"export declare const {n}: {HOOKS.get(n, 'unknown')};" for n in names]
    return "\n".join(lines) + "\n"
