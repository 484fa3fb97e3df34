"""Example files: loading and its diagnostics, rendering, the HTML indenter, the usage snippets."""

from __future__ import annotations

import textwrap

import html5lib
import pytest

from skinwright.components.markup import render_tool_call
from skinwright.diagnostics import SkinwrightError
from skinwright.docs.component_page import component_parts, part_tree
from skinwright.docs.examples import (CardItem, Example, MatrixItem, Renderer, example_id, fence, load_example,
                                      raw_html, render_items)
from skinwright.docs.htmlfmt import indent_html
from skinwright.docs.snippets import Names, elements_snippet, react_snippet, vue_snippet
from skinwright.source import load_document
from tests.specs import shipped_spec
from skinwright.views.anatomy import INTENTS

from .conftest import ROOT

EXAMPLES = ROOT / "styles/tool-call/examples"


def doc(text: str, path: str = "styles/tool-call/examples/10-demo.yaml"):
    return load_document(path, textwrap.dedent(text).lstrip("\n").encode())


def no_files(rel: str) -> str:
    raise FileNotFoundError(rel)


def diagnostics(text: str, spec, read_text=no_files) -> list[str]:
    with pytest.raises(SkinwrightError) as info:
        load_example(doc(text), spec, read_text)
    return [d.format() for d in info.value.diagnostics]


def test_example_id_drops_the_order_prefix():
    assert example_id("styles/tool-call/examples/20-auto-disclosure.yaml") == "auto-disclosure"
    assert example_id("styles/tool-call/examples/latch.yaml") == "latch"


def test_a_card_loads_with_its_props_content_and_phases(spec):
    example = load_example(doc("""
        title: Latch
        description: It latches.
        demo: latch
        items:
          - card:
              props: {phase: input-streaming, size: sm}
              content: {label: read_file, input: '{"path": "a"}'}
              phases:
                output-error: {error: ENOENT}
        """), spec, no_files)
    assert (example.id, example.title, example.demo, example.section, example.layout) == \
        ("demo", "Latch", "latch", "examples", "stack")
    card, = example.items
    assert card == CardItem({"phase": "input-streaming", "size": "sm"}, {"label": "read_file", "input": '{"path": "a"}'},
                            {"output-error": {"error": "ENOENT"}})
    assert card.content_for("output-error")["error"] == "ENOENT"
    assert "error" not in card.content_for("output-available")


def test_props_and_phases_are_checked_against_the_spec(spec):
    assert diagnostics("""
        title: T
        description: D
        items:
          - card:
              props: {phaze: running, variant: outlined, defaultOpen: "yes", endTime: soon}
              content: {label: x}
              phases: {output-avaliable: {output: y}}
        """, spec) == [
        "styles/tool-call/examples/10-demo.yaml:5:15: error docs/example/unknown-prop tool-call has no prop 'phaze'\n"
        "  hint: did you mean 'phase'?",
        "styles/tool-call/examples/10-demo.yaml:5:40: error docs/example/invalid-value variant must be one of "
        "outline, subtle, ghost, not \"outlined\"\n  hint: did you mean 'outline'?",
        "styles/tool-call/examples/10-demo.yaml:5:63: error docs/example/invalid-value defaultOpen must be a "
        "boolean, not \"yes\"",
        "styles/tool-call/examples/10-demo.yaml:5:79: error docs/example/invalid-value endTime must be a number, "
        "not \"soon\"",
        "styles/tool-call/examples/10-demo.yaml:7:16: error docs/example/unknown-phase 'output-avaliable' is not "
        "a phase of tool-call\n  hint: did you mean 'output-available'?",
    ]


