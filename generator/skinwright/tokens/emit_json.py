"""tokens.json: the resolved token set as DTCG JSON, with every context's values.

The file is a valid DTCG 2025.10 token tree of the default resolution: each
token has ``$type`` and its fully resolved ``$value`` (aliases followed), plus
``$description`` and ``$deprecated`` when set. Under
``$extensions["org.skinwright"]`` it records what other tools need and the
tree cannot say: ``alias`` (the reference as written, when the token is an
alias), ``css`` (the custom property) and ``modes`` — for each modifier, the
value in each non-default context where it differs (e.g.
``{"theme": {"dark": {...}}}``). Author ``$extensions`` are kept.

The text is written token by token (:class:`JsonText`): each token's node is
made, encoded and dropped in turn, so a 500,000-token set never holds a
second tree of its tokens (that tree cost about 0.6 KiB a token).
"""

from __future__ import annotations

import json
from typing import Any, Iterable, Iterator

import orjson

from ..chunks import TextBuilder
from . import TokenSet
from .model import Token

EXTENSION = "org.skinwright"

_stdlib_dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode


def dumps(value: Any) -> str:
    """``value`` as compact JSON, as ``tokens.json`` and ``surface.json`` are written: orjson's encoder (several times
    faster than the standard library's C encoder, which dominated these files at 500,000 tokens).

    The text is the standard library's compact form (``ensure_ascii=False``, separators ``,`` and ``:``) except
    for two kinds of number: a float of magnitude in [1e-9, 1e-4) is written as orjson writes it
    (``1e-7`` and ``0.00001`` where the standard library writes ``1e-07`` and ``1e-05``: the same number), and
    NaN or an infinity (which JSON does not have) is ``null``. What orjson does not take (an integer past 64
    bits, a key that is not a string, a lone surrogate) is written by the standard library, as before.
    """
    try:
        return orjson.dumps(value).decode()
    except TypeError:  # orjson.JSONEncodeError is a TypeError
        return _stdlib_dumps(value)


class JsonText(TextBuilder):
    """A JSON text written piece by piece (:class:`~skinwright.chunks.TextBuilder`), with JSON objects whose
    members come one at a time."""

    BATCH = 512
    """Members encoded in one call of the C encoder (one call per member is several times slower)."""

    def members(self, items: Iterable[tuple[str, Any]]) -> None:
        """A JSON object of ``(key, value)`` pairs given one at a time (the keys are distinct)."""
        self.add("{")
        self.batched(items)
        self.add("}")

    def batched(self, items: Iterable[tuple[str, Any]], sep: str = "") -> str:
        """The members ``items`` (distinct keys) without braces, after ``sep``; the separator the next member of
        the same object needs."""
        batch: dict[str, Any] = {}
        for key, value in items:
            batch[key] = value
            if len(batch) >= self.BATCH:
                self.add(sep + dumps(batch)[1:-1])  # the members exactly as in the object written whole
                batch.clear()
                sep = ","
        if batch:
            self.add(sep + dumps(batch)[1:-1])
            sep = ","
        return sep


def tokens_json(ts: TokenSet, tree: dict | None = None) -> str:
    """The ``tokens.json`` text (deterministic, compact, ends with a newline): :func:`tokens_tree` as JSON.

    Without ``tree`` the text is written token by token, never holding the tree.
    """
    if tree is not None:
        return dumps(tree) + "\n"
    modes = context_values(ts)
    index = _group_index(ts)
    if index is None:  # a token path that runs through another token: the tree says what that means
        return dumps(tokens_tree(ts)) + "\n"
    out = JsonText()
    D = ts.default
    # Depth first through the groups; the tokens of one group are encoded a batch at a time.
    out.add("{")
    stack: list[tuple[str, Iterator]] = [("", iter(index.items()))]
    tokens = D.tokens
    batch_size = JsonText.BATCH
    while stack:
        sep, items = stack[-1]
        batch: dict[str, Any] = {}  # a group's tokens, encoded a batch at a time (the keys of one group are distinct)
        for key, child in items:
            if type(child) is dict:
                break
            batch[key] = token_node(ts, child, tokens[child], modes)
            if len(batch) >= batch_size:
                out.add(sep + dumps(batch)[1:-1])
                sep, batch = ",", {}
        else:
            if batch:
                out.add(sep + dumps(batch)[1:-1])
            stack.pop()
            out.add("}")
            continue
        if batch:
            out.add(sep + dumps(batch)[1:-1])
            sep = ","
        out.add(f"{sep}{dumps(key)}:{{")
        stack[-1] = (",", items)
        stack.append(("", iter(child.items())))
    out.add("\n")
    return out.text()


