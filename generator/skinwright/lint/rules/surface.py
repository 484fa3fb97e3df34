"""surface/*: what changed in the public names since a baseline (``skinwright lint --against REF``).

These rules have no ``check`` of their own: :mod:`skinwright.surface` compares
the baseline's surface record with today's and reports each change under one
of these ids, so severities and suppressions work as for every other rule.
"""

from __future__ import annotations

from ...surface.diff import SEVERITY
from ..registry import Rule

_AGAINST = ("Reported by `skinwright lint --against REF`, which compares today's public surface (every token "
            "and custom property, mode context, keyframes and cascade layer, and each component's parts, data "
            "attributes and their values, props, events, slots, phases, tones, sizes, variants, translations "
            "and connect API) with the one of `REF`: a git revision, an earlier `dist/` folder, a package "
            "tarball or an npm `name@version`. ")
_BREAKING = ("Product teams write these names into their CSS, markup and code, so the change breaks them "
             "silently: nothing fails to build, a custom property just stops resolving or a selector stops "
             "matching. Keep the old name working (a `$deprecated` alias, a slot or value alias) and remove it "
             "in a major release, where this finding is expected.")

RULES = [
    Rule(
        id="surface/baseline",
        summary="The baseline given to --against cannot be read",
        severity=SEVERITY["surface/baseline"],
        docs=_AGAINST + "When `REF` is not a readable revision, folder, tarball or package, or its sources do not "
        "build with this skinwright, nothing is compared and lint exits with status 2. The message says what "
        "`REF` was taken for; prefix it with `git:`, `npm:` or `path:` to say which.",
        messages={"any": "cannot read '{ref}': {why}"},
    ),
    Rule(
        id="surface/removed",
        summary="A public name of the baseline is gone",
        severity=SEVERITY["surface/removed"],
        docs=_AGAINST + "A token (and its custom property), a composite token's member property, a mode context, "
        "keyframes, a cascade layer, a component, a part, a data attribute, a prop, an event or one of its "
        "payload fields, a slot, a framework slot, a translation key or a connect API member existed in the "
        "baseline and does not exist today. " + _BREAKING + " When a token added today holds exactly the "
        "removed one's value in every context, the message names it as the likely new name.",
        messages={"token": "token '{id}' was removed ({property} no longer exists)",
                  "suggested": "token '{id}' was removed ({property} no longer exists); '{new}' was added with the "
                               "same value"},
        examples=("# baseline\nbg:\n  canvas: {$type: color, $value: \"{color.neutral.25}\"}\n# today: bg.canvas is gone",
                  "bg:\n  page: {$type: color, $value: \"{color.neutral.25}\"}\n"
                  "  canvas: {$type: color, $value: \"{bg.page}\", $deprecated: Renamed to bg.page.}"),
    ),
    Rule(
        id="surface/renamed",
        summary="A public name was renamed without keeping the old one",
        severity=SEVERITY["surface/renamed"],
        docs=_AGAINST + "The sources say the name was renamed — the new token's `$extensions` has "
        "`org.skinwright.renamed-from: old.id`, a mode context is selected by another selector, or a token's "
        "custom property changed (a new prefix) — but the old name no longer works. " + _BREAKING,
        messages={"token": "token '{old}' was renamed to '{new}' without keeping the old name: {property} no "
                           "longer exists"},
        examples=("bg:\n  page:\n    $type: color\n    $value: \"{color.neutral.25}\"\n    $extensions:\n"
                  "      org.skinwright.renamed-from: bg.canvas",
                  "bg:\n  page:\n    $type: color\n    $value: \"{color.neutral.25}\"\n    $extensions:\n"
                  "      org.skinwright.renamed-from: bg.canvas\n"
                  "  canvas: {$type: color, $value: \"{bg.page}\", $deprecated: Renamed to bg.page.}"),
    ),
    Rule(
        id="surface/type-changed",
        summary="A public name changed its type or contract",
        severity=SEVERITY["surface/type-changed"],
        docs=_AGAINST + "A token's `$type`, a prop's, an event field's, a framework slot's payload or a connect "
        "API member's type changed; a part or a prop became required, or a prop was added as required; a data "
        "attribute changed between a presence attribute and a valued one. " + _BREAKING,
        messages={"token": "token '{id}' changed type from {old} to {new}"},
        examples=("space:\n  gap: {$type: number, $value: 8}  # was a dimension",
                  "space:\n  gap: {$type: dimension, $value: {value: 8, unit: px}}\n"
                  "  gap-count: {$type: number, $value: 8}"),
    ),
    Rule(
        id="surface/values-removed",
        summary="A value domain narrowed: a phase, tone, size, variant or attribute value is gone",
        severity=SEVERITY["surface/values-removed"],
        docs=_AGAINST + "A component's phase, tone, size or variant was removed, a data attribute no longer "
        "takes a value it took (or takes only listed values where it took any), an event field no longer takes "
        "a value, or a translation no longer fills a placeholder. Markup that sets the value and CSS that "
        "selects it stop working. " + _BREAKING,
        messages={"phase": "phase '{name}' was removed from {component}"},
        examples=("phases:\n  - name: input-available\n  - name: output-available\n"
                  "  # output-error was removed", "phases:\n  - name: input-available\n  - name: output-available\n"
                  "  - name: output-error"),
    ),
    Rule(
        id="surface/deprecated",
        summary="A public name is newly deprecated",
        severity=SEVERITY["surface/deprecated"],
        docs=_AGAINST + "A token gained `$deprecated` since the baseline, a slot was renamed with `renamed_from`, "
        "or a phase, tone, size or variant was renamed with the old value kept in `aliases`. The old name still "
        "works — a deprecated token alias keeps writing its custom property as `var()` of its replacement, so CSS "
        "that reads the old property keeps working (though setting the old property no longer changes anything: "
        "custom properties do not flow backwards from an alias to its replacement, so an override must set the "
        "replacement), the "
        "skin reads a renamed slot's old name as the new one's fallback, markup with an aliased value is "
        "styled as the new value — but product code should move to the replacement before the next major "
        "release. The message carries the reason or the replacement, and the changelog lists the migration.",
        messages={"token": "token '{id}' is deprecated ({reason}); reading {property} keeps working (it is "
                           "var({target})), but setting it no longer changes anything: set {target}",
                  "slot": "slot {old} of {component} was renamed to {new}; {old} still works: the skin reads it "
                          "as the fallback of {new}",
                  "value": "{subject} '{old}' of {component} was renamed to '{new}' and kept as its alias: markup "
                           "that still writes '{old}' is styled as '{new}'"},
        examples=("bg:\n  canvas: {$type: color, $value: \"{bg.page}\", $deprecated: Renamed to bg.page.}",
                  "bg:\n  page: {$type: color, $value: \"{color.neutral.25}\"}"),
    ),
    Rule(
        id="surface/unknown-renamed-from",
        summary="renamed_from names something the baseline does not have",
        severity=SEVERITY["surface/unknown-renamed-from"],
        docs=_AGAINST + "A token's `org.skinwright.renamed-from` or a slot's `renamed_from` names a token or slot "
        "that the baseline never had — most often a typo. Nothing is then kept working under the name meant, "
        "and the real rename shows up as a removal or not at all. The hint names the closest name of the "
        "baseline.",
        messages={"any": "renamed_from names '{name}', which the baseline does not have: nothing is kept working under "
                         "that name"},
    ),
    Rule(
        id="surface/added",
        summary="A public name was added",
        severity=SEVERITY["surface/added"],
        docs=_AGAINST + "A new token, custom property, mode context, keyframes, cascade layer, component, part, "
        "data attribute or value, prop, event or field, slot, phase, tone, size, variant, translation or API "
        "member. Nothing breaks; the note lists what the release adds (the changelog's Added section).",
        messages={"token": "token '{id}' was added ({property})"},
    ),
    Rule(
        id="surface/changed",
        summary="A public name kept its name but changed its value",
        severity=SEVERITY["surface/changed"],
        docs=_AGAINST + "A token's value changed (in the default context or in another one), a prop's default, "
        "a slot's fallbacks, a phase's running, settled or errored flag, a part's element, a mode's default "
        "context or media query. Names still work; the look or the behaviour differs (the changelog's Changed "
        "section).",
        messages={"token": "token '{id}' changed value: {old} → {new}"},
    ),
]
