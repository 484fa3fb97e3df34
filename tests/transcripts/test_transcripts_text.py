"""No character HTML forbids reaches a page: escape sequences and control characters are dropped, text kept.

HTML (§13.2.3.5, "preprocessing the input stream") makes surrogates,
noncharacters and controls other than ASCII whitespace parse errors, and NUL
is not allowed in text (§13.1.3). Terminal output brings ECMA-48 escape
sequences (colours, OSC titles and hyperlinks) that a static page cannot
interpret; they go, the visible text stays.
"""

from __future__ import annotations

import json
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ..htmlparts import elements, one, parse_page, text
from ..views.test_views_never_raise import CALL, JSON, OPTIONS, TEXTS
from skinwright.calls import call_from_mapping
from skinwright.transcripts import render_transcript_file, render_transcript_page
from skinwright.views.html import clean
from tests.specs import renderers

NONCHARACTERS = "\ufdd0-\ufdef" + "".join(f"{chr(p << 16 | 0xFFFE)}{chr(p << 16 | 0xFFFF)}" for p in range(17))
FORBIDDEN = re.compile(f"[\x00-\x08\x0b\x0e-\x1f\x7f-\x9f\ud800-\udfff{NONCHARACTERS}]")
"""What HTML forbids in a document: NUL, controls other than ASCII whitespace (TAB LF FF CR SPACE),
surrogates and noncharacters."""


def test_clean_drops_escape_sequences_and_controls_and_keeps_the_text():
    cases = {
        "\x1b[1;31mred\x1b[0m plain": "red plain",                            # CSI (SGR colours)
        "\x1b]0;window title\x07ok": "ok",                                     # OSC ended by BEL
        "\x1b]8;;https://a.example\x1b\\link\x1b]8;;\x1b\\": "link",           # OSC 8 hyperlink, ended by ST
        "\x1b(B\x1b[mtput\x1b7\x1b8": "tput",                                  # charset, save/restore cursor
        "\x9b32mC1 CSI\x9b0m": "C1 CSI",                                       # 8-bit CSI
        "stray\x9d byte": "stray byte",                                      # 8-bit OSC: only itself
        "a\x07b\x08c\x0bd\x0ce\x7ff\x85g\x9fh": "abcdefgh",                   # other C0, DEL, C1
        "tab\tnew\nline\r\nend": "tab\tnew\nline\r\nend",                      # whitespace kept
        "nul\x00 lone\ud800 non\uffff\U0010fffe": "nul\ufffd lone\ufffd non\ufffd\ufffd",
        "\x1b]unterminated title\nnext line": "\nnext line",                   # a string sequence stops at a line end
        "plain 文本 ✓": "plain 文本 ✓",
    }
    assert {k: clean(k) for k in cases} == cases


def page_of(messages: list) -> str:
    page, _ = render_transcript_file("t.json", json.dumps(messages), css={}, **renderers())
    return page


def test_a_page_of_coloured_terminal_output_and_errors_holds_no_control_characters():
    red = "\x1b[31m{}\x1b[0m"
    page = page_of([
        {"role": "user", "content": "go"},
        {"role": "assistant", "content": [
            {"type": "tool_use", "id": "u1", "name": "Bash", "input": {"command": red.format("ls"),
                                                                      "description": "list\x07 files"}},
            {"type": "tool_use", "id": "u2", "name": red.format("lookup"), "input": {"q": red.format("k")}},
            {"type": "tool_use", "id": "u3", "name": "Bash", "input": {"command": "make"}}]},
        {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": "u1", "content": red.format("a.txt") + "\n\x1b[1mb.txt\x1b[0m"},
            {"type": "tool_result", "tool_use_id": "u2", "content": red.format("value")},
            {"type": "tool_result", "tool_use_id": "u3", "is_error": True, "content": red.format("error: no rule")}]},
    ])
    assert not FORBIDDEN.search(page) and "[31m" not in page and "[0m" not in page
    doc = parse_page(page)
    terminal, generic, failed = elements(doc, "root", "tool-call")
    assert text(one(terminal, "command")) == "ls" and text(one(terminal, "description")) == "list files"
    assert text(one(terminal, "code")) == "a.txt\nb.txt"
    assert text(one(terminal, "summary", "tool-call")) == "ls"
    assert text(one(generic, "label", "tool-call")) == "Called tool lookup"
    assert text(one(generic, "value")) == "k" and text(one(generic, "result", data_kind="generic")) == "Resultvalue"
    assert text(one(failed, "error", "tool-call")) == "error: no rule"


CALLS = st.lists(CALL | JSON, min_size=1, max_size=3).map(lambda items: [call_from_mapping(c) for c in items])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(turns=st.lists(CALLS, max_size=2), title=TEXTS, options=OPTIONS)
def test_no_page_holds_a_character_html_forbids(turns, title, options):
    page = render_transcript_page(turns, title=title, css={}, options=options, **renderers())
    assert not FORBIDDEN.search(page), repr(FORBIDDEN.search(page).group())
    page.encode("utf-8")
