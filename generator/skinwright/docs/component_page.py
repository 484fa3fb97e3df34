"""The docs of one component: the parts a page includes, and the whole page.

:func:`component_parts` returns ``{name: text}`` for
``<docs-dir>/parts/components/<component>/``:

- ``usage.md`` — the example(s) with ``section: usage`` (the page's opening);
- ``examples.md`` — the examples of the Examples section (the default), in file order;
- ``<section>.md`` — the examples of a section of their own (``section: surfaces``);
- ``code/<framework>.json`` — each example's code in that framework, highlighted,
  which the page fetches for the framework the reader chose (published as
  ``<docs-dir>/code/<component>/``); ``code/phases.json`` (``phases.<locale>.json``
  for another language) — each demo's markup in every phase, fetched when it hydrates;
- ``anatomy.md`` — a sample whose parts light up from the parts list (the
  first item of the ``section: anatomy`` example, else an instance with every
  part filled with its name), the part tree read from that very markup, then
  the parts table; a plugin may draw this section otherwise.

The live examples are the custom elements the build ships (``js/<component>.element.js``,
published beside the parts): each instance is the server markup its element
upgrades in place. The first part that holds live examples (``usage.md``,
else ``examples.md``; a page includes them in that order) first inlines, as
JSON, which module defines each element and the component events the page
logs, and the template of the examples' toolbar.

:func:`component_page` is a complete page made of those parts, the API tables
that have rows, and the component's prose (``styles/<component>/*.md``): what
a component folder gets with no page of its own.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from html.parser import HTMLParser

from markupsafe import Markup

from ..components.markup import render_instance
from ..components.spec import ComponentSpec
from ..markdown import attribute_text, fence, pipes, raw_html, table
from ..namespace import Namespace
from ..plugins import Plugin, active, item_kinds
from ..prose import localized
from .examples.model import Example, Instance
from .examples.code import code_files, framework_labels, json_data
from .examples.frame import phases_file, toolbar_template
from .examples.page import elements_script, example_markdown
from .examples.render import Renderer
from .htmlfmt import indent_html
from .snippets.frameworks import framework_tabs
from .snippets.names import Names
from .snippets.units import Context
from .words import script_words, word

_MEMO: dict[tuple, dict[str, str]] = {}
"""Parts by their inputs' text: ``skinwright serve`` rebuilds after every token edit, and a
token edit changes no example (rendering them all is a fifth of a warm build)."""


def component_parts(spec: ComponentSpec, examples: Sequence[Example], *,
                    specs: Mapping[str, ComponentSpec] | None = None, namespace: Namespace = Namespace(),
                    package: str | None = None, density_scopes: frozenset[str] | None = None,
                    locale: str = "en") -> dict[str, str]:
    """Markdown parts of ``spec``'s page (see module docstring); deterministic for the same input.

    ``specs`` holds every component of the project by name (an example may
    show any of them); the plugins of those components apply; ``namespace``
    names what the specs leave out in the snippets, which import from the npm
    package ``package`` (``None``: the prefix's default). ``density_scopes``
    names the components whose skins density changes (see
    :func:`~.examples.code.mode_sensitive_scopes`); an example showing none of
    them offers no density setting. ``locale`` is the page's language: the
    words around the examples (toolbar, demo controls, anatomy) and the parts'
    descriptions are in it (the examples' own prose is the caller's:
    :func:`~.translations.example_in`). The result is remembered by the text
    of the specs and examples it was made from.
    """
    specs = {**(specs or {}), spec.name: spec}
    key = None
    if all(e.digest for e in examples):
        key = (spec.name, namespace, package, tuple(sorted((name, s.document.text) for name, s in specs.items())),
               tuple(e.digest for e in examples), density_scopes, locale)
        if key in _MEMO:
            return dict(_MEMO[key])
    out = _component_parts(spec, examples, specs, namespace, package, density_scopes, locale)
    if key is not None:
        if len(_MEMO) >= 16:
            _MEMO.clear()
        _MEMO[key] = out
    return dict(out)


def _component_parts(spec: ComponentSpec, examples: Sequence[Example], specs: Mapping[str, ComponentSpec],
                     namespace: Namespace, package: str | None,
                     density_scopes: frozenset[str] | None = None, locale: str = "en") -> dict[str, str]:
    plugins = active(specs)
    kinds = item_kinds(specs)
    renderer = Renderer(spec.name, specs, plugins, kinds, density_scopes=density_scopes, locale=locale)
    names = Names(spec, specs, namespace, package)

    def tabs(example: Example, items: Markup) -> list[tuple[str, str, str]]:
        return [("HTML", "html", indent_html(items)),
                *framework_tabs(example, Context(example, specs, plugins, kinds), names)]

    out: dict[str, str] = {}
    code: dict[str, list] = {}
    labelled: set[str] = set()  # the frameworks whose names an earlier part gave
    phases: dict[str, dict[str, str]] = {}
    # The page's data and toolbar template go once, with the first part that has examples (a page
    # includes usage.md, then examples.md, then its own sections); the opening example sits right
    # under the h1, the others under a section heading of the page.
    own = sorted({e.section for e in examples} - {"usage", "examples", "anatomy"})
    bodies = {}
    for section, level in (("usage", 2), ("examples", 3), *((name, 3) for name in own)):
        chosen = [e for e in examples if e.section == section]
        bodies[section] = "\n".join(example_markdown(e, renderer, tabs, level, code, phases) for e in chosen) \
            if chosen else None
    # The page's data (known once the examples are drawn: the elements' strings) and toolbar template.
    head = str(elements_script(specs, renderer.strings)) + str(json_data("data-xh-words", locale,
                                                                      script_words(locale))) \
        + str(toolbar_template(locale)) + "\n\n"
    for section, body in bodies.items():
        out[f"{section}.md"] = head + body + raw_html(framework_labels(code, labelled)) + "\n" if body else ""
        if body:
            head = ""
    out.update({f"code/{name}": text for name, text in code_files(code).items()})
    if phases:
        out[f"code/{phases_file(locale)}.json"] = json.dumps(phases, ensure_ascii=False, sort_keys=True,
                                                             separators=(",", ":")) + "\n"
    plugin: Plugin | None = plugins.get(spec.name)
    if plugin is not None and plugin.anatomy is not None:
        out["anatomy.md"] = plugin.anatomy(spec, examples, renderer)
    else:
        renderer.heading_level = 3  # the sample sits under the page's "Anatomy" h2
        out["anatomy.md"] = anatomy_markdown(spec, anatomy_sample(spec, examples, renderer),
                                             nested=tuple(n for n in sorted(specs) if n != spec.name), locale=locale)
    return out


def anatomy_sample(spec: ComponentSpec, examples: Sequence[Example], renderer: Renderer) -> Markup:
    """The anatomy section's sample: the ``section: anatomy`` example's first item, else every part named."""
    renderer.elements = False  # the figure shows every part as drawn; an element would redraw some
    for example in examples:
        if example.section == "anatomy":
            return renderer.item(example.items[0], example)[0]
    leaves = {p.name: p.name for p in spec.parts if not spec.children(p.name)}
    return render_instance(spec, {}, leaves, instance_id="anatomy")


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


def parts_table(spec: ComponentSpec, locale: str = "en") -> str:
    """The parts as a Markdown table: name (bold when required), element, required, description (in ``locale``).

    The Required column is left out when no part is required.
    """
    required = any(p.required for p in spec.parts)
    yes = word(locale, "yes")

    def row(p) -> list[str]:
        bold = "**" if p.required else ""
        return [f"{bold}`{p.name}`{bold}", f"`<{p.element}>`", *([yes if p.required else ""] if required else []),
                pipes(localized(p.description, locale))]

    head = tuple(word(locale, w) for w in (("part", "element", "required", "description") if required
                                         else ("part", "element", "description")))
    return "\n".join(table(head, (row(p) for p in spec.parts))) + "\n"


def anatomy_markdown(spec: ComponentSpec, sample: Markup, nested: Sequence[str] = (), locale: str = "en") -> str:
    """The anatomy section's body: sample with highlightable parts, part tree, parts table (words in ``locale``)."""
    # Each part name is a toggle button: pointing at it, focusing it or
    # tapping it (which pins the outline) outlines the part in the sample.
    items = Markup("").join(
        Markup('<li data-xh-part="{0}"{1}><button type="button" class="xh-doc-anatomy__part" aria-pressed="false">'
               '<code>{0}</code></button>{2}</li>').format(
            p.name, Markup(' data-required') if p.required else Markup(""),
            Markup(' <span class="xh-doc-badge">{}</span>').format(word(locale, "required")) if p.required else Markup(""))
        for p in spec.parts)
    figure = Markup(
        '<figure class="xh-doc-anatomy no-copy" data-xh-anatomy="{0}" data-search-exclude>'
        '<div class="xh-doc-canvas xh-doc-anatomy__sample" data-xh-frame>{1}</div>'
        '<figcaption><ol class="xh-doc-anatomy__parts">{2}</ol>'
        '<p class="xh-doc-anatomy__hint">{3}</p>'
        '</figcaption></figure>'
    ).format(spec.name, sample, items, word(locale, "anatomy_hint"))
    return raw_html(figure) + "\n\n" + fence(part_tree(sample, spec.name, nested), "text", indent="") + "\n\n" + \
        parts_table(spec, locale)


# --- the whole page ------------------------------------------------------------------

PAGE_TABLES: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("API reference", (("artefacts", "Artefacts"), ("props", "Props"), ("events", "Events"),
                       ("states", "States"), ("phases", "Phases"), ("types", "Types"),
                       ("translations", "Translations"), ("machine", "Machine names"), ("connect", "Connect API"))),
    ("Accessibility", (("keyboard", "Keyboard"), ("aria", "ARIA"), ("html-attributes", "HTML attributes"))),
    ("Style reference", (("css-variables", "CSS variables"), ("data-attributes", "Data attributes"),
                         ("motion", "Motion"), ("rtl", "RTL"))),
)
"""The page's reference sections: (heading, ((table id, sub-heading), …)); a table without rows is left out."""


