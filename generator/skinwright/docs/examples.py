"""Live examples: ``styles/<component>/examples/*.yaml`` → framed, rendered parts of the docs site.

An example file holds a title, a description and ``items`` (see
``example.schema.json`` in this package): tool-call cards (props and
content), call records (seed 000 ``ToolCall`` with seed 002 views and
``subCalls``), result views alone, a group, a matrix of cards, or a
transcript file. Everything is rendered at build time by the components' own
Python markup (``render_tool_call``, ``render_view``, ``render_group``), so
the site shows exactly what the markup contract produces; the page script
only adds behaviour.

The file name orders and names the example: ``20-auto-disclosure.yaml`` has
the id ``auto-disclosure``. :func:`load_example` validates one file and
raises :class:`~skinwright.diagnostics.SkinwrightError` with
``docs/example-*`` diagnostics at file:line:col; the rendering functions
never fail on valid data.
"""

from __future__ import annotations

import functools
import hashlib
import itertools
import json
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import PurePosixPath
from typing import Any

from markupsafe import Markup, escape

from ..calls import ToolCall, call_from_mapping
from ..components.connect import IdAllocator
from ..components.markup import render_tool_call
from ..components.phases import resolve_phase
from ..components.spec import ComponentSpec
from ..components.validate import schema_diagnostics
from ..diagnostics import Diagnostic, SkinwrightError, did_you_mean
from ..source import Document
from ..views import render_view
from ..views.card import render_card
from ..views.common import ViewOptions
from ..views.group import render_group

PREFIX = "docs/example"
GROUP_HEADING_LEVEL = 4
"""Example titles are h3 on a component page, so a group's heading is h4 (h3 under the page's opening h2 example)."""

_ORDER = re.compile(r"^\d+[-_]")


@functools.lru_cache(maxsize=None)
def example_schema() -> dict:
    """The JSON Schema of an example file (``example.schema.json``, bundled)."""
    return json.loads(resources.files(__package__).joinpath("example.schema.json").read_text(encoding="utf-8"))


# --- the data ------------------------------------------------------------------------

@dataclass(frozen=True)
class CardItem:
    """One card as written: ``props`` (explicit only), ``content`` (text), ``phases`` (demo content per phase)."""

    props: Mapping[str, Any]
    content: Mapping[str, Any]
    phases: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)

    def content_for(self, phase: str | None) -> dict[str, Any]:
        """``content`` with the overrides of ``phase`` on top."""
        return {**self.content, **(self.phases.get(phase) or {})}


@dataclass(frozen=True)
class ViewItem:
    """One result view on its own (the ``tool-result`` component): intent, call side, result side."""

    intent: Any
    call: Any = None
    result: Any = None


@dataclass(frozen=True)
class CallItem:
    """A call record and the :class:`~skinwright.calls.ToolCall` it reads as."""

    record: Mapping[str, Any]
    call: ToolCall


@dataclass(frozen=True)
class GroupItem:
    """The calls of one turn in a ``tool-call-group`` accordion."""

    items: tuple[CardItem | CallItem, ...]
    open: bool = True


@dataclass(frozen=True)
class MatrixItem:
    """The same card in every combination of ``axes`` (prop → values; ``None`` leaves the prop unset)."""

    axes: tuple[tuple[str, tuple[Any, ...]], ...]
    card: CardItem

    def cells(self) -> Iterator[tuple[dict[str, Any], CardItem]]:
        """``(combination, card)`` in row-major order (the last axis varies fastest)."""
        names = [name for name, _ in self.axes]
        for values in itertools.product(*(vals for _, vals in self.axes)):
            combo = dict(zip(names, values))
            props = {**self.card.props, **{k: v for k, v in combo.items() if v is not None}}
            yield combo, CardItem(props, self.card.content, self.card.phases)


@dataclass(frozen=True)
class TranscriptItem:
    """A transcript file: ``path`` as written, ``rel`` from the project root, its calls by turn."""

    path: str
    rel: str
    turns: tuple[tuple[ToolCall, ...], ...]


Item = CardItem | CallItem | ViewItem | GroupItem | MatrixItem | TranscriptItem


