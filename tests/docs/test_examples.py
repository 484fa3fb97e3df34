"""Example files: loading and its diagnostics, rendering, the HTML indenter, the usage snippets."""

from __future__ import annotations

import textwrap

import html5lib
import pytest

from skinwright.diagnostics import SkinwrightError
from skinwright.docs.component_page import component_parts, part_tree
from skinwright.docs.examples.model import Example, Instance, Matrix, example_id, load_example
from skinwright.docs.examples.render import Renderer, render_items
from skinwright.docs.htmlfmt import indent_html
from skinwright.docs.snippets.frameworks import elements_snippet, react_snippet, vue_snippet
from skinwright.docs.snippets.names import Names
from skinwright.docs.snippets.units import Context
from skinwright.markdown import fence, raw_html
from skinwright.plugins import active, item_kinds
from skinwright.plugins.tool_call import CallItem, TranscriptItem, render_tool_call
from skinwright.source import load_document
from skinwright.views.anatomy import INTENTS
from tests.specs import shipped_spec

from .conftest import ROOT

EXAMPLES = ROOT / "styles/tool-call/examples"
SPECS = {name: shipped_spec(name) for name in ("tool-call", "tool-call-group", "tool-result")}
KINDS = item_kinds(SPECS)
PACKAGE = "@xihan-ui/elements"  # pyproject.toml's [tool.skinwright.package] name


def doc(text: str, path: str = "styles/tool-call/examples/10-demo.yaml"):
    return load_document(path, textwrap.dedent(text).lstrip("\n").encode())


def no_files(rel: str) -> str:
    raise FileNotFoundError(rel)


def load(text: str, read_text=no_files) -> Example:
    return load_example(doc(text), SPECS, read_text, kinds=KINDS)


def diagnostics(text: str, read_text=no_files) -> list[str]:
    with pytest.raises(SkinwrightError) as info:
        load(text, read_text)
    return [d.format() for d in info.value.diagnostics]


def test_example_id_drops_the_order_prefix():
    assert example_id("styles/tool-call/examples/20-auto-disclosure.yaml") == "auto-disclosure"
    assert example_id("styles/tool-call/examples/latch.yaml") == "latch"


def test_an_instance_loads_with_its_props_parts_and_phases():
    example = load("""
        title: Latch
        description: It latches.
        demo: {stepper: true, send: {OPEN: setOpen(true)}}
        items:
          - tool-call:
              props: {phase: input-streaming, size: sm}
              parts: {label: read_file, input: '{"path": "a"}'}
              phases:
                output-error: {error: ENOENT}
        """)
    assert (example.id, example.title, example.section, example.layout) == ("demo", "Latch", "examples", "stack")
    assert example.demo.stepper and example.demo.send == (("OPEN", "setOpen(true)"),)
    card, = example.items
    assert card == Instance("tool-call", {"phase": "input-streaming", "size": "sm"},
                            {"label": "read_file", "input": '{"path": "a"}'}, {"output-error": {"error": "ENOENT"}})
    assert card.parts_for("output-error")["error"] == "ENOENT"
    assert "error" not in card.parts_for("output-available")


def test_props_are_checked_against_the_spec():
    assert diagnostics("""
        title: T
        description: D
        items:
          - tool-call:
              props: {phaze: running, variant: outlined, defaultOpen: "yes", endTime: soon}
              parts: {label: x}
        """) == [
        "styles/tool-call/examples/10-demo.yaml:5:15: error docs/example/unknown-prop tool-call has no prop 'phaze'\n"
        "  hint: did you mean 'phase'?",
        "styles/tool-call/examples/10-demo.yaml:5:40: error docs/example/invalid-value variant must be one of "
        "outline, subtle, ghost, not \"outlined\"\n  hint: did you mean 'outline'?",
        "styles/tool-call/examples/10-demo.yaml:5:63: error docs/example/invalid-value defaultOpen must be a "
        "boolean, not \"yes\"",
        "styles/tool-call/examples/10-demo.yaml:5:79: error docs/example/invalid-value endTime must be a number, "
        "not \"soon\"",
    ]


def test_the_schema_knows_each_components_parts():
    assert diagnostics("""
        title: T
        description: D
        items:
          - tool-call:
              parts: {lable: x}
        """) == [
        "styles/tool-call/examples/10-demo.yaml:5:15: error docs/example/unknown-key unknown key 'lable' in "
        "items/0/tool-call/parts\n  hint: did you mean 'label'?"]


def test_phases_are_the_specs_phases():
    assert diagnostics("""
        title: T
        description: D
        items:
          - tool-call:
              parts: {label: x}
              phases: {output-avaliable: {output: y}}
        """) == [
        "styles/tool-call/examples/10-demo.yaml:6:16: error docs/example/unknown-phase 'output-avaliable' is not "
        "a phase of tool-call\n  hint: did you mean 'output-available'?"]


