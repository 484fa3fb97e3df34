"""Cross-checks of a component spec that JSON Schema cannot express.

Every reference inside the spec must name something the spec declares: a rule's
part, prop, flag or id target; a phase's tone and status word; a machine
transition's event, guard and target state; an emitted event and its payload
fields. Slots must carry the component's prefix. Each failure is a diagnostic at
the offending key or value, with a did-you-mean hint when a close name exists.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..diagnostics import Diagnostic, did_you_mean
from ..source import Document
from .expressions import atoms, kind

PHASE_FLAGS = ("running", "settled", "errored")
_SECTION_DUPLICATES = {"phases": "spec/duplicate-phase", "tones": "spec/duplicate-tone",
                       "sizes": "spec/duplicate-size", "variants": "spec/duplicate-variant"}
"""Named sections → the code of a name declared twice in them (spelt out so every code can be found by grep)."""


class _Checker:
    def __init__(self, doc: Document, prefix: str):
        self.doc = doc
        self.d = doc.data
        self.prefix = prefix
        self.out: list[Diagnostic] = []

    def error(self, code: str, message: str, pointer: tuple, *, key: bool = False, hint: str | None = None) -> None:
        self.out.append(Diagnostic(code, message, self.doc.locate(pointer, key=key), hint=hint))

    def known(self, code: str, what: str, name: Any, names: Iterable[str], pointer: tuple, *, key: bool = False) -> bool:
        """Report ``name`` unless it is in ``names``; True when known."""
        names = list(names)
        if name in names:
            return True
        guess = did_you_mean(str(name), names)
        hint = f"did you mean '{guess}'?" if guess else (f"declared: {', '.join(names)}" if names else None)
        self.error(code, f"unknown {what} '{name}'", pointer, key=key, hint=hint)
        return False

    def duplicates(self, items: list, key: str, pointer: tuple, code: str, what: str) -> list[str]:
        seen: list[str] = []
        for i, item in enumerate(items):
            if item[key] in seen:
                first = seen.index(item[key])
                self.error(code, f"{what} '{item[key]}' is declared twice", pointer + (i, key),
                           hint=f"rename or remove one: {what} names are unique (the first is item {first + 1})")
            seen.append(item[key])
        return seen


def cross_check(doc: Document, prefix: str = "xh") -> list[Diagnostic]:
    """Diagnostics for references the schema cannot check (``doc.data`` must already fit the schema)."""
    c = _Checker(doc, prefix)
    d = c.d
    parts = c.duplicates(d["anatomy"], "part", ("anatomy",), "spec/duplicate-part", "part")
    props = c.duplicates(d["props"], "name", ("props",), "spec/duplicate-prop", "prop")
    sections = {s: c.duplicates(d.get(s, []), "name", (s,), code, s[:-1]) for s, code in _SECTION_DUPLICATES.items()}
    translations = c.duplicates(d.get("translations", []), "key", ("translations",),
                                "spec/duplicate-translation", "translation")
    flags = d.get("flags", {})
    _check_anatomy(c)
    _check_props(c, sections)
    _check_flags(c, flags, props)
    _check_rules(c, parts, props, flags)
    _check_phases(c, sections["tones"], translations)
    _check_translations(c)
    _check_value_aliases(c)
    _check_slots(c)
    _check_keyframes(c)
    if "machine" in d:
        _check_machine(c, props, flags)
    _check_dom_bindings(c, parts)
    return c.out


def _check_anatomy(c: _Checker) -> None:
    """A part's parent is a part declared above it (so the parts form one tree under the first)."""
    above: list[str] = []
    for i, p in enumerate(c.d["anatomy"]):
        if "parent" in p:
            if i == 0:
                c.error("spec/unknown-part", f"the first part, '{p['part']}', is the root and sits in no other part",
                        ("anatomy", 0, "parent"), key=True, hint="remove its parent, or list the root first")
            else:
                c.known("spec/unknown-part", "parent part (declare it above this one)", p["parent"], above,
                        ("anatomy", i, "parent"))
        above.append(p["part"])


