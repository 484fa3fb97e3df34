"""tokens.json: the resolved token set as DTCG JSON, with every context's values.

The file is a valid DTCG 2025.10 token tree of the default resolution: each
token has ``$type`` and its fully resolved ``$value`` (aliases followed), plus
``$description`` and ``$deprecated`` when set. Under
``$extensions["org.skinwright"]`` it records what other tools need and the
tree cannot say: ``alias`` (the reference as written, when the token is an
alias), ``css`` (the custom property) and ``modes`` — for each modifier, the
value in each non-default context where it differs (e.g.
``{"theme": {"dark": {...}}}``). Author ``$extensions`` are kept.
"""

from __future__ import annotations

import json
from typing import Any

from . import TokenSet

EXTENSION = "org.skinwright"


def tokens_json(ts: TokenSet, tree: dict | None = None) -> str:
    """The ``tokens.json`` text (deterministic, compact, ends with a newline) of ``tree`` (default: :func:`tokens_tree`)."""
    # Compact on purpose: the C encoder is ~10× faster than indent=…, and the
    # file is for tools (the docs site is the human-readable reference).
    return json.dumps(tokens_tree(ts) if tree is None else tree, ensure_ascii=False, separators=(",", ":")) + "\n"


def tokens_tree(ts: TokenSet) -> dict[str, Any]:
    """The DTCG tree ``tokens.json`` writes, as data (the build also reads it for the surface record)."""
    D = ts.default
    modes: dict[str, dict[str, dict[str, Any]]] = {}
    for mod, contexts in ts.modifiers.items():
        for ctx in contexts[1:]:
            res = ts.resolve({mod: ctx})
            overridden = [tid for tid, tok in res.tokens.items() if D.tokens.get(tid) is not tok]
            for tid in res.closure(overridden):
                if tid in res.values and res.values[tid] != D.values.get(tid):
                    modes.setdefault(tid, {}).setdefault(mod, {})[ctx] = res.values[tid]
    tree: dict[str, Any] = {}
    types, values, refs, names = D.types, D.values, D.refs, ts.names
    for tid, tok in D.tokens.items():
        if tid not in values or tid not in types:
            continue
        ours: dict[str, Any] = {"css": names[tid]}
        r = refs.get(tid)
        if r and len(r) == 1 and r[0].at == () and r[0].whole:
            ours["alias"] = "{" + r[0].target + "}"
        m = modes.get(tid)
        if m:
            ours["modes"] = m
        ext = {**tok.extensions, EXTENSION: ours} if tok.extensions else {EXTENSION: ours}
        node: dict[str, Any] = {"$type": types[tid], "$value": values[tid]}
        if tok.description:
            node["$description"] = tok.description
        if tok.deprecated:
            node["$deprecated"] = tok.deprecated
        node["$extensions"] = ext
        parent = tree
        for seg in tok.path[:-1]:
            parent = parent.get(seg) or parent.setdefault(seg, {})
        parent[tok.path[-1]] = node
    return tree
