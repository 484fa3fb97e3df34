"""The tool-call group: an accordion over the cards of one assistant turn.

When one turn runs several tools, wrap the cards in an accordion
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

Every attribute comes from the component's connect rules
(``styles/tool-call-group/spec.yaml``), as the card's do from its own.
"""

from __future__ import annotations

from collections.abc import Sequence

from markupsafe import Markup

from ..components.connect import connect
from ..components.spec import ComponentSpec
from .common import DEFAULT_OPTIONS, ViewOptions
from .html import element, join
from .i18n import split_template

SCOPE = "tool-call-group"


def render_group(cards: Sequence[Markup], phases: Sequence[str], *, instance_id: str,
                 options: ViewOptions = DEFAULT_OPTIONS, open: bool = True, heading_level: int = 2,
                 spec: ComponentSpec) -> Markup:
    """A ``tool-call-group`` around ``cards`` (already rendered), one phase per card.

    ``instance_id`` (unique among groups on the page) names the content's id,
    ``tool-call-group:<instance_id>:content`` (the card's scope:instance:part
    scheme); ``open`` is passed as the controlled ``open`` prop;
    ``heading_level`` (1–6, clamped) is the level of the heading that holds the
    trigger. ``spec`` is the group's spec, as the project loaded it.
    """
    count = len(cards)
    waiting = sum(1 for p in phases if p == "awaiting-approval")
    conn = connect(spec, {"count": count, "awaitingApproval": waiting, "open": bool(open)}, instance_id=instance_id)

    def part(name: str, *children, tag: str | None = None) -> Markup:
        tag = tag or next(p.element for p in spec.parts if p.name == name)
        return element(SCOPE, tag, name, *children, **_attrs(conn.part_props(name)))

    label = [part("count", str(count)) if field == "count" else literal
             for literal, field in split_template(options.template("ranTools", count))]
    # Spaces between the spans keep the words apart in the trigger's accessible name.
    approval = [" ", part("approval", options.t("awaitingApproval", count=waiting))] if waiting else None
    trigger = part("trigger", part("indicator"), part("label", label), approval)
    level = min(max(int(heading_level), 1), 6)
    return part("root", part("heading", trigger, tag=f"h{level}"), part("content", join(*cards)))


def _attrs(props: dict[str, str]) -> dict[str, str | bool]:
    # connect's attribute names → element()'s keywords; "" (a valueless attribute) → True.
    return {name.replace("-", "_"): (True if value == "" else value)
            for name, value in props.items() if name not in ("data-scope", "data-part")}