def _check_dom_bindings(c: _Checker, parts: list[str]) -> None:
    """Parts named by ``sent_by`` (events) and ``focus`` (keyboard) exist."""
    for i, event in enumerate(c.d.get("events", [])):
        for j, b in enumerate(event.get("sent_by", [])):
            c.known("spec/unknown-part", "part", b["part"], parts, ("events", i, "sent_by", j, "part"))
    for name, event in c.d.get("machine", {}).get("events", {}).items():
        for j, b in enumerate(event.get("sent_by", [])):
            c.known("spec/unknown-part", "part", b["part"], parts, ("machine", "events", name, "sent_by", j, "part"))
    for i, entry in enumerate(c.d.get("keyboard", {}).get("keys", [])):
        if "focus" in entry:
            c.known("spec/unknown-part", "part", entry["focus"]["part"], parts, ("keyboard", "keys", i, "focus", "part"))


def _check_props(c: _Checker, sections: dict) -> None:
    for i, p in enumerate(c.d["props"]):
        source = p.get("values_from")
        if source and "values" in p:
            c.error("spec/values-conflict", f"prop '{p['name']}' has both values and values_from",
                    ("props", i, "values"), key=True, hint="keep one: a section's names or an inline list")
            continue
        if "values" in p and "default" in p and p["default"] is not None:
            c.known("spec/invalid-default", f"default for '{p['name']}' (one of its values)", p["default"],
                    p["values"], ("props", i, "default"))
        if source and not sections[source]:
            c.error("spec/empty-values", f"prop '{p['name']}' takes its values from '{source}', which is empty",
                    ("props", i, "values_from"), hint=f"add at least one entry to '{source}', or list the values here")
        elif source and "default" in p and p["default"] is not None and p["default"] not in sections[source]:
            c.known("spec/invalid-default", f"default for '{p['name']}' (one of {source})", p["default"],
                    sections[source], ("props", i, "default"))


def _check_flags(c: _Checker, flags: dict, props: list[str]) -> None:
    for name, f in flags.items():
        if f["from"] == "prop":
            c.known("spec/unknown-prop", "prop (a flag from: prop reads the prop of its name)", name, props,
                    ("flags", name), key=True)
        elif f["from"] == "phase":
            c.known("spec/unknown-phase-flag", "phase flag", name, PHASE_FLAGS, ("flags", name), key=True)


def _check_rules(c: _Checker, parts: list[str], props: list[str], flags: dict) -> None:
    for part, attrs in c.d["attributes"].items():
        if not c.known("spec/unknown-part", "part", part, parts, ("attributes", part), key=True):
            continue
        for name, rule in attrs.items():
            at = ("attributes", part, name)
            if name in ("data-scope", "data-part", "id"):
                c.error("spec/reserved-attribute", f"'{name}' is set by connect itself", at, key=True,
                        hint="data-scope, data-part and the ids of referenced parts are implicit; remove this rule")
                continue
            op, arg = kind(rule["value"])
            vat = at + ("value", op)
            if op == "prop":
                c.known("spec/unknown-prop", "prop", arg, props, vat)
            elif op in ("state", "bool"):
                if c.known("spec/unknown-flag", "flag", arg, flags, vat) and op == "state" and "words" not in flags[arg]:
                    c.error("spec/flag-without-words", f"flag '{arg}' has no words for data-state", vat,
                            hint=f"add words: [on-word, off-word] to flags.{arg}")
            elif op == "id":
                c.known("spec/unknown-part", "part", arg, parts, vat)
            when = rule.get("when")
            if when is None:
                if "condition" in rule:
                    c.error("spec/condition-without-when", "'condition' describes a 'when' this rule lacks",
                            at + ("condition",), key=True, hint="add the rule's 'when', or remove 'condition'")
                continue
            for a in atoms(when):
                c.known("spec/unknown-flag", "flag", a, flags, at + ("when",))
            if not isinstance(when, str) and "condition" not in rule:
                c.error("spec/missing-condition", "a compound 'when' needs a 'condition' text for the tables",
                        at + ("when",), hint="add condition: e.g. \"while closed\"")


