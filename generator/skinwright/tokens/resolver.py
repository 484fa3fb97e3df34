"""The DTCG Resolver Module 2025.10: sets, modifiers with contexts, resolution order.

A resolver document (JSON or YAML) names ``sets`` (sources merged in order),
``modifiers`` (one list of sources per context, with an optional
``default``) and a ``resolutionOrder`` of references to them (or inline ones
with ``type`` and ``name``). Given an input such as ``{"theme": "dark"}``,
composition walks the order, merges the chosen sources — later token paths
replace earlier ones — and only then are aliases resolved (resolver module
§"Resolution logic": input validation, composition, aliases).

Sources are ``{"$ref": "relative/file.yaml"}`` (read through a callback, so
this module does no I/O), ``{"$ref": "#/sets/name"}`` (a set's sources
inlined), or inline token trees. A plain token file or folder (no resolver)
is treated as one set with no modifiers.
"""

from __future__ import annotations

import posixpath
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from ..diagnostics import Diagnostic, Report, SkinwrightError, did_you_mean
from ..source import SUFFIXES, Document
from .model import Extends, FlatSource, Token
from .parse import flatten

ReadSource = Callable[[str], Document]
"""Reads a source by its path relative to the project (raises SkinwrightError)."""

VERSION = "2025.10"


@dataclass
class Modifier:
    """A resolver modifier: ``contexts`` name → ordered sources; ``default`` context."""

    name: str
    contexts: dict[str, list[FlatSource]]
    default: str | None
    description: str | None = None


@dataclass
class Composition:
    """The merged token tree of one resolver input, before alias resolution."""

    tokens: dict[str, Token]
    group_types: dict[str, str]
    groups: set[str]
    extends: list[Extends]


@dataclass
class Resolver:
    """A loaded resolver: the order of sets and modifiers, with their flat sources.

    Attributes:
        name: the document's ``name`` (or the file stem).
        order: ``("set", name, sources)`` or ``("modifier", name, None)`` items.
        modifiers: name → :class:`Modifier`, in resolution order.
        documents: every source document read (for lint and positions).
        path: the resolver file (``None`` for a plain token file or folder).
    """

    name: str
    order: list[tuple[str, str, list[FlatSource] | None]]
    modifiers: dict[str, Modifier]
    documents: list[Document] = field(default_factory=list)
    path: str | None = None
    mode_tokens: dict = field(default_factory=dict, repr=False)

    def sources(self) -> list[FlatSource]:
        """Every source the resolver read, once each: the sets' in resolution order, then the modifiers' contexts'."""
        seen: set[int] = set()
        out = []
        for src in [src for _, _, srcs in self.order for src in srcs or ()] + \
                [src for m in self.modifiers.values() for srcs in m.contexts.values() for src in srcs]:
            if id(src) not in seen:
                seen.add(id(src))
                out.append(src)
        return out

    def exclude(self, pattern_of: Callable[[str], str | None]) -> dict[str, str]:
        """Drop from every source the tokens whose id ``pattern_of`` gives a pattern for (the ``exclude`` setting).

        Returns token id → the pattern that left it out, for the error an alias
        to one of them gets. Dropped before anything checks or resolves a value,
        so a platform-only token (``2dp``) costs nothing but its exclusion.
        """
        excluded: dict[str, str] = {}
        for src in self.sources():
            for tid in list(src.tokens):
                pattern = pattern_of(tid)
                if pattern is not None:
                    excluded[tid] = pattern
                    del src.tokens[tid]
        return excluded

    def defaults(self) -> dict[str, str]:
        """The input that selects every modifier's default context."""
        return {m.name: (m.default if m.default is not None else next(iter(m.contexts))) for m in self.modifiers.values()}

    def validate_input(self, inputs: Mapping[str, str]) -> dict[str, str]:
        """``inputs`` completed with defaults (resolver §"Input validation").

        Raises:
            SkinwrightError: ``core/resolver`` for an unknown modifier or context.
        """
        out = self.defaults()
        problems = []
        for key, value in inputs.items():
            mod = self.modifiers.get(key)
            if mod is None:
                problems.append(Diagnostic("core/resolver", f"unknown modifier '{key}'",
                                           hint=f"modifiers: {', '.join(self.modifiers) or 'none'}"))
            elif value not in mod.contexts:
                problems.append(Diagnostic("core/resolver", f"modifier '{key}' has no context '{value}'",
                                           hint=f"contexts: {', '.join(mod.contexts)}"))
            else:
                out[key] = value
        if problems:
            raise SkinwrightError(problems)
        return out

    def compose(self, inputs: Mapping[str, str]) -> Composition:
        """Merge the sources selected by ``inputs`` (already validated) in resolution order."""
        tokens: dict[str, Token] = {}
        group_types: dict[str, str] = {}
        groups: set[str] = set()
        extends: list[Extends] = []
        moded = False
        for kind, name, sources in self.order:
            chosen = sources if kind == "set" else self.modifiers[name].contexts[inputs[name]]
            for src in chosen or ():
                tokens.update(src.tokens)
                group_types.update(src.group_types)
                groups |= src.groups
                extends.extend(src.extends)
                moded = moded or src.moded
        if moded:  # values per mode written in the tokens: the context of that name reads its value
            active = [inputs[name] for kind, name, _ in self.order if kind == "modifier"]
            for tid, tok in tokens.items():
                if tok.modes:
                    for ctx in reversed(active):
                        if ctx in tok.modes:
                            tokens[tid] = tok.in_mode(ctx, self.mode_tokens)
                            break
        return Composition(tokens, group_types, groups, extends)


