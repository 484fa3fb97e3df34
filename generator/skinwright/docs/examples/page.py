"""A live example as Markdown: heading, description, the frame as one raw HTML block, its code panel.

Also the data the page script runs, inlined as JSON: each component's
machine (``data-xh-machine``) and connect rules (``data-xh-connect``), so a
page fetches nothing.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from markupsafe import Markup, escape

from ...markdown import raw_html
from .code import code_panel
from .frame import frame
from .model import Example
from .render import Renderer, render_items


def example_markdown(example: Example, renderer: Renderer, tabs: Callable[[Example, Markup], Sequence[tuple[str, str, str]]],
                     level: int = 3, code: dict[str, list] | None = None, phases: dict | None = None) -> str:
    """One example: heading (``level``), description, the frame, then its code panel.

    A group inside takes the heading level below (WCAG 1.3.1: headings do not skip levels).

    ``tabs(example, source_markup)`` gives the code per framework ``(label,
    language, code)``; the HTML tab shows the component markup of the preview
    (without the docs' own wrappers). The code goes into ``code`` (example id →
    tabs) for :func:`~.code.code_files`; the page has an empty panel for it. A
    demo's markup per phase goes into ``phases`` when given (see :func:`~.frame.frame`).
    """
    renderer.heading_level = min(level + 1, 6)
    rendered = render_items(example, renderer)
    text = [f"{'#' * level} {example.title} {{#{example.id}}}", example.description]
    text.append(raw_html(frame(example, renderer, rendered, phases)))
    # The code is not on the page: it is fetched per framework (see .code); rendered cards
    # and code are kept out of the search index (see frame()).
    example_tabs = list(tabs(example, rendered.source))
    if code is not None:
        code[example.id] = example_tabs
    text.append(raw_html(code_panel(example.id, renderer.scope, example_tabs)))
    return "\n\n".join(text) + "\n"


def json_script(attribute: str, scope: str, data: Mapping[str, Any]) -> str:
    """``data`` as inline JSON for the page script (``</`` escaped so it cannot end the script)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    return f'<script type="application/json" {attribute}="{escape(scope)}">{text}</script>'


PROSE = ("description", "semantics")
"""Keys of the machine's JSON that explain it to people; the page script runs it without them."""


def runnable(data: Any) -> Any:
    """``data`` without its prose (:data:`PROSE`), to keep each page that inlines it light."""
    if isinstance(data, Mapping):
        return {k: runnable(v) for k, v in data.items() if k not in PROSE}
    if isinstance(data, list):
        return [runnable(v) for v in data]
    return data


def machine_script(scope: str, machine: Mapping[str, Any]) -> str:
    """The machine of ``scope`` (``dist/meta/<scope>.machine.json``, less its prose) for the page script."""
    return json_script("data-xh-machine", scope, runnable(machine))


def connect_script(scope: str, connect: Mapping[str, Any]) -> str:
    """The connect rules of ``scope`` (:func:`~skinwright.components.connect.connect_data`) for the page script."""
    return json_script("data-xh-connect", scope, connect)