def _check_phases(c: _Checker, tones: list[str], translations: list[str]) -> None:
    for i, ph in enumerate(c.d.get("phases", [])):
        c.known("spec/unknown-tone", "tone", ph["tone"], tones, ("phases", i, "tone"))
        c.known("spec/unknown-translation", "translation key", ph["word"], translations, ("phases", i, "word"))
        if ph["errored"] and not ph["settled"]:
            c.error("spec/phase-flags", f"phase '{ph['name']}' is errored but not settled", ("phases", i, "settled"),
                    hint="a failed call has settled (settled means done or failed)")
        if ph["running"] and ph["settled"]:
            c.error("spec/phase-flags", f"phase '{ph['name']}' cannot be both running and settled",
                    ("phases", i, "running"), hint="set running: false, or settled: false")


_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def _check_translations(c: _Checker) -> None:
    for i, t in enumerate(c.d.get("translations", [])):
        declared = t.get("placeholders", [])
        for form in ("default", "one"):
            for name in _PLACEHOLDER.findall(t.get(form, "")):
                c.known("spec/unknown-placeholder", "placeholder", name, declared, ("translations", i, form))
        if "one" in t and "count" not in declared:
            c.error("spec/one-without-count", f"translation '{t['key']}' has a singular form but no count placeholder",
                    ("translations", i, "one"), key=True, hint="the singular form is chosen when {count} is 1")


def _check_value_aliases(c: _Checker) -> None:
    """An alias names no value of its section and no other alias (it must say which value it means)."""
    for section in ("phases", "tones", "sizes", "variants"):
        rows = c.d.get(section, [])
        values = {row["name"] for row in rows}
        owner: dict[str, str] = {}
        for i, row in enumerate(rows):
            for j, alias in enumerate(row.get("aliases", [])):
                at = (section, i, "aliases", j)
                if alias in values:
                    c.error("spec/alias-conflict", f"'{alias}' is a {section[:-1]} and an alias of '{row['name']}'",
                            at, hint=f"an alias is an earlier name that no {section[:-1]} has any more; remove it "
                            "from one of the two")
                elif alias in owner:
                    c.error("spec/alias-conflict", f"'{alias}' is an alias of both '{owner[alias]}' and "
                            f"'{row['name']}'", at, hint="an earlier value maps to one value only")
                owner.setdefault(alias, row["name"])


def _check_slots(c: _Checker) -> None:
    want = f"--{c.prefix}-{c.d['name']}-"
    full = lambda key: key if key.startswith("--") else want + key  # noqa: E731 (artefacts.slot_name)
    declared = {full(k) for k in c.d["slots"]}
    claimed: dict[str, str] = {}
    for slot, entry in c.d["slots"].items():
        if slot.startswith("--") and not slot.startswith(want):
            c.error("spec/slot-prefix", f"slot '{slot}' does not start with '{want}'", ("slots", slot), key=True,
                    hint=f"public slots of {c.d['name']} are named {want}*; private helpers use --{c.prefix}-_*")
        if not (isinstance(entry, dict) and "renamed_from" in entry):
            continue
        olds = entry["renamed_from"]
        for j, old in enumerate([olds] if isinstance(olds, str) else olds):
            at = ("slots", slot, "renamed_from") + (() if isinstance(olds, str) else (j,))
            name = full(old)
            if old.startswith("--") and not old.startswith(want):
                c.error("spec/slot-prefix", f"earlier slot name '{old}' does not start with '{want}'", at,
                        hint=f"an earlier name of a {c.d['name']} slot was {want}*; write the name it had")
            elif name in declared:
                c.error("spec/alias-conflict", f"'{name}' is both a slot and an earlier name of '{full(slot)}'", at,
                        hint="remove the old slot from the table: renamed_from keeps it working as the new "
                             "slot's fallback")
            elif name in claimed:
                c.error("spec/alias-conflict", f"'{name}' is an earlier name of both '{claimed[name]}' and "
                        f"'{full(slot)}'", at, hint="an old slot can fall back into one new slot only")
            claimed.setdefault(name, full(slot))


def _check_keyframes(c: _Checker) -> None:
    name = c.d["name"]
    for i, k in enumerate(c.d.get("motion", {}).get("keyframes", [])):
        if k["source"] == "skin" and not k["name"].startswith(f"{c.prefix}-{name}-"):
            c.error("spec/keyframes-prefix", f"keyframes '{k['name']}' of the skin must start with '{c.prefix}-{name}-'",
                    ("motion", "keyframes", i, "name"), hint=f"rename it to '{c.prefix}-{name}-{k['name']}' here and in the skin")


