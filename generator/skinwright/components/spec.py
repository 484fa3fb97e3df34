"""Component specs: ``styles/<component>/spec.yaml`` validated and read into a :class:`ComponentSpec`.

:func:`load_spec` validates the document against the bundled JSON Schema
(``component.schema.json``, published in ``dist/schema/``), then runs the
cross-checks the schema cannot express (:mod:`.checks`), collecting every
problem as a diagnostic at file:line:col before raising once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ..diagnostics import SkinwrightError
from ..prose import Prose, is_prose_mapping, sanitized, text_in
from ..schemas import schema, schema_text
from ..source import Document
from .artefacts import default_artefacts, slot_name
from .expressions import kind

SCHEMA = "component.schema.json"
PHASE_FLAGS = ("running", "settled", "errored")
"""The derived flags every phase row carries."""


def spec_schema_text() -> str:
    """The JSON Schema (draft 2020-12) of spec files, for ``dist/schema/component.schema.json``."""
    return schema_text(SCHEMA)


@dataclass(frozen=True)
class Part:
    """A part of the anatomy; ``parent`` is the part it sits in (``None`` for the root, the first part)."""

    name: str
    required: bool
    element: str
    description: str
    parent: str | None = None


@dataclass(frozen=True)
class Prop:
    """A prop; ``default`` is meaningful only when ``has_default``.

    Its closed set of values, if any, is a section (``values_from``) or
    written inline (``values``), never both.
    """

    name: str
    type: str
    required: bool
    description: str
    default: Any = None
    has_default: bool = False
    values_from: str | None = None
    values: tuple[str, ...] | None = None


@dataclass(frozen=True)
class Flag:
    """A boolean fact rules read; ``source`` is ``machine``, ``prop``, ``phase`` or ``data``.

    A ``data`` flag is decided per element by the view that renders an item
    (a location with a line); :func:`~.connect.connect` reads it as false.
    """

    name: str
    source: str
    phrase: str
    description: str
    words: tuple[str, str] | None = None


@dataclass(frozen=True)
class AttributeRule:
    """One attribute connect puts on ``part``: its value expression and the condition that adds it."""

    part: str
    name: str
    value: Mapping[str, Any]
    when: Any = None
    condition: str | None = None
    description: str | None = None

    @property
    def kind(self) -> str:
        """``data``, ``aria`` (``aria-*`` and ``role``) or ``html``."""
        if self.name.startswith("data-"):
            return "data"
        return "aria" if self.name.startswith("aria-") or self.name == "role" else "html"

    @property
    def valueless(self) -> bool:
        """A presence attribute (``data-loading=""``)."""
        return dict(self.value) == {"literal": ""}

    @property
    def per_element(self) -> bool:
        """The view fills the value from the item it renders (``{values: …}``, ``{data: …}``)."""
        return kind(self.value)[0] in ("values", "data")


@dataclass(frozen=True)
class Phase:
    name: str
    meaning: str
    running: bool
    settled: bool
    errored: bool
    tone: str
    word: str
    aliases: tuple[str, ...] = ()
    """Earlier names of this phase, kept working (:meth:`ComponentSpec.value_aliases`)."""

    def flag(self, name: str) -> bool:
        return bool(getattr(self, name)) if name in PHASE_FLAGS else False


@dataclass(frozen=True)
class Named:
    """A tone, size or variant; ``aliases`` are its earlier names, kept working."""

    name: str
    description: str
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class Translation:
    """A string a host may replace; ``one`` is its singular form (used when ``count`` is 1), if any."""

    key: str
    default: str
    description: str
    placeholders: tuple[str, ...] = ()
    one: str | None = None


@dataclass(frozen=True, eq=False)
class ComponentSpec:
    """A validated component spec (what the skin checks read, plus what tables and markup need).

    Collections keep the spec's order. Plain-data members (``artefacts``,
    ``events``, ``machine``…) are the spec's mappings and lists as read.
    """

    name: str
    path: str
    document: Document
    title: str
    status: str | None
    description: str
    prefix: str
    artefacts: dict
    parts: tuple[Part, ...]
    props: tuple[Prop, ...]
    events: tuple[dict, ...]
    flags: dict[str, Flag]
    rules: tuple[AttributeRule, ...]
    aria_notes: tuple[str, ...]
    keyboard: dict
    api: tuple[dict, ...]
    phases: tuple[Phase, ...]
    tones: tuple[Named, ...]
    sizes: tuple[Named, ...]
    variants: tuple[Named, ...]
    translations: tuple[Translation, ...]
    motion: dict
    rtl: tuple[dict, ...]
    slots: dict[str, str]
    machine: dict | None = None
    slot_renames: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """A renamed slot → its earlier names, most recent first (``renamed_from``); the skin
    reads each as the fallback of the new one (:mod:`skinwright.skins.aliases`)."""
    slot_deprecations: dict[str, Any] = field(default_factory=dict)
    """A renamed slot → what its ``deprecated`` note says about the old names, if it says anything."""
    conditions: dict[str, Any] = field(default_factory=dict)
    """A skin condition on other elements (``has([data-scope='tool-call'][data-state='output-error'])``, as
    the CSS variables table notes it) → its phrase, prose per language, for the docs' States cells."""
    _cache: dict = field(default_factory=dict, repr=False)

    # --- the custom element ------------------------------------------------------
    @property
    def plays_button(self) -> bool:
        """Whether the root part is drawn as a ``<button>``: its custom element (which is the root)
        then plays the button (``role="button"``, in the tab order, Enter and Space click it)."""
        return any(p.name == "root" and p.element == "button" for p in self.parts)

    @property
    def pressed_flag(self) -> str | None:
        """The flag an element that plays a button announces on its root (``aria-pressed: {bool: selected}``,
        or another state of :data:`ANNOUNCED`): a press that changes it fires ``change``; else ``None``."""
        if not self.plays_button:
            return None
        return next((r.value["bool"] for r in self.rules if r.part == "root" and r.name in ANNOUNCED
                     and isinstance(r.value, Mapping) and isinstance(r.value.get("bool"), str)
                     and r.value["bool"] in self.flags), None)

    @property
    def host_events(self) -> tuple[dict, ...]:
        """The DOM events the element fires on itself besides the spec's ``events``, as event rows
        (``name``, ``payload``, ``description`` in each language, no ``fields``): an element that
        plays a button fires ``click`` when pressed (a pointer, Enter or Space: ``button()`` in
        ``js/element.js`` clicks it), as Shoelace's and Web Awesome's buttons leave the press to the
        DOM's ``click``. A spec that declares ``click`` itself keeps its own row."""
        if not self.plays_button:
            return ()
        en, zh = str(self.title).lower(), text_in(self.title, "zh") or str(self.title)
        out = [{"name": "click", "payload": "MouseEvent", "fields": [], "native": True, "description": Prose({
            "en": f"The {en} was pressed: a pointer click, Enter or Space. The element plays a native button "
                  "(role=button): the DOM's click comes from the element itself (event.target is the element), "
                  "and a listener on it reads the new state.",
            "zh": f"{zh}被按下：指针点击、Enter 或 Space。元素扮演原生按钮（role=button）：DOM 的 click 从元素自身"
                  "派发（event.target 是元素），监听它的代码读到的是新状态。"})}]
        flag = self.pressed_flag
        if flag:
            out.append({"name": "change", "payload": "Event", "fields": [], "native": True, "description": Prose({
                "en": f"A press changed {flag} (read the new value from the element), as Web Awesome's switch "
                      "fires change; it bubbles.",
                "zh": f"一次按下改变了 {flag}（从元素上读取新值），如同 Web Awesome 的开关会派发 change；它冒泡。"})})
        taken = {e["name"] for e in self.events}
        return tuple(e for e in out if e["name"] not in taken)

    # --- what the skin checks read ------------------------------------------
    @property
    def part_names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.parts)

    @property
    def slot_names(self) -> tuple[str, ...]:
        return tuple(self.slots)

    def parent(self, part: str) -> str | None:
        """The part ``part`` sits in (None for the first part, the root)."""
        return next(x for x in self.parts if x.name == part).parent

    @property
    def deprecated_slots(self) -> dict[str, str]:
        """Every earlier slot name the spec keeps working → the slot that replaced it."""
        return {old: new for new, olds in self.slot_renames.items() for old in olds}

    def value_aliases(self, section: str) -> dict[str, str]:
        """``phases``, ``tones``, ``sizes`` or ``variants``: each earlier value name → the value that replaced it."""
        return {old: x.name for x in getattr(self, section) for old in x.aliases}

    def attribute_aliases(self) -> dict[str, dict[str, str]]:
        """``data-*`` attribute → {earlier value: value} for every attribute a section's prop fills.

        An attribute written ``{prop: tone}``, where ``tone`` takes ``values_from: tones``, gets the
        aliases of ``tones``; the skin matches both values (:mod:`skinwright.skins.aliases`).
        """
        if "attribute_aliases" in self._cache:
            return self._cache["attribute_aliases"]
        out: dict[str, dict[str, str]] = self._cache.setdefault("attribute_aliases", {})
        for rule in self.rules:
            op, arg = kind(rule.value)
            prop = self.prop(arg) if rule.kind == "data" and op == "prop" else None
            if prop is not None and prop.values_from:
                aliases = self.value_aliases(prop.values_from)
                if aliases:
                    out.setdefault(rule.name, {}).update(aliases)
        return out

    def prop_aliases(self, prop: str) -> dict[str, str]:
        """Earlier value names of ``prop`` → today's (from its ``values_from`` section; ``{}`` if none)."""
        p = self.prop(prop)
        return self.value_aliases(p.values_from) if p is not None and p.values_from else {}

    def canonical(self, prop: str, value: Any) -> Any:
        """``value`` of ``prop`` with an earlier (alias) name replaced by today's: what connect writes."""
        return self.prop_aliases(prop).get(value, value) if isinstance(value, str) else value

    def slot_description(self, name: str) -> str:
        """Raises KeyError for a slot the spec does not declare."""
        return self.slots[name]

    def state_values(self, part: str) -> tuple[str, ...]:
        """Public ``data-state`` values of ``part`` (the domain of its data-state rule; () if none)."""
        rule = self.rule(part, "data-state")
        return (self.domain(rule.value) or ()) if rule else ()

    def attribute_values(self, part: str) -> dict[str, tuple[str, ...] | None]:
        """Every ``data-*`` attribute of ``part`` → its closed set of values.

        ``()`` for a valueless presence attribute, ``None`` when open-ended;
        ``data-scope`` and ``data-part`` included.
        """
        out: dict[str, tuple[str, ...] | None] = {"data-scope": (self.name,), "data-part": (part,)}
        for rule in self.rules_for(part):
            if rule.kind == "data":
                out[rule.name] = self.domain(rule.value)
        return out

    @property
    def root(self) -> str:
        """The root part: the anatomy's first."""
        return self.parts[0].name

    def children(self, part: str) -> tuple[str, ...]:
        """The parts that sit directly in ``part``, in anatomy order."""
        return tuple(p.name for p in self.parts if p.parent == part)

    def machine_flags(self) -> tuple[str, ...]:
        """The flags the machine sets (``from: machine``): a state's value or a context value of that name."""
        return tuple(name for name, f in self.flags.items() if f.source == "machine")

    # --- lookups -------------------------------------------------------------
    def rules_for(self, part: str) -> tuple[AttributeRule, ...]:
        return tuple(r for r in self.rules if r.part == part)

    def rule(self, part: str, name: str) -> AttributeRule | None:
        return next((r for r in self.rules if r.part == part and r.name == name), None)

    def prop(self, name: str) -> Prop | None:
        return next((p for p in self.props if p.name == name), None)

    def phase(self, name: Any) -> Phase | None:
        """The phase row named ``name`` or aliased by it (``None`` if neither)."""
        return next((p for p in self.phases if p.name == name), None) or \
            next((p for p in self.phases if name in p.aliases), None)

    def section_names(self, section: str) -> tuple[str, ...]:
        """Names of ``phases``, ``tones``, ``sizes`` or ``variants``."""
        return tuple(x.name for x in getattr(self, section))

    def prop_values(self, name: str) -> tuple[str, ...] | None:
        """The closed set of a prop's values (its ``values_from`` section or inline ``values``;
        ``true``/``false`` for a boolean), else None."""
        prop = self.prop(name)
        if prop is None:
            return None
        if prop.values_from:
            return self.section_names(prop.values_from)
        if prop.values:
            return prop.values
        return ("true", "false") if prop.type == "boolean" else None

    def domain(self, expr: Mapping[str, Any]) -> tuple[str, ...] | None:
        """Closed set of values an expression can take; () for ``{literal: ""}``, None if open."""
        op, arg = kind(expr)
        if op == "literal":
            return () if arg == "" else (arg,)
        if op == "values":
            return tuple(arg)
        if op == "prop":
            return self.prop_values(arg)
        if op == "state":
            flag = self.flags.get(arg)
            return tuple(flag.words) if flag and flag.words else None
        if op == "bool":
            return ("true", "false")
        return None

    @property
    def translation_defaults(self) -> dict[str, str]:
        return {t.key: t.default for t in self.translations}

    @property
    def referenced_parts(self) -> tuple[str, ...]:
        """Parts some rule points at with ``{id: part}`` (they get a DOM id), anatomy order."""
        targets = {kind(r.value)[1] for r in self.rules if kind(r.value)[0] == "id"}
        return tuple(p for p in self.part_names if p in targets)

    # --- table text ----------------------------------------------------------
    def value_text(self, rule: AttributeRule) -> str:
        """The value column of the data-attribute and ARIA tables.

        ``props.size``, ``'open' | 'closed'``, ``id of the content part``,
        ``location.path`` (a value the view copies from the item it renders);
        a conditional rule adds its condition: ``'' (present only when
        disabled)`` for a presence attribute, ``X, only when errored (else
        absent)`` otherwise.
        """
        op, arg = kind(rule.value)
        if op == "literal":
            base = f"'{arg}'"
        elif op == "prop":
            base = f"props.{arg}"
        elif op == "id":
            base = f"id of the {arg} part"
        elif op == "data":
            base = arg
        else:
            base = " | ".join(f"'{v}'" for v in self.domain(rule.value) or ())
        if rule.when is None:
            return base
        cond = self.condition_text(rule)
        return f"'' (present only {cond})" if rule.valueless else f"{base}, only {cond} (else absent)"

    def condition_text(self, rule: AttributeRule) -> str | None:
        """When a conditional rule applies: its own ``condition`` or the flag's phrase."""
        if rule.when is None:
            return None
        if rule.condition:
            return rule.condition
        return self.flags[rule.when].phrase  # checks guarantee a plain flag name here


