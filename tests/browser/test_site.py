"""The built docs site in Chromium: every component page, its example frames and the latch demo.

The site is built by the tests (the ``site`` fixture) and served on 127.0.0.1.
A component of styles/ without a page fails here. Each component page is
loaded once; every test first puts it back in its resting state (light
palette, toolbars at their defaults, reduced motion) and leaves every card open
or closed as it found it. Checks:

- axe-core on the page content with Material's light and dark palettes (the
  examples follow the site), and on every example frame with its toolbar set
  to high contrast, light and dark; Material's own chrome is left out
  (``checks.MATERIAL_CHROME``);
- keyboard (WAI-ARIA APG disclosure and accordion): entering each frame, Tab
  reaches every trigger in order; Enter and Space toggle each one and
  ``aria-expanded``, ``hidden`` and ``inert`` follow (with motion, ``hidden``
  follows once the exit animation ends);
- the latch demo: phase changes open and close the card until the user
  toggles it once, and never after;
- screenshots of each page in light, dark, high contrast and RTL under
  tests/artifacts/site/, checked not blank.
"""

from __future__ import annotations

import base64
import json
import re

import pytest

from .checks import (CONTENT, EXAMPLES, MATERIAL_CHROME, NEUTRAL, axe_findings, axe_scan, blank_findings,
                     disclosure_findings, hydrate_all, inject, open_page, set_toolbars, tab_walks)
from .conftest import COMPONENTS
from .test_screenshots import ARTIFACTS

FRAMES = f"{EXAMPLES} > [data-xh-frame]"
DEFAULTS = {"theme": "site", "density": "comfortable", "contrast": "base", "dir": "ltr"}


@pytest.fixture(scope="module")
def page(tab, component_page):
    """The component page, loaded once for the module's tests of this component."""
    open_page(tab, component_page, reduced_motion="reduce")
    # Examples hydrate as they near the viewport: bring them all to life, as a reader who scrolled.
    hydrate_all(tab)
    assert tab.evaluate(f"document.querySelectorAll('{FRAMES}').length") > 0, "the page shows no live example"
    return tab


def palette(tab, scheme: str) -> None:
    """Switch Material's palette as its header toggle does (``default`` or ``slate``)."""
    tab.evaluate("""(scheme) => {
        const input = document.querySelector(`[data-md-component="palette"] input[data-md-color-scheme="${scheme}"]`);
        if (!input) throw new Error(`no ${scheme} palette`);
        if (!input.checked) input.click();
    }""", scheme)
    tab.wait_for_function("(s) => document.body.getAttribute('data-md-color-scheme') === s", arg=scheme)


@pytest.fixture
def resting(page):
    """The page in its resting state: light palette, default toolbars, reduced motion, no focus."""
    page.emulate_media(**{**NEUTRAL, "reduced_motion": "reduce"})
    palette(page, "default")
    for setting, value in DEFAULTS.items():
        set_toolbars(page, setting, value)
    page.evaluate("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0)")
    inject(page)
    return page


# --- axe ---------------------------------------------------------------------------------

def test_axe_on_the_page_with_each_site_palette(resting):
    findings = []
    for scheme, theme in (("default", "light"), ("slate", "dark")):
        palette(resting, scheme)
        themes = resting.evaluate(f"Array.from(document.querySelectorAll('{FRAMES}'), f => f.getAttribute('data-theme'))")
        assert set(themes) == {theme}  # "follow site": every frame took the palette
        findings += axe_findings(axe_scan(resting, [CONTENT], list(MATERIAL_CHROME), detach=".highlight"),
                                 f"{theme} page")
    assert findings == []


def test_axe_on_every_example_frame_in_high_contrast(resting):
    set_toolbars(resting, "contrast", "more")
    assert resting.evaluate(f"document.querySelectorAll('{FRAMES}:not([data-contrast=\"more\"])').length") == 0
    findings = []
    for theme in ("light", "dark"):
        set_toolbars(resting, "theme", theme)
        findings += axe_findings(axe_scan(resting, [EXAMPLES], list(MATERIAL_CHROME), detach=".highlight"),
                                 f"{theme}-more frames")
    assert findings == []


# --- screenshots (before the keyboard and demo tests leave their traces on the page) ---------

SHOTS = {  # mode -> (Material palette, toolbar settings)
    "light": ("default", {}),
    "dark": ("slate", {}),
    "contrast-more": ("default", {"contrast": "more"}),
    "rtl": ("default", {"dir": "rtl"}),
}


