"""a11y/min-contrast: declared foreground/background pairs meet WCAG 2.2 contrast in every colour context."""

from __future__ import annotations

from ...diagnostics import Diagnostic
from ...tokens.colour import contrast, tint
from ..registry import Rule

EXTENSION = "org.skinwright.contrast"
# WCAG 2.2 SC 1.4.3 (AA text), 1.4.6 (AAA text), 1.4.11 (non-text, AA only)
THRESHOLDS = {
    "AA": {"text": 4.5, "large-text": 3.0, "non-text": 3.0},
    "AAA": {"text": 7.0, "large-text": 4.5, "non-text": 3.0},
}


def pairs(ts, options):
    """(foreground, background, use, tint, where) from token $extensions and the 'pairs' option."""
    for tid, tok in ts.tokens.items():
        spec = (tok.extensions or {}).get(EXTENSION)
        if not isinstance(spec, dict):
            continue
        for bg in spec.get("against") or []:
            yield tid, bg, spec.get("use", "text"), spec.get("tint"), tok.doc.locate(tok.pointer + ("$extensions", EXTENSION))
    for p in options["pairs"]:
        fg = p.get("foreground")
        yield fg, p.get("background"), p.get("use", "text"), p.get("tint"), ts.tokens[fg].position() if fg in ts.tokens else None


def colour_contexts(ts):
    """Every combination of the modifiers whose contexts change some colour token."""
    D = ts.default
    colour_mods = []
    for mod, contexts in ts.modifiers.items():
        for c in contexts[1:]:
            res = ts.resolve({mod: c})
            if any(res.types.get(t) == "color" and res.values.get(t) != D.values.get(t) for t in res.values):
                colour_mods.append(mod)
                break
    seen = set()
    for combo in ts.combinations():
        key = tuple((m, combo[m]) for m in colour_mods)
        if key not in seen:
            seen.add(key)
            yield dict(key)


def check(ctx, options):
    ts = ctx.tokens
    level = options["level"]
    if level not in THRESHOLDS:
        yield Diagnostic("config/invalid", "a11y/min-contrast: level must be AA or AAA",
                         hint='"a11y/min-contrast" = ["error", {level = "AA"}]')
        return
    declared = list(pairs(ts, options))
    for inputs in colour_contexts(ts):
        res = ts.resolve(inputs)
        label = ", ".join(f"{m}: {c}" for m, c in inputs.items()) or "default"
        for fg, bg, use, amount, where in declared:
            if fg not in res.values or bg not in res.values:
                yield Diagnostic(RULE.id, RULE.messages["unknown"].format(fg=fg, bg=bg), where)
                continue
            need = THRESHOLDS[level].get(use)
            if need is None:
                yield Diagnostic(RULE.id, RULE.messages["use"].format(use=use), where)
                continue
            try:
                backgrounds = [(bg, res.values[bg])]
                if amount:
                    backgrounds.append((f"{int(amount * 100)}% {fg} over {bg}",
                                        tint(res.values[fg], res.values[bg], amount)))
                ratios = [(name, contrast(res.values[fg], back)) for name, back in backgrounds]
            except (ValueError, TypeError, KeyError):
                continue  # a CSS colour expression: no one colour to judge (core/css-value says so)
            for name, ratio in ratios:
                if ratio + 1e-9 < need:
                    yield Diagnostic(RULE.id, RULE.messages["low"].format(
                        fg=fg, bg=name, ratio=ratio, need=need, use=use, level=level, ctx=label), where)


RULE = Rule(
    id="a11y/min-contrast",
    summary="Foreground/background pairs meet WCAG 2.2 contrast in every colour context",
    severity="error",
    docs="Pairs are declared on the foreground token:\n\n"
         "```yaml\n$extensions:\n  org.skinwright.contrast:\n    against: [bg.surface, bg.subtle]\n"
         "    use: text        # text 4.5:1 | large-text 3:1 | non-text 3:1 (AA)\n"
         "    tint: 0.15       # optional: also on a 15% tint of itself over each background\n```\n\n"
         "or in the `pairs` option (`{foreground, background, use, tint}`). Every pair is measured with the "
         "WCAG 2.x formula (SC 1.4.3, 1.4.6, 1.4.11) in every combination of the modifiers that change "
         "colours (e.g. light/dark × base/more). `level` is AA (default) or AAA.",
    messages={"low": "{fg} on {bg} is {ratio:.2f}:1 in {ctx}; {use} needs {need}:1 ({level})",
              "unknown": "contrast pair {fg} / {bg} names a token that does not exist",
              "use": "unknown use '{use}': text, large-text or non-text"},
    options={"level": "AA", "pairs": []},
    check=check,
    whole_input=True,
)
