"""a11y/min-font-size: font sizes below a readable minimum."""

from __future__ import annotations

from fnmatch import fnmatchcase

from ...diagnostics import Diagnostic
from ..registry import Rule


RELATIVE = {"em": 1.0, "%": 0.01}
"""Units relative to the parent's font size: judged against the root size (``rem``), as at the top of a page."""


def _px(dim, rem: float) -> float | None:
    """The size in px: px as written, rem and (against the root) em and % by ``rem``; ``None`` for other units."""
    if not isinstance(dim, dict) or not isinstance(dim.get("value"), (int, float)):
        return None
    unit = dim.get("unit")
    if unit == "px":
        return dim["value"]
    if unit == "rem":
        return dim["value"] * rem
    if unit in RELATIVE:
        return dim["value"] * RELATIVE[unit] * rem
    return None  # vw, ch…: no size to judge without a page


def check(ctx, options):
    res = ctx.tokens.default
    for tid, tok in res.tokens.items():
        t = res.types.get(tid)
        value = res.values.get(tid)
        if t == "typography" and isinstance(value, dict):
            size, where = value.get("fontSize"), tok.value_position(("fontSize",))
        elif t == "dimension" and any(fnmatchcase(tid, p) for p in options["match"]):
            size, where = value, tok.value_position()
        else:
            continue
        px = _px(size, options["rem"])
        if px is None or px >= options["min"]:
            continue
        if size.get("unit") in RELATIVE:
            yield Diagnostic(RULE.id, RULE.messages["relative"].format(
                id=tid, size=f"{size['value']:g}{size['unit']}", px=px, rem=options["rem"], min=options["min"]), where)
        else:
            yield Diagnostic(RULE.id, RULE.messages["small"].format(id=tid, px=px, min=options["min"]), where)


RULE = Rule(
    id="a11y/min-font-size",
    summary="Font sizes below a readable minimum",
    severity="warn",
    docs="Checks the `fontSize` of typography tokens and dimension tokens whose id matches `match` (glob "
         "patterns) against `min` pixels (rem converted with `rem` px; `em` and `%`, which are relative to the parent's font "
         "size, are judged against that root size and the message says so; units such as `vw` are not judged). Small text fails users with low "
         "vision even when contrast passes (WCAG 2.2 SC 1.4.4 asks for resizable text; 12px is a common floor).",
    messages={"small": "'{id}' is {px:g}px; the minimum is {min:g}px",
              "relative": "'{id}' is {size}, {px:g}px against a {rem:g}px root; the minimum is {min:g}px"},
    options={"min": 12.0, "rem": 16.0, "match": ["*font-size*", "*font.size*", "text.*.size"]},
    check=check,
)
