"""Live examples as data: ``styles/<component>/examples/*.yaml`` validated into an :class:`Example`.

An example file holds a title, a description and ``items``. An item is one
key and its value:

- ``<component>:`` (any component of the project) an instance of it:
  ``props`` (names and values from its spec), ``parts`` (part name → its
  text, or a list of items rendered inside it), ``phases`` (for a demo: parts
  that change in that phase) and an optional ``id`` (the instance id, for
  stable DOM ids);
- ``matrix:`` one instance in every combination of ``axes`` (prop → values;
  ``null`` leaves the prop unset);
- the item kinds plugins add (:mod:`skinwright.plugins`), such as a tool
  call's record.

A ``demo`` drives the first item, an instance: ``stepper`` shows a button per
phase of its spec, ``send`` buttons send machine events (labelled as the API
call a host makes), ``actions`` put docs-only buttons into a part that move
the instance to another phase.

The file name orders and names the example: ``20-auto-disclosure.yaml`` has
the id ``auto-disclosure``. :func:`load_example` validates one file against
:func:`example_schema` and the specs, reads the files it refers to, and
raises :class:`~skinwright.diagnostics.SkinwrightError` with ``docs/example-*``
diagnostics at file:line:col.
"""

from __future__ import annotations

import functools
import hashlib
import itertools
import json
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from importlib import resources
from pathlib import PurePosixPath
from typing import Any

from ...components.spec import ComponentSpec
from ...components.validate import schema_diagnostics
from ...diagnostics import Diagnostic, SkinwrightError, did_you_mean
from ...prose import prose, sanitized
from ...source import Document

PREFIX = "docs/example"
_ORDER = re.compile(r"^\d+[-_]")


@functools.lru_cache(maxsize=None)
def _base_schema() -> str:
    return resources.files("skinwright.docs").joinpath("example.schema.json").read_text(encoding="utf-8")


# --- the data ------------------------------------------------------------------------

@dataclass(frozen=True)
class Instance:
    """One instance of ``component``: props as written, part contents, per-phase part contents, an id.

    A part's content is text (``str``; a :class:`~skinwright.prose.Prose` when the file
    gives it per language), ``None`` (left out), or a tuple of items drawn inside the part.
    """

    component: str
    props: Mapping[str, Any]
    parts: Mapping[str, Any]
    phases: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    id: str | None = None

    def parts_for(self, phase: str | None) -> dict[str, Any]:
        """``parts`` with the contents of ``phase`` on top."""
        return {**self.parts, **(self.phases.get(phase) or {})}


@dataclass(frozen=True)
class Matrix:
    """The same instance in every combination of ``axes`` (prop → values; ``None`` leaves the prop unset)."""

    axes: tuple[tuple[str, tuple[Any, ...]], ...]
    instance: Instance

    def cells(self) -> Iterator[tuple[dict[str, Any], Instance]]:
        """``(combination, instance)`` in row-major order (the last axis varies fastest)."""
        names = [name for name, _ in self.axes]
        base = self.instance
        for values in itertools.product(*(vals for _, vals in self.axes)):
            combo = dict(zip(names, values))
            props = {**base.props, **{k: v for k, v in combo.items() if v is not None}}
            yield combo, Instance(base.component, props, base.parts, base.phases)


@dataclass(frozen=True)
class Action:
    """A docs-only button in a demo: moves the instance to ``phase``, then (after a pause) to ``then``."""

    name: str
    label: str
    phase: str
    then: str | None = None
    primary: bool = False


@dataclass(frozen=True)
class Demo:
    """The controls of a demo (see the module docstring)."""

    stepper: bool = False
    send: tuple[tuple[str, str], ...] = ()
    part: str | None = None
    actions: tuple[Action, ...] = ()


@dataclass(frozen=True)
class Example:
    """One example file, validated."""

    id: str
    path: str
    title: str
    description: str
    items: tuple[Any, ...]
    source: str | None = None
    section: str = "examples"
    demo: Demo | None = None
    layout: str = "stack"
    locale: str = "en"
    digest: str = ""
    """A hash of the file and the files it reads: equal digests, equal examples."""
    warnings: tuple[Diagnostic, ...] = ()
    """Deprecations found while loading (a prop value given by an earlier name): the example still loads."""


