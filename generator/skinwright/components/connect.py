"""The connect rules in Python: props (and the machine's state) → the attributes of every part.

:func:`connect` evaluates any component's attribute rules for one instance:
it reads only the spec. Flags come from where the spec says: the machine (the
state's flag values, or a context value), a prop of the same name, the row of
``props.phase`` in the phases table, or the item a view renders (``data``:
false here). The result is a :class:`Connection` with ``part_props(part)``
in place of Zag's ``get<Part>Props()``.

Every part gets ``data-scope`` and ``data-part``; a part another rule points
at (``{id: part}``) gets a DOM id derived from the instance id, so two
instances on one page never share ids. Valueless attributes are present (as
``""``) only while their condition holds.

:func:`connect_data` is the same rules as plain data, for a page script that
re-evaluates them as the machine moves (the docs' live examples).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Mapping

from .expressions import evaluate, holds
from .machine import Machine
from .phases import resolve_phase
from .spec import ComponentSpec

_UNSAFE = re.compile(r"[^A-Za-z0-9_-]")


def encode_instance(instance_id: str) -> str:
    """An instance id as an id-safe token, injectively.

    Letters, digits, ``_`` and ``-`` stay; any other character becomes
    ``.<hex>.`` (``a b`` → ``a.20.b``). ``.`` itself is escaped, so distinct
    instance ids never collide, and the result has no whitespace or ``:``.
    """
    text = str(instance_id)
    return _UNSAFE.sub(lambda m: f".{ord(m.group(0)):x}.", text) or "."


def part_id(scope: str, instance_id: str, part: str) -> str:
    """The DOM id of ``part`` in one instance: ``<scope>:<instance>:<part>`` (``badge:b1:label``)."""
    return f"{scope}:{encode_instance(instance_id)}:{part}"


@dataclass
class IdAllocator:
    """Deterministic, page-unique instance ids for instances whose own ids may repeat (a call id twice).

    ``allocate("call_1")`` returns ``"call_1"``, then ``"call_1#2"``,
    ``"call_1#3"`` … skipping any id already handed out. Use one allocator
    per page, in document order.
    """

    used: set[str] = field(default_factory=set)

    def allocate(self, call_id: Any) -> str:
        base = str(call_id) if call_id not in (None, "") else "card"
        candidate, n = base, 1
        while candidate in self.used:
            n += 1
            candidate = f"{base}#{n}"
        self.used.add(candidate)
        return candidate


def normalize_props(spec: ComponentSpec, props: Mapping[str, Any] | None) -> dict[str, Any]:
    """Props with defaults; a value outside its prop's closed set (phase, size, tone, variant) takes the default.

    An earlier value name the spec keeps as an alias (``aliases: [old]``) becomes today's value, so markup
    written from old data carries the new one. Boolean props accept only ``True``/``False``; anything else
    is the default (``None`` when the prop has none). Props the spec does not declare are dropped.
    """
    props = props or {}
    out: dict[str, Any] = {}
    for p in spec.props:
        value = spec.canonical(p.name, props.get(p.name))
        default = p.default if p.has_default else None
        if p.values_from or p.values:
            ok = value in spec.prop_values(p.name)
        elif p.type == "boolean":
            ok = isinstance(value, bool)
        else:
            ok = value is not None
        out[p.name] = value if ok else default
    return out


@dataclass(frozen=True)
class Connection:
    """The connect API of one instance, as static values.

    Attributes:
        props: the props after defaults (:func:`normalize_props`).
        flags: every flag of the spec → whether it holds.
        phase: the phase after defaults (``None`` for a spec without phases).
        state: the machine state (``None`` without a machine).
        ids: referenced part → its DOM id.
    """

    spec: ComponentSpec
    instance_id: str
    props: Mapping[str, Any]
    flags: Mapping[str, bool]
    phase: str | None
    state: str | None
    ids: Mapping[str, str]
    _parts: Mapping[str, Mapping[str, str]]

    def flag(self, name: str) -> bool:
        """Whether flag ``name`` holds (``False`` for a flag the spec does not have)."""
        return bool(self.flags.get(name, False))

    def part_props(self, part: str) -> dict[str, str]:
        """Attributes of ``part`` (``get<Part>Props()``): name → value, ``""`` for valueless.

        Order: ``data-scope``, ``data-part``, ``id`` (if any), then the rules by name.
        Raises KeyError for a part the spec does not have.
        """
        return dict(self._parts[part])


class _Env:
    def __init__(self, spec: ComponentSpec, props: Mapping[str, Any], flags: Mapping[str, bool], ids: Mapping[str, str]):
        self.spec, self.props, self.flags, self.ids = spec, props, flags, ids

    def prop(self, name: str) -> Any:
        return self.props.get(name)

    def flag(self, name: str) -> bool:
        return self.flags[name]

    def word(self, name: str) -> str:
        words = self.spec.flags[name].words
        return words[0] if self.flags[name] else words[1]

    def part_id(self, part: str) -> str:
        return self.ids[part]


def machine_of(spec: ComponentSpec) -> Machine | None:
    """The spec's :class:`~.machine.Machine` (built once per spec), or ``None`` without one."""
    if not spec.machine:
        return None
    if "machine" not in spec._cache:
        spec._cache["machine"] = Machine.from_spec(spec)
    return spec._cache["machine"]