@pytest.mark.parametrize("mode", SHOTS)
def test_component_page_screenshot(resting, component, mode):
    scheme, settings = SHOTS[mode]
    palette(resting, scheme)
    for setting, value in settings.items():
        set_toolbars(resting, setting, value)
    path = ARTIFACTS / "site" / f"{component}-{mode}.jpeg"
    path.parent.mkdir(parents=True, exist_ok=True)
    # JPEG: a full component page is tens of thousands of pixels tall; PNG takes twice as long to write.
    shot = resting.screenshot(path=str(path), full_page=True, type="jpeg", quality=60)
    stats = resting.evaluate("(b64) => xhProbe.imageStats(b64, 'image/jpeg')", base64.b64encode(shot).decode())
    assert stats["height"] > 1000
    assert blank_findings(stats, f"{component} {mode}") == []


# --- keyboard ----------------------------------------------------------------------------

def test_tab_reaches_every_trigger_of_every_frame_in_order(resting):
    walks = tab_walks(resting, FRAMES)
    frames = resting.evaluate(f"Array.from(document.querySelectorAll('{FRAMES}'), (f) => f.closest('{EXAMPLES}').id)")
    findings = []
    for example, walk in zip(frames, walks):
        triggers = resting.evaluate("(s) => xhProbe.triggers(s)", f"#{example} > [data-xh-frame]")
        want = [t["key"] for t in triggers if t["reachable"]]
        got = [s["key"] for s in walk if s["part"] == "trigger"]
        if got != want:
            findings.append(f"{example}: Tab reaches {len(got)} of {len(want)} triggers, or not in order")
        findings += [f"{example}: {f}" for f in disclosure_findings(triggers)]
    assert sum(len(w) for w in walks) > 0
    assert findings == []


def press(tab, key_of_trigger: int, key: str) -> dict:
    tab.evaluate("(k) => xhProbe.focusKey(k)", key_of_trigger)
    tab.keyboard.press(key)
    return tab.evaluate("(k) => xhProbe.trigger(k)", key_of_trigger)


def pressable(tab, component: str) -> list[dict]:
    """The reachable triggers of the page's example frames (a component with a trigger part must show some)."""
    triggers = [t for t in tab.evaluate("(s) => xhProbe.triggers(s)", FRAMES) if t["reachable"]]
    if not triggers:
        pytest.fail(f"the {component} examples show no trigger to press")
    return triggers


def disclosures() -> list[str]:
    """The components whose anatomy has a trigger part (tool-result has none: it lives inside a card)."""
    from tests.specs import shipped_spec

    return [c for c in COMPONENTS if "trigger" in {p.name for p in shipped_spec(c).parts}]


DISCLOSURES = disclosures()


@pytest.mark.parametrize("component", DISCLOSURES, indirect=True)
def test_enter_and_space_toggle_every_trigger(resting, component):
    # Reduced motion: no exit animation, so `hidden` follows at once (with motion: the next test).
    triggers = pressable(resting, component)
    findings = []
    resting.evaluate("(k) => xhProbe.focusKey(k)", triggers[0]["key"])
    for i, t in enumerate(triggers):
        name = t["id"] or t["controls"]
        flipped = {"true": "false", "false": "true"}.get(t["ariaExpanded"])
        for key, want, last in (("Enter", flipped, False), ("Space", t["ariaExpanded"], True)):
            resting.keyboard.press(key)
            # One round trip: read this trigger, then focus the next one (Enter and Space keep focus).
            after = resting.evaluate("([k, next]) => { const t = xhProbe.trigger(k); if (next !== null) "
                                     "xhProbe.focusKey(next); return t; }",
                                     [t["key"], triggers[i + 1]["key"] if last and i + 1 < len(triggers) else None])
            findings += [f"{key} on {name}: {f}" for f in disclosure_findings([after])]
            if after["ariaExpanded"] != want:
                findings.append(f"{key} on {name}: aria-expanded is {after['ariaExpanded']!r}, want {want!r}")
    assert findings == []


