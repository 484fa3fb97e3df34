"""From a :class:`~skinwright.calls.ToolCall` to a tool-call card (seed 001) with its views.

:func:`card_content` maps one call to the card's ``props`` and ``content``
(INTERFACES §5); :func:`render_card` draws it, sub-calls included, through a
card renderer the caller passes in (e.g. ``functools.partial(render_tool_call,
spec=spec)`` with the spec the build loaded). Sub-calls (seed 004 Code Dispatch) render through the
same path at any depth; below ``ViewOptions.max_depth`` they become one
``truncated`` marker whose count is found without recursion.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from markupsafe import Markup

from ..calls import ToolCall
from ..intents import view_for
from . import render_view
from .common import DEFAULT_OPTIONS, ViewOptions, part
from .html import clean

CardRenderer = Callable[..., Markup]


@dataclass(frozen=True)
class CardContent:
    """What one call puts in a card: the two mappings of INTERFACES §5, plus the intent drawn."""

    props: dict[str, Any]
    content: dict[str, Any]
    intent: str


def card_content(call: ToolCall, options: ViewOptions = DEFAULT_OPTIONS, *,
                 tool_kinds: Mapping[str, str] | None = None, open: bool = True) -> CardContent:
    """Props and content for ``call``'s card, without sub-calls.

    - ``label``: the call-type prefix and title, e.g. ``Called MCP bk-data / query`` (seed 000);
    - ``summary``: the view's one-line summary (command, path, query, ``+a −r file``);
    - ``input``/``output``: the call-side and result-side views (``None`` when empty);
    - ``error``: the result's error text when the call failed and it is a string
      (the generic result view then shows the content only, so the text is not
      shown twice); ``approval``: a sentence while the call awaits approval.
    - ``startTime``/``endTime``: the host's times; with only a duration, ``0`` and the duration;
      ``translations``: the card's strings for a locale other than English.
    """
    intent, call_view, result_view = view_for(call, tool_kinds)
    view = render_view(intent, call_view, result_view, options)
    error = call.result.error if call.result is not None else None
    props: dict[str, Any] = {"phase": call.phase, "open": open}
    if options.card_translations:
        props["translations"] = options.card_translations
    if call.start_time is not None and call.end_time is not None:
        props.update(startTime=call.start_time, endTime=call.end_time)
    elif call.duration_ms is not None:
        props.update(startTime=0, endTime=call.duration_ms)
    # The card escapes its text; what it shows of the producer's passes the views' clean() first.
    error = clean(error) if call.phase == "output-error" and isinstance(error, str) and error else None
    content = {
        "label": clean(options.t(call.label_key, title=call.title)),
        "summary": clean(view.summary) if view.summary else view.summary,
        "input": view.call or None,
        "output": view.result or None,
        "error": error or None,
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
                card: CardRenderer, depth: int = 0) -> Markup:
    """``call`` as a card, its sub-calls as cards inside its output (a ``calls`` part).

    ``ids`` yields the card instance ids (unique within a page; the caller owns
    the counter, so output stays deterministic). Sub-calls deeper than
    ``options.max_depth`` become one ``truncated`` marker. ``card(props, content,
    instance_id=…)`` draws one card.
    """
    cc = card_content(call, options, tool_kinds=tool_kinds, open=open)
    instance_id = next(ids)  # before the sub-calls: ids run in document order
    subs: list[Markup] = []
    hidden = call.hidden_sub_calls
    if call.sub_calls and depth + 1 < options.max_depth:
        subs = [render_card(s, ids, options, tool_kinds=tool_kinds, open=open, card=card, depth=depth + 1)
                for s in call.sub_calls]
    elif call.sub_calls:
        hidden = _descendants(call)
    if hidden:
        subs.append(part("div", "truncated", options.t("nestedHidden", count=hidden)))
    if subs:
        calls = part("div", "calls", subs)
        cc.content["output"] = calls + (cc.content["output"] or Markup(""))
    return card(cc.props, cc.content, instance_id=instance_id)