PROSE_KEYS = frozenset({"description", "title", "condition", "else", "items", "meaning", "note", "reduced_motion",
                        "topic", "action", "deprecated", "phrase", "label"})
"""Members whose text is prose (the schema's ``prose``): it reaches the docs pages, the editor data and the
element's comments as Markdown, so it is read without raw HTML or script links (:func:`~skinwright.prose.sanitized`)."""


def _plain(value: Any, key: Any = None, parent: Any = None) -> Any:
    """Deep copy into plain dict/list (drops the loader's position bookkeeping); prose written per
    language (``{en: …, zh: …}``, where the schema allows it) becomes a :class:`~skinwright.prose.Prose`,
    and every prose text is sanitized (:data:`PROSE_KEYS`, a slot's text)."""
    if key in PROSE_KEYS or parent == "slots":
        value = sanitized(value)
        if parent == "slots" and isinstance(value, dict):  # {en, zh, renamed_from}: the languages written inline
            value = {k: sanitized(v) if k != "renamed_from" and k not in PROSE_KEYS else v for k, v in value.items()}
    if is_prose_mapping(value):
        return Prose(value)
    if isinstance(value, dict):
        return {k: _plain(v, k, key) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v, key, parent) for v in value]
    return value


def load_spec(doc: Document, *, prefix: str = "xh", package: str | None = None) -> ComponentSpec:
    """Validate a component spec document and build its :class:`ComponentSpec`.

    ``prefix`` is the custom-property prefix (``[tool.skinwright] prefix``):
    a slot written in full must start with ``--<prefix>-<name>-``; one written
    as its last words (``bg``) becomes ``--<prefix>-<name>-bg``, so the spec
    follows the configuration. Artefacts the spec leaves out are named after
    the prefix (:func:`default_artefacts`), the skin after the npm ``package``
    out-dir is, when given.

    Raises:
        SkinwrightError: every ``spec/...`` diagnostic found (schema errors
            first; cross-checks run only on a document that fits the schema).
    """
    from .checks import cross_check
    from .validate import schema_diagnostics

    diagnostics = schema_diagnostics(doc, schema(SCHEMA))
    if diagnostics:
        raise SkinwrightError(diagnostics)
    diagnostics = cross_check(doc, prefix)
    if any(d.severity == "error" for d in diagnostics):
        raise SkinwrightError(diagnostics)
    return _build(doc, _plain(doc.data), prefix, package)


