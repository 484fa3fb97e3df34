"""core/required-modes: semantic tokens define a value in every context of a modifier."""

from __future__ import annotations

from fnmatch import fnmatchcase

from ...diagnostics import Diagnostic
from ..registry import Rule


def check(ctx, options):
    ts = ctx.tokens
    D = ts.default
    mods = ts.modifiers
    for mod in options["modifiers"]:
        if mod not in mods:
            continue
        for ctx_name in mods[mod][1:]:
            res = ts.resolve({mod: ctx_name})
            # What the context's sources define, whatever else lists the same files (not which objects differ).
            defined = {tid for src in ts.resolver.modifiers[mod].contexts[ctx_name] for tid in src.tokens}
            defined |= {tid for tid, tok in res.tokens.items() if tok.modes and ctx_name in tok.modes}
            covered = res.closure([t for t in defined if t in res.tokens])
            for tid, tok in D.tokens.items():
                if D.types.get(tid) not in options["types"] or tid in covered or tok.deprecated:
                    continue
                if options["aliases-only"] and tid not in D.refs:
                    continue
                if options["match"] and not any(fnmatchcase(tid, p) for p in options["match"]):
                    continue
                if any(fnmatchcase(tid, p) for p in options["ignore"]):
                    continue
                yield Diagnostic(RULE.id, RULE.messages["missing"].format(id=tid, mod=mod, ctx=ctx_name),
                                 tok.position(), hint=f"define '{tid}' in the sources of {mod}: {ctx_name}, "
                                                      f"even when the value stays the same; {SEVERITY_HINT}")


SEVERITY_HINT = ('for a set you import as it is, make the rule a warning: "core/required-modes" = "warn" '
                 "under [tool.skinwright.lint.rules] in pyproject.toml")
"""How a project sets the rule's severity (the Configuration page's Lint table; the Migration page says why)."""


RULE = Rule(
    id="core/required-modes",
    summary="Semantic tokens have a value in every context of a modifier",
    severity="error",
    docs="A semantic colour that the dark theme never mentions keeps its light value in dark mode — usually "
         "an oversight that ships unreadable text. For every modifier in `modifiers` and each of its "
         "non-default contexts, every token of the listed `types` (aliases only, unless `aliases-only` "
         "is false; optionally only ids matching `match`, minus `ignore`) must be defined by that "
         "context's sources, or alias a token that is. It is skinwright's own rule, stricter than DTCG: a "
         "public set imported as it is often relies on the default context's value (Primer's, Spectrum's); "
         'there, `"core/required-modes" = "warn"` under `[tool.skinwright.lint.rules]` keeps the findings '
         "without failing `skinwright lint`.",
    messages={"missing": "'{id}' has no {mod}: {ctx} value"},
    options={"modifiers": ["theme"], "types": ["color"], "aliases-only": True, "match": [], "ignore": []},
    check=check,
    whole_input=True,
)
