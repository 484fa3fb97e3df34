"""The generated custom elements in Chromium, on plain pages with only the build's out-dir (no docs site).

What a product team's page sees: the elements open while the call runs and
close when it settles, stay put after one user toggle whatever the phase does
(the latch), keep the approval gate visible when collapsed, follow the WAI-ARIA
APG disclosure pattern from the keyboard, fire ``open-change`` with
``{open, source}``, compute the duration from host times, hand ``statusText``
to the host (no live region of their own), and keep working when the host
re-renders its children. Server-rendered markup upgrades without moving a
pixel, and an element rendered from slots alone lays out like it. The static
checks the docs examples pass run on the element gallery: axe in every mode,
RTL mirroring, reduced motion, forced colours.
"""

from __future__ import annotations

import pytest

from skinwright.elements.ssr import upgradable

from .checks import (axe_findings, axe_scan, cue_findings, disclosure_findings, focus_ring_findings,
                     forced_colour_findings, motion_findings, open_page, rtl_findings, shimmer_findings, tab_stops,
                     turned)
from .element_pages import element_gallery, element_page
from .pages import MODES, PHASES, STATES, Card, frame, page_html, write_page

READY = "customElements.get('xh-tool-call')"


def load(tab, url, *, upgrade: bool = True, **media):
    open_page(tab, url, **media)
    if upgrade:  # module scripts run before the load event; this only makes sure they did
        tab.wait_for_function(f"() => {READY} && customElements.get('xh-tool-call-group')", timeout=10_000)


@pytest.fixture(scope="module")
def group_spec(built):
    return next(c.spec for c in built[1].components if c.spec.name == "tool-call-group")


@pytest.fixture(scope="module")
def gallery(built, card_spec, group_spec):
    return element_gallery(built[2], card_spec, group_spec)


# --- upgrading server-rendered markup ----------------------------------------------------------

SNAPSHOT = """() => Array.from(document.querySelectorAll('[data-scope]'), (el) => {
  const b = el.getBoundingClientRect();
  const attrs = Array.from(el.attributes, (a) => [a.name, a.value]).sort();
  return {scope: el.getAttribute('data-scope'), part: el.getAttribute('data-part'), tag: el.localName,
          box: [b.x, b.y, b.width, b.height].map((v) => Math.round(v * 10) / 10), attrs,
          text: el.children.length ? null : el.textContent};
})"""


def test_upgrading_server_markup_moves_nothing_and_changes_no_attribute(tab, dist_url, gallery):
    load(tab, dist_url + gallery["static"], upgrade=False, reduced_motion="reduce")
    assert tab.evaluate("customElements.get('xh-tool-call')") is None  # really the page before the upgrade
    before = tab.evaluate(SNAPSHOT)
    load(tab, dist_url + gallery["light"], reduced_motion="reduce")
    after = tab.evaluate(SNAPSHOT)
    assert tab.evaluate("document.querySelector('xh-tool-call').constructor.name") == "XhToolCall"
    assert len(before) == len(after) > 300
    changed = [(a["scope"], a["part"], a["box"], b["box"]) for a, b in zip(before, after) if a["box"] != b["box"]]
    assert changed == []
    differ = [(a["scope"], a["part"], sorted(set(map(tuple, a["attrs"])) ^ set(map(tuple, b["attrs"]))))
              for a, b in zip(before, after) if a["attrs"] != b["attrs"] or a["text"] != b["text"]]
    assert differ == []


SLOTTED = [  # (instance, props, content) rendered both ways
    ("c-run", {"phase": "input-available"}, {"label": "search_files", "summary": "src/**/*.py", "input": "pytest -q"}),
    ("c-done", {"phase": "output-available", "startTime": 1000, "endTime": 2350, "variant": "subtle", "tone": "success"},
     {"label": "read_file", "summary": "README.md", "output": "# skinwright"}),
    ("c-wait", {"phase": "awaiting-approval", "size": "lg"}, {"label": "delete_file", "approval": "Allow delete_file?"}),
    ("c-fail", {"phase": "output-error", "defaultOpen": True, "variant": "ghost"}, {"label": "fetch_page"}),
    ("c-fail-text", {"phase": "output-error", "defaultOpen": True}, {"label": "fetch_page", "error": "timeout after 30 s"}),
]


def slotted_markup(instance: str, props: dict, content: dict, spec) -> str:
    """The element as a host writes it by hand: props as attributes, content as slotted children."""
    attrs = upgradable(spec, "<div></div>", props).split(">", 1)[0][len("<xh-tool-call"):]
    children = []
    for part, tag in (("label", "span"), ("summary", "span"), ("approval", "div"), ("input", "pre"),
                      ("output", "pre"), ("error", "div")):
        if content.get(part):
            body = f"<code>{content[part]}</code>" if tag == "pre" else content[part]
            children.append(f'<{tag} slot="{part}">{body}</{tag}>')
    return f'<xh-tool-call id="{instance}"{attrs}>{"".join(children)}</xh-tool-call>'


