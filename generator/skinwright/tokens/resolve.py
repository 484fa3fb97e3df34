"""Resolve a composed token set: ``$extends``, types, references, cycles, values.

Input is the flat token map of one resolution (every set and the chosen
modifier contexts already merged, resolver module 2025.10 §"Resolution
logic"); output is a :class:`Resolution` holding each token's type, its
references and its fully resolved literal value.

References (format 2025.10 §7): a whole-value alias ``"{a.b.c}"`` (also
inside composite members and list items), and ``{"$ref": "#/a/b/$value/…"}``
JSON Pointers (RFC 6901) that may reach *into* another token's value — one
component of a colour, the ``fontSize`` of a typography — and resolve to that
sub-value. Every step of a pointer is checked here, once, against the
target's resolved value (:func:`follow`); a step that reaches nothing is a
``core/invalid-reference`` error at the ``$ref`` string, so later stages
never index a value unchecked. Aliases may chain; a cycle is one
``core/alias-cycle`` error listing every member with its position. Every walk
is iterative, so deep acyclic chains never overflow the stack.

Work is shared between resolutions: per-token facts (references, validation)
are cached on a :class:`Cache` keyed by the token object, and a resolution
built ``from`` another recomputes values only for tokens whose definition
changed and the tokens that depend on them.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from typing import Any

from ..diagnostics import Diagnostic, Report, did_you_mean
from ..source import YList, YMap, describe_value
from .model import ROOT, Extends, Token
from .parse import name_problem
from .traps import validation_hint
from .types import EXPECTED, is_alias, member_type, normalize, sub_value_kind, validate


@dataclass(frozen=True, slots=True)
class Ref:
    """A reference inside a token's value.

    ``at`` is where it sits inside the referencing ``$value``; ``target`` the
    token id it names; ``sub`` the pointer into the target's ``$value``
    (``()`` for the whole token); ``kind`` is ``"alias"`` (curly braces) or
    ``"pointer"`` (``$ref``); ``text`` is the reference as written;
    ``problem`` is ``(message, hint)`` when a ``$ref`` is not a usable
    pointer (then ``target`` is empty).
    """

    at: tuple
    target: str
    sub: tuple
    kind: str
    text: str
    problem: tuple[str, str] | None = None

    @property
    def whole(self) -> bool:
        return not self.sub

    @property
    def where(self) -> tuple:
        """Pointer (inside ``$value``) to the reference as written: the ``$ref`` string, or the alias."""
        return self.at + ("$ref",) if self.kind == "pointer" else self.at


class Cache:
    """Per-token results shared by every resolution of one token set."""

    def __init__(self) -> None:
        self.refs: dict[int, tuple[Ref, ...]] = {}
        self.checked: set[tuple[int, str | None]] = set()
        self.reported: set[tuple] = set()
        self.keep: list[Token] = []  # keeps ids stable while cached


_INDEX = re.compile(r"(?:0|[1-9][0-9]*)\Z")
_ESCAPE = re.compile(r"~(?![01])")
_POINTER_FORM = "write it as '#/group/token/$value' or '#/group/token/$value/member'"


class PointerError(ValueError):
    """A ``$ref`` text that is not a JSON Pointer through a token's ``$value``; ``hint`` says how to write it."""

    def __init__(self, message: str, hint: str = _POINTER_FORM):
        super().__init__(message)
        self.hint = hint