def is_resolver(doc: Document) -> bool:
    """Whether ``doc`` is a resolver document rather than a token file."""
    return doc.path.endswith(tuple(".resolver" + s for s in SUFFIXES)) or (
        isinstance(doc.data, dict) and "resolutionOrder" in doc.data)


def _other_extension(rel: str, read: ReadSource) -> str | None:
    """The same file with another token extension (``base.yml`` → ``base.yaml``) when one exists.

    Asked through ``read``, the only I/O this module has; a file that exists
    but does not parse still counts (its own errors show when it is used).
    """
    stem, ext = posixpath.splitext(rel)
    for alt in SUFFIXES:
        if alt == ext:
            continue
        try:
            read(stem + alt)
        except SkinwrightError as exc:
            if not exc.diagnostics or any(d.code == "core/file-not-found" for d in exc.diagnostics):
                continue
        return stem + alt
    return None


def load_resolver(path: str, read: ReadSource, report: Report) -> Resolver:
    """Load a resolver document at ``path`` and every source it references.

    Raises:
        SkinwrightError: when the document itself cannot be read or parsed.
    Problems with its structure go to ``report`` as ``core/resolver``.
    """
    doc = read(path)
    data = doc.data
    base_dir = posixpath.dirname(path)
    resolver = Resolver(str(data.get("name")) if isinstance(data, dict) and data.get("name") else
                        posixpath.basename(path).split(".")[0], [], {}, [doc], path)
    if not isinstance(data, dict):
        report.error("core/resolver", "a resolver document must be a mapping", doc.locate(()),
                     hint='write version: "2025.10", sets, modifiers and resolutionOrder at the top level')
        return resolver

    def err(pointer: tuple, message: str, hint: str | None = None, key: bool = False) -> None:
        report.error("core/resolver", message, doc.locate(pointer, key=key), hint=hint)

    known = {"name", "version", "description", "sets", "modifiers", "resolutionOrder", "$schema", "$extensions"}
    for key in data:
        if key not in known:
            guess = did_you_mean(key, known)
            err((key,), f"unknown resolver property '{key}'", f"did you mean '{guess}'?" if guess else
                "a resolver has name, version, description, sets, modifiers, resolutionOrder and $extensions", key=True)
    version = data.get("version")
    if version != VERSION:
        hint = f"write version: \"{VERSION}\""
        if isinstance(version, float):
            hint = f"YAML read the unquoted 2025.10 as the number {version:g}; quote it: version: \"{VERSION}\""
        message = f"version must be \"{VERSION}\", not {version!r}" if "version" in data else \
            f"version is missing; the resolver module needs version: \"{VERSION}\""
        err(("version",) if "version" in data else (), message, hint)

    cache: dict[str, FlatSource] = {}

    def file_source(ref: str, pointer: tuple) -> FlatSource | None:
        if "#" in ref:
            err(pointer, f"{ref!r}: a source is a whole token file; fragments (#…) are not supported",
                f"reference {ref.split('#', 1)[0]!r}, or move those tokens into a file of their own")
            return None
        rel = posixpath.normpath(posixpath.join(base_dir, ref))
        if rel == posixpath.normpath(path):
            err(pointer, "the resolver lists itself as a token source", "reference the token files instead")
            return None
        if rel in cache:
            return cache[rel]
        try:
            sdoc = read(rel)
        except SkinwrightError as exc:
            for d in exc.diagnostics:
                if d.code == "core/outside-project":  # said where it was asked for
                    report.add(Diagnostic(d.code, f"source file '{ref}' is outside the project ({rel})",
                                          doc.locate(pointer), hint=d.hint))
                    continue
                if d.code != "core/file-not-found":
                    report.add(d)
                    continue
                # Say where it was asked for, not just that it is not there.
                missing = d.message.startswith("no such file")
                what = "not found" if missing else d.message.replace(rel, "").strip(": ")
                hint = f"paths are relative to the resolver file; looked for {rel}"
                other = _other_extension(rel, read) if missing else None
                if other is not None:
                    hint = f"did you mean '{posixpath.splitext(ref)[0] + posixpath.splitext(other)[1]}'? " + hint
                report.add(Diagnostic("core/file-not-found", f"source file '{ref}' {what}", doc.locate(pointer),
                                      hint=hint))
            return None
        resolver.documents.append(sdoc)
        report.extend(sdoc.notes)
        flat = flatten(sdoc, report)
        cache[rel] = flat
        return flat

    def sources(items: Any, pointer: tuple, allow_sets: bool) -> list[FlatSource]:
        out: list[FlatSource] = []
        if not isinstance(items, list):
            err(pointer, "expected a list of sources ({$ref: file} or inline tokens)",
                "for example sources: [{$ref: base.yaml}]")
            return out
        for i, item in enumerate(items):
            at = pointer + (i,)
            if isinstance(item, dict) and set(item) == {"$ref"}:
                ref = item["$ref"]
                if not isinstance(ref, str):
                    err(at + ("$ref",), "$ref must be a string", "write the file's path: {$ref: base.yaml}")
                elif ref.startswith("#/sets/"):
                    name = ref[len("#/sets/"):]
                    sets = data.get("sets") or {}
                    if not allow_sets:
                        err(at + ("$ref",), "a set's sources cannot reference another set",
                            "list that set's files here, or put both sets in resolutionOrder")
                    elif name not in sets:
                        guess = did_you_mean(name, sets)
                        err(at + ("$ref",), f"no set named '{name}'", f"did you mean '#/sets/{guess}'?" if guess else
                            "sets: " + ", ".join(f"'#/sets/{s}'" for s in data.get("sets") or {}))
                    else:
                        out.extend(set_sources(name))
                elif ref.startswith("#"):
                    err(at + ("$ref",), f"a source may reference '#/sets/…' or a file, not {ref!r}",
                        "modifiers must not reference other modifiers (resolver §Modifiers)")
                elif "://" in ref:
                    err(at + ("$ref",), f"remote sources are not read: {ref!r}", "download the file and reference it by path")
                else:
                    src = file_source(ref, at + ("$ref",))
                    if src is not None:
                        out.append(src)
            elif isinstance(item, dict):
                out.append(flatten(doc, report, base=at, data=item))
            else:
                err(at, "a source must be {$ref: path} or an inline token tree",
                    "write the file as {$ref: base.yaml}, not as a bare path")
        return out

    set_cache: dict[str, list[FlatSource]] = {}

    def set_sources(name: str) -> list[FlatSource]:
        if name not in set_cache:
            spec = (data.get("sets") or {}).get(name)
            set_cache[name] = []
            if not isinstance(spec, dict) or "sources" not in spec:
                err(("sets", name), f"set '{name}' needs a 'sources' list",
                    f"for example {name}: {{sources: [{{$ref: {name}.yaml}}]}}")
            else:
                set_cache[name] = sources(spec["sources"], ("sets", name, "sources"), allow_sets=False)
        return set_cache[name]

    def modifier(name: str, spec: Any, pointer: tuple) -> Modifier | None:
        if not isinstance(spec, dict) or not isinstance(spec.get("contexts"), dict):
            err(pointer, f"modifier '{name}' needs a 'contexts' mapping of context → sources",
                "for example contexts: {light: [], dark: [{$ref: dark.yaml}]}")
            return None
        contexts = spec["contexts"]
        if not contexts:
            err(pointer + ("contexts",), f"modifier '{name}' has no contexts",
                "give it at least two: contexts: {light: [], dark: [{$ref: dark.yaml}]}")
            return None
        if len(contexts) == 1:
            report.warning("core/resolver", f"modifier '{name}' has one context; a set would do",
                           doc.locate(pointer + ("contexts",)))
        default = spec.get("default")
        if default is not None and default not in contexts:
            guess = did_you_mean(str(default), contexts)
            err(pointer + ("default",), f"default '{default}' is not a context of '{name}'",
                f"did you mean '{guess}'?" if guess else f"contexts: {', '.join(contexts)}")
            default = None
        ctx = {str(c): sources(items, pointer + ("contexts", c), allow_sets=True) for c, items in contexts.items()}
        return Modifier(name, ctx, default, spec.get("description"))

    order = data.get("resolutionOrder")
    if not isinstance(order, list) or not order:
        err(("resolutionOrder",) if "resolutionOrder" in data else (), "resolutionOrder must be a non-empty list",
            "list the sets and modifiers, later ones winning: resolutionOrder: [{$ref: '#/sets/base'}, "
            "{$ref: '#/modifiers/theme'}]")
        return resolver
    seen_names: set[str] = set()
    for i, item in enumerate(order):
        at = ("resolutionOrder", i)
        if isinstance(item, dict) and set(item) == {"$ref"} and isinstance(item["$ref"], str):
            ref = item["$ref"]
            kind, _, name = ref[2:].partition("/") if ref.startswith("#/") else ("", "", "")
            if kind == "sets" and name in (data.get("sets") or {}):
                resolver.order.append(("set", name, set_sources(name)))
            elif kind == "modifiers" and name in (data.get("modifiers") or {}):
                mod = modifier(name, data["modifiers"][name], ("modifiers", name))
                if mod is not None:
                    resolver.modifiers[name] = mod
                    resolver.order.append(("modifier", name, None))
            else:
                pool = [f"#/sets/{s}" for s in data.get("sets") or {}] + [f"#/modifiers/{m}" for m in data.get("modifiers") or {}]
                guess = did_you_mean(ref, pool)
                err(at + ("$ref",), f"{ref!r} does not name a set or modifier of this document",
                    f"did you mean '{guess}'?" if guess else
                    ("declared: " + ", ".join(pool) if pool else "declare it under sets: or modifiers: first"))
            continue
        if isinstance(item, dict) and item.get("type") in ("set", "modifier") and isinstance(item.get("name"), str):
            name = item["name"]
            if name in seen_names:
                err(at + ("name",), f"duplicate name '{name}' in resolutionOrder", "each set or modifier is "
                    "listed once; rename one of them")
                continue
            seen_names.add(name)
            if item["type"] == "set":
                resolver.order.append(("set", name, sources(item.get("sources"), at + ("sources",), allow_sets=True)))
            else:
                mod = modifier(name, item, at)
                if mod is not None:
                    resolver.modifiers[name] = mod
                    resolver.order.append(("modifier", name, None))
            continue
        err(at, "each resolutionOrder item is {$ref: '#/sets/…' | '#/modifiers/…'} or an inline set/modifier with "
            "'type' and 'name'", "for example - {$ref: '#/sets/base'}")
    _needed_sets(resolver, data, set_sources, set_cache, doc, read, report)
    return resolver


