"""The surface record: a project's public names as data, from what the build wrote.

:func:`surface_from_files` reads the files of a ``dist/`` folder (paths
relative to it) and returns one plain-data record, the shape of
``surface.schema.json``::

    {"$schema": "schema/surface.schema.json", "schemaVersion": 1,
     "modes":      {modifier: {"default": context, "contexts": {context: {"selector", "media"?}}}},
     "tokens":     {token id: {"type", "property", "value", "modes"?, "alias"?, "deprecated"?,
                               "renamedFrom"?}},
     "properties": {custom property: {"token": id} | {"component": name}},
     "keyframes":  {name: stylesheet path},
     "layers":     [cascade layer names],
     "components": {name: {"parts", "props", "events", "slots", "phases",
                           "tones", "sizes", "variants", "translations", "api",
                           "keyframes", "layers"}}}

A renamed slot's earlier name is a slot with ``replacement``; earlier value
names kept as aliases are a component's ``aliases`` (``{"tone": {"error": "danger"}}``),
present only when it has some.

Where each part comes from (nothing is typed twice):

- tokens: ``tokens.json`` (type, resolved value, per-context values,
  ``$deprecated``, the alias as written, and ``$extensions`` →
  ``org.skinwright.renamed-from``, which declares a rename);
- custom properties: the ``:root`` block of ``css/tokens.css`` (a composite
  token's member properties included; private helpers such as the mode
  toggles are not public and are left out) and each component's slots;
- modes: the ``/* modifier: context */`` blocks of ``css/tokens.css`` with
  their selector and media query, as product teams write them;
- components: ``meta/<component>.json`` (anatomy with each data attribute's
  values, props, events with their payload fields, framework slots, CSS
  slots derived from the compiled CSS, phases, tones, sizes, variants,
  translation keys, the connect API);
- keyframes and cascade layers: the compiled stylesheets under ``css/``.

A ``surface.json`` already in the files is returned as it is when its
``schemaVersion`` is known, so a newer dist folder costs one JSON read; an
older one (written before surface records existed) is recomputed from the
rest. Values are compared as JSON, so the record has no position: where a
name sits in today's sources is :mod:`.locate`'s job.
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable, Iterable, Iterator, Mapping

import tinycss2

from ..tokens.model import RENAMED_FROM

SCHEMA = "surface.schema.json"
SCHEMA_VERSION = 1
FILE = "surface.json"

_MODE_COMMENT = re.compile(r"^\s*(.+?): (.+?)( \(default\))?\s*$", re.S)


class NotASurface(ValueError):
    """The files hold neither a surface record nor the build outputs one can be computed from."""


def surface_from_files(files: Mapping[str, str | bytes]) -> dict:
    """The surface record of a ``dist/`` folder given as ``{path relative to it: content}``.

    Raises:
        NotASurface: no ``surface.json``, ``tokens.json`` or ``meta/*.json``
            among the files (the message says what was expected), or one of
            them is not the JSON it should be.
    """
    if FILE in files:
        data = _json(files, FILE)
        if isinstance(data, dict) and data.get("schemaVersion") == SCHEMA_VERSION:
            return data
    metas = sorted(p for p in files if p.startswith("meta/") and p.endswith(".json") and
                   not p.endswith(".machine.json") and p.count("/") == 1)
    if "tokens.json" not in files and not metas:
        raise NotASurface("no surface.json, tokens.json or meta/*.json: not the output folder of a skinwright build")
    tree = _json(files, "tokens.json") if "tokens.json" in files else {}
    modes, declared = _tokens_css(_text(files["css/tokens.css"])) if "css/tokens.css" in files else ({}, None)
    stylesheets = {p: _text(v) for p, v in files.items() if p.startswith("css/") and p.endswith(".css")
                   and p != "css/tokens.css"}
    tokens = _tokens(tree)
    by_name = {t["property"]: tid for tid, t in tokens.items()}
    return _assemble(lambda: sorted(tokens.items()), by_name, modes, declared, [_json(files, p) for p in metas],
                     stylesheets)


def surface_from_build(config, tokens, metas: Iterable[Mapping], stylesheets: Mapping[str, str], *,
                       stream: bool = False) -> dict:
    """The record of what a build of the loaded project writes, without writing or re-reading it.

    ``tokens`` is the :class:`~skinwright.tokens.TokenSet` (or ``None``);
    ``metas`` each component's metadata (:func:`~skinwright.components.meta.component_meta`);
    ``stylesheets`` the compiled skins and family stylesheets by their path
    under ``out-dir`` (``css/tool-call.css``). Equal to
    :func:`surface_from_files` on that build's output, except that a mode
    context whose block in ``tokens.css`` would be empty is listed.

    With ``stream``, the ``tokens`` and ``properties`` members are
    :class:`Entries` that make each entry when :func:`surface_json` writes it
    (one per token: a record of a large set is written, never held).
    """
    from ..tokens.types import registry

    modes: dict[str, dict] = {}
    declared: list[str] | None = None
    entries: Callable[[], Iterable[tuple[str, dict]]] = lambda: ()  # noqa: E731
    by_name: dict[str, str] = {}
    if tokens is not None:
        from ..tokens.emit_json import context_values

        for mod, contexts in tokens.modifiers.items():
            entry = modes[mod] = {"default": contexts[0], "contexts": {}}
            for ctx in contexts:
                css = config.context_css(mod, ctx)
                entry["contexts"][ctx] = {"selector": css.selector, **({"media": css.media} if css.media else {})}
        D = tokens.default
        types, values, names = D.types, D.values, tokens.names
        written = sorted(tid for tid in D.tokens if tid in values and tid in types)  # what tokens.json holds
        by_name = {names[tid]: tid for tid in written}
        values_in = context_values(tokens)

        def entries() -> Iterable[tuple[str, dict]]:
            return _built_tokens(tokens, written, values_in)

        members = {t: tt.css_members for t, tt in registry().items() if tt.css_members}
        declared = []
        for tid, name in names.items():
            declared.append(name)
            extra = members.get(types.get(tid))
            if extra:  # a composite that writes one property per member beside its own (typography)
                declared += [f"{name}-{suffix}" for _, suffix in extra]
    return _assemble(entries, by_name, modes, declared, list(metas), stylesheets, stream=stream)


class Entries:
    """A member of the record whose entries are made one at a time, in key order, when iterated
    (``(key, value)`` pairs); :func:`surface_json` writes it as a JSON object, ``dict(entries)`` holds it."""

    def __init__(self, items: Callable[[], Iterable[tuple[str, Any]]]) -> None:
        self._items = items

    def __iter__(self) -> Iterator[tuple[str, Any]]:
        return iter(self._items())


def _assemble(tokens: Callable[[], Iterable[tuple[str, dict]]], by_name: Mapping[str, str], modes: dict,
              declared: list[str] | None, metas: list, stylesheets: Mapping[str, str], stream: bool = False) -> dict:
    """The record from its facts: the token entries (a function giving them sorted by id), custom property → token
    id, mode contexts, declared properties, metadata, CSS."""
    owners: dict[str, tuple[str, str]] = {}  # custom property → ("token", id) or ("component", name)
    for name, tid in (by_name.items() if declared is None else _token_properties(declared, by_name)):
        owners[name] = ("token", tid)
    keyframes: dict[str, str] = {}
    layers: set[str] = set()
    css_facts: dict[str, tuple[list[str], list[str]]] = {}
    for path in sorted(stylesheets):
        kf, ly = _css_names(stylesheets[path])
        css_facts[path] = (kf, ly)
        for name in kf:
            keyframes.setdefault(name, path)
        layers.update(ly)
    components: dict[str, dict] = {}
    for meta in metas:
        if not isinstance(meta, dict) or not isinstance(meta.get("name"), str):
            raise NotASurface("component metadata without a name")
        name = meta["name"]
        comp = _component(meta, css_facts.get(f"css/{name}.css", ([], [])))
        components[name] = comp
        for slot in comp["slots"]:
            owners.setdefault(slot, ("component", name))
    properties = Entries(lambda: ((name, {kind: owner}) for name, (kind, owner) in sorted(owners.items())))
    token_entries = Entries(tokens)
    return {
        "$schema": f"schema/{SCHEMA}",
        "schemaVersion": SCHEMA_VERSION,
        "modes": modes,
        "tokens": token_entries if stream else dict(token_entries),
        "properties": properties if stream else dict(properties),
        "keyframes": dict(sorted(keyframes.items())),
        "layers": sorted(layers),
        "components": dict(sorted(components.items())),
    }


def surface_json(record: Mapping[str, Any]) -> str:
    """``surface.json`` text: compact like ``tokens.json`` (a 10,000-token record is a tool's input).

    The record's own key order is deterministic (names sorted), so the text is
    too. Members that are :class:`Entries` are written entry by entry.
    """
    from ..tokens.emit_json import JsonText, dumps

    out = JsonText()
    sep = "{"
    for key, value in record.items():
        out.add(f"{sep}{dumps(key)}:")
        if isinstance(value, Entries):
            out.members(value)
        else:
            out.add(dumps(value))
        sep = ","
    out.add("{}\n" if sep == "{" else "}\n")
    return out.text()


def dist_files(files: Mapping[str, str | bytes], out_dir: str) -> dict[str, str | bytes]:
    """The build's ``{project path: content}`` narrowed to ``out_dir`` and made relative to it."""
    base = out_dir.rstrip("/") + "/"
    return {p[len(base):]: v for p, v in files.items() if p.startswith(base)}


# --- tokens ----------------------------------------------------------------------------------------


def _tokens(tree: Any) -> dict[str, dict]:
    """Flatten a ``tokens.json`` tree: token id → its surface entry (tokens in tree order)."""
    out: dict[str, dict] = {}
    if not isinstance(tree, dict):
        raise NotASurface("tokens.json is not a token tree (a JSON object)")
    stack: list[tuple[tuple[str, ...], dict]] = [((), tree)]
    while stack:
        path, node = stack.pop()
        if "$value" in node and path:
            out[".".join(path)] = _token(path, node)
            continue
        for key in reversed(list(node)):
            child = node[key]
            if isinstance(child, dict) and not (key.startswith("$") and key != "$root"):
                stack.append((path + (key,), child))
    return out


def _token(path: tuple[str, ...], node: dict) -> dict:
    ext = node.get("$extensions") if isinstance(node.get("$extensions"), dict) else {}
    ours = ext.get("org.skinwright") if isinstance(ext.get("org.skinwright"), dict) else {}
    entry: dict[str, Any] = {"type": node.get("$type"), "property": ours.get("css") or "--" + "-".join(
        p for p in path if p != "$root"), "value": node["$value"]}
    if ours.get("modes"):
        entry["modes"] = ours["modes"]
    alias = ours.get("alias")
    if isinstance(alias, str) and alias.startswith("{") and alias.endswith("}"):
        entry["alias"] = alias[1:-1]
    if node.get("$deprecated"):
        entry["deprecated"] = node["$deprecated"]
    renamed = ext.get(RENAMED_FROM)
    if isinstance(renamed, str):
        renamed = [renamed]
    if isinstance(renamed, list) and renamed and all(isinstance(r, str) for r in renamed):
        entry["renamedFrom"] = list(renamed)
    return entry


def _built_tokens(ts, ids: Iterable[str], modes: Mapping) -> Iterator[tuple[str, dict]]:
    """``(id, entry)`` for each of ``ids``: the entry :func:`_token` reads from the ``tokens.json`` node of the token,
    made from the build's resolution (the node itself, :func:`~skinwright.tokens.emit_json.token_node`, is not needed
    for it). One loop with its lookups bound once: it runs for every token of a set."""
    D = ts.default
    tokens, types, values, refs, names = D.tokens, D.types, D.values, D.refs, ts.names
    for tid in ids:
        tok = tokens[tid]
        entry: dict[str, Any] = {"type": types[tid], "property": names[tid], "value": values[tid]}
        m = modes.get(tid)
        if m:
            entry["modes"] = m
        r = refs.get(tid)
        if r and len(r) == 1 and r[0].at == () and r[0].whole:
            entry["alias"] = r[0].target
        if tok.deprecated:
            entry["deprecated"] = tok.deprecated
        if tok.extensions:
            renamed = tok.extensions.get(RENAMED_FROM)
            if isinstance(renamed, str):
                renamed = [renamed]
            if isinstance(renamed, list) and renamed and all(isinstance(x, str) for x in renamed):
                entry["renamedFrom"] = list(renamed)
        yield tid, entry


def _tokens_css(text: str) -> tuple[dict[str, dict], list[str]]:
    """``(modes, custom properties declared in the :root block)`` of a ``tokens.css``."""
    modes: dict[str, dict] = {}
    declared: list[str] = []
    current: tuple[str, str] | None = None
    pending_media: str | None = None
    for node in tinycss2.parse_stylesheet(text, skip_comments=False, skip_whitespace=True):
        if node.type == "comment":
            m = _MODE_COMMENT.match(node.value)
            if m and not node.value.lstrip().startswith("Generated"):
                mod, ctx, default = m.groups()
                current, pending_media = (mod, ctx), None
                entry = modes.setdefault(mod, {"default": None, "contexts": {}})
                entry["contexts"].setdefault(ctx, {"selector": None})
                if default:
                    entry["default"] = ctx
        elif node.type == "at-rule" and node.at_keyword.lower() == "media" and current is not None:
            pending_media = tinycss2.serialize(node.prelude).strip()
        elif node.type == "qualified-rule":
            selector = tinycss2.serialize(node.prelude).strip()
            if current is None:
                if selector == ":root" and not declared:
                    declared = [d.name for d in tinycss2.parse_blocks_contents(node.content, skip_whitespace=True,
                                                                        skip_comments=True)
                                if d.type == "declaration" and d.name.startswith("--")]
                continue
            ctx_entry = modes[current[0]]["contexts"][current[1]]
            ctx_entry["selector"] = selector
            if pending_media:
                ctx_entry["media"] = pending_media
    return modes, declared


def _token_properties(declared: list[str], by_name: Mapping[str, str]) -> Iterator[tuple[str, str]]:
    """``(property, token id)`` for each declared custom property that belongs to a token: its own, or a composite's
    member (``name-member``); ``by_name`` maps each token's own property to its id."""
    for name in declared:
        tid = by_name.get(name)
        probe = name
        while tid is None and "-" in probe[2:]:
            probe = probe.rsplit("-", 1)[0]
            tid = by_name.get(probe)
        if tid is not None:  # the rest are private helpers (mode toggles)
            yield name, tid


# --- stylesheets -----------------------------------------------------------------------------------


def _css_names(text: str) -> tuple[list[str], list[str]]:
    """``(keyframes defined, cascade layers named)`` in a compiled stylesheet, in order, without repeats."""
    keyframes: list[str] = []
    layers: list[str] = []

    def walk(nodes, outer: str = "") -> None:
        for node in nodes:
            if node.type != "at-rule":
                continue
            kw = node.lower_at_keyword
            prelude = tinycss2.serialize(node.prelude).strip()
            if kw == "layer":
                names = [n.strip() for n in prelude.split(",") if n.strip()] or [""]
                for n in names:
                    full = f"{outer}.{n}" if outer and n else (n or outer)
                    if full and full not in layers:
                        layers.append(full)
                if node.content is not None:
                    walk(_contents(node), f"{outer}.{names[0]}" if outer and names[0] else names[0] or outer)
            elif kw in ("keyframes", "-webkit-keyframes"):
                if prelude and prelude not in keyframes:
                    keyframes.append(prelude)
            elif kw == "import":
                for tok in node.prelude:
                    if tok.type == "function" and tok.lower_name == "layer":
                        n = tinycss2.serialize(tok.arguments).strip()
                        if n and n not in layers:
                            layers.append(n)
            elif node.content is not None and kw in ("media", "supports", "container", "scope", "starting-style"):
                walk(_contents(node), outer)

    walk(tinycss2.parse_stylesheet(text, skip_comments=True, skip_whitespace=True))
    return keyframes, layers


def _contents(node):
    return tinycss2.parse_blocks_contents(node.content, skip_comments=True, skip_whitespace=True)


# --- components ------------------------------------------------------------------------------------


def _rows(meta: Mapping, key: str) -> list[dict]:
    rows = meta.get(key)
    if isinstance(rows, dict):  # {"rows": [...]} or {"keys": [...]} in some sections
        rows = rows.get("rows") or rows.get("keyframes") or []
    return [r for r in rows or [] if isinstance(r, dict)]


_ALIASED = (("phases", "phase", "phase"), ("tones", "tone", "name"), ("sizes", "size", "name"),
            ("variants", "variant", "name"))
"""Sections whose rows may carry ``aliases``: (metadata key, subject, the row's name field)."""


def _component(meta: Mapping, css: tuple[list[str], list[str]]) -> dict:
    """One component's surface from its metadata and the names in its compiled stylesheet."""
    parts = {}
    for p in _rows(meta, "anatomy"):
        attrs = {k: (list(v) if isinstance(v, list) else None) for k, v in (p.get("attributes") or {}).items()}
        parts[p["part"]] = {"required": bool(p.get("required")), "element": p.get("element"),
                            "attributes": dict(sorted(attrs.items()))}
    props = {r["prop"]: {"type": r.get("type"), "required": bool(r.get("required")), "default": r.get("default")}
             for r in _rows(meta, "props") if "prop" in r}
    events = {}
    for r in _rows(meta, "events"):
        fields = {}
        for f in r.get("fields") or []:
            entry = {"type": f.get("type")}
            if f.get("values") is not None:
                entry["values"] = list(f["values"])
            fields[f["name"]] = entry
        events[r["event"]] = {"payload": r.get("payload"), "fields": dict(sorted(fields.items()))}
    slots = {r["variable"]: {"parts": list(r.get("parts") or []), "properties": list(r.get("properties") or []),
                             # a set (sorted): the docs' order by state is not a change of surface
                             "defaults": sorted(r.get("default_sources") or [])}
             for r in _rows(meta, "cssVariables") if "variable" in r}
    phases = {r["phase"]: {k: bool(r.get(k)) for k in ("running", "settled", "errored")}
              for r in _rows(meta, "phases") if "phase" in r}
    for r in _rows(meta, "cssVariables"):  # an earlier name of a renamed slot
        if r.get("variable") in slots and isinstance(r.get("replacement"), str):
            slots[r["variable"]]["replacement"] = r["replacement"]
    aliases = {subject: found for key, subject, field in _ALIASED
               if (found := {a: r[field] for r in _rows(meta, key) if isinstance(r.get(field), str)
                             for a in r.get("aliases") or [] if isinstance(a, str)})}
    named = lambda key: [x["name"] for x in _rows(meta, key) if "name" in x]  # noqa: E731
    translations = {r["key"]: {"placeholders": list(r.get("placeholders") or [])}
                    for r in _rows(meta, "translations") if "key" in r}
    api = {r["member"]: {"type": r.get("type")} for r in _rows(meta, "connect") if "member" in r}
    motion = meta.get("motion") if isinstance(meta.get("motion"), dict) else {}
    used = [k.get("keyframes") or k.get("name") for k in motion.get("keyframes") or [] if isinstance(k, dict)]
    keyframes = sorted({k for k in used if k} | set(css[0]))
    return {
        "parts": parts,
        "props": dict(sorted(props.items())),
        "events": dict(sorted(events.items())),
        "slots": dict(sorted(slots.items())),
        "phases": phases,
        **({"aliases": aliases} if aliases else {}),
        "tones": named("tones"),
        "sizes": named("sizes"),
        "variants": named("variants"),
        "translations": dict(sorted(translations.items())),
        "api": dict(sorted(api.items())),
        "keyframes": keyframes,
        "layers": sorted(css[1]),
    }


# --- reading ----------------------------------------------------------------------------------------


def _text(content: str | bytes) -> str:
    return content.decode("utf-8", errors="replace") if isinstance(content, bytes) else content


def _json(files: Mapping[str, str | bytes], path: str) -> Any:
    try:
        return json.loads(_text(files[path]))
    except ValueError as exc:
        raise NotASurface(f"{path} is not valid JSON ({exc})") from None