def parse_pointer(text: str) -> tuple[str, tuple]:
    """Split ``#/a/b/$value/components/0`` into ``("a.b", ("components", 0))``.

    The text is a JSON Pointer (RFC 6901) in URI fragment form; ``~1`` and
    ``~0`` are unescaped (§4). Steps after ``$value`` that are array indices
    in the RFC's form (``0``, ``12``; not ``01`` or ``-``) become ints; what
    each step may index is decided against the value in :func:`follow`.

    Raises:
        PointerError: the reason and a hint, when the text is not a pointer through a token's ``$value``.
    """
    if not text.startswith("#/"):
        raise PointerError(f"$ref {text!r} must be a JSON Pointer into a token's $value")
    bad = _ESCAPE.search(text)
    if bad:
        found = text[bad.start():bad.start() + 2]
        raise PointerError(f"$ref {text!r}: '{found}' is not a JSON Pointer escape (RFC 6901 has '~0' for '~' "
                           "and '~1' for '/')", "write '~0' for '~' and '~1' for '/' in names")
    parts = [p.replace("~1", "/").replace("~0", "~") for p in text[2:].split("/")]
    if "$value" not in parts or parts.index("$value") == 0:
        raise PointerError(f"$ref {text!r} must be a JSON Pointer into a token's $value")
    i = parts.index("$value")
    for name in parts[:i]:
        problem = name_problem(name) if name != ROOT else None
        if problem:
            raise PointerError(f"$ref {text!r} does not name a token: {problem[0]}")
    sub = tuple(int(p) if _INDEX.match(p) else p for p in parts[i + 1:])
    return ".".join(parts[:i]), sub


def follow(value: Any, sub: tuple) -> tuple[Any, tuple[str, str] | None]:
    """The sub-value of ``value`` at ``sub`` (RFC 6901 §4 evaluation), or why there is none.

    ``value`` is a resolved ``$value``; ``sub`` a pointer from
    :func:`parse_pointer`. Returns ``(sub_value, None)``, or
    ``(None, (reason, hint))`` at the first step that reaches nothing: an
    index past the end, an index with a leading zero or ``-`` (which names
    the place after the last item), a member name used on a list, a member
    an object lacks, or a step into a number or string.
    """
    for depth, part in enumerate(sub):
        where = "/".join(["$value", *map(str, sub[:depth])])
        if isinstance(value, list):
            if type(part) is int and part < len(value):
                value = value[part]
                continue
            items = f"use an index from 0 to {len(value) - 1}" if len(value) > 1 else \
                "the only index is 0" if value else f"'{where}' is an empty list"
            if type(part) is int:
                return None, (f"index {part} is past the end of '{where}' ({len(value)} item{'s' * (len(value) != 1)})",
                              items)
            if part == "-":
                return None, (f"'-' names the place after the last item of '{where}' (RFC 6901), not a value", items)
            if part.isdigit():
                return None, (f"'{part}' is not an array index: RFC 6901 indices have no leading zeros",
                              f"write {int(part)}")
            return None, (f"'{part}' is not an array index; '{where}' is a list", items)
        if isinstance(value, dict):
            key = str(part)
            if key in value:
                value = value[key]
                continue
            members = ", ".join(map(str, value)) or "none"
            return None, (f"'{where}' has no member '{key}'", f"its members: {members}")
        return None, (f"'{where}' is {describe_value(value)}; a pointer cannot go into it",
                      f"end the pointer at '{where}'")
    return value, None


_MAPS = (dict, YMap)
_CONTAINERS = (dict, list, YMap, YList)


def find_refs(value: Any) -> tuple[Ref, ...]:
    """Every reference in ``value``, in document order (iterative walk)."""
    t = type(value)
    if t is str:
        if is_alias(value):
            return (Ref((), value[1:-1], (), "alias", value),)
        return ()
    if t not in _CONTAINERS:
        return ()
    if t in _MAPS and "$ref" not in value:
        # Fast path for the common literal object (a colour, a dimension): no
        # alias strings and no nested objects means no references.
        for x in value.values():
            tx = type(x)
            if tx is str:
                if x[:1] == "{":
                    break
            elif tx is list or tx is YList:
                if any(type(y) is not float and type(y) is not int and type(y) is not str for y in x) or \
                        any(type(y) is str and y[:1] == "{" for y in x):
                    break
            elif tx is not int and tx is not float and tx is not bool and x is not None:
                break
        else:
            return ()
    out: list[Ref] = []
    # Only containers go on the stack; strings are tested where they sit.
    stack: list[tuple[tuple, Any]] = [((), value)]
    while stack:
        at, v = stack.pop()
        if type(v) in _MAPS:
            if "$ref" in v:
                text = v["$ref"]
                try:
                    if not isinstance(text, str):
                        raise PointerError(f"$ref must be a string, not {describe_value(text)}")
                    target, sub = parse_pointer(text)
                except PointerError as exc:
                    out.append(Ref(at, "", (), "pointer", str(text), (str(exc), exc.hint)))
                else:
                    out.append(Ref(at, target, sub, "pointer", text))
                continue
            items = v.items()
        else:
            items = enumerate(v)
        nested = []
        for k, x in items:
            tx = type(x)
            if tx is str:
                if x[:1] == "{" and is_alias(x):
                    out.append(Ref(at + (k,), x[1:-1], (), "alias", x))
            elif tx in _CONTAINERS:
                nested.append((at + (k,), x))
        stack.extend(reversed(nested))
    return tuple(out)