def test_an_element_rendered_from_slots_lays_out_like_the_server_markup(tab, dist_url, built, card_spec):
    ssr = "\n".join(str(upgradable(card_spec, str(Card(i, p, c).render(card_spec)), p)) for i, p, c in SLOTTED)
    client = "\n".join(slotted_markup(i, p, c, card_spec) for i, p, c in SLOTTED)
    pages = [write_page(built[2], f"elements-{name}.html", element_page(frame(body), root=MODES["light"]))
             for name, body in (("ssr", ssr), ("slots", client))]
    snaps = []
    for page in pages:
        load(tab, dist_url + page, reduced_motion="reduce")
        # The hand-written element carries the id its part ids derive from; the server markup, its instance id.
        snaps.append([{k: v for k, v in s.items() if k != "attrs"} |
                      {"attrs": [a for a in s["attrs"] if a[0] != "slot" and (a[0] != "id" or s["part"] != "root")]}
                      for s in tab.evaluate(SNAPSHOT)])
    ssr_parts = [(s["scope"], s["part"]) for s in snaps[0]]
    slot_parts = [(s["scope"], s["part"]) for s in snaps[1]]
    assert slot_parts == ssr_parts  # the same parts in the same order (a slot's own element sits inside its part)
    for a, b in zip(*snaps):
        assert (a["part"], a["box"], a["attrs"]) == (b["part"], b["box"], b["attrs"])


# --- a failed card's fallback: only when no error text shows anywhere in it ---------------------------

FAILED = [  # (instance, the output view's result data, the error part's text; None: no error part)
    ("f-view", {"error": "Permission denied: /etc/shadow"}, None),  # the view shows it under Result
    ("f-none", {"content": "", "error": ""}, "The call failed without an error message."),
    ("f-content", {"content": "partial output", "error": "exit 1"}, "The call failed without an error message."),
]

ERROR_PART = """(id) => { const card = document.getElementById(id);
  const error = card.querySelector('[data-scope="tool-call"][data-part="error"]');
  const trigger = card.querySelector('[data-scope="tool-call"][data-part="trigger"]');
  return [error && error.textContent, trigger.getAttribute('aria-describedby'), error && error.id,
          card.querySelector('[data-scope="tool-result"][data-part="panel"]').textContent]; }"""


def test_a_failed_cards_fallback_shows_only_without_error_text_python_and_element_alike(tab, dist_url, built,
                                                                                       card_spec):
    """The Python card, its upgrade and a card whose <xh-tool-result> draws its view later (the views module
    loads lazily) give the same error part: the fallback only when no error text shows anywhere."""
    from skinwright.views import render_view

    ssr, client, data = [], [], {}
    for instance, result, _ in FAILED:
        props = {"phase": "output-error", "defaultOpen": True}
        content = {"label": "read", "output": render_view("generic", None, result).result}
        ssr.append(f'<div id="s-{instance}">{upgradable(card_spec, str(Card(instance, props, content).render(card_spec)), props)}</div>')
        client.append(f'<xh-tool-call id="e-{instance}" phase="output-error" default-open><span slot="label">read</span>'
                      f'<xh-tool-result slot="output" id="r-{instance}"></xh-tool-result></xh-tool-call>')
        data[f"r-{instance}"] = result
    page = write_page(built[2], "elements-failed.html",
                      element_page(frame("\n".join(ssr + client)), root=MODES["light"]))
    load(tab, dist_url + page, reduced_motion="reduce")
    tab.evaluate("(data) => { for (const [id, result] of Object.entries(data)) document.getElementById(id).result = result; }",
                 data)
    tab.wait_for_function("() => document.querySelectorAll('xh-tool-result [data-part=panel]').length === 3")
    for instance, result, want in FAILED:
        for side in ("s", "e"):
            error, described, error_id, panel = tab.evaluate(ERROR_PART, f"{side}-{instance}")
            assert error == want, (side, instance)
            assert described == error_id  # both absent, or the trigger describes itself by the error part
            if want is None:  # the error is the view's text, said once
                assert result["error"] in panel
    assert tab.evaluate(ERROR_PART, "e-f-view")[3] == "ResultPermission denied: /etc/shadow"


# --- behaviour: one page of uncontrolled elements driven like a host would --------------------

