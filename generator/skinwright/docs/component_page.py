"""The generated parts of a component page: usage example, live examples, anatomy.

:func:`component_parts` returns ``{name: text}`` for
``docs/generated/parts/components/<component>/``:

- ``usage.md`` — the example(s) with ``section: usage`` (the page's opening);
- ``examples.md`` — every other example, in file order;
- ``anatomy.md`` — the anatomy: a sample card whose parts light up from the
  parts list, the part tree read from that very markup, and the parts table.

Each Markdown part that holds cards inlines the component's disclosure
machine as JSON (``machine_script``), so the page script runs the spec's
machine without fetching anything.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html.parser import HTMLParser

from markupsafe import Markup

from ..components.machine import machine_data
from ..components.markup import render_tool_call
from ..components.spec import ComponentSpec
from .examples import Example, Renderer, example_markdown, machine_script, raw_html
from .htmlfmt import indent_html
from .snippets import Names, framework_tabs


def component_parts(spec: ComponentSpec, examples: Sequence[Example], *,
                    related: Mapping[str, ComponentSpec] | None = None) -> dict[str, str]:
    """Markdown parts of ``spec``'s page (see module docstring); deterministic for the same input."""
    renderer = Renderer(spec)
    names = Names(spec, related or {})

    def tabs(example: Example, items: Markup) -> list[tuple[str, str, str]]:
        return [("HTML", "html", indent_html(items)), *framework_tabs(example, names),
                ("Example data", "yaml", example.text)]

    head = machine_script(spec.name, machine_data(spec)) + "\n\n" if spec.machine else ""
    out: dict[str, str] = {}
    for section in ("usage", "examples"):
        chosen = [e for e in examples if e.section == section]
        out[f"{section}.md"] = head + "\n".join(example_markdown(e, renderer, tabs) for e in chosen) if chosen else ""
    if spec.name == "tool-call":
        out["anatomy.md"] = anatomy_markdown(spec, render_tool_call(
            {"phase": "awaiting-approval", "open": True, "startTime": 0, "endTime": 1240, "tone": "warning"},
            {"label": "search", "summary": "cascade layers", "approval": "This step needs your approval first.",
             "input": '{ "query": "cascade layers" }', "output": "Found 3 results.",
             "error": "Rate limited; retried once."},
            instance_id="anatomy", spec=spec))
    return out


class _Parts(HTMLParser):
    """The ``data-part`` nesting of one component's markup: ``[(depth, part, tag)]``."""

    def __init__(self, scope: str) -> None:
        super().__init__()
        self.scope, self.stack, self.found = scope, [], []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        part = a.get("data-part") if a.get("data-scope") == self.scope else None
        if part:
            self.found.append((sum(1 for p in self.stack if p), part, tag))
        self.stack.append(part)

    def handle_endtag(self, tag):
        if self.stack:
            self.stack.pop()


def part_tree(markup: str, scope: str) -> str:
    """A box-drawing tree of the parts in ``markup`` (``root`` / ``├── trigger <button>`` …)."""
    parser = _Parts(scope)
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


def anatomy_markdown(spec: ComponentSpec, sample: Markup) -> str:
    """The anatomy section's body: sample with highlightable parts, part tree, parts table."""
    items = Markup("").join(
        Markup('<li data-xh-part="{0}"{1}><code>{0}</code>{2}</li>').format(
            p.name, Markup(' data-required') if p.required else Markup(""),
            Markup(' <span class="xh-doc-badge">required</span>') if p.required else Markup(""))
        for p in spec.parts)
    figure = Markup(
        '<figure class="xh-doc-anatomy no-copy" data-xh-anatomy="{0}">'
        '<div class="xh-doc-canvas xh-doc-anatomy__sample" data-xh-frame>{1}</div>'
        '<figcaption><ol class="xh-doc-anatomy__parts">{2}</ol>'
        '<p class="xh-doc-anatomy__hint">Point at a part to outline it in the sample.</p></figcaption></figure>'
    ).format(spec.name, sample, items)
    rows = "\n".join(
        f"| {'**' if p.required else ''}`{p.name}`{'**' if p.required else ''} | `<{p.element}>` | "
        f"{'yes' if p.required else ''} | {p.description.replace('|', '&#124;')} |"
        for p in spec.parts)
    tree = part_tree(sample, spec.name)
    return (raw_html(figure) + "\n\n```text\n" + tree + "\n```\n\n"
            "| Part | Element | Required | Description |\n|---|---|---|---|\n" + rows + "\n")