@dataclass
class Resolution:
    """One fully resolved token set (one combination of modifier contexts).

    Attributes:
        tokens: token id → :class:`Token`, in composition order.
        types: token id → resolved ``$type`` (missing when it could not be determined).
        refs: token id → its references.
        values: token id → resolved literal value (missing for tokens in or
            behind a cycle, or with an unknown reference).
        dependents: token id → ids of tokens that reference it directly.
    """

    tokens: dict[str, Token]
    types: dict[str, str] = field(default_factory=dict)
    refs: dict[str, tuple[Ref, ...]] = field(default_factory=dict)
    values: dict[str, Any] = field(default_factory=dict)
    dependents: dict[str, list[str]] = field(default_factory=dict)

    def closure(self, ids, whole_only: bool = False) -> set[str]:
        """``ids`` plus every token that depends on them, transitively.

        With ``whole_only``, follow only whole-token references (the ones that
        stay ``var()`` references in CSS), not pointers into sub-values.
        """
        seen = set(ids)
        stack = list(seen)
        deps = self.dependents
        refs = self.refs
        while stack:
            cur = stack.pop()
            for d in deps.get(cur, ()):
                if d in seen:
                    continue
                if whole_only and not any(r.target == cur and r.whole for r in refs[d]):
                    continue
                seen.add(d)
                stack.append(d)
        return seen

    def chain(self, token_id: str) -> list[str]:
        """The alias chain from ``token_id`` to the token holding the value."""
        out = [token_id]
        seen = {token_id}
        cur = token_id
        while True:
            refs = self.refs.get(cur, ())
            if len(refs) != 1 or not refs[0].whole or refs[0].at != ():
                return out
            cur = refs[0].target
            if cur in seen or cur not in self.tokens:
                return out
            seen.add(cur)
            out.append(cur)