BEHAVIOUR = """
<script>window.seen = []; document.addEventListener("open-change", (e) => window.seen.push([e.target.id, e.detail]));</script>
<div class="frame">
<xh-tool-call id="latch" phase="input-streaming"><span slot="label">search_files</span><span slot="summary">src/**</span><pre slot="input">{"q": "needle"}</pre></xh-tool-call>
<xh-tool-call id="approval" phase="awaiting-approval"><span slot="label">delete_file</span><div slot="approval">Allow delete_file to remove build/? <button type="button" id="approve">Approve</button></div></xh-tool-call>
<xh-tool-call id="timed" phase="output-available" start-time="1000" end-time="2350"><span slot="label">read_file</span><div slot="output">contents</div></xh-tool-call>
<xh-tool-call id="controlled" phase="output-available" open="false"><span slot="label">list_dir</span><div slot="output">a b</div></xh-tool-call>
<xh-tool-call-group id="group"><xh-tool-call id="g1" phase="output-available"><span slot="label">a</span><div slot="output">1</div></xh-tool-call><xh-tool-call id="g2" phase="input-available"><span slot="label">b</span><div slot="input">2</div></xh-tool-call></xh-tool-call-group>
</div>
"""

STATE = """(id) => {
  const el = document.getElementById(id), trigger = el.parts.get('trigger');
  const panel = document.getElementById(trigger.getAttribute('aria-controls'));
  const last = window.seen.filter((s) => s[0] === id).pop();
  return {shape: [trigger.getAttribute('aria-expanded'), panel.hidden, panel.inert], state: el.snapshot.state,
          source: last ? last[1].source : null, events: window.seen.filter((s) => s[0] === id).length,
          open: el.open, statusText: el.statusText};
}"""


@pytest.fixture
def behaviour(tab, dist_url, built):
    page = write_page(built[2], "elements-behaviour.html", element_page(BEHAVIOUR, root=MODES["light"]))
    load(tab, dist_url + page, reduced_motion="reduce")
    return tab


OPEN, CLOSED = ["true", False, False], ["false", True, True]

LATCH = (  # (action, argument, [aria-expanded, hidden, inert], last source, machine state, events so far)
    ("start", None, OPEN, None, "auto.expanded", 0),  # mounted while running: open, and nothing to report
    ("phase", "output-available", CLOSED, "auto", "auto.collapsed", 1),
    ("phase", "awaiting-approval", CLOSED, "auto", "auto.collapsed", 1),  # waiting is not running
    ("phase", "input-available", OPEN, "auto", "auto.expanded", 2),
    ("phase", "output-error", CLOSED, "auto", "auto.collapsed", 3),
    ("phase", "input-streaming", OPEN, "auto", "auto.expanded", 4),
    ("key", "Enter", CLOSED, "user", "held.collapsed", 5),  # one toggle latches it
    ("phase", "input-available", CLOSED, "user", "held.collapsed", 5),
    ("phase", "output-available", CLOSED, "user", "held.collapsed", 5),
    ("phase", "input-streaming", CLOSED, "user", "held.collapsed", 5),
    ("key", " ", OPEN, "user", "held.expanded", 6),
    ("phase", "output-available", OPEN, "user", "held.expanded", 6),
    ("phase", "output-error", OPEN, "user", "held.expanded", 6),
    ("phase", "awaiting-approval", OPEN, "user", "held.expanded", 6),
)


def test_opens_while_running_closes_when_settled_and_latches_after_one_toggle(behaviour):
    findings = []
    for n, (action, arg, shape, source, state, events) in enumerate(LATCH):
        if action == "phase":
            behaviour.evaluate("(p) => { document.getElementById('latch').phase = p; }", arg)
        elif action == "key":
            behaviour.evaluate("document.getElementById('latch').parts.get('trigger').focus()")
            behaviour.keyboard.press(arg)
        s = behaviour.evaluate(STATE, "latch")
        got = (s["shape"], s["source"], s["state"], s["events"])
        if got != (shape, source, state, events):
            findings.append(f"step {n} ({action} {arg!r}): {got}, want {(shape, source, state, events)}")
    assert findings == []
    # The phase reflects to the attribute, and the host reads back the normalised value.
    assert behaviour.evaluate("[document.getElementById('latch').getAttribute('phase'), "
                              "(document.getElementById('latch').phase = 'bogus', document.getElementById('latch').phase)]") \
        == ["awaiting-approval", "input-available"]


def test_the_approval_gate_stays_visible_while_collapsed(behaviour):
    got = behaviour.evaluate("""() => {
        const el = document.getElementById('approval'), gate = el.parts.get('approval');
        const b = gate.getBoundingClientRect(), trigger = el.parts.get('trigger').getBoundingClientRect();
        return {open: el.open, visible: gate.checkVisibility(), height: b.height, below: b.top >= trigger.bottom - 0.5,
                button: document.getElementById('approve').checkVisibility(), inContent: !!gate.closest('[data-part="content"]')};
    }""")
    assert got == {"open": False, "visible": True, "height": got["height"], "below": True, "button": True,
                   "inContent": False}
    assert got["height"] > 10
    stops = [s["id"] for s in tab_stops(behaviour)]
    assert "approve" in stops  # a keyboard reaches the gate's button with the card collapsed


