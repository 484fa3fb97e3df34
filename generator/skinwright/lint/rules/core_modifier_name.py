"""core/modifier-name: a modifier whose name cannot be an HTML attribute name (reported when the tokens load)."""

from ..registry import Rule

RULE = Rule(
    id="core/modifier-name",
    summary="A modifier whose data attribute no element can carry",
    severity="warn",
    docs="A context without a selector of its own in `[tool.skinwright.modes]` is selected by "
         "`[data-<modifier>=\"<context>\"]`. HTML's custom data attributes are `data-` followed by an "
         "XML-compatible name (letters, digits, `-`, `_`, `.`; HTML §3.2.6.6), so a modifier called `my theme` or "
         "`color/scheme` gives a selector that is escaped and valid CSS, but that no element's attribute can match: "
         "every block of that modifier in `tokens.css` is dead. Reported at the modifier's name in the resolver, by "
         "build and lint alike. Rename the modifier, or give each of its contexts a selector. Context names are "
         "attribute values, which may be any text.",
    examples=("modifiers:\n  'color scheme':\n    contexts: {light: [], dark: [{$ref: dark.yaml}]}\n"
              "    default: light",
              "modifiers:\n  color-scheme:\n    contexts: {light: [], dark: [{$ref: dark.yaml}]}\n"
              "    default: light"),
)
