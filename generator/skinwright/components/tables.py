"""API tables generated from a component spec (plus the skin analysis), as Markdown and JSON.

The component's API reference is the model for the tables, their columns
and order: artefacts, props, events, slots, states, machine names, connect
API, keyboard, ARIA, data attributes, CSS variables, motion, RTL (plus the
phases table). :func:`tables` builds the rows as plain data;
:func:`table_files` renders one Markdown file per table and locale (headings
from ``headings.yaml``) and one JSON file per table.

The CSS variables and motion rows take the skin analysis as plain inputs
(:mod:`skinwright.skins.analysis`): rows with ``variable, parts, properties, states,
default_sources`` attributes and the keyframe name lists.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any, Callable, Mapping, Sequence

import tinycss2

from ..markdown import md_code, md_text
from ..markdown import table as md_table
from ..prose import Prose, localized
from ..skins.selectors import SelectorError, parse_selector_list, selector_conditions
from ..source import load_yaml
from .expressions import kind
from .spec import ComponentSpec

TABLE_IDS = ("artefacts", "props", "events", "states", "machine", "connect", "keyboard", "aria",
             "data-attributes", "html-attributes", "css-variables", "motion", "rtl", "phases", "types",
             "translations")
"""Every table, in the API reference's order (phases last). html-attributes
(``type``, ``hidden``, ``dir``, ``href``, ``rel`` …) sits beside the ARIA and data tables, which
leave them out; the result views' ``dir`` and ``rel`` rules are part of their contract. types
(the named types props and events use: ``Size``, ``Tone``, payloads) and translations (the keys
a host may replace) define the names the other tables cite."""

ARTEFACTS = ("custom_element", "machine", "modules", "skin")
"""The artefacts table's rows: what skinwright ships for a component (frameworks use the custom element)."""


def modules(spec: ComponentSpec) -> list[str]:
    """The ES modules the package ships for ``spec``, under ``js/``: element, connect rules, machine (if any),
    then those its plugin adds (``Plugin.modules``; e.g. ``js/tool-result.views.js``), by name."""
    from ..plugins import plugins  # plugins import the component model: looked up when needed, not at import

    own = [f"js/{spec.name}.{m}.js" for m in ("element", "connect", "machine") if m != "machine" or spec.machine]
    plugin = plugins().get(spec.name)
    extra = sorted(f"js/{name}" for name in (plugin.modules(spec) if plugin and plugin.modules else ())
                   if name.endswith(".js"))
    return own + extra


DEFAULT_LOCALE = "en"

CellDrawer = Callable[[dict, str], str]
"""Draws one column's cell of a row in a locale: ``(row, locale) → Markdown``."""


@dataclass(frozen=True)
class Table:
    """One table: ``columns`` (keys of ``rows``), ``rows`` (JSON-ready), and free ``notes``."""

    id: str
    columns: tuple[str, ...]
    rows: tuple[dict, ...]
    notes: tuple[str, ...] = ()
    formats: dict = field(default_factory=dict, compare=False)
    """column → how Markdown shows it: ``text`` (default), ``code``, ``codes``, ``word``, ``flag``."""
    folds: dict = field(default_factory=dict, compare=False)
    """column → the columns Markdown draws inside its cell, each on its own line led by its heading:
    a table with more columns than a content column holds (the CSS variables) stays readable
    without sideways scrolling. The JSON keeps every column."""

    def data(self, component: str) -> dict:
        # Keys starting with "_" are Markdown renderings of a cell, not data.
        rows = [{k: v for k, v in r.items() if not k.startswith("_")} for r in self.rows]
        out = {"table": self.id, "component": component, "columns": list(self.columns), "rows": rows}
        if self.notes:
            out["notes"] = list(self.notes)
        return out


@lru_cache(maxsize=None)
def headings() -> dict:
    """The heading data of every locale (``headings.yaml`` in this package)."""
    text = resources.files(__package__).joinpath("headings.yaml").read_text(encoding="utf-8")
    return load_yaml("skinwright/components/headings.yaml", text).data


