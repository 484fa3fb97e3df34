"""JSON Schemas that skinwright publishes (``dist/schema/``) and validates with.

Each schema is a file in this package, so editors and the docs can use the very
text the generator validates against.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

PUBLISHED = ("component.schema.json", "component-meta.schema.json", "surface.schema.json", "changes.schema.json")
"""Schema files the build copies to ``dist/schema/`` (file name → same name)."""


def schema_text(name: str) -> str:
    """The text of the bundled schema ``name`` (e.g. ``"component.schema.json"``).

    Raises:
        FileNotFoundError: no such schema in the package.
    """
    return resources.files(__package__).joinpath(name).read_text(encoding="utf-8")


@lru_cache(maxsize=None)
def schema(name: str) -> dict:
    """The bundled schema ``name`` parsed (cached; do not mutate)."""
    return json.loads(schema_text(name))


def schema_files() -> dict[str, str]:
    """``{file name: text}`` of every published schema, for ``dist/schema/``."""
    return {name: schema_text(name) for name in PUBLISHED}
