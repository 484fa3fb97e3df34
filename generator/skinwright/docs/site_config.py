"""What a project's MkDocs configuration still asks of skinwright that skinwright no longer writes.

The site's ``mkdocs.yml`` (and each ``mkdocs.<lang>.yml``) lists the page
script and style sheet the build writes under ``<docs-dir>/assets/``. A file
an earlier release wrote and this one does not would be requested by every
page and answered with a 404, silently: MkDocs does not check
``extra_javascript`` entries. Each such entry is a ``docs/removed-asset``
warning at its line and column, with what replaced the file.
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath

import yaml

from ..diagnostics import Diagnostic, Position
from .translations import LANGUAGE_CONFIG

CODE = "docs/removed-asset"

REMOVED = {
    "skinwright-machine.js": "the live examples run on the custom elements the build ships "
                             "(js/<component>.element.js), which skinwright-docs.js loads",
}
"""Asset file name → what does its work now."""


def _entries(node: yaml.Node, key: str):
    """The items of the list under ``key`` in the mapping ``node``: ``(path, node)``; an item may
    be a path or a mapping with ``path`` (MkDocs' script options)."""
    if not isinstance(node, yaml.MappingNode):
        return
    for k, v in node.value:
        if isinstance(k, yaml.ScalarNode) and k.value == key and isinstance(v, yaml.SequenceNode):
            for item in v.value:
                if isinstance(item, yaml.ScalarNode):
                    yield item.value, item
                elif isinstance(item, yaml.MappingNode):
                    yield from ((p.value, p) for q, p in item.value
                                if isinstance(q, yaml.ScalarNode) and q.value == "path" and isinstance(p, yaml.ScalarNode))


def removed_assets(root: Path) -> list[Diagnostic]:
    """A ``docs/removed-asset`` warning for each ``extra_javascript`` entry of ``root``'s MkDocs
    configurations (``mkdocs.yml``, ``mkdocs.<lang>.yml``) that names a file skinwright no longer
    writes (:data:`REMOVED`), at the entry. A configuration YAML cannot read is left to MkDocs."""
    out = []
    files = sorted(p for p in root.glob("mkdocs*.yml") if p.name == "mkdocs.yml" or LANGUAGE_CONFIG.match(p.name))
    for path in files:
        try:
            # Composed, not loaded: the MkDocs tags (!ENV, !!python/name:…) need no constructor here.
            node = yaml.compose(path.read_text(encoding="utf-8"), Loader=yaml.SafeLoader)
        except (yaml.YAMLError, UnicodeDecodeError, OSError):
            continue
        for entry, at in _entries(node, "extra_javascript"):
            name = PurePosixPath(str(entry)).name
            if name in REMOVED:
                out.append(Diagnostic(
                    CODE, f"extra_javascript lists '{entry}', which skinwright no longer writes: {REMOVED[name]}; "
                    "every page would request it and get a 404",
                    Position(path.name, at.start_mark.line + 1, at.start_mark.column + 1), severity="warning",
                    hint=f"delete this entry from {path.name} (keep skinwright-docs.js)"))
    return out
