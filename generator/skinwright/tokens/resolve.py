"""Resolve a composed token set: ``$extends``, types, references, cycles, values.

Input is the flat token map of one resolution (every set and the chosen
modifier contexts already merged, resolver module 2025.10 §"Resolution
logic"); output is a :class:`Resolution` holding each token's type, its
references and its fully resolved literal value.

References (:mod:`.refs`, format 2025.10 §7) are checked against the
composed set (:mod:`.refcheck`); every step of a ``$ref`` pointer is checked
here, once, against the target's resolved value
(:func:`skinwright.jsonpointer.evaluate`): a step that reaches nothing is a
``core/invalid-reference`` error at the ``$ref`` string, so later stages
never index a value unchecked. Aliases may chain; a cycle is one
``core/alias-cycle`` error listing every member with its position. Every walk
is iterative, so deep acyclic chains never overflow the stack.

Work is shared between resolutions: per-token facts (references, validation)
are cached on the token object (:class:`Cache`), and a resolution
built ``from`` another recomputes values only for tokens whose definition
changed and the tokens that depend on them.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from ..diagnostics import Diagnostic, Edit, Report
from ..jsonpointer import evaluate
from .extends import apply_extends
from .model import Token
from .refcheck import GroupIndex, check_ref
from .refs import Ref, find_refs
from .traps import validation_hint
from .legacy import diagnostics as legacy_diagnostics
from .legacy import type_from_value
from ..source.edit import Style
from .expression import MathError, quantity
from .expression import evaluate as evaluate_math
from .types import EXPECTED, Legacy, is_alias, is_ref, member_type, normalize, read, registry, sub_value_kind, validate
from .types.base import EXAMPLES, MATH_CODE, MATH_FORM, css_problem, found_text, left_out_of_css

__all__ = ["Cache", "Ref", "Resolution", "apply_extends", "resolve"]



_NOT_READ = object()


class Cache:
    """Per-token results shared by every resolution of one token set.

    A token's references and the type its value was first checked as live on
    the token itself (:attr:`Token.cached_refs`, :attr:`Token.checked_as`: two slots,
    not two dicts keyed by token); the rest is rare and kept here.
    """

    def __init__(self) -> None:
        self.checked_more: set[tuple[Token, str]] = set()  # other types a value was checked as (rare)
        self.invalid: set[tuple[Token, str]] = set()  # (token, type) whose value has an error: it gets no value
        self.reported: set[tuple] = set()
        # (token, type) → its value as read, for a value with legacy forms in it ("#fff", "4px"): read once, when
        # it is checked, not again per resolution. A 2025.10 value is its own reading and is not kept.
        self.read: dict[tuple[Token, str], Any] = {}
        self.excluded: dict[str, str] = {}  # token id → the ``exclude`` pattern that left it out of the set

    def read_value(self, tok: Token, ttype: str) -> Any:
        """``tok``'s value read as ``ttype`` (:func:`~.types.normalize`), from :attr:`read` when it was kept."""
        kept = self.read.get((tok, ttype), _NOT_READ) if self.read else _NOT_READ
        if kept is not _NOT_READ:
            return kept
        # Checked as this type (:func:`_check`), which keeps every value that does not read as itself: it does.
        return tok.value if tok.checked_as == ttype else normalize(ttype, tok.value)


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
        overridden: for a resolution built from a base (:func:`resolve`), the ids whose token differs from the
            base's, in composition order (``None`` otherwise).
    """

    tokens: dict[str, Token]
    types: dict[str, str] = field(default_factory=dict)
    refs: dict[str, tuple[Ref, ...]] = field(default_factory=dict)
    values: dict[str, Any] = field(default_factory=dict)
    dependents: dict[str, list[str]] = field(default_factory=dict)
    overridden: list[str] | None = None
    _base: "Resolution | None" = field(default=None, repr=False, compare=False)

    def overridden_from(self, base: "Resolution") -> list[str]:
        """The ids whose token differs from ``base``'s, in composition order (worked out once per base)."""
        if self.overridden is not None and self._base is base:
            return self.overridden
        bt = base.tokens
        return [tid for tid, tok in self.tokens.items() if bt.get(tid) is not tok]

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

