"""The tool-call card: what it needs beyond its spec (``styles/tool-call/``).

- **Derived text**: the status word of the phase, the duration from the
  host's start and end times (``ranFor``), the status text for assistive
  technology, the error fallback of a call that failed without a message.
  :func:`render_tool_call` draws
  the card with them through the spec's connect rules.
- **Example items**: ``call`` (a call record, rendered through the result
  views, sub-calls included) and ``transcript`` (a chat transcript file,
  rendered as ``skinwright render`` does; its tab is that command).
- **Snippets**: a card's part components with its views and sub-cards.
- **Transcripts**: ``skinwright render`` draws a chat transcript with this
  card, the group and the result views.

Phase semantics: five phases; awaiting approval is *not* running;
``toolCallDuration(startTime, endTime)`` in milliseconds from host-provided
times only (the card reads no clock); a missing time → no duration.
"""

from __future__ import annotations

import functools
import math
import re
from decimal import ROUND_HALF_UP, Decimal
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from markupsafe import Markup

from ..components.connect import connect
from ..components.markup import part_element, text
from ..components.phases import fill, resolve_phase, translations_for
from ..components.spec import ComponentSpec
from ..diagnostics import SkinwrightError
from ..docs.snippets.js import Consts, El, Expr, Lit, code_block, prop_attrs, text_value
from ..docs.snippets.names import Names
from . import ItemKind, Plugin

NAME = "tool-call"
GROUP = "tool-call-group"
RESULT = "tool-result"


def is_tool_call_running(phase: Any, spec: ComponentSpec) -> bool:
    """Whether ``phase`` counts as running (input-streaming, input-available; not awaiting-approval)."""
    return resolve_phase(phase, spec).running


def tone_of_tool_call_phase(phase: Any, spec: ComponentSpec) -> str:
    """The tone a badge for ``phase`` should take (the spec's phases table)."""
    return resolve_phase(phase, spec).tone


def _finite_number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value) if math.isfinite(value) else None


def tool_call_duration(start: Any, end: Any) -> float | None:
    """``end - start`` in milliseconds, or ``None``.

    ``None`` when either time is missing, not a number (strings and booleans
    included), not finite, or when ``end < start`` — never NaN, never negative.
    """
    a, b = _finite_number(start), _finite_number(end)
    if a is None or b is None or b < a:
        return None
    return b - a


def format_seconds(ms: float) -> str:
    """Milliseconds as seconds, one decimal (two below 0.1 s, so a quick call never reads 0), trailing
    zeros dropped: 1234 → ``1.2``, 3000 → ``3``, 35 → ``0.04``, 0 → ``0``. A tie rounds up, on the
    exact value of ``ms / 1000`` as a double (1250 → ``1.3``), as JavaScript's ``toFixed`` does, so
    the element (``tool_call.js``) writes the same text."""
    places = Decimal("0.01") if ms < 100 else Decimal("0.1")
    text = str(Decimal(ms / 1000).quantize(places, rounding=ROUND_HALF_UP))
    return text.rstrip("0").rstrip(".") or "0"


def tool_call_status_word(phase: Any, translations: Any = None, *, spec: ComponentSpec) -> str:
    """The status word of ``phase`` (``done``, ``failed`` …), translated."""
    return translations_for(spec, translations)[resolve_phase(phase, spec).word]


def tool_call_status_text(label: Any, phase: Any, translations: Any = None, *, spec: ComponentSpec) -> str:
    """Text for assistive technology: the ``statusText`` template, ``"search, done"`` by default.

    With an empty label it is the status word alone.
    """
    words = translations_for(spec, translations)
    status = tool_call_status_word(phase, translations, spec=spec)
    label = "" if label is None else str(label)
    return fill(words["statusText"], {"label": label, "status": status}) if label else status


def tool_call_ran_for(start: Any, end: Any, translations: Any = None, *, spec: ComponentSpec) -> str | None:
    """The duration text, or ``None`` without a duration: ``ranFor`` (``"ran for 1.2s"``) from a
    second on, ``ranForMs`` (``"ran for 830ms"``) below it, as a reader reads short calls."""
    ms = tool_call_duration(start, end)
    if ms is None:
        return None
    words = translations_for(spec, translations)
    if round(ms) < 1000 and "ranForMs" in words:
        return fill(words["ranForMs"], {"milliseconds": str(round(ms))})
    return fill(words["ranFor"], {"seconds": format_seconds(ms)})


