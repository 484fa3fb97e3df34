"""The result views: what the ``tool-result`` component needs beyond its spec.

Its parts are drawn by the render-intent views (:mod:`skinwright.views`),
not by one instance tree, so its examples hold ``view`` items (an intent, a
call side and a result side) and its anatomy section shows, per intent, the
part tree each side draws (from the page's first example of that intent),
then the parts table.

Its custom element draws the same views from its ``call`` and ``result``
props in the browser: its hooks (``tool_result.js``) import
``js/tool-result.views.js`` (:mod:`skinwright.views.browser`) the first time
there is data to draw.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from markupsafe import Markup

from ..docs.snippets.js import Consts, El
from ..docs.snippets.names import Names
from ..markdown import fence
from . import ItemKind, Plugin

NAME = "tool-result"


@dataclass(frozen=True)
class ViewItem:
    """One result view on its own: intent, call side, result side."""

    intent: Any
    call: Any = None
    result: Any = None
    kind = "view"


def _load(value, at, ctx) -> ViewItem:
    return ViewItem(value.get("intent", "generic"), value.get("call"), value.get("result"))


def _render(item: ViewItem, renderer, example) -> tuple[Markup, Markup]:
    """The call side and the result side, each under a caption (the captions are the docs' own).

    In the preview each side sits in the result element (laid out as if it were not there), which
    binds its parts' events: a location's click fires ``locationclick``, as in a product page.
    """
    from ..elements.names import tag_name
    from ..views import render_view
    from ..docs.words import word
    from ..views.common import ViewOptions

    view = render_view(item.intent, item.call, item.result, ViewOptions(locale=example.locale))
    page = renderer.locale  # the captions are in the page's language, the card's strings in the example's
    sides = [(word(page, key), markup) for key, markup in (("side.call", view.call), ("side.result", view.result))
             if markup]
    tag = tag_name(renderer.specs[NAME])
    shown = Markup("").join(Markup('<div class="xh-doc-side"><div class="xh-doc-side__label">{}</div>'
                                   '<{} class="xh-doc-live">{}</{}></div>').format(label, Markup(tag), markup, Markup(tag))
                            for label, markup in sides)
    return Markup('<div class="xh-doc-view">{}</div>').format(shown), Markup("").join(m for _, m in sides)


@dataclass
class ViewUnit:
    """A view alone in a snippet: one result component per side the view has (call, then result)."""

    item: ViewItem
    component = NAME
    phase = None

    def _els(self, tag: str, consts: Consts) -> list[El]:
        from .tool_call import view_el

        intent = self.item.intent if isinstance(self.item.intent, str) else "generic"
        return [view_el(tag, intent, side, data, consts)
                for side, data in (("call", self.item.call), ("result", self.item.result)) if data is not None]

    def element(self, names: Names, consts: Consts) -> list[El]:
        return self._els(names.element(NAME), consts)


def _anatomy(spec, examples, renderer) -> str:
    """Content tabs, one per render intent: the parts its call side and result side draw; then the parts table.

    Each tree comes from the first ``view`` example of that intent on the page,
    so the trees show real output, not a second description of it.
    """
    from ..docs.component_page import part_tree, parts_table
    from ..views import INTENTS, render_view
    from ..views.common import DEFAULT_OPTIONS

    first: dict[str, ViewItem] = {}
    for example in examples:
        for item in example.items:
            if isinstance(item, ViewItem) and item.intent in INTENTS and item.intent not in first:
                first[item.intent] = item
    out = []
    for intent in (i for i in INTENTS if i in first):
        item = first[intent]
        view = render_view(intent, item.call, item.result, DEFAULT_OPTIONS)
        trees = "\n\n".join(part_tree(m, spec.name) for m in (view.call, view.result) if m)
        out.append(f'=== "{intent}"\n\n{fence(trees, "text")}')
    return (("\n\n".join(out) + "\n\n") if out else "") + parts_table(spec, renderer.locale)


def _modules(spec) -> dict[str, str]:
    from ..views.browser import views_files

    return views_files(spec)


PLUGIN = Plugin(
    component=NAME,
    anatomy=_anatomy,
    element="tool_result.js",
    modules=_modules,
    items=(ItemKind("view", {
        "type": "object", "additionalProperties": False,
        "description": "One result view without a card: the render intent (any other name renders generic), the call "
                       "side and the result side.",
        "properties": {"intent": {"type": "string"}, "call": {}, "result": {}}},
        load=_load, render=_render, snippet=lambda item, ctx: ViewUnit(item)),),
)
