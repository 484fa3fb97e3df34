"""A tiny element builder: every element gets ``data-scope`` and ``data-part``.

Views build markup only through :func:`element`, so everything a producer
sends is escaped (MarkupSafe) and every element carries the scope/part pair
the skins select on. Text is also made fit for an HTML document first
(:func:`clean`): terminal escape sequences and control characters go, and
characters a document must not hold become U+FFFD.
"""

from __future__ import annotations

import re
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


def _flatten(children: Iterable[Child], out: list[str]) -> None:
    for child in children:
        if child is None:
            continue
        if isinstance(child, Markup):
            out.append(child)
        elif isinstance(child, str):
            out.append(escape(clean(child)))
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
    return Markup("".join(parts) + "".join(body) + f"</{tag}>")


def join(*children: Child) -> Markup:
    """Concatenate children (escaping strings) into one :class:`~markupsafe.Markup`."""
    out: list[str] = []
    _flatten(children, out)
    return Markup("".join(out))
