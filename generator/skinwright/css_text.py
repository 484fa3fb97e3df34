"""Text from the input that lands in CSS, escaped for the grammar of the place it lands.

Token values, font names, modifier and context names and file paths are data;
written into a stylesheet unescaped, a newline or a quote in them ends the
string they were in, and a ``}`` ends the rule (``"Inter\\n}body{display:none}"``
as a font name hid the page). Each function here writes one production of CSS
Syntax Level 3 so that it parses back to exactly the text it was given:

- :func:`string`: a ``<string-token>`` (§4.3.5), via tinycss2's serializer,
  with ``<`` and control characters escaped too, so a stylesheet inlined in an
  HTML ``<style>`` element cannot be closed by ``</style>`` in a value;
- :func:`ident`: an ``<ident-token>`` (§4.3.11), via tinycss2's serializer;
- :func:`attribute_selector`: ``[name="value"]`` (Selectors 4 §6.1);
- :func:`comment`: comment text that cannot end the comment or an HTML
  ``<style>`` element.

:func:`selector_problem` and :func:`media_problem` check CSS that the
configuration writes on purpose (a mode context's selector and media query):
one selector list or media query list, nothing that could end the rule.
"""

from __future__ import annotations

import re

from tinycss2.serializer import serialize_identifier, serialize_string_value

_CONTROLS = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f<]")  # raw in tinycss2's strings
_ESCAPED_CONTROLS = re.compile(r"\\([\x00-\x08\x0b\x0e-\x1f\x7f<])")  # backslash + char in its identifiers


def _hex(match: re.Match) -> str:
    c = match.group(match.lastindex or 0)
    return "\\FFFD " if c == "\0" else f"\\{ord(c):X} "  # CSS reads NUL as U+FFFD (CSS Syntax 3 §3.3)


def string(value: str) -> str:
    """``value`` as a double-quoted CSS string: ``a"b`` → ``"a\\"b"``, a newline → ``\\A``, ``<`` → ``\\3C``."""
    return '"' + _CONTROLS.sub(_hex, serialize_string_value(value)) + '"'


def ident(value: str) -> str:
    """``value`` as a CSS identifier (any text, escaped where it must be): ``2x`` → ``\\32 x``.

    Raises:
        ValueError: for the empty string, which no identifier spells.
    """
    if not value:
        raise ValueError("an identifier cannot be empty")
    return _ESCAPED_CONTROLS.sub(_hex, serialize_identifier(value))


def attribute_selector(name: str, value: str) -> str:
    """``[name="value"]`` with both escaped: a context named ``x"]{}body{…`` stays one attribute value."""
    return f"[{ident(name)}={string(value)}]"


def comment(text: str) -> str:
    """``/* text */`` with ``*/`` and ``</`` broken up, and on one line."""
    safe = " ".join(text.split()).replace("*/", "* /").replace("</", "< /")
    return f"/* {safe} */"


def selector_problem(text: str) -> str | None:
    """Why ``text`` is not one selector list that stays inside its rule, or ``None``.

    Parsed with tinycss2: no ``{}`` block, ``;``, ``@`` rule, unclosed string or
    stray bracket, which is what could end the rule and start another.
    """
    return _component_problem(text, "selector")


def media_problem(text: str) -> str | None:
    """Why ``text`` is not one media query list that stays inside its ``@media`` prelude, or ``None``."""
    return _component_problem(text, "media query")


def _component_problem(text: str, what: str) -> str | None:
    import tinycss2

    if not text.strip():
        return f"the {what} is empty"
    for node in tinycss2.parse_component_value_list(text):
        kind = node.type
        if kind == "error":
            return f"the {what} has {node.message.lower()}" if node.message else f"the {what} does not parse"
        if kind == "{} block" or (kind == "literal" and node.value in (";", "}", "{")):
            return f"the {what} holds '{node.value if kind == 'literal' else '{'}', which would end the rule"
        if kind == "at-keyword":
            return f"the {what} holds @{node.value}, which would start another rule"
    return None
