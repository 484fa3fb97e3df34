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