def test_the_schema_catches_misspelt_keys_and_items_of_two_kinds(spec):
    assert diagnostics("""
        titel: T
        description: D
        items:
          - card: {content: {label: x}}
            call: {id: c}
        """, spec) == [
        "styles/tool-call/examples/10-demo.yaml:1:1: error docs/example/missing-key missing required key 'title' "
        "in the top level\n  hint: add 'title:' (Heading of the example)",
        "styles/tool-call/examples/10-demo.yaml:1:1: error docs/example/unknown-key unknown key 'titel' in the "
        "top level\n  hint: did you mean 'title'?",
        "styles/tool-call/examples/10-demo.yaml:4:5: error docs/example/invalid-value items/0 must have exactly "
        "one key (has card, call)\n  hint: Exactly one of card, call, view, group, matrix, transcript.",
    ]


def test_a_demo_needs_a_card_first_and_a_transcript_must_exist(spec):
    assert diagnostics("""
        title: T
        description: D
        demo: approval
        items:
          - transcript: missing.json
        """, spec) == [
        "styles/tool-call/examples/10-demo.yaml:5:5: error docs/example/invalid-value demo 'approval' drives the "
        "first item, which must be a card\n  hint: put a `card:` item first",
        "styles/tool-call/examples/10-demo.yaml:5:17: error docs/example/missing-file no transcript file "
        "styles/tool-call/examples/missing.json\n  hint: the path is relative to the example file",
    ]


def test_a_transcript_is_read_relative_to_the_example(spec):
    seen = []

    def read(rel: str) -> str:
        seen.append(rel)
        return (ROOT / "tests/transcripts/fixtures/openai.json").read_text()

    example = load_example(doc("title: T\ndescription: D\nitems:\n  - transcript: data/s.json\n"), spec, read)
    assert seen == ["styles/tool-call/examples/data/s.json"]
    assert example.items[0].turns and all(example.items[0].turns)


def test_a_matrix_expands_row_major_and_leaves_null_props_unset():
    m = MatrixItem((("tone", (None, "accent")), ("variant", ("outline", "ghost"))),
                   CardItem({"phase": "output-available"}, {"label": "s"}))
    assert [card.props for _, card in m.cells()] == [
        {"phase": "output-available", "variant": "outline"},
        {"phase": "output-available", "variant": "ghost"},
        {"phase": "output-available", "tone": "accent", "variant": "outline"},
        {"phase": "output-available", "tone": "accent", "variant": "ghost"},
    ]


def test_the_repository_examples_cover_the_issue(spec):
    """Every render intent, both demos, a group, the three matrix axes, sub-calls and a transcript."""
    from skinwright.project import Reader
    from skinwright.docs.examples import CallItem, GroupItem, TranscriptItem

    reader = Reader(ROOT)
    examples = [load_example(reader.document(str(p.relative_to(ROOT))), spec,
                             lambda rel: (ROOT / rel).read_text()) for p in sorted(EXAMPLES.glob("*.yaml"))]
    items = [i for e in examples for i in e.items]
    assert {e.demo for e in examples} >= {"latch", "approval"}
    assert any(isinstance(i, GroupItem) for i in items)
    assert any(isinstance(i, TranscriptItem) and i.turns for i in items)
    axes = {name for i in items if isinstance(i, MatrixItem) for name, _ in i.axes}
    assert axes == {"variant", "tone", "size"}
    calls = [c for e in examples for c in e.cards() if isinstance(c, CallItem)]
    assert any(c.call.sub_calls for c in calls)
    assert {c.call.call_type for c in calls} == {"function", "mcp", "skill"}
    renderer = Renderer(spec, group_spec=shipped_spec("tool-call-group"))
    markup = "".join(str(render_items(e, renderer).preview) for e in examples)
    drawn = html5lib.parseFragment(markup, treebuilder="etree", namespaceHTMLElements=False)
    kinds = {el.get("data-kind") for el in drawn.iter()
             if el.get("data-scope") == "tool-result" and el.get("data-part") in ("call", "result")}
    assert kinds >= set(INTENTS)