def _check_machine(c: _Checker, props: list[str], flags: dict) -> None:
    m = c.d["machine"]
    states, events, guards = list(m["states"]), list(m["events"]), list(m["guards"])
    context = list(m.get("context", {}))
    machine_flags = [name for name, f in flags.items() if f["from"] == "machine"]
    for sname, state in m["states"].items():
        for key in state:
            if key not in ("description", "on"):
                c.known("spec/unknown-flag", "machine flag (a flag with from: machine)", key, machine_flags,
                        ("machine", "states", sname, key), key=True)
        for name in machine_flags:
            if name not in state and name not in context:
                c.error("spec/missing-field", f"state '{sname}' does not say whether '{name}' holds",
                        ("machine", "states", sname), key=True,
                        hint=f"add {name}: true or false to every state, or make {name} a context value")
    component_events = {e["name"]: e for e in c.d.get("events", [])}

    def guard(expr: Any, at: tuple) -> None:
        for a in atoms(expr):
            if isinstance(a, str):
                c.known("spec/unknown-guard", "guard", a, guards, at)
                continue
            op, arg = kind(a)
            if op in ("prop", "defined"):
                c.known("spec/unknown-prop", "prop", arg, props, at)
            elif op == "event":
                c.known("spec/unknown-event", "event", arg, events, at)

    for name, g in m["guards"].items():
        guard(g["definition"], ("machine", "guards", name, "definition"))
        if _refers_to(m["guards"], name, name, set()):
            c.error("spec/guard-cycle", f"guard '{name}' refers to itself", ("machine", "guards", name), key=True,
                    hint="define the guard from props and other guards that do not lead back to it")
    for i, w in enumerate(m.get("watch", [])):
        c.known("spec/unknown-prop", "prop", w["prop"], props, ("machine", "watch", i, "prop"))
        c.known("spec/unknown-event", "event", w["event"], events, ("machine", "watch", i, "event"))
        guard(w["when"], ("machine", "watch", i, "when"))
    for i, choice in enumerate(m["initial"]):
        c.known("spec/unknown-state", "state", choice["target"], states, ("machine", "initial", i, "target"))
        if "guard" in choice:
            guard(choice["guard"], ("machine", "initial", i, "guard"))
    for sname, state in m["states"].items():
        for ev, transitions in state.get("on", {}).items():
            at = ("machine", "states", sname, "on", ev)
            c.known("spec/unknown-event", "event", ev, events, at, key=True)
            for j, t in enumerate(transitions):
                if "target" in t:
                    c.known("spec/unknown-state", "state", t["target"], states, at + (j, "target"))
                if "guard" in t:
                    guard(t["guard"], at + (j, "guard"))
                for k, action in enumerate(t.get("actions", [])):
                    _check_action(c, action, at + (j, "actions", k), component_events, context)


def _check_action(c: _Checker, action: dict, at: tuple, component_events: dict, context: list[str]) -> None:
    if "assign" in action:
        c.known("spec/unknown-context", "context value", action["assign"], context, at + ("assign",))
        return
    if not c.known("spec/unknown-event", "component event", action["emit"], component_events, at + ("emit",)):
        return
    fields = {f["name"]: f for f in component_events[action["emit"]]["fields"]}
    for key, value in action["payload"].items():
        if c.known("spec/unknown-field", f"payload field of {action['emit']}", key, fields, at + ("payload", key), key=True):
            allowed = fields[key].get("values")
            if allowed is not None:
                c.known("spec/invalid-value", f"value of {key}", value, allowed, at + ("payload", key))
    for missing in [f for f in fields if f not in action["payload"]]:
        c.error("spec/missing-field", f"payload of {action['emit']} lacks '{missing}'", at + ("payload",),
                    hint=f"add '{missing}:' to the payload")


def _refers_to(guards: dict, start: str, name: str, seen: set) -> bool:
    """Whether guard ``name``'s definition reaches ``start`` through guard names."""
    for a in atoms(guards.get(name, {}).get("definition")):
        if isinstance(a, str) and a in guards:
            if a == start:
                return True
            if a not in seen:
                seen.add(a)
                if _refers_to(guards, start, a, seen):
                    return True
    return False


