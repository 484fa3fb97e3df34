"""The document model: one source file read into plain data, with positions on demand.

A :class:`Document` holds the decoded text and the data (dicts, lists, str,
int, float, bool, None). YAML and JSON5 data are built from :class:`YMap`
and :class:`YList`, which remember where each key, value and item starts;
JSON data is the standard library's plain dicts, and a positioned twin is
built only when something first asks :meth:`Document.locate`, so large JSON
token files cost no position bookkeeping unless something is wrong with them.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable

from ..diagnostics import Diagnostic, Edit, Position, SkinwrightError

def max_depth() -> int:
    """Deepest nesting of mappings and sequences a document may have: the ``nesting`` limit (token files need ~10)."""
    from ..limits import current

    return current().nesting

POSITION_READERS: dict[str, Callable[[str, str], Any]] = {}
"""Format → ``reader(path, text)`` giving positioned data, for formats whose loader reads without positions
(JSON registers one: :func:`skinwright.source.json_loader.json_positions`)."""

POSITION_FINDERS: dict[str, Callable[..., list[tuple[int, int] | None] | None]] = {}
"""Format → ``finder(text, [(pointer, key), …], partial=True)`` giving each place by reading the text once as a
stream, for large files and for :meth:`Document.prefetch` (:func:`skinwright.source.yaml_loader.find_positions`)."""

STREAM_OVER = 4 * 1024 * 1024
"""Characters above which a file's places are found by streaming (:data:`POSITION_FINDERS`) rather than by
building its positioned twin (about 30 bytes of memory per byte: 1 GiB for a 35 MB token file). A place asked
for is a :class:`DeferredPosition`; the first one read finds every place asked for until then in one pass."""

STREAM_ALWAYS = {"json"}
"""Formats whose finder costs less than their twin at any size (JSON's steps over what is not asked for in C):
their places are always deferred, so the many warnings of a legacy token file cost one short pass."""

STREAM_TIMES = 8
"""Passes over one file before :meth:`Document.located` builds the twin after all (places asked for and read
one at a time would cost a pass each)."""

REPEATED = ("$type", "colorSpace", "unit", "type")
"""Members whose string values repeat across a token file (DTCG ``$type``, a colour's ``colorSpace``, a
dimension's ``unit``; ``type`` in the Style Dictionary shape): the readers that build plain data (JSON, large
YAML) keep one object per distinct value."""

Pointer = tuple  # a path of str keys and int indices, as in RFC 6901 (see :mod:`skinwright.jsonpointer`)


class YMap(dict):
    """A mapping that remembers where each key and value starts (1-based ``(line, column)``)."""

    __slots__ = ("pos", "key_pos", "val_pos")


class YList(list):
    """A sequence that remembers where each item starts."""

    __slots__ = ("pos", "item_pos")


@dataclass(frozen=True, slots=True)
class Trap:
    """A plain YAML scalar whose meaning differs between YAML 1.1 and YAML 1.2."""

    pointer: Pointer
    is_key: bool
    text: str
    yaml11: str
    yaml12: str
    position: Position


@dataclass
class Document:
    """One parsed source file.

    Attributes:
        path: the path as shown in diagnostics (relative to the project when possible).
        text: the decoded text.
        data: the root value (plain dicts/lists/scalars).
        format: ``"yaml"``, ``"json"`` or ``"json5"``.
        traps: YAML 1.1/1.2 differences found while reading (YAML only).
        comment_values: pointer → text of a ``#…`` comment that stood where a
            value was expected (``color: #fff`` reads as null plus a comment).
        notes: warnings found while reading that did not stop it (a JSON key
            written twice with the same value); whoever reads the document
            for tokens reports them.
    """

    path: str
    text: str
    data: Any
    format: str
    traps: list[Trap] = field(default_factory=list)
    comment_values: dict[Pointer, str] = field(default_factory=dict)
    notes: list[Diagnostic] = field(default_factory=list)
    _located: Any = field(default=None, repr=False)
    _value_traps: dict[Pointer, Trap] | None = field(default=None, repr=False)
    _streamed: int = field(default=0, repr=False)
    _found: dict | None = field(default=None, repr=False)
    _pending: list = field(default_factory=list, repr=False)
    released: bool = field(default=False, repr=False)

    def release(self) -> None:
        """Drop :attr:`data` (positions still come from the text); a reader that cached the document reads it again.

        A format whose data holds its positions (JSON5's) keeps it.
        """
        if self.format in POSITION_READERS:
            self.data = None
            self.released = True

    def _find_pending(self) -> None:
        """Place every :class:`DeferredPosition` asked for so far, in one pass over the text."""
        pending, self._pending = self._pending, []
        if not pending:
            return
        self._streamed += 1
        places = POSITION_FINDERS[self.format](self.text, [p._request for p in pending])
        for place, found in zip(pending, places):
            place._found(*(found or (1, 1)))

    def trap_at(self, pointer: Pointer) -> Trap | None:
        """The trap recorded for the value at ``pointer``, if any."""
        if not self.traps:
            return None
        if self._value_traps is None:
            self._value_traps = {t.pointer: t for t in self.traps if not t.is_key}
        return self._value_traps.get(tuple(pointer))

    def located(self) -> Any:
        """The data with positions (:class:`YMap`/:class:`YList`); for JSON, read again once on first use."""
        reader = POSITION_READERS.get(self.format)
        if reader is None:
            return self.data
        if self._located is None:
            try:
                self._located = reader(self.path, self.text)
            except (SkinwrightError, ValueError, RecursionError):  # a courtesy: a place not found is line 1
                self._located = {}
        return self._located

    def prefetch(self, places) -> None:
        """Find many places (``(pointer, key)`` pairs) in one streaming pass, for :meth:`locate` to answer from.

        Worth it when the positioned twin has not been built and a few hundred
        places are about to be asked for (lint ``--against`` on a large token
        file): one pass of events (:data:`POSITION_FINDERS`) instead of the
        twin. Does nothing when the twin exists or the format has no finder.
        """
        finder = POSITION_FINDERS.get(self.format)
        if self._located is not None or finder is None or self.format not in POSITION_READERS:
            return
        places = [(tuple(p), bool(k)) for p, k in places]
        found = finder(self.text, places, partial=False) if places else None
        if found is not None:  # None: the text is not YAML to the end, the twin's reader knows better
            self._found = {**(self._found or {}), **{p: f for p, f in zip(places, found) if f is not None}}

    def locate(self, pointer: Pointer, key: bool = False) -> Position:
        """Position of the value at ``pointer`` (or of its key when ``key``).

        Falls back to the nearest ancestor that has a position, so it never
        raises for a pointer that does not exist. In a file over
        :data:`STREAM_OVER` (or of a format in :data:`STREAM_ALWAYS`) it is a :class:`DeferredPosition`, found (with
        every other place asked for by then) when first read.
        """
        if self._found is not None:
            found = self._found.get((tuple(pointer), key))
            if found is not None:
                return Position(self.path, *found)
        if (self._located is None and self.format in POSITION_FINDERS and self.format in POSITION_READERS
                and (self.format in STREAM_ALWAYS or len(self.text) > STREAM_OVER) and self._streamed < STREAM_TIMES):
            place = DeferredPosition.__new__(DeferredPosition)
            _FILE.__set__(place, self.path)
            place._ask(self, (tuple(pointer), key))
            self._pending.append(place)
            return place
        node: Any = self.located()
        best = getattr(node, "pos", None) or (1, 1)
        for i, part in enumerate(pointer):
            last = i == len(pointer) - 1
            if isinstance(node, YMap) and part in node:
                best = node.key_pos[part] if (last and key) else node.val_pos[part]
                node = node[part]
            elif isinstance(node, YList) and isinstance(part, int) and 0 <= part < len(node):
                best = node.item_pos[part]
                node = node[part]
            else:
                break
        return Position(self.path, best[0], best[1])

    def line(self, number: int) -> str:
        """The text of 1-based line ``number`` (empty past the end)."""
        lines = self.text.splitlines()
        return lines[number - 1] if 0 < number <= len(lines) else ""


_FILE, _LINE, _COLUMN = (Position.__dict__[name] for name in ("file", "line", "column"))


class DeferredPosition(Position):
    """A :class:`~skinwright.diagnostics.Position` in a large file whose line and column are found when first read.

    Lint asks a 500,000-token file for hundreds of thousands of places; each
    is found by streaming, all those asked for by then in one pass
    (:meth:`Document._find_pending`), instead of building the file's
    positioned twin. It equals, hashes and prints as the plain position of
    the same place.
    """

    __slots__ = ("_doc", "_request")

    def _ask(self, doc: Document, request: tuple) -> None:
        object.__setattr__(self, "_doc", doc)
        object.__setattr__(self, "_request", request)

    def _found(self, line: int, column: int) -> None:
        _LINE.__set__(self, line)
        _COLUMN.__set__(self, column)
        object.__setattr__(self, "_doc", None)
        object.__setattr__(self, "_request", None)

    def _place(self, slot) -> int:
        doc = getattr(self, "_doc", None)
        if doc is not None:
            doc._find_pending()
        return slot.__get__(self, Position)

    # Position's own __init__ (dataclasses.replace) sets these through the setters.
    line = property(lambda self: self._place(_LINE), lambda self, value: _LINE.__set__(self, value))
    column = property(lambda self: self._place(_COLUMN), lambda self, value: _COLUMN.__set__(self, value))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return (self.file, self.line, self.column) == (other.file, other.line, other.column)

    def __hash__(self) -> int:
        return hash((self.file, self.line, self.column))

    def __repr__(self) -> str:
        return f"Position(file={self.file!r}, line={self.line!r}, column={self.column!r})"

    def __reduce__(self):
        return Position, (self.file, self.line, self.column)


def too_deep(position: Position) -> Diagnostic:
    """``core/too-deep``: nesting past :func:`max_depth`."""
    return Diagnostic("core/too-deep", f"nesting deeper than {max_depth()} levels (the nesting limit)", position,
                      hint="token files nest groups a few levels deep; this looks generated or broken (nesting "
                           "in [tool.skinwright.limits] raises the limit)")


def same_twice(d: Diagnostic, pointer: tuple) -> Diagnostic:
    """A duplicate key (JSON, JSON5) whose two values are equal: one reading, so a warning whose fix deletes the second.

    JSON and JSON5 readers keep one of two equal members (RFC 8259 §4 leaves
    which one open; JavaScript keeps the last); with the same value twice
    either reading is the same.
    """
    return replace(d, severity="warning", message=d.message + ", with the same value both times",
                   hint="remove the second one", fix=(Edit(d.position.file, pointer, "delete", before="duplicate"),))


def position_at(path: str, text: str, index: int) -> Position:
    """The 1-based line and column of character ``index`` in ``text``."""
    index = max(0, min(index, len(text)))
    line = text.count("\n", 0, index) + 1
    return Position(path, line, index - (text.rfind("\n", 0, index) + 1) + 1)