def test_keyboard_follows_the_apg_disclosure_pattern(behaviour):
    triggers = behaviour.evaluate("xhProbe.triggers()")
    stops = tab_stops(behaviour)
    assert disclosure_findings(triggers, stops) == []
    # Tab reaches the triggers in document order (the group's, then its open cards').
    reachable = [t["key"] for t in triggers if t["reachable"]]
    assert [s["key"] for s in stops if s["part"] == "trigger"] == reachable and len(reachable) >= 5
    findings = []
    for t in [t for t in triggers if t["reachable"]]:
        for key in ("Enter", " "):
            before = behaviour.evaluate("(k) => { xhProbe.focusKey(k); return xhProbe.trigger(k); }", t["key"])
            behaviour.keyboard.press(key)
            after = behaviour.evaluate("(k) => [xhProbe.trigger(k), xhProbe.focused()]", t["key"])
            if after[0]["ariaExpanded"] == before["ariaExpanded"] and t["id"] != "tool-call:controlled:trigger":
                findings.append(f"{key!r} on {t['id'] or t['controls']} did not toggle it")
            if after[1]["key"] != t["key"]:
                findings.append(f"{key!r} on {t['id'] or t['controls']} moved focus")
            findings += disclosure_findings([after[0]])
    assert findings == []


def test_with_motion_hidden_follows_once_the_collapse_animation_ends(tab, behaviour):
    tab.emulate_media(reduced_motion="no-preference")
    tab.evaluate("document.getElementById('timed').setOpen(true)")
    tab.wait_for_function("() => !document.getElementById('timed').parts.get('content').hidden")
    got = tab.evaluate("""async () => {
        const el = document.getElementById('timed'), content = el.parts.get('content');
        el.setOpen(false);
        const during = [content.getAttribute('data-state'), content.hidden, content.inert,
                        content.getAnimations().map((a) => a.animationName)];
        await Promise.all(content.getAnimations().map((a) => a.finished));
        await new Promise((r) => setTimeout(r, 0));
        return {during, after: [content.hidden, content.inert]};
    }""")
    assert got["during"][:3] == ["closed", False, True] and "xh-disclosure-collapse" in got["during"][3]
    assert got["after"] == [True, True]


def test_open_change_reports_who_changed_it_and_a_controlled_element_only_asks(behaviour):
    got = behaviour.evaluate("""() => {
        const timed = document.getElementById('timed'), ctl = document.getElementById('controlled');
        window.seen.length = 0;
        timed.setOpen(true); timed.parts.get('trigger').click(); timed.setOpen(false);
        ctl.parts.get('trigger').click();
        const asked = [ctl.open, ctl.parts.get('content').hidden];
        ctl.open = true;  // the host answers the request
        return {seen: window.seen, asked, answered: [ctl.open, ctl.parts.get('content').hidden, ctl.getAttribute('open')]};
    }""")
    assert got["seen"] == [["timed", {"open": True, "source": "api"}], ["timed", {"open": False, "source": "user"}],
                           ["controlled", {"open": True, "source": "user"}]]
    assert got["asked"] == [False, True]  # a request only: the host owns open
    assert got["answered"] == [True, False, ""]


def test_duration_and_status_text_come_from_the_host_and_no_live_region(behaviour):
    got = behaviour.evaluate("""() => {
        const el = document.getElementById('timed'), duration = () => el.parts.get('duration');
        const out = {ms: el.durationMs, text: duration() && duration().textContent, status: el.statusText};
        el.setAttribute('end-time', '1035');
        out.short = [el.durationMs, duration().textContent];
        el.removeAttribute('end-time');
        out.none = [el.durationMs, duration() === undefined, el.querySelector('[data-part="duration"]')];
        el.startTime = 5000; el.endTime = 1000;  // an end before the start is no duration
        out.backwards = [el.durationMs, el.querySelector('[data-part="duration"]')];
        el.phase = 'input-available';
        out.running = el.statusText;
        el.querySelector('[slot="label"]').textContent = 'cat_file';
        out.renamed = el.statusText;
        out.live = document.querySelectorAll('[aria-live], [role="status"], [role="alert"], [role="log"]').length;
        return out;
    }""")
    assert (got["ms"], got["text"], got["status"]) == (1350, "ran for 1.4s", "read_file, done")
    assert got["short"] == [35, "ran for 35ms"]  # as the Python plugin writes it
    assert got["none"] == [None, True, None] and got["backwards"] == [None, None]
    assert (got["running"], got["renamed"], got["live"]) == ("read_file, running", "cat_file, running", 0)


