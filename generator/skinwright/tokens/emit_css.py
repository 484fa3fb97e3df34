"""tokens.css: the default block and one block per context; never the product of contexts.

Layout (every block has the same specificity, so on one element the source
order — the resolver's resolution order — decides, like the resolver's
"later wins")::

    :root { every token, default contexts }
    @media (prefers-color-scheme: dark) { :root:where(:not([data-theme="light"])) { dark block } }
    [data-theme="dark"]  { dark block }
    [data-theme="light"] { light block: what dark changes, back to light }
    … the same per context of contrast, then density …

A context block holds exactly the tokens whose CSS text changes in that
context **plus every token that references them through ``var()``,
transitively**: custom properties are computed where they are declared, so a
dependent declared only at ``:root`` would keep its default value under a
nested ``[data-theme="dark"]`` (Style Dictionary's per-theme output misses
these; Terrazzo re-declares everything).

Two modifiers can both need to declare one token (``fg.muted`` changes with
the theme and with contrast), and then whichever block is nearest wins, even
when the other context is set closer to the root. Such a token is written as a
"space toggle" expression instead — ``var(--xh-_not-theme-light, <light
value>) var(--xh-_not-theme-dark, <dark value>)``, nested per modifier — with
each block setting its modifier's toggles (``initial`` for the context in
force, empty for the others). The expression is the same in every block, so
wherever it is re-declared it picks the value of the contexts in force there:
correct for any nesting of attributes and media queries, with no combined
selectors (CSS Variables 1 §3: a guaranteed-invalid variable takes the
fallback).
"""

from __future__ import annotations

from itertools import islice
from typing import Callable, Mapping

from .. import css_text
from ..chunks import TextBuilder
from ..config import ContextCSS
from . import TokenSet
from .css import FORMATTERS, Var, custom_css, declarations
from .names import css_name
from .resolve import Resolution
from .types import normalize, registry

Decls = dict[str, str]  # custom property → CSS text
_NONE = object()
_NO_MODS: frozenset[str] = frozenset()


def resolution_decls(ts: TokenSet, res: Resolution, ids=None) -> tuple[Decls, dict[str, list[str]]]:
    """Declarations of ``ids`` (default: every token) in ``res``; also token id → its property names."""
    decls: Decls = {}
    owned: dict[str, tuple[str, ...]] = {}
    names = ts.names
    types = res.types
    values = res.values
    refs = res.refs
    tokens = res.tokens
    simple = FORMATTERS
    multi = {t for t, tt in registry().items() if tt.css_members}
    for tid in (tokens if ids is None else ids):
        value = values.get(tid, _NONE)
        t = types.get(tid)
        if value is _NONE or t is None:
            continue
        r = refs.get(tid)
        name = names[tid]
        if t not in multi:
            if not r:  # fast path: a literal with one property
                write = simple.get(t)
                text = write(value) if write is not None else custom_css(value)
                if text is not None:
                    decls[name] = text
                    owned[tid] = (name,)
                continue
            if len(r) == 1:
                ref = r[0]
                if ref.at == () and ref.whole:
                    # fast path: an alias, which stays a var() reference (what declarations() writes for it)
                    write = simple.get(t)
                    var = Var(names[ref.target])
                    if write is not None:
                        decls[name] = write(var)
                        owned[tid] = (name,)
                    else:
                        text = custom_css(var)
                        if text is not None:
                            decls[name] = text
                        owned[tid] = (name,) if text is not None else ()
                    continue
        pairs = declarations(name, t, normalize(t, tokens[tid].value), r or (), values, names, value)
        owned[tid] = tuple(n for n, _ in pairs)
        decls.update(pairs)
    return decls, owned


