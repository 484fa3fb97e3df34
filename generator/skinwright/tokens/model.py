"""The token data model: tokens as authored, and the flat sources they come from.

A :class:`Token` is one DTCG design token (format module 2025.10, "Design
token"): its path, its ``$type`` (own or inherited), its ``$value`` exactly as
written (aliases kept), and its metadata. Positions are not stored: a token
keeps its :class:`~skinwright.source.Document` and JSON pointer and computes
``file:line:col`` only when a diagnostic needs it, so 100,000 tokens from JSON
cost no position bookkeeping.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..diagnostics import Position
from ..source import Document, Pointer

RENAMED_FROM = "org.skinwright.renamed-from"
"""The ``$extensions`` key by which a token names the token(s) it was renamed from (a string or a list).

``skinwright lint --against`` reports the old name's removal as a rename
(with the migration in the changelog); keeping the old name as a
``$deprecated`` alias of the new one keeps its custom property working.
"""

ROOT = "$root"
"""The reserved name of a group's own token (format 2025.10 §6.2, "Root tokens")."""


class ThemeModes(dict):
    """Primer's ``org.primer.overrides``: a theme without its own key reads the ``light`` or ``dark`` one.

    Primer's build (primer/primitives ``getFallbackTheme``) gives every theme
    whose name starts with ``light-`` the ``light`` override as fallback and
    ``dark-`` the ``dark`` one, so ``dark-dimmed`` takes ``dark``'s value
    unless it has its own; the contexts of other modifiers (``coarse``) read
    only their own key. ``in`` and ``[]`` follow that rule.
    """

    def key(self, name: str) -> str | None:
        """The key the mode ``name`` reads, or ``None``."""
        if dict.__contains__(self, name):
            return name
        fallback = next((t for t in ("light", "dark") if name.startswith(t + "-")), None)
        return fallback if fallback is not None and dict.__contains__(self, fallback) else None

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.key(name) is not None

    def __getitem__(self, name: str):
        key = self.key(name)
        if key is None:
            raise KeyError(name)
        return dict.__getitem__(self, key)


@dataclass(slots=True, eq=False)
class Token:
    """One design token as authored.

    Attributes:
        id: the dotted path, e.g. ``"fg.default"`` or ``"radius.$root"``.
        path: the path segments.
        type: the resolved ``$type``: own, else the nearest group's; ``None``
            until inferred from an alias target (format §8.1 "Type").
        value: ``$value`` as written: aliases ``"{a.b}"`` and ``{"$ref": …}``
            objects are kept.
        description: ``$description`` or ``None``.
        deprecated: ``False``, ``True`` or the reason string (own or inherited
            from a group; ``false`` on a token re-enables it).
        extensions: ``$extensions`` as written, or ``None``.
        doc, pointer: where the token object is (for :meth:`position`).
        own_type: whether ``$type`` was written on the token itself.
        value_key: the member that holds the value in the source: ``$value``,
            or ``value`` in the Style Dictionary / Tokens Studio shape; a path
            (a tuple) for a value per mode (``("sets", "dark", "value")``).
        modes: a value per mode written in the token itself (Adobe Spectrum's
            ``sets``, Primer's ``org.primer.overrides``): mode name →
            ``(value, pointer of that value)``; the resolver context of that
            name reads it (:meth:`Token.in_mode`); Primer's are
            :class:`ThemeModes` (a theme without its own key falls back).
    """

    id: str
    path: tuple[str, ...]
    type: str | None
    value: Any
    description: str | None
    deprecated: bool | str
    extensions: dict | None
    doc: Document
    pointer: Pointer
    own_type: bool = False
    value_key: str = "$value"
    modes: dict | None = None
    # What resolution found once for this token object (:class:`~skinwright.tokens.resolve.Cache`): kept here, two
    # slots, rather than in two dicts keyed by token (~90 bytes a token).
    cached_refs: tuple | None = field(default=None, init=False, repr=False, compare=False)
    checked_as: str | None = field(default=None, init=False, repr=False, compare=False)

    def position(self) -> Position:
        """Where the token's name is written."""
        return self.doc.locate(self.pointer, key=True)

    def value_position(self, sub: Pointer = ()) -> Position:
        """Where ``$value`` (or a part of it, by pointer into the value) is written."""
        return self.doc.locate(self.pointer + self.value_at + tuple(sub))

    @property
    def value_at(self) -> Pointer:
        """The path from the token to its value in the source (:attr:`value_key` as a pointer)."""
        key = self.value_key
        return key if type(key) is tuple else (key,)

    def in_mode(self, name: str, cache: dict) -> "Token":
        """This token as the mode ``name`` reads it (one object per token and mode, kept in ``cache``)."""
        key = (id(self), name)
        tok = cache.get(key)
        if tok is None:
            value, at = self.modes[name]
            # the pointer leads to the mode's value, so positions and fixes point there
            tok = Token(self.id, self.path, self.type, value, self.description, self.deprecated, self.extensions,
                        self.doc, self.pointer, self.own_type, tuple(at[len(self.pointer):]), self.modes)
            cache[key] = (tok, self)
            return tok
        return tok[0]


@dataclass(slots=True)
class Extends:
    """A group's ``$extends`` (format 2025.10 §6.4): ``group`` copies ``target``'s tokens."""

    group: str
    target: str
    doc: Document
    pointer: Pointer

    def position(self) -> Position:
        return self.doc.locate(self.pointer + ("$extends",))


@dataclass
class FlatSource:
    """One token file (or inline source) flattened: tokens by id plus group facts.

    ``group_types`` and ``group_deprecated`` record the group properties by
    group id so that a later file can inherit them after composition, as if
    all files were one tree (resolver module 2025.10 §"Composition").
    """

    doc: Document
    tokens: dict[str, Token] = field(default_factory=dict)
    group_types: dict[str, str] = field(default_factory=dict)
    groups: set[str] = field(default_factory=set)
    extends: list[Extends] = field(default_factory=list)
    moded: bool = False  # some token gives a value per mode (:attr:`Token.modes`)
    mode_forms: dict = field(default_factory=dict)  # form → (tokens, first position, mode names), for one warning
    legacy: dict = field(default_factory=dict)  # (message, hint) → (tokens, first position, edits), for one warning