def apply_extends(tokens: dict[str, Token], groups: set[str], group_types: dict[str, str], extends: list[Extends],
                  report: Report) -> dict[str, Token]:
    """Copy the tokens of each ``$extends`` target into the extending group (format §6.4).

    Local tokens win over inherited ones (deep merge: groups merge, tokens
    replace), and group properties such as ``$type`` are inherited too
    (``group_types`` is updated in place). Chains are applied targets first; a
    cycle, or a target that is a token or does not exist, is a
    ``core/invalid-extends`` error and that ``$extends`` is skipped.
    """
    if not extends:
        return tokens
    by_group = {e.group: e for e in extends}
    order: list[Extends] = []
    state: dict[str, int] = {}
    for start in by_group:
        if start in state:
            continue
        path: list[str] = []
        g: str | None = start
        while g is not None and g in by_group and state.get(g) is None:
            state[g] = 1
            path.append(g)
            g = by_group[g].target
        if g is not None and state.get(g) == 1:  # back on this walk: a cycle
            ring = path[path.index(g):]
            e = by_group[ring[0]]
            report.error("core/invalid-extends", "$extends cycle: " + " → ".join(ring + [ring[0]]), e.position(),
                         hint="a group cannot extend itself, even through others; remove one $extends of the ring",
                         related=tuple((by_group[m].position(), f"'{m}' extends '{by_group[m].target}'") for m in ring))
            for m in ring:
                state[m] = 3
        for m in reversed(path):
            if state[m] == 1:
                state[m] = 2
                order.append(by_group[m])
    out = dict(tokens)
    for e in order:
        if e.target in out:
            report.error("core/invalid-extends", f"$extends names the token '{e.target}'; it must name a group",
                         e.position(), hint="extend the group that holds it instead")
            continue
        if e.target not in groups:
            guess = did_you_mean(e.target, groups)
            report.error("core/invalid-extends", f"$extends names '{e.target}', which is not a group", e.position(),
                         hint=f"did you mean '{{{guess}}}'?" if guess else
                         "name a group by its full path, '{group.path}' or {$ref: '#/group/path'}; top-level "
                         f"groups: {_Names({}, groups).listing('') or 'none'}")
            continue
        prefix = e.target + "."
        for gid, gtype in list(group_types.items()):
            if gid == e.target or gid.startswith(prefix):
                group_types.setdefault(e.group + gid[len(e.target):], gtype)
        for gid in list(groups):
            if gid.startswith(prefix):
                groups.add(e.group + gid[len(e.target):])
        for tid, tok in list(out.items()):
            if tid.startswith(prefix):
                new_id = e.group + "." + tid[len(prefix):]
                if new_id not in out:
                    path = tuple(new_id.split("."))
                    out[new_id] = Token(new_id, path, tok.type, tok.value, tok.description, tok.deprecated,
                                        tok.extensions, e.doc, e.pointer + ("$extends",), tok.own_type)
    return out


