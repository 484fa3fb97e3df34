"""The repository's own component specs, loaded once, for tests that need a spec without building.

The package has no default spec (the build passes the specs it loaded); tests
read the checkout's ``styles/<name>/spec.yaml`` through this one helper.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from skinwright.components.spec import ComponentSpec, load_spec
from skinwright.source import load_document

ROOT = Path(__file__).resolve().parent.parent


@lru_cache(maxsize=None)
def shipped_spec(name: str) -> ComponentSpec:
    """``styles/<name>/spec.yaml`` of this checkout, validated."""
    rel = f"styles/{name}/spec.yaml"
    return load_spec(load_document(rel, (ROOT / rel).read_bytes()))


def renderers() -> dict:
    """``card`` and ``group`` renderers with the shipped specs, as the build hands them to views and pages."""
    import functools

    from skinwright.plugins.tool_call import render_tool_call
    from skinwright.views.group import render_group

    return {"card": functools.partial(render_tool_call, spec=shipped_spec("tool-call")),
            "group": functools.partial(render_group, spec=shipped_spec("tool-call-group"))}