def test_the_schema_catches_misspelt_keys_and_items_of_two_kinds():
    assert diagnostics("""
        titel: T
        description: D
        items:
          - tool-call: {parts: {label: x}}
            call: {id: c}
        """) == [
        "styles/tool-call/examples/10-demo.yaml:1:1: error docs/example/missing-key missing required key 'title' "
        "in the top level\n  hint: add 'title:' (Heading of the example)",
        "styles/tool-call/examples/10-demo.yaml:1:1: error docs/example/unknown-key unknown key 'titel' in the "
        "top level\n  hint: did you mean 'title'?",
        "styles/tool-call/examples/10-demo.yaml:4:5: error docs/example/invalid-value items/0 must have exactly "
        "one key (has tool-call, call)\n  hint: One item: an instance of a component (its name), a matrix, or a "
        "call, a transcript, a view",
    ]


def test_a_demo_needs_an_instance_first_and_a_transcript_must_exist():
    assert diagnostics("""
        title: T
        description: D
        demo: {stepper: true}
        items:
          - transcript: missing.json
        """) == [
        "styles/tool-call/examples/10-demo.yaml:5:5: error docs/example/invalid-value a demo drives the first "
        "item, which must be an instance of a component\n  hint: put the component's item first",
        "styles/tool-call/examples/10-demo.yaml:5:17: error docs/example/missing-file no transcript file "
        "styles/tool-call/examples/missing.json\n  hint: the path is relative to the example file",
    ]


def test_a_transcript_is_read_relative_to_the_example():
    seen = []

    def read(rel: str) -> str:
        seen.append(rel)
        return (ROOT / "tests/transcripts/fixtures/openai.json").read_text()

    example = load("title: T\ndescription: D\nitems:\n  - transcript: data/s.json\n", read)
    assert seen == ["styles/tool-call/examples/data/s.json"]
    assert example.items[0].turns and all(example.items[0].turns)


def test_a_matrix_expands_row_major_and_leaves_null_props_unset():
    m = Matrix((("tone", (None, "accent")), ("variant", ("outline", "ghost"))),
               Instance("tool-call", {"phase": "output-available"}, {"label": "s"}))
    assert [card.props for _, card in m.cells()] == [
        {"phase": "output-available", "variant": "outline"},
        {"phase": "output-available", "variant": "ghost"},
        {"phase": "output-available", "tone": "accent", "variant": "outline"},
        {"phase": "output-available", "tone": "accent", "variant": "ghost"},
    ]


def repository_examples() -> list[Example]:
    from skinwright.project import Reader

    reader = Reader(ROOT)
    return [load_example(reader.document(str(p.relative_to(ROOT))), SPECS, lambda rel: (ROOT / rel).read_text(),
                         kinds=KINDS) for p in sorted(EXAMPLES.glob("*.yaml"))]


def _all_items(items):
    for item in items:
        yield item
        if isinstance(item, Instance):
            for value in item.parts.values():
                if isinstance(value, tuple):
                    yield from _all_items(value)


def test_the_repository_examples_cover_the_issue():
    """Every render intent, both demos, a group, the three matrix axes, sub-calls and a transcript."""
    examples = repository_examples()
    items = list(_all_items(i for e in examples for i in e.items))
    demos = [e.demo for e in examples if e.demo]
    assert any(d.stepper and d.send for d in demos) and any(d.actions and not d.stepper for d in demos)
    assert any(isinstance(i, Instance) and i.component == "tool-call-group" for i in items)
    assert any(isinstance(i, TranscriptItem) and i.turns for i in items)
    axes = {name for i in items if isinstance(i, Matrix) for name, _ in i.axes}
    assert axes == {"variant", "tone", "size"}
    calls = [c for c in items if isinstance(c, CallItem)]
    assert any(c.call.sub_calls for c in calls)
    assert {c.call.call_type for c in calls} == {"function", "mcp", "skill"}
    renderer = Renderer("tool-call", SPECS, active(SPECS), KINDS)
    markup = "".join(str(render_items(e, renderer).preview) for e in examples)
    drawn = html5lib.parseFragment(markup, treebuilder="etree", namespaceHTMLElements=False)
    kinds = {el.get("data-kind") for el in drawn.iter()
             if el.get("data-scope") == "tool-result" and el.get("data-part") in ("call", "result")}
    assert kinds >= set(INTENTS)


