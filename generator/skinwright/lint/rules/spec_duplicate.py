"""spec/duplicate-<kind>: a name declared twice in one list of the spec (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

_KINDS = {
    "part": ("`anatomy`", "`part`", "A part's name is its `data-part` value, the key of its attribute rules and the name "
                                    "of its props getter, so two parts with one name cannot be told apart."),
    "prop": ("`props`", "`name`", "A prop's name is an attribute of the custom element and a framework prop; the second "
                                  "declaration would shadow the first."),
    "phase": ("`phases`", "`name`", "The names are the values of the prop that takes `values_from: phases`, and each "
                                    "row gives that phase's flags, tone and word: two rows would disagree."),
    "tone": ("`tones`", "`name`", "The names are the values of the prop that takes `values_from: tones`."),
    "size": ("`sizes`", "`name`", "The names are the values of the prop that takes `values_from: sizes`."),
    "variant": ("`variants`", "`name`", "The names are the values of the prop that takes `values_from: variants`."),
    "translation": ("`translations`", "`key`", "A host replaces a string by its key; two defaults for one key "
                                               "would make the default ambiguous."),
}

RULES = [
    Rule(
        id=f"spec/duplicate-{kind}",
        summary=f"Two {kind}s with the same name",
        docs=f"Each {key} in {section} must be unique. {why} Reported at the second one; rename or merge it.",
    )
    for kind, (section, key, why) in _KINDS.items()
]