def example_id(path: str) -> str:
    """``styles/badge/examples/20-auto-dismiss.yaml`` → ``auto-dismiss``."""
    return _ORDER.sub("", PurePosixPath(path).stem)


# --- the schema ----------------------------------------------------------------------

def example_schema(specs: Mapping[str, ComponentSpec], kinds: Mapping[str, Any] = {}, *,  # noqa: B006
                   values: bool = False) -> dict:
    """The JSON Schema (draft 2020-12) of an example file in a project with these components and item kinds.

    Each component's instance lists its props, parts and phases, so an editor
    completes them. ``values`` adds each prop's type and closed set of values:
    the schema published as ``dist/schema/example.schema.json`` has them; the
    one :func:`load_example` validates with leaves them to its own checks,
    whose messages name the prop.
    """
    schema = json.loads(_base_schema())
    defs = schema["$defs"]
    item = {"type": "object", "minProperties": 1, "maxProperties": 1, "additionalProperties": False,
            "description": "One item: an instance of a component (its name), a matrix, or "
                           + (", ".join(f"a {k}" for k in kinds) or "nothing else"), "properties": {}}
    for name, spec in sorted(specs.items()):
        defs[f"instance:{name}"] = _instance_schema(spec, values)
        item["properties"][name] = {"$ref": f"#/$defs/instance:{name}"}
    item["properties"]["matrix"] = {
        "type": "object", "required": ["axes"], "minProperties": 2, "maxProperties": 2,
        "description": "Every combination of the axes' values, each an instance of the one component named next to axes.",
        "properties": {"axes": {"type": "object", "minProperties": 1,
                                "additionalProperties": {"type": "array", "minItems": 1}},
                       **{name: {"$ref": f"#/$defs/instance:{name}"} for name in sorted(specs)}},
        "additionalProperties": False}
    for name, kind in kinds.items():
        item["properties"][name] = dict(kind.schema)
    defs["item"] = item
    return schema


def _instance_schema(spec: ComponentSpec, typed: bool) -> dict:
    props = {}
    for p in spec.props:
        values = spec.prop_values(p.name)
        entry: dict[str, Any] = {"description": p.description}
        if typed and values and p.type != "boolean":
            entry["enum"] = list(values) + list(spec.prop_aliases(p.name))  # earlier names still validate
        elif typed and p.type in ("boolean", "number", "string"):
            entry["type"] = p.type
        props[p.name] = entry
    parts = {"type": "object", "additionalProperties": False,
             "properties": {p.name: {"$ref": "#/$defs/content", "description": p.description} for p in spec.parts}}
    out = {"type": "object", "additionalProperties": False, "description": spec.description,
           "properties": {"id": {"type": "string", "minLength": 1, "description": "The instance id (DOM ids derive from it)."},
                          "props": {"type": "object", "properties": props}, "parts": parts}}
    if spec.phases:
        out["properties"]["phases"] = {"type": "object", "description": "For demos: parts that change in that phase.",
                                       "additionalProperties": parts}
        if typed:
            out["properties"]["phases"]["propertyNames"] = {"enum": list(spec.section_names("phases"))}
    return out


# --- loading -------------------------------------------------------------------------

