"""The docs import only what skinwright ships: the project's npm package (a subpath its ``exports``
map has) and the frameworks the snippets bind the custom elements in (Vue, React, Vite's config).

Every page, code panel (``generated/code/*/*.json``, fetched as examples scroll in) and page
script of the built site, and every hand-written page, is read as text (highlighted code with its
tags dropped and its entities undone), and every ES module specifier in it is checked: a
framework component package (``@xihan-ui/vue``) or a composable that nothing builds is a failure.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

from .conftest import ROOT

VENDOR = ("/assets/javascripts/", "/assets/stylesheets/", "/search/")
"""Material for MkDocs' own bundles and the search index (which repeats the pages), in every language."""
FRAMEWORKS = {"vue", "react", "react-dom", "react-dom/client", "vite", "@vitejs/plugin-vue", "@vitejs/plugin-react"}
"""What a snippet may import besides the package: the framework it binds the element in."""
SPECIFIER = re.compile(r"""(?<![@\w])(?:import\s*(?:[\w*${}\s,]+?\s*from\s*)?|from\s+|import\(\s*|require\(\s*)(['"])([^'"\s]+)\1""")
"""A module specifier: ``import x from 's'``, ``import 's'``, ``export … from 's'``, ``import('s')``,
``require('s')``; not SCSS's ``@import``."""


def text_of(path: Path) -> str:
    """The readable text of a page, a code-panel JSON file or a script."""
    raw = path.read_text(encoding="utf-8", errors="replace")
    if path.suffix == ".json":
        data = json.loads(raw)
        raw = "\n".join(v for v in (data.values() if isinstance(data, dict) else []) if isinstance(v, str))
    if path.suffix in (".html", ".json"):
        raw = html.unescape(re.sub(r"<[^>]+>", "", raw))
    return raw


def specifiers(text: str) -> set[str]:
    return {m.group(2) for m in SPECIFIER.finditer(text)}


def test_the_specifier_pattern():
    text = ("import { ref } from 'vue'\nimport '@acme/x/tool-call'  // defines\nimport type { A } from \"@acme/x/a\"\n"
            "export { b } from './b.js'\nconst m = await import('@vue/thing')\n@import \"skinwright/tokens\";\n")
    assert specifiers(text) == {"vue", "@acme/x/tool-call", "@acme/x/a", "./b.js", "@vue/thing"}


def test_the_docs_import_only_what_the_build_ships(docs_project):
    pkg = json.loads((docs_project / "dist/package.json").read_text(encoding="utf-8"))
    name, exports = pkg["name"], pkg["exports"]

    def shipped(spec: str) -> bool:
        if spec == name:
            return "." in exports
        sub = "." + spec[len(name):]
        return spec.startswith(name + "/") and (sub in exports or any(
            k.endswith("/*") and sub.startswith(k[:-1]) for k in exports))

    site = docs_project / "site"
    files = [p for p in sorted(site.rglob("*")) if p.suffix in (".html", ".json", ".js") and p.is_file()
             and not any(v in "/" + p.relative_to(site).as_posix() for v in VENDOR)]
    files += sorted(p for p in (ROOT / "docs").rglob("*.md") if "generated" not in p.parts)
    seen, bad = set(), []
    for path in files:
        for spec in specifiers(text_of(path)):
            seen.add(spec)
            if not (spec.startswith((".", "/")) or spec in FRAMEWORKS or shipped(spec)):
                bad.append(f"{path}: {spec}")
    assert bad == []
    assert {f"{name}/tool-call", "vue", "react"} <= seen  # the scan reads the snippets
