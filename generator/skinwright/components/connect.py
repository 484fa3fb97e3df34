"""The connect rules in Python: props → the attributes of every part.

:func:`connect` evaluates the spec's attribute rules for one card (any
component: it reads only the spec) and returns a :class:`Connection` with the
members of seed 001's connect API (``open``, ``phase``, ``running``,
``settled``, ``errored``, ``disabled``, ``statusText``, ``durationMs``) and
``part_props(part)`` in place of ``get<Part>Props()``.

Every part gets ``data-scope`` and ``data-part``; a part another rule points
at (``{id: part}``) gets a DOM id derived from the instance id, so two cards
on one page never share ids. Valueless attributes are present (as ``""``)
only while their condition holds.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Mapping

from .expressions import evaluate, holds
from .machine import Machine
from .phases import resolve_phase, tool_call_duration, tool_call_status_text
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
    """The DOM id of ``part`` in one instance: ``<scope>:<instance>:<part>`` (``tool-call:call_1:content``)."""
    return f"{scope}:{encode_instance(instance_id)}:{part}"


@dataclass
class IdAllocator:
    """Deterministic, page-unique instance ids for cards whose call ids may repeat.

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

    Boolean props accept only ``True``/``False``; anything else is the default
    (``None`` when the prop has none). Props the spec does not declare are dropped.
    """
    props = props or {}
    out: dict[str, Any] = {}
    for p in spec.props:
        value = props.get(p.name)
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
    """The connect API of one instance (seed 001, connect API), as static values."""

    spec: ComponentSpec
    instance_id: str
    props: Mapping[str, Any]
    open: bool
    pressed: bool
    phase: str | None
    running: bool
    settled: bool
    errored: bool
    disabled: bool
    status_text: str | None
    duration_ms: float | None
    ids: Mapping[str, str]
    _parts: Mapping[str, Mapping[str, str]]

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


def connect(spec: ComponentSpec, props: Mapping[str, Any] | None, *, instance_id: str,
            label: Any = None, pressed: bool = False) -> Connection:
    """Evaluate the spec's attribute rules for one instance.

    Args:
        props: seed 001 props (``phase``, ``open``, ``defaultOpen``,
            ``autoDisclosure``, ``disabled``, ``size``, ``tone``, ``variant``,
            ``startTime``, ``endTime``, ``translations``); unknown or malformed
            values take their defaults.
        instance_id: unique per page (see :class:`IdAllocator`); part ids derive from it.
        label: the tool name, for ``status_text`` ("search, done").
        pressed: the trigger is held down (``data-pressed``).

    ``open`` is the controlled ``open`` prop when given, else the machine's
    initial state for these props (``defaultOpen``, or auto-disclosure while
    running) — the first frame a server renders.
    """
    p = normalize_props(spec, props)
    phase_row = resolve_phase(p.get("phase"), spec) if spec.phases else None
    if isinstance(p.get("open"), bool):
        is_open = p["open"]
    elif spec.machine:
        machine = Machine.from_spec(spec)
        is_open = machine.is_open(machine.start(p))
    else:
        is_open = False
    flags: dict[str, bool] = {}
    for name, f in spec.flags.items():
        if f.source == "machine":
            flags[name] = {"open": is_open, "pressed": bool(pressed) and not p.get("disabled")}.get(name, False)
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
    has_times = spec.prop("startTime") is not None and spec.prop("endTime") is not None
    return Connection(
        spec=spec, instance_id=instance_id, props=MappingProxyType(p), open=is_open, pressed=flags.get("pressed", False),
        phase=phase_row.name if phase_row else None,
        running=flags.get("running", False), settled=flags.get("settled", False), errored=flags.get("errored", False),
        disabled=flags.get("disabled", False),
        status_text=(tool_call_status_text(label, p.get("phase"), p.get("translations"), spec=spec)
                     if phase_row and "statusText" in spec.translation_defaults else None),
        duration_ms=tool_call_duration(p.get("startTime"), p.get("endTime")) if has_times else None,
        ids=MappingProxyType(ids), _parts=MappingProxyType(parts),
    )
