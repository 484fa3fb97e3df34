"""Token id → CSS custom property name: documented, stable and injective.

``--{prefix}-{segments joined by "-"}``: ``space.0_5`` → ``--xh-space-0_5``,
``text.caption.size`` → ``--xh-text-caption-size``, ``2x-large`` stays
``2x-large``; ``_`` and ``-`` are kept as written (never merged or converted),
letters keep their case, non-ASCII letters are kept (CSS Syntax 3 §4.2: any
code point ≥ U+0080 is an ident code point), a ``$root`` segment is dropped
(the group's own token is the group's name), and any other character is
escaped as CSS Syntax 3 §2.1 allows (``a b`` → ``a\\ b``). Joining with ``-``
can map two ids to one name (``a.b-c`` and ``a-b.c``); :func:`css_names`
reports that as ``core/name-collision`` naming both sources.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Iterable

from ..diagnostics import Diagnostic, Report
from .model import ROOT, Token
from .types import registry

_SAFE = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
_SAFE_SEGMENT = re.compile(r"[A-Za-z0-9_\-\u0080-\U0010ffff]*\Z")


@lru_cache(maxsize=65536)
def escape_segment(segment: str) -> str:
    """Escape one path segment for use inside a CSS ident (CSS Syntax 3 §2.1, "escaping")."""
    if _SAFE_SEGMENT.match(segment):
        return segment
    out = []
    for c in segment:
        if c in _SAFE or ord(c) >= 0x80:
            out.append(c)
        elif c.isprintable() and c != "\x7f":
            out.append("\\" + c)
        else:
            out.append(f"\\{ord(c):x} ")
    return "".join(out)


def css_name(prefix: str, path: Iterable[str]) -> str:
    """The custom property for a token path: ``css_name("xh", ("fg", "default"))`` → ``"--xh-fg-default"``."""
    parts = [escape_segment(p) for p in path if p != ROOT]
    return "--" + "-".join([prefix, *parts]) if prefix else "--" + "-".join(parts)




def _shown(text: str) -> str:
    """``text`` with combining marks escaped, so two spellings that render alike read differently."""
    return "".join(f"\\u{ord(c):04x}" if unicodedata.combining(c) else c for c in text)


def css_names(tokens: dict[str, Token], types: dict[str, str], prefix: str, report: Report) -> dict[str, str]:
    """Token id → custom property name; two ids sharing a name is ``core/name-collision``.

    Typography tokens also claim one name per member (``--xh-typography-body-font-size``),
    so those count for collisions too. Names that differ only in Unicode
    normalisation (``é`` as one code point or as ``e`` + U+0301) look alike
    and are one name to anyone reading or typing them, so they collide too
    (compared in NFC, Unicode Standard Annex #15).
    """
    multi = {t: tt.css_members for t, tt in registry().items() if tt.css_members}
    names: dict[str, str] = {}
    owner: dict[str, str] = {}
    composed: dict[str, str] = {}  # NFC of a non-ASCII claim → its first owner
    start = f"--{prefix}-" if prefix else "--"
    for tid, tok in tokens.items():
        path = tok.path
        name = css_name(prefix, path) if ROOT in path else start + "-".join(map(escape_segment, path))
        extra = multi.get(types.get(tid))
        if not extra and name not in owner and name.isascii():  # the common case: a new ASCII name, one claim
            owner[name] = tid
            names[tid] = name
            continue
        claims = [name]
        if extra:
            claims += [f"{name}-{suffix}" for _, suffix in extra]
        for claim in claims:
            other = owner.get(claim)
            if other is not None:
                first = tokens[other]
                report.add(Diagnostic(
                    "core/name-collision", f"tokens '{other}' and '{tid}' both become {claim}",
                    tok.position(), "error", "rename one of them; CSS names join path segments with '-'",
                    ((first.position(), f"'{other}' is defined here"),)))
                continue
            owner[claim] = tid
            if not claim.isascii():
                nfc = unicodedata.normalize("NFC", claim)
                other = composed.setdefault(nfc, tid)
                if other != tid:
                    report.add(Diagnostic(
                        "core/name-collision", f"tokens '{_shown(other)}' and '{_shown(tid)}' differ only in Unicode "
                        f"normalisation: both read {nfc}", tok.position(), "error",
                        "spell both names with the same code points (editors usually write the composed form, NFC)",
                        ((tokens[other].position(), f"'{_shown(other)}' is defined here"),)))
        names[tid] = name
    return names
