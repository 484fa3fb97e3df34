"""The views module the browser loads (``js/tool-result.views.js``) takes its data from the Python views.

Its numbers, strings and character classes are written by the build from
the Python views, so the two drawers cannot drift apart on a cap or a
string; the spec's documented defaults are the same numbers. The parity of
the drawing itself is checked in Chromium (``tests/browser/test_views_parity.py``).
Also here: the faults in the Python views those parity tests found.
"""

from __future__ import annotations

import json
import re

from skinwright.js_json import js_stringify
from skinwright.views import ViewOptions, render_view
from skinwright.views.browser import names, views_files
from skinwright.views.common import LEAST
from skinwright.views.html import _INVISIBLE, reveal
from skinwright.views.i18n import EN
from skinwright.views.search import safe_href
from tests.specs import shipped_spec


def prologue(text: str) -> dict:
    """The data the build writes before the views' code (up to the first blank line)."""
    head = text.split("\n\n", 1)[0]
    return {m[1]: json.loads(m[2]) for m in re.finditer(r"^const ([A-Z]+) = (.*);$", head, re.M)}


def test_the_module_reads_the_python_views_numbers_and_strings():
    spec = shipped_spec("tool-result")
    files = views_files(spec)
    assert set(files) == {"tool-result.views.js", "tool-result.views.d.ts"}
    data = prologue(files["tool-result.views.js"])
    assert set(data) == {"LIMITS", "STRINGS", "PATTERNS", "NAMES"}
    o = ViewOptions()
    limits = data["LIMITS"]
    assert (limits["lineCap"], limits["charCap"], limits["rowCap"]) == (o.line_cap, o.char_cap, o.row_cap) \
        == (200, 20_000, 100)
    assert limits["least"] == {"lineCap": LEAST["line_cap"], "charCap": LEAST["char_cap"], "rowCap": LEAST["row_cap"],
                               "maxDepth": LEAST["max_depth"]} == {"lineCap": 2, "charCap": 200, "rowCap": 1, "maxDepth": 1}
    assert ViewOptions(char_cap=5000).item_chars == 5000 // limits["itemShare"] == 500
    assert ViewOptions(char_cap=200).item_chars == limits["itemChars"] == 100
    keys = {t.key for t in spec.translations}
    assert set(data["STRINGS"]) == keys | {k + ".one" for k in keys if k + ".one" in EN}
    assert data["STRINGS"]["moreRows.one"] == "{count} more row" and data["STRINGS"]["exitCode"] == "Exit code {code}"
    assert "var " not in files["tool-result.views.js"] and "innerHTML" not in files["tool-result.views.js"]


def test_the_spec_documents_the_views_defaults():
    spec = shipped_spec("tool-result")
    o = ViewOptions()
    assert {p: spec.prop(p).default for p in ("lineCap", "charCap", "rowCap", "maxDepth")} == {
        "lineCap": o.line_cap, "charCap": o.char_cap, "rowCap": o.row_cap, "maxDepth": o.max_depth}


def test_the_names_are_those_of_every_character_the_views_reveal():
    table = names()
    assert table["202E"] == "RIGHT-TO-LEFT OVERRIDE" and table["E0001"] == "LANGUAGE TAG"
    assert table["E0002"] == "FORMAT CHARACTER"  # unassigned: the views' fallback
    revealed = {f"{cp:X}" for cp in list(range(0x10000)) + list(range(0xE0000, 0xE1000)) if _INVISIBLE.fullmatch(chr(cp))}
    assert set(table) == revealed and len(table) == 148


def test_a_pre_keeps_a_first_line_break_through_an_html_parser():
    import html5lib

    html = str(render_view("terminal", None, {"output": "\nsecond line"}).result)
    assert '<pre data-scope="tool-result" data-part="code" dir="ltr">\n\nsecond line</pre>' in html
    pre = html5lib.parseFragment(html, namespaceHTMLElements=False).find(".//pre")
    assert pre.text == "\nsecond line"


def test_a_flag_keeps_its_tag_sequence_and_lone_tags_show():
    england = "\U0001F3F4\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F"
    assert str(reveal(england)) == england
    shown = str(reveal("a\U000E0041\U000E0042b"))
    assert shown.count('data-part="control"') == 2 and "\u27e8U+E0041\u27e9" in shown


def test_a_lone_surrogate_is_escaped_as_json_stringify_does():
    assert js_stringify(["a\ud800b", {"\udfff": "\U0001F600"}]) == '["a\\ud800b",{"\\udfff":"\U0001F600"}]'


def test_a_link_address_is_read_as_a_browser_reads_it():
    assert safe_href(" HTTPS://A.example/x \n") == "https://A.example/x"
    assert safe_href("ht\ttp://a.example/p\nq") == "http://a.example/pq"
    assert safe_href("http://user:pw@host.example:8080/p?q#f") == "http://user:pw@host.example:8080/p?q#f"
    assert safe_href("http://[::1]:8080/x") == "http://[::1]:8080/x"
    for bad in ("http://user@:80/", "http://[::1", "http://a]b/", "http:/one-slash", "https://", "ftp://a.example/",
                "javascript://a.example/%0aalert(1)", "http\u017f://a.example/"):
        assert safe_href(bad) is None, bad


def test_a_translation_without_its_singular_form_is_used_for_one_too():
    zh = ViewOptions(translations={"moreRows": "另有 {count} 行"})
    assert zh.t("moreRows", count=1) == "另有 1 行" and zh.t("moreRows", count=2) == "另有 2 行"
    both = ViewOptions(translations={"moreRows": "{count} rows more", "moreRows.one": "one row more"})
    assert both.t("moreRows", count=1) == "one row more"
    assert ViewOptions().t("moreRows", count=1) == "1 more row"