def tokens_css(ts: TokenSet, context_css: Callable[[str, str], ContextCSS], *, source: str = "tokens") -> str:
    """The whole ``tokens.css`` text (deterministic; ends with a newline)."""
    D = ts.default
    base, owned_d = resolution_decls(ts, D)
    deprecated = {owned_d[tid][-1]: _deprecation(ts, tid, tok.deprecated) for tid, tok in D.tokens.items()
                  if tok.deprecated and tid in owned_d}
    order_names = {n: i for i, n in enumerate(base)}
    one_owner = len(base) == sum(map(len, owned_d.values()))  # no property written by two tokens (a name collision)
    mods = ts.modifiers

    blocks: dict[tuple[str, str], Decls] = {}
    changed_by: dict[str, list[str]] = {}  # property → modifiers whose contexts change its text
    emitted_in: dict[str, set[str]] = {}  # property → modifiers whose blocks declare it
    closure = _dependents_closure(ts)
    for mod, contexts in mods.items():
        changed_any: set[str] = set()
        for ctx in contexts[1:]:
            decls, changed_ids, changed_names = _context_block(ts, D, base, ts.resolve({mod: ctx}), closure)
            changed_any |= changed_ids
            blocks[(mod, ctx)] = decls
            for n in changed_names:
                by = changed_by.get(n)
                if by is None:
                    changed_by[n] = [mod]
                elif mod not in by:
                    by.append(mod)
        reset_ids = closure(changed_any)
        reset = [t for t in D.tokens if t in reset_ids]
        if one_owner:  # the default's own declarations of these tokens, as a pass over them would write them again
            blocks[(mod, contexts[0])] = {n: base[n] for t in reset for n in owned_d.get(t, ())}
        else:
            blocks[(mod, contexts[0])], _ = resolution_decls(ts, D, reset)
        for ctx in contexts:
            for n in blocks[(mod, ctx)]:
                seen = emitted_in.get(n)
                if seen is None:
                    emitted_in[n] = {mod}
                else:
                    seen.add(mod)

    # A property whose text depends on one modifier but is re-declared in another's
    # blocks (or depends on several) would come out wrong under nested contexts; it
    # is written once as a "space toggle" expression that picks its value from the
    # contexts in force where it is declared, and declared identically everywhere.
    matrix = {n: inv for n, inv in changed_by.items() if len(inv) >= 2 or not emitted_in.get(n, _NO_MODS) <= {*inv}}
    toggled = [m for m in mods if any(m in inv for inv in matrix.values())]
    owner_of: dict[str, str] = {}  # each matrix property's token: the first that declares it, found in one pass
    for tid, names in owned_d.items() if matrix else ():
        for n in names:
            if n in matrix:
                owner_of.setdefault(n, tid)
    exprs = {n: _matrix_expression(ts, n, inv, owner_of.get(n)) for n, inv in sorted(matrix.items())}

    def final(decls: Decls, mod: str | None, ctx: str | None) -> Decls:
        out_decls = _sorted(decls, order_names)
        if exprs:
            out_decls = {n: exprs.get(n, t) for n, t in out_decls.items()}
        if mod in toggled:
            out_decls = {**_toggles(ts, mod, ctx), **out_decls}
        return out_decls

    root = {n: exprs.get(n, t) for n, t in base.items()} if exprs else base
    for mod in toggled:
        root = {**_toggles(ts, mod, mods[mod][0]), **root}
    # Written line by line into chunks: no list of every line, and one join at the end.
    out = TextBuilder()
    out.add(css_text.comment(f"Generated by skinwright from {source}. Do not edit: change the tokens and rebuild.")
            + "\n")
    out.add("\n")
    _block(out, ":root", root, deprecated=deprecated)
    for mod, contexts in mods.items():
        for ctx in contexts:
            decls = blocks[(mod, ctx)]
            if not decls:
                continue
            css = context_css(mod, ctx)
            decls = final(decls, mod, ctx)
            out.add("\n" + css_text.comment(f"{mod}: {ctx}{' (default)' if ctx == contexts[0] else ''}") + "\n")
            if css.media:
                others = ", ".join(context_css(mod, c).selector for c in contexts if c != ctx)
                root_sel = f":root:where(:not({others}))" if others else ":root"
                _block(out, root_sel, decls, media=css.media)
                out.add("\n")
            _block(out, css.selector, decls)
    return out.text()


def toggle_name(ts: TokenSet, mod: str, ctx: str) -> str:
    """The private "space toggle" of one context: ``initial`` where it is in force, empty elsewhere."""
    return css_name(ts.prefix, ("_not", mod, ctx))


def _toggles(ts: TokenSet, mod: str, ctx: str | None) -> Decls:
    return {toggle_name(ts, mod, c): ("initial" if c == ctx else " ") for c in ts.modifiers[mod]}


def _matrix_expression(ts: TokenSet, name: str, modifiers: list[str], owner: str | None) -> str:
    """``var(--xh-_not-theme-light, …) var(--xh-_not-theme-dark, …)``: one branch per context, nested per modifier.

    Exactly one toggle per modifier is ``initial`` (guaranteed-invalid, so its
    fallback — the value for that context — is used); the others are empty, so
    their branches vanish (CSS Variables 1 §3, "var() substitution"). ``owner`` is the token that declares
    ``name`` in the default resolution, if one does.
    """

    def text(fixed: dict[str, str]) -> str:
        res = ts.resolve(fixed)
        tid = owner or next((t for t in res.tokens if ts.names.get(t) and name.startswith(ts.names[t])), None)
        if tid is None or tid not in res.values:
            return ""
        decls, _ = resolution_decls(ts, res, [tid])
        return decls.get(name, "")

    def build(rest: list[str], fixed: dict[str, str]) -> str:
        if not rest:
            return text(fixed)
        mod, more = rest[0], rest[1:]
        return " ".join(f"var({toggle_name(ts, mod, c)}, {build(more, {**fixed, mod: c})})" for c in ts.modifiers[mod])

    return build(modifiers, {})


