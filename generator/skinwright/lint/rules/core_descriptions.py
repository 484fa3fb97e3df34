"""core/descriptions: tokens carry a $description (off by default)."""

from __future__ import annotations

from fnmatch import fnmatchcase

from ...diagnostics import Diagnostic
from ..registry import Rule


def check(ctx, options):
    res = ctx.tokens.default
    for tid, tok in ctx.tokens.tokens.items():
        if tok.description:
            continue
        if options["aliases-only"] and tid not in res.refs:
            continue
        if options["match"] and not any(fnmatchcase(tid, p) for p in options["match"]):
            continue
        yield Diagnostic(RULE.id, RULE.messages["missing"].format(id=tid), tok.position())


RULE = Rule(
    id="core/descriptions",
    summary="Tokens have a $description",
    severity="off",
    docs="Descriptions are what the docs site, editors and the CSS data file show next to a token. "
         "`aliases-only` (default true) limits the rule to semantic tokens (aliases); `match` limits it "
         "to token ids matching any of the glob patterns.",
    messages={"missing": "token '{id}' has no $description"},
    options={"aliases-only": True, "match": []},
    check=check,
)