def test_the_host_may_re_render_the_children_it_passed(behaviour):
    got = behaviour.evaluate("""() => {
        const el = document.getElementById('timed'), out = {};
        el.setOpen(true);
        const output = el.querySelector('[slot="output"]');
        // What a framework does to the children it rendered into the element.
        const fresh = document.createElement('div'); fresh.slot = 'output'; fresh.textContent = 'second';
        el.insertBefore(fresh, output);
        out.inserted = Array.from(el.parts.get('output').children, (c) => c.textContent);
        el.removeChild(output);
        const third = document.createElement('div'); third.slot = 'output'; third.textContent = 'third';
        el.replaceChild(third, fresh);
        out.replaced = Array.from(el.parts.get('output').children, (c) => c.textContent);
        el.removeChild(third);
        out.emptied = el.parts.get('output') === undefined;
        const err = document.createElement('div'); err.slot = 'error'; err.textContent = 'boom';
        el.appendChild(err);
        return out;
    }""")
    assert got == {"inserted": ["second", "contents"], "replaced": ["third"], "emptied": True}
    behaviour.wait_for_function("() => document.getElementById('timed').parts.get('error')?.textContent === 'boom'")
    # A host that replaces everything (innerHTML) keeps the element's state: the latch survives.
    got = behaviour.evaluate("""async () => {
        const el = document.getElementById('latch');
        el.parts.get('trigger').click();  // held.collapsed
        el.innerHTML = '<span slot="label">grep</span><pre slot="input">new</pre>';
        await new Promise((r) => setTimeout(r, 0));
        el.phase = 'input-available';
        const t = el.parts.get('trigger');
        return [el.snapshot.state, t.getAttribute('aria-expanded'), el.parts.get('label').textContent, el.statusText,
                el.querySelectorAll('[data-part="trigger"]').length, t.isConnected];
    }""")
    assert got == ["held.collapsed", "false", "grep", "grep, running", 1, True]


def test_parts_the_host_passes_take_their_place_in_the_anatomy(behaviour):
    """Children go to their slot's part, and a part the element creates sits among its siblings in
    document order, whatever order the host passed them in (the portal after the output)."""
    got = behaviour.evaluate("""() => {
        const el = document.createElement('xh-tool-call');
        el.phase = 'output-available';
        el.innerHTML = '<span slot="label">open</span><button type="button" slot="portal">Open in panel</button>'
          + '<div slot="output">x</div><pre slot="input">{}</pre>';
        document.body.append(el);
        const order = Array.from(el.parts.get('content').children, (c) => c.getAttribute('data-part'));
        el.remove();
        return order;
    }""")
    assert got == ["input", "output", "portal"]


def test_the_group_counts_its_cards_and_each_card_keeps_its_own_state(behaviour):
    got = behaviour.evaluate("""() => {
        const g = document.getElementById('group'), trigger = g.parts.get('trigger');
        const out = {label: trigger.textContent.trim(), heading: g.parts.get('heading').localName, open: g.open,
                     cards: Array.from(g.parts.get('content').children, (c) => [c.id, c.open])};
        trigger.click();
        out.opened = [g.open, g.parts.get('content').hidden];
        const more = document.createElement('xh-tool-call'); more.phase = 'awaiting-approval';
        more.innerHTML = '<span slot="label">c</span>';
        g.append(more);
        return out;
    }""")
    assert got == {"label": "Ran 2 tools", "heading": "h2", "open": False, "cards": [["g1", False], ["g2", True]],
                   "opened": [True, False]}
    behaviour.wait_for_function("() => document.getElementById('group').parts.get('count').textContent === '3'")
    got = behaviour.evaluate("""() => {
        const g = document.getElementById('group');
        g.awaitingApproval = 1; g.headingLevel = 4;
        return [g.parts.get('trigger').textContent.replace(/\\s+/g, ' ').trim(), g.parts.get('heading').localName,
                g.getAttribute('data-awaiting-approval'), g.parts.get('content').lastElementChild.parentElement === g.parts.get('content')];
    }""")
    assert got == ["Ran 3 tools 1 awaiting approval", "h4", "", True]


# --- DOM events bound from the spec's data ------------------------------------------------------------

PRESSED = """(id) => { const el = document.getElementById(id), t = el.parts.get('trigger');
    return [t.hasAttribute('data-pressed'), el.snapshot.context.pressed, el.open, document.activeElement === t]; }"""


