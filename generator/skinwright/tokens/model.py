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

ROOT = "$root"
"""The reserved name of a group's own token (format 2025.10 §6.2, "Root tokens")."""


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
            or ``value`` in the Style Dictionary / Tokens Studio shape.
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

    def position(self) -> Position:
        """Where the token's name is written."""
        return self.doc.locate(self.pointer, key=True)

    def value_position(self, sub: Pointer = ()) -> Position:
        """Where ``$value`` (or a part of it, by pointer into the value) is written."""
        return self.doc.locate(self.pointer + (self.value_key,) + tuple(sub))


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
