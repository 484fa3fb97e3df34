"""VS Code custom data: HTML data attributes and CSS custom properties of one or more components.

Shapes (github.com/microsoft/vscode-custom-data, ``version: 1.1``):
HTML — ``globalAttributes`` (name, description, ``valueSet``) and
``valueSets`` (name, values); CSS — ``properties`` (name, description).
Data attributes are global in HTML, so an attribute used by several parts or
components gets one entry whose values are the union and whose description
lists, per component and part, what it means. A valueless presence attribute
uses VS Code's built-in value set ``v`` (no value).
"""

from __future__ import annotations

import json
from typing import Iterable, Sequence

from .expressions import kind
from .spec import ComponentSpec

VERSION = 1.1

SETUP_MARKDOWN = '''# Editor completion in VS Code

skinwright writes two [VS Code custom data](https://github.com/microsoft/vscode-custom-data)
files next to this page:

- `{html}`: the custom elements with their attributes (and the module that
  defines each), the `data-scope` and `data-part` values of every component,
  each part's `data-state` values and the other `data-*` attributes, with
  descriptions;
- `{css}`: every public `--{prefix}-*` custom property (the override slots) with its description.

Point VS Code at them in `.vscode/settings.json` (paths are relative to the
workspace folder; adjust them to where your build puts `dist/`):

```json
{
  "html.customData": ["./dist/vscode/{html}"],
  "css.customData": ["./dist/vscode/{css}"]
}
```

Reload the window (**Developer: Reload Window**) after the first build. Typing
`data-part="` inside an element then offers the parts, and `var(--{prefix}-`
in a stylesheet offers the slots, with their descriptions on hover.
'''
"""How to enable the files in VS Code (``{html}``, ``{css}``, ``{prefix}`` are filled in)."""


def _markdown(lines: list[str]) -> dict:
    return {"kind": "markdown", "value": "\n\n".join(lines)}


def _value_descriptions(spec: ComponentSpec, rule) -> dict[str, str]:
    op, arg = kind(rule.value)
    if op == "prop":
        prop = spec.prop(arg)
        if prop and prop.values_from == "phases":
            return {p.name: p.meaning for p in spec.phases}
        if prop and prop.values_from:
            return {x.name: x.description for x in getattr(spec, prop.values_from)}
    if op == "state" and spec.flags[arg].words:
        return {spec.flags[arg].words[0]: spec.flags[arg].description}
    return {}


def html_custom_data(specs: Sequence[ComponentSpec]) -> dict:
    """The merged HTML custom data of ``specs``: data-scope, data-part and every ``data-*`` rule.

    Deterministic: attributes sorted by name (data-scope and data-part first),
    values in first-seen order (components in the given order, parts in anatomy order).
    """
    attrs: dict[str, dict] = {}

    def add(name: str, line: str, values: Sequence[str] | None, descriptions: dict[str, str]) -> None:
        entry = attrs.setdefault(name, {"lines": [], "values": {}, "valueless": False, "open": False})
        entry["lines"].append(line)
        if values is None:
            entry["open"] = True
        elif not values:
            entry["valueless"] = True
        for v in values or ():
            entry["values"].setdefault(v, [])
            if descriptions.get(v):
                entry["values"][v].append(descriptions[v])

    for spec in specs:
        add("data-scope", f"**{spec.name}**: {spec.description}", (spec.name,), {spec.name: spec.description})
        for part in spec.parts:
            add("data-part", f"**{spec.name}** `{part.name}`: {part.description}", (part.name,),
                {part.name: f"{spec.name}: {part.description}"})
        for rule in spec.rules:
            if rule.kind != "data":
                continue
            values = spec.domain(rule.value)
            text = rule.description or f"Value: {spec.value_text(rule)}."
            shown = f" Values: {', '.join(f'`{v}`' for v in values)}." if values else ""
            add(rule.name, f"**{spec.name}** `{rule.part}`: {text}{shown}", values,
                {v: f"{spec.name} {rule.part}: {d}" for v, d in _value_descriptions(spec, rule).items()})

    def order(name: str) -> tuple:
        return ({"data-scope": 0, "data-part": 1}.get(name, 2), name)

    global_attributes: list[dict] = []
    value_sets: list[dict] = []
    for name in sorted(attrs, key=order):
        e = attrs[name]
        entry: dict = {"name": name, "description": _markdown(e["lines"])}
        if e["values"] and not e["open"]:
            set_name = f"skinwright-{name}"
            entry["valueSet"] = set_name
            value_sets.append({"name": set_name, "values": [
                {"name": v, **({"description": "\n".join(dict.fromkeys(d))} if d else {})}
                for v, d in e["values"].items()]})
        elif e["valueless"] and not e["values"] and not e["open"]:
            entry["valueSet"] = "v"
        global_attributes.append(entry)
    return {"version": VERSION, "globalAttributes": global_attributes, "valueSets": value_sets}


def css_custom_data(specs: Sequence[ComponentSpec], extra_properties: Iterable[tuple[str, str]] = ()) -> dict:
    """The merged CSS custom data: every public slot of ``specs`` plus ``extra_properties``.

    ``extra_properties``: ``(custom property, description)`` pairs, e.g. the
    token custom properties the token stage knows. Sorted by name; a name
    given twice keeps its first description.
    """
    props: dict[str, str] = {}
    for spec in specs:
        for slot in spec.slot_names:
            props.setdefault(slot, f"{spec.slot_description(slot)} ({spec.name} override slot)")
    for name, description in extra_properties:
        props.setdefault(name, description)
    return {"version": VERSION, "properties": [{"name": n, "description": props[n]} for n in sorted(props)]}


def vscode_files(specs: Sequence[ComponentSpec], extra_css_properties: Iterable[tuple[str, str]] = (), *,
                 prefix: str = "xh", tags: Sequence[dict] = ()) -> dict[str, str]:
    """``{file name: text}``: ``<prefix>.html-data.json``, ``<prefix>.css-data.json`` and ``README.md``
    (how to enable them with ``html.customData`` / ``css.customData``). ``tags`` (the custom
    elements, :func:`skinwright.elements.package.html_tags`) go first in the HTML data."""
    html, css = f"{prefix}.html-data.json", f"{prefix}.css-data.json"
    dump = lambda d: json.dumps(d, ensure_ascii=False, indent=2) + "\n"  # noqa: E731
    return {
        html: dump({"version": VERSION, **({"tags": list(tags)} if tags else {}),
                    **{k: v for k, v in html_custom_data(specs).items() if k != "version"}}),
        css: dump(css_custom_data(specs, extra_css_properties)),
        "README.md": SETUP_MARKDOWN.replace("{html}", html).replace("{css}", css).replace("{prefix}", prefix),
    }