@pytest.mark.parametrize("id", ["timed", "group"])
def test_a_held_key_or_pointer_shows_the_pressed_face_until_released(behaviour, id):
    """The spec's sent_by: keydown Enter/Space starts a press, keyup ends it (as do pointerup and blur)."""
    tab, findings = behaviour, []
    trigger = f"document.getElementById('{id}').parts.get('trigger')"
    for key in ("Enter", " "):
        tab.evaluate(f"{trigger}.focus()")
        open_before = tab.evaluate(PRESSED, id)[2]
        tab.keyboard.down(key)
        held = tab.evaluate(PRESSED, id)
        tab.keyboard.up(key)
        released = tab.evaluate(PRESSED, id)
        if held[:2] != [True, True] or released[:2] != [False, False] or not released[3]:
            findings.append(f"{key!r}: held {held}, released {released}")
        if released[2] == open_before:  # Enter activates on keydown, Space on keyup: either way one toggle
            findings.append(f"{key!r} did not toggle: {open_before} → {released}")
    box = tab.evaluate(f"(() => {{ const b = {trigger}.getBoundingClientRect(); return [b.x + 8, b.y + b.height / 2]; }})()")
    tab.mouse.move(*box)
    tab.mouse.down()
    held = tab.evaluate(PRESSED, id)
    tab.mouse.up()
    assert [held[:2], tab.evaluate(PRESSED, id)[:2]] == [[True, True], [False, False]], findings
    tab.evaluate(f"{trigger}.focus()")
    tab.keyboard.down("Enter")
    tab.evaluate(f"{trigger}.blur()")  # focus leaves while the key is held: the press ends
    after_blur = tab.evaluate(PRESSED, id)[:2]
    tab.keyboard.up("Enter")
    assert after_blur == [False, False] and findings == []


def test_a_press_ends_when_the_trigger_becomes_disabled(behaviour):
    tab = behaviour
    tab.evaluate("document.getElementById('timed').parts.get('trigger').focus()")
    tab.keyboard.down(" ")
    held = tab.evaluate(PRESSED, "timed")[:2]
    tab.evaluate("document.getElementById('timed').disabled = true")
    tab.wait_for_function("() => !document.getElementById('timed').snapshot.context.pressed")
    got = tab.evaluate("""() => { const el = document.getElementById('timed'), t = el.parts.get('trigger');
        return [t.disabled, t.hasAttribute('data-pressed'), el.getAttribute('disabled')]; }""")
    tab.keyboard.up(" ")
    assert held == [True, True] and got == [True, False, ""]


GROUPS = "\n".join(
    f'<xh-tool-call-group id="g{i}"><xh-tool-call phase="output-available"><span slot="label">t{i}</span>'
    f'<div slot="output">{i}</div></xh-tool-call></xh-tool-call-group>' for i in range(1, 4))


def test_arrow_keys_move_between_group_triggers_as_the_keyboard_table_says(tab, dist_url, built):
    page = write_page(built[2], "elements-groups.html",
                      element_page(f'<div class="frame">{GROUPS}</div>', root=MODES["light"]))
    load(tab, dist_url + page, reduced_motion="reduce")
    focused = "() => document.activeElement.closest('xh-tool-call-group').id"
    tab.evaluate("document.getElementById('g1').parts.get('trigger').focus()")
    seen = []
    for key in ("ArrowDown", "ArrowDown", "ArrowDown", "ArrowUp", "Home", "End", "Enter"):
        tab.keyboard.press(key)
        seen.append(tab.evaluate(focused))
    assert seen == ["g2", "g3", "g1", "g3", "g1", "g3", "g3"]
    assert tab.evaluate("document.getElementById('g3').open") is True  # Enter still toggles
    # A card's trigger is not a group's: arrows on it move nothing.
    tab.evaluate("document.querySelector('#g3 xh-tool-call').parts.get('trigger').focus()")
    tab.keyboard.press("ArrowDown")
    assert tab.evaluate("document.activeElement.closest('xh-tool-call').parentElement.closest('xh-tool-call-group').id") == "g3"


# --- the checks the docs examples pass, on the element gallery ---------------------------------------

SCANS = {mode: (mode, {"color_scheme": "dark" if "dark" in mode else "light"}) for mode in MODES} | {
    "rtl": ("rtl", {}), "media-dark-more": ("media", {"color_scheme": "dark", "contrast": "more"})}


@pytest.mark.parametrize("scan", SCANS)
def test_axe_in_every_mode(tab, dist_url, gallery, scan):
    page, media = SCANS[scan]
    load(tab, dist_url + gallery[page], **media)
    result = axe_scan(tab, ["#content"])
    assert axe_findings(result, scan) == []
    undecided = {(v["id"], n["target"].split(" > ")[-1]) for v in result["incomplete"] for n in v["nodes"]}
    assert undecided <= {("color-contrast", f'span[data-state="{p}"][data-part="status"]')
                         for p in ("input-streaming", "input-available")}, undecided
    shimmers = tab.evaluate("xhProbe.shimmers()")
    assert len(shimmers) == 10 and shimmer_findings(shimmers) == []


def test_mirrors_in_rtl(tab, dist_url, gallery):
    load(tab, dist_url + gallery["ltr"])
    ltr = tab.evaluate("xhProbe.layout()")
    load(tab, dist_url + gallery["rtl"])
    rtl = tab.evaluate("xhProbe.layout()")
    assert len(ltr) == 31 and rtl_findings(ltr, rtl) == []
    assert len(turned(ltr)) == len(turned(rtl)) > 28


NEXT = dict(zip(PHASES, PHASES[1:] + PHASES[:1]))