def test_ids_are_unique_across_a_page(spec):
    parts = component_parts(spec, repository_examples(), specs=SPECS)
    # The raw HTML blocks (frames, anatomy); code tabs only show markup as text.
    page = "".join(line for part in ("usage.md", "examples.md", "anatomy.md") for line in parts[part].splitlines()
                   if line.startswith(("<section class=\"xh-doc-example", "<figure")))
    # Templates hold the demo card again with the same ids, by design: they are not in the document.
    live = "".join(chunk.split("</template>")[-1] for chunk in page.split("<template"))
    tree = html5lib.parseFragment(live, treebuilder="etree", namespaceHTMLElements=False)
    ids = [el.get("id") for el in tree.iter() if isinstance(el.tag, str) and el.get("id")]
    assert len(ids) == len(set(ids)) > 100


def _shape(markup: str):
    """Elements, attributes and non-blank text of a fragment, as a browser parses it."""
    tree = html5lib.parseFragment(markup, treebuilder="etree", namespaceHTMLElements=False)

    def walk(el):
        return (el.tag, sorted(el.attrib.items()), (el.text or "").strip() or None,
                [walk(c) for c in el], (el.tail or "").strip() or None)

    return [walk(c) for c in tree]


def test_indenting_keeps_every_element_attribute_and_text(spec):
    card = render_tool_call({"phase": "output-error", "startTime": 0, "endTime": 1200},
                            {"label": "bash", "summary": "ls", "input": "a\n  b\n", "error": 'x "y" <z>'},
                            instance_id="c", spec=spec)
    pretty = indent_html(card)
    assert _shape(pretty) == _shape(str(card))
    assert "<pre><code>a\n  b\n</code></pre>" in pretty  # preformatted text untouched
    assert pretty.splitlines()[:2] == [
        '<div data-scope="tool-call" data-part="root" data-errored data-settled data-size="md" data-state="closed" '
        'data-variant="outline">',
        '  <button data-scope="tool-call" data-part="trigger" id="tool-call:c:trigger" aria-controls="tool-call:c:content" '
        'aria-describedby="tool-call:c:error" aria-expanded="false" data-state="closed" data-xh-action-control '
        'data-xh-action-display="always" data-xh-action-profile="disclosure-trigger" data-xh-action-size="md" '
        'data-xh-action-variant="ghost" type="button">']
    assert ('<div data-scope="tool-call" data-part="error" id="tool-call:c:error" data-state="output-error" dir="auto">'
            'x "y" &lt;z&gt;</div>') in pretty


def test_inline_neighbours_without_whitespace_stay_on_one_line():
    assert indent_html("<p><span>a</span><span>b</span></p>") == "<p><span>a</span><span>b</span></p>"
    assert indent_html("<div><span>a</span> <span>b</span></div>") == "<div>\n  <span>a</span>\n  <span>b</span>\n</div>"


def test_the_part_tree_follows_the_markup(spec):
    sample = render_tool_call({"phase": "awaiting-approval", "open": True, "startTime": 0, "endTime": 5},
                              {"label": "l", "summary": "s", "approval": "a", "input": "i", "output": "o", "error": "e"},
                              instance_id="t", spec=spec)
    assert part_tree(sample, "tool-call") == textwrap.dedent("""\
        root <div>
        ├── trigger <button>
        │   ├── indicator <span>
        │   ├── label <span>
        │   ├── status <span>
        │   ├── summary <span>
        │   └── duration <span>
        ├── approval <div>
        └── content <div>
            ├── input <div>
            ├── output <div>
            └── error <div>""")


def test_raw_html_is_one_line_without_backticks(spec):
    text = raw_html(render_tool_call({"phase": "output-available"}, {"label": "x", "output": "```\nfence\n```"},
                                     instance_id="r", spec=spec))
    assert "\n" not in text and "`" not in text
    assert "<pre><code>&#96;&#96;&#96;&#10;fence&#10;&#96;&#96;&#96;</code></pre>" in text


def test_fences_outgrow_the_backticks_inside():
    assert fence("a ```` b", "md", indent="") == "`````md\na ```` b\n`````"
    assert fence("x\n\ny", "js") == "    ```js\n    x\n\n    y\n    ```"


def _example(spec, text: str) -> Example:
    return load(text)


def snippet(framework, example: Example, spec) -> str:
    return framework(example, Context(example, SPECS, active(SPECS), KINDS), Names(spec, SPECS, package=PACKAGE))


CARD = """
    title: One card
    description: D
    items:
      - tool-call:
          props: {phase: output-available, variant: subtle, startTime: 0, endTime: 1200, defaultOpen: false}
          parts: {label: search, summary: layers, output: "Found 3 results."}
    """


