"""Static markup of the tool-call card (INTERFACES §5), from the connect rules plus content.

Structure (seed 001, 组件结构 and 特性)::

    root
    ├── trigger  <button type="button">: indicator, label, status, summary?, duration?
    ├── approval?    between trigger and content; collapse never hides it
    └── content      role=region, hidden + inert while closed
        ├── input?
        ├── output?
        └── error?   always present once the call failed (fallback text if none)

Attributes come only from :func:`~.connect.connect`. Text content is escaped
with MarkupSafe; only ``markupsafe.Markup`` values (trusted view HTML, e.g. a
rendered result view) pass through. The card renders no live region (seed 001,
反模式): ``statusText`` is for the host's announcer. Rendering never raises on
malformed content: an unexpected type is shown as text.
"""

from __future__ import annotations

import json
from typing import Any, Mapping

from markupsafe import Markup, escape

from .connect import Connection, connect
from .phases import tool_call_ran_for, tool_call_status_word, translations_for
from .spec import ComponentSpec


def _text(value: Any) -> Markup:
    """Escaped text of any value; Markup is escaped too (labels and errors are never HTML)."""
    if value is None:
        return Markup("")
    return escape(str.__str__(value) if isinstance(value, str) else _stringify(value))


def _stringify(value: Any) -> str:
    if isinstance(value, (dict, list, tuple)):
        try:
            return json.dumps(value, ensure_ascii=False, indent=2, sort_keys=True, default=str)
        except (TypeError, ValueError):
            pass
    return str(value)


def _view(value: Any) -> Markup:
    """Body of input/output: trusted Markup as is, anything else as escaped preformatted text."""
    if isinstance(value, Markup):
        return value
    return Markup("<pre><code>{}</code></pre>").format(_text(value))


def _present(value: Any) -> bool:
    return value is not None and value != ""


def _element(conn: Connection, part: str, children: Markup | str = "", *, title: Any = None) -> Markup:
    """``part``'s element with its connect attributes; ``title`` (escaped) repeats text the skin may truncate."""
    tag = next(p.element for p in conn.spec.parts if p.name == part)
    props = conn.part_props(part)
    if _present(title):
        props["title"] = _text(title)
    attrs = Markup("").join(Markup(' {}="{}"').format(name, value) for name, value in props.items())
    return Markup("<{tag}{attrs}>{children}</{tag}>").format(tag=Markup(tag), attrs=attrs, children=children)


def render_tool_call(props: Mapping[str, Any] | None, content: Mapping[str, Any] | None, *,
                     instance_id: str, spec: ComponentSpec, pressed: bool = False) -> Markup:
    """The card's HTML.

    Args:
        props: seed 001 props (phase, open, defaultOpen, autoDisclosure,
            disabled, size, tone, variant, startTime, endTime, translations).
        content: ``label`` (str), ``summary`` (str | None), ``input`` and
            ``output`` (str → escaped text, Markup → trusted view HTML),
            ``error`` (str | None), ``approval`` (Markup | str | None).
        instance_id: unique on the page (:class:`~.connect.IdAllocator` turns
            repeated call ids into distinct ones); DOM ids derive from it.
        spec: the tool-call spec the project loaded.
        pressed: render the trigger held down (``data-pressed``), for docs.

    The duration appears only when both times give one (``ranFor`` template).
    A failed call always has an error part, with ``errorFallback`` text when
    no error was given, so ``aria-describedby`` never points at nothing.
    """
    content = content or {}
    label = content.get("label")
    conn = connect(spec, props, instance_id=instance_id, label=label, pressed=pressed)
    p = conn.props
    words = translations_for(spec, p.get("translations"))

    trigger = [
        # Empty: the skin draws the chevron (and mirrors it under dir="rtl").
        _element(conn, "indicator"),
        # The skin truncates the name and the summary to keep the row on one
        # line; `title` shows the full text on hover (the trigger's accessible
        # name holds it anyway).
        _element(conn, "label", _text(label), title=label),
        _element(conn, "status", _text(tool_call_status_word(conn.phase, p.get("translations"), spec=spec))),
    ]
    if _present(content.get("summary")):
        trigger.append(_element(conn, "summary", _text(content["summary"]), title=content["summary"]))
    ran_for = tool_call_ran_for(p.get("startTime"), p.get("endTime"), p.get("translations"), spec=spec)
    if ran_for is not None:
        trigger.append(_element(conn, "duration", _text(ran_for)))
    # Spaces between the spans keep words apart in the button's accessible name.
    children = [_element(conn, "trigger", Markup(" ").join(trigger))]

    approval = content.get("approval")
    if _present(approval):
        children.append(_element(conn, "approval", approval if isinstance(approval, Markup) else _text(approval)))

    details: list[Markup] = []
    for part in ("input", "output"):
        if _present(content.get(part)):
            details.append(_element(conn, part, _view(content[part])))
    error = content.get("error")
    if _present(error) or conn.errored:
        details.append(_element(conn, "error", _text(error if _present(error) else words["errorFallback"])))
    children.append(_element(conn, "content", Markup("").join(details)))
    return _element(conn, "root", Markup("").join(children))