@dataclass(frozen=True)
class Example:
    """One example file, validated."""

    id: str
    path: str
    title: str
    description: str
    items: tuple[Item, ...]
    source: str | None = None
    section: str = "examples"
    demo: str | None = None
    layout: str = "stack"
    locale: str = "en"
    digest: str = ""
    """A hash of the file and the transcripts it reads: equal digests, equal examples."""

    @property
    def options(self) -> ViewOptions:
        return ViewOptions(locale=self.locale)

    def cards(self) -> Iterator[CardItem | CallItem]:
        """Every card item, groups and matrices expanded (not transcripts)."""
        for item in self.items:
            if isinstance(item, GroupItem):
                yield from item.items
            elif isinstance(item, MatrixItem):
                yield from (card for _, card in item.cells())
            elif isinstance(item, (CardItem, CallItem)):
                yield item


def example_id(path: str) -> str:
    """``styles/tool-call/examples/20-auto-disclosure.yaml`` → ``auto-disclosure``."""
    return _ORDER.sub("", PurePosixPath(path).stem)


# --- loading -------------------------------------------------------------------------

def load_example(doc: Document, spec: ComponentSpec | None, read_text: Callable[[str], str]) -> Example:
    """Validate the example ``doc`` against the schema and the card's ``spec``; read its transcript files.

    ``spec`` is the tool-call card's spec, whichever page the example is on:
    ``card`` and ``matrix`` items are cards. ``None`` when the project has no
    tool-call component: then only ``view`` items can be shown.

    ``read_text(rel)`` returns a project file's text (``rel`` from the project
    root) and raises ``FileNotFoundError`` when there is none.

    Raises:
        SkinwrightError: ``docs/example-*`` diagnostics (unknown keys, wrong
            types, a prop or value the spec does not have, a phase in
            ``phases`` that is not a phase, a demo without a card to drive, a
            missing or unreadable transcript).
    """
    problems = schema_diagnostics(doc, example_schema(), prefix=PREFIX)
    if problems:
        raise SkinwrightError(problems)
    data = doc.data
    texts = [doc.path, doc.text]

    def reading(rel: str) -> str:
        texts.append(read_text(rel))
        return texts[-1]

    items = tuple(_item(doc, spec, ("items", i), item, reading, problems) for i, item in enumerate(data["items"]))
    demo = data.get("demo")
    if demo and not isinstance(items[0], CardItem):
        problems.append(Diagnostic(f"{PREFIX}/invalid-value", f"demo '{demo}' drives the first item, which must be a card",
                                   doc.locate(("items", 0)), hint="put a `card:` item first"))
    if problems:
        raise SkinwrightError(sorted(problems, key=Diagnostic.sort_key))
    return Example(id=example_id(doc.path), path=doc.path, title=data["title"], description=data["description"],
                   items=items, source=data.get("source"), section=data.get("section", "examples"), demo=demo,
                   layout=data.get("layout", "stack"), locale=data.get("locale", "en"),
                   digest=hashlib.sha256("\0".join(texts).encode("utf-8")).hexdigest())


def _item(doc: Document, spec: ComponentSpec | None, path: tuple, item: Mapping, read_text,
          problems: list) -> Item | None:
    (kind, value), = item.items()
    at = path + (kind,)
    if spec is None and kind != "view":  # every other kind renders tool-call cards
        problems.append(Diagnostic(f"{PREFIX}/invalid-value", f"'{kind}' items render tool-call cards, and this "
                                   "project has no tool-call component", doc.locate(at, key=True),
                                   hint="live examples show the tool-call family (card, call, group, matrix, "
                                        "transcript and view items); give this component's docs page prose instead "
                                        "(a .md file in its folder)"))
        return None
    if kind == "card":
        return _card(doc, spec, at, value, problems)
    if kind == "call":
        return CallItem(value, call_from_mapping(value))
    if kind == "view":
        return ViewItem(value.get("intent", "generic"), value.get("call"), value.get("result"))
    if kind == "group":
        inner = tuple(_item(doc, spec, at + ("items", i), x, read_text, problems) for i, x in enumerate(value["items"]))
        return GroupItem(inner, value.get("open", True))
    if kind == "matrix":
        for name, values in value["axes"].items():
            _check_prop(doc, spec, at + ("axes", name), name, None, problems, key=True)
            for i, v in enumerate(values):
                if v is not None:
                    _check_prop(doc, spec, at + ("axes", name, i), name, v, problems)
        axes = tuple((name, tuple(values)) for name, values in value["axes"].items())
        return MatrixItem(axes, _card(doc, spec, at + ("card",), value["card"], problems))
    return _transcript(doc, at, value, read_text, problems)