def test_ids_are_unique_across_a_page(spec):
    from skinwright.project import Reader

    reader = Reader(ROOT)
    examples = [load_example(reader.document(str(p.relative_to(ROOT))), spec,
                             lambda rel: (ROOT / rel).read_text()) for p in sorted(EXAMPLES.glob("*.yaml"))]
    parts = component_parts(spec, examples, related={"tool-call-group": shipped_spec("tool-call-group")})
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
    return load_example(doc(text), spec, no_files)


CARD = """
    title: One card
    description: D
    items:
      - card:
          props: {phase: output-available, variant: subtle, startTime: 0, endTime: 1200, defaultOpen: false}
          content: {label: search, summary: layers, output: "Found 3 results."}
    """


def test_vue_snippet_composes_the_part_components(spec):
    assert vue_snippet(_example(spec, CARD), Names(spec)) == textwrap.dedent("""\
        <script setup lang="ts">
        import {
          XhToolCallContent,
          XhToolCallDuration,
          XhToolCallIndicator,
          XhToolCallLabel,
          XhToolCallOutput,
          XhToolCallRoot,
          XhToolCallStatus,
          XhToolCallSummary,
          XhToolCallTrigger,
        } from '@xihan-ui/vue'
        import '@xihan-ui/styles/tool-call.css'
        </script>

        <template>
          <XhToolCallRoot phase="output-available" variant="subtle" :start-time="0" :end-time="1200" :default-open="false">
            <XhToolCallTrigger>
              <XhToolCallIndicator />
              <XhToolCallLabel>search</XhToolCallLabel>
              <XhToolCallStatus />
              <XhToolCallSummary>layers</XhToolCallSummary>
              <XhToolCallDuration />
            </XhToolCallTrigger>
            <XhToolCallContent>
              <XhToolCallOutput>
                <pre><code>Found 3 results.</code></pre>
              </XhToolCallOutput>
            </XhToolCallContent>
          </XhToolCallRoot>
        </template>
        """)


def test_react_snippet_uses_the_custom_element(spec):
    assert react_snippet(_example(spec, CARD), Names(spec)) == textwrap.dedent("""\
        import '@xihan-ui/elements/tool-call'  // defines <xh-tool-call>
        import '@xihan-ui/styles/tool-call.css'

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
    assert elements_snippet(_example(spec, CARD), Names(spec)) == textwrap.dedent("""\
        <link rel="stylesheet" href="node_modules/@xihan-ui/styles/tool-call.css">
        <script type="module">
          import '@xihan-ui/elements/tool-call'
        </script>

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
          - card:
              props: {phase: output-available}
              content: {label: "a<b>", output: "{ \\"k\\": 1 }"}
        """)
    vue = vue_snippet(example, Names(spec))
    assert "const label = 'a<b>'" in vue and "<XhToolCallLabel>{{ label }}</XhToolCallLabel>" in vue
    assert "const output = '{ \"k\": 1 }'" in vue and "<pre><code>{{ output }}</code></pre>" in vue
    react = react_snippet(example, Names(spec))
    assert '<span slot="label">{label}</span>' in react and "<code>{output}</code>" in react
    html = elements_snippet(example, Names(spec))
    assert "document.getElementById('demo-1').textContent = label" in html
    assert '<span id="demo-1" slot="label"></span>' in html


def test_parts_are_remembered_by_their_inputs_not_served_stale(spec):
    text = """
        title: T
        description: D
        items:
          - card: {props: {phase: output-available}, content: {label: {label}}}
        """
    first = [_example(spec, text.replace("{label}", "alpha"))]
    again = [_example(spec, text.replace("{label}", "alpha"))]
    edited = [_example(spec, text.replace("{label}", "omega"))]
    a, b = component_parts(spec, first), component_parts(spec, again)
    assert a == b and first[0].digest == again[0].digest
    c = component_parts(spec, edited)
    assert "omega" in c["examples.md"] and "alpha" not in c["examples.md"]