# --- markup ----------------------------------------------------------------------------

def _present(value: Any) -> bool:
    return value is not None and value != ""


# Only a result view's panel carries data-kind="error" (the element's hooks look for [data-kind=error]).
_ERROR_PANEL = re.compile(r'<[^>]*\sdata-kind="error"')


def shows_error(value: Any) -> bool:
    """Whether ``value`` (a card's input or output) is trusted view markup whose result panel shows the
    call's error (``data-kind="error"``, as the generic view draws a result with an error and no content).
    Text that is not Markup is escaped before it reaches the page, so it never counts."""
    return isinstance(value, Markup) and _ERROR_PANEL.search(value) is not None


def _view(value: Any) -> Markup:
    """Body of input/output: trusted Markup as is, anything else as escaped preformatted text."""
    if isinstance(value, Markup):
        return value
    return Markup("<pre><code>{}</code></pre>").format(text(value))


def render_tool_call(props: Mapping[str, Any] | None, content: Mapping[str, Any] | None, *,
                     instance_id: str, spec: ComponentSpec, pressed: bool = False) -> Markup:
    """The card's HTML::

        root
        ├── trigger  <button type="button">: indicator, label, status, summary?, duration?
        ├── approval?    between trigger and content; collapse never hides it
        └── content      role=region, hidden + inert while closed
            ├── input?
            ├── output?
            ├── error?   always present once the call failed (fallback text if none)
            └── portal?  <button type="button">: fires portal-open (the host's own view)

    Args:
        props: the card's props (phase, open, defaultOpen, autoDisclosure,
            disabled, size, tone, variant, startTime, endTime, translations).
        content: ``label`` (str), ``summary`` (str | None), ``input`` and
            ``output`` (str → escaped text, Markup → trusted view HTML),
            ``error`` (str | None), ``errorDetails`` (Markup | None: what a structured
            error adds after its text, its code and body), ``approval`` (Markup | str | None),
            ``portal`` (str | None: the portal button's text; no button without it).
        instance_id: unique on the page (:class:`~skinwright.components.connect.IdAllocator`
            turns repeated call ids into distinct ones); DOM ids derive from it.
        spec: the tool-call spec the project loaded.
        pressed: render the trigger held down (``data-pressed``), for docs.

    The duration appears only when both times give one (``ranFor`` / ``ranForMs``).
    A failed call has an error part, with ``errorFallback`` text when no error
    was given, unless a result view in ``input``/``output`` shows the error
    (:func:`shows_error`): the message is not said twice, and the trigger then
    has no ``aria-describedby``, which never points at nothing. The
    card renders no live region: ``statusText`` is
    for the host's announcer. Rendering never raises on malformed content.
    """
    content = content or {}
    label = content.get("label")
    conn = connect(spec, props, instance_id=instance_id, events=("PRESS.START",) if pressed else ())
    p = conn.props
    words = translations_for(spec, p.get("translations"))

    def el(part: str, children: Markup | str = "", **extra: Any) -> Markup:
        return part_element(conn, part, children, **extra)

    error, more = content.get("error"), content.get("errorDetails")
    more = more if isinstance(more, Markup) else Markup("")
    if _present(error):
        message = text(error)
    elif conn.flag("errored") and not any(shows_error(content.get(p)) for p in ("input", "output")):
        message = text(words["errorFallback"])  # only when the card shows no error text anywhere
    else:
        message = Markup("")

    trigger = [
        # Empty: the skin draws the chevron (and mirrors it under dir="rtl").
        el("indicator"),
        # The skin truncates the name and the summary to keep the row on one
        # line; `title` shows the full text on hover (the trigger's accessible
        # name holds it anyway).
        el("label", text(label), title=text(label) if _present(label) else None),
        el("status", text(tool_call_status_word(conn.phase, p.get("translations"), spec=spec))),
    ]
    if _present(content.get("summary")):
        trigger.append(el("summary", text(content["summary"]), title=text(content["summary"])))
    ran_for = tool_call_ran_for(p.get("startTime"), p.get("endTime"), p.get("translations"), spec=spec)
    if ran_for is not None:
        trigger.append(el("duration", text(ran_for)))
    # Spaces between the spans keep words apart in the button's accessible name.
    # Without an error part, the trigger describes itself by nothing (no dangling aria-describedby).
    children = [el("trigger", Markup(" ").join(trigger), **({} if message or more else {"aria-describedby": False}))]

    approval = content.get("approval")
    if _present(approval):
        children.append(el("approval", approval if isinstance(approval, Markup) else text(approval)))

    details: list[Markup] = []
    for part in ("input", "output"):
        if _present(content.get(part)):
            details.append(el(part, _view(content[part])))
    if message or more:
        details.append(el("error", message + more))
    if _present(content.get("portal")):
        details.append(el("portal", text(content["portal"])))
    children.append(el("content", Markup("").join(details)))
    return el("root", Markup("").join(children))