def _needed_sets(resolver: Resolver, data: dict, set_sources, set_cache: dict, doc: Document, read: ReadSource,
                 report: Report) -> None:
    """Sets the resolution order leaves out but whose tokens the used sources alias: read first, with a warning.

    A set that resolutionOrder does not list is not part of any resolution
    (resolver module §"Resolution order"); when aliases in the sources it
    does list name tokens that only such a set defines, leaving it out could
    only fail, so the set is read as if listed first, and the warning says
    where to list it.
    """
    sets = data.get("sets")
    if not isinstance(sets, dict):
        return
    used = [src for _, _, srcs in resolver.order for src in srcs or ()]
    used += [src for mod in resolver.modifiers.values() for srcs in mod.contexts.values() for src in srcs]
    unused = [name for name in sets if name not in set_cache]
    if not unused:
        return
    from .refs import find_refs

    defined = {tid for src in used for tid in src.tokens}
    wanted = {r.target for src in used for tok in src.tokens.values() for r in find_refs(tok.value)
              if r.target and r.target not in defined}
    if not wanted:
        return
    for name in unused:
        if not _defines(sets[name], wanted, posixpath.dirname(resolver.path or ""), read):
            continue
        sources = set_sources(name)
        resolver.order.insert(0, ("set", name, sources))
        first = sorted(wanted & {t for src in sources for t in src.tokens})
        report.add(Diagnostic(
            "core/resolver", f"set '{name}' is not in resolutionOrder, but aliases name its tokens"
            + (f" ('{first[0]}')" if first else "") + "; it is read first",
            doc.locate(("sets", name), key=True), "warning",
            hint=f"list it in resolutionOrder: {{$ref: '#/sets/{name}'}}, where its tokens belong"))


def _defines(spec: Any, wanted: set[str], base: str, read: ReadSource) -> bool:
    """Whether the file sources of a set define any of ``wanted`` (read quietly: an unused set is not checked)."""
    if not isinstance(spec, dict) or not isinstance(spec.get("sources"), list):
        return False
    for item in spec["sources"]:
        ref = item.get("$ref") if isinstance(item, dict) else None
        if not isinstance(ref, str) or ref.startswith("#") or "://" in ref:
            continue
        try:
            flat = flatten(read(posixpath.normpath(posixpath.join(base, ref))), Report())
        except SkinwrightError:
            continue
        if wanted & flat.tokens.keys():
            return True
    return False




def plain_resolver(paths: list[str], read: ReadSource, report: Report) -> Resolver:
    """A resolver with one set holding the token files ``paths`` in order (no modifiers)."""
    resolver = Resolver("tokens", [], {}, [], None)
    flats = []
    for p in paths:
        try:
            doc = read(p)
        except SkinwrightError as exc:
            report.extend(exc.diagnostics)
            continue
        resolver.documents.append(doc)
        report.extend(doc.notes)
        flats.append(flatten(doc, report))
    resolver.order.append(("set", "tokens", flats))
    return resolver