def test_vue_snippet_binds_the_custom_element(spec):
    """Vue takes the same element as the other frameworks, from the package the build ships: literals as
    attributes, booleans bound (a bare attribute would set the property to ""), content as named slots."""
    assert snippet(vue_snippet, _example(spec, CARD), spec) == textwrap.dedent("""\
        <script setup lang="ts">
        import '@xihan-ui/elements/tool-call'  // defines <xh-tool-call>
        import '@xihan-ui/elements/css/tokens.css'
        import '@xihan-ui/elements/css/tool-call.css'
        // vite.config: vue({ template: { compilerOptions: { isCustomElement: (tag) => ['xh-tool-call'].includes(tag) } } })
        </script>

        <template>
          <xh-tool-call phase="output-available" variant="subtle" :start-time="0" :end-time="1200" :default-open="false">
            <span slot="label">search</span>
            <span slot="summary">layers</span>
            <pre slot="output"><code>Found 3 results.</code></pre>
          </xh-tool-call>
        </template>
        """)


def test_react_snippet_uses_the_custom_element(spec):
    assert snippet(react_snippet, _example(spec, CARD), spec) == textwrap.dedent("""\
        import '@xihan-ui/elements/tool-call'  // defines <xh-tool-call>
        import '@xihan-ui/elements/css/tokens.css'
        import '@xihan-ui/elements/css/tool-call.css'

        export function DemoExample() {
          return (
            <xh-tool-call phase="output-available" variant="subtle" startTime={0} endTime={1200} defaultOpen={false}>
              <span slot="label">search</span>
              <span slot="summary">layers</span>
              <pre slot="output"><code>Found 3 results.</code></pre>
            </xh-tool-call>
          )
        }
        """)


def test_web_components_snippet_sets_what_attributes_cannot_carry(spec):
    assert snippet(elements_snippet, _example(spec, CARD), spec) == textwrap.dedent("""\
        <!-- npm install @xihan-ui/elements; the paths are relative to the folder that holds node_modules -->
        <link rel="stylesheet" href="node_modules/@xihan-ui/elements/css/tokens.css">
        <link rel="stylesheet" href="node_modules/@xihan-ui/elements/css/tool-call.css">
        <script type="module" src="node_modules/@xihan-ui/elements/js/tool-call.element.js"></script>

        <xh-tool-call id="demo-1" phase="output-available" variant="subtle" start-time="0" end-time="1200">
          <span slot="label">search</span>
          <span slot="summary">layers</span>
          <pre slot="output"><code>Found 3 results.</code></pre>
        </xh-tool-call>

        <script type="module">
          document.getElementById('demo-1').defaultOpen = false
        </script>
        """)


def test_snippets_escape_text_for_each_language(spec):
    example = _example(spec, """
        title: T
        description: D
        items:
          - tool-call:
              props: {phase: output-available}
              parts: {label: "a<b>", output: "{ \\"k\\": 1 }"}
        """)
    vue = snippet(vue_snippet, example, spec)
    assert "const label = 'a<b>'" in vue and '<span slot="label">{{ label }}</span>' in vue
    assert "const output = '{ \"k\": 1 }'" in vue and '<pre slot="output"><code>{{ output }}</code></pre>' in vue
    react = snippet(react_snippet, example, spec)
    assert '<span slot="label">{label}</span>' in react and "<code>{output}</code>" in react
    html = snippet(elements_snippet, example, spec)
    assert "document.getElementById('demo-1').textContent = label" in html
    assert '<span id="demo-1" slot="label"></span>' in html


def test_parts_are_remembered_by_their_inputs_not_served_stale(spec):
    text = """
        title: T
        description: D
        items:
          - tool-call: {props: {phase: output-available}, parts: {label: {label}}}
        """
    first = [_example(spec, text.replace("{label}", "alpha"))]
    again = [_example(spec, text.replace("{label}", "alpha"))]
    edited = [_example(spec, text.replace("{label}", "omega"))]
    a, b = component_parts(spec, first, specs=SPECS), component_parts(spec, again, specs=SPECS)
    assert a == b and first[0].digest == again[0].digest
    c = component_parts(spec, edited, specs=SPECS)
    assert "omega" in c["examples.md"] and "alpha" not in c["examples.md"]


def test_code_keeps_a_template_literal_s_lines_as_they_are():
    from skinwright.docs.snippets.js import indent_code, js

    text = "total 8\n-rw-r--r--  1 dev dev  612 Jan  1 09:00 package.json with a ` and a ${x} and a \\ in it"
    code = "const out = " + js({"output": text, "note": "it's"})
    lines = indent_code(code.split("\n") + ["// the component's note: `", "done()"], "  ")
    assert lines[0].startswith("  const out = {") and lines[-1] == "  done()"
    assert "\n".join(lines).count("\n-rw-r--r--  1 dev") == 1  # the literal's second line, not indented

