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
from .model import Example, Instance
from .render import Renderer, Rendered

SETTINGS: tuple[tuple[str, str, tuple[tuple[str, str], ...]], ...] = (
    ("theme", "Theme", (("site", "Follow site"), ("light", "Light"), ("dark", "Dark"))),
    ("density", "Density", (("comfortable", "Comfortable"), ("compact", "Compact"))),
    ("contrast", "Contrast", (("base", "Base"), ("more", "High"))),
    ("dir", "Direction", (("ltr", "LTR"), ("rtl", "RTL"))),
)
"""The toolbar: setting → (legend, (value, label)…); the first value is the default."""


def toolbar_template() -> Markup:
    """The settings toolbar, once per page as an inert ``<template>``: one radio group per setting.

    The page script gives each example its copy when the example scrolls into
    view (radio names and the label made unique to the example, the groups the
    example lists in ``data-xh-settings`` kept), so a long page does not carry
    a toolbar per example in its HTML, and a reader without scripts meets no
    controls that could not work. Keyboard: Tab between groups, arrows within.
    """
    groups = []
    for setting, legend, values in SETTINGS:
        radios = Markup("").join(
            Markup('<label><input type="radio" name="{}" value="{}"{}><span>{}</span></label>').format(
                setting, value, Markup(" checked") if i == 0 else "", label)
            for i, (value, label) in enumerate(values))
        groups.append(Markup('<fieldset class="xh-doc-seg" data-xh-setting="{}"><legend>{}</legend>{}</fieldset>')
                      .format(setting, legend, radios))
    # In a hidden <div>: Python-Markdown passes a block-level element through whole, but wraps a
    # <template> line in <p> (leaving <p></template></p> behind).
    return Markup('<div hidden><template data-xh-toolbar><div class="xh-doc-toolbar" role="group" '
                  'aria-label="Preview settings">{}</div></template></div>').format(Markup("").join(groups))


def demo_controls(example: Example, spec: ComponentSpec) -> Markup:
    """Controls under a demo: the phase stepper, event buttons, reset, the readout."""
    demo = example.demo
    parts: list[Markup] = []
    if demo.stepper:
        steps = Markup("").join(
            Markup('<button type="button" class="xh-doc-step" data-xh-phase="{0}" aria-pressed="false">'
                   '<span class="xh-doc-step__n">{1}</span> {0}</button>').format(ph.name, i)
            for i, ph in enumerate(spec.phases, 1))
        parts.append(Markup('<div class="xh-doc-stepper" role="group" aria-label="Phase">{}</div>').format(steps))
    buttons = [Markup('<button type="button" class="xh-doc-button" data-xh-send="{}"><code>{}</code></button>')
               .format(event, label) for event, label in demo.send]
    buttons.append(Markup('<button type="button" class="xh-doc-button" data-xh-reset>Reset</button>'))
    parts.append(Markup('<div class="xh-doc-demo__actions">{}</div>').format(Markup(" ").join(buttons)))
    changes = any(f["name"] == "source" for e in spec.events for f in e.get("fields", ()))
    state = Markup('<span class="xh-doc-readout__state"> · machine state <code data-xh-state></code></span>') \
        if spec.machine else Markup("")
    parts.append(Markup('<p class="xh-doc-readout">{} <output data-xh-source>not yet</output>{}</p>').format(
        "Last change came from:" if changes else "Last event:", state))
    return Markup('<div class="xh-doc-demo" data-xh-demo-controls>{}</div>').format(Markup("").join(parts))


def phase_templates(example: Example, renderer: Renderer, instance_id: str) -> Markup:
    """The demo instance in each phase it can move to, as inert ``<template>``s the script swaps in (same ids).

    The phase it starts in is the preview itself, which the script keeps a copy of
    for Reset, so it has no template; without a stepper only the phases its
    actions lead to (``phase`` and ``then``) are reachable, so only they get one.
    """
    item = example.items[0]
    assert isinstance(item, Instance)
    demo, start = example.demo, renderer.phase_of(item)
    reachable = None if demo.stepper else {p for a in demo.actions for p in (a.phase, a.then) if p}
    return Markup("").join(
        Markup('<template data-xh-phase="{}">{}</template>').format(
            ph.name, renderer.instance(item, example, instance_id=instance_id, phase=ph.name, actions=demo))
        for ph in renderer.specs[item.component].phases
        if ph.name != start and (reachable is None or ph.name in reachable))


def frame(example: Example, renderer: Renderer, rendered: Rendered) -> Markup:
    """The example's frame: toolbar, preview (the only element the toolbar changes), demo controls."""
    preview = Markup('<div class="xh-doc-canvas" data-xh-frame data-layout="{}" data-density="comfortable" '
                     'data-contrast="base" dir="ltr" lang="{}">{}</div>').format(
        example.layout, example.locale, rendered.preview)
    extra = Markup("")
    if example.demo is not None and rendered.demo_id:
        spec = renderer.specs[example.items[0].component]
        extra = demo_controls(example, spec) + phase_templates(example, renderer, rendered.demo_id)
    attrs = Markup(" data-xh-demo") if example.demo is not None else Markup("")
    # A <section>: Material's search skips data-search-exclude elements by tag name, so the
    # excluded wrapper must be a tag the markup inside never uses (cards are divs and spans).
    settings = " ".join(s for s, _, _ in SETTINGS if s != "density" or renderer.density_applies(rendered.preview))
    return Markup('<section class="xh-doc-example no-copy" id="example-{0}" data-xh-example="{0}" data-xh-scope="{1}"'
                  ' data-xh-settings="{2}"{3} data-search-exclude>{4}{5}</section>').format(
        example.id, renderer.scope, settings, attrs, preview, extra)