def card_renderer(specs: Mapping[str, ComponentSpec]):
    """``render_tool_call`` with the project's tool-call spec, as the views and pages take it."""
    return functools.partial(render_tool_call, spec=specs[NAME])


def _options(example):
    from ..views.common import ViewOptions

    return ViewOptions(locale=example.locale)


def _props(item, example, phase: str | None = None) -> dict[str, Any]:
    props = dict(item.props)
    if phase is not None:
        props["phase"] = phase
    if example.locale != "en" and "translations" not in props:
        props["translations"] = _options(example).card_translations
    return props


def _render(renderer, item, example, *, instance_id: str | None, phase: str | None = None, actions=None) -> Markup:
    props = _props(item, example, phase)
    content = renderer.parts(item, example, props.get("phase"), actions)
    out = render_tool_call(props, content, instance_id=instance_id or renderer.ids.allocate(example.id),
                           spec=renderer.specs[NAME])
    return renderer.upgraded(NAME, out, props)  # with its strings when not in English


# --- example items: call records and transcripts ---------------------------------------

@dataclass(frozen=True)
class CallItem:
    """A call record and the :class:`~skinwright.calls.ToolCall` it reads as."""

    record: Mapping[str, Any]
    call: Any
    kind = "call"


def _load_call(value, at, ctx) -> CallItem:
    from ..calls import call_from_mapping

    return CallItem(value, call_from_mapping(value))


def _docs_card(renderer):
    """The card renderer of a docs page: each card as the server markup ``<xh-tool-call>`` upgrades,
    open by default rather than held open (a reader toggles it)."""
    draw = card_renderer(renderer.specs)

    def card(props, content, **kw):
        live = {("defaultOpen" if k == "open" else k): v for k, v in props.items()}
        return renderer.upgraded(NAME, draw(props, content, **kw), live)
    return card


LIVE = ' class="xh-doc-live"'
"""The docs' class of an element around a view: laid out as if it were not there (display: contents)."""


def _live_views(renderer):
    """Each side of a card's views inside the result element, as on the result views' page: it binds
    their parts' events (a location's click fires ``locationclick``), and lays out as if it were
    not there. ``None`` without the result component."""
    from ..elements.names import tag_name

    if RESULT not in renderer.specs:
        return None
    tag = Markup(tag_name(renderer.specs[RESULT]))
    return lambda intent, markup: Markup("<{}{} intent=\"{}\">{}</{}>").format(tag, Markup(LIVE), intent, markup, tag)


def _source(markup: Markup) -> Markup:
    """The HTML a reader copies: the preview without the docs' own class."""
    return Markup(str(markup).replace(LIVE + " intent=", " intent="))


def _render_call(item: CallItem, renderer, example) -> tuple[Markup, Markup]:
    from ..cards import render_card

    out = render_card(item.call, renderer.instance_ids(example.id), _options(example), card=_docs_card(renderer),
                      views=_live_views(renderer))
    return out, _source(out)


@dataclass(frozen=True)
class TranscriptItem:
    """A transcript file: ``path`` as written, ``rel`` from the project root, its calls by turn."""

    path: str
    rel: str
    turns: tuple
    kind = "transcript"