def _slots(d: dict, prefix: str) -> tuple[dict, dict, dict]:
    """``(slot → description, slot → earlier names, slot → deprecation note)`` of the ``slots`` table."""
    described, renames, notes = {}, {}, {}
    for key, entry in d["slots"].items():
        name = slot_name(key, d["name"], prefix)
        if isinstance(entry, dict) and "renamed_from" in entry:
            # the text is description:, or the language keys written inline beside renamed_from (the schema allows one)
            described[name] = entry.get("description") or {
                k: v for k, v in entry.items() if k not in ("renamed_from", "deprecated")}
            olds = entry["renamed_from"]
            renames[name] = tuple(slot_name(o, d["name"], prefix) for o in ([olds] if isinstance(olds, str) else olds))
            if "deprecated" in entry:
                notes[name] = entry["deprecated"]
        else:
            described[name] = entry
    return described, renames, notes


ANNOUNCED = ("aria-pressed", "aria-checked", "aria-selected", "aria-expanded")
"""The ARIA states a part announces a flag with; such a flag is the component's state, readable on its element."""


def _api(d: dict) -> tuple[dict, ...]:
    """The spec's ``api``, then each flag a part announces (``aria-pressed: {bool: selected}``) that
    it does not list, as a read-only boolean member: a toggle's state is a property of its element, as
    Web Awesome's ``<wa-switch>`` has ``checked`` (the spec's own entry, if any, wins)."""
    api = list(d.get("api", []))
    named = {a["name"] for a in api} | {p["name"] for p in d.get("props", [])}  # a prop reads back already
    for attrs in d["attributes"].values():
        for name, rule in attrs.items():
            flag = rule["value"].get("bool") if name in ANNOUNCED and isinstance(rule.get("value"), dict) else None
            if isinstance(flag, str) and flag in d.get("flags", {}) and flag not in named:
                named.add(flag)
                api.append({"name": flag, "type": "boolean", "description": d["flags"][flag]["description"]})
    return tuple(api)


