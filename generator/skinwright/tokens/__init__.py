"""Design tokens: load (positions) → compose (resolver) → resolve (aliases, types) → TokenSet.

:func:`load_token_set` is the one entry point; :class:`TokenSet` answers
"what is token X in context Y" and feeds the emitters
(:mod:`~skinwright.tokens.emit_css`, :mod:`~skinwright.tokens.emit_json`),
the Sass token module, lint and the docs.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Callable, Mapping

from ..diagnostics import Diagnostic, Report, SkinwrightError
from .model import RENAMED_FROM, Token
from .names import css_names
from .resolve import Cache, Resolution, apply_extends, resolve
from .resolver import ReadSource, Resolver, is_resolver, load_resolver, plain_resolver
from .traps import trap_diagnostics
from .types import TYPES

__all__ = ["TYPES", "Token", "TokenSet", "Resolution", "load_token_set"]


@dataclass
class TokenSet:
    """A resolved token set with every context of every modifier.

    Attributes:
        resolver: the loaded resolver (sets, modifiers, documents).
        prefix: the custom-property prefix (``xh``).
        default: the resolution with every modifier at its default context.
        names: token id → custom property name (``--xh-fg-default``).
    """

    resolver: Resolver
    prefix: str
    default: Resolution
    names: dict[str, str]
    report: Report
    _cache: Cache = field(default_factory=Cache, repr=False)
    _resolutions: dict[tuple, Resolution] = field(default_factory=dict, repr=False)
    moded: frozenset[str] = frozenset()
    """Ids of the tokens whose value may change by mode context (:func:`moded_tokens`)."""

    @property
    def tokens(self) -> dict[str, Token]:
        """Tokens of the default resolution, in composition order."""
        return self.default.tokens

    @property
    def modifiers(self) -> dict[str, tuple[str, ...]]:
        """Modifier name → its contexts, default first, in resolution order."""
        out = {}
        for name, mod in self.resolver.modifiers.items():
            default = self.resolver.defaults()[name]
            out[name] = (default, *[c for c in mod.contexts if c != default])
        return out

    def resolve(self, inputs: Mapping[str, str] | None = None) -> Resolution:
        """The resolution for ``inputs`` (missing modifiers take their default).

        Raises:
            SkinwrightError: ``core/resolver`` for an unknown modifier or context.
        """
        full = self.resolver.validate_input(inputs or {})
        key = tuple(sorted(full.items()))
        res = self._resolutions.get(key)
        if res is None:
            comp = self.resolver.compose(full)
            tokens = apply_extends(comp.tokens, comp.groups, comp.group_types, comp.extends, self.report)
            res = resolve(tokens, comp.group_types, comp.groups, self._cache, self.report, base=self.default,
                          moded=self.moded)
            for tid in res.tokens:
                if tid not in self.names:  # a token only some context defines
                    self.names.update(css_names({tid: res.tokens[tid]}, res.types, self.prefix, Report()))
            self._resolutions[key] = res
        return res

    def release_documents(self) -> None:
        """Drop the parsed data of the token files, keeping their text.

        Once the set is loaded, the tokens hold their values and every
        context is composed from the flattened sources, so the documents'
        trees (a mapping per token, ~0.2 KiB a token) serve no one; a
        position is read from the text when a diagnostic asks for one
        (:meth:`~skinwright.source.Document.locate`). The build and lint
        call this once the stages that read the trees are done (``lint
        --fix`` loads its own set and keeps them).
        """
        for doc in self.resolver.documents:
            doc.release()

    def release_contexts(self) -> None:
        """Drop the resolutions of the mode contexts (the default's stays); :meth:`resolve` makes one again when asked.

        A context's resolution holds its own copy of every token's facts
        (about 0.25 KiB a token): once ``tokens.css`` and the values per
        context (:func:`~skinwright.tokens.emit_json.context_values`) are
        written, a build without a docs site reads none of them again.
        """
        self._resolutions = {key: res for key, res in self._resolutions.items() if res is self.default}

    def replacement(self, tid: str) -> str | None:
        """The token that replaces the deprecated ``tid``, or ``None``.

        The one its whole value aliases (a rename that keeps the old name as a
        ``$deprecated`` alias), else one whose ``$extensions`` say it was
        renamed from ``tid`` (:data:`~.model.RENAMED_FROM`).
        """
        refs = self.default.refs.get(tid)
        if refs and len(refs) == 1 and refs[0].at == () and refs[0].whole:
            return refs[0].target
        for other, tok in self.tokens.items():
            renamed = (tok.extensions or {}).get(RENAMED_FROM)
            if renamed == tid or (isinstance(renamed, list) and tid in renamed):
                return other
        return None

    def combinations(self) -> list[dict[str, str]]:
        """Every input of the full product of contexts (for checks; never emitted as CSS)."""
        mods = self.modifiers
        return [dict(zip(mods, combo)) for combo in itertools.product(*mods.values())]


def load_token_set(path: str, read: ReadSource, *, prefix: str = "xh", report: Report | None = None,
                   files: list[str] | None = None, exclude: Callable[[str], str | None] | None = None) -> TokenSet:
    """Load tokens from a resolver document at ``path`` (or the token ``files``).

    ``read(path) -> Document`` reads one source relative to the project; it is
    the only I/O, supplied by the caller. Every problem goes to ``report``
    (created when not given); the set is returned even with errors so lint can
    report everything at once — builds call ``report.raise_if_errors()``.
    ``exclude(token id)`` gives the ``exclude`` pattern that leaves a token
    out (:meth:`Resolver.exclude`), or ``None`` to keep it.
    """
    report = report if report is not None else Report()
    if files is not None:
        resolver = plain_resolver(files, read, report)
    elif is_resolver(read(path)):
        resolver = load_resolver(path, read, report)
    else:
        resolver = plain_resolver([path], read, report)
    excluded = resolver.exclude(exclude) if exclude is not None else {}
    report.extend(set_overlaps(resolver))
    too_many = _too_many_tokens(resolver)
    if too_many is not None:  # before resolution, which multiplies the work per mode context
        report.add(too_many)
        raise SkinwrightError(report.items)
    cache = Cache()
    cache.excluded = excluded
    moded = moded_tokens(resolver)
    defaults = resolver.defaults()
    comp = resolver.compose(defaults)
    tokens = apply_extends(comp.tokens, comp.groups, comp.group_types, comp.extends, report)
    default = resolve(tokens, comp.group_types, comp.groups, cache, report, moded=moded)
    report.extend(trap_diagnostics(resolver, default))
    quiet_knock_on(report)
    names = css_names(default.tokens, default.types, prefix, report)
    ts = TokenSet(resolver, prefix, default, names, report, cache, moded=moded)
    ts._resolutions[tuple(sorted(defaults.items()))] = default
    return ts


def moded_tokens(resolver: Resolver) -> frozenset[str]:
    """Ids of the tokens whose value may change by mode: those a modifier context defines, and those that hold
    values per mode themselves (:attr:`Token.modes`)."""
    ids: set[str] = set()
    for mod in resolver.modifiers.values():
        for sources in mod.contexts.values():
            for src in sources:
                ids.update(src.tokens)
    for _, _, sources in resolver.order:
        for src in sources or ():
            if src.moded:
                ids.update(tid for tid, tok in src.tokens.items() if tok.modes)
    return frozenset(ids)


def _too_many_tokens(resolver: Resolver) -> Diagnostic | None:
    """``core/too-many-tokens`` at the first token past the ``tokens`` limit (every source, every context)."""
    from ..limits import current

    limit = current().tokens
    seen: set[int] = set()
    sources = [src for _, _, srcs in resolver.order for src in srcs or ()]
    sources += [src for m in resolver.modifiers.values() for srcs in m.contexts.values() for src in srcs]
    total = 0
    for src in sources:
        if id(src) in seen:
            continue
        seen.add(id(src))
        if total + len(src.tokens) > limit:
            tok = list(src.tokens.values())[limit - total]
            return Diagnostic("core/too-many-tokens", f"the project has more than {limit:,} tokens (this is token "
                              f"{limit + 1:,})", tok.position(),
                              hint="[tool.skinwright.limits] tokens raises the limit (see the Limits page); memory "
                                   "and time grow with it, about 2 KiB and 30 µs a token for build and 2.5 KiB for lint")
        total += len(src.tokens)
    return None


def set_overlaps(resolver: Resolver) -> list[Diagnostic]:
    """``core/set-overlap``: a token defined by two sources of one set.

    The resolver module asks that a set's sources hold mutually exclusive
    tokens (§"Sets"); the later one silently wins. Mode values belong in a
    modifier's context instead — a folder of token files with a ``dark.yaml``
    in it is the common way to get this wrong.
    """
    out = []
    for kind, name, sources in resolver.order:
        if kind != "set" or not sources or len(sources) < 2:  # one source cannot overlap itself
            continue
        seen: dict[str, Token] = {}
        for src in sources or ():
            for tid, tok in src.tokens.items():
                first = seen.get(tid)
                if first is not None and first.doc.path != tok.doc.path:
                    out.append(Diagnostic(
                        "core/set-overlap", f"token '{tid}' is also defined in {first.doc.path}; in one set the later "
                        "file wins silently", tok.position(), "warning",
                        hint="put mode values in a modifier context of a resolver, or remove one of them",
                        related=((first.position(), "first defined here"),)))
                seen[tid] = tok
    return out


LOAD_FAILURES = {"core/yaml-syntax", "core/json-syntax", "core/duplicate-key", "core/encoding", "core/too-deep",
                 "core/file-too-large", "core/file-not-found", "core/yaml-alias-bomb", "core/yaml-tag"}


def quiet_knock_on(report: Report) -> None:
    """When a source did not load, its tokens are missing: fold the unknown-alias errors that follow from it.

    One note replaces them, so the real fault is not buried under dozens of
    references to tokens that only look undefined. Idempotent: lint calls it
    again after the rules, which resolve other contexts.
    """
    from ..limits import reading_stopped

    stopped = reading_stopped()  # a limit stopped reading: the sources after it are missing too
    failed = [stopped] if stopped is not None else \
        [d for d in report.items if d.code in LOAD_FAILURES and d.severity == "error"]
    missing = [d for d in report.items if d.code == "core/unknown-alias" and d.severity == "error"]
    if not failed or not missing:
        return
    noted = any(d.code == "core/unknown-alias" for d in report.items if d.severity == "info")
    report.items[:] = [d for d in report.items if not (d.code == "core/unknown-alias" and d.severity == "error")]
    if not noted:
        where = failed[0].position.file if failed[0].position else "a source"
        report.add(Diagnostic("core/unknown-alias",
                              f"references to missing tokens are not reported while "
                              + (f"reading stops at {where} ({stopped.code})" if stopped else f"{where} does not load"),
                              failed[0].position, "info", hint="fix the error in that file first; the references are checked again then"))
