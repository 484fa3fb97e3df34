"""The tool-call group: the accordion over one turn's cards, and what it needs beyond its spec.

Its header text ("Ran N tools", the count in a part of its own) and the
approval marker come from the calls it holds, so an instance renders through
:func:`skinwright.views.group.render_group`: the ``content`` part's items are
drawn first and counted (and those awaiting approval). On a docs page a group
renders open unless its props say ``open: false``; in a snippet, as
``defaultOpen``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from markupsafe import Markup

from ..docs.snippets.js import Consts, El, Lit
from ..docs.snippets.names import Names
from . import Plugin

NAME = "tool-call-group"
WAITING = "awaiting-approval"


def _render(renderer, item, example, *, instance_id: str | None, phase: str | None = None, actions=None) -> Markup:
    from .tool_call import render_group_of

    members = item.parts.get("content") or ()
    cards = [renderer.item(i, example)[0] for i in members]
    return render_group_of(renderer, cards, [renderer.phase_of(i) for i in members], example,
                           open=item.props.get("open", True), instance_id=instance_id)


@dataclass
class GroupUnit:
    """A group in a snippet: its props from the cards it holds, the cards in its content."""

    cards: list[Any]
    open: bool
    component = NAME
    phase = None

    def _props(self) -> list:
        waiting = sum(1 for c in self.cards if c.phase == WAITING)
        props = [("count", Lit(len(self.cards)))]
        if waiting:
            props.append(("awaitingApproval", Lit(waiting)))
        return props + [("defaultOpen", Lit(self.open))]

    def element(self, names: Names, consts: Consts) -> list[El]:
        return [El(names.element(NAME), self._props(), [el for c in self.cards for el in c.element(names, consts)])]


def _snippet(item, ctx) -> GroupUnit:
    cards = [u for u in (ctx.unit(i) for i in item.parts.get("content") or ()) if u is not None]
    return GroupUnit(cards, item.props.get("open", True))


PLUGIN = Plugin(component=NAME, render=_render, snippet=_snippet, element="tool_call_group.js")
