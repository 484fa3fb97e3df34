"""Standalone test pages of tool-call cards: the Python markup plus the built CSS, no script.

The gallery covers every phase × variant (with the phase's tone, a summary, a
duration once settled, an input and a result view), a state row, sizes, a
disabled card, long names, failed sub-calls and two groups, so a skin problem
in any state shows up without the docs site. Pages are written next to the
build's ``css/`` folder and link its stylesheets by relative URL.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from markupsafe import Markup, escape

from skinwright.plugins.tool_call import render_tool_call
from skinwright.plugins.tool_call import tone_of_tool_call_phase
from skinwright.views import render_view
from skinwright.views.group import render_group
from tests.specs import shipped_spec

PHASES = ("input-streaming", "input-available", "awaiting-approval", "output-available", "output-error")
VARIANTS = ("outline", "subtle", "ghost")
MODES = {  # label -> attributes on <html> (the token stylesheet's mode selectors)
    "light": {"data-theme": "light", "data-contrast": "base"},
    "dark": {"data-theme": "dark", "data-contrast": "base"},
    "light-more": {"data-theme": "light", "data-contrast": "more"},
    "dark-more": {"data-theme": "dark", "data-contrast": "more"},
}


@dataclass(frozen=True)
class Card:
    """One card of a page: ``instance_id`` (the DOM ids derive from it), props and content."""

    instance_id: str
    props: dict[str, Any]
    content: dict[str, Any] = field(default_factory=dict)

    @property
    def key(self) -> str:
        """The id of an element that identifies the card on the page (its trigger)."""
        return f"tool-call:{self.instance_id}:trigger"

    @property
    def phases(self) -> list[str]:
        return [self.props["phase"]]

    def render(self, spec, **overrides: Any) -> Markup:
        """The card's HTML; ``overrides`` replace props (a phase change, an open state)."""
        return render_tool_call({**self.props, **overrides}, self.content, instance_id=self.instance_id, spec=spec)


@dataclass(frozen=True)
class Group:
    """A tool-call group (APG accordion) around cards."""

    instance_id: str
    cards: tuple[Card, ...]
    open: bool = True

    @property
    def key(self) -> str:
        """The id of the group's content (its trigger has none)."""
        return f"tool-call-group:{self.instance_id}:content"

    @property
    def phases(self) -> list[str]:
        return [c.props["phase"] for c in self.cards]

    def render(self, spec, *, open: bool | None = None, **_: Any) -> Markup:
        """The group's HTML (cards as given); ``open`` replaces the group's own state."""
        return render_group([c.render(spec) for c in self.cards], self.phases, instance_id=self.instance_id,
                            open=self.open if open is None else open, heading_level=2, spec=shipped_spec("tool-call-group"))


def _content(phase: str, variant: str) -> dict[str, Any]:
    view = render_view("terminal", {"title": "grep -rn 'needle' src/", "cwd": "/home/dev/project"},
                       {"output": "src/app.py:12: needle = 1\nsrc/lib/util.py:3: # needle", "exitCode": 0}
                       if phase in ("output-available", "output-error") else None)
    return {
        "label": "search_files",
        # Distinct summaries keep the regions' names (the trigger's text) distinct, as on a real page.
        "summary": f"src/{variant}/**/*.py",
        # The outline row shows the terminal view's call side (command, working directory), the others JSON text.
        "input": view.call if variant == "outline" else '{"pattern": "needle", "path": "src/"}',
        "output": view.result or None,
        "error": "Permission denied: /etc/shadow" if phase == "output-error" else None,
        "approval": "Allow search_files to read src/?" if phase == "awaiting-approval" else None,
    }


def _with_failed_sub_call(instance_id: str, open: bool) -> Card:
    child = render_tool_call({"phase": "output-error", "open": False}, {"label": "fetch_page", "error": "timeout"},
                             instance_id=f"{instance_id}-child", spec=shipped_spec("tool-call"))
    return Card(instance_id, {"phase": "output-available", "open": open, "startTime": 0, "endTime": 900},
                {"label": "dispatch_agent", "summary": f"{instance_id}: 1 sub-call", "output": child})


STATES = {phase: f"tool-call:state-{phase}:trigger" for phase in PHASES} | {
    "output-available with a failed sub-call": "tool-call:state-sub-call-failed:trigger"}
"""The state row (toneless, collapsed, outline): state name → the card's trigger id."""