def resolve(tokens: dict[str, Token], group_types: dict[str, str], groups: set[str], cache: Cache,
            report: Report, base: Resolution | None = None) -> Resolution:
    """Resolve ``tokens`` (one composition) into a :class:`Resolution`.

    With ``base`` (the default resolution), only tokens whose definition
    differs from ``base`` and the tokens that depend on them are processed;
    everything else is shared. Diagnostics (each reported once per cache,
    whichever resolution finds it first): ``core/missing-type``,
    ``core/valid-<type>``, ``core/unknown-alias``, ``core/invalid-reference``,
    ``core/type-mismatch``, ``core/alias-cycle``.
    """
    res = Resolution(tokens)
    if base is None or (base.tokens.keys() - tokens.keys()):
        scope: dict[str, None] = dict.fromkeys(tokens)
        base = None
    else:
        bt = base.tokens
        overridden = [tid for tid, tok in tokens.items() if bt.get(tid) is not tok]
        inside = base.closure([t for t in overridden if t in bt]) | set(overridden)
        scope = dict.fromkeys(t for t in tokens if t in inside)
        res.types = {k: v for k, v in base.types.items() if k not in scope}
        res.refs = {k: v for k, v in base.refs.items() if k not in scope}
        res.values = {k: v for k, v in base.values.items() if k not in scope}
        res.dependents = dict(base.dependents)
        for tid in scope:  # drop the scope's old edges; they are re-checked below
            for r in base.refs.get(tid, ()):
                lst = res.dependents.get(r.target)
                if lst is not None and tid in lst:
                    res.dependents[r.target] = [x for x in lst if x != tid]
    types = res.types
    refs = res.refs
    crefs = cache.refs
    checked = cache.checked
    pending: list[str] = []
    for tid in scope:
        tok = tokens[tid]
        # 1. type: own file, then the merged groups, then the alias target (format §8.1)
        t = tok.type
        if t is None and group_types:
            path = tok.path
            for n in range(len(path) - 1, 0, -1):
                t = group_types.get(".".join(path[:n]))
                if t is not None:
                    break
        # 2. references (cached per token object)
        key = id(tok)
        r = crefs.get(key)
        if r is None:
            r = find_refs(tok.value)
            crefs[key] = r
            cache.keep.append(tok)
        if r:
            refs[tid] = r
        if t is None:
            pending.append(tid)
            continue
        types[tid] = t
        # 3. literal validation (cached per token object and type)
        vkey = (key, t)
        if vkey not in checked:
            checked.add(vkey)
            _validate(tok, t, report)
    for tid in pending:
        _infer_type(tid, tokens, types, refs)
    for tid in pending:
        tok = tokens[tid]
        t = types.get(tid)
        if t is None and any(r.target not in tokens for r in refs.get(tid, ())):
            continue  # an alias to nothing: core/unknown-alias says why it has no type
        if t is None:
            _once(cache, report, ("missing-type", id(tok)), Diagnostic(
                "core/missing-type", f"token '{tid}' has no $type", tok.position(),
                hint="add $type to the token or to one of its groups (DTCG tools must not guess a type from the value)"))
        elif (id(tok), t) not in checked:
            checked.add((id(tok), t))
            _validate(tok, t, report)
    # 4. reference checks and the dependency graph
    dependents = res.dependents
    broken: set[str] = set()
    names = _Names(tokens, groups)
    for tid in scope:
        rs = refs.get(tid)
        if not rs:
            continue
        tok = tokens[tid]
        own = types.get(tid)
        for r in rs:
            problem = _check_ref(r, tid, own, tokens, types, groups, names)
            if problem is not None:
                broken.add(tid)
                code, message, hint = problem
                _once(cache, report, (code, id(tok), r.at), Diagnostic(code, message, tok.value_position(r.where), "error", hint))
                continue
            lst = dependents.get(r.target)
            if lst is None:
                dependents[r.target] = [tid]
            elif base is None:
                lst.append(tid)
            else:  # copy on write: the list may be shared with the base resolution
                dependents[r.target] = lst + [tid]
    # 5. cycles, then values in dependency order
    order, cyclic = _topological(scope, tokens, refs, broken)
    for ring in cyclic:
        first = tokens[ring[0]]
        _once(cache, report, ("cycle", frozenset(ring)), Diagnostic(
            "core/alias-cycle", "alias cycle: " + " → ".join(ring + [ring[0]]),
            first.value_position(next(r.at for r in refs[ring[0]] if r.target in ring)), "error",
            "break the ring: one of these tokens needs a literal value",
            tuple((tokens[m].value_position(), f"'{m}' refers to '{_next_in(ring, m)}'") for m in ring)))
    values = res.values
    for tid in order:
        rs = refs.get(tid)
        raw = tokens[tid].value
        if not rs:
            values[tid] = normalize(types[tid], raw) if tid in types else raw
            continue
        if any(r.target not in values for r in rs):
            continue  # behind a cycle or a broken reference: already reported
        value = _substitute(tokens[tid], rs, values, types, cache, report)
        if value is not _BROKEN:
            values[tid] = value
    return res


def _validate(tok: Token, ttype: str, report: Report) -> None:
    if tok.value is None:
        comment = tok.doc.comment_values.get(tok.pointer + ("$value",))
        if comment is not None:
            report.add(Diagnostic(
                f"core/valid-{ttype}", f"$value is null: YAML read {comment} as a comment",
                tok.value_position(), "error", f'quote it: $value: "{comment}"'))
        else:
            report.add(Diagnostic(f"core/valid-{ttype}", "$value is null", tok.value_position(), "error",
                                  f"expected {EXPECTED[ttype]}"))
        return
    for at, message, hint, severity in validate(ttype, tok.value):
        if tok.doc.traps:  # YAML 1.1/1.2 text there: its hint says what to write instead
            hint = validation_hint(tok, ttype, at) or hint
        report.add(Diagnostic(f"core/valid-{ttype}", message, tok.value_position(at), severity, hint))


def _next_in(ring: list[str], member: str) -> str:
    return ring[(ring.index(member) + 1) % len(ring)]


def _once(cache: Cache, report: Report, key: tuple, diagnostic: Diagnostic) -> None:
    if key not in cache.reported:
        cache.reported.add(key)
        report.add(diagnostic)