def resolve(tokens: dict[str, Token], group_types: dict[str, str], groups: set[str], cache: Cache,
            report: Report, base: Resolution | None = None, moded: frozenset[str] = frozenset()) -> Resolution:
    """Resolve ``tokens`` (one composition) into a :class:`Resolution`.

    With ``base`` (the default resolution), only tokens whose definition
    differs from ``base`` and the tokens that depend on them are processed;
    everything else is shared. Diagnostics (each reported once per cache,
    whichever resolution finds it first): ``core/missing-type``,
    ``core/valid-<type>``, ``core/unknown-alias``, ``core/invalid-reference``,
    ``core/type-mismatch``, ``core/alias-cycle``; and ``core/math-expression``
    for a Tokens Studio math expression, with a fix unless it depends on one
    of the ``moded`` tokens (whose value changes by mode context).
    """
    res = Resolution(tokens)
    if base is None or (base.tokens.keys() - tokens.keys()):
        scope: dict[str, None] = dict.fromkeys(tokens)
        base = None
    else:
        bt = base.tokens
        overridden = [tid for tid, tok in tokens.items() if bt.get(tid) is not tok]
        res.overridden, res._base = overridden, base
        inside = base.closure([t for t in overridden if t in bt]) | set(overridden)
        scope = dict.fromkeys([t for t in tokens if t in inside])
        # The base's facts minus the scope's (which are worked out again below): copying a whole dict and
        # deleting the few keys of the scope is several times faster than filtering every key, in the same order.
        res.types, res.refs, res.values = base.types.copy(), base.refs.copy(), base.values.copy()
        for facts in (res.types, res.refs, res.values):
            for tid in scope:
                facts.pop(tid, None)
        res.dependents = dict(base.dependents)
        for tid in scope:  # drop the scope's old edges; they are re-checked below
            for r in base.refs.get(tid, ()):
                lst = res.dependents.get(r.target)
                if lst is not None and tid in lst:
                    res.dependents[r.target] = [x for x in lst if x != tid]
    types = res.types
    refs = res.refs
    pending: list[str] = []
    for tid, tok in (tokens.items() if base is None else ((t, tokens[t]) for t in scope)):
        # 1. type: own file, then the merged groups, then the alias target (format §8.1)
        t = tok.type
        if t is None and group_types:
            path = tok.path
            for n in range(len(path) - 1, 0, -1):
                t = group_types.get(".".join(path[:n]))
                if t is not None:
                    break
        # 2. references (cached per token object), in the value as read: a legacy form can hold one
        # (Primer's alpha beside a shadow colour reaches into the colour with $ref pointers)
        r = tok.cached_refs
        if r is None:
            v = tok.value  # a legacy form read from text holds a reference only when the text does
            r = tok.cached_refs = find_refs(normalize(t, v) if t is not None and t in EXPECTED and
                                            (type(v) is not str or "{" in v) else v)
        if r:
            refs[tid] = r
        if t is None:
            pending.append(tid)
            continue
        types[tid] = t
        # 3. literal validation (once per token object and type)
        if tok.checked_as != t:  # the one test of _check's that a token checked before needs, without the call
            _check(tok, t, report, cache)
    for tid in pending:  # a literal value that can only be one type (a colour object, "4px")
        if tid not in refs:
            tok = tokens[tid]
            inferred = type_from_value(tok.value)
            if inferred is not None:
                types[tid] = inferred
                _once(cache, report, ("inferred-type", id(tok)), Diagnostic(
                    "core/inferred-type", f"token '{tid}' has no $type; " + (
                        "its value is a bare number, read as a number (every type that takes one writes the same CSS)"
                        if inferred == "number" else f"its value can only be a {inferred}"),
                    tok.position(), "warning", f"DTCG 2025.10 needs the type written: $type: {inferred}",
                    fix=(Edit(tok.doc.path, tok.pointer + ("$type",), "insert", inferred, before=tok.value_at[0]),)))
    for tid in pending:
        _infer_type(tid, tokens, types, refs)
    if _infer_math_types([tid for tid in pending if tid not in types], tokens, types, refs, cache, report):
        for tid in pending:  # an alias to untyped math takes the type the math got
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
        else:
            _check(tok, t, report, cache)
    # 4. reference checks and the dependency graph
    dependents = res.dependents
    broken: set[str] = set()
    names = GroupIndex(tokens, groups)
    for tid in scope:
        rs = refs.get(tid)
        if not rs:
            continue
        tok = tokens[tid]
        own = types.get(tid)
        for r in rs:
            problem = check_ref(r, tid, own, tokens, types, groups, names)
            if problem is not None:
                broken.add(tid)
                code, message, hint = problem
                pattern = cache.excluded.get(r.target) if cache.excluded else None
                if pattern is not None and code == "core/unknown-alias":
                    message = f"'{r.text}' names a token that exclude = [\"{pattern}\"] leaves out of the set"
                    hint = (f"exclude '{tid}' too (add \"{tid}\" to exclude in [tool.skinwright]), or take "
                            f"\"{pattern}\" out of exclude")
                _once(cache, report, (code, id(tok), r.at), Diagnostic(code, message, tok.value_position(r.where), "error", hint))
                continue
            if own == "typography" and r.at == ("lineHeight",) and types.get(r.target) == "dimension":
                _once(cache, report, ("line-height", id(tok)), Diagnostic(
                    "core/css-unit", f"the line height of '{tid}' is the dimension '{r.text}': written to CSS as that "
                    "length", tok.value_position(r.where), "warning",
                    "DTCG 2025.10 writes a line height as a ratio to the font size; --fix leaves it"))
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
    invalid = cache.invalid
    for tid in order:
        rs = refs.get(tid)
        raw = tokens[tid].value
        if invalid and (tokens[tid], types.get(tid)) in invalid:
            continue  # its value has an error (reported): later stages never see it
        if not rs:
            t = types.get(tid)
            values[tid] = raw if t is None else cache.read_value(tokens[tid], t)
            continue
        if any(r.target not in values for r in rs):
            continue  # behind a cycle or a broken reference: already reported
        value = _substitute(tokens[tid], rs, values, types, cache, report, refs, moded)
        if value is not _BROKEN:
            values[tid] = value
    return res