def gallery_cards() -> list[Card | Group]:
    """Every phase × variant (open, with the phase's tone), the state row, sizes, disabled, long and nested cards, groups.

    The state row shows each phase, and a done card with a failed sub-call, collapsed and toneless:
    what must still tell the states apart without colour.
    """
    cards = []
    for variant in VARIANTS:
        for phase in PHASES:
            props = {"phase": phase, "variant": variant, "tone": tone_of_tool_call_phase(phase, shipped_spec("tool-call")), "open": True}
            if phase.startswith("output-"):
                props.update(startTime=1_000, endTime=2_350)
            cards.append(Card(f"{variant}-{phase}", props, _content(phase, variant)))
    for phase in PHASES:
        cards.append(Card(f"state-{phase}", {"phase": phase, "open": False},
                          {"label": "read_file", "summary": "README.md",
                           "error": "not found" if phase == "output-error" else None}))
    cards += [
        _with_failed_sub_call("state-sub-call-failed", open=False),
        Card("size-sm", {"phase": "output-available", "size": "sm", "open": False},
             {"label": "read_file", "summary": "docs/index.md"}),
        Card("size-lg", {"phase": "input-available", "size": "lg", "open": False},
             {"label": "fetch_url", "summary": "https://example.org/a/very/long/path"}),
        Card("disabled", {"phase": "output-available", "disabled": True, "open": False},
             {"label": "list_dir", "summary": "/"}),
        Card("long", {"phase": "output-available", "open": True},
             {"label": "a_tool_with_an_extremely_long_unbroken_name_" + "x" * 60,
              "output": "y" * 400}),
        _with_failed_sub_call("nested-open", open=True),
        Group("group-open", (Card("group-open-a", {"phase": "output-available", "open": False},
                                  {"label": "list_dir", "summary": "src/"}),
                             Card("group-open-b", {"phase": "input-available", "open": True},
                                  {"label": "run_tests", "summary": "pytest -q", "input": "pytest -q tests/"}))),
        Group("group-closed", (Card("group-closed-a", {"phase": "awaiting-approval", "open": False},
                                    {"label": "delete_file", "summary": "build/", "approval": "Allow delete_file?"}),),
              open=False),
    ]
    return cards


def flat(items: list[Card | Group]) -> list[Card]:
    """The cards of ``items``, grouped ones included (sub-calls are content, not listed)."""
    return [c for item in items for c in (item.cards if isinstance(item, Group) else (item,))]


def count_cards(html: str) -> int:
    """How many tool-call cards a page's markup holds (sub-calls and grouped cards included)."""
    return html.count('data-scope="tool-call" data-part="root"')


PAGE = """<!doctype html>
<html lang="en"{root}><head><meta charset="utf-8"><title>{title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
{links}
<style>
  body {{ margin: 0; padding: 16px; background: var(--xh-bg-canvas, Canvas); color: var(--xh-fg-default, CanvasText);
         font-family: system-ui, sans-serif; }}
  main, .frame {{ display: grid; gap: 12px; }}
  main {{ max-inline-size: 720px; }}
</style></head>
<body><main id="content">
<h1>{title}</h1>
{body}
</main></body></html>
"""


def attrs(mapping: dict[str, str] | None) -> str:
    """`` name="value"`` pairs, escaped, in the given order."""
    return "".join(f' {k}="{escape(v)}"' for k, v in (mapping or {}).items())


STYLESHEETS = ("css/tokens.css", "css/family/motion.css", "css/tool-call-group.css", "css/tool-call.css",
               "css/tool-result.css")
"""The build's stylesheets, in the order a product page links them."""


def stylesheets(tool_call: str = "css/tool-call.css") -> tuple[str, ...]:
    """:data:`STYLESHEETS` with another tool-call skin (a broken fixture) in its place."""
    return tuple(tool_call if href == "css/tool-call.css" else href for href in STYLESHEETS)


def page_html(body: str, *, title: str = "tool-call cards", root: dict[str, str] | None = None,
              css: tuple[str, ...] = STYLESHEETS) -> str:
    """A complete page: the stylesheets linked in order, ``body`` inside ``<main id="content">``."""
    links = "\n".join(f'<link rel="stylesheet" href="{href}">' for href in css)
    return PAGE.format(root=attrs(root), title=escape(title), links=links, body=body)


def frame(html: str, **attributes: str) -> str:
    """``html`` inside a ``<div class="frame">`` carrying ``attributes`` (``dir``, ``data-motion`` …)."""
    return f'<div class="frame"{attrs({k.replace("_", "-"): v for k, v in attributes.items()})}>{html}</div>'


def write_page(out: Path, name: str, html: str) -> str:
    """Write ``html`` to ``out/name`` and return ``name`` (the URL path under the served folder)."""
    (out / name).write_text(html, encoding="utf-8")
    return name


def gallery_body(spec, items: list[Card | Group] | None = None) -> str:
    """The gallery's HTML, one item per line."""
    items = gallery_cards() if items is None else items
    return "\n".join(str(item.render(spec)) for item in items)
