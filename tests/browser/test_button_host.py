"""A component whose root is drawn as a toggle button, added as YAML and SCSS only: its custom element
plays the button in Chromium.

The host takes the button's role and tab stop but never a ``<button>``'s ``type`` (upgraded from server
markup or created by script); the state it announces (``aria-pressed``) reads back as the read-only
``selected`` property; a press (pointer, Enter, Space) is the DOM's ``click`` on the element itself,
whose listeners already read the new state.
"""

from __future__ import annotations

import pytest

from tests.elements.badge import build_fixture

from .checks import open_page
from .pages import page_html, write_page

SERVED = ('<button data-scope="toggle" data-part="root" type="button" aria-pressed="false" data-state="off">'
          '<span data-scope="toggle" data-part="label">Served</span></button>')


@pytest.fixture(scope="module")
def toggle_url(tmp_path_factory, serve):
    from skinwright.elements.ssr import upgradable

    _, result, out = build_fixture(tmp_path_factory.mktemp("toggle"), "toggle")
    spec = next(c.spec for c in result.components if c.spec.name == "toggle")
    body = f"""<div id="served">{upgradable(spec, SERVED, {})}</div>
<acme-toggle id="made">Made</acme-toggle>
<script type="module" src="js/toggle.element.js"></script>"""
    name = write_page(out, "toggle.html", page_html(body, title="toggle", css=("css/tokens.css", "css/toggle.css")))
    return serve(out) + name


PROBE = """(el) => ({role: el.getAttribute('role'), tabindex: el.getAttribute('tabindex'), type: el.getAttribute('type'),
  pressed: el.getAttribute('aria-pressed'), state: el.getAttribute('data-state'), selected: el.selected})"""


def test_the_element_plays_the_button_without_type_and_exposes_press_and_state(tab, toggle_url):
    open_page(tab, toggle_url)
    tab.wait_for_function("!!customElements.get('acme-toggle')")
    for id in ("served", "made"):
        el = tab.locator(f"#{id} acme-toggle" if id == "served" else f"#{id}")
        assert el.evaluate(PROBE) == {"role": "button", "tabindex": "0", "type": None, "pressed": "false",
                                      "state": "off", "selected": False}, id
    made = tab.locator("#made")
    assert made.evaluate("(el) => el.querySelector('[data-part=label]').textContent") == "Made"  # the default slot
    # Each press is one click on the element, whose listener reads the new state.
    made.evaluate("""(el) => { window.seen = []; el.addEventListener('click', (e) =>
        seen.push([e.type, e.target === el, el.selected, el.getAttribute('aria-pressed')])); }""")
    made.click()
    made.focus()
    tab.keyboard.press("Enter")
    tab.keyboard.press(" ")
    assert tab.evaluate("seen") == [["click", True, True, "true"], ["click", True, False, "false"],
                                    ["click", True, True, "true"]]
    assert made.evaluate(PROBE) == {"role": "button", "tabindex": "0", "type": None, "pressed": "true",
                                    "state": "on", "selected": True}
    # selected is read-only: the state changes by pressing only.
    assert made.evaluate("(el) => { el.selected = false; return [el.selected, el.getAttribute('data-state')]; }") == [
        True, "on"]
    served = tab.locator("#served acme-toggle")
    served.click()
    assert served.evaluate(PROBE) == {"role": "button", "tabindex": "0", "type": None, "pressed": "true",
                                      "state": "on", "selected": True}
    # The skin follows the state (the bold of [data-state=on]).
    assert served.evaluate("(el) => getComputedStyle(el).fontWeight") == "700"
