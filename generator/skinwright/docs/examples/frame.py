"""The frame of a live example: the preview, a demo's controls, and the settings toolbar's template.

The toolbar sets the token contexts (theme, density, contrast) and the
direction on the preview alone; the page script adds it to an example when
the example scrolls into view (:func:`toolbar_template`). Density is offered
only where it changes something: when a stylesheet of the example's
components reads a token that the compact density context changes. A demo (:class:`~.model.Demo`) adds a phase
stepper, buttons that send machine events, a reset, and a readout of the
machine's state and the last change; the instance's markup in each other
phase it can reach rides along as an inert ``<template>`` the page script swaps in.
"""

from __future__ import annotations

from markupsafe import Markup

from ...components.spec import ComponentSpec
from ..words import word
from .model import Example, Instance
from .render import Renderer, Rendered

SETTINGS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("theme", ("site", "light", "dark")),
    ("density", ("comfortable", "compact")),
    ("contrast", ("base", "more")),
    ("dir", ("ltr", "rtl")),
)
"""The toolbar: setting → its values, the first the default (legends and labels: :func:`~..words.word`,
``theme``, ``theme.site`` …)."""


def toolbar_template(locale: str = "en") -> Markup:
    """The settings toolbar, once per page as an inert ``<template>``: one radio group per setting.

    The page script gives each example its copy when the example scrolls into
    view (radio names and the label made unique to the example, the groups the
    example lists in ``data-xh-settings`` kept), so a long page does not carry
    a toolbar per example in its HTML, and a reader without scripts meets no
    controls that could not work. Keyboard: Tab between groups, arrows within.
    Its words are the page's ``locale``.
    """
    groups = []
    for setting, values in SETTINGS:
        radios = Markup("").join(
            Markup('<label><input type="radio" name="{}" value="{}"{}><span>{}</span></label>').format(
                setting, value, Markup(" checked") if i == 0 else "", word(locale, f"{setting}.{value}"))
            for i, value in enumerate(values))
        groups.append(Markup('<fieldset class="xh-doc-seg" data-xh-setting="{}"><legend>{}</legend>{}</fieldset>')
                      .format(setting, word(locale, setting), radios))
    # In a hidden <div>: Python-Markdown passes a block-level element through whole, but wraps a
    # <template> line in <p> (leaving <p></template></p> behind).
    return Markup('<div hidden><template data-xh-toolbar><div class="xh-doc-toolbar" role="group" '
                  'aria-label="{}">{}</div></template></div>').format(word(locale, "settings"), Markup("").join(groups))


def demo_controls(example: Example, spec: ComponentSpec, locale: str = "en") -> Markup:
    """Controls under a demo: the phase stepper, event buttons, reset, the readout (words in ``locale``)."""
    demo = example.demo
    parts: list[Markup] = []
    if demo.stepper:
        steps = Markup("").join(
            Markup('<button type="button" class="xh-doc-step" data-xh-phase="{0}" aria-pressed="false">'
                   '<span class="xh-doc-step__n">{1}</span> {0}</button>').format(ph.name, i)
            for i, ph in enumerate(spec.phases, 1))
        parts.append(Markup('<div class="xh-doc-stepper" role="group" aria-label="{}">{}</div>').format(
            word(locale, "phase"), steps))
    buttons = [Markup('<button type="button" class="xh-doc-button" data-xh-send="{}"><code>{}</code></button>')
               .format(event, label) for event, label in demo.send]
    buttons.append(Markup('<button type="button" class="xh-doc-button" data-xh-reset>{}</button>').format(
        word(locale, "reset")))
    parts.append(Markup('<div class="xh-doc-demo__actions">{}</div>').format(Markup(" ").join(buttons)))
    changes = any(f["name"] == "source" for e in spec.events for f in e.get("fields", ()))
    state = Markup('<span class="xh-doc-readout__state"> · {} <code data-xh-state></code></span>').format(
        word(locale, "machine_state")) if spec.machine else Markup("")
    parts.append(Markup('<p class="xh-doc-readout">{0} <output data-xh-source data-xh-initial="{1}">{1}</output>{2}</p>').format(
        word(locale, "last_change" if changes else "last_event"), word(locale, "not_yet"), state))
    return Markup('<div class="xh-doc-demo" data-xh-demo-controls>{}</div>').format(Markup("").join(parts))


def phase_markup(example: Example, renderer: Renderer, instance_id: str) -> dict[str, str]:
    """The demo instance in every phase of its spec (phase → HTML, same ids), which the script swaps in."""
    item = example.items[0]
    assert isinstance(item, Instance)
    return {ph.name: str(renderer.instance(item, example, instance_id=instance_id, phase=ph.name, actions=example.demo))
            for ph in renderer.specs[item.component].phases}


def phases_file(locale: str) -> str:
    """The name of the file that holds a page's demo phases: ``phases`` (English), ``phases.zh`` …"""
    return "phases" if locale == "en" else f"phases.{locale}"


def frame(example: Example, renderer: Renderer, rendered: Rendered, phases: dict | None = None) -> Markup:
    """The example's frame: toolbar, preview (the only element the toolbar changes), demo controls.

    A demo's markup in each phase goes into ``phases`` (example id → phase → HTML), which the build
    publishes beside the code (:func:`phases_file`): the page fetches it when the demo hydrates, so
    a long page does not carry every phase of every demo. Without ``phases`` they are inlined as
    ``<template data-xh-phase>`` elements.
    """
    preview = Markup('<div class="xh-doc-canvas" data-xh-frame data-layout="{}" data-density="comfortable" '
                     'data-contrast="base" dir="ltr" lang="{}">{}</div>').format(
        example.layout, example.locale, rendered.preview)
    extra = Markup("")
    if example.demo is not None and rendered.demo_id:
        spec = renderer.specs[example.items[0].component]
        markup = phase_markup(example, renderer, rendered.demo_id)
        if phases is None:
            extra = demo_controls(example, spec, renderer.locale) + Markup("").join(
                Markup('<template data-xh-phase="{}">{}</template>').format(ph, Markup(html))
                for ph, html in markup.items())
        else:
            phases[example.id] = markup
            extra = demo_controls(example, spec, renderer.locale)
    attrs = Markup(" data-xh-demo") if example.demo is not None else Markup("")
    if example.demo is not None and phases is not None and rendered.demo_id:
        attrs += Markup(' data-xh-phases="{}"').format(phases_file(renderer.locale))
    # A <section>: Material's search skips data-search-exclude elements by tag name, so the
    # excluded wrapper must be a tag the markup inside never uses (cards are divs and spans).
    settings = " ".join(s for s, _ in SETTINGS if s != "density" or renderer.density_applies(rendered.preview))
    return Markup('<section class="xh-doc-example no-copy" id="example-{0}" data-xh-example="{0}" data-xh-scope="{1}"'
                  ' data-xh-settings="{2}"{3} data-search-exclude>{4}{5}</section>').format(
        example.id, renderer.scope, settings, attrs, preview, extra)
