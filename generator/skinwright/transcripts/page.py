"""One self-contained static HTML page of a transcript's tool calls.

The page inlines every stylesheet it is given (no links, no network), needs
no script to be read (cards and groups are rendered open), and carries one
small inline script that toggles any ``[data-part="trigger"][aria-controls]``
(cards and groups alike) and turns a click on a ``location`` button into a
bubbling ``locationclick`` event with ``detail.location = {path, line}``
(seed 002), for a host that embeds the page.

Each turn's calls become tool-call cards (``render_tool_call``, INTERFACES §5);
a turn with more than one call is wrapped in a ``tool-call-group`` (seed 001:
"一轮中运行多次工具时，外层使用手风琴分组").
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence

import tinycss2
from markupsafe import Markup, escape

from ..calls import ToolCall
from ..views.card import CardRenderer, render_card
from ..views.common import DEFAULT_OPTIONS, ViewOptions
from ..views.html import clean

# The page's own chrome (body, the column of cards and groups); every part of
# a card, a group or a view is styled by its component's skin. In a layer
# declared first, so every skin wins over it.
PAGE_CSS = """\
@layer skinwright-page {
  body { margin: 0; background: var(--xh-bg-canvas, Canvas); color: var(--xh-fg-default, CanvasText);
    font-family: var(--xh-font-family-sans, system-ui, sans-serif); }
  main { max-inline-size: 60rem; margin-inline: auto; padding: var(--xh-space-6, 1.5rem) var(--xh-space-4, 1rem);
    display: flex; flex-direction: column; gap: var(--xh-space-3, 0.75rem); }
}
"""

SCRIPT = """\
document.addEventListener("click", function (event) {
  var loc = event.target.closest('[data-part="location"][data-path]');
  if (loc) {
    var line = loc.getAttribute("data-line");
    loc.dispatchEvent(new CustomEvent("locationclick", {bubbles: true,
      detail: {location: {path: loc.getAttribute("data-path"), line: line ? Number(line) : undefined}}}));
    return;
  }
  var trigger = event.target.closest('[data-part="trigger"][aria-controls]');
  if (!trigger || trigger.hasAttribute("data-disabled")) return;
  var panel = document.getElementById(trigger.getAttribute("aria-controls"));
  if (!panel) return;
  var open = trigger.getAttribute("aria-expanded") !== "true", state = open ? "open" : "closed";
  var scope = trigger.getAttribute("data-scope");
  var root = trigger.closest('[data-scope="' + scope + '"][data-part="root"]');
  trigger.setAttribute("aria-expanded", String(open));
  [root, trigger, panel].concat(Array.prototype.slice.call(trigger.querySelectorAll('[data-part="indicator"]')))
    .forEach(function (el) { if (el) el.setAttribute("data-state", state); });
  panel.hidden = !open;
  panel.inert = !open;
});
"""

_STYLE_END = re.compile(r"</(style)", re.IGNORECASE)


def inline_css(text: str) -> str:
    """``text`` made safe inside ``<style>``: ``@import`` rules removed (the imported sheets are
    inlined by the caller in their own right, and a file page must not fetch), and ``</style``
    escaped (``\\/`` is a valid CSS escape for ``/``)."""
    if "@import" in text:
        rules = tinycss2.parse_stylesheet(text, skip_comments=False, skip_whitespace=False)
        text = tinycss2.serialize(r for r in rules if not (r.type == "at-rule" and r.lower_at_keyword == "import"))
    return _STYLE_END.sub(r"<\\/\1", text)


def render_transcript_page(records: Sequence[Sequence[ToolCall]], *, title: str, css: Mapping[str, str],
                           options: ViewOptions = DEFAULT_OPTIONS, tool_kinds: Mapping[str, str] | None = None,
                           dir: str = "ltr", card: CardRenderer, group: CardRenderer) -> str:
    """The page (an HTML document as text) for ``records``, the tool calls of each turn in order.

    Args:
        records: the calls grouped by turn, as :attr:`Transcript.turns`.
        title: the page's ``<title>`` and heading.
        css: stylesheet name → CSS text, inlined in this order (e.g. ``tokens.css``,
            ``family/motion.css``, ``tool-call.css``); names are only labels.
        options: locale (also the page's ``lang``), line cap, sub-call depth.
        tool_kinds: extra tool-name → kind table (:func:`skinwright.classify.tool_kinds`).
        dir: ``ltr`` or ``rtl``, the page direction.
        card: the card renderer (``render_tool_call`` with the project's tool-call spec).
        group: the group renderer (``render_group`` with the project's group spec).
    """
    ids = (f"tc{n}" for n in itertools.count(1))
    groups = itertools.count(1)
    body: list[Markup] = []
    for calls in records:
        cards = [render_card(c, ids, options, tool_kinds=tool_kinds, card=card) for c in calls]
        if len(cards) == 1:
            body.append(cards[0])
        elif cards:
            body.append(group(cards, [c.phase for c in calls], instance_id=f"g{next(groups)}", options=options))
    if not body:
        body.append(Markup("<p>{}</p>").format(options.t("noCalls")))
    styles = "".join(f'<style data-source="{escape(name)}">\n{inline_css(text)}</style>\n'
                     for name, text in css.items())
    page = (
        "<!doctype html>\n"
        f'<html lang="{escape(options.locale)}" dir="{"rtl" if dir == "rtl" else "ltr"}">\n'
        "<head>\n<meta charset=\"utf-8\">\n"
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(clean(title))}</title>\n"
        f"<style data-source=\"page\">\n{PAGE_CSS}</style>\n{styles}"
        "</head>\n<body>\n<main>\n"
        f"<h1>{escape(clean(title))}</h1>\n"
        + "\n".join(body)
        + f"\n</main>\n<script>\n{SCRIPT}</script>\n</body>\n</html>\n"
    )
    return page