def _infer_type(tid: str, tokens: dict[str, Token], types: dict[str, str], refs: dict[str, tuple[Ref, ...]]) -> None:
    # Follow whole-value references until a typed token; iterative and cycle-safe.
    chain = []
    seen = set()
    cur = tid
    while cur not in types:
        if cur in seen:
            return
        seen.add(cur)
        chain.append(cur)
        rs = refs.get(cur, ())
        if len(rs) != 1 or rs[0].at != () or rs[0].target not in tokens:
            return
        r = rs[0]
        nxt = r.target
        if r.sub:
            kind = None
            if nxt in types:
                kind = sub_value_kind(types[nxt], r.sub)
            if kind in (None, "string"):
                return
            for c in chain:
                types[c] = kind
            return
        cur = nxt
    for c in chain:
        types[c] = types[cur]


class _Names:
    """What a group holds, for hints about names that do not exist (indexed on first use)."""

    LISTED = 8

    def __init__(self, tokens: dict[str, Token], groups: set[str]):
        self.tokens, self.groups = tokens, groups
        self._children: dict[str, set[str]] | None = None

    def children(self, group: str) -> list[str]:
        """Names directly inside ``group`` (``""``: the top level), sorted."""
        if self._children is None:
            self._children = {}
            for ident in [*self.tokens, *self.groups]:
                parent, _, name = ident.rpartition(".")
                self._children.setdefault(parent, set()).add(name)
        return sorted(self._children.get(group, ()))

    def listing(self, group: str) -> str:
        names = self.children(group)
        shown = ", ".join(names[:self.LISTED])
        return shown + (f" and {len(names) - self.LISTED} more" if len(names) > self.LISTED else "")

    def inside_token(self, target: str) -> str | None:
        """A hint when ``target`` goes on past a token (``fg.default.hex``), else ``None``."""
        parts = target.split(".")
        for n in range(len(parts) - 1, 0, -1):
            prefix = ".".join(parts[:n])
            if prefix in self.tokens:
                return (f"'{prefix}' is a token, and tokens have no children; to reach into its value, use "
                        f"{{$ref: '#/{prefix.replace('.', '/')}/$value/…'}}")
        return None

    def missing(self, target: str) -> str:
        """A hint for a reference to ``target``, which names no token and no close match."""
        parts = target.split(".")
        for n in range(len(parts) - 1, 0, -1):
            prefix = ".".join(parts[:n])
            if prefix in self.groups:
                return f"group '{prefix}' has no '{parts[n]}'; it holds {self.listing(prefix) or 'nothing'}"
        top = self.listing("")
        return (f"no group or token is named '{parts[0]}'; an alias gives a token's full path, "
                f"'{{group.token}}'" + (f"; top-level names: {top}" if top else "; no tokens are loaded"))


def _check_ref(r: Ref, tid: str, own: str | None, tokens: dict[str, Token], types: dict[str, str],
               groups: set[str], names: "_Names") -> tuple[str, str, str | None] | None:
    if r.problem is not None:
        return ("core/invalid-reference", *r.problem)
    target = tokens.get(r.target)
    if target is None:
        if r.target in groups:
            root = r.target + "." + ROOT
            hint = f"use '{{{root}}}' for the group's own token" if root in tokens else "point at one of its tokens"
            return ("core/unknown-alias", f"'{r.text}' names the group '{r.target}', not a token", hint)
        hint = names.inside_token(r.target)
        if hint is None:
            guess = did_you_mean(r.target, tokens)
            hint = f"did you mean '{{{guess}}}'?" if guess and r.kind == "alias" else \
                f"did you mean '{guess}'?" if guess else names.missing(r.target)
        return ("core/unknown-alias", f"'{r.text}' does not name a token", hint)
    ttype = types.get(r.target)
    if own is None or ttype is None:
        return None
    expected = sub_value_kind(own, r.at)
    actual = sub_value_kind(ttype, r.sub)
    if r.sub and actual is None:
        return None  # the step that goes wrong is found against the value (_substitute)
    if r.kind == "alias" and member_type(own, r.at) is None and r.at:
        return ("core/invalid-reference", f"'{r.text}' sits where a plain value is expected; use a $ref JSON Pointer",
                None)
    if expected is not None and actual is not None and expected != actual:
        if r.sub and follow(target.value, r.sub)[1] is not None:
            return None  # the pointer reaches nothing: _substitute says where it stops, not what type it is
        where = f"'{tid}'" if not r.at else f"'{'/'.join(map(str, r.at))}' of '{tid}'"
        return ("core/type-mismatch", f"{where} expects a {expected}, but '{r.text}' is a {actual}",
                f"point at a {expected} token" if expected in types.values() else None)
    return None


