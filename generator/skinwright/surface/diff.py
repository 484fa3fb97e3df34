"""What changed between two surface records, and whether it breaks the code that uses them.

:func:`diff_surfaces` compares a baseline record (an earlier release) with
today's and returns :class:`Change` values in a stable order. Each change
carries the lint rule that reports it:

=========================  ========  =====================================================
rule                       section   what
=========================  ========  =====================================================
``surface/removed``        removed   a public name is gone (token, custom property, mode
                                     context, keyframes, layer, component, part, data
                                     attribute, prop, event, event field, slot, …)
``surface/renamed``        removed   a name was renamed and the old one not kept: the
                                     token says so (``$extensions`` →
                                     ``org.skinwright.renamed-from``) or its custom
                                     property changed
``surface/type-changed``   changed   a token's ``$type``, a prop's type, a payload, a part
                                     or prop that became required
``surface/values-removed`` removed   a value domain narrowed: a data-attribute value, an
                                     event field value, a phase, tone, size or variant
``surface/deprecated``     deprec.   a name newly deprecated; it still works (a
                                     ``$deprecated`` alias keeps the old custom property,
                                     a slot's ``renamed_from`` keeps the old slot as the
                                     new one's fallback, a value's ``aliases`` keep the
                                     old value styled)
``surface/added``          added     a new name or value
``surface/changed``        changed   a value changed (a token's value in some context, a
                                     prop default, a slot's fallbacks, a phase's flags)
=========================  ========  =====================================================

The first four are breaking (errors by default): code written against the
baseline stops working. A removed token whose value an added token holds
exactly (same type, same value in every context) is reported as removed with
the likely rename as a suggestion, because equal values are a hint, not
proof — the same rule Style Dictionary and Terrazzo users apply by eye.

Removing a container reports the container only: a removed component does
not also list its parts, a removed phase does not also list the ``data-state``
value it gave each part.
"""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

from .messages import Phrase, Word, say

BREAKING = ("surface/removed", "surface/renamed", "surface/type-changed", "surface/values-removed")
SEVERITY = {**{rule: "error" for rule in BREAKING}, "surface/deprecated": "warn", "surface/added": "info",
            "surface/changed": "info", "surface/baseline": "error", "surface/unknown-renamed-from": "warn"}
"""Each rule's default severity (lint's levels: ``error``, ``warn``, ``info``); the lint rules read it from here."""
SECTIONS = ("added", "deprecated", "removed", "changed")
"""The changelog's sections, in Keep a Changelog's order."""

_SECTION = {"surface/removed": "removed", "surface/renamed": "removed", "surface/values-removed": "removed",
            "surface/type-changed": "changed", "surface/changed": "changed", "surface/deprecated": "deprecated",
            "surface/added": "added"}
_ENUMS = (("phases", "phase"), ("tones", "tone"), ("sizes", "size"), ("variants", "variant"))
_IMPLIED_ATTRIBUTES = ("data-scope", "data-part")  # follow the component and the part


@dataclass(frozen=True)
class Change:
    """One difference between two surfaces.

    Attributes:
        rule: the lint rule id that reports it (``surface/removed`` …).
        subject: what kind of name: ``token``, ``custom property``, ``mode``,
            ``keyframes``, ``cascade layer``, ``component``, ``part``,
            ``data attribute``, ``prop``, ``event``, ``event field``, ``slot``,
            ``framework slot``, ``phase``, ``tone``, ``size``, ``variant``,
            ``translation``, ``API member``.
        name: the name itself (a token id, ``data-size``, ``--xh-tool-call-bg``).
        component: the component it belongs to, if any.
        where: the key :mod:`.locate` turns into a position in today's sources.
        message: one sentence for diagnostics and the changelog, in English.
        old, new: the values compared (for the JSON changelog).
        replacement: the new name of a rename (declared or suggested).
        suggested: the rename is a guess from equal values.
        hint: how to keep consumers working, for breaking changes.
        template, args: the message as a key of ``messages.yaml`` and the
            values of its holes (:meth:`text` says it in another language).
    """

    rule: str
    subject: str
    name: str
    message: str
    component: str | None = None
    where: tuple = ()
    old: Any = None
    new: Any = None
    replacement: str | None = None
    suggested: bool = False
    hint: str | None = None
    template: str | None = None
    args: tuple = ()

    def text(self, locale: str = "en") -> str:
        """The message in ``locale`` (``zh``): the changelog of each site language."""
        return say(self.template, dict(self.args), locale) if self.template else self.message

    @property
    def breaking(self) -> bool:
        return self.rule in BREAKING

    @property
    def section(self) -> str:
        """``added``, ``deprecated``, ``removed`` or ``changed`` (the changelog heading)."""
        return _SECTION[self.rule]


