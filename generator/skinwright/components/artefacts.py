"""Names a spec may leave out, derived from the project's prefix and the component's name.

A spec names its public custom properties in full (``--xh-badge-bg``) or by
their last words (``bg``), and may leave its artefacts out; then they follow
the configuration, so a spec written that way builds under any prefix.
"""

from __future__ import annotations


def _pascal(name: str) -> str:
    return "".join(w[:1].upper() + w[1:] for w in name.replace("_", "-").split("-") if w)


def default_artefacts(d: dict, prefix: str, package: str | None = None) -> dict:
    """The artefacts a spec leaves out, named after the project's prefix and the component.

    ``custom_element`` ``<prefix>-<name>``; with a machine, ``machine``
    ``<name>Machine``; with the project's npm ``package`` known, ``skin``
    ``<package>/css/<name>.css`` (the stylesheet the build writes there), else
    unset. Only what skinwright ships is named: frameworks use the custom
    element (the docs' Vue and React snippets bind it).
    """
    out = {"custom_element": f"{prefix}-{d['name']}"}
    if package:
        out["skin"] = f"{package}/css/{d['name']}.css"
    if "machine" in d:
        camel = _pascal(d["name"])
        out["machine"] = camel[:1].lower() + camel[1:] + "Machine"
    return {**out, **d.get("artefacts", {})}


def slot_name(key: str, component: str, prefix: str) -> str:
    """A spec's slot key as its custom property: ``bg`` → ``--<prefix>-<component>-bg``; ``--…`` as written."""
    return key if key.startswith("--") else f"--{prefix}-{component}-{key}"
