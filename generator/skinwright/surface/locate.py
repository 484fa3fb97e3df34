"""Where a surface change sits in today's sources: a ``file:line:col`` for every :class:`~.diff.Change`.

A name that still exists is reported where it is written (a token's key, its
``$type`` or ``$deprecated``, a spec's anatomy entry, a phase row, a slot
key). A name that is gone is reported at the nearest place that still
exists: a removed token at its group (or the first token source), a removed
part at the spec's ``anatomy``, a removed phase at ``phases``, a removed
component at the spec file it had. Keyframes and cascade layers are found in
the SCSS sources by their text.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Mapping

from ..components.artefacts import slot_name
from ..diagnostics import Position
from ..tokens.model import RENAMED_FROM

_SECTIONS = {"part": ("anatomy", "part"), "prop": ("props", "name"), "event": ("events", "name"),
             "phase": ("phases", "name"), "tone": ("tones", "name"), "size": ("sizes", "name"),
             "variant": ("variants", "name"), "translation": ("translations", "key"), "api": ("api", "name")}


class Locator:
    """Positions in today's project for the ``where`` keys of :mod:`.diff`.

    Args:
        config: the project configuration (paths, ``pyproject.toml`` lines).
        tokens: the loaded :class:`~skinwright.tokens.TokenSet`, or ``None``.
        specs: component name → :class:`~skinwright.components.spec.ComponentSpec`.
        read_text: ``read_text(path) -> str`` for SCSS sources (keyframes, layers).
    """

    def __init__(self, config, tokens=None, specs: Mapping[str, Any] | None = None, read_text=None):
        self.config = config
        self.ts = tokens
        self.specs = dict(specs or {})
        self._read = read_text or (lambda p: Path(p).read_text(encoding="utf-8", errors="replace"))
        self._groups: dict[tuple[str, ...], tuple[Any, tuple]] | None = None
        self._scss: list[tuple[str, str]] | None = None
        self._asked: list[tuple[Any, tuple, bool]] | None = None  # set while prefetch() collects places

    def prefetch(self, wheres) -> None:
        """Find the token-source places of many ``where`` keys in one pass per file (see
        :meth:`~skinwright.source.Document.prefetch`): placing a few hundred changed tokens then
        costs a stream of the file's events, not its positioned twin."""
        self._asked = []
        try:
            for where in wheres:
                if where and where[0] in ("token", "token-removed"):
                    self.position(where)
        finally:
            asked, self._asked = self._asked, None
        by_doc: dict[int, tuple[Any, list]] = {}
        for doc, pointer, key in asked:
            by_doc.setdefault(id(doc), (doc, []))[1].append((pointer, key))
        for doc, places in by_doc.values():
            doc.prefetch(places)

    def _at(self, doc, pointer: tuple, key: bool = False) -> Position:
        """``doc.locate``, or the request noted while :meth:`prefetch` collects them."""
        if self._asked is not None:
            self._asked.append((doc, tuple(pointer), key))
            return Position(doc.path, 1, 1)
        return doc.locate(pointer, key=key)

    def position(self, where: tuple) -> Position:
        """The position for one ``where`` key (never raises; falls back to the token or styles source)."""
        kind = where[0] if where else ""
        if kind == "token":
            return self._token(where[1], where[2:])
        if kind == "token-removed":
            return self._removed_token(where[1])
        if kind == "mode":
            return self._mode(where[1:])
        if kind in ("keyframes", "layer"):
            pattern = rf"@keyframes\s+{re.escape(where[1])}\b" if kind == "keyframes" else \
                rf"(?<![\w.-]){re.escape(where[1])}(?![\w-])"
            return self._search(pattern) or self._fallback()
        if kind == "component":
            return self._component(where[1], where[2:])
        return self._fallback()

    # --- tokens ------------------------------------------------------------------------------------
    def _token(self, tid: str, facet: tuple) -> Position:
        tok = self.ts.tokens.get(tid) if self.ts is not None else None
        if tok is None:
            return self._removed_token(tid)
        name = (tok.doc, tok.pointer, True)  # where the token's name is written
        what = facet[0] if facet else None
        if what == "type" and tok.own_type:
            return self._at(tok.doc, tok.pointer + ("$type",))
        if what == "deprecated":
            return self._at(tok.doc, tok.pointer + ("$deprecated",))
        if what == "value":
            return self._at(tok.doc, tok.pointer + tok.value_at)
        if what == "renamed-from":
            return self._at(tok.doc, tok.pointer + ("$extensions", RENAMED_FROM))
        return self._at(*name)

    def _removed_token(self, tid: str) -> Position:
        if self.ts is None:
            return self._fallback()
        if self._groups is None:
            self._groups = {}
            for tok in self.ts.tokens.values():
                n = len(tok.path)
                for k in range(1, n):
                    self._groups.setdefault(tok.path[:k], (tok.doc, tok.pointer[:len(tok.pointer) - (n - k)]))
        path = tuple(tid.split("."))
        for k in range(len(path) - 1, 0, -1):
            found = self._groups.get(path[:k])
            if found is not None:
                doc, pointer = found
                return self._at(doc, pointer, True)
        return self._token_source()

    def _token_source(self) -> Position:
        if self.ts is not None:
            if self.ts.resolver.path:
                return Position(self.ts.resolver.path, 1, 1)
            if self.ts.resolver.documents:
                return Position(self.ts.resolver.documents[0].path, 1, 1)
        return self._fallback()

    def _mode(self, keys: tuple) -> Position:
        if self.config is not None and self.config.modes.get(keys[0], {}).get(keys[1] if len(keys) > 1 else "") \
                is not None:
            return self.config.where("modes", *keys)
        if self.ts is not None and self.ts.resolver.path:
            doc = next((d for d in self.ts.resolver.documents if d.path == self.ts.resolver.path), None)
            if doc is not None:
                pointer = ("modifiers", keys[0]) + (("contexts", keys[1]) if len(keys) > 1 else ())
                return doc.locate(pointer, key=True)
        return self._token_source()

    # --- components --------------------------------------------------------------------------------
    def _component(self, name: str, keys: tuple) -> Position:
        spec = self.specs.get(name)
        if spec is None:
            styles = self.config.rel(self.config.styles) if self.config is not None and self.config.styles else "styles"
            return Position(f"{styles}/{name}/spec.yaml", 1, 1)
        doc = spec.document
        if not keys:
            return doc.locate(("name",))
        what, rest = keys[0], keys[1:]
        data = doc.data if isinstance(doc.data, dict) else {}
        if what in _SECTIONS:
            section, field = _SECTIONS[what]
            index = _index(data.get(section), field, rest[0])
            if index is None:
                return doc.locate((section,), key=True)
            if what == "event" and len(rest) > 1:
                fields = (data[section][index] or {}).get("fields")
                j = _index(fields, "name", rest[1])
                return doc.locate((section, index, "fields", j) if j is not None else (section, index, "fields"))
            return doc.locate((section, index))
        if what == "slot" and (rest[1:] or rest[0] not in (data.get("slots") or {})):
            return self._slot(spec, data.get("slots"), rest)
        if what == "attribute":
            part, attr = rest
            return doc.locate(("attributes", part, attr), key=True)
        if what == "slot":
            return doc.locate(("slots", rest[0]), key=True)
        return doc.locate((), key=True)

    def _slot(self, spec, slots: Any, rest: tuple) -> Position:
        """A slot written by its last words (``bg``), or the ``renamed_from`` of a renamed one."""
        slots = slots if isinstance(slots, dict) else {}
        key = next((k for k in slots if slot_name(k, spec.name, spec.prefix) == rest[0]), None)
        if key is None:
            return spec.document.locate(("slots",), key=True)
        if rest[1:] == ("renamed-from",) and isinstance(slots[key], dict) and "renamed_from" in slots[key]:
            return spec.document.locate(("slots", key, "renamed_from"))
        return spec.document.locate(("slots", key), key=True)

    # --- sources by text ---------------------------------------------------------------------------
    def _search(self, pattern: str) -> Position | None:
        if self._scss is None:
            self._scss = []
            styles = self.config.styles if self.config is not None else None
            if styles is not None and styles.is_dir():
                for p in sorted(styles.rglob("*.scss")):
                    try:
                        self._scss.append((self.config.rel(p), self._read(p)))
                    except OSError:
                        continue
        rx = re.compile(pattern)
        for rel, text in self._scss:
            for number, line in enumerate(text.splitlines(), 1):
                if line.lstrip().startswith("//"):
                    continue
                m = rx.search(line)
                if m:
                    return Position(rel, number, m.start() + 1)
        return None

    def _fallback(self) -> Position:
        if self.specs:
            return Position(next(iter(sorted(self.specs.items())))[1].path, 1, 1)
        if self.config is not None:
            return self.config.where("styles")
        return Position("pyproject.toml", 1, 1)


def _index(rows: Any, field: str, name: str) -> int | None:
    for i, row in enumerate(rows if isinstance(rows, list) else []):
        if isinstance(row, dict) and row.get(field) == name:
            return i
    return None
