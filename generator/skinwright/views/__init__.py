"""Render-intent views: pure functions from a call's data to escaped markup.

A view is a pure function of the call (and, for
the result side, the result): no I/O, no clock, no session state, so a replay
draws what the user saw. An unknown intent renders as generic and keeps its
title; a value of the wrong shape renders empty; nothing a producer sends
makes a view raise.

Intents: ``generic``, ``terminal``, ``diff``, ``read``,
``search``, ``web`` — see each module for its data. Every element carries
``data-scope="tool-result"`` and a part of the tool-result spec
(``styles/tool-result/spec.yaml``, see :mod:`.anatomy`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import diff, generic, read, search, terminal
from .anatomy import INTENTS
from .common import DEFAULT_OPTIONS, View, ViewOptions

__all__ = ["INTENTS", "VIEWS", "View", "ViewOptions", "DEFAULT_OPTIONS", "render_view"]

VIEWS: dict[str, Callable[[Any, Any, ViewOptions], View]] = {
    "generic": generic.render,
    "terminal": terminal.render,
    "diff": diff.render,
    "read": read.render,
    "search": search.render_search,
    "web": search.render_web,
}


def render_view(intent: Any, call: Any, result: Any, options: ViewOptions = DEFAULT_OPTIONS) -> View:
    """Render ``call`` and ``result`` with ``intent``'s view.

    ``call``/``result`` are any JSON values; ``None`` means "not there yet".
    An ``intent`` that is not one of :data:`INTENTS` (another producer's newer
    card, a corrupted value) renders with the generic view, keeping every key
    whose own shape is right — so the title survives. Never raises.
    """
    view = VIEWS.get(intent) if isinstance(intent, str) else None
    if view is None:
        return generic.render(call, result, options, lenient=True)
    return view(call, result, options)
