"""A tiny element builder: every element gets ``data-scope`` and ``data-part``.

Views build markup only through :func:`element`, so everything a producer
sends is escaped (MarkupSafe) and every element carries the scope/part pair
the skins select on. Text is also made fit for an HTML document first
(:func:`clean`): terminal escape sequences and control characters go, and
characters a document must not hold become U+FFFD. Characters that hide or
reorder text (bidi overrides, zero-width spaces) are shown as their code
points (:func:`reveal`).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from typing import Union

from markupsafe import Markup, escape

# ECMA-48 sequences: CSI, 7- or 8-bit (colours, cursor moves); the string sequences OSC, DCS,
# SOS, PM, APC (window titles, hyperlinks) up to BEL or ST, or the line's end when unterminated;
# then any other ESC sequence (charset, keypad, save cursor). Then the controls HTML forbids in
# text, other than NUL: every C0 but TAB, LF, CR; DEL; every C1 (HTML §13.2.3.5). A lone 8-bit
# string introducer is only dropped itself: in UTF-8 text it is far likelier a stray byte than
# the start of a title, and it must not take the rest of the line with it.
_DROP = re.compile(r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]"
                   r"|\x1b[\]PX^_][^\x07\x1b\x9c\n\r]*(?:\x07|\x1b\\|\x9c)?"
                   r"|\x1b[ -/]*[0-~]"
                   r"|[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
# NUL (as an HTML parser does), lone UTF-16 surrogates (valid in a str decoded from JSON, not in
# UTF-8) and noncharacters become U+FFFD: they stand for something, and it was not text.
_BROKEN = "\x00\ud800-\udfff\ufdd0-\ufdef" + "".join(chr(p << 16 | 0xFFFE) + chr(p << 16 | 0xFFFF) for p in range(17))
_REPLACE = re.compile(f"[{_BROKEN}]")
_UNSAFE = re.compile(f"[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f{_BROKEN}]")  # every sequence starts with one

# Characters that change how text reads without showing themselves: the bidi embeddings,
# overrides and isolates (U+202A–202E, U+2066–2069) and marks (U+200E, U+200F, U+061C), which
# reorder what a reader sees ("Trojan Source", CVE-2021-42574); zero-width space, word joiner,
# invisible operators, a byte order mark inside text, the Mongolian vowel separator; tag
# characters (U+E0000–E007F, used to hide text from readers) except in a flag's tag sequence.
# Code review tools show them (GitHub's hidden-Unicode warning); so does every page here.
# Joiners (U+200C, U+200D) and variation selectors stay: emoji and many scripts need them.
_HIDDEN = "\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff"
_TAGS = "\U000E0000-\U000E007F"
_FLAG = "\U0001F3F4"  # WAVING BLACK FLAG: the base of a subdivision flag's tag sequence
# A run of tag characters is matched whole from its start: not after the flag, nor inside a run.
_INVISIBLE = re.compile(f"[{_HIDDEN}]|(?<![{_FLAG}{_TAGS}])[{_TAGS}]+")

Child = Union[Markup, str, None, Iterable["Child"]]
AttrValue = Union[str, int, bool, None]


def clean(text: str) -> str:
    """``text`` fit for an HTML document, its visible text kept.

    Drops ANSI/ECMA-48 escape sequences (a static page cannot interpret them)
    and the C0/C1 control characters other than TAB, LF and CR; replaces NUL,
    lone surrogates and noncharacters with U+FFFD. Every string a view renders
    (text and attribute values) passes through here.
    """
    if not _UNSAFE.search(text):
        return text
    return _REPLACE.sub("\ufffd", _DROP.sub("", text))


def _code_point(ch: str) -> str:
    return f"\u27e8U+{ord(ch):04X}\u27e9"


def reveal_text(text: str) -> str:
    """``text`` with each invisible or reordering character written as its code point
    (``⟨U+202E⟩``), for places that take plain text (the card's label, a page title)."""
    if not _INVISIBLE.search(text):
        return text
    return _INVISIBLE.sub(lambda m: "".join(map(_code_point, m[0])), text)


def reveal(text: str) -> Markup:
    """``text`` escaped, each invisible or reordering character shown as a ``control`` part:
    its code point as text (``⟨U+202E⟩``), its Unicode name as the title. So ``rm -rf \u202e/
    cod.exe`` reads as written instead of "rm -rf exe.doc /"."""
    if not _INVISIBLE.search(text):
        return escape(text)
    out, pos = [], 0
    for m in _INVISIBLE.finditer(text):
        out.append(escape(text[pos:m.start()]))
        for ch in m[0]:
            out.append(Markup('<span data-scope="tool-result" data-part="control" title="{}">{}</span>').format(
                f"U+{ord(ch):04X} {unicodedata.name(ch, 'FORMAT CHARACTER')}", _code_point(ch)))
        pos = m.end()
    out.append(escape(text[pos:]))
    return Markup("".join(out))


def _flatten(children: Iterable[Child], out: list[str]) -> None:
    for child in children:
        if child is None:
            continue
        if isinstance(child, Markup):
            out.append(child)
        elif isinstance(child, str):
            out.append(reveal(clean(child)))
        else:
            _flatten(child, out)


def element(scope: str, tag: str, part: str, *children: Child, **attrs: AttrValue) -> Markup:
    """``<tag data-scope=… data-part=… attrs…>children</tag>``.

    Attribute names are Python identifiers with ``_`` for ``-`` (``data_kind``
    → ``data-kind``). ``True`` writes a valueless attribute, ``False``/``None``
    omits it, anything else is escaped. Attributes keep the order given.
    String children are escaped; :class:`~markupsafe.Markup` children are
    trusted; ``None`` is skipped; iterables are flattened.
    """
    parts = [f'<{tag} data-scope="{scope}" data-part="{part}"']
    for name, value in attrs.items():
        if value is None or value is False:
            continue
        name = name.rstrip("_").replace("_", "-")
        parts.append(f" {name}" if value is True else f' {name}="{escape(clean(str(value)))}"')
    parts.append(">")
    body: list[str] = []
    _flatten(children, body)
    text = "".join(body)
    if tag == "pre" and text.startswith("\n"):
        text = "\n" + text  # an HTML parser drops the first line break of a pre: output's blank first line stays
    return Markup("".join(parts) + text + f"</{tag}>")


def join(*children: Child) -> Markup:
    """Concatenate children (escaping strings) into one :class:`~markupsafe.Markup`."""
    out: list[str] = []
    _flatten(children, out)
    return Markup("".join(out))
