"""A live example as Markdown: heading, description, the frame as one raw HTML block, code tabs.

Also the data the page script runs, inlined as JSON: each component's
machine (``data-xh-machine``) and connect rules (``data-xh-connect``), so a
page fetches nothing.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from markupsafe import Markup, escape

from ...markdown import fence, raw_html
from .frame import frame
from .model import Example
from .render import Renderer, render_items


def example_markdown(example: Example, renderer: Renderer, tabs: Callable[[Example, Markup], Sequence[tuple[str, str, str]]],
                     level: int = 3) -> str:
    """One example: heading (``level``), description, the frame, then code tabs ``(label, language, code)``.

    A group inside takes the heading level below (WCAG 1.3.1: headings do not skip levels).

    ``tabs(example, source_markup)`` gives the tabs; the HTML tab shows the
    component markup of the preview (without the docs' own wrappers).
    """
    renderer.heading_level = min(level + 1, 6)
    rendered = render_items(example, renderer)
    text = [f"{'#' * level} {example.title} {{#{example.id}}}", example.description]
    origin = f"from {escape(example.source)} · " if example.source else ""
    text[-1] += f"\n<small class=\"xh-doc-source\">{origin}data: <code>{escape(example.path)}</code></small>"
    text.append(raw_html(frame(example, renderer, rendered)))
    # Rendered cards and code are kept out of the search index (see frame()).
    text.append('<section class="xh-doc-code" markdown="1" data-search-exclude>')
    for label, lang, code in tabs(example, rendered.source):
        text.append(f'=== "{label}"\n\n{fence(code, lang)}')
    text.append("</section>")
    return "\n\n".join(text) + "\n"


def json_script(attribute: str, scope: str, data: Mapping[str, Any]) -> str:
    """``data`` as inline JSON for the page script (``</`` escaped so it cannot end the script)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    return f'<script type="application/json" {attribute}="{escape(scope)}">{text}</script>'


def machine_script(scope: str, machine: Mapping[str, Any]) -> str:
    """The machine of ``scope`` (``dist/meta/<scope>.machine.json``) for the page script."""
    return json_script("data-xh-machine", scope, machine)


def connect_script(scope: str, connect: Mapping[str, Any]) -> str:
    """The connect rules of ``scope`` (:func:`~skinwright.components.connect.connect_data`) for the page script."""
    return json_script("data-xh-connect", scope, connect)
