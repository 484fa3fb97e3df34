"""core/consistent-naming: every path segment follows one naming convention."""

from __future__ import annotations

import re

from ...diagnostics import Diagnostic
from ..registry import Rule

FORMATS = {
    # numeric scale steps such as 0_5 or 1_5 are allowed in every format
    "kebab-case": r"[a-z0-9]+(?:-[a-z0-9]+)*|\d+_\d+",
    "camelCase": r"[a-z0-9]+(?:[A-Z0-9][a-z0-9]*)*|\d+_\d+",
    "snake_case": r"[a-z0-9]+(?:_[a-z0-9]+)*",
    "PascalCase": r"(?:[A-Z0-9][a-z0-9]*)+|\d+_\d+",
}


def check(ctx, options):
    pattern = options["pattern"] or FORMATS.get(options["format"])
    if pattern is None:
        yield Diagnostic("config/invalid", f"core/consistent-naming: unknown format {options['format']!r}",
                         hint=f"formats: {', '.join(FORMATS)}, or set 'pattern'")
        return
    rx = re.compile(pattern)
    ignore = [re.compile(p) for p in options["ignore"]]
    seen: set[tuple[str, str]] = set()
    for tok in ctx.tokens.tokens.values():
        for depth, seg in enumerate(tok.path):
            if seg == "$root" or rx.fullmatch(seg) or any(i.search(seg) for i in ignore):
                continue
            key = (tok.doc.path, ".".join(tok.path[: depth + 1]))
            if key in seen:
                continue
            seen.add(key)
            what = "token" if depth == len(tok.path) - 1 else "group"
            yield Diagnostic(RULE.id, RULE.messages["bad"].format(what=what, name=seg, format=options["pattern"] and "the pattern" or options["format"]),
                             tok.doc.locate(tok.pointer[: len(tok.pointer) - len(tok.path) + depth + 1], key=True))


RULE = Rule(
    id="core/consistent-naming",
    summary="Token and group names follow one convention",
    severity="warn",
    docs="Names become CSS custom properties and code identifiers, so one convention keeps them predictable. "
         "The default is kebab-case (numeric steps such as `0_5` are allowed). Set `format` to kebab-case, "
         "camelCase, snake_case or PascalCase, or give a regular expression in `pattern`; `ignore` lists "
         "regular expressions of names to skip.",
    messages={"bad": "{what} name '{name}' is not {format}"},
    options={"format": "kebab-case", "pattern": "", "ignore": []},
    check=check,
    examples=("fg:\n  textMuted: {$value: \"{color.gray.600}\"}", "fg:\n  text-muted: {$value: \"{color.gray.600}\"}"),
)