def available_locales() -> tuple[str, ...]:
    """Locales of ``headings.yaml``, default first."""
    return tuple(headings())


def _word(locale: str, key: str) -> str:
    h = headings()
    return h.get(locale, {}).get("words", {}).get(key) or h[DEFAULT_LOCALE]["words"][key]


def _heading(locale: str, table: str) -> dict:
    h = headings()
    base = h[DEFAULT_LOCALE]["tables"][table]
    local = h.get(locale, {}).get("tables", {}).get(table, {})
    return {"title": local.get("title", base["title"]), "columns": {**base["columns"], **local.get("columns", {})}}


# --- rows -----------------------------------------------------------------------

def _literal(value: Any) -> str:
    """A default value as the docs show it: ``'md'``, ``true``, ``3``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f"'{value}'"
    return json.dumps(value)


def _detail(event: dict) -> str:
    fields = ", ".join(f"{f['name']}: {f['type']}" for f in event["fields"])
    return "{ " + fields + " }"


def tables(spec: ComponentSpec, css_variables: Sequence[Any] = (), *, keyframes_defined: Sequence[str] = (),
           shared_keyframes: Sequence[str] = ()) -> dict[str, Table]:
    """Every API table of ``spec`` as data, keyed by table id (order of :data:`TABLE_IDS`).

    ``css_variables``: the skin analysis rows (any objects with ``variable``,
    ``parts``, ``properties``, ``states``, ``default_sources``); a slot the
    analysis lacks gets empty columns. ``keyframes_defined`` /
    ``shared_keyframes`` decide the motion table's "provided by" column when
    given (else the spec's ``source``).
    """
    order = {p: i for i, p in enumerate(spec.part_names)}
    sorted_rules = sorted(spec.rules, key=lambda r: (order.get(r.part, len(order)), r.name))
    a = spec.artefacts
    out: dict[str, Table] = {}

    out["artefacts"] = Table("artefacts", ("layer", "value"), tuple(
        {"layer": k, "value": a.get(k) if k != "modules" else modules(spec)} for k in ARTEFACTS),
        formats={"layer": "word", "value": "codes"})

    out["props"] = Table("props", ("prop", "type", "required", "default", "description"), tuple(
        {"prop": p.name, "type": p.type, "required": p.required, "default": p.default if p.has_default else None,
         "description": p.description} for p in spec.props),
        formats={"prop": "code", "type": "code", "required": "flag", "default": "default"},
        # Five columns with long union and function types are ~900 px wide at 1280 px: whether a prop
        # is required and its default go under its name.
        folds={"prop": ("required", "default")})

    out["events"] = Table("events", ("event", "payload", "detail", "description"), tuple(
        {"event": e["name"], "payload": e["payload"], "detail": _detail(e) if e["fields"] else "",
         "description": e["description"], "fields": e["fields"]} for e in (*spec.events, *spec.host_events)),
        formats={"event": "code", "payload": "code"})

    out["states"] = Table("states", ("part", "values"), tuple(
        {"part": r.part, "values": spec.value_text(r), "domain": list(spec.domain(r.value) or ())}
        for r in sorted_rules if r.name == "data-state"),
        formats={"part": "code", "values": "code"})

    m = spec.machine or {}
    out["machine"] = Table("machine", ("kind", "names"), tuple(
        {"kind": k, "names": list(m.get(k, {}))} for k in ("states", "events", "guards")) if m else (),
        formats={"kind": "word", "names": "codes"})

    out["connect"] = Table("connect", ("member", "type", "description"), tuple(
        {"member": x["name"], "type": x["type"], "description": x["description"]} for x in spec.api),
        formats={"member": "code", "type": "code"})

    kb = spec.keyboard
    src = kb.get("source")
    out["keyboard"] = Table("keyboard", ("keys", "condition", "action"), tuple(
        {"keys": list(k["keys"]), "condition": k["condition"], "action": k["action"]} for k in kb.get("keys", [])),
        notes=(f"[{src['name']}]({src['url']})",) if src else (),
        formats={"keys": "keys"})

    def attribute_rows(kind: str) -> tuple[dict, ...]:
        return tuple({"part": r.part, "attribute": r.name, "value": spec.value_text(r),
                      "condition": spec.condition_text(r), "values": _domain_list(spec, r),
                      "_md_value": {locale: _value_md(spec, r, locale) for locale in available_locales()}}
                     for r in sorted_rules if r.kind == kind)

    out["aria"] = Table("aria", ("part", "attribute", "value"), attribute_rows("aria"), notes=spec.aria_notes,
                        formats={"part": "code", "attribute": "code", "value": "code"})
    out["data-attributes"] = Table("data-attributes", ("part", "attribute", "value"), attribute_rows("data"),
                                   formats={"part": "code", "attribute": "code", "value": "code"})
    out["html-attributes"] = Table("html-attributes", ("part", "attribute", "value"), attribute_rows("html"),
                                   formats={"part": "code", "attribute": "code", "value": "code"})

    by_var = {v.variable: v for v in css_variables}
    renamed = spec.deprecated_slots
    rows = []
    for name in sorted(set(spec.slots) | set(by_var) | set(renamed)):
        new = renamed.get(name)
        v = by_var.get(new or name)  # an earlier name is read wherever its replacement is, as its fallback
        row = {"variable": name,
               **{k: list(getattr(v, k)) if v else [] for k in ("parts", "properties", "states", "default_sources")},
               "description": _renamed_slot(spec, name, new) if new else spec.slots.get(name)}
        row["_md_states"] = {locale: _states_md(spec, row["states"], locale) for locale in available_locales()}
        if new:
            row["replacement"] = new
        rows.append(row)
    out["css-variables"] = Table("css-variables", ("variable", "parts", "properties", "states", "default_sources",
                                                   "description"), tuple(rows),
                                 formats={"variable": "code", "parts": "codes", "properties": "codes",
                                          "states": "codes", "default_sources": "codes"},
                                 # Six columns of unbreakable names are ~1,750 px wide: two, the default
                                 # under the name, where and when under the description.
                                 folds={"variable": ("default_sources",),
                                        "description": ("parts", "properties", "states")})

    defined, shared = set(keyframes_defined), set(shared_keyframes)
    declared = {k["name"]: k for k in spec.motion.get("keyframes", [])}
    names = list(declared) + sorted((defined | shared) - set(declared))
    out["motion"] = Table("motion", ("keyframes", "source", "description", "reduced_motion"), tuple(
        {"keyframes": n,
         "source": "skin" if n in defined else "family" if n in shared else declared[n]["source"],
         "description": declared.get(n, {}).get("description"),
         "reduced_motion": declared.get(n, {}).get("reduced_motion")} for n in names),
        notes=tuple(spec.motion.get("notes", [])),
        formats={"keyframes": "code", "source": "source"})

    out["rtl"] = Table("rtl", ("topic", "note"), tuple(dict(r) for r in spec.rtl))

    out["types"] = Table("types", ("type", "member", "description"), _type_rows(spec),
                         formats={"type": "code", "member": "code"})

    out["translations"] = Table("translations", ("key", "default", "placeholders", "description"), tuple(
        {"key": x.key, "default": x.default, "placeholders": list(x.placeholders), "description": x.description}
        for x in spec.translations),
        formats={"key": "code", "default": "code", "placeholders": "codes"})

    out["phases"] = Table("phases", ("phase", "meaning", "running", "settled", "errored", "tone", "status"), tuple(
        {"phase": p.name, "meaning": p.meaning, "running": p.running, "settled": p.settled, "errored": p.errored,
         "tone": p.tone, "status": None if p.running else f"state={p.name}", **({"aliases": list(p.aliases)}
                                                                               if p.aliases else {})}
        for p in spec.phases),
        formats={"phase": "code", "running": "yesno", "settled": "yesno", "errored": "yesno", "tone": "code",
                 "status": "status"},
        # Seven columns are ~840 px wide: what the phase counts as goes under its meaning.
        folds={"meaning": ("running", "settled", "errored")})
    return out


def _renamed_slot(spec: ComponentSpec, old: str, new: str) -> Prose:
    """The description of an earlier slot name: the spec's ``deprecated`` note, or what the build does with it."""
    note = spec.slot_deprecations.get(new)
    if note is not None:
        return note if isinstance(note, Prose) else Prose({"en": note})
    return Prose({"en": f"Deprecated: renamed to {new}. Still read as its fallback, so CSS that sets {old} keeps "
                        f"working; set {new} instead.",
                  "zh": f"已弃用：已更名为 {new}。它仍作为 {new} 的回退值被读取，设置 {old} 的 CSS 继续有效；请改为设置 {new}。"})


def _alias_note(alias: str, value: str) -> Prose:
    """The description of an earlier value name in the types table."""
    return Prose({"en": f"Deprecated alias of '{value}': markup that still writes '{alias}' is styled as '{value}', "
                        f"and connect writes '{value}'.",
                  "zh": f"'{value}' 的已弃用别名：仍写作 '{alias}' 的标记按 '{value}' 显示样式，connect 写出 '{value}'。"})


_TYPE_NAME = re.compile(r"[A-Z][A-Za-z0-9]*")


def _type_rows(spec: ComponentSpec) -> tuple[dict, ...]:
    """One row per value of each named type a prop takes (``Size`` → ``'sm'``, ``'md'`` …) and per field
    of each event payload type.

    Only names written as identifiers are types here; an inline union (``'user' | 'api'``) is its own
    definition. Each type's first row has ``_first`` (it carries the type's anchor).
    """
    rows: list[dict] = []
    seen: set[str] = set()

    def add(name: str, members: list[tuple[str | None, str | None]]) -> None:
        if name in seen or not members:
            return
        seen.add(name)
        rows.extend({"type": name, "member": m, "description": d, "_first": i == 0}
                    for i, (m, d) in enumerate(members))

    for prop in spec.props:
        if not _TYPE_NAME.fullmatch(prop.type):
            continue
        if prop.values_from:
            rows_of = getattr(spec, prop.values_from)
            add(prop.type, [(_literal(x.name), getattr(x, "description", None) or getattr(x, "meaning", None))
                            for x in rows_of] +
                [(_literal(a), _alias_note(a, x.name)) for x in rows_of for a in x.aliases])
        elif prop.values:
            add(prop.type, [(_literal(v), None) for v in prop.values])
    for event in spec.events:
        if _TYPE_NAME.fullmatch(str(event.get("payload", ""))):
            add(event["payload"], [(f"{f['name']}: {f['type']}", f.get("description")) for f in event["fields"]])
    return tuple(rows)


def _value_md(spec: ComponentSpec, rule: Any, locale: str = DEFAULT_LOCALE) -> str:
    """The value cell in Markdown, in ``locale``: literals as code, the prose around them as text.

    The words around the value (``id of the … part``, ``present only …``) come
    from ``headings.yaml``; the condition is the rule's ``condition`` or its
    flag's ``phrase``, in ``locale`` where the spec has that text.
    """
    op, arg = kind(rule.value)
    if op == "id":
        before, _, after = _word(locale, "id_of_part").partition("{part}")
        base = " ".join(x for x in (md_text(before), md_code(arg), md_text(after)) if x)
    elif op == "prop":
        base = md_code(f"props.{arg}")
    elif op == "data":
        base = md_code(arg)
    else:
        base = " \\| ".join(md_code(f"'{v}'") for v in (spec.domain(rule.value) or ("",)))
    if rule.when is None:
        return base
    cond = localized(spec.condition_text(rule), locale)
    if rule.valueless:
        return base + " " + md_text(_word(locale, "present_only").replace("{condition}", cond))
    return base + md_text(_word(locale, "only_else_absent").replace("{condition}", cond))


def _states_md(spec: ComponentSpec, states: Sequence[str], locale: str = DEFAULT_LOCALE) -> str:
    """A States cell in Markdown, in ``locale``: the skin's conditions, none of them a raw selector.

    A condition the part carries itself (``errored``, ``state=output-error``,
    ``hover``, ``@media print``) stays the code the data attributes table
    names. A condition on other elements is read out: the spec's phrase for it
    (``conditions``), else ``not([data-disabled])`` → "not ``disabled``" and
    ``has([data-scope='tool-call'][data-state='output-error'])`` → "when a
    nested ``tool-call`` has ``state=output-error``" (words from
    ``headings.yaml``). ``where(…)``/``is(…)`` only group conditions the
    analysis lists on their own, so they are left out.
    """
    items = [text for text in (_state_md(spec, s, locale) for s in states) if text]
    return _md_words(_word(locale, "state_join")).join(items) if items else _word(locale, "none")


_SELECTOR_CONDITION = re.compile(r"(has|not|is|where)\((.+)\)", re.S)


def _state_md(spec: ComponentSpec, state: str, locale: str) -> str | None:
    phrase = spec.conditions.get(state)
    if phrase:
        return md_text(localized(phrase, locale))
    m = _SELECTOR_CONDITION.fullmatch(state)
    if not m:
        return md_code(state)
    fn, inner = m.groups()
    if fn in ("where", "is"):
        return None
    try:
        selectors = parse_selector_list(tinycss2.parse_component_value_list(inner), relative=fn == "has")
    except SelectorError:
        selectors = ()
    read = []
    for selector in selectors:
        notes = sorted(c for c in selector_conditions(selector) if not _SELECTOR_CONDITION.fullmatch(c))
        state_md = _md_words(_word(locale, "state_and")).join(md_code(n) for n in notes) or _word(locale, "none")
        if fn == "not":
            read.append(_fill(locale, "state_not", state=state_md))
            continue
        scope = next((c.attribute_value("data-scope") for c in selector.compounds if c.attribute("data-scope")), None)
        read.append(_fill(locale, "state_nested", scope=md_code(scope or "*"), state=state_md))
    return _md_words(_word(locale, "state_join")).join(read) or None


def _fill(locale: str, key: str, **values: str) -> str:
    """The word ``key`` in ``locale`` as Markdown, its ``{name}`` holes filled with Markdown ``values``."""
    parts = re.split(r"(\{[a-z_]+\})", _word(locale, key))
    return "".join(values[p[1:-1]] if p[1:-1] in values and p.startswith("{") else _md_words(p) for p in parts if p)


def _md_words(text: str) -> str:
    """``text`` as :func:`md_text` escapes it, keeping its leading and trailing space (words between codes)."""
    core = md_text(text)
    return (" " if text[:1].isspace() else "") + core + (" " if text[-1:].isspace() and core else "")


def _domain_list(spec: ComponentSpec, rule: Any) -> list[str] | None:
    d = spec.domain(rule.value)
    return None if d is None else list(d)


# --- Markdown -------------------------------------------------------------------

def _cell(table: Table, column: str, row: dict, locale: str) -> str:
    if f"_md_{column}" in row:  # Markdown per locale
        return row[f"_md_{column}"].get(locale) or row[f"_md_{column}"][DEFAULT_LOCALE]
    value = row.get(column)
    fmt = table.formats.get(column, "text")
    if fmt == "default":
        return md_code(_literal(value)) if value is not None else _word(locale, "none")
    if value is None or value == [] or value == "":
        return "" if fmt in ("flag",) else _word(locale, "none")
    if fmt == "code":
        return md_code(value)
    if fmt == "codes":
        items = value if isinstance(value, list) else [value]
        return " ".join(md_code(v) for v in items)
    if fmt == "keys":
        return " / ".join(md_code(k) for k in value)
    if fmt == "word":
        return md_text(_word(locale, value))
    if fmt == "flag":
        return _word(locale, "yes") if value else ""
    if fmt == "yesno":
        return _word(locale, "yes" if value else "no")
    if fmt == "source":
        return md_text(_word(locale, f"source_{value}"))
    return md_text(localized(value, locale))


def row_id(kind: str, *names: str) -> str:
    """The anchor of a table row: ``kind`` and the row's names, lower case, any run of other characters
    as one ``-`` (``var`` + ``--xh-tool-call-bg`` → ``var-xh-tool-call-bg``)."""
    return re.sub(r"[^a-z0-9_]+", "-", "-".join((kind, *names)).lower()).strip("-")


ROW_ANCHORS: dict[str, tuple[str, Callable[[dict], str | None]]] = {
    "props": ("prop", lambda r: row_id("prop", r["prop"])),
    "events": ("event", lambda r: row_id("event", r["event"])),
    "states": ("part", lambda r: row_id("state", r["part"])),
    "data-attributes": ("attribute", lambda r: row_id("attr", r["part"], r["attribute"])),
    "css-variables": ("variable", lambda r: row_id("var", r["variable"])),
    "types": ("type", lambda r: row_id("type", r["type"]) if r.get("_first") else None),
    "translations": ("key", lambda r: row_id("translation", r["key"])),
}
"""Tables whose rows each have an anchor: the column that names the row, and the row's id.

The name is written as a small heading (``<h4 id>``) in its cell, the name
a link to the row itself, so every prop, event, slot, state, data attribute,
CSS variable, type and translation key has its own link, and the site's
search, which cuts a page into sections at headings with ids, lands a query
for ``--xh-tool-call-summary-bg`` or ``open-change`` on its row. Being raw
HTML, the headings stay out of the page's table of contents. Ids are the same
in every locale, so the language switch keeps the row.
"""


def _anchored(cell: str, ident: str) -> str:
    """``cell`` (the row name's Markdown) as a heading with ``ident`` whose name links to itself."""
    return f'<h4 id="{ident}">[{cell}](#{ident})</h4>'


def type_links(tables_: dict[str, Table]) -> dict[str, str]:
    """Each named type of the types table → its row's anchor; a ``…Translations`` type (the strings a
    host may replace) → the translations table's first row."""
    out = {r["type"]: row_id("type", r["type"]) for r in tables_["types"].rows if r.get("_first")}
    keys = tables_["translations"].rows
    for row in tables_["props"].rows:
        m = re.fullmatch(r"(?:Partial<)?([A-Z][A-Za-z0-9]*Translations)>?", str(row["type"]))
        if m and keys:
            out[m.group(1)] = row_id("translation", keys[0]["key"])
    return out


def _linked_type(cell: str, value: Any, links: dict[str, str]) -> str:
    """A type cell that names exactly one documented type, as a link to that type's row."""
    named = {n for n in _TYPE_NAME.findall(str(value or "")) if n in links}
    if len(named) != 1 or "[" in cell:
        return cell
    return f"[{cell}](#{links[named.pop()]})"


def _status_cell(row: dict, locale: str) -> str:
    return md_code(row["status"]) if row["status"] else md_text(_word(locale, "loading_state"))


_TYPE_COLUMNS = {"props": "type", "events": "payload"}
"""The column of each table that names a type, linked to the type's row."""


def table_markdown(table: Table, locale: str = DEFAULT_LOCALE, *, source: str = "",
                   types: dict[str, str] | None = None, drawn: Mapping[str, CellDrawer] | None = None) -> str:
    """One table as Markdown: a "generated — do not edit" HTML comment, the table, then its notes.

    Rows of :data:`ROW_ANCHORS` tables carry their name as an anchored heading;
    a type cell naming one of ``types`` (type → anchor, :func:`type_links`) links to it.
    ``drawn``: column → a function ``(row, locale) → Markdown`` that draws that
    column's cells instead (the docs' resolved token defaults).
    """
    h = _heading(locale, table.id)
    banner = headings().get(locale, {}).get("banner") or headings()[DEFAULT_LOCALE]["banner"]
    lines = [f"<!-- {banner.replace('{source}', source)} -->", ""]
    anchor = ROW_ANCHORS.get(table.id)
    typed = _TYPE_COLUMNS.get(table.id)

    folded = {f for fs in table.folds.values() for f in fs}
    shown = [c for c in table.columns if c not in folded]

    def cell(row: dict, c: str) -> str:
        if drawn and c in drawn:
            return drawn[c](row, locale)
        if table.formats.get(c) == "status":
            return _status_cell(row, locale)
        return _cell(table, c, row, locale)

    def cells(row: dict) -> list[str]:
        out = []
        for c in shown:
            text = cell(row, c)
            if c == typed and types:
                text = _linked_type(text, row.get(c), types)
            if anchor is not None and c == anchor[0] and (ident := anchor[1](row)):
                text = _anchored(text, ident)
            for f in table.folds.get(c, ()):
                inner = cell(row, f)
                if inner and inner != _word(locale, "none"):  # one element a line (pages have a budget)
                    label = _word(locale, "folded").replace("{heading}", md_text(h["columns"][f]))
                    # A label ending in a full-width colon ("默认值：") gives no line break before a
                    # code span: <wbr> does, so the cell is no wider than its longest name.
                    wbr = "" if label.endswith(" ") else "<wbr>"
                    text += f'<span class="xh-doc-fold">{label}{wbr}{inner}</span>'
            out.append(text)
        return out

    lines += md_table([md_text(h["columns"][c]) for c in shown], (cells(row) for row in table.rows))
    if table.notes:
        lines.append("")
        lines.extend(f"- {_note(localized(n, locale))}" for n in table.notes)
    return "\n".join(lines) + "\n"


def _note(note: str) -> str:
    # Notes are prose; a Markdown link written by the generator (keyboard source) stays a link.
    m = re.fullmatch(r"\[([^\]]+)\]\((https://[^)\s]+)\)", note)
    return f"[{md_text(m.group(1))}]({m.group(2)})" if m else md_text(note)


def table_json(table: Table, component: str) -> str:
    return json.dumps(table.data(component), ensure_ascii=False, indent=2) + "\n"


def table_files(spec: ComponentSpec, css_variables: Sequence[Any] = (), *, keyframes_defined: Sequence[str] = (),
                shared_keyframes: Sequence[str] = (), locales: Sequence[str] | None = None,
                folder: Callable[[str], str] | None = None,
                drawn: Mapping[str, Mapping[str, CellDrawer]] | None = None) -> dict[str, str]:
    """``{relative path: text}`` of every table: Markdown per locale and JSON once.

    Paths: ``<component>/tables/<id>.md`` and ``.json`` for the default locale,
    ``<component>/tables/<locale>/<id>.md`` for the others (``folder(component)``
    replaces ``<component>/tables`` when given). Locales default to every
    locale of ``headings.yaml`` (``en``, ``zh``). ``drawn``: table id → the
    ``drawn`` cells of :func:`table_markdown` (the JSON keeps the data).
    """
    base = folder(spec.name) if folder else f"{spec.name}/tables"
    out: dict[str, str] = {}
    data = tables(spec, css_variables, keyframes_defined=keyframes_defined, shared_keyframes=shared_keyframes)
    types = type_links(data)
    for locale in locales if locales is not None else available_locales():
        where = base if locale == DEFAULT_LOCALE else f"{base}/{locale}"
        for table in data.values():
            out[f"{where}/{table.id}.md"] = table_markdown(table, locale, source=spec.path, types=types,
                                                           drawn=(drawn or {}).get(table.id))
    for table in data.values():
        out[f"{base}/{table.id}.json"] = table_json(table, spec.name)
    return dict(sorted(out.items()))
