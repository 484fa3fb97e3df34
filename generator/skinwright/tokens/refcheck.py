"""Checking references against the composed set: the target exists, is a token, has the right type.

:func:`check_ref` returns the ``(code, message, hint)`` of the first problem
with one reference (``core/unknown-alias``, ``core/invalid-reference``,
``core/type-mismatch``), or ``None``; :class:`GroupIndex` supplies the hints
that list what a group holds when a name does not exist.
"""

from __future__ import annotations

from ..diagnostics import did_you_mean
from ..jsonpointer import evaluate
from .model import ROOT, Token
from .refs import Ref
from .types import member_type, sub_value_kind


class GroupIndex:
    """What a group holds, for hints about names that do not exist (indexed on first use)."""

    LISTED = 8

    def __init__(self, tokens: dict[str, Token], groups: set[str]):
        self.tokens, self.groups = tokens, groups
        self._children: dict[str, set[str]] | None = None

    def children(self, group: str) -> list[str]:
        """Names directly inside ``group`` (``""``: the top level), sorted."""
        if self._children is None:
            self._children = {}
            for ident in [*self.tokens, *self.groups]:
                parent, _, name = ident.rpartition(".")
                self._children.setdefault(parent, set()).add(name)
        return sorted(self._children.get(group, ()))

    def listing(self, group: str) -> str:
        names = self.children(group)
        shown = ", ".join(names[:self.LISTED])
        return shown + (f" and {len(names) - self.LISTED} more" if len(names) > self.LISTED else "")

    def inside_token(self, target: str) -> str | None:
        """A hint when ``target`` goes on past a token (``fg.default.hex``), else ``None``."""
        parts = target.split(".")
        for n in range(len(parts) - 1, 0, -1):
            prefix = ".".join(parts[:n])
            if prefix in self.tokens:
                return (f"'{prefix}' is a token, and tokens have no children; to reach into its value, use "
                        f"{{$ref: '#/{prefix.replace('.', '/')}/$value/…'}}")
        return None

    def missing(self, target: str) -> str:
        """A hint for a reference to ``target``, which names no token and no close match."""
        parts = target.split(".")
        for n in range(len(parts) - 1, 0, -1):
            prefix = ".".join(parts[:n])
            if prefix in self.groups:
                return f"group '{prefix}' has no '{parts[n]}'; it holds {self.listing(prefix) or 'nothing'}"
        top = self.listing("")
        return (f"no group or token is named '{parts[0]}'; an alias gives a token's full path, "
                f"'{{group.token}}'" + (f"; top-level names: {top}" if top else "; no tokens are loaded"))


def check_ref(r: Ref, tid: str, own: str | None, tokens: dict[str, Token], types: dict[str, str],
               groups: set[str], names: GroupIndex) -> tuple[str, str, str | None] | None:
    if r.problem is not None:
        return ("core/invalid-reference", *r.problem)
    target = tokens.get(r.target)
    if target is None:
        if r.target in groups:
            root = r.target + "." + ROOT
            hint = f"use '{{{root}}}' for the group's own token" if root in tokens else "point at one of its tokens"
            return ("core/unknown-alias", f"'{r.text}' names the group '{r.target}', not a token", hint)
        hint = names.inside_token(r.target)
        if hint is None:
            guess = did_you_mean(r.target, tokens)
            hint = f"did you mean '{{{guess}}}'?" if guess and r.kind == "alias" else \
                f"did you mean '{guess}'?" if guess else names.missing(r.target)
        return ("core/unknown-alias", f"'{r.text}' does not name a token", hint)
    ttype = types.get(r.target)
    if own is None or ttype is None:
        return None
    if r.kind == "math":
        return None  # what a math expression can use is decided as it is computed (resolve._compute)
    expected = sub_value_kind(own, r.at)
    actual = sub_value_kind(ttype, r.sub)
    if r.sub and actual is None:
        return None  # the step that goes wrong is found against the value (_substitute)
    if r.kind == "alias" and member_type(own, r.at) is None and r.at:
        return ("core/invalid-reference", f"'{r.text}' sits where a plain value is expected; use a $ref JSON Pointer",
                None)
    if own == "typography" and r.at == ("lineHeight",) and actual == "dimension":
        return None  # a line height that is a length: CSS line-height takes one (resolve warns)
    if expected is not None and actual is not None and expected != actual:
        if r.sub and evaluate(target.value, r.sub, "$value")[1] is not None:
            return None  # the pointer reaches nothing: _substitute says where it stops, not what type it is
        where = f"'{tid}'" if not r.at else f"'{'/'.join(map(str, r.at))}' of '{tid}'"
        return ("core/type-mismatch", f"{where} expects a {expected}, but '{r.text}' is a {actual}",
                f"point at a {expected} token" if expected in types.values() else None)
    return None
