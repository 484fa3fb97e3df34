"""HTML and script links in a spec's or an example's prose never reach the docs, the element's module or the editor
data as markup: each prose text is Markdown without raw HTML, and its links go to pages only."""

from __future__ import annotations

import json
import re
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest
from click.testing import CliRunner

from skinwright.cli import cli
from skinwright.markdown import safe_prose

SCRIPT = "<script>alert(1)</script>"
IMG = "<img src=x onerror=alert(1)>"
SPEC_DESCRIPTION = f"A note {SCRIPT} {IMG} */ alert(3) /*"
PART_DESCRIPTION = f"The body {IMG} [x](javascript:alert(1))"
EXAMPLE_TITLE = f"Evil {IMG}"
EXAMPLE_DESCRIPTION = f"desc {SCRIPT} [x](javascript:alert(1)) [ok](https://example.com)"
META_BREAK = 'Q x" onmouseover="alert(2) y'


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("prose") / "h0"
    assert CliRunner().invoke(cli, ["init", str(root)]).exit_code == 0
    spec = root / "styles/callout/spec.yaml"
    text = spec.read_text(encoding="utf-8")
    text = text.replace("description: A short note set apart from the text around it, such as a tip or a warning.",
                        f"description: {json.dumps(SPEC_DESCRIPTION + ' ' + META_BREAK)}")
    text = text.replace("description: The note itself.", f"description: {json.dumps(PART_DESCRIPTION)}")
    spec.write_text(text, encoding="utf-8")
    (root / "styles/callout/examples/01-evil.yaml").write_text(
        f"title: {json.dumps(EXAMPLE_TITLE)}\ndescription: {json.dumps(EXAMPLE_DESCRIPTION)}\n"
        "items:\n  - callout:\n      parts: {body: Hello}\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["-C", str(root), "build", "-q"])
    assert result.exit_code == 0, result.output
    return root


class _Elements(HTMLParser):
    def __init__(self):
        super().__init__()
        self.found: list[tuple[str, list]] = []

    def handle_starttag(self, tag, attrs):
        self.found.append((tag, attrs))


def elements(html: str) -> list[tuple[str, list]]:
    parser = _Elements()
    parser.feed(html)
    return parser.found


def test_safe_prose_keeps_markdown_and_drops_markup_and_script_links():
    assert safe_prose(f"a {SCRIPT} `<button>` b") == "a &lt;script>alert(1)&lt;/script> `<button>` b"
    assert safe_prose("[x](javascript:alert(1)) [y](JaVa&#115;cript:x) ![i](data:text/html,x) [ok](../a.md#b)") \
        == "x y i [ok](../a.md#b)"
    assert safe_prose("[r]: javascript:alert(1)\n\nsee [r]") == "\nsee [r]"
    # The scheme's colon written only as a character reference: the browser decodes it in the href.
    assert safe_prose("[x](javascript&#58;alert(1)) [y](javascript&colon;x) [ok](a&amp;b.md)") == "x y [ok](a&amp;b.md)"


def test_the_component_page_holds_the_prose_as_text(built):
    page = next((built / "docs").rglob("components/callout.md")).read_text(encoding="utf-8")
    front, body = page.split("---", 2)[1:]
    assert "<script" not in page and "<img" not in page and "javascript:" not in page
    # the meta description is written for Material's unescaped <meta content="…">: no quote ends it
    [meta] = [line for line in front.splitlines() if line.startswith("description:")]
    assert '&quot;' in meta and 'onmouseover="' not in meta and "&lt;script&gt;" in meta
    assert "A note &lt;script>alert(1)&lt;/script> &lt;img src=x onerror=alert(1)>" in body
    assert "The body &lt;img src=x onerror=alert(1)> x" in page


def test_the_examples_part_holds_no_markup_from_the_example(built):
    parts = [p.read_text(encoding="utf-8") for p in (built / "docs").rglob("parts/components/callout/*.md")]
    text = "\n".join(parts)
    assert "Evil &lt;img src=x onerror=alert(1)>" in text
    assert "desc &lt;script>alert(1)&lt;/script> x [ok](https://example.com)" in text
    for tag, attrs in elements(text):
        assert tag != "script" and not any(name.startswith("on") for name, _ in attrs), (tag, attrs)
        assert not any(value and value.strip().lower().startswith("javascript:") for _, value in attrs)


def test_the_element_module_stays_one_comment_and_parses(built):
    module = next((built / "dist/js").glob("callout.element.js")).read_text(encoding="utf-8")
    [comment] = re.findall(r"/\*\* <[^>]+>: (.*?) \*/", module)
    assert "*\\/ alert(3) /*" in comment and "alert(3) /*" not in module.replace(comment, "")
    node = subprocess.run(["node", "--check", "--input-type=module"], input=module, text=True, capture_output=True)
    assert node.returncode == 0, node.stderr


def test_the_editor_data_holds_the_prose_as_markdown_text(built):
    for path in (built / "dist/vscode").glob("*.json"):
        text = path.read_text(encoding="utf-8")
        assert "<script" not in text and "<img" not in text and "javascript:" not in text, path
