"""Markdown the package writes: escaped table cells, tables, fenced code, raw HTML blocks.

Every generated page part (API tables, parts tables, the CLI and lint rule
references, live examples) goes through these, so the escaping rules live in
one place. They follow what both GitHub Flavored Markdown and Python-Markdown
(MkDocs) read the same way.
"""

from __future__ import annotations

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
