"""The generated parts of a component page: usage example, live examples, anatomy.

:func:`component_parts` returns ``{name: text}`` for
``docs/generated/parts/components/<component>/``:

- ``usage.md`` — the example(s) with ``section: usage`` (the page's opening);
- ``examples.md`` — every other example, in file order;
- ``anatomy.md`` — the parts: for the card and the group, a sample whose parts
  light up from the parts list and the part tree read from that very markup;
  for the result views, the tree each render intent draws (from the page's
  first example of that intent); then the parts table.

A Markdown part that holds cards or groups inlines the machines as JSON
(``machine_script``), so the page script runs the specs' machines without
fetching anything.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html.parser import HTMLParser

from markupsafe import Markup

from ..components.machine import machine_data
from ..components.markup import render_tool_call
from ..components.spec import ComponentSpec
from ..views import INTENTS, render_view
from ..views.common import DEFAULT_OPTIONS
from ..views.group import render_group
from .examples import Example, Renderer, ViewItem, example_markdown, fence, machine_script, raw_html
from .htmlfmt import indent_html
from .snippets import Names, framework_tabs

CARD, GROUP, RESULT = "tool-call", "tool-call-group", "tool-result"


_MEMO: dict[tuple, dict[str, str]] = {}
"""Parts by their inputs' text: ``skinwright serve`` rebuilds after every token edit, and a
token edit changes no example (rendering them all is a fifth of a warm build)."""


def component_parts(spec: ComponentSpec, examples: Sequence[Example], *,
                    related: Mapping[str, ComponentSpec] | None = None) -> dict[str, str]:
    """Markdown parts of ``spec``'s page (see module docstring); deterministic for the same input.

    ``related`` holds every component's spec by name: the examples' cards are
    tool-call cards and their groups tool-call groups, on any page. The result
    is remembered by the text of the specs and examples it was made from.
    """
    related = {**(related or {}), spec.name: spec}
    key = None
    if all(e.digest for e in examples):
        key = (spec.name, tuple(sorted((name, s.document.text) for name, s in related.items())),
               tuple(e.digest for e in examples))
        if key in _MEMO:
            return dict(_MEMO[key])
    out = _component_parts(spec, examples, related)
    if key is not None:
        if len(_MEMO) >= 16:
            _MEMO.clear()
        _MEMO[key] = out
    return dict(out)


def _component_parts(spec: ComponentSpec, examples: Sequence[Example], related: Mapping[str, ComponentSpec]) -> dict[str, str]:
    card = related.get(CARD, spec)
    renderer = Renderer(card, scope=spec.name, group_spec=related.get(GROUP))
    names = Names(spec, related)

    def tabs(example: Example, items: Markup) -> list[tuple[str, str, str]]:
        return [("HTML", "html", indent_html(items)), *framework_tabs(example, names)]

    machines = "".join(machine_script(s.name, machine_data(s)) for s in (card, related.get(GROUP)) if s and s.machine)
    head = machines + "\n\n" if machines else ""
    out: dict[str, str] = {}
    for section, level in (("usage", 2), ("examples", 3)):  # the opening example sits right under the h1
        chosen = [e for e in examples if e.section == section]
        out[f"{section}.md"] = head + "\n".join(example_markdown(e, renderer, tabs, level) for e in chosen) if chosen else ""
    if spec.name == CARD:
        out["anatomy.md"] = anatomy_markdown(spec, render_tool_call(
            {"phase": "awaiting-approval", "open": True, "startTime": 0, "endTime": 1240, "tone": "warning"},
            {"label": "search", "summary": "cascade layers", "approval": "This step needs your approval first.",
             "input": '{ "query": "cascade layers" }', "output": "Found 3 results.",
             "error": "Rate limited; retried once."},
            instance_id="anatomy", spec=spec))
    elif spec.name == GROUP:
        cards = [render_tool_call({"phase": phase, "defaultOpen": False}, {"label": label},
                                  instance_id=f"anatomy-{label}", spec=card)
                 for phase, label in (("output-available", "search"), ("awaiting-approval", "deploy"))]
        out["anatomy.md"] = anatomy_markdown(spec, render_group(
            cards, ["output-available", "awaiting-approval"], instance_id="anatomy", open=True, heading_level=3,
            spec=spec), nested=(CARD,))
    elif spec.name == RESULT:
        out["anatomy.md"] = intent_trees(spec, examples) + parts_table(spec)
    return out


class _Parts(HTMLParser):
    """The ``data-part`` nesting of one component's markup: ``[(depth, part, tag)]``.

    The root of a component of a ``nested`` scope (a card inside a group) is
    one row, named by its scope; its own parts are not listed.
    """

    NESTED = "#nested"

    def __init__(self, scope: str, nested: Sequence[str] = ()) -> None:
        super().__init__()
        self.scope, self.nested, self.stack, self.found = scope, tuple(nested), [], []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        entry = None
        if self.NESTED not in self.stack:
            depth = sum(1 for p in self.stack if p)
            if a.get("data-scope") in self.nested and a.get("data-part") == "root":
                self.found.append((depth, a["data-scope"], tag))
                entry = self.NESTED
            elif a.get("data-scope") == self.scope and a.get("data-part"):
                self.found.append((depth, a["data-part"], tag))
                entry = a["data-part"]
        self.stack.append(entry)

    def handle_endtag(self, tag):
        if self.stack:
            self.stack.pop()


def part_tree(markup: str, scope: str, nested: Sequence[str] = ()) -> str:
    """A box-drawing tree of the parts in ``markup`` (``root`` / ``├── trigger <button>`` …).

    Elements of the ``nested`` scopes (cards inside a group) show as one line each.
    """
    parser = _Parts(scope, nested)
    parser.feed(str(markup))
    rows = parser.found
    lines = []
    for i, (depth, part, tag) in enumerate(rows):
        if depth == 0:
            lines.append(f"{part} <{tag}>")
            continue
        prefix = ""
        for d in range(1, depth):
            # A vertical bar while an ancestor at depth d still has siblings below.
            later = next((r for r in rows[i + 1:] if r[0] <= d), None)
            prefix += "│   " if later and later[0] == d else "    "
        later = next((r for r in rows[i + 1:] if r[0] <= depth), None)
        prefix += "├── " if later and later[0] == depth else "└── "
        lines.append(f"{prefix}{part} <{tag}>")
    return "\n".join(lines)


def parts_table(spec: ComponentSpec) -> str:
    """The parts as a Markdown table: name (bold when required), element, required, description.

    The Required column is left out when no part is required.
    """
    required = any(p.required for p in spec.parts)
    rows = "\n".join(
        f"| {'**' if p.required else ''}`{p.name}`{'**' if p.required else ''} | `<{p.element}>` | "
        + (f"{'yes' if p.required else ''} | " if required else "")
        + f"{p.description.replace('|', '&#124;')} |"
        for p in spec.parts)
    head = "| Part | Element | Required | Description |\n|---|---|---|---|\n" if required else \
        "| Part | Element | Description |\n|---|---|---|\n"
    return head + rows + "\n"


def anatomy_markdown(spec: ComponentSpec, sample: Markup, nested: Sequence[str] = ()) -> str:
    """The anatomy section's body: sample with highlightable parts, part tree, parts table."""
    # Each part name is a toggle button: pointing at it, focusing it or
    # tapping it (which pins the outline) outlines the part in the sample.
    items = Markup("").join(
        Markup('<li data-xh-part="{0}"{1}><button type="button" class="xh-doc-anatomy__part" aria-pressed="false">'
               '<code>{0}</code></button>{2}</li>').format(
            p.name, Markup(' data-required') if p.required else Markup(""),
            Markup(' <span class="xh-doc-badge">required</span>') if p.required else Markup(""))
        for p in spec.parts)
    figure = Markup(
        '<figure class="xh-doc-anatomy no-copy" data-xh-anatomy="{0}" data-search-exclude>'
        '<div class="xh-doc-canvas xh-doc-anatomy__sample" data-xh-frame>{1}</div>'
        '<figcaption><ol class="xh-doc-anatomy__parts">{2}</ol>'
        '<p class="xh-doc-anatomy__hint">Point at, focus or tap a part to outline it in the sample.</p>'
        '</figcaption></figure>'
    ).format(spec.name, sample, items)
    return raw_html(figure) + "\n\n" + fence(part_tree(sample, spec.name, nested), "text", indent="") + "\n\n" + \
        parts_table(spec)


def intent_trees(spec: ComponentSpec, examples: Sequence[Example]) -> str:
    """Content tabs, one per render intent: the parts its call side and result side draw.

    Each tree comes from the first ``view`` example of that intent on the page,
    so the trees show real output, not a second description of it.
    """
    first: dict[str, ViewItem] = {}
    for example in examples:
        for item in example.items:
            if isinstance(item, ViewItem) and item.intent in INTENTS and item.intent not in first:
                first[item.intent] = item
    out = []
    for intent in (i for i in INTENTS if i in first):
        item = first[intent]
        view = render_view(intent, item.call, item.result, DEFAULT_OPTIONS)
        trees = "\n\n".join(part_tree(m, spec.name) for m in (view.call, view.result) if m)
        out.append(f'=== "{intent}"\n\n{fence(trees, "text")}')
    return ("\n\n".join(out) + "\n\n") if out else ""