def _card(doc: Document, spec: ComponentSpec, at: tuple, value: Mapping, problems: list) -> CardItem:
    props = value.get("props") or {}
    for name, v in props.items():
        if _check_prop(doc, spec, at + ("props", name), name, None, problems, key=True):
            _check_prop(doc, spec, at + ("props", name), name, v, problems)
    phases = value.get("phases") or {}
    names = spec.section_names("phases")
    for name in phases:
        if name not in names:
            guess = did_you_mean(name, names)
            problems.append(Diagnostic(f"{PREFIX}/unknown-phase", f"'{name}' is not a phase of {spec.name}",
                                       doc.locate(at + ("phases", name), key=True),
                                       hint=f"did you mean '{guess}'?" if guess else "phases: " + ", ".join(names)))
    return CardItem(dict(props), dict(value["content"]), {k: dict(v) for k, v in phases.items()})


def _check_prop(doc: Document, spec: ComponentSpec, at: tuple, name: str, value: Any, problems: list,
                key: bool = False) -> bool:
    prop = spec.prop(name)
    if prop is None:
        guess = did_you_mean(name, [p.name for p in spec.props])
        problems.append(Diagnostic(f"{PREFIX}/unknown-prop", f"{spec.name} has no prop '{name}'", doc.locate(at, key=True),
                                   hint=f"did you mean '{guess}'?" if guess else None))
        return False
    if key:
        return True
    allowed = spec.section_names(prop.values_from) if prop.values_from else None
    wrong = (allowed is not None and value not in allowed) or \
        (prop.type == "boolean" and not isinstance(value, bool)) or \
        (prop.type == "number" and (isinstance(value, bool) or not isinstance(value, (int, float))))
    if wrong:
        want = "one of " + ", ".join(allowed) if allowed is not None else "a " + prop.type
        guess = did_you_mean(str(value), allowed) if allowed else None
        problems.append(Diagnostic(f"{PREFIX}/invalid-value", f"{name} must be {want}, not {json.dumps(value)}",
                                   doc.locate(at), hint=f"did you mean '{guess}'?" if guess else None))
    return not wrong


def _transcript(doc: Document, at: tuple, path: str, read_text, problems: list) -> TranscriptItem | CardItem:
    from ..transcripts import read_transcript

    rel = str(PurePosixPath(doc.path).parent / path)
    try:
        text = read_text(rel)
        transcript = read_transcript(rel, text)
    except FileNotFoundError:
        problems.append(Diagnostic(f"{PREFIX}/missing-file", f"no transcript file {rel}", doc.locate(at),
                                   hint="the path is relative to the example file"))
        return TranscriptItem(path, rel, ())
    except SkinwrightError as exc:
        problems.extend(exc.diagnostics)
        return TranscriptItem(path, rel, ())
    problems.extend(d for d in transcript.diagnostics if d.severity == "error")
    return TranscriptItem(path, rel, tuple(tuple(turn) for turn in transcript.turns))


# --- rendering -----------------------------------------------------------------------

