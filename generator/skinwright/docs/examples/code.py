"""The code beside each live example, written once per framework and fetched by the page on demand.

A component page shows one framework's code at a time, chosen once for the
whole site (as Ark UI's docs do), so the page itself carries no code: each
example has an empty code panel naming the frameworks it has, and
:func:`code_files` writes one JSON file per framework, ``{example id: the
highlighted code as HTML}``, that the page script fetches for the chosen
framework when an example scrolls into view. Highlighting is Pygments with
the class names Material for MkDocs styles (``<div class="language-X
highlight"><pre><code>``), as its own code blocks have.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from markupsafe import Markup, escape

Tab = tuple[str, str, str]
"""``(label, language, code)`` of one framework's code for an example."""


def framework_key(label: str) -> str:
    """A framework's key in file names and in the site-wide choice: ``Web Components`` → ``web-components``."""
    return re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-")


def highlight(code: str, language: str) -> str:
    """``code`` highlighted for ``language`` as Material's code blocks are; plain escaped text without Pygments."""
    try:
        from pygments import highlight as pygmentize
        from pygments.formatters import HtmlFormatter
        from pygments.lexers import get_lexer_by_name
        from pygments.util import ClassNotFound
    except ImportError:  # the docs extra brings Pygments; without it the code is still shown
        body = str(escape(code))
    else:
        try:
            lexer = get_lexer_by_name(language)
        except ClassNotFound:
            lexer = get_lexer_by_name("text")
        body = pygmentize(code, lexer, HtmlFormatter(nowrap=True))
    return f'<div class="language-{escape(language)} highlight"><pre><span></span><code>{body.rstrip()}</code></pre></div>'


def code_panel(example_id: str, component: str, tabs: Sequence[Tab]) -> Markup:
    """The empty panel the page script fills: which component's files, which example, which frameworks, in order."""
    frameworks = " ".join(framework_key(label) for label, _, _ in tabs)
    return Markup('<section class="xh-doc-code" data-xh-code="{}" data-xh-example-code="{}" data-xh-frameworks="{}" '
                  'data-search-exclude></section>').format(component, example_id, frameworks)


def framework_labels(code: Mapping[str, Iterable[Tab]], known: set[str] | None = None) -> Markup:
    """The frameworks' names for the panels' buttons: ``{key: label}`` as inline JSON.

    A page's parts each add the names the parts before them did not give
    (``known``, updated in place: the keys given so far), and the page script
    reads them all; a part that adds none writes nothing.
    """
    known = set() if known is None else known
    labels = {key: label for tabs in code.values() for label, _, _ in tabs
              if (key := framework_key(label)) not in known}
    if not labels:
        return Markup("")
    known.update(labels)
    return json_data("data-xh-frameworks", "", labels, sort_keys=True)


def json_data(attribute: str, value: str, data: Any, *, sort_keys: bool = False) -> Markup:
    """``data`` as JSON for the page script: ``<div hidden attribute="value" data-xh-json='JSON'>``
    (in a single-quoted attribute, ``&`` and ``'`` escaped; out of the search index). Not an inline
    ``<script>``: Material's instant navigation runs a new page's inline scripts again as
    JavaScript, without their attributes, so the data was lost (and raised a SyntaxError). Not a
    ``<template>``: Markdown does not take it as a block and would format its text."""
    text = json.dumps(data, ensure_ascii=False, sort_keys=sort_keys, separators=(",", ":"))
    return Markup("<div hidden {}=\"{}\" data-search-exclude data-xh-json='{}'></div>").format(
        Markup(attribute), value, Markup(text.replace("&", "&amp;").replace("'", "&#39;")))


def code_files(code: Mapping[str, Iterable[Tab]]) -> dict[str, str]:
    """``{"<framework>.json": text}``: per framework, each example's highlighted code (``code``: example id → tabs)."""
    files: dict[str, dict[str, str]] = {}
    for example_id, tabs in code.items():
        for label, language, text in tabs:
            files.setdefault(framework_key(label), {})[example_id] = highlight(text, language)
    return {f"{key}.json": json.dumps(blocks, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n"
            for key, blocks in sorted(files.items())}


def mode_sensitive_scopes(tokens_css: str, stylesheets: Mapping[str, str], selectors: Iterable[str]) -> frozenset[str]:
    """The components whose stylesheet reads a custom property that the mode contexts of ``selectors`` change.

    ``tokens_css`` is the build's ``tokens.css``; ``selectors`` the CSS
    selectors of a modifier's non-default contexts (``[data-density="compact"]``);
    ``stylesheets`` maps a component to its compiled CSS. A property counts
    when a rule of ``tokens.css`` written exactly with one of the selectors
    declares it (a context's block also re-declares every token that refers
    to a changed one, so reading any of them is reading the change).
    """
    import tinycss2

    wanted = {" ".join(sel.split()) for sel in selectors}
    changed: set[str] = set()
    for rule in tinycss2.parse_stylesheet(tokens_css, skip_comments=True, skip_whitespace=True):
        if rule.type == "qualified-rule" and " ".join(tinycss2.serialize(rule.prelude).split()) in wanted:
            for decl in tinycss2.parse_blocks_contents(rule.content, skip_comments=True, skip_whitespace=True):
                if decl.type == "declaration" and decl.name.startswith("--"):
                    changed.add(decl.name)
    if not changed:
        return frozenset()
    reads = re.compile(r"var\(\s*(--[A-Za-z0-9_-]+)")
    return frozenset(name for name, css in stylesheets.items() if changed & set(reads.findall(css)))
