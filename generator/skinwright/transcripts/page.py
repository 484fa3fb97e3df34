"""One self-contained static HTML page of a transcript's tool calls.

The page inlines every stylesheet it is given (no links, no network), needs
no script to be read (cards and groups are rendered open), and carries one
small inline script that toggles any ``[data-part="trigger"][aria-controls]``
(cards and groups alike) and turns a click on a ``location`` button into a
bubbling ``locationclick`` event with ``detail.location = {path, line}``,
for a host that embeds the page.

Each turn's calls become tool-call cards (``render_tool_call``);
a turn with more than one call is wrapped in a ``tool-call-group``.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence

import tinycss2
from markupsafe import Markup, escape

from ..calls import ToolCall
from ..cards import CardRenderer, render_card
from ..views.common import DEFAULT_OPTIONS, ViewOptions
from ..views.html import clean, reveal_text

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


_BUILT_PROLOG = re.compile(r'(?:@layer [^;{}"\'\\/]*;\n|@import url\("[\w./-]+"\) layer\([\w.-]+\);\n)+\n')
"""The head a skinwright build writes on a skin: its layer statement and the family imports."""


def inline_css(text: str) -> str:
    """``text`` made safe inside ``<style>``: ``@import`` rules removed (the imported sheets are
    inlined by the caller in their own right, and a file page must not fetch), and ``</style``
    escaped (``\\/`` is a valid CSS escape for ``/``). The head a skinwright build writes is
    read as such; any other stylesheet is parsed (tinycss2) to find its imports."""
    if "@import" in text:
        head = _BUILT_PROLOG.match(text)
        if head is not None and "@import" not in text[head.end():]:
            kept = [line for line in head.group().splitlines(keepends=True) if not line.startswith("@import")]
            text = "".join(kept) + text[head.end():]
        else:
            rules = tinycss2.parse_stylesheet(text, skip_comments=False, skip_whitespace=False)
            text = tinycss2.serialize(r for r in rules if not (r.type == "at-rule" and r.lower_at_keyword == "import"))
    return _STYLE_END.sub(r"<\\/\1", text)


MAX_PAGE_SIZE = 2_000_000
"""Default size limit of a page, in bytes (UTF-8)."""
_CLOSE = 2_000  # room kept for the "more calls" marker, the script and the closing tags


def render_transcript_page(records: Sequence[Sequence[ToolCall]], *, title: str, css: Mapping[str, str],
                           options: ViewOptions = DEFAULT_OPTIONS, tool_kinds: Mapping[str, str] | None = None,
                           dir: str = "ltr", card: CardRenderer, group: CardRenderer,
                           max_page_size: int = MAX_PAGE_SIZE) -> str:
    """The page (an HTML document as text) for ``records``, the tool calls of each turn in order.

    Args:
        records: the calls grouped by turn, as :attr:`Transcript.turns`.
        title: the page's ``<title>`` and heading.
        css: stylesheet name → CSS text, inlined in this order (e.g. ``tokens.css``,
            ``family/motion.css``, ``tool-call.css``); names are only labels.
        options: locale (also the page's ``lang``), the caps of one value, sub-call depth.
        tool_kinds: extra tool-name → kind table (:func:`skinwright.classify.tool_kinds`).
        dir: ``ltr`` or ``rtl``, the page direction.
        card: the card renderer (``render_tool_call`` with the project's tool-call spec).
        group: the group renderer (``render_group`` with the project's group spec).
        max_page_size: the page's size limit in bytes (UTF-8). Calls are drawn in order
            while they fit; the rest are counted in one marker at the end. The
            stylesheets count too, so a limit below their size draws no call.
    """
    ids = (f"tc{n}" for n in itertools.count(1))
    groups = itertools.count(1)
    styles = "".join(f'<style data-source="{escape(name)}">\n{inline_css(text)}</style>\n'
                     for name, text in css.items())
    head = (
        "<!doctype html>\n"
        f'<html lang="{escape(options.locale)}" dir="{"rtl" if dir == "rtl" else "ltr"}">\n'
        "<head>\n<meta charset=\"utf-8\">\n"
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(reveal_text(clean(title[:1000])))}</title>\n"
        f"<style data-source=\"page\">\n{PAGE_CSS}</style>\n{styles}"
        "</head>\n<body>\n<main>\n"
        f"<h1>{escape(reveal_text(clean(title[:1000])))}</h1>\n"
    )
    tail = f"\n</main>\n<script>\n{SCRIPT}</script>\n</body>\n</html>\n"
    budget = max_page_size - len(head.encode("utf-8")) - len(tail.encode("utf-8")) - _CLOSE
    # A group's own markup around its cards (its header, approval count, wrappers): kept free
    # before the cards of a turn that will be grouped are counted.
    wrapper = len(group([], ["awaiting-approval"] * 99_999, instance_id="g99999999", options=options).encode()) + 64
    body: list[Markup] = []
    left_out = 0
    for calls in records:
        if left_out:
            left_out += len(calls)
            continue
        grouped = len(calls) > 1
        budget -= wrapper if grouped else 0
        cards = []
        for k, call in enumerate(calls):
            markup = render_card(call, ids, options, tool_kinds=tool_kinds, card=card)
            size = len(markup.encode("utf-8")) + 1
            if size > budget:
                left_out = len(calls) - k
                break
            budget -= size
            cards.append(markup)
        if not grouped:
            body.extend(cards)
        elif cards:
            body.append(group(cards, [c.phase for c in calls[:len(cards)]], instance_id=f"g{next(groups)}",
                              options=options))
    if not records:
        body.append(Markup("<p>{}</p>").format(options.t("noCalls")))
    if left_out:
        size = f"{max_page_size:,} bytes"
        body.append(Markup('<p role="note">{}</p>').format(options.t("moreCalls", count=left_out, size=size)))
    return head + "\n".join(body) + tail