@dataclass
class Renderer:
    """Renders the examples of one page; one instance per page keeps DOM ids unique.

    ``spec`` is the card's spec, ``group_spec`` the group's (None: the
    checkout's), ``scope`` the component whose page this is.
    """

    spec: ComponentSpec
    scope: str = "tool-call"
    group_spec: ComponentSpec | None = None
    ids: IdAllocator = field(default_factory=IdAllocator)
    groups: Iterator[int] = field(default_factory=lambda: itertools.count(1))
    heading_level: int = GROUP_HEADING_LEVEL  # a group's heading, one below the example's title

    def card_ids(self, base: str) -> Iterator[str]:
        while True:
            yield self.ids.allocate(base)

    def card(self, item: CardItem, example: Example, *, approval_actions: bool = False,
             instance_id: str | None = None, phase: str | None = None) -> Markup:
        props = dict(item.props)
        if phase is not None:
            props["phase"] = phase
        if example.locale != "en" and "translations" not in props:
            props["translations"] = example.options.card_translations
        content = item.content_for(props.get("phase"))
        if approval_actions and content.get("approval"):
            content["approval"] = approval_markup(content["approval"], example.options)
        return render_tool_call(props, content, instance_id=instance_id or self.ids.allocate(example.id),
                                spec=self.spec)

    def call(self, item: CallItem, example: Example) -> Markup:
        renderer = functools.partial(render_tool_call, spec=self.spec)
        return render_card(item.call, self.card_ids(example.id), example.options, card=renderer)

    def group(self, cards: Sequence[Markup], phases: Sequence[str], example: Example, open: bool = True) -> Markup:
        return render_group(cards, phases, instance_id=f"{example.id}-{next(self.groups)}", options=example.options,
                            open=open, heading_level=self.heading_level, spec=self.group_spec)

    def view(self, item: ViewItem, example: Example) -> tuple[Markup, Markup]:
        """The call side and the result side, each under a caption (the captions are the docs' own)."""
        view = render_view(item.intent, item.call, item.result, example.options)
        sides = [(label, markup) for label, markup in (("Call side (a card's input)", view.call),
                                                        ("Result side (a card's output)", view.result)) if markup]
        shown = Markup("").join(Markup('<div class="xh-doc-side"><div class="xh-doc-side__label">{}</div>{}</div>')
                                .format(label, markup) for label, markup in sides)
        return Markup('<div class="xh-doc-view">{}</div>').format(shown), Markup("").join(m for _, m in sides)

    def phase_of(self, item: CardItem | CallItem) -> str:
        if isinstance(item, CallItem):
            return item.call.phase
        return resolve_phase(item.props.get("phase"), self.spec).name

    def item(self, item: Item, example: Example) -> tuple[Markup, Markup]:
        """``(preview, source)``: the markup shown, and the component markup alone for the HTML tab."""
        if isinstance(item, CardItem):
            out = self.card(item, example)
        elif isinstance(item, CallItem):
            out = self.call(item, example)
        elif isinstance(item, GroupItem):
            cards = [self.card(i, example) if isinstance(i, CardItem) else self.call(i, example) for i in item.items]
            out = self.group(cards, [self.phase_of(i) for i in item.items], example, item.open)
        elif isinstance(item, MatrixItem):
            return self.matrix(item, example)
        elif isinstance(item, ViewItem):
            return self.view(item, example)
        else:
            return self.transcript(item, example)
        return out, out

    def matrix(self, item: MatrixItem, example: Example) -> tuple[Markup, Markup]:
        """A grid: one column per value of the last axis, one row per combination of the others.

        The source is the first row only: the other cards differ in the axes' attributes alone.
        """
        *rows_axes, (col_name, col_values) = item.axes
        cells = [(combo, self.card(card, example)) for combo, card in item.cells()]
        head = [Markup('<div class="xh-doc-matrix__head">{}</div>').format(_axis_value(col_name, v))
                 for v in col_values]
        body: list[Markup] = []
        width = len(col_values)
        for r in range(0, len(cells), width):
            combo = cells[r][0]
            label = " · ".join(_axis_value(name, combo[name]) for name, _ in rows_axes)
            if label:
                body.append(Markup('<div class="xh-doc-matrix__row">{}</div>').format(label))
            body += [Markup('<div class="xh-doc-matrix__cell">{}</div>').format(card) for _, card in cells[r:r + width]]
        grid = Markup('<div class="xh-doc-matrix" style="--xh-doc-cols: {}">{}</div>').format(
            width, Markup("").join(head + body))
        rest = len(cells) - width
        note = Markup("<!-- {} more: every {}; they differ only in {} -->").format(
            rest, " × ".join(name for name, _ in item.axes),
            ", ".join(f"data-{name}" for name, _ in item.axes)) if rest > 0 else Markup("")
        return grid, Markup("").join(card for _, card in cells[:width]) + note

    def transcript(self, item: TranscriptItem, example: Example) -> tuple[Markup, Markup]:
        """Each turn's calls as cards; a turn of several calls as a group (as ``skinwright render`` does)."""
        out: list[Markup] = []
        for calls in item.turns:
            cards = [render_card(c, self.card_ids(example.id), example.options,
                                 card=functools.partial(render_tool_call, spec=self.spec)) for c in calls]
            if len(cards) == 1:
                out.append(cards[0])
            elif cards:
                out.append(self.group(cards, [c.phase for c in calls], example))
        inner = Markup("").join(out)
        return Markup('<div class="xh-doc-transcript" data-source="{}">{}</div>').format(item.rel, inner), inner


def _axis_value(name: str, value: Any) -> str:
    return f"no {name}" if value is None else str(value)


