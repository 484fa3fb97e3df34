"""A tiny element builder: every element gets ``data-scope`` and ``data-part``.

Views build markup only through :func:`element`, so everything a producer
sends is escaped (MarkupSafe) and every element carries the scope/part pair
the skins select on. Text is also made safe to serialise: NUL and lone UTF-16
surrogates (valid in a Python ``str`` decoded from JSON, not in an HTML
document or UTF-8) become U+FFFD, as an HTML parser would do with NUL.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Union

from markupsafe import Markup, escape

_UNSAFE = re.compile("[\x00\ud800-\udfff]")

Child = Union[Markup, str, None, Iterable["Child"]]
AttrValue = Union[str, int, bool, None]


def clean(text: str) -> str:
    """``text`` with NUL and lone surrogates replaced by U+FFFD."""
    return _UNSAFE.sub("\ufffd", text) if _UNSAFE.search(text) else text


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