def _check(tok: Token, ttype: str, report: Report, cache: Cache) -> None:
    """Report the problems of ``tok``'s literal value as ``ttype``, the first time it is checked as that type
    (:attr:`Token.checked_as`, :attr:`Cache.checked_more`); a value with an error joins :attr:`Cache.invalid`
    and gets no value.

    A value with legacy forms in it is kept as read in ``cache`` (:meth:`Cache.read_value`).
    """
    seen = tok.checked_as
    if seen is None:
        tok.checked_as = ttype
    elif seen == ttype or (tok, ttype) in cache.checked_more:
        return
    else:
        cache.checked_more.add((tok, ttype))
    if ttype not in EXPECTED:  # another tool's own type: written as CSS text when it is some
        if left_out_of_css(tok.value):  # one warning, here: the $type's own was not given for this token
            why = css_problem(tok.value) if isinstance(tok.value, str) else None
            report.add(Diagnostic("core/custom-type", f"the value of '{tok.id}' ($type '{ttype}', not a DTCG type) is "
                                  "left out of tokens.css: " + (why if why else "it is not CSS text"), tok.value_position(),
                                  "warning", "write it so that it stays one CSS value" if why else
                                  "write a string or a number, or give the token a DTCG type"))
        return
    if tok.value is None:
        comment = tok.doc.comment_values.get(tok.pointer + tok.value_at)
        if comment is not None:
            report.add(Diagnostic(
                f"core/valid-{ttype}", f"$value is null: YAML read {comment} as a comment",
                tok.value_position(), "error", f'quote it: $value: "{comment}"'))
        else:
            report.add(Diagnostic(f"core/valid-{ttype}", "$value is null", tok.value_position(), "error",
                                  f"expected {EXPECTED[ttype]}"))
        cache.invalid.add((tok, ttype))
        return
    found: list = []
    value = read(ttype, tok.value, (), found)
    if found:
        report.extend(legacy_diagnostics(tok, found))
    if value is not tok.value:
        cache.read[(tok, ttype)] = value
    ok = True
    for count, (at, message, hint, severity, code) in enumerate(validate(ttype, value)):
        if count == PROBLEMS_PER_VALUE:  # a value of a million broken layers is one broken value, not a million
            report.add(Diagnostic(f"core/valid-{ttype}", f"the value of '{tok.id}' has more than {count} problems; the "
                                  "others are not reported", tok.value_position(), "error",
                                  "fix the ones above and lint again"))
            cache.invalid.add((tok, ttype))
            return
        if tok.doc.traps:  # YAML 1.1/1.2 text there: its hint says what to write instead
            hint = validation_hint(tok, ttype, at) or hint
        if code == "core/platform-unit":  # a token for the native build only: the web build can leave it out
            hint = f"{hint}; or, if the token is for a native platform only, keep it out of the CSS with " \
                   f"exclude = [\"{tok.id}\"] in [tool.skinwright] (pyproject.toml)"
        report.add(Diagnostic(code or f"core/valid-{ttype}", message, tok.value_position(at), severity, hint))
        ok = ok and severity != "error"
    if not ok:
        cache.invalid.add((tok, ttype))