def approval_markup(text: str, options: ViewOptions) -> Markup:
    """The gate's sentence and the demo's approve/deny buttons (docs-only controls)."""
    zh = options.locale == "zh-CN"
    return Markup('<span class="xh-doc-approval__text">{}</span> <span class="xh-doc-approval__actions">'
                  '<button type="button" class="xh-doc-button xh-doc-button--primary" data-xh-action="approve">{}</button> '
                  '<button type="button" class="xh-doc-button" data-xh-action="deny">{}</button></span>').format(
        text, "批准" if zh else "Approve", "拒绝" if zh else "Deny")


# --- the frame: toolbar, preview, demo controls --------------------------------------

SETTINGS: tuple[tuple[str, str, tuple[tuple[str, str], ...]], ...] = (
    ("theme", "Theme", (("site", "Follow site"), ("light", "Light"), ("dark", "Dark"))),
    ("density", "Density", (("comfortable", "Comfortable"), ("compact", "Compact"))),
    ("contrast", "Contrast", (("base", "Base"), ("more", "High"))),
    ("dir", "Direction", (("ltr", "LTR"), ("rtl", "RTL"))),
)
"""The toolbar: setting → (legend, (value, label)…); the first value is the default."""


def toolbar(example: Example) -> Markup:
    """The example's settings toolbar: one radio group per setting (keyboard: Tab between groups, arrows within)."""
    groups = []
    for setting, legend, values in SETTINGS:
        name = f"xh-{example.id}-{setting}"
        radios = Markup("").join(
            Markup('<label><input type="radio" name="{}" value="{}"{}><span>{}</span></label>').format(
                name, value, Markup(" checked") if i == 0 else "", label)
            for i, (value, label) in enumerate(values))
        groups.append(Markup('<fieldset class="xh-doc-seg" data-xh-setting="{}"><legend>{}</legend>{}</fieldset>')
                      .format(setting, legend, radios))
    return Markup('<div class="xh-doc-toolbar" role="group" aria-label="{}">{}</div>').format(
        f"Preview settings: {example.title}", Markup("").join(groups))


def demo_controls(example: Example, spec: ComponentSpec) -> Markup:
    """Controls under a demo: the phase stepper and setOpen buttons (latch), reset, the source readout."""
    parts: list[Markup] = []
    if example.demo == "latch":
        steps = Markup("").join(
            Markup('<button type="button" class="xh-doc-step" data-xh-phase="{0}" aria-pressed="false">'
                   '<span class="xh-doc-step__n">{1}</span> {0}</button>').format(ph.name, i)
            for i, ph in enumerate(spec.phases, 1))
        parts.append(Markup('<div class="xh-doc-stepper" role="group" aria-label="Phase">{}</div>').format(steps))
        parts.append(Markup(
            '<div class="xh-doc-demo__actions">'
            '<button type="button" class="xh-doc-button" data-xh-api="open"><code>setOpen(true)</code></button> '
            '<button type="button" class="xh-doc-button" data-xh-api="close"><code>setOpen(false)</code></button> '
            '<button type="button" class="xh-doc-button" data-xh-reset>Reset</button></div>'))
    else:
        parts.append(Markup('<div class="xh-doc-demo__actions">'
                            '<button type="button" class="xh-doc-button" data-xh-reset>Reset</button></div>'))
    parts.append(Markup(
        '<p class="xh-doc-readout">Last change came from: <output data-xh-source>not yet</output>'
        '<span class="xh-doc-readout__state"> · machine state <code data-xh-state></code></span></p>'))
    return Markup('<div class="xh-doc-demo" data-xh-demo-controls>{}</div>').format(Markup("").join(parts))


def phase_templates(example: Example, renderer: Renderer, instance_id: str) -> Markup:
    """The demo card in every phase, as inert ``<template>``s the script swaps in (same ids)."""
    item = example.items[0]
    assert isinstance(item, CardItem)
    return Markup("").join(
        Markup('<template data-xh-phase="{}">{}</template>').format(
            ph.name, renderer.card(item, example, approval_actions=True, instance_id=instance_id, phase=ph.name))
        for ph in renderer.spec.phases)


@dataclass(frozen=True)
class Rendered:
    """An example rendered: the preview, the component markup for the HTML tab, the demo card's id."""

    preview: Markup
    source: Markup
    demo_id: str | None = None


