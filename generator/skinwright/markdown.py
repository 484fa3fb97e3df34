"""Markdown the package writes: escaped table cells, tables, fenced code, raw HTML blocks.

Every generated page part (API tables, parts tables, the CLI and lint rule
references, live examples) goes through these, so the escaping rules live in
one place. They follow what both GitHub Flavored Markdown and Python-Markdown
(MkDocs) read the same way.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Sequence
from typing import Any

from markupsafe import Markup

_MD_SPECIAL = re.compile(r"([\\`*_\[\]|#])")


def md_text(text: Any) -> str:
    """Plain text safe inside a Markdown table cell (GFM and Python-Markdown).

    Markdown punctuation and ``|`` are backslash-escaped, ``<``/``>``/``&``
    become entities (no raw HTML), newlines become spaces.
    """
    s = " ".join(str(text).split())
    s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return _MD_SPECIAL.sub(r"\\\1", s)


def md_code(text: Any) -> str:
    """Inline code safe inside a table cell.

    A ``|`` cannot sit inside a code span portably (GFM splits the cell,
    Python-Markdown shows the backslash), so text with pipes becomes several
    code spans joined by an escaped ``\\|``.
    """
    s = " ".join(str(text).split())
    if "|" in s:
        return " \\| ".join(md_code(part.strip()) for part in s.split("|") if part.strip())
    fence = "`" * (max((len(m) for m in re.findall(r"`+", s)), default=0) + 1)
    pad = " " if s.startswith("`") or s.endswith("`") else ""
    return f"{fence}{pad}{s}{pad}{fence}"


def pipes(text: str) -> str:
    """``|`` as ``&#124;``: cell text that is already Markdown (or HTML) keeps its meaning and its cell."""
    return text.replace("|", "&#124;")


def table(head: Sequence[str], rows: Iterable[Sequence[str]]) -> list[str]:
    """A Markdown table as lines: the header cells, ``|---|`` per column, one line per row.

    Cells are written as given: escape them first (:func:`md_text`,
    :func:`md_code`, :func:`pipes`).
    """
    return ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|",
            *("| " + " | ".join(row) + " |" for row in rows)]


def fence(code: str, lang: str, indent: str = "    ") -> str:
    """``code`` as a fenced block (longer fence than any backtick run inside), indented for a tab."""
    run = max((len(m) for m in re.findall(r"`+", code)), default=0)
    marks = "`" * max(3, run + 1)
    body = "\n".join(indent + line if line.strip() else "" for line in code.rstrip("\n").split("\n"))
    return f"{indent}{marks}{lang}\n{body}\n{indent}{marks}"


def raw_html(markup: Markup) -> str:
    """Markup safe to paste into Markdown as one raw HTML block.

    Backticks become ``&#96;`` and line breaks ``&#10;`` (the same characters
    to the browser, also inside ``pre``), so the block is one line: no line of
    producer text can open a fenced code block or end the block early.
    """
    return str(markup).replace("`", "&#96;").replace("\r", "&#13;").replace("\n", "&#10;")


_CODE_SPAN = re.compile(r"(`+)(?:.|\n)*?(?<!`)\1(?!`)")
_INLINE_LINK = re.compile(r"(!?)\[((?:[^\[\]\\]|\\.)*)\]\(((?:[^()]|\([^()]*\))*)\)")
_LINK_DEFINITION = re.compile(r"^ {0,3}\[(?:[^\]\\]|\\.)+\]:\s*<?(\S*?)>?(?:\s.*)?$", re.M)
_SAFE_SCHEMES = ("http", "https", "mailto")


def safe_target(url: str) -> bool:
    """Whether a link target in prose is a page to go to: relative, ``#anchor``, or ``http``/``https``/``mailto``
    (as decoded by the browser: entities, and the tabs and line breaks URL parsing drops)."""
    plain = re.sub(r"[\x00-\x20<>]", "", html.unescape(url)).lower()
    scheme = re.match(r"([a-z][a-z0-9+.-]*):", plain)
    return scheme is None or scheme.group(1) in _SAFE_SCHEMES


def safe_prose(text: str) -> str:
    """Prose from a spec or example (Markdown) without raw HTML and without links that run script.

    ``<`` outside code spans becomes ``&lt;`` (Markdown shows it as ``<``; no
    element or comment can start), and a link or image whose target is not
    relative, ``#``, ``http(s)`` or ``mailto`` (``javascript:``, ``data:``,
    ``vbscript:``) keeps only its text, as GitHub and Material's own
    sanitizing renderers do. Code spans are Markdown's to escape and stay as
    written (`` `<button>` ``). The result is the text every output takes:
    the docs pages, the editor data, the metadata.
    """
    if "<" not in text and ":" not in text and "&" not in text:  # "&": a colon spelt as a reference (&#58;)
        return text
    out, at = [], 0
    for m in _CODE_SPAN.finditer(text):
        out.append(_prose_outside_code(text[at:m.start()]))
        out.append(m.group(0))
        at = m.end()
    out.append(_prose_outside_code(text[at:]))
    return "".join(out)


def _prose_outside_code(text: str) -> str:
    text = text.replace("<", "&lt;")
    text = _INLINE_LINK.sub(lambda m: m.group(0) if safe_target(m.group(3)) else m.group(2), text)
    return _LINK_DEFINITION.sub(lambda m: m.group(0) if safe_target(m.group(1)) else "", text)


def attribute_text(text: str) -> str:
    """Prose (:func:`safe_prose`) as text safe where a template prints it inside an HTML attribute without
    escaping it (Material's ``<meta name="description" content="…">``): its character references read, then
    ``&``, ``<``, ``>`` and both quotes written as references."""
    return html.escape(html.unescape(text), quote=True)
