"""A live example as Markdown: heading, description, the frame as one raw HTML block, its code panel.

Also the data the page script needs, inlined as JSON (``data-xh-elements``):
which module defines each custom element the examples are, the strings the
elements show in the page's language, and the component events to log.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from markupsafe import Markup, escape

from ...components.spec import ComponentSpec
from ...elements.names import tag_name
from ...markdown import raw_html
from .code import code_panel, json_data
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


def elements_script(specs: Mapping[str, ComponentSpec], strings: Mapping[str, Any] = {}) -> Markup:
    """What the page script needs to run the examples on the custom elements, as JSON (:func:`json_data`):
    ``{"elements": {tag: "<component>.element.js"}, "strings": {tag: {...}}, "events": [...]}``: the
    module that defines each element, the ``translations`` of the page's language (component →
    strings; set on every instance that carries none before it upgrades) and the component events
    (the spec's and the machines' emits) the page logs.
    """
    elements, events = {}, set()
    for name in sorted(specs):
        spec = specs[name]
        elements[tag_name(spec)] = f"{name}.element.js"
        events |= {e["name"] for e in spec.events}
        for state in (spec.machine or {}).get("states", {}).values():
            events |= {a["emit"] for ts in state.get("on", {}).values() for t in ts for a in t.get("actions", [])
                       if "emit" in a}
    return json_data("data-xh-elements", "", {"elements": elements, "events": sorted(events),
                                               **({"strings": {tag_name(specs[n]): s for n, s in sorted(strings.items())}}
                                                  if strings else {})})