def render_items(example: Example, renderer: Renderer) -> Rendered:
    """Every item's markup, in order; a demo card gets its approve/deny buttons in the preview only."""
    preview: list[Markup] = []
    source: list[Markup] = []
    demo_id = None
    for i, item in enumerate(example.items):
        if i == 0 and example.demo and isinstance(item, CardItem):
            demo_id = renderer.ids.allocate(example.id)
            preview.append(renderer.card(item, example, approval_actions=True, instance_id=demo_id))
            source.append(renderer.card(item, example, instance_id=demo_id))
        else:
            shown, markup = renderer.item(item, example)
            preview.append(shown)
            source.append(markup)
    return Rendered(Markup("").join(preview), Markup("").join(source), demo_id)


def frame(example: Example, renderer: Renderer, rendered: Rendered) -> Markup:
    """The example's frame: toolbar, preview (the only element the toolbar changes), demo controls."""
    preview = Markup('<div class="xh-doc-canvas" data-xh-frame data-layout="{}" data-density="comfortable" '
                     'data-contrast="base" dir="ltr" lang="{}">{}</div>').format(
        example.layout, example.locale, rendered.preview)
    extra = Markup("")
    if example.demo and rendered.demo_id:
        extra = demo_controls(example, renderer.spec) + phase_templates(example, renderer, rendered.demo_id)
    attrs = Markup(' data-xh-demo="{}"').format(example.demo) if example.demo else Markup("")
    # A <section>: Material's search skips data-search-exclude elements by tag name, so the
    # excluded wrapper must be a tag the markup inside never uses (cards are divs and spans).
    return Markup('<section class="xh-doc-example no-copy" id="example-{0}" data-xh-example="{0}" data-xh-scope="{1}"'
                  '{2} data-search-exclude>{3}{4}{5}</section>').format(
        example.id, renderer.scope, attrs, toolbar(example), preview, extra)


# --- Markdown ------------------------------------------------------------------------

def fence(code: str, lang: str, indent: str = "    ") -> str:
    """``code`` as a fenced block (longer fence than any backtick run inside), indented for a tab."""
    run = max((len(m) for m in re.findall(r"`+", code)), default=0)
    marks = "`" * max(3, run + 1)
    body = "\n".join(indent + line if line.strip() else "" for line in code.rstrip("\n").split("\n"))
    return f"{indent}{marks}{lang}\n{body}\n{indent}{marks}"


def raw_html(markup: Markup) -> str:
    """Markup safe to paste into Markdown as one raw HTML block.

    Backticks become ``&#96;`` and line breaks ``&#10;`` (the same characters
    to the browser, also inside ``pre``), so the block is one line: no line of
    producer text can open a fenced code block or end the block early.
    """
    return str(markup).replace("`", "&#96;").replace("\r", "&#13;").replace("\n", "&#10;")


def example_markdown(example: Example, renderer: Renderer, tabs: Callable[[Example, Markup], Sequence[tuple[str, str, str]]],
                     level: int = 3) -> str:
    """One example: heading (``level``), description, the frame, then code tabs ``(label, language, code)``.

    A group inside takes the heading level below (WCAG 1.3.1: headings do not skip levels).

    ``tabs(example, source_markup)`` gives the tabs; the HTML tab shows the
    component markup of the preview (without the docs' own wrappers).
    """
    renderer.heading_level = min(level + 1, 6)
    rendered = render_items(example, renderer)
    text = [f"{'#' * level} {example.title} {{#{example.id}}}", example.description]
    origin = f"from {escape(example.source)} · " if example.source else ""
    text[-1] += f"\n<small class=\"xh-doc-source\">{origin}data: <code>{escape(example.path)}</code></small>"
    text.append(raw_html(frame(example, renderer, rendered)))
    # Rendered cards and code are kept out of the search index (see frame()).
    text.append('<section class="xh-doc-code" markdown="1" data-search-exclude>')
    for label, lang, code in tabs(example, rendered.source):
        text.append(f'=== "{label}"\n\n{fence(code, lang)}')
    text.append("</section>")
    return "\n\n".join(text) + "\n"


def machine_script(scope: str, machine: Mapping[str, Any]) -> str:
    """The machine as inline JSON for the page script (``</`` escaped so it cannot end the script)."""
    text = json.dumps(machine, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    return f'<script type="application/json" data-xh-machine="{escape(scope)}">{text}</script>'