def change_everything(tab):
    """Every element takes its next phase and the other open state, and a new running card is added."""
    return tab.evaluate("""async (next) => {
        for (const el of document.querySelectorAll('xh-tool-call, xh-tool-call-group')) {
            if (el.localName === 'xh-tool-call') el.phase = next[el.phase];
            el.open = !el.open;
        }
        const fresh = document.createElement('xh-tool-call');
        fresh.phase = 'input-streaming';
        fresh.innerHTML = '<span slot="label">new_call</span>';
        document.querySelector('#content').append(fresh);
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        return xhProbe.animations();
    }""", NEXT)


def test_animates_without_reduction(tab, dist_url, gallery):
    load(tab, dist_url + gallery["light"])
    names = {a["name"] for a in change_everything(tab)}
    assert {"xh-tool-call-enter", "xh-tool-call-shimmer", "xh-disclosure-expand", "xh-disclosure-collapse"} <= names


@pytest.mark.parametrize("way", ["prefers-reduced-motion", "data-motion"])
def test_stops_animating_under_reduced_motion(tab, dist_url, gallery, way):
    load(tab, dist_url + gallery["light"], **({"reduced_motion": "reduce"} if way == "prefers-reduced-motion" else {}))
    if way == "data-motion":
        tab.evaluate("document.documentElement.setAttribute('data-motion', 'reduce')")
    assert tab.evaluate("xhProbe.animations()") == []
    assert motion_findings(change_everything(tab)) == []


@pytest.mark.parametrize("palette", ["light", "dark"])
def test_survives_forced_colours(tab, dist_url, gallery, palette):
    load(tab, dist_url + gallery[palette], forced_colors="active", color_scheme=palette)
    system = tab.evaluate("xhProbe.systemColours()")
    assert system["Canvas"] != system["CanvasText"]
    cards = tab.evaluate("xhProbe.forcedColourCards()")
    assert len(cards) == 31 and {c["phase"] for c in cards} == set(PHASES)
    assert forced_colour_findings(cards, system) == []
    assert cue_findings(cards, STATES) == []
    assert focus_ring_findings(tab_stops(tab), system) == []



# --- components added as YAML and SCSS only -----------------------------------------------------

BADGES = """<p><xh-badge id="b1"><span slot="label">New</span></xh-badge>
<xh-badge id="b2" emphasis="strong" state="active" fresh><span slot="label">Beta</span></xh-badge>
<xh-badge id="b3" emphasis="bogus">Draft</xh-badge></p>"""


@pytest.fixture(scope="module")
def badge_page(tmp_path_factory, serve):
    from tests.elements.badge import build_badge

    _, _, out = build_badge(tmp_path_factory.mktemp("badge"))
    html = page_html(BADGES + '\n<script type="module" src="js/index.js"></script>', title="badges",
                     root=MODES["light"], css=("css/tokens.css", "css/badge.css"))
    (out / "badges.html").write_text(html)
    return serve(out) + "badges.html"


def test_a_yaml_only_component_renders_its_parts_and_runs_its_rules(tab, badge_page):
    open_page(tab, badge_page)
    tab.wait_for_function("() => customElements.get('xh-badge')", timeout=10_000)
    got = tab.evaluate("""() => Array.from(document.querySelectorAll('xh-badge'), (el) => {
        const label = el.parts.get('label'), cs = getComputedStyle(el);
        return {attrs: Object.fromEntries(Array.from(el.attributes, (a) => [a.name, a.value])),
                label: label && [label.localName, label.getAttribute('dir'), label.textContent, label.parentElement === el],
                weight: cs.fontWeight, decoration: cs.textDecorationLine,
                after: getComputedStyle(el, '::after').content, text: el.textContent};
    })""")
    b1, b2, b3 = got
    assert b1["attrs"] == {"id": "b1", "data-scope": "badge", "data-part": "root", "data-emphasis": "soft",
                           "data-state": "idle"}
    assert b1["label"] == ["span", "auto", "New", True] and b1["weight"] == "400" and b1["after"] == "none"
    assert (b2["attrs"]["data-emphasis"], b2["attrs"]["data-state"], b2["attrs"]["data-fresh"]) == ("strong", "active", "")
    assert (b2["weight"], b2["decoration"], b2["after"]) == ("700", "underline", '"•"')
    assert b3["attrs"]["data-emphasis"] == "soft"  # a value outside the prop's set takes its default
    assert b3["label"] == ["span", "auto", "Draft", True]  # text without a slot goes to the label
    got = tab.evaluate("""() => { const el = document.getElementById('b1');
        el.state = 'active'; el.fresh = true; el.emphasis = 'strong';
        return [el.getAttribute('state'), el.getAttribute('fresh'), el.getAttribute('data-state'),
                el.hasAttribute('data-fresh'), el.state, getComputedStyle(el).fontWeight]; }""")
    assert got == ["active", "", "active", True, "active", "700"]
    assert axe_findings(axe_scan(tab, ["#content"]), "badges") == []