@dataclass
class LoadContext:
    """What loading one example needs: the document, the project's specs and item kinds, file reading.

    ``read_text(rel)`` returns a project file's text (``rel`` from the project
    root) and raises ``FileNotFoundError`` when there is none; every text read
    is part of the example's digest. Problems go to ``problems``.
    """

    doc: Document
    specs: Mapping[str, ComponentSpec]
    kinds: Mapping[str, Any]
    read: Callable[[str], str]
    problems: list[Diagnostic] = field(default_factory=list)
    warnings: list[Diagnostic] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)

    def read_text(self, rel: str) -> str:
        self.texts.append(self.read(rel))
        return self.texts[-1]

    def relative(self, path: str) -> str:
        """``path`` written in the example, from the project root."""
        return str(PurePosixPath(self.doc.path).parent / path)

    def problem(self, code: str, message: str, at: tuple, *, key: bool = False, hint: str | None = None) -> None:
        self.problems.append(Diagnostic(f"{PREFIX}/{code}", message, self.doc.locate(at, key=key), hint=hint))

    def item(self, value: Mapping, at: tuple) -> Any:
        (key, inner), = value.items()
        at = at + (key,)
        if key in self.specs:
            return self.instance(key, inner, at)
        if key == "matrix":
            return self.matrix(inner, at)
        return self.kinds[key].load(inner, at, self)

    def instance(self, component: str, value: Mapping, at: tuple) -> Instance:
        spec = self.specs[component]
        props = dict(value.get("props") or {})
        for name, v in props.items():
            if self.check_prop(spec, at + ("props", name), name, None, key=True):
                self.check_prop(spec, at + ("props", name), name, v)
        # an earlier value name (a spec's ``aliases``) keeps working, as it does in markup: normalised, with a warning
        props = {name: self.current(spec, at + ("props", name), name, v) for name, v in props.items()}
        parts = {name: self.content(v, at + ("parts", name)) for name, v in (value.get("parts") or {}).items()}
        names = spec.section_names("phases")
        for name in value.get("phases") or {}:
            if name not in names:
                guess = did_you_mean(name, names)
                self.problem("unknown-phase", f"'{name}' is not a phase of {spec.name}", at + ("phases", name), key=True,
                             hint=f"did you mean '{guess}'?" if guess else "phases: " + ", ".join(names))
        phases = {ph: {name: self.content(v, at + ("phases", ph, name)) for name, v in over.items()}
                  for ph, over in (value.get("phases") or {}).items()}
        return Instance(component, dict(props), parts, phases, value.get("id"))

    def content(self, value: Any, at: tuple) -> Any:
        if isinstance(value, list):
            return tuple(self.item(x, at + (i,)) for i, x in enumerate(value))
        return prose(value)  # {en, zh}: the English everywhere a string goes, each language's on its site

    def matrix(self, value: Mapping, at: tuple) -> Matrix:
        component = next(k for k in value if k != "axes")
        spec = self.specs[component]
        for name, values in value["axes"].items():
            self.check_prop(spec, at + ("axes", name), name, None, key=True)
            for i, v in enumerate(values):
                if v is not None:
                    self.check_prop(spec, at + ("axes", name, i), name, v)
        axes = tuple((name, tuple(v if v is None else self.current(spec, at + ("axes", name, i), name, v)
                                  for i, v in enumerate(values))) for name, values in value["axes"].items())
        return Matrix(axes, self.instance(component, value[component], at + (component,)))

    def check_prop(self, spec: ComponentSpec, at: tuple, name: str, value: Any, key: bool = False) -> bool:
        """Report a prop ``spec`` does not have (``key``) or a value it does not take; True when fine."""
        prop = spec.prop(name)
        if prop is None:
            guess = did_you_mean(name, [p.name for p in spec.props])
            self.problem("unknown-prop", f"{spec.name} has no prop '{name}'", at, key=True,
                         hint=f"did you mean '{guess}'?" if guess else None)
            return False
        if key:
            return True
        allowed = spec.prop_values(name) if (prop.values_from or prop.values) else None
        wrong = (allowed is not None and value not in allowed and value not in spec.prop_aliases(name)) or \
            (prop.type == "boolean" and not isinstance(value, bool)) or \
            (prop.type == "number" and (isinstance(value, bool) or not isinstance(value, (int, float))))
        if wrong:
            want = "one of " + ", ".join(allowed) if allowed is not None else "a " + prop.type
            guess = did_you_mean(str(value), allowed) if allowed else None
            self.problem("invalid-value", f"{name} must be {want}, not {json.dumps(value)}", at,
                         hint=f"did you mean '{guess}'?" if guess else None)
        return not wrong

    def current(self, spec: ComponentSpec, at: tuple, name: str, value: Any) -> Any:
        """``value`` of prop ``name`` by today's name; an earlier name (an alias) is warned about at ``at``."""
        new = spec.canonical(name, value)
        if new != value:
            self.warnings.append(Diagnostic(
                f"{PREFIX}/deprecated-value", f"{name} \"{value}\" is an earlier name of \"{new}\"; it still works",
                self.doc.locate(at), severity="warning", hint=f"write {name}: {new}"))
        return new


