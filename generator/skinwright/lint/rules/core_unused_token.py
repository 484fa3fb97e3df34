"""core/unused-token: a token no alias and no skin reaches."""

from __future__ import annotations

from fnmatch import fnmatchcase

from ...diagnostics import Diagnostic
from ..registry import Rule


def check(ctx, options):
    ts = ctx.tokens
    used: set[str] = set()
    for inputs in ts.combinations():
        res = ts.resolve(inputs)
        used.update(t for t, deps in res.dependents.items() if deps)
    by_name = ctx.token_by_css_name()
    used.update(by_name[n] for n in ctx.skin_refs if n in by_name)
    ignore = options["ignore"]
    for tid, tok in ts.tokens.items():
        if tid in used or tok.deprecated or (ignore and any(fnmatchcase(tid, p) for p in ignore)):
            continue
        yield Diagnostic(RULE.id, RULE.messages["unused"].format(id=tid), tok.position())


RULE = Rule(
    id="core/unused-token",
    summary="A token that no alias and no skin uses",
    severity="warn",
    docs="A token that nothing in the design system reaches — no alias in any context, no skin — is "
         "either dead or public API used only by product code. List the public ones in `ignore` (glob "
         "patterns of token ids) so the rule keeps finding the dead ones. Deprecated tokens are skipped.",
    messages={"unused": "token '{id}' is not used by any alias or skin"},
    options={"ignore": []},
    check=check,
    whole_input=True,
)
