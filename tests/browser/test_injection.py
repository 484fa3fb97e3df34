"""Chromium reads the hostile tokens.css as the tokens say: the page body stays visible, five rules, and the
context whose name is ``x"]{}body{display:none}[a="`` applies under exactly that attribute value."""

from __future__ import annotations

import json

from tests.hostile import injection as evil


def test_hostile_names_and_values_stay_inside_their_rules_in_chromium(browser, tmp_path):
    css = evil.build_project(tmp_path)
    page = browser.new_page()
    try:
        # Inlined, as `skinwright render` and many products do: nothing may close the <style> element.
        page.set_content(f"<!doctype html><html><head><style>{css}</style></head>"
                         "<body><p id=probe>visible</p></body></html>")
        found = page.evaluate(f"""() => {{
            const root = document.documentElement;
            const value = () => getComputedStyle(root).getPropertyValue('--xh-font-evil');
            const space = getComputedStyle(root).getPropertyValue('--xh-space').trim();
            const label = getComputedStyle(root).getPropertyValue('--xh-label');
            const light = value();
            root.setAttribute('data-theme', {json.dumps(evil.EVIL_CONTEXT)});
            const dark = value();
            root.setAttribute('data-theme', 'x');
            const other = value();
            return {{
              sheets: document.styleSheets.length,
              rules: document.styleSheets[0].cssRules.length,
              body: getComputedStyle(document.body).display,
              probe: document.getElementById('probe').getBoundingClientRect().height > 0,
              scripts: document.scripts.length,
              light, dark, other, space, label,
            }};
        }}""")
    finally:
        page.close()
    assert found["sheets"] == 1 and found["rules"] == evil.RULES
    assert found["body"] == "block" and found["probe"] and found["scripts"] == 0
    assert "Inter" in found["light"] and "Dark" in found["dark"] and "Inter" in found["other"]
    # the token after a value ending in a backslash keeps its own declaration (the value is left out)
    assert found["space"] == "4px" and found["label"] == ""


def test_a_modifier_that_cannot_be_a_data_attribute_never_applies_in_chromium(browser, tmp_path):
    # Why core/modifier-name warns: the escaped selector is valid CSS, but no element can carry the attribute.
    from skinwright.build import build
    from skinwright.config import load_config

    from tests.hostile.test_modifier_name import project

    project(tmp_path, "color scheme")
    built = build(load_config(tmp_path))
    assert [d.code for d in built.diagnostics] == ["core/modifier-name"]
    css = built.files["dist/css/tokens.css"]
    page = browser.new_page()
    try:
        page.set_content(f"<!doctype html><html><head><style>{css}</style></head><body>"
                         '<p id=markup data-color scheme="dark">markup</p><p id=script>script</p></body></html>')
        found = page.evaluate("""() => {
            const fg = (id) => getComputedStyle(document.getElementById(id)).getPropertyValue('--xh-fg').trim();
            let thrown = null;
            try { document.getElementById('script').setAttribute('data-color scheme', 'dark'); }
            catch (e) { thrown = e.name; }
            return {rules: document.styleSheets[0].cssRules.length, thrown,
                    markup: [...document.getElementById('markup').attributes].map((a) => a.name),
                    markupFg: fg('markup'), scriptFg: fg('script')};
        }""")
    finally:
        page.close()
    assert found["rules"] == 3  # :root and both contexts: written, parsed
    assert found["thrown"] == "InvalidCharacterError"  # the DOM refuses the name
    assert found["markup"] == ["id", "data-color", "scheme"]  # markup splits it at the space
    assert found["markupFg"] == found["scriptFg"] == "#000000"  # so the dark value never applies