@pytest.mark.parametrize("component", DISCLOSURES, indirect=True)
def test_with_motion_hidden_follows_once_the_exit_animation_ends(resting, component):
    open_ = [t for t in pressable(resting, component) if t["ariaExpanded"] == "true" and t["panel"]]
    if not open_:
        pytest.fail(f"no open, reachable disclosure in the {component} examples to close")
    t = open_[0]
    resting.emulate_media(**NEUTRAL)
    after = press(resting, t["key"], "Enter")
    assert after["ariaExpanded"] == "false"
    resting.wait_for_function("(id) => document.getElementById(id).hidden", arg=t["controls"], timeout=3000)
    after = resting.evaluate("(k) => xhProbe.trigger(k)", t["key"])
    assert (after["panel"]["hidden"], after["panel"]["visible"]) == (True, False)
    assert disclosure_findings([after]) == []
    press(resting, t["key"], "Enter")  # leave it open, as it was


# --- the latch demo (auto-disclosure and its latch) -------------------------------------------------

LATCH = "#example-auto-disclosure[data-xh-demo]"


def latch_state(tab):
    return tab.evaluate("""(latch) => {
        const demo = document.querySelector(latch);
        const trigger = demo.querySelector('[data-xh-frame] [data-scope="tool-call"][data-part="trigger"]');
        const panel = document.getElementById(trigger.getAttribute('aria-controls'));
        return {shape: [trigger.getAttribute('aria-expanded'), panel.hidden, panel.inert],
                // the raw source value (its code element; "not yet" before any change), then the whole readout
                source: (demo.querySelector('[data-xh-source] code') || demo.querySelector('[data-xh-source]')).textContent.trim(),
                readout: demo.querySelector('[data-xh-source]').textContent.trim(),
                state: demo.querySelector('[data-xh-state]').textContent.trim()};
    }""", LATCH)


def step(tab, phase):
    tab.locator(f'{LATCH} button[data-xh-phase="{phase}"]').click()
    return latch_state(tab)


def toggle(tab, key):
    tab.locator(f'{LATCH} [data-xh-frame] [data-scope="tool-call"][data-part="trigger"]').focus()
    tab.keyboard.press(key)
    return latch_state(tab)


OPEN, CLOSED = ["true", False, False], ["false", True, True]

LATCH_SCRIPT = (  # (action, argument, expected [aria-expanded, hidden, inert], source, machine state or None)
    # Before any user toggle the phases drive the disclosure (source: auto) ...
    ("phase", "output-available", CLOSED, "auto", "auto.collapsed"),
    ("phase", "awaiting-approval", CLOSED, "auto", "auto.collapsed"),  # waiting is not running: no auto-open
    ("phase", "input-available", OPEN, "auto", "auto.expanded"),
    ("phase", "output-error", CLOSED, "auto", "auto.collapsed"),
    ("phase", "input-streaming", OPEN, "auto", "auto.expanded"),
    # ... one user toggle latches it: no phase change moves it again, closed or open.
    ("key", "Enter", CLOSED, "user", "held.collapsed"),
    ("phase", "input-available", CLOSED, "user", "held.collapsed"),
    ("phase", "output-available", CLOSED, "user", "held.collapsed"),
    ("phase", "input-streaming", CLOSED, "user", "held.collapsed"),
    ("phase", "output-error", CLOSED, "user", "held.collapsed"),
    ("phase", "input-available", CLOSED, "user", "held.collapsed"),
    ("key", " ", OPEN, "user", "held.expanded"),
    ("phase", "output-available", OPEN, "user", "held.expanded"),
    ("phase", "input-streaming", OPEN, "user", "held.expanded"),
    ("phase", "output-error", OPEN, "user", "held.expanded"),
    ("phase", "awaiting-approval", OPEN, "user", "held.expanded"),
)


def latch_findings(tab) -> list[str]:
    """Run :data:`LATCH_SCRIPT` on the latch demo (after Reset); one line per step that went otherwise."""
    if tab.locator(LATCH).count() != 1:
        return ["the page has no latch demo"]
    # Live once its element module has loaded (hydration does not wait for it).
    tab.wait_for_function("(latch) => document.querySelector(latch).hasAttribute('data-xh-mounted')", arg=LATCH)
    from skinwright.docs.words import word

    lang = tab.evaluate("document.documentElement.lang") or "en"
    tab.locator(f"{LATCH} [data-xh-reset]").click()
    out = []
    for n, (action, arg, shape, source, state) in enumerate(LATCH_SCRIPT, 1):
        s = step(tab, arg) if action == "phase" else toggle(tab, arg)
        if (s["shape"], s["source"], s["state"]) != (shape, source, state):
            out.append(f"step {n} ({action} {arg!r}): [aria-expanded, hidden, inert] = {s['shape']}, "
                       f"source {s['source']!r}, state {s['state']!r}; want {shape}, {source!r}, {state!r}")
        gloss = f"{source} ({word(lang, 'source.' + source)})"  # the value, glossed in the page's language
        if s["readout"] != gloss:
            out.append(f"step {n}: the readout says {s['readout']!r}; want {gloss!r}")
    tab.locator(f"{LATCH} [data-xh-reset]").click()
    return out


