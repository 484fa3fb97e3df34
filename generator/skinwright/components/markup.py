"""Static markup of any component, from its spec alone: the anatomy tree, the connect rules and part contents.

:func:`render_instance` draws one instance. Which parts appear: the required
ones, those given content (text, or already-rendered markup such as nested
instances), and every part that holds one of those. Each part is its
anatomy element (``parent`` says where it sits) with the attributes
:func:`~.connect.connect` gives it, then its content, then the parts inside
it in anatomy order. Inline siblings (``span``, ``a``, ``time``) are kept
apart by a space, so words stay apart in an accessible name.

Text is escaped with MarkupSafe; only ``markupsafe.Markup`` values (trusted
markup a caller rendered) pass through. Rendering never raises on malformed
content: a mapping or list of data is shown as its JSON text, anything else
as ``str()``.

A component whose markup needs more than this (derived text, a view inside a
part) supplies its own renderer through :mod:`skinwright.plugins`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from markupsafe import Markup, escape

from .connect import Connection, connect
from .spec import ComponentSpec

INLINE = frozenset({"span", "a", "time"})
"""Elements that flow with text: siblings of these are joined by a space."""


def text(value: Any) -> Markup:
    """Escaped text of any value (``None`` → empty); Markup is escaped too: text is never HTML."""
    if value is None:
        return Markup("")
    return escape(str.__str__(value) if isinstance(value, str) else _stringify(value))


def _stringify(value: Any) -> str:
    if isinstance(value, (dict, list, tuple)):
        try:
            return json.dumps(value, ensure_ascii=False, indent=2, sort_keys=True, default=str)
        except (TypeError, ValueError):
            pass
    return str(value)


def content_markup(value: Any) -> Markup:
    """A part's content: trusted Markup as is, a sequence of Markup joined, anything else as escaped text."""
    if isinstance(value, Markup):
        return value
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, Markup) for v in value):
        return Markup("").join(value)
    return text(value)


def part_element(conn: Connection, part: str, children: Markup | str = "", **extra: Any) -> Markup:
    """``part``'s anatomy element with its connect attributes (and ``extra`` ones, escaped) around ``children``;
    an ``extra`` of ``None`` adds nothing, ``False`` removes connect's attribute of that name."""
    tag = next(p.element for p in conn.spec.parts if p.name == part)
    props = conn.part_props(part)
    props.update({k: v for k, v in extra.items() if v is not None})
    props = {k: v for k, v in props.items() if v is not False}
    # Plain joins of escaped pieces: the same markup as Markup.format, several times faster on a page of cards.
    attrs = "".join(f' {escape(name)}="{escape(value)}"' for name, value in props.items())
    return Markup(f"<{tag}{attrs}>{escape(children)}</{tag}>")


def shown_parts(spec: ComponentSpec, parts: Mapping[str, Any]) -> set[str]:
    """The parts an instance draws: required ones, those with content, and every part holding one of them."""
    parent = {p.name: p.parent for p in spec.parts}
    shown: set[str] = set()
    for p in spec.parts:
        if p.required or parts.get(p.name) is not None:
            name: str | None = p.name
            while name is not None and name not in shown:
                shown.add(name)
                name = parent[name]
    shown.add(spec.root)
    return shown


def render_instance(spec: ComponentSpec, props: Mapping[str, Any] | None, parts: Mapping[str, Any] | None, *,
                    instance_id: str, events: tuple[str, ...] = ()) -> Markup:
    """One instance of ``spec`` as HTML (see the module docstring).

    Args:
        props: the component's props (unknown or malformed values take their defaults).
        parts: part name → its content (text, Markup, or a list of Markup); ``None`` leaves a part out.
        instance_id: unique on the page; the DOM ids of referenced parts derive from it.
        events: machine events sent after the machine starts (see :func:`~.connect.connect`).
    """
    parts = parts or {}
    conn = connect(spec, props, instance_id=instance_id, events=events)
    shown = shown_parts(spec, parts)
    tags = {p.name: p.element for p in spec.parts}

    def draw(part: str) -> Markup:
        inner = [content_markup(parts[part])] if parts.get(part) is not None else []
        kids = [c for c in spec.children(part) if c in shown]
        joiner = Markup(" ") if kids and all(tags[c] in INLINE for c in kids) else Markup("")
        inner.append(joiner.join(draw(c) for c in kids))
        return part_element(conn, part, Markup("").join(inner))

    return draw(spec.root)

