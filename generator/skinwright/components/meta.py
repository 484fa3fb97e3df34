"""Machine-readable metadata: ``dist/meta/<component>.json`` and ``<component>.machine.json``.

One file per component holds everything the tables show (same rows), plus
anatomy, flags, phases, tones, sizes, variants, translations and the machine,
in a fixed key order. It validates against the published
``component-meta.schema.json``.
"""

from __future__ import annotations

import json
from typing import Any, Sequence

from .machine import machine_data
from .spec import ComponentSpec
from .tables import tables

META_SCHEMA = "component-meta.schema.json"
SCHEMA_VERSION = 1


def component_meta(spec: ComponentSpec, css_variables: Sequence[Any] = (), *, keyframes_defined: Sequence[str] = (),
                   shared_keyframes: Sequence[str] = ()) -> dict:
    """Everything about one component as plain data (stable key order).

    ``css_variables`` and the keyframe lists are the skin analysis, as for
    :func:`~.tables.tables`.
    """
    t = {k: v.data(spec.name) for k, v in tables(spec, css_variables, keyframes_defined=keyframes_defined,
                                                   shared_keyframes=shared_keyframes).items()}
    rows = lambda k: t[k]["rows"]  # noqa: E731
    return {
        "$schema": f"../schema/{META_SCHEMA}",
        "schemaVersion": SCHEMA_VERSION,
        "name": spec.name,
        "title": spec.title,
        "status": spec.status,
        "description": spec.description,
        "source": spec.path,
        # Every layer is listed; a component without a machine has null there.
        "artefacts": {r["layer"]: r["value"] for r in t["artefacts"]["rows"]},
        "anatomy": [{"part": p.name, "required": p.required, "element": p.element, "description": p.description,
                     "attributes": {k: (list(v) if v is not None else None)
                                    for k, v in spec.attribute_values(p.name).items()}}
                    for p in spec.parts],
        "props": rows("props"),
        "events": rows("events"),
        "states": rows("states"),
        "connect": rows("connect"),
        "keyboard": {"source": spec.keyboard.get("source"), "keys": rows("keyboard")},
        "aria": {"rows": rows("aria"), "notes": list(spec.aria_notes)},
        "dataAttributes": rows("data-attributes"),
        "htmlAttributes": rows("html-attributes"),
        "cssVariables": rows("css-variables"),
        "motion": {"keyframes": rows("motion"), "notes": list(spec.motion.get("notes", []))},
        "rtl": rows("rtl"),
        "flags": {f.name: {"from": f.source, "words": list(f.words) if f.words else None, "phrase": f.phrase,
                           "description": f.description} for f in spec.flags.values()},
        "phases": rows("phases"),
        "tones": _named(spec.tones),
        "sizes": _named(spec.sizes),
        "variants": _named(spec.variants),
        "translations": [{"key": x.key, "default": x.default, "one": x.one, "placeholders": list(x.placeholders),
                          "description": x.description} for x in spec.translations],
        "machine": machine_data(spec) if spec.machine else None,
    }


def _named(rows) -> list[dict]:
    return [{"name": x.name, "description": x.description, **({"aliases": list(x.aliases)} if x.aliases else {})}
            for x in rows]


def _dump(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def meta_files(spec: ComponentSpec, css_variables: Sequence[Any] = (), *, keyframes_defined: Sequence[str] = (),
               shared_keyframes: Sequence[str] = ()) -> dict[str, str]:
    """``{file name: text}`` for ``dist/meta/``: ``<name>.json`` and, with a machine, ``<name>.machine.json``."""
    meta = component_meta(spec, css_variables, keyframes_defined=keyframes_defined, shared_keyframes=shared_keyframes)
    out = {f"{spec.name}.json": _dump(meta)}
    if meta["machine"] is not None:
        out[f"{spec.name}.machine.json"] = _dump(meta["machine"])
    return out
