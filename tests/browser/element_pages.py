"""Test pages for the custom elements: only the build's out-dir (its CSS and js/), no docs site.

The element gallery is the standalone gallery of :mod:`.pages` as a product
page would serve it: every card and group as server-rendered element markup
(:func:`skinwright.elements.ssr.upgradable`), upgraded by ``js/index.js``.
The same body without the script is the page before the upgrade.
"""

from __future__ import annotations

from markupsafe import Markup

from skinwright.elements.ssr import upgradable
from skinwright.views.group import render_group

from .pages import MODES, Card, Group, frame, gallery_cards, page_html, write_page

SCRIPT = '<script type="module" src="js/index.js"></script>'


def card_markup(card: Card, spec, **overrides) -> Markup:
    props = {**card.props, **overrides}
    return upgradable(spec, str(card.render(spec, **overrides)), props)


def group_markup(group: Group, card_spec, group_spec, *, open: bool | None = None) -> Markup:
    cards = [card_markup(c, card_spec) for c in group.cards]
    is_open = group.open if open is None else open
    waiting = sum(1 for p in group.phases if p == "awaiting-approval")
    html = render_group(cards, group.phases, instance_id=group.instance_id, open=is_open, heading_level=2,
                        spec=group_spec)
    return upgradable(group_spec, str(html), {"open": is_open, "count": len(cards), "awaitingApproval": waiting,
                                              "headingLevel": 2})


def element_gallery_body(card_spec, group_spec) -> str:
    """The gallery (every phase × variant, the state row, sizes, nested and grouped cards) as elements."""
    return "\n".join(str(group_markup(item, card_spec, group_spec) if isinstance(item, Group)
                         else card_markup(item, card_spec)) for item in gallery_cards())


def element_page(body: str, *, script: bool = True, title: str = "custom elements", root=None) -> str:
    """A page of the out-dir's stylesheets, ``body`` and (with ``script``) the elements' module."""
    return page_html(body + ("\n" + SCRIPT if script else ""), title=title, root=root)


def element_gallery(out, card_spec, group_spec) -> dict[str, str]:
    """Element gallery pages: ``{mode: file}`` for each colour mode, ``rtl``/``ltr`` frames, ``static`` (no script)."""
    body = element_gallery_body(card_spec, group_spec)
    names = {mode: write_page(out, f"elements-{mode}.html", element_page(body, root=root))
             for mode, root in MODES.items()}
    for d in ("ltr", "rtl"):
        names[d] = write_page(out, f"elements-{d}.html", element_page(frame(body, dir=d), root=MODES["light"]))
    names["static"] = write_page(out, "elements-static.html", element_page(body, script=False, root=MODES["light"]))
    names["media"] = write_page(out, "elements-media.html", element_page(body))
    return names
