"""core/duplicate-values: two literal tokens with the same value (aliases excluded)."""

from __future__ import annotations

import json

from ...diagnostics import Diagnostic
from ..registry import Rule


def check(ctx, options):
    res = ctx.tokens.default
    first: dict[tuple[str, str, str], str] = {}
    for tid, tok in res.tokens.items():
        if tid in res.refs or tid not in res.values or tid not in res.types:
            continue
        group = ".".join(tok.path[:-1]) if options["scope"] == "group" else ""
        key = (group, res.types[tid], json.dumps(res.values[tid], sort_keys=True))
        other = first.setdefault(key, tid)
        if other != tid:
            yield Diagnostic(RULE.id, RULE.messages["same"].format(id=tid, other=other), tok.value_position(),
                             hint=f"alias it: \"{{{other}}}\"")


RULE = Rule(
    id="core/duplicate-values",
    summary="Two tokens hold the same literal value",
    severity="warn",
    docs="When two tokens hold the same literal, one is usually meant to follow the other: write it as an "
         "alias so a change to one reaches both. Aliases are not compared (two semantic tokens may point "
         "at one primitive on purpose). With `scope: group` (default) only tokens of the same group are "
         "compared — two steps of one scale with one value; `scope: all` compares across the whole set "
         "(a font size equal to a space step is then reported too).",
    messages={"same": "'{id}' has the same value as '{other}'"},
    options={"scope": "group"},
    check=check,
)