def custom_sections(parts: Mapping[str, str]) -> list[str]:
    """The names of the example sections beyond usage, examples and anatomy that have examples, sorted."""
    return sorted(name[:-3] for name, text in parts.items()
                  if name.endswith(".md") and "/" not in name and text
                  and name[:-3] not in ("usage", "examples", "anatomy"))


def component_page(spec: ComponentSpec, parts: Mapping[str, str], tables: Mapping[str, str],
                   prose: Sequence[str] = ()) -> str:
    """A complete Markdown page for ``spec`` from its generated parts and tables (Markdown by table id).

    ``tables`` holds only the tables that have rows. ``prose`` (the texts of
    ``styles/<component>/*.md``) follows the opening example. The page has the
    spec's description as its lede and front-matter description; the site's
    search ranks it (and its table rows) above mentions on other pages.
    """
    status = f' <span class="xh-doc-status">{spec.status}</span>' if spec.status else ""
    description = " ".join(spec.description.split())
    # The page title is the component's name: the h1 also carries the status badge, which MkDocs would
    # otherwise put into <title> and the nav ("Chip alpha").
    out = ["---", "title: " + _yaml_string(spec.title), "search: {boost: 2}",
           # Material prints the front matter's description into <meta content="…"> as it is
           "description: " + _yaml_string(attribute_text(description)), "---", "",
           f"# {spec.title}{status}", "", description, "{ .xh-doc-lede }", ""]
    if parts.get("usage.md"):
        out += [parts["usage.md"].rstrip("\n"), ""]
    out += [text.rstrip("\n") + "\n" for text in prose]
    out += ["## Anatomy", "", f'Every part carries `data-scope="{spec.name}"` and its `data-part`'
            + ("; required parts are in bold." if any(p.required for p in spec.parts) else "."), "",
            parts["anatomy.md"].rstrip("\n"), ""]
    if parts.get("examples.md"):
        out += ["## Examples", "", parts["examples.md"].rstrip("\n"), ""]
    for name in custom_sections(parts):  # a section of their own that examples asked for
        out += [f"## {name.replace('-', ' ').capitalize()}", "", parts[f"{name}.md"].rstrip("\n"), ""]
    for heading, entries in PAGE_TABLES:
        present = [(tid, title) for tid, title in entries if tid in tables]
        if not present:
            continue
        out += [f"## {heading}", ""]
        for tid, title in present:
            out += [f"### {title}", "", tables[tid].rstrip("\n"), ""]
    return "\n".join(out)


def _yaml_string(text: str) -> str:
    """``text`` as a double-quoted YAML scalar (front matter)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
