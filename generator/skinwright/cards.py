"""From a :class:`~skinwright.calls.ToolCall` to a tool-call card with its views: where the
tool-call data model meets the views.

The data model (:mod:`.calls`, :mod:`.intents`, :mod:`.classify`) knows no
view, and the views (:mod:`.views`) draw view data only; this module joins
them. :func:`card_content` maps one call to the card's ``props`` and
``content``; :func:`render_card` draws it, sub-calls included, through a card
renderer the caller passes in (e.g. ``functools.partial(render_tool_call,
spec=spec)`` with the spec the build loaded). Sub-calls render through the
same path at any depth; below ``ViewOptions.max_depth`` they become one
``truncated`` marker whose count is found without recursion.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Any

from markupsafe import Markup

from .calls import ToolCall, error_info
from .intents import view_for
from .views import render_view
from .views.common import DEFAULT_OPTIONS, ViewOptions, error_details, part, plain_text
from .views.html import clean, reveal_text

CardRenderer = Callable[..., Markup]
MAX_TITLE = 200
"""Characters of a tool's title the card's label shows; a longer name is cut with "…"."""


@dataclass(frozen=True)
class CardContent:
    """What one call puts in a card: its props and its part contents, plus the intent drawn."""

    props: dict[str, Any]
    content: dict[str, Any]
    intent: str


def card_content(call: ToolCall, options: ViewOptions = DEFAULT_OPTIONS, *,
                 tool_kinds: Mapping[str, str] | None = None, open: bool = True) -> CardContent:
    """Props and content for ``call``'s card, without sub-calls.

    - ``label``: the call-type prefix and title, e.g. ``Called MCP bk-data / query``;
    - ``summary``: the view's one-line summary (command, path, query, ``+a −r file``);
    - ``input``/``output``: the call-side and result-side views (``None`` when empty);
    - ``error``: the failed call's error message (:func:`~skinwright.calls.error_info`:
      a string, or a structured error's ``message``), cut to the caps; the generic
      result view shows the content only, so the text is not shown twice;
      ``errorDetails``: a structured error's code and body (:func:`.common.error_details`);
    - ``approval``: a sentence while the call awaits approval.
    - ``startTime``/``endTime``: the host's times; with only a duration, ``0`` and the duration;
      none while the call runs;
      ``translations``: the card's strings for a locale other than English.
    """
    intent, call_view, result_view = view_for(call, tool_kinds)
    view = render_view(intent, call_view, result_view, options)
    content_text = call.result.content if call.result is not None else None
    if call.intent is not None and not view.result and content_text:
        # A declared view that draws nothing of a result that has text (malformed view data)
        # shows the flattened result text instead, never an empty result.
        view = replace(view, result=render_view("generic", None, {"content": content_text}, options).result)
    error = call.result.error if call.result is not None else None
    props: dict[str, Any] = {"phase": call.phase, "open": open}
    if options.card_translations:
        props["translations"] = options.card_translations
    if call.running:
        pass  # a running call shows no duration: it is not over
    elif call.start_time is not None and call.end_time is not None:
        props.update(startTime=call.start_time, endTime=call.end_time)
    elif call.duration_ms is not None:
        props.update(startTime=0, endTime=call.duration_ms)
    # The card escapes its text; what it shows of the producer's passes the views' clean() first.
    info = error_info(error) if call.phase == "output-error" else None
    title = call.title if len(call.title) <= MAX_TITLE else call.title[:MAX_TITLE] + "…"
    content = {
        "label": reveal_text(clean(options.t(call.label_key, title=title))),
        "summary": reveal_text(clean(view.summary)) if view.summary else view.summary,
        "input": view.call or None,
        "output": view.result or None,
        "error": reveal_text(clean(plain_text(info.message, options))) if info is not None and info.message else None,
        "errorDetails": error_details(info.code, info.body, options) if info is not None else None,
        "approval": options.t("approvalNeeded") if call.phase == "awaiting-approval" else None,
    }
    return CardContent(props, content, view.intent)


def _descendants(call: ToolCall) -> int:
    count, stack = 0, list(call.sub_calls)
    while stack:
        c = stack.pop()
        count += 1 + c.hidden_sub_calls
        stack.extend(c.sub_calls)
    return count + call.hidden_sub_calls


def render_card(call: ToolCall, ids: Iterator[str], options: ViewOptions = DEFAULT_OPTIONS, *,
                tool_kinds: Mapping[str, str] | None = None, open: bool = True,
                card: CardRenderer, depth: int = 0,
                views: Callable[[str, Markup], Markup] | None = None) -> Markup:
    """``call`` as a card, its sub-calls as cards inside its output (a ``calls`` part).

    ``ids`` yields the card instance ids (unique within a page; the caller owns
    the counter, so output stays deterministic). Sub-calls deeper than
    ``options.max_depth`` become one ``truncated`` marker. ``card(props, content,
    instance_id=…)`` draws one card. ``views(intent, markup)``, when given, wraps
    each side of the views (the input's, the output's; not the sub-calls), such
    as in the result element that binds their parts' events.
    """
    cc = card_content(call, options, tool_kinds=tool_kinds, open=open)
    if views is not None:
        for side in ("input", "output"):
            if cc.content[side]:
                cc.content[side] = views(cc.intent, cc.content[side])
    instance_id = next(ids)  # before the sub-calls: ids run in document order
    subs: list[Markup] = []
    hidden = call.hidden_sub_calls
    if call.sub_calls and depth + 1 < options.max_depth:
        subs = [render_card(s, ids, options, tool_kinds=tool_kinds, open=open, card=card, depth=depth + 1, views=views)
                for s in call.sub_calls]
    elif call.sub_calls:
        hidden = _descendants(call)
    if hidden:
        subs.append(part("div", "truncated", options.t("nestedHidden", count=hidden)))
    if subs:
        calls = part("div", "calls", subs)
        cc.content["output"] = calls + (cc.content["output"] or Markup(""))
    return card(cc.props, cc.content, instance_id=instance_id)