def load_example(doc: Document, specs: Mapping[str, ComponentSpec], read_text: Callable[[str], str], *,
                 kinds: Mapping[str, Any] = {}) -> Example:  # noqa: B006
    """Validate the example ``doc`` (schema, then props and phases against the specs) and read its files.

    ``specs`` are the project's components by name, ``kinds`` the item kinds
    its plugins add (:func:`skinwright.plugins.item_kinds`).

    Raises:
        SkinwrightError: ``docs/example-*`` diagnostics (unknown keys, wrong
            types, a prop or value a spec does not have, a phase that is not
            one, a demo without an instance to drive, a missing file).
    """
    problems = schema_diagnostics(doc, example_schema(specs, kinds), prefix=PREFIX)
    if problems:
        raise SkinwrightError(problems)
    data = doc.data
    ctx = LoadContext(doc, specs, kinds, read_text, texts=[doc.path, doc.text])
    items = tuple(ctx.item(item, ("items", i)) for i, item in enumerate(data["items"]))
    demo = _demo(ctx, data.get("demo"), items)
    if ctx.problems:
        raise SkinwrightError(sorted(ctx.problems, key=Diagnostic.sort_key))
    return Example(id=example_id(doc.path), path=doc.path, title=prose(sanitized(data["title"])),
                   description=prose(sanitized(data["description"])),
                   items=items, source=data.get("source"), section=data.get("section", "examples"), demo=demo,
                   layout=data.get("layout", "stack"), locale=data.get("locale", "en"),
                   digest=hashlib.sha256("\0".join(ctx.texts).encode("utf-8")).hexdigest(),
                   warnings=tuple(sorted(ctx.warnings, key=Diagnostic.sort_key)))


def _demo(ctx: LoadContext, value: Mapping | None, items: tuple) -> Demo | None:
    if value is None:
        return None
    first = items[0]
    if not isinstance(first, Instance):
        ctx.problem("invalid-value", "a demo drives the first item, which must be an instance of a component",
                    ("items", 0), hint="put the component's item first")
        return None
    spec = ctx.specs[first.component]
    phases = spec.section_names("phases")
    events = tuple((spec.machine or {}).get("events", {}))
    for name in value.get("send", {}):
        if name not in events:
            guess = did_you_mean(name, events)
            ctx.problem("invalid-value", f"'{name}' is not an event of {spec.name}'s machine", ("demo", "send", name),
                        key=True, hint=f"did you mean '{guess}'?" if guess else "events: " + (", ".join(events) or "none"))
    actions = []
    for part, buttons in (value.get("actions") or {}).items():
        if part not in spec.part_names:
            guess = did_you_mean(part, spec.part_names)
            ctx.problem("invalid-value", f"'{part}' is not a part of {spec.name}", ("demo", "actions", part), key=True,
                        hint=f"did you mean '{guess}'?" if guess else None)
        for i, b in enumerate(buttons):
            for key in ("phase", "then"):
                if key in b and b[key] not in phases:
                    guess = did_you_mean(b[key], phases)
                    ctx.problem("unknown-phase", f"'{b[key]}' is not a phase of {spec.name}",
                                ("demo", "actions", part, i, key), hint=f"did you mean '{guess}'?" if guess else None)
            actions.append(Action(b["name"], prose(b["label"]), b["phase"], b.get("then"), b.get("primary", False)))
    part = next(iter(value.get("actions") or {}), None)
    if value.get("stepper") and not phases:
        ctx.problem("invalid-value", f"{spec.name} has no phases to step through", ("demo", "stepper"))
    return Demo(bool(value.get("stepper")), tuple((k, prose(v)) for k, v in value.get("send", {}).items()), part,
                tuple(actions))
