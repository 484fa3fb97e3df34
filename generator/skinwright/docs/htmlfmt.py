"""Indent generated markup for the docs' HTML tab, without changing what it renders.

The markup renderers write one line (no whitespace between parts, so nothing
in the DOM depends on formatting). For reading, an element whose children are
only elements and whitespace gets one child per line; an element that holds
text keeps its content on one line, as does anything inside ``pre``,
``textarea``, ``script`` and ``style``. A newline replaces only whitespace
that was already there or sits between elements that are not inline (a
``button`` counts as a box: the skins lay it out as a flex item), so the
indented text renders as the original does.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from html.parser import HTMLParser

VOID = frozenset("area base br col embed hr img input link meta source track wbr".split())
VERBATIM = frozenset(("pre", "textarea", "script", "style", "template"))
INLINE = frozenset("a abbr b bdi bdo cite code em i kbd label mark q s samp small span strong sub sup time u var"
                   .split())


@dataclass
class _Node:
    tag: str | None  # None for text
    attrs: list[tuple[str, str | None]] = field(default_factory=list)
    children: list["_Node"] = field(default_factory=list)
    text: str = ""


class _Tree(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=False)
        self.root = _Node("#root")
        self.stack = [self.root]

    def handle_starttag(self, tag, attrs):
        node = _Node(tag, attrs)
        self.stack[-1].children.append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_startendtag(self, tag, attrs):
        self.stack[-1].children.append(_Node(tag, attrs))

    def handle_endtag(self, tag):
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].tag == tag:
                del self.stack[i:]
                return

    def _text(self, text: str) -> None:
        self.stack[-1].children.append(_Node(None, text=text))

    def handle_data(self, data):
        self._text(data)

    def handle_entityref(self, name):
        self._text(f"&{name};")

    def handle_charref(self, name):
        # MarkupSafe writes quotes as &#34; / &#39;; in text they need no escape.
        self._text({"34": '"', "39": "'"}.get(name, f"&#{name};"))

    def handle_comment(self, data):
        self._text(f"<!--{data}-->")


def _start(node: _Node) -> str:
    attrs = "".join(f" {k}" if v is None or v == "" else f' {k}="{escape(v, quote=True)}"' for k, v in node.attrs)
    return f"<{node.tag}{attrs}>"


def _inline(node: _Node) -> str:
    if node.tag is None:
        return node.text
    if node.tag in VOID:
        return _start(node)
    return _start(node) + "".join(_inline(c) for c in node.children) + f"</{node.tag}>"


def _breakable(node: _Node) -> bool:
    """Children may go one per line: only elements and whitespace, and whitespace (or block
    elements) between every two neighbouring elements."""
    if node.tag in VERBATIM:
        return False
    kids = node.children
    if not any(c.tag is not None for c in kids) or any(c.tag is None and c.text.strip() for c in kids):
        return False
    elements = [i for i, c in enumerate(kids) if c.tag is not None]
    for a, b in zip(elements, elements[1:]):
        spaced = b - a > 1  # whitespace text between them
        if not spaced and (kids[a].tag in INLINE or kids[b].tag in INLINE):
            return False
    return True


def _lines(node: _Node, depth: int, out: list[str], indent: str) -> None:
    pad = indent * depth
    if node.tag is None:
        return  # whitespace between block children
    if node.tag in VOID or not _breakable(node):
        out.append(pad + _inline(node))
        return
    out.append(pad + _start(node))
    for child in node.children:
        _lines(child, depth + 1, out, indent)
    out.append(pad + f"</{node.tag}>")


def indent_html(markup: str, indent: str = "  ") -> str:
    """``markup`` (a fragment) with one element per line where that cannot change rendering.

    Text and character references are kept as written; attribute values are re-escaped.
    """
    tree = _Tree()
    tree.feed(str(markup))
    tree.close()
    out: list[str] = []
    for child in tree.root.children:
        if child.tag is None:
            if child.text.strip():
                out.append(child.text.strip())
            continue
        _lines(child, 0, out, indent)
    return "\n".join(out)