def _topological(scope, tokens: dict[str, Token], refs: dict[str, tuple[Ref, ...]], broken: set[str]):
    """``scope`` in dependency order (targets first) and the cycles found (iterative DFS).

    Tokens outside ``scope`` count as already resolved.
    """
    order: list[str] = []
    state: dict[str, int] = {}
    cycles: list[list[str]] = []
    for start in scope:
        if start in state:
            continue
        if start not in refs:
            state[start] = 2
            order.append(start)
            continue
        stack: list[tuple[str, int]] = [(start, 0)]
        path: list[str] = []
        while stack:
            node, i = stack[-1]
            if i == 0:
                if state.get(node) == 2:
                    stack.pop()
                    continue
                state[node] = 1
                path.append(node)
            rs = refs.get(node, ())
            if i < len(rs):
                stack[-1] = (node, i + 1)
                nxt = rs[i].target
                if nxt not in tokens or nxt not in scope:
                    continue
                st = state.get(nxt)
                if st is None:
                    stack.append((nxt, 0))
                elif st == 1:
                    ring = path[path.index(nxt):]
                    k = ring.index(min(ring))
                    ring = ring[k:] + ring[:k]
                    if ring not in cycles:
                        cycles.append(ring)
                continue
            stack.pop()
            state[node] = 2
            path.pop()
            order.append(node)
    return order, cycles


_BROKEN = object()


def _substitute(tok: Token, refs: tuple[Ref, ...], values: dict[str, Any], types: dict[str, str], cache: Cache,
                report: Report) -> Any:
    """``tok``'s value with each reference replaced by its target's value (or sub-value).

    Returns ``_BROKEN`` after reporting ``core/invalid-reference`` when a
    pointer reaches nothing in the target's value, or reaches a part that no
    token type describes (a shadow's ``inset``, a whole gradient stop).
    """
    taken = []
    for r in refs:
        value, problem = follow(values[r.target], r.sub)
        if problem is None and r.sub and types.get(tok.id) is not None and r.target in types \
                and sub_value_kind(types[r.target], r.sub) is None:
            problem = (f"reaches a part of '{r.target}' ({types[r.target]}) that is not a value of any token type",
                       "point at a whole token, a member that has a token type (a border's color), a colour "
                       "component or alpha, or a dimension's value or unit")
        elif problem is not None:
            problem = (f"does not reach a value: {problem[0]}", problem[1])
        if problem is not None:
            _once(cache, report, ("core/invalid-reference", id(tok), r.at), Diagnostic(
                "core/invalid-reference", f"$ref {r.text!r} {problem[0]}", tok.value_position(r.where), "error",
                problem[1]))
            return _BROKEN
        taken.append(value)
    if len(refs) == 1 and refs[0].at == ():
        return taken[0]
    ttype = types.get(tok.id)
    out = copy.deepcopy(normalize(ttype, tok.value) if ttype is not None else tok.value)
    for r, value in zip(refs, taken):
        out = _put(out, r.at, value)
    return out


def _put(container: Any, at: tuple, value: Any) -> Any:
    if not at:
        return value
    node = container
    for part in at[:-1]:
        node = node[part]
    node[at[-1]] = value
    return container
