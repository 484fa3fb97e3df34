"""Names a spec may leave out, derived from the project's prefix and the component's name.

A spec names its public custom properties in full (``--xh-badge-bg``) or by
their last words (``bg``), and may leave its artefacts out; then they follow
the configuration, so a spec written that way builds under any prefix.
"""

from __future__ import annotations


def _pascal(name: str) -> str:
    return "".join(w[:1].upper() + w[1:] for w in name.replace("_", "-").split("-") if w)


def default_artefacts(d: dict, prefix: str) -> dict:
    """The artefacts a spec leaves out, named after the project's prefix and the component.

    ``custom_element`` ``<prefix>-<name>``; ``vue_components`` one
    ``<Prefix><Name><Part>`` per part; with a machine, ``machine``
    ``<name>Machine`` and ``composable`` ``use<Name>``. ``skin`` stays unset
    (its package is the project's choice).
    """
    base = _pascal(prefix) + _pascal(d["name"])
    out = {"custom_element": f"{prefix}-{d['name']}",
           "vue_components": sorted(base + _pascal(p["part"]) for p in d["anatomy"])}
    if "machine" in d:
        camel = _pascal(d["name"])
        out.update(machine=camel[:1].lower() + camel[1:] + "Machine", composable="use" + camel)
    return {**out, **d.get("artefacts", {})}


def slot_name(key: str, component: str, prefix: str) -> str:
    """A spec's slot key as its custom property: ``bg`` → ``--<prefix>-<component>-bg``; ``--…`` as written."""
    return key if key.startswith("--") else f"--{prefix}-{component}-{key}"