def _load_transcript(value, at, ctx) -> TranscriptItem:
    from ..transcripts import read_transcript

    rel = ctx.relative(value)
    try:
        transcript = read_transcript(rel, ctx.read_text(rel))
    except FileNotFoundError:
        ctx.problem("missing-file", f"no transcript file {rel}", at, hint="the path is relative to the example file")
        return TranscriptItem(value, rel, ())
    except SkinwrightError as exc:
        ctx.problems.extend(exc.diagnostics)
        return TranscriptItem(value, rel, ())
    ctx.problems.extend(d for d in transcript.diagnostics if d.severity == "error")
    return TranscriptItem(value, rel, tuple(tuple(turn) for turn in transcript.turns))


def render_group_of(renderer, cards: list[Markup], phases: list[str], example, open: bool = True,
                    instance_id: str | None = None) -> Markup:
    """A tool-call group around ``cards`` on a docs page (ids ``<example>-1``, ``-2`` … per page)."""
    from ..views.group import render_group

    out = render_group(cards, phases, instance_id=instance_id or f"{example.id}-{renderer.serial(GROUP)}",
                       options=_options(example),
                       open=open, heading_level=renderer.heading_level, spec=renderer.specs[GROUP])
    waiting = sum(1 for p in phases if p == "awaiting-approval")
    # Open by default rather than held open: a reader toggles it.
    props = {"count": len(cards), "awaitingApproval": waiting, "defaultOpen": bool(open),
             "headingLevel": renderer.heading_level}
    if example.locale != "en":  # the group's strings in the page's language, as the element reads them
        o = _options(example)
        props["translations"] = {"ranTools": o.template("ranTools", 2), "ranTools.one": o.template("ranTools", 1),
                                 "awaitingApproval": o.template("awaitingApproval", 2),
                                 "awaitingApproval.one": o.template("awaitingApproval", 1)}
    return renderer.upgraded(GROUP, out, props)


def _render_transcript(item: TranscriptItem, renderer, example) -> tuple[Markup, Markup]:
    """Each turn's calls as cards; a turn of several calls as a group (as ``skinwright render`` does)."""
    from ..cards import render_card

    out: list[Markup] = []
    for calls in item.turns:
        cards = [render_card(c, renderer.instance_ids(example.id), _options(example),
                             card=_docs_card(renderer), views=_live_views(renderer)) for c in calls]
        if len(cards) == 1:
            out.append(cards[0])
        elif cards:
            out.append(render_group_of(renderer, cards, [c.phase for c in calls], example))
    inner = Markup("").join(out)
    return Markup('<div class="xh-doc-transcript" data-source="{}">{}</div>').format(item.rel, inner), _source(inner)


def _transcript_tabs(example) -> list[tuple[str, str, str]]:
    """The command that renders the example's transcript as a page of its own."""
    lines = []
    for item in example.items:
        if isinstance(item, TranscriptItem):
            stem = item.rel.rsplit("/", 1)[-1].rsplit(".", 1)[0]
            lines.append(f"skinwright render {item.rel} -o {stem}.html")
    return [("CLI", "sh", "\n".join(lines) + "\n")]


# --- snippets ----------------------------------------------------------------------------

@dataclass
class Card:
    """What a snippet shows of one card: props, text content, views, sub-cards."""

    props: dict[str, Any]
    label: str | None = None
    summary: str | None = None
    approval: str | None = None
    input: str | None = None
    output: str | None = None
    error: str | None = None
    errored: bool = False
    portal: str | None = None
    views: dict[str, tuple[str, str, Any]] = field(default_factory=dict)
    """card part (``input``/``output``) → (intent, ``call``/``result``, the view data)."""
    sub: list["Card"] = field(default_factory=list)


def _card_of_call(call: Any, example) -> Card:
    from ..intents import view_for
    from ..cards import card_content

    cc = card_content(call, _options(example))
    intent, call_view, result_view = view_for(call)
    props = {k: v for k, v in cc.props.items() if k != "open"}
    props["defaultOpen"] = True
    views = {}
    if cc.content.get("input") and call_view is not None:
        views["input"] = (intent, "call", _view_data(call_view))
    if result_view is not None:
        views["output"] = (intent, "result", _view_data(result_view))
    card = Card(props, cc.content["label"], cc.content.get("summary"), cc.content.get("approval"),
                error=cc.content.get("error"), errored=call.phase == "output-error", views=views)
    card.sub = [_card_of_call(s, example) for s in call.sub_calls]
    return card