@dataclass
class _Out:
    items: list[Change] = field(default_factory=list)

    def add(self, rule: str, subject: str, name: str, template: str, args: Mapping[str, Any], **kw) -> None:
        """A change whose message is ``template`` (a key of ``messages.yaml``) filled with ``args``."""
        self.items.append(Change(rule, subject, name, say(template, args), template=template,
                                 args=tuple(args.items()), **kw))


def diff_surfaces(old: Mapping[str, Any], new: Mapping[str, Any]) -> list[Change]:
    """Every change from the ``old`` record to the ``new`` one (records as :mod:`.record` makes them).

    Order: modes, tokens, custom properties, keyframes, layers, then each
    component; within a group, by name.
    """
    out = _Out()
    _modes(old.get("modes") or {}, new.get("modes") or {}, out)
    renamed_tokens = _tokens(old.get("tokens") or {}, new.get("tokens") or {}, out)
    _properties(old, new, renamed_tokens, out)
    _names("keyframes", old.get("keyframes") or {}, new.get("keyframes") or {}, out, ("keyframes",))
    _names("cascade layer", old.get("layers") or [], new.get("layers") or [], out, ("layer",))
    oc, nc = old.get("components") or {}, new.get("components") or {}
    for name in sorted(set(oc) | set(nc)):
        if name not in nc:
            out.add("surface/removed", "component", name, "named.removed", {"subject": "component", "name": name},
                    component=name,
                    where=("component", name), hint="product markup with its data-scope and its CSS file break; "
                    "keep the component (deprecate it in its description) until a major release")
        elif name not in oc:
            out.add("surface/added", "component", name, "named.added", {"subject": "component", "name": name},
                    component=name,
                    where=("component", name))
        else:
            _component(name, oc[name], nc[name], out)
    return out.items


# --- helpers ---------------------------------------------------------------------------------------


def _canon(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def _same(a: Any, b: Any) -> bool:
    """Equal as JSON values: Python's ``==`` where the types match (it takes 1, 1.0 and true for one value).

    The same answer as comparing :func:`_canon` texts, at a fraction of the cost
    for the ten thousands of tokens a diff compares.
    """
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(v, b[k]) for k, v in a.items())
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(map(_same, a, b))
    return type(a) is type(b) and a == b