@pytest.mark.parametrize("component", ["tool-call"], indirect=True)  # the latch demo belongs to the tool call
def test_latch_demo_moves_on_its_own_until_the_user_toggles_once(resting, component):
    assert latch_findings(resting) == []


# --- the suite can fail ----------------------------------------------------------------------
# One broken copy of the tool-call page carries two faults, each for its own check: the first card
# trigger outside the demos loses aria-expanded (a demo re-renders its card from a template), and
# the machine module the page's elements run lets a phase that starts running reach a held state
# (the latch becomes a flag nobody checks).

TRIGGER = re.compile(r'(<button data-scope="tool-call" data-part="trigger" id="([^"]+)"[^>]*?) aria-expanded="(?:true|false)"')
MACHINE = re.compile(r'(export const machine = )(\{.*?\})(;\n)', re.S)
LEAK = {"source": "held.collapsed", "event": "PHASE.ACTIVE", "guard": None, "target": "held.expanded",
        "actions": [{"emit": "open-change", "payload": {"open": True, "source": "auto"}}]}


def break_page(html: str, found: dict) -> str:
    demos = re.findall(r'id="example-([^"]+)" data-xh-example="[^"]*" data-xh-scope="[^"]*"'
                       r'(?: data-xh-settings="[^"]*")? data-xh-demo ', html)
    assert demos, "the demos are not where this fixture looks for them"

    def drop_first(m):
        if "id" in found or any(m.group(2).startswith(f"tool-call:{d}") for d in demos):
            return m.group(0)
        found["id"] = m.group(2)
        return m.group(1)

    html = TRIGGER.sub(drop_first, html)
    assert "id" in found, "no tool-call trigger with aria-expanded"
    return html


def leak_machine(module: str) -> str:
    """The tool-call machine module with :data:`LEAK` as its first transition."""
    def leak(m):
        data = json.loads(m.group(2))  # transitions under their state and event, in the spec's shape
        ts = data["on"].setdefault(LEAK["source"], {}).setdefault(LEAK["event"], [])
        ts.insert(0, {k: v for k, v in LEAK.items() if v is not None and k not in ("source", "event")})
        return m.group(1) + json.dumps(data) + m.group(3)

    module, n = MACHINE.subn(leak, module)
    assert n == 1, "the machine module does not hold its machine where this fixture looks"
    return module


@pytest.fixture(scope="module")
def broken(tab, component_page, component):
    """A second page (the shared one stays put) showing the component page with the two faults."""
    page, found = tab.context.new_page(), {}

    def handle(route):
        response = route.fetch()
        route.fulfill(response=response, body=break_page(response.text(), found))

    page.route(component_page, handle)
    def machine(route):
        response = route.fetch()
        route.fulfill(response=response, body=leak_machine(response.text()))

    page.route("**/generated/js/tool-call.machine.js", machine)
    page.emulate_media(**{**NEUTRAL, "reduced_motion": "reduce"})
    page.goto(component_page)
    hydrate_all(page)
    inject(page)
    yield page, found["id"]
    page.close()


# The faults are planted in the tool-call page.
@pytest.mark.parametrize("component", ["tool-call"], indirect=True)
def test_a_missing_aria_expanded_is_caught_on_the_site(broken):
    page, trigger = broken
    assert disclosure_findings(page.evaluate("xhProbe.triggers()")) == [
        f"trigger {trigger}: aria-expanded is None, want 'true' or 'false'"]


@pytest.mark.parametrize("component", ["tool-call"], indirect=True)
def test_a_latch_that_lets_phases_through_is_caught(broken):
    page, _ = broken
    assert latch_findings(page)[:1] == [
        "step 7 (phase 'input-available'): [aria-expanded, hidden, inert] = ['true', False, False], source 'auto', "
        "state 'held.expanded'; want ['false', True, True], 'user', 'held.collapsed'"]
