"""Anatomy of the two components whose markup the views emit.

``tool-result`` is what the render-intent views put inside a card's ``input``
and ``output`` parts; ``tool-call-group`` is the accordion that groups the
cards of one assistant turn. Every element carries ``data-scope`` and one
``data-part`` from these lists, and only the ``data-*`` attributes listed for
its part (flags are valueless, enumerations use ``data-state``/``data-kind``).
These tables are the seed of the two components' specs; the tests check every
emitted element against them.

``attributes`` maps a data attribute to its closed set of values, ``()`` for a
valueless flag, ``None`` when open-ended (the INTERFACES §3 convention).
"""

from __future__ import annotations

from dataclasses import dataclass, field

INTENTS: tuple[str, ...] = ("generic", "terminal", "diff", "read", "search", "web")
"""Render intents with a view of their own (seeds 002 and 004); any other name renders as generic."""


@dataclass(frozen=True)
class Part:
    """One part: its name, the element it is rendered as, what it holds, its data attributes."""

    name: str
    element: str
    description: str
    attributes: dict[str, tuple[str, ...] | None] = field(default_factory=dict)


def _parts(*parts: Part) -> dict[str, Part]:
    return {p.name: p for p in parts}


TOOL_RESULT_PARTS: dict[str, Part] = _parts(
    Part("call", "div", "call-side view (the call's arguments as the intent shows them); goes in the card's input",
         {"data-kind": INTENTS}),
    Part("result", "div", "result-side view; goes in the card's output", {"data-kind": INTENTS}),
    Part("title", "div", "the view's title as declared by the producer (dir=auto)"),
    Part("command", "pre", "terminal: the command (or code) that ran (dir=ltr)"),
    Part("description", "div", "producer's description of the call (dir=auto)"),
    Part("panel", "div", "generic: a labelled block (seed 000 DescPanel)", {"data-kind": ("description", "arguments", "result")}),
    Part("heading", "div", "a panel's label (Description, Arguments, Result)"),
    Part("fields", "dl", "key-value list: a JSON object/array (seed 000), or terminal metadata"),
    Part("field", "div", "one key-value row"),
    Part("key", "dt", "a field's key (dir=auto)"),
    Part("value", "dd", "a field's value; json = nested object/array/null as JSON text, path = a path",
         {"data-kind": ("text", "json", "path")}),
    Part("text", "div", "plain text content, line breaks preserved (dir=auto)"),
    Part("code", "pre", "preformatted code, file content or terminal output (dir=ltr)"),
    Part("omitted", "span", "marker standing for the middle lines cut by the line cap (dir=auto)"),
    Part("exit", "div", "terminal: a non-zero exit code"),
    Part("file", "div", "diff: one file", {"data-state": ("created", "modified", "deleted")}),
    Part("file-state", "span", "diff: \"New file\" / \"Deleted file\" when the file is created or deleted"),
    Part("stats", "span", "diff: +added −removed counts of a file"),
    Part("count", "span", "one count inside stats", {"data-kind": ("added", "removed")}),
    Part("hunk", "div", "diff: one unified hunk (dir=ltr)"),
    Part("hunk-header", "div", "diff: the @@ -a,b +c,d @@ line"),
    Part("line", "div", "diff: one line", {"data-kind": ("context", "added", "removed")}),
    Part("line-number", "span", "diff: old or new line number (empty when the line has none)",
         {"data-kind": ("old", "new")}),
    Part("sign", "span", "diff: the +, − or space before a line"),
    Part("line-content", "span", "diff: the line's text"),
    Part("range", "div", "read: the line range that was read"),
    Part("query", "div", "search: the query (dir=auto)"),
    Part("results", "ol", "search/web: the list of results"),
    Part("item", "li", "one result"),
    Part("snippet", "div", "a result's text excerpt (dir=auto)"),
    Part("link", "a", "web: link to an http(s) URL, rel=noopener noreferrer"),
    Part("url", "div", "web: the URL as text (dir=ltr)"),
    Part("locations", "div", "the call's file references (seed 002 locations)"),
    Part("location", "button", "a file reference an editor can follow (seed 002 locationclick)",
         {"data-path": None, "data-line": None}),
    Part("calls", "div", "the sub-calls of a call, each a tool-call card"),
    Part("truncated", "div", "stands for sub-calls nested deeper than the depth cap"),
)
for _p in TOOL_RESULT_PARTS.values():
    _p.attributes.update({"data-scope": ("tool-result",), "data-part": (_p.name,)})

TOOL_CALL_GROUP_PARTS: dict[str, Part] = _parts(
    Part("root", "div", "the group of one assistant turn's tool calls",
         {"data-state": ("open", "closed"), "data-awaiting-approval": ()}),
    Part("heading", "h2", "accordion header (APG accordion: the trigger sits in a heading)"),
    Part("trigger", "button", "toggles the group; aria-expanded, aria-controls",
         {"data-state": ("open", "closed")}),
    Part("indicator", "span", "chevron, aria-hidden", {"data-state": ("open", "closed")}),
    Part("label", "span", "\"Ran N tools\""),
    Part("count", "span", "the number of calls (tabular-nums in the skin)"),
    Part("approval", "span", "marker + text when a call in the group awaits approval; part of the trigger's name"),
    Part("content", "div", "the cards; hidden when closed", {"data-state": ("open", "closed")}),
)
for _p in TOOL_CALL_GROUP_PARTS.values():
    _p.attributes.update({"data-scope": ("tool-call-group",), "data-part": (_p.name,)})
