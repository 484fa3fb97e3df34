"""A component's machine: the spec's ``machine`` section as self-describing JSON, and its interpreter.

Any component's machine: states (each says which machine flags hold in it,
``open: true``), events (with the DOM events that send them), guards over
props and the phase, watched props, initial choices and actions that emit
component events or assign context values. A disclosure with a structural
latch, for instance, opens on its own when a phase becomes active and closes
when it settles; a user toggle moves it to ``held.*``, whose states have no
``PHASE.*`` transitions, so no phase change reaches an automatic state again.

:func:`machine_data` flattens the spec into the JSON the docs' demo script
runs (``dist/meta/<component>.machine.json``); :class:`Machine` interprets the
very same data, so Python tests and the browser demo exercise one machine.

Semantics (also written into the JSON under ``semantics``): for an event, the
current state's transitions for that event are tried in order; the first whose
guard holds (no guard = holds) is taken: its actions run, then the state
becomes its target (no target = stay). No matching transition: nothing happens.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Mapping

from .expressions import atoms, holds, kind
from .spec import PHASE_FLAGS, ComponentSpec

SEMANTICS = (
    "On an event, the current state's transitions with that event are tried in order; the first whose guard "
    "holds (a missing guard holds) is taken: its actions run in order, then the state becomes its target (a "
    "missing target stays). Guards: a string names a guard (evaluate its definition); {not}, {all}, {any} "
    "combine; {prop: p} is props[p] truthy; {defined: p} is props[p] not null; {phase: f} is the flag f of "
    "event.phase, else of props.phase; {event: E} is event.type == E. Props are normalized first: a missing "
    "or ill-typed value takes its default; an unknown phase takes defaultPhase. initial: the target of the "
    "first choice whose guard holds, evaluated with no event. watch: when the host changes a prop, send the "
    "event of the first entry for that prop whose condition holds on the new props, with {phase} for phase. "
    "Actions: {emit, payload} reports a component event; {assign, value} sets a context value."
)


def _prop_names(cond: Any, guards: Mapping[str, Any]) -> set[str]:
    out: set[str] = set()
    for a in atoms(cond):
        if isinstance(a, str):
            out |= _prop_names(guards[a]["definition"], guards) if a in guards else set()
        elif kind(a)[0] in ("prop", "defined"):
            out.add(kind(a)[1])
        elif kind(a)[0] == "phase":
            out.add("phase")
    return out


def machine_data(spec: ComponentSpec) -> dict:
    """The machine as self-describing plain data (stable key order).

    Keys: ``id``, ``description``, ``semantics``, ``props`` (the props guards
    read: type and default), ``phases`` (flags per phase), ``defaultPhase``,
    ``context``, ``states`` (the machine flags each sets, ``description``),
    ``events`` (``payload``, ``description``, ``sentBy``: the DOM events that send it),
    ``guards`` (``definition``, ``description``), ``watch``, ``initial``,
    ``transitions`` (``source``, ``event``, ``guard``, ``target``, ``actions``;
    ``null`` for a missing guard or target), in the spec's order.

    Raises:
        ValueError: the spec has no ``machine`` section.
    """
    m = spec.machine
    if not m:
        raise ValueError(f"component '{spec.name}' has no machine")
    guards = m["guards"]
    conds = [g["definition"] for g in guards.values()] + [w["when"] for w in m.get("watch", [])]
    conds += [c["guard"] for c in m["initial"] if "guard" in c]
    conds += [t["guard"] for s in m["states"].values() for ts in s.get("on", {}).values() for t in ts if "guard" in t]
    read = set().union(*(_prop_names(c, guards) for c in conds)) | {w["prop"] for w in m.get("watch", [])}
    enum = lambda p: bool(p.values_from or p.values)  # noqa: E731
    props = {p.name: {"type": "enum" if enum(p) else p.type,
                      **({"values": list(spec.prop_values(p.name))} if enum(p) else {}),
                      **({"aliases": spec.prop_aliases(p.name)} if spec.prop_aliases(p.name) else {}),
                      "default": p.default if p.has_default else None}
             for p in spec.props if p.name in read}
    phase_prop = spec.prop("phase")
    return {
        "id": spec.artefacts.get("machine", spec.name),
        "description": m["description"],
        "semantics": SEMANTICS,
        "props": props,
        "phases": {ph.name: {f: ph.flag(f) for f in PHASE_FLAGS} for ph in spec.phases},
        "defaultPhase": phase_prop.default if phase_prop and phase_prop.has_default else None,
        "context": {k: {"initial": v["initial"], "description": v["description"]} for k, v in m.get("context", {}).items()},
        "states": {k: {**{f: x for f, x in v.items() if f not in ("description", "on")}, "description": v["description"]}
                   for k, v in m["states"].items()},
        "events": {k: {"payload": list(v.get("payload", [])), "description": v["description"],
                       **({"sentBy": [dict(b) for b in v["sent_by"]]} if v.get("sent_by") else {})}
                   for k, v in m["events"].items()},
        "guards": {k: {"definition": v["definition"], "description": v["description"]} for k, v in guards.items()},
        "watch": [dict(w) for w in m.get("watch", [])],
        "initial": [{"guard": c.get("guard"), "target": c["target"]} for c in m["initial"]],
        "transitions": [
            {"source": source, "event": event, "guard": t.get("guard"), "target": t.get("target"),
             "actions": [dict(a) for a in t.get("actions", [])]}
            for source, state in m["states"].items() for event, ts in state.get("on", {}).items() for t in ts
        ],
    }


def machine_json(spec: ComponentSpec) -> str:
    """:func:`machine_data` as JSON text (2-space indent, UTF-8, trailing newline) for ``dist/meta/``."""
    return json.dumps(machine_data(spec), ensure_ascii=False, indent=2) + "\n"


@dataclass(frozen=True)
class Snapshot:
    """Where the machine is: a state name and the context values (hashable)."""

    state: str
    context: tuple[tuple[str, Any], ...] = ()

    def get(self, name: str) -> Any:
        return dict(self.context).get(name)


@dataclass(frozen=True)
class Emitted:
    """A component event an action reported, e.g. ``open-change`` with ``{open, source}``."""

    event: str
    payload: Mapping[str, Any]


class Machine:
    """Interpreter of :func:`machine_data` (pure: every call returns new values)."""

    def __init__(self, data: Mapping[str, Any]):
        self.data = data
        self._by_key: dict[tuple[str, str], list[dict]] = {}
        for t in data["transitions"]:
            self._by_key.setdefault((t["source"], t["event"]), []).append(t)

    @classmethod
    def from_spec(cls, spec: ComponentSpec) -> "Machine":
        return cls(machine_data(spec))

    # --- props and guards ----------------------------------------------------
    def normalize(self, props: Mapping[str, Any] | None) -> Mapping[str, Any]:
        """The props guards read, with defaults for missing or ill-typed values."""
        props = props or {}
        out: dict[str, Any] = {}
        for name, info in self.data["props"].items():
            value = props.get(name)
            value = (info.get("aliases") or {}).get(value, value) if isinstance(value, str) else value
            if info["type"] == "boolean":
                ok = isinstance(value, bool)
            elif info["type"] == "enum":
                ok = value in info["values"]
            else:
                ok = value is not None
            out[name] = value if ok else info["default"]
        if "phase" in out and out["phase"] not in self.data["phases"]:
            out["phase"] = self.data["defaultPhase"]
        return MappingProxyType(out)

    def guard(self, cond: Any, props: Mapping[str, Any], event: Mapping[str, Any] | None = None) -> bool:
        """Whether guard expression ``cond`` holds for normalized ``props`` and ``event``."""
        if cond is None:
            return True
        event = event or {}

        def atom(a: Any) -> bool:
            if isinstance(a, str):
                return self.guard(self.data["guards"][a]["definition"], props, event)
            op, arg = kind(a)
            if op == "prop":
                return bool(props.get(arg))
            if op == "defined":
                return props.get(arg) is not None
            if op == "phase":
                phase = event.get("phase", props.get("phase"))
                row = self.data["phases"].get(phase) or self.data["phases"].get(self.data["defaultPhase"], {})
                return bool(row.get(arg))
            if op == "event":
                return event.get("type") == arg
            raise ValueError(f"unknown guard atom {a!r}")

        return holds(cond, atom)

    # --- running -------------------------------------------------------------
    def flag(self, snapshot: Snapshot, name: str) -> bool:
        """Machine flag ``name`` in ``snapshot``: the state's value, else the context value of that name."""
        state = self.data["states"][snapshot.state]
        return bool(state[name]) if name in state else bool(snapshot.get(name))

    def start(self, props: Mapping[str, Any] | None = None) -> Snapshot:
        """The initial snapshot for ``props`` (first ``initial`` choice whose guard holds)."""
        p = self.normalize(props)
        context = tuple(sorted((k, v["initial"]) for k, v in self.data["context"].items()))
        for choice in self.data["initial"]:
            if self.guard(choice["guard"], p):
                return Snapshot(choice["target"], context)
        raise ValueError("no initial choice holds; the last one must have no guard")

    def transition_for(self, snapshot: Snapshot, event: Mapping[str, Any], props: Mapping[str, Any] | None) -> dict | None:
        """The transition ``event`` takes from ``snapshot`` (None: ignored)."""
        p = self.normalize(props)
        for t in self._by_key.get((snapshot.state, event["type"]), ()):
            if self.guard(t["guard"], p, event):
                return t
        return None

    def send(self, snapshot: Snapshot, event: Mapping[str, Any] | str,
             props: Mapping[str, Any] | None = None) -> tuple[Snapshot, tuple[Emitted, ...]]:
        """Apply one event (``{"type": "PHASE.ACTIVE", "phase": …}`` or a bare type).

        Returns the next snapshot and the component events the actions reported.
        """
        event = {"type": event} if isinstance(event, str) else event
        t = self.transition_for(snapshot, event, props)
        if t is None:
            return snapshot, ()
        context = dict(snapshot.context)
        emitted: list[Emitted] = []
        for action in t["actions"]:
            if "emit" in action:
                emitted.append(Emitted(action["emit"], MappingProxyType(dict(action["payload"]))))
            else:
                context[action["assign"]] = action["value"]
        return Snapshot(t["target"] or snapshot.state, tuple(sorted(context.items()))), tuple(emitted)

    def watch_events(self, old: Mapping[str, Any] | None, new: Mapping[str, Any] | None) -> list[dict]:
        """Events the adapter sends when props change from ``old`` to ``new`` (``watch``)."""
        a, b = self.normalize(old), self.normalize(new)
        events: list[dict] = []
        done: set[str] = set()
        for w in self.data["watch"]:
            prop = w["prop"]
            if prop in done or a.get(prop) == b.get(prop):
                continue
            if self.guard(w["when"], b):
                done.add(prop)
                events.append({"type": w["event"], **({"phase": b["phase"]} if prop == "phase" else {})})
        return events

    def update(self, snapshot: Snapshot, old: Mapping[str, Any] | None,
               new: Mapping[str, Any] | None) -> tuple[Snapshot, tuple[Emitted, ...]]:
        """Send the :meth:`watch_events` of a prop change, in order, under the new props."""
        emitted: list[Emitted] = []
        for event in self.watch_events(old, new):
            snapshot, out = self.send(snapshot, event, new)
            emitted.extend(out)
        return snapshot, tuple(emitted)