def _view_data(view: Any) -> Any:
    """A producer's view without its ``card`` key (the intent is a prop of its own)."""
    if isinstance(view, Mapping):
        return {k: v for k, v in view.items() if k != "card" and v is not None}
    return view


def view_el(tag: str, intent: str, side: str, data: Any, consts: Consts, slot: str | None = None) -> El:
    """A result view component (``intent`` and the side's data as props)."""
    attrs: list[tuple[str, Lit | Expr]] = [("slot", Lit(slot))] if slot else []
    attrs += [("intent", Lit(intent)), (side, Expr(consts.add(side, data)))]
    return El(tag, attrs)


def element_card(card: Card, names: Names, consts: Consts) -> El:
    """The card's custom element with the content parts as named slots."""
    children: list[El | Lit | Expr] = []
    slot = lambda name: [("slot", Lit(name))]  # noqa: E731
    if card.label is not None:
        children.append(El("span", slot("label"), [text_value(card.label, consts, "label")]))
    if card.summary:
        children.append(El("span", slot("summary"), [text_value(card.summary, consts, "summary")]))
    if card.approval:
        children.append(El("div", slot("approval"), [text_value(card.approval, consts, "approval")]))
    for part in ("input", "output"):
        if part == "output":
            for s in card.sub:
                sub = element_card(s, names, consts)
                sub.attrs.insert(0, ("slot", Lit("output")))
                children.append(sub)
        if part in card.views:
            children.append(view_el(names.element(RESULT), *card.views[part], consts, slot=part))
        elif getattr(card, part):
            block = code_block(getattr(card, part), consts, part)
            block.attrs = slot(part)
            children.append(block)
    if card.error:
        children.append(El("div", slot("error"), [text_value(card.error, consts, "error")]))
    if card.portal:
        children.append(El("button", slot("portal"), [text_value(card.portal, consts, "portal")]))
    return El(names.element(NAME), prop_attrs(card.props, consts), children)


@dataclass
class CardUnit:
    """A card in a snippet (from an instance or a call record)."""

    card: Card
    component = NAME

    @property
    def phase(self) -> str | None:
        return self.card.props.get("phase")

    def element(self, names: Names, consts: Consts) -> list[El]:
        return [element_card(self.card, names, consts)]


def _snippet(item, ctx) -> CardUnit:
    spec = ctx.specs[NAME]
    props = _props(item, ctx.example)
    prop = spec.prop("phase")
    phase = spec.phase(props.get("phase")) or spec.phase(prop.default if prop else None)
    c = item.parts_for(phase.name if phase else None)  # what the card shows in its phase, as the preview does
    return CardUnit(Card(props, c.get("label"), c.get("summary"), c.get("approval"), c.get("input"), c.get("output"),
                         c.get("error"), errored=bool(phase and phase.errored), portal=c.get("portal")))


# --- skinwright render -------------------------------------------------------------------

def render_transcript(specs: Mapping[str, ComponentSpec], path: str, text_: str, **options: Any):
    """``(page, diagnostics)``: an agent transcript as one page of cards, groups and result views
    (``options``: :func:`skinwright.transcripts.render_transcript_file`'s)."""
    from ..transcripts import render_transcript_file
    from ..views.group import render_group

    return render_transcript_file(path, text_, card=card_renderer(specs),
                                  group=functools.partial(render_group, spec=specs[GROUP]), **options)


PLUGIN = Plugin(
    component=NAME,
    render=_render,
    snippet=_snippet,
    items=(
        ItemKind("call", {"type": "object", "description": "A call record, drawn as a card with its views."},
                 load=_load_call, render=_render_call, phase=lambda item: item.call.phase,
                 snippet=lambda item, ctx: CardUnit(_card_of_call(item.call, ctx.example))),
        ItemKind("transcript", {"type": "string", "description": "A transcript file in any format render reads "
                                                                 "(render --list-formats), relative to the example "
                                                                 "file."},
                 load=_load_transcript, render=_render_transcript, tabs=_transcript_tabs),
    ),
    transcripts=render_transcript,
    requires=(GROUP, RESULT),
    element="tool_call.js",
)