def _dependents_closure(ts: TokenSet) -> Callable[[set[str]], set[str]]:
    """``closure(ids)``: ``ids`` plus every token that reaches them through ``var()`` in ANY context.

    A token may refer to a changed token only in another context
    (``border.default`` is ``{border.strong}`` only under more contrast); it
    must still be re-declared where the changed token is, or it keeps the
    value computed further up the tree.
    """
    graph: dict[str, set[str]] = {}
    default = ts.default.refs
    resolutions = [ts.default] + [ts.resolve({m: c}) for m, cs in ts.modifiers.items() for c in cs[1:]]
    for res in resolutions:
        for tid, refs in res.refs.items():
            if res is not ts.default and default.get(tid) is refs:
                continue  # shared with the default resolution: its edges are in already
            for r in refs:
                if r.whole:
                    graph.setdefault(r.target, set()).add(tid)

    def closure(ids: set[str]) -> set[str]:
        seen = set(ids)
        stack = list(seen)
        while stack:
            for d in graph.get(stack.pop(), ()):
                if d not in seen:
                    seen.add(d)
                    stack.append(d)
        return seen

    return closure


def _context_block(ts: TokenSet, D: Resolution, base: Decls, res: Resolution,
                   closure: Callable[[set[str]], set[str]]) -> tuple[Decls, set[str], set[str]]:
    """(declarations of the context's block, ids whose text changed, properties whose text changed)."""
    affected = res.closure(res.overridden_from(D))
    decls_c, owned = resolution_decls(ts, res, [t for t in res.tokens if t in affected])
    changed_names = {n for n, t in decls_c.items() if t != base.get(n)}
    changed = {tid for tid, names in owned.items() if any(n in changed_names for n in names)}
    block_ids = closure(changed)
    extra = [t for t in res.tokens if t in block_ids and t not in owned]
    if extra:
        more, more_owned = resolution_decls(ts, res, extra)
        decls_c.update(more)
        owned.update(more_owned)
    keep = {n for tid in block_ids for n in owned.get(tid, ())}
    return {n: t for n, t in decls_c.items() if n in keep}, changed, changed_names


def _sorted(decls: Decls, order: dict[str, int]) -> Decls:
    """``decls`` in the order of ``order`` (the default block's), names it lacks last by name."""
    last = -1
    for n in decls:  # a context's declarations usually come in that order already: no sort then
        i = order.get(n)
        if i is None or i < last:
            break
        last = i
    else:
        return decls
    return dict(sorted(decls.items(), key=lambda kv: (order.get(kv[0], len(order)), kv[0])))


def _deprecation(ts: TokenSet, tid: str, reason: bool | str) -> str:
    """The comment text above a deprecated token's property: its reason, and the property that replaces it."""
    note = reason if isinstance(reason, str) else ""
    new = ts.replacement(tid)
    if new is not None and new in ts.names:
        use = f"use {ts.names[new]} instead."
        note = f"{note} {use[0].upper()}{use[1:]}" if note else use
    return f"deprecated: {note}" if note else "deprecated"


def _block(out: TextBuilder, selector: str, decls: Decls, *, media: str | None = None,
           deprecated: Mapping[str, str] = {}) -> None:
    """Write one rule (in ``@media`` when given) into ``out``, a line each, the last ending in a newline."""
    pad = "  " if media else ""
    if media:
        out.add(f"@media {media} {{\n")
    out.add(pad + selector.replace("\n", "\n" + pad) + " {\n")
    items = iter(decls.items())
    while chunk := list(islice(items, 4096)):  # a few thousand lines at a time: one add per line costs more
        out.add("".join([(f"{pad}  {css_text.comment(note)}\n" if deprecated and (note := deprecated.get(name)) else "")
                         + (f"{pad}  {name}: {text};\n" if text.strip() else f"{pad}  {name}: ;\n")
                         for name, text in chunk]))
    out.add(f"{pad}}}\n")
    if media:
        out.add("}\n")