def _short(value: Any, limit: int = 60) -> str:
    """A value as the changelog shows it: a dimension as ``4px``, a colour by its hex, else compact JSON."""
    if isinstance(value, dict):
        if set(value) >= {"value", "unit"} and len(value) == 2:
            return f"{value['value']}{value['unit']}"
        if "colorSpace" in value:
            return value.get("hex") or f"{value['colorSpace']}({' '.join(map(str, value.get('components', [])))})"
    text = value if isinstance(value, str) else _canon(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _names(subject: str, old: Iterable[str], new: Iterable[str], out: _Out, where: tuple,
           component: str | None = None) -> None:
    """Added and removed names of a flat collection (a list, or a mapping's keys)."""
    old, new = list(old), list(new)
    gone, came = [n for n in old if n not in set(new)], [n for n in new if n not in set(old)]
    args = {"subject": subject, "component": component} if component else {"subject": subject}
    for n in sorted(gone):
        out.add("surface/removed", subject, n, "named.removed_from" if component else "named.removed",
                {**args, "name": n}, component=component, where=(*where, n),
                hint="code that names it breaks; keep it until a major release")
    for n in sorted(came):
        out.add("surface/added", subject, n, "named.added_to" if component else "named.added", {**args, "name": n},
                component=component, where=(*where, n))


# --- modes -----------------------------------------------------------------------------------------


def _modes(old: Mapping, new: Mapping, out: _Out) -> None:
    for mod in sorted(set(old) | set(new)):
        if mod not in new:
            out.add("surface/removed", "mode", mod, "mode.removed", {"mode": mod}, where=("mode", mod), hint="pages that select its contexts lose them; "
                    "keep the modifier until a major release")
            continue
        if mod not in old:
            out.add("surface/added", "mode", mod, "mode.added", {"mode": mod}, where=("mode", mod))
            continue
        oc, nc = old[mod].get("contexts") or {}, new[mod].get("contexts") or {}
        for ctx in sorted(set(oc) | set(nc)):
            label = f"{mod}: {ctx}"
            if ctx not in nc:
                out.add("surface/removed", "mode", label, "context.removed",
                        {"context": label, "selector": oc[ctx].get("selector")}, where=("mode", mod, ctx),
                        old=oc[ctx], hint="pages that set it fall back to the default context; keep the context "
                        "until a major release")
            elif ctx not in oc:
                out.add("surface/added", "mode", label, "context.added",
                        {"context": label, "selector": nc[ctx].get("selector")}, where=("mode", mod, ctx), new=nc[ctx])
            else:
                a, b = oc[ctx], nc[ctx]
                if a.get("selector") != b.get("selector"):
                    out.add("surface/renamed", "mode", label, "context.selector",
                            {"context": label, "new": b.get("selector"), "old": a.get("selector")},
                            where=("mode", mod, ctx),
                            old=a.get("selector"), new=b.get("selector"), replacement=b.get("selector"),
                            hint="markup that sets the old selector loses the context; write both selectors in "
                            "[tool.skinwright.modes] until a major release")
                elif a.get("media") != b.get("media"):
                    out.add("surface/changed", "mode", label, "context.media",
                            {"context": label, "new": b.get("media") or Word("no_media_query"),
                             "old": a.get("media") or Word("none")},
                            where=("mode", mod, ctx), old=a.get("media"), new=b.get("media"))
        if old[mod].get("default") != new[mod].get("default") and new[mod].get("default") in oc:
            out.add("surface/changed", "mode", mod, "mode.default",
                    {"mode": mod, "new": new[mod].get("default"), "old": old[mod].get("default")}, where=("mode", mod), old=old[mod].get("default"),
                    new=new[mod].get("default"))


# --- tokens ----------------------------------------------------------------------------------------

_ALIAS_HINT = "keep '{old}' as a deprecated alias: {old}: {{$value: \"{{{new}}}\", $deprecated: \"Renamed to {new}.\"}}"


def _value_key(t: Mapping) -> str:
    return _canon([t.get("type"), t.get("value"), t.get("modes") or {}])


def _tokens(old: Mapping[str, dict], new: Mapping[str, dict], out: _Out) -> set[str]:
    """Token changes; returns the ids whose removal a declared rename already reported."""
    removed = [t for t in old if t not in new]
    added = [t for t in new if t not in old]
    declared: dict[str, str] = {}
    for tid in added:
        for src in new[tid].get("renamedFrom") or ():
            if src in old and src not in new:
                declared.setdefault(src, tid)
    by_value: dict[str, list[str]] = {}
    if len(declared) < len(removed):
        for tid in added:
            by_value.setdefault(_value_key(new[tid]), []).append(tid)
    taken = set(declared.values())
    for tid in sorted(removed):
        t = old[tid]
        target = declared.get(tid)
        if target is not None:
            out.add("surface/renamed", "token", tid, "token.renamed",
                    {"id": tid, "target": target, "property": t["property"]},
                    where=("token", target, "renamed-from", tid),
                    old=t["property"], new=new[target]["property"], replacement=target,
                    hint=_ALIAS_HINT.format(old=tid, new=target))
            continue
        candidates = [c for c in by_value.get(_value_key(t), ()) if c not in taken]
        guess = _closest(tid, candidates)
        if guess is not None:
            taken.add(guess)
            out.add("surface/removed", "token", tid, "token.removed_guess",
                    {"id": tid, "property": t["property"], "guess": guess}, where=("token", guess), old=t["property"],
                    replacement=guess, suggested=True,
                    hint=f"if it was renamed, {_ALIAS_HINT.format(old=tid, new=guess)}")
        else:
            out.add("surface/removed", "token", tid, "token.removed", {"id": tid, "property": t["property"]},
                    where=("token-removed", tid), old=t["property"],
                    hint="keep it, marked $deprecated with the replacement in its reason, until a major release")
    for tid in sorted(added):
        if tid in declared.values():
            continue
        out.add("surface/added", "token", tid, "token.added", {"id": tid, "property": new[tid]["property"]},
                where=("token", tid), new=new[tid]["property"])
    replacement_of = {src: tid for tid, t in new.items() for src in t.get("renamedFrom") or ()}
    for tid in sorted(t for t in old if t in new):
        _token(tid, old[tid], new[tid], replacement_of.get(tid), new, out)
    return set(declared)


def unknown_renames(old: Mapping[str, Any], new: Mapping[str, Any]) -> list[Change]:
    """``surface/unknown-renamed-from``: a declared earlier name the ``old`` record never had.

    A token's ``org.skinwright.renamed-from`` or a slot's ``renamed_from`` that
    names nothing of the baseline is most often a typo: the rename it meant is
    then reported as a removal, or not at all. Not a change of the surface, so
    never in the changelog; the hint names the closest baseline name.
    """
    from ..diagnostics import did_you_mean

    out = _Out()

    def add(subject: str, name: str, where: tuple, known: Iterable[str], component: str | None = None) -> None:
        guess = did_you_mean(name, known)
        out.add("surface/unknown-renamed-from", subject, name, "renamed_from.unknown", {"name": name},
                component=component, where=where,
                hint=f"did you mean '{guess}'?" if guess else "check the spelling, or drop renamed_from for a new name")

    ot, nt = old.get("tokens") or {}, new.get("tokens") or {}
    for tid in sorted(nt):
        for src in nt[tid].get("renamedFrom") or ():
            if src not in ot:
                add("token", src, ("token", tid, "renamed-from", src), ot)
    oc, nc = old.get("components") or {}, new.get("components") or {}
    for comp in sorted(set(oc) & set(nc)):
        a, b = oc[comp].get("slots") or {}, nc[comp].get("slots") or {}
        for n in sorted(n for n in b if b[n].get("replacement") and n not in a):
            add("slot", n, ("component", comp, "slot", b[n]["replacement"], "renamed-from"), a, comp)
    return out.items


def _closest(name: str, candidates: list[str]) -> str | None:
    if not candidates:
        return None
    if len(candidates) == 1:
        return candidates[0]
    return max(candidates, key=lambda c: (difflib.SequenceMatcher(None, name, c).ratio(), c))


def _token(tid: str, a: Mapping, b: Mapping, declared_replacement: str | None, tokens: Mapping[str, dict],
           out: _Out) -> None:
    if a.get("property") != b.get("property"):
        out.add("surface/renamed", "token", tid, "token.property",
                {"id": tid, "new": b.get("property"), "old": a.get("property")}, where=("token", tid), old=a.get("property"), new=b.get("property"),
                replacement=b.get("property"), hint="the custom property is the name product CSS uses; a prefix "
                "change renames every token")
    if a.get("type") != b.get("type"):
        out.add("surface/type-changed", "token", tid, "token.type",
                {"id": tid, "old": a.get("type"), "new": b.get("type")}, where=("token", tid, "type"), old=a.get("type"), new=b.get("type"),
                hint="CSS that uses its custom property expects the old kind of value; add a new token instead")
    if b.get("deprecated") and not a.get("deprecated"):
        replacement = declared_replacement or b.get("alias")
        reason = b["deprecated"].rstrip(".") if isinstance(b["deprecated"], str) else Word("no_reason")
        target = tokens.get(b.get("alias") or "")
        # var() reads flow from the alias to its replacement only: an override of the old property reaches nothing
        args = {"id": tid, "reason": reason}
        if target:
            args.update(property=b.get("property"), target=target["property"])
        out.add("surface/deprecated", "token", tid, "token.deprecated_alias" if target else "token.deprecated", args,
                where=("token", tid, "deprecated"), replacement=replacement, old=a.get("property"),
                # the property to write instead: the replacement's, not the deprecated token's own (unchanged) one
                new=(tokens.get(replacement or "") or {}).get("property"))
    elif a.get("type") == b.get("type") and not (_same(a.get("value"), b.get("value")) and
                                                 _same(a.get("modes") or {}, b.get("modes") or {})):
        values = not _same(a.get("value"), b.get("value"))
        out.add("surface/changed", "token", tid, "token.value" if values else "token.value_modes",
                {"id": tid, "old": _short(a.get("value")), "new": _short(b.get("value"))} if values else {"id": tid},
                where=("token", tid, "value"),
                old={"value": a.get("value"), "modes": a.get("modes")},
                new={"value": b.get("value"), "modes": b.get("modes")})


def _properties(old: Mapping, new: Mapping, renamed: set[str], out: _Out) -> None:
    """Custom properties whose owner did not change: a composite token's members (other names follow their owner)."""
    ot, nt = old.get("tokens") or {}, new.get("tokens") or {}
    op, np_ = old.get("properties") or {}, new.get("properties") or {}

    def follows_owner(owner: Mapping) -> bool:
        tid = owner.get("token")
        if tid is None:
            return True  # a component slot: reported with its component
        return tid not in ot or tid not in nt or ot[tid].get("property") != nt[tid].get("property")

    for name in sorted(set(op) - set(np_)):
        if not follows_owner(op[name]):
            out.add("surface/removed", "custom property", name, "property.removed",
                    {"name": name, "token": op[name]["token"]}, where=("token", op[name]["token"]),
                    hint="CSS that reads it falls back or breaks; keep the token's members stable")
    for name in sorted(set(np_) - set(op)):
        if not follows_owner(np_[name]):
            out.add("surface/added", "custom property", name, "property.added",
                    {"name": name, "token": np_[name]["token"]}, where=("token", np_[name]["token"]))


# --- components ------------------------------------------------------------------------------------


def _component(comp: str, a: Mapping, b: Mapping, out: _Out) -> None:
    where = ("component", comp)
    enum_gone: set[str] = set()
    enum_came: set[str] = set()
    for key, subject in _ENUMS:
        av, bv = list(a.get(key) or []), list(b.get(key) or [])
        kept = (b.get("aliases") or {}).get(subject) or {}
        had = (a.get("aliases") or {}).get(subject) or {}
        for n in sorted(set(had) - set(kept) - set(bv)):
            enum_gone.add(n)
            out.add("surface/values-removed", subject, n, "value.alias_removed",
                    {"subject": subject, "name": n, "target": had[n], "component": comp}, component=comp, where=(*where, subject, had[n]), old=n,
                    hint=f"markup that still writes '{n}' is no longer styled; keep it in the aliases of "
                    f"'{had[n]}' until a major release")
        for n in sorted(set(av) - set(bv)):
            enum_gone.add(n)
            if n in kept:
                out.add("surface/deprecated", subject, n, "value.renamed",
                        {"subject": subject, "name": n, "component": comp, "target": kept[n]}, component=comp,
                        where=(*where, subject, kept[n]), old=n, new=kept[n], replacement=kept[n])
                continue
            out.add("surface/values-removed", subject, n, "named.removed_from",
                    {"subject": subject, "name": n, "component": comp}, component=comp,
                    where=(*where, subject, n), old=n, hint=f"markup and code that set {subject} '{n}' break; keep it "
                    "as a value until a major release")
        for n in sorted(set(bv) - set(av)):
            enum_came.add(n)
            out.add("surface/added", subject, n, "named.added_to", {"subject": subject, "name": n, "component": comp},
                    component=comp,
                    where=(*where, subject, n), new=n)
    ap, bp = a.get("phases") or {}, b.get("phases") or {}
    for n in sorted(set(ap) & set(bp)):
        if ap[n] != bp[n]:
            changed = [k for k in sorted(bp[n]) if ap[n].get(k) != bp[n].get(k)]
            flags = Phrase(tuple(x for i, k in enumerate(changed)
                                 for x in (*((Word("and"),) if i else ()), f"{k} ", Word("on" if bp[n].get(k) else "off"))))
            out.add("surface/changed", "phase", n, "phase.changed", {"name": n, "component": comp, "flags": flags},
                    component=comp,
                    where=(*where, "phase", n), old=ap[n], new=bp[n])
    _parts(comp, a.get("parts") or {}, b.get("parts") or {}, enum_gone, enum_came, out)
    _props(comp, a.get("props") or {}, b.get("props") or {}, out)
    _events(comp, a.get("events") or {}, b.get("events") or {}, out)
    _slots(comp, a.get("slots") or {}, b.get("slots") or {}, out)
    # An earlier surface's "componentSlots" (Vue scoped slots the specs once named) and its composable's
    # get<Part>Props getters (API members typed "() => T[...]") are not compared: nothing shipped them.
    at, bt = a.get("translations") or {}, b.get("translations") or {}
    _names("translation", at, bt, out, (*where, "translation"), comp)
    for n in sorted(set(at) & set(bt)):
        gone = [p for p in at[n].get("placeholders") or [] if p not in (bt[n].get("placeholders") or [])]
        if gone:
            out.add("surface/values-removed", "translation", n, "translation.placeholders",
                    {"name": n, "component": comp, "placeholders": ", ".join("{" + p + "}" for p in gone)},
                    component=comp, where=(*where, "translation", n),
                    old=at[n].get("placeholders"), new=bt[n].get("placeholders"),
                    hint="translations that hosts wrote with the placeholder now show it verbatim")
    aa, ba = a.get("api") or {}, b.get("api") or {}
    aa = {n: m for n, m in aa.items() if not str((m or {}).get("type") or "").startswith("() => T[")}
    _names("API member", aa, ba, out, (*where, "api"), comp)
    for n in sorted(set(aa) & set(ba)):
        if aa[n].get("type") != ba[n].get("type"):
            out.add("surface/type-changed", "API member", n, "api.type",
                    {"name": n, "component": comp, "old": aa[n].get("type"), "new": ba[n].get("type")}, component=comp, where=(*where, "api", n),
                    old=aa[n].get("type"), new=ba[n].get("type"))


def _parts(comp: str, a: Mapping, b: Mapping, enum_gone: set[str], enum_came: set[str], out: _Out) -> None:
    where = ("component", comp)
    _names("part", a, b, out, (*where, "part"), comp)
    for part in [p for p in b if p in a]:
        pa, pb = a[part], b[part]
        if pb.get("required") and not pa.get("required"):
            out.add("surface/type-changed", "part", part, "part.required", {"part": part, "component": comp},
                    component=comp,
                    where=(*where, "part", part), old=False, new=True,
                    hint="markup written without it is now incomplete")
        elif pa.get("element") != pb.get("element"):
            out.add("surface/changed", "part", part, "part.element",
                    {"part": part, "component": comp, "new": pb.get("element"), "old": pa.get("element")},
                    component=comp, where=(*where, "part", part),
                    old=pa.get("element"), new=pb.get("element"))
        aa, ba = pa.get("attributes") or {}, pb.get("attributes") or {}
        for attr in sorted(set(aa) | set(ba)):
            if attr in _IMPLIED_ATTRIBUTES:
                continue
            w = (*where, "attribute", part, attr)
            label = {"attr": attr, "part": part, "component": comp}
            if attr not in ba:
                out.add("surface/removed", "data attribute", attr, "attribute.removed", label, component=comp, where=w,
                        hint="CSS and scripts that select it stop matching; keep it until a major release")
                continue
            if attr not in aa:
                out.add("surface/added", "data attribute", attr, "attribute.added", label, component=comp, where=w)
                continue
            va, vb = aa[attr], ba[attr]
            if va is not None and vb is not None and (va == []) != (vb == []):
                out.add("surface/type-changed", "data attribute", attr,
                        "attribute.presence" if vb == [] else "attribute.valued", {**label, "values": " | ".join(vb)},
                        component=comp, where=w, old=va, new=vb,
                        hint="selectors written for the old form stop matching")
            elif va is None and vb is not None:
                out.add("surface/values-removed", "data attribute", attr, "attribute.only",
                        {**label, "values": " | ".join(vb)}, component=comp, where=w, old=va, new=vb)
            elif va is not None and vb is None:
                out.add("surface/added", "data attribute", attr, "attribute.any", label, component=comp,
                        where=w, old=va, new=vb)
            elif va and vb:
                gone = [v for v in va if v not in vb and v not in enum_gone]
                came = [v for v in vb if v not in va and v not in enum_came]
                if gone:
                    out.add("surface/values-removed", "data attribute", attr, "attribute.values_removed",
                            {**label, "values": ", ".join(repr(v) for v in gone)}, component=comp, where=w, old=va, new=vb,
                            hint="CSS that selects the value stops matching; keep the value (as an alias) until a "
                            "major release")
                if came:
                    out.add("surface/added", "data attribute", attr, "attribute.values_added",
                            {**label, "values": ", ".join(repr(v) for v in came)}, component=comp, where=w, old=va, new=vb)


def _props(comp: str, a: Mapping, b: Mapping, out: _Out) -> None:
    where = ("component", comp, "prop")
    for n in sorted(set(a) - set(b)):
        out.add("surface/removed", "prop", n, "prop.removed", {"name": n, "component": comp}, component=comp,
                where=(*where, n),
                hint="code that passes it breaks; keep it (deprecated in its description) until a major release")
    for n in sorted(set(b) - set(a)):
        if b[n].get("required"):
            out.add("surface/type-changed", "prop", n, "prop.added_required", {"name": n, "component": comp},
                    component=comp,
                    where=(*where, n), new=b[n], hint="code that does not pass it breaks; give it a default")
        else:
            out.add("surface/added", "prop", n, "named.added_to", {"subject": "prop", "name": n, "component": comp},
                    component=comp, where=(*where, n),
                    new=b[n])
    for n in sorted(set(a) & set(b)):
        pa, pb = a[n], b[n]
        if pa.get("type") != pb.get("type"):
            out.add("surface/type-changed", "prop", n, "prop.type",
                    {"name": n, "component": comp, "old": pa.get("type"), "new": pb.get("type")}, component=comp, where=(*where, n), old=pa.get("type"), new=pb.get("type"))
        elif pb.get("required") and not pa.get("required"):
            out.add("surface/type-changed", "prop", n, "prop.required", {"name": n, "component": comp},
                    component=comp,
                    where=(*where, n), old=False, new=True, hint="code that does not pass it breaks")
        if _canon(pa.get("default")) != _canon(pb.get("default")):
            out.add("surface/changed", "prop", n, "prop.default",
                    {"name": n, "component": comp, "new": _short(pb.get("default")), "old": _short(pa.get("default"))},
                    component=comp, where=(*where, n),
                    old=pa.get("default"), new=pb.get("default"))


def _events(comp: str, a: Mapping, b: Mapping, out: _Out) -> None:
    where = ("component", comp, "event")
    _names("event", a, b, out, where, comp)
    for ev in sorted(set(a) & set(b)):
        fa, fb = a[ev].get("fields") or {}, b[ev].get("fields") or {}
        for f in sorted(set(fa) - set(fb)):
            out.add("surface/removed", "event field", f"{ev}.{f}", "field.removed",
                    {"field": f, "event": ev, "component": comp}, component=comp, where=(*where, ev, f),
                    hint="listeners that read it get undefined; keep it until a major release")
        for f in sorted(set(fb) - set(fa)):
            out.add("surface/added", "event field", f"{ev}.{f}", "field.added",
                    {"field": f, "event": ev, "component": comp}, component=comp, where=(*where, ev, f))
        for f in sorted(set(fa) & set(fb)):
            x, y = fa[f], fb[f]
            if x.get("values") is not None and y.get("values") is not None:
                gone = [v for v in x["values"] if v not in y["values"]]
                came = [v for v in y["values"] if v not in x["values"]]
                if gone:
                    out.add("surface/values-removed", "event field", f"{ev}.{f}", "field.values_removed",
                            {"field": f, "event": ev, "component": comp, "values": ", ".join(repr(v) for v in gone)},
                            component=comp,
                            where=(*where, ev, f), old=x["values"], new=y["values"],
                            hint="listeners that compare with the value never see it again")
                if came:
                    out.add("surface/added", "event field", f"{ev}.{f}", "field.values_added",
                            {"field": f, "event": ev, "component": comp, "values": ", ".join(repr(v) for v in came)},
                            component=comp, where=(*where, ev, f),
                            old=x["values"], new=y["values"])
            elif x.get("type") != y.get("type"):
                out.add("surface/type-changed", "event field", f"{ev}.{f}", "field.type",
                        {"field": f, "event": ev, "component": comp, "old": x.get("type"), "new": y.get("type")},
                        component=comp,
                        where=(*where, ev, f), old=x.get("type"), new=y.get("type"))


def _slots(comp: str, a: Mapping, b: Mapping, out: _Out) -> None:
    """Slot changes; an earlier name kept by a rename (``replacement``) is a deprecation, not a removal."""
    where = ("component", comp, "slot")
    for n in sorted(set(a) - set(b)):
        out.add("surface/removed", "slot", n, "slot.removed", {"name": n, "component": comp}, component=comp, where=(*where, n), hint="declare its replacement with renamed_from: " + n +
                " (the skin then reads it as the fallback) until a major release")
    for n in sorted(set(b) - set(a)):
        if not b[n].get("replacement"):  # an earlier name that the baseline did not have either
            out.add("surface/added", "slot", n, "slot.added", {"name": n, "component": comp}, component=comp,
                    where=(*where, n))
    for n in sorted(set(a) & set(b)):
        new = b[n].get("replacement")
        if new and not a[n].get("replacement"):
            out.add("surface/deprecated", "slot", n, "slot.renamed", {"name": n, "component": comp, "new": new},
                    component=comp, where=(*where, new, "renamed-from"),
                    old=n, new=new, replacement=new)
        elif not new and a[n].get("defaults") != b[n].get("defaults"):
            out.add("surface/changed", "slot", n, "slot.defaults",
                    {"name": n, "component": comp, "new": ", ".join(b[n].get("defaults") or ()) or Word("nothing"),
                     "old": ", ".join(a[n].get("defaults") or ()) or Word("nothing")},
                    component=comp, where=(*where, n), old=a[n].get("defaults"), new=b[n].get("defaults"))