PROBLEMS_PER_VALUE = 20
"""Problems of one token's value reported one by one (each with its place); past them, one error says there are
more. Without it a 16 MiB file holding one shadow of five million empty layers made 28 million diagnostics."""


def _next_in(ring: list[str], member: str) -> str:
    return ring[(ring.index(member) + 1) % len(ring)]


def _once(cache: Cache, report: Report, key: tuple, diagnostic: Diagnostic) -> None:
    if key not in cache.reported:
        cache.reported.add(key)
        report.add(diagnostic)


def _infer_math_types(untyped: list[str], tokens: dict[str, Token], types: dict[str, str],
                      refs: dict[str, tuple[Ref, ...]], cache: Cache, report: Report) -> bool:
    """Type the untyped tokens whose value is Tokens Studio math by what it computes (:func:`result_type`).

    DTCG format §8.1 lets a token without ``$type`` take its alias target's
    type; math over references is read the same way when the referenced types
    leave one answer (``"{space.base} * 2"`` over a dimension is a dimension),
    each with a ``core/inferred-type`` warning whose fix writes the type.
    Untyped math over untyped math is typed in dependency order (a worklist,
    no recursion); a cycle stays untyped. Returns whether any token was typed.
    """
    from .expression import looks_like_math, parse, result_type
    from .types.base import math_limit

    exprs: dict[str, Any] = {}
    for tid in untyped:
        value = tokens[tid].value
        if type(value) is str and looks_like_math(value) and not is_alias(value):  # an alias: its target's type
            try:
                exprs[tid] = parse(value, math_limit())
            except MathError:
                pass  # no value to type: core/missing-type, and its own error once typed by hand
    if not exprs:
        return False
    waiting = {tid: {r for r in e.refs if r in exprs and r != tid} for tid, e in exprs.items()}
    needed_by: dict[str, list[str]] = {}
    for tid, deps in waiting.items():
        for dep in deps:
            needed_by.setdefault(dep, []).append(tid)
    ready = [tid for tid, deps in waiting.items() if not deps]
    typed = False
    while ready:
        tid = ready.pop()
        t = result_type(exprs[tid], types)
        if t is not None:
            typed = True
            types[tid] = t
            tok = tokens[tid]
            r = tok.cached_refs = find_refs(cache.read_value(tok, t))
            if r:
                refs[tid] = r
            _once(cache, report, ("inferred-type", id(tok)), Diagnostic(
                "core/inferred-type", f"token '{tid}' has no $type; its math ({found_text(tok.value)}) computes "
                f"a {t} from {'the tokens it references' if exprs[tid].refs else 'its numbers'}", tok.position(),
                "warning", f"DTCG 2025.10 needs the type written: $type: {t}",
                fix=(Edit(tok.doc.path, tok.pointer + ("$type",), "insert", t, before=tok.value_at[0]),)))
        for other in needed_by.get(tid, ()):
            waiting[other].discard(tid)
            if not waiting[other]:
                ready.append(other)
    return typed


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
        if len(rs) != 1 or rs[0].at != () or rs[0].target not in tokens or rs[0].kind == "math":
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
        rs = refs.get(start)
        if rs is None or all(state.get(r.target) == 2 or r.target not in tokens or r.target not in scope
                             for r in rs):
            state[start] = 2  # no references, or every target already placed: no walk needed
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
                report: Report, graph: dict[str, tuple[Ref, ...]], moded: frozenset[str]) -> Any:
    """``tok``'s value with each reference replaced by its target's value (or sub-value), math computed.

    Returns ``_BROKEN`` after reporting ``core/invalid-reference`` when a
    pointer reaches nothing in the target's value, or reaches a part that no
    token type describes (a shadow's ``inset``, a whole gradient stop); or
    after a ``core/valid-<type>`` error for a math expression with no value.
    """
    taken = []
    for r in refs:
        if r.kind == "math":
            taken.append(None)
            continue
        value, problem = evaluate(values[r.target], r.sub, "$value")
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
    if len(refs) == 1 and refs[0].at == () and refs[0].kind != "math":
        return taken[0]
    ttype = types.get(tok.id)
    out = copy.deepcopy(normalize(ttype, tok.value) if ttype is not None else tok.value)
    math = []
    for r, value in zip(refs, taken):
        if r.kind == "math":
            math.append(r)
        else:
            out = _put(out, r.at, value)
    return _compute(tok, ttype, out, math, values, types, cache, report, graph, moded) if math else out