def _build(doc: Document, d: dict, prefix: str, package: str | None = None) -> ComponentSpec:
    named = lambda key: tuple(Named(x["name"], x["description"], tuple(x.get("aliases", ())))  # noqa: E731
                              for x in d.get(key, []))
    slots, renames, notes = _slots(d, prefix)
    return ComponentSpec(
        name=d["name"], path=doc.path, document=doc, title=d["title"], status=d.get("status"),
        description=d["description"], prefix=prefix, artefacts=default_artefacts(d, prefix, package),
        parts=tuple(Part(p["part"], p["required"], p["element"], p["description"],
                         None if i == 0 else p.get("parent", d["anatomy"][0]["part"]))
                    for i, p in enumerate(d["anatomy"])),
        props=tuple(Prop(p["name"], p["type"], p["required"], p["description"], p.get("default"),
                         "default" in p, p.get("values_from"), tuple(p["values"]) if "values" in p else None)
                    for p in d["props"]),
        events=tuple(d.get("events", [])),
        flags={n: Flag(n, f["from"], f["phrase"], f["description"], tuple(f["words"]) if "words" in f else None)
               for n, f in d.get("flags", {}).items()},
        rules=tuple(AttributeRule(part, name, r["value"], r.get("when"), r.get("condition"), r.get("description"))
                    for part, attrs in d["attributes"].items() for name, r in attrs.items()),
        aria_notes=tuple(d.get("aria_notes", [])),
        keyboard=d.get("keyboard", {"source": None, "keys": []}),
        api=_api(d),
        phases=tuple(Phase(**{**p, "aliases": tuple(p.get("aliases", ()))}) for p in d.get("phases", [])),
        tones=named("tones"), sizes=named("sizes"), variants=named("variants"),
        translations=tuple(Translation(t["key"], t["default"], t["description"], tuple(t.get("placeholders", [])),
                                       t.get("one")) for t in d.get("translations", [])),
        motion=d.get("motion", {"keyframes": [], "notes": []}),
        rtl=tuple(d.get("rtl", [])),
        slots=slots, slot_renames=renames, slot_deprecations=notes,
        machine=d.get("machine"), conditions=dict(d.get("conditions", {})),
    )
