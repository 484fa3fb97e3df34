"""MkDocs hook: every table Material will wrap sits in a box of its own, so wrapping it restyles only the table.

As it starts, Material for MkDocs wraps each table without a ``class`` in its
scrolling box: it swaps the table for a placeholder and the placeholder for
the box. Material's stylesheet has ``.md-typeset table:not([class]) + *``
(and the skins have ``… > * + *``): sibling rules whose subject is any
element, so in Chromium an element inserted into or removed from a parent
restyles that parent's whole subtree. With the tables straight in the
article, each swap restyled the whole article (on the tool-call page about
500 elements, forced by Material's next measurement inside its
``DOMContentLoaded`` task). In a ``<div class="xh-doc-table">`` of its own,
the swap restyles that box: the table, which is skipped while off screen
(``content-visibility`` in skinwright-docs.css).

The box is a plain block: the scrolling box's margins collapse through it,
so the page looks the same. Zensical ignores ``hooks:``; its pages keep the
tables where they are, which costs time at start-up, not correctness.
"""

from __future__ import annotations

import re

BOX = '<div class="xh-doc-table">'
# A table's start tag (attributes in either quote style) or its end tag.
TAG = re.compile(r"""<table\b(?:[^>"']|"[^"]*"|'[^']*')*>|</table\s*>""", re.IGNORECASE)
CLASS = re.compile(r"""\sclass\s*=""", re.IGNORECASE)


def box_tables(html: str) -> str:
    """``html`` with each ``<table>`` that has no ``class`` attribute (what Material wraps) inside ``BOX``.

    Nested tables are matched to their own end tags; markup inside ``<pre>``
    or code is escaped by then, so it is never seen as a tag. A table without
    an end tag is left as it is.
    """
    inserts, stack = [], []  # inserts: (offset, text) in order; stack: open tables (boxed?, offset)
    for match in TAG.finditer(html):
        if not match.group(0).startswith("</"):
            stack.append((CLASS.search(match.group(0)) is None, match.start()))
        elif stack:
            boxed, start = stack.pop()
            if boxed:
                inserts += [(start, BOX), (match.end(), "</div>")]
    pieces, last = [], 0
    for at, text in sorted(inserts, key=lambda item: item[0]):  # a nested table's box closes inside its parent's
        pieces += [html[last:at], text]
        last = at
    pieces.append(html[last:])
    return "".join(pieces)


def on_page_content(html, **kwargs):
    return box_tables(html)
