"""Earlier forms, read: what Style Dictionary, Tokens Studio, Terrazzo and earlier DTCG drafts write.

The type records read legacy *values* (:func:`skinwright.tokens.types.read`:
``"#fff"``, ``"4px"``, ``"cubic-bezier(…)"``, font stacks, Tokens Studio
shadows); this module turns what they found into diagnostics — each names
the form, its position and the exact 2025.10 value, and carries the
:class:`~skinwright.diagnostics.Edit` that ``skinwright lint --fix`` applies —
and holds the legacy forms of the token *structure*: ``value``/``type``/
``description`` without ``$`` (:data:`LEGACY_PROPERTIES`), the metadata
Style Dictionary writes into built tokens (:data:`BUILD_METADATA`), Tokens
Studio's type names (:data:`LEGACY_TYPES`), the custom types of other tools
(:func:`custom_type`), and types that a value shows beyond doubt
(:func:`type_from_value`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..diagnostics import Diagnostic, Edit
from ..source.edit import Style
from .types import Legacy
from .types.color import HEX, css_color

if TYPE_CHECKING:
    from .model import Token

LEGACY_PROPERTIES = {"value": "$value", "type": "$type", "description": "$description"}
"""Token properties as Style Dictionary (before DTCG) and Tokens Studio write them, and their DTCG names."""

BUILD_METADATA = frozenset({"filePath", "isSource", "original", "name", "attributes", "path"})
"""What Style Dictionary adds to each token of a built token file (its ``json/nested`` and similar formats)."""

LEGACY_TYPES = {
    # Tokens Studio's type names → the DTCG type
    "sizing": "dimension", "spacing": "dimension", "borderRadius": "dimension", "borderWidth": "dimension",
    "fontSizes": "dimension", "letterSpacing": "dimension", "paragraphSpacing": "dimension",
    "paragraphIndent": "dimension", "lineHeights": "number", "opacity": "number", "fontWeights": "fontWeight",
    "fontFamilies": "fontFamily", "boxShadow": "shadow",
}

SPECTRUM_TYPES = {
    # Adobe Spectrum tokens name each token's type by a JSON Schema (".../token-types/<name>.json")
    "color": "color", "color-set": "color", "dimension": "dimension", "scale-set": "dimension",
    "font-size": "dimension", "opacity": "number", "multiplier": "number", "gradient-stop": "number",
    "angle": "number", "font-weight": "fontWeight", "font-family": "fontFamily", "typography": "typography",
    "drop-shadow": "shadow", "font-style": "string", "alignment": "string", "text-transform": "string",
}
SPECTRUM_METADATA = frozenset({"uuid", "component", "renamed", "private", "deprecated_comment"})
"""Adobe Spectrum's per-token bookkeeping (ids, the component a token belongs to, its former name)."""

CUSTOM_TYPES = ("string", "boolean", "link", "text", "textCase", "textDecoration", "other")
"""Types other tools add to DTCG: Terrazzo's custom types, Tokens Studio's text types; ``custom-…`` types too."""

def custom_type(name: Any) -> bool:
    """Whether ``name`` is another tool's own ``$type`` (read as CSS text) rather than a misspelt DTCG type."""
    return isinstance(name, str) and (name in CUSTOM_TYPES or name.startswith("custom-"))


def type_from_value(value: Any) -> str | None:
    """The DTCG type a literal value can only be, or ``None`` when it could be several (a bare number, a word).

    A colour object or colour string (hex, ``rgb()`` and the other colour
    functions), a dimension or duration written with its unit, a cubic
    Bézier written as CSS, or a composite whose members name it. A bare
    number is read as a ``number``: every type that takes one (``number``,
    ``fontWeight``) writes the same CSS for it.
    """
    if type(value) in (int, float):
        return "number"
    if isinstance(value, dict):
        keys = set(value)
        if {"colorSpace", "components"} <= keys:
            return "color"
        unit = value.get("unit")
        if "value" in keys and isinstance(unit, str) and keys <= {"value", "unit"}:
            return "duration" if unit in ("ms", "s") else "dimension" if unit else None
        for ttype, members in (("typography", {"fontFamily", "fontSize"}), ("shadow", {"offsetX", "offsetY"}),
                               ("border", {"width", "style"}), ("transition", {"duration", "timingFunction"})):
            if members <= keys:
                return ttype
        return None
    if isinstance(value, list) and value and all(isinstance(s, dict) and {"color", "position"} <= set(s)
                                                 for s in value):
        return "gradient"
    if isinstance(value, str):
        text = value.strip()
        if HEX.match(text) or (re.match(r"(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(", text) and css_color(text)):
            return "color"
        m = re.fullmatch(r"[-+]?(?:\d+\.?\d*|\.\d+)(px|rem|ms|s|%|em|vw|vh)", text)
        if m:
            return "duration" if m.group(1) in ("ms", "s") else "dimension"
        if re.fullmatch(r"cubic-bezier\([^()]*\)", text):
            return "cubicBezier"
    return None


def diagnostics(tok: "Token", found: list[Legacy]) -> list[Diagnostic]:
    """One warning per legacy form found in ``tok``'s value, each with its fix (when 2025.10 has a form for it)."""
    style = Style("yaml" if tok.doc.format == "yaml" else tok.doc.format)
    out = []
    base = tok.pointer + tok.value_at
    for f in found:
        pointer = base + f.at
        message = f"{f.form}: {f.text}" if f.text else f.form
        if f.note:
            message += f" ({f.note})"
        hint, fix = None, ()
        if f.op == "value":
            hint = f"DTCG 2025.10: {style.value(f.value)}"
            fix = (Edit(tok.doc.path, pointer, "value", f.value),)
        elif f.op == "insert":
            hint = f"DTCG 2025.10 writes it: {f.at[-1]}: {style.value(f.value)}"
            fix = (Edit(tok.doc.path, pointer, "insert", f.value),)
        elif f.op == "delete":
            hint = f"remove '{f.at[-1]}'"
            fix = (Edit(tok.doc.path, pointer, "delete"),)
        elif f.op == "key":
            hint = f"DTCG 2025.10 names it '{f.value}'"
            fix = (Edit(tok.doc.path, pointer, "key", f.value),)
        elif f.op == "member":
            name, value = f.value
            hint = f"DTCG 2025.10: {name}: {style.value(value)}"
            fix = (Edit(tok.doc.path, pointer, "key", name), Edit(tok.doc.path, pointer, "value", value))
        fix += tuple(Edit(tok.doc.path, base + at, op, value) for at, op, value in f.also)
        if f.op == "none":
            hint = f.hint or "DTCG 2025.10 has no form for it, so --fix leaves it; write px or rem where other DTCG " \
                   "tools must read it"
        where = tok.doc.locate(pointer[:-1] if f.op == "insert" else pointer, key=f.op in ("key", "member", "delete"))
        out.append(Diagnostic(f.code, message, where, "warning", hint, fix=fix))
    return out


def structure(tok_doc, pointer: tuple, code: str, message: str, hint: str, fix: tuple[Edit, ...],
              key: bool = True) -> Diagnostic:
    """A warning about the token structure (a property name, a type name) at ``pointer``, with its fix."""
    return Diagnostic(code, message, tok_doc.locate(pointer, key=key), "warning", hint, fix=fix)


