"""core/deprecated-use: an alias or a skin that uses a deprecated token."""

from __future__ import annotations

from ...diagnostics import Diagnostic
from ..registry import Rule


def _reason(dep) -> str:
    return dep if isinstance(dep, str) else "no reason given"


def check(ctx, options):
    ts = ctx.tokens
    seen = set()
    for inputs in ts.combinations():
        res = ts.resolve(inputs)
        for tid, refs in res.refs.items():
            tok = res.tokens[tid]
            if tok.deprecated:
                continue  # a deprecated token may keep pointing at another one
            for r in refs:
                target = res.tokens.get(r.target)
                if target is None or not target.deprecated or (id(tok), r.at) in seen:
                    continue
                seen.add((id(tok), r.at))
                yield Diagnostic(RULE.id, RULE.messages["alias"].format(id=tid, target=r.target,
                                                                         reason=_reason(target.deprecated)),
                                 tok.value_position(r.at))
    by_name = ctx.token_by_css_name()
    for name, places in sorted(ctx.skin_refs.items()):
        tid = by_name.get(name)
        tok = ts.tokens.get(tid) if tid else None
        if tok is None or not tok.deprecated:
            continue
        for pos in places:
            yield Diagnostic(RULE.id, RULE.messages["skin"].format(name=name, id=tid, reason=_reason(tok.deprecated)), pos)


RULE = Rule(
    id="core/deprecated-use",
    summary="An alias or a skin refers to a deprecated token",
    severity="warn",
    docs="A token marked `$deprecated` (DTCG format §5.6; inherited from groups, `false` re-enables) is "
         "kept for existing consumers, but nothing new should be built on it. The message carries the "
         "deprecation reason, which usually names the replacement.",
    messages={"alias": "'{id}' refers to deprecated '{target}': {reason}",
              "skin": "the skin reads {name}, which is deprecated ('{id}'): {reason}"},
    check=check,
)