def connect(spec: ComponentSpec, props: Mapping[str, Any] | None, *, instance_id: str,
            events: tuple[str, ...] = ()) -> Connection:
    """Evaluate the spec's attribute rules for one instance.

    Args:
        props: the component's props; unknown or malformed values take their defaults.
        instance_id: unique per page (see :class:`IdAllocator`); part ids derive from it.
        events: machine events sent after the machine starts (``("PRESS.START",)``
            renders a trigger held down, if the machine lets it be).

    The machine starts from the props (its ``initial`` choices: a controlled
    ``open``, ``defaultOpen``…): the first frame a server renders.
    """
    p = normalize_props(spec, props)
    phase_row = resolve_phase(p.get("phase"), spec) if spec.phases else None
    machine = machine_of(spec)
    snapshot = None
    if machine is not None:
        snapshot = machine.start(p)
        for event in events:
            snapshot, _ = machine.send(snapshot, event, p)
    flags: dict[str, bool] = {}
    for name, f in spec.flags.items():
        if f.source == "machine":
            flags[name] = machine.flag(snapshot, name) if machine is not None else False
        elif f.source == "prop":
            flags[name] = bool(p.get(name))
        elif f.source == "data":
            flags[name] = False  # decided per element by the view
        else:
            flags[name] = phase_row.flag(name) if phase_row else False
    ids = {part: part_id(spec.name, instance_id, part) for part in spec.referenced_parts}
    env = _Env(spec, p, flags, ids)
    parts: dict[str, Mapping[str, str]] = {}
    for part in spec.part_names:
        attrs: dict[str, str] = {"data-scope": spec.name, "data-part": part}
        if part in ids:
            attrs["id"] = ids[part]
        for rule in sorted(spec.rules_for(part), key=lambda r: r.name):
            if rule.when is not None and not holds(rule.when, flags.__getitem__):
                continue
            value = evaluate(rule.value, env)
            if value is not None:
                attrs[rule.name] = value
        parts[part] = MappingProxyType(attrs)
    return Connection(spec=spec, instance_id=instance_id, props=MappingProxyType(p), flags=MappingProxyType(flags),
                      phase=phase_row.name if phase_row else None, state=snapshot.state if snapshot else None,
                      ids=MappingProxyType(ids), _parts=MappingProxyType(parts))


def connect_data(spec: ComponentSpec) -> dict:
    """The connect rules as plain data (stable key order), for a page script that runs the machine.

    Keys: ``scope``, ``root`` (the root part), ``props`` (type, closed set of
    values, earlier value names → today's where the spec keeps ``aliases``, default), ``flags`` (``from``, ``words``), ``phases`` (the flags of
    each), ``rules`` (``part``, ``name``, ``value``, ``when``; by part in
    anatomy order, then by name), ``events`` (component events a DOM event on
    a part fires directly: ``name``, ``sentBy``, ``numbers``: the payload
    fields that are numbers) and ``focus`` (roving-focus keys of a part).
    """
    def enum(p) -> bool:
        return bool(p.values_from or p.values)

    events = []
    for e in spec.events:
        if e.get("sent_by"):
            numbers = sorted({leaf for f in e.get("fields", ()) for leaf in re.findall(r"(\w+)\??:\s*number\b", f["type"])}
                             | {f["name"] for f in e.get("fields", ()) if f["type"] == "number"})
            events.append({"name": e["name"], "sentBy": [dict(b) for b in e["sent_by"]], "numbers": numbers})
    return {
        "scope": spec.name,
        "root": spec.root,
        "props": {p.name: {"type": "enum" if enum(p) else p.type,
                           **({"values": list(spec.prop_values(p.name))} if enum(p) else {}),
                           **({"aliases": spec.prop_aliases(p.name)} if spec.prop_aliases(p.name) else {}),
                           "default": p.default if p.has_default else None} for p in spec.props},
        "flags": {f.name: {"from": f.source, "words": list(f.words) if f.words else None} for f in spec.flags.values()},
        "phases": {ph.name: {f: ph.flag(f) for f in ("running", "settled", "errored")} for ph in spec.phases},
        "rules": [{"part": r.part, "name": r.name, "value": dict(r.value), "when": r.when}
                  for part in spec.part_names for r in sorted(spec.rules_for(part), key=lambda r: r.name)],
        "events": events,
        "focus": [dict(k["focus"]) for k in spec.keyboard.get("keys", []) if "focus" in k],
    }