def _compute(tok: Token, ttype: str | None, out: Any, math: list[Ref], values: dict[str, Any], types: dict[str, str],
             cache: Cache, report: Report, graph: dict[str, tuple[Ref, ...]], moded: frozenset[str]) -> Any:
    """``out`` with each math expression (Tokens Studio, :mod:`.expression`) replaced by the value it computes.

    Each is read with a ``core/math-expression`` warning whose fix writes that
    value, unless a token it depends on has a value per mode context: then
    the expression's value changes with the mode, and no one 2025.10 value
    can stand for it (``tokens.css`` would change), so the warning has none.
    """
    for at in dict.fromkeys(r.at for r in math):
        expr = out
        for part in at:
            expr = expr[part]
        mtype = member_type(ttype, at) if ttype is not None else None
        record = registry().get(mtype) if mtype is not None else None
        try:
            if record is None or record.quantity is None:
                raise MathError(f"{expr.text!r} stands where a {mtype or 'value'} is expected, which takes no math",
                                "write the value")
            computed = evaluate_math(expr, {r.target: quantity(values[r.target], r.target, types.get(r.target))
                                            for r in math if r.at == at})
            new = record.quantity(computed)
            if new is None:
                raise MathError(f"{expr.text!r} computes {computed[0]}{computed[1]}, which is not a {mtype}",
                                f"a {mtype} is written like {EXAMPLES.get(mtype, EXPECTED[mtype])}")
        except MathError as exc:
            _once(cache, report, ("math", id(tok), at), Diagnostic(
                f"core/valid-{mtype or ttype}", exc.message, tok.value_position(at), "error", exc.hint))
            return _BROKEN
        if ("math", id(tok), at) not in cache.reported:
            cache.reported.add(("math", id(tok), at))
            names = list(expr.refs)
            changing = _moded_dependency(names, graph, moded)
            note = ("DTCG 2025.10 has no math, so the value is computed and the reference" + "s" * (len(names) > 1) +
                    " to " + ", ".join(names) + " cannot be kept")
            if changing is None:
                found = Legacy(at, MATH_FORM, found_text(expr.text), new, code=MATH_CODE, note=note)
            else:
                shown = Style("yaml" if tok.doc.format == "yaml" else tok.doc.format).value(new)
                found = Legacy(at, MATH_FORM, found_text(expr.text), op="none", code=MATH_CODE, note=note, hint=(
                    f"'{changing}' has a value per mode context, so the expression's value changes with the mode (here "
                    f"{shown}); --fix cannot write one value for it: write the value in each context's file"))
            report.extend(legacy_diagnostics(tok, [found]))
        out = _put(out, at, new)
    return out


def _moded_dependency(names: list[str], graph: dict[str, tuple[Ref, ...]], moded: frozenset[str]) -> str | None:
    """The first token that ``names`` depend on (themselves included) whose value changes by mode context."""
    if not moded:
        return None
    seen = set(names)
    stack = list(reversed(names))
    while stack:
        tid = stack.pop()
        if tid in moded:
            return tid
        for r in graph.get(tid, ()):
            if r.target not in seen:
                seen.add(r.target)
                stack.append(r.target)
    return None


def _put(container: Any, at: tuple, value: Any) -> Any:
    if not at:
        return value
    node = container
    for part in at[:-1]:
        node = node[part]
    node[at[-1]] = value
    return container