# --- result views: server-rendered, their locations fire locationclick ----------------------------

def test_a_result_views_locations_fire_locationclick(tab, dist_url, built):
    from skinwright.views import render_view

    view = render_view("read", {"title": "README.md", "locations": [{"path": "src/app.py", "line": 12},
                                                                  {"path": "docs/index.md"}]},
                       {"content": "line one\nline two"})
    body = (f'<xh-tool-result id="views">{view.call}{view.result}</xh-tool-result>'
            '<script>window.clicked = []; document.addEventListener("locationclick", '
            '(e) => window.clicked.push([e.target.localName, e.detail]));</script>')
    page = write_page(built[2], "elements-result.html", element_page(body, root=MODES["light"]))
    open_page(tab, dist_url + page, reduced_motion="reduce")
    tab.wait_for_function("() => customElements.get('xh-tool-result')", timeout=10_000)
    before = tab.evaluate("document.getElementById('views').innerHTML")
    assert before == str(view.call) + str(view.result)  # the element leaves the server's views as they are
    buttons = tab.locator('#views [data-part="location"]')
    buttons.nth(0).click()
    buttons.nth(1).focus()
    tab.keyboard.press("Enter")
    # A component event comes from the element (event.target), the location's data in detail.
    assert tab.evaluate("window.clicked") == [["xh-tool-result", {"location": {"path": "src/app.py", "line": 12}}],
                                              ["xh-tool-result", {"location": {"path": "docs/index.md"}}]]
    assert axe_findings(axe_scan(tab, ["#content"]), "result views") == []


# --- a YAML-only component with events of its own ----------------------------------------------------

CHIPS = """<p id="chips">
<acme-chip id="c1"><button data-scope="chip" data-part="remove" data-id="a7" data-index="2">×</button>Python</acme-chip>
<acme-chip id="c2">Rust <span slot="nowhere">lang</span></acme-chip>
<acme-chip id="c3"><button data-scope="chip" data-part="remove" data-id="b">×</button>Go</acme-chip></p>
<script>window.got = []; for (const type of ["select", "remove"])
  document.addEventListener(type, (e) => window.got.push([type, e.target.closest("acme-chip").id, e.detail]));</script>"""


@pytest.fixture(scope="module")
def chip_page(tmp_path_factory, serve):
    from tests.elements.badge import build_fixture

    _, _, out = build_fixture(tmp_path_factory.mktemp("chip"), "chip")
    html = page_html(CHIPS + '\n<script type="module" src="js/index.js"></script>', title="chips",
                     root=MODES["light"], css=("css/tokens.css", "css/chip.css"))
    (out / "chips.html").write_text(html)
    return serve(out) + "chips.html"


def test_a_yaml_only_components_own_events_bind_from_its_spec(tab, chip_page):
    """No hooks: the chip's machine events (click, Delete), its remove event (detail from the part's data
    attributes, numbers as numbers) and its focus moves all come from the spec's data."""
    open_page(tab, chip_page)
    tab.wait_for_function("() => customElements.get('acme-chip')", timeout=10_000)
    toggle = "(id) => document.getElementById(id).parts.get('toggle')"
    assert tab.evaluate(f"({toggle})('c1').textContent") == "Python"
    tab.evaluate(f"({toggle})('c1').click()")
    tab.evaluate(f"({toggle})('c1').focus()")
    tab.keyboard.press("Delete")  # clears: select {selected: false, source: key}
    tab.keyboard.press("Delete")  # already clear: nothing
    tab.keyboard.press("ArrowRight")
    tab.keyboard.press("Space")
    tab.keyboard.press("End")
    tab.keyboard.press("ArrowRight")  # wraps to the first
    first = tab.evaluate("document.activeElement.closest('acme-chip').id")
    tab.locator('#c1 [data-part="remove"]').click()
    tab.locator('#c3 [data-part="remove"]').click()
    assert tab.evaluate("window.got") == [
        ["select", "c1", {"selected": True, "source": "click"}],
        ["select", "c1", {"selected": False, "source": "key"}],
        ["select", "c2", {"selected": True, "source": "click"}],
        ["remove", "c1", {"item": {"id": "a7", "index": 2}}],
        ["remove", "c3", {"item": {"id": "b"}}],
    ]
    assert first == "c1"
    got = tab.evaluate("""() => Array.from(document.querySelectorAll('acme-chip'), (el) => [el.id,
        el.getAttribute('data-state'), el.parts.get('toggle').getAttribute('aria-pressed'),
        el.parts.get('remove')?.getAttribute('data-id') ?? null])""")
    assert got == [["c1", "idle", "false", "a7"], ["c2", "selected", "true", None], ["c3", "idle", "false", "b"]]
    assert axe_findings(axe_scan(tab, ["#content"]), "chips") == []
