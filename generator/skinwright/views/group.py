"""The tool-call group: an accordion over the cards of one assistant turn (seed 001 "组合").

Seed 001: when one turn runs several tools, wrap the cards in an accordion
whose trigger reads "Ran N tools" (运行了 N 个工具), the count in its own element
so the skin can give it ``font-variant-numeric: tabular-nums``; the group's
open state belongs to the accordion (``aria-expanded``), each card keeps its
own. Markup follows the WAI-ARIA APG accordion pattern: the trigger is a
``button`` inside a heading, with ``aria-expanded`` and ``aria-controls``;
the panel has no ``region`` role, since a page of many groups would drown in
landmarks (APG: avoid regions when more than about six panels can be open).

A call awaiting approval must not hide inside a closed group: the trigger
then also holds an ``approval`` part ("1 awaiting approval") — visible, and
part of the trigger's accessible name — and the root carries
``data-awaiting-approval``.
"""

from __future__ import annotations

from collections.abc import Sequence

from markupsafe import Markup

from .common import DEFAULT_OPTIONS, ViewOptions
from .html import element
from .i18n import split_template

SCOPE = "tool-call-group"


def _part(tag: str, name: str, *children, **attrs) -> Markup:
    return element(SCOPE, tag, name, *children, **attrs)


def render_group(cards: Sequence[Markup], phases: Sequence[str], *, instance_id: str,
                 options: ViewOptions = DEFAULT_OPTIONS, open: bool = True, heading_level: int = 2) -> Markup:
    """A ``tool-call-group`` around ``cards`` (already rendered), one phase per card.

    ``instance_id`` (unique among groups on the page) names the trigger and content
    ids, ``tool-call-group:<instance_id>:trigger`` / ``…:content``; ``heading_level``
    (1–6) is the level of the heading that holds the trigger.
    """
    state = "open" if open else "closed"
    count = len(cards)
    label = []
    for literal, name in split_template(options.template("ranTools", count)):
        label.append(_part("span", "count", str(count)) if name == "count" else literal)
    waiting = sum(1 for p in phases if p == "awaiting-approval")
    # Ids as the card writes them (scope:instance:part), so they never collide with a card's.
    trigger_id, content_id = f"{SCOPE}:{instance_id}:trigger", f"{SCOPE}:{instance_id}:content"
    # Spaces between the spans keep the words apart in the trigger's accessible name.
    approval = _part("span", "approval", options.t("awaitingApproval", count=waiting)) if waiting else None
    trigger = _part(
        "button", "trigger",
        _part("span", "indicator", aria_hidden="true", data_state=state),
        _part("span", "label", label),
        [" ", approval] if approval else None,
        type="button", id=trigger_id, aria_expanded="true" if open else "false", aria_controls=content_id,
        data_state=state)
    level = min(max(heading_level, 1), 6)
    return _part("div", "root",
                 _part(f"h{level}", "heading", trigger),
                 _part("div", "content", list(cards), id=content_id, hidden=not open, data_state=state),
                 data_state=state, data_awaiting_approval=waiting > 0)