def _group_index(ts: TokenSet) -> dict | None:
    """The tree's shape with each token as its id: group name → sub-index or token id (``None`` when a token
    would hold another, which only :func:`tokens_tree` reproduces)."""
    root: dict = {}
    D = ts.default
    values, types = D.values, D.types
    for tid, tok in D.tokens.items():
        if tid not in values or tid not in types:
            continue
        parent = root
        for seg in tok.path[:-1]:
            child = parent.get(seg)
            if child is None:
                child = parent[seg] = {}
            elif type(child) is not dict:
                return None
            parent = child
        parent[tok.path[-1]] = tid
    return root


def context_values(ts: TokenSet) -> dict[str, dict[str, dict[str, Any]]]:
    """Token id → modifier → context → its value there, for the non-default contexts where it differs.

    Worked out once per token set (``tokens.json`` and the surface record both need it).
    """
    known = ts.__dict__.get("_context_values")
    if known is not None:
        return known
    D = ts.default
    modes: dict[str, dict[str, dict[str, Any]]] = {}
    for mod, contexts in ts.modifiers.items():
        for ctx in contexts[1:]:
            res = ts.resolve({mod: ctx})
            for tid in res.closure(res.overridden_from(D)):
                if tid in res.values and res.values[tid] != D.values.get(tid):
                    modes.setdefault(tid, {}).setdefault(mod, {})[ctx] = res.values[tid]
    ts.__dict__["_context_values"] = modes
    return modes


def token_node(ts: TokenSet, tid: str, tok: Token, modes: dict) -> dict[str, Any]:
    """The ``tokens.json`` node of one token of the default resolution (``modes``: :func:`context_values`)."""
    D = ts.default
    ours: dict[str, Any] = {"css": ts.names[tid]}
    r = D.refs.get(tid)
    if r and len(r) == 1 and r[0].at == () and r[0].whole:
        ours["alias"] = "{" + r[0].target + "}"
    m = modes.get(tid)
    if m:
        ours["modes"] = m
    node: dict[str, Any] = {"$type": D.types[tid], "$value": D.values[tid]}
    if tok.description:
        node["$description"] = tok.description
    if tok.deprecated:
        node["$deprecated"] = tok.deprecated
    node["$extensions"] = {**tok.extensions, EXTENSION: ours} if tok.extensions else {EXTENSION: ours}
    return node


def token_nodes(ts: TokenSet, modes: dict | None = None) -> Iterator[tuple[str, Token, dict[str, Any]]]:
    """``(id, token, node)`` for each token ``tokens.json`` writes, in composition order; each node is made
    when asked for (:func:`token_node`)."""
    modes = context_values(ts) if modes is None else modes
    D = ts.default
    values, types = D.values, D.types
    for tid, tok in D.tokens.items():
        if tid in values and tid in types:
            yield tid, tok, token_node(ts, tid, tok, modes)


def tokens_tree(ts: TokenSet) -> dict[str, Any]:
    """The DTCG tree ``tokens.json`` writes, as data."""
    tree: dict[str, Any] = {}
    for _, tok, node in token_nodes(ts):
        parent = tree
        for seg in tok.path[:-1]:
            parent = parent.get(seg) or parent.setdefault(seg, {})
        parent[tok.path[-1]] = node
    return tree
