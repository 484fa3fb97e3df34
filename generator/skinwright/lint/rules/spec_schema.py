"""spec/<schema code>: the family of rules the spec format's JSON Schema checks (reported by the spec loader).

``component.schema.json`` (published as ``dist/schema/component.schema.json``)
is checked first; :mod:`skinwright.components.validate` turns each jsonschema
error into one of these five codes. The cross-checks run only on a spec that
fits the schema, so fix these first.
"""

from ..registry import Rule

_SCHEMA = ("The format is `component.schema.json`, published as `dist/schema/component.schema.json`; put "
           "`# yaml-language-server: $schema=…` on the spec's first line and editors check it as you type.")

RULES = [
    Rule(
        id="spec/invalid-key",
        summary="A key that breaks the naming rule of its mapping",
        docs="Some mappings of a spec take names as keys: `flags`, `machine.guards` and `machine.context` (camelCase), "
             "the parts under `attributes` (kebab-case), attribute names (lower case with hyphens), `slots` "
             "(`--prefix-name-…`), `machine.events` (dotted UPPER_CASE) and `machine.states` (dotted camelCase). A key of "
             "another form is reported at the key with the form it must have. Rename it, and every reference to it. " + _SCHEMA,
    ),
    Rule(
        id="spec/unknown-key",
        summary="A key the spec format does not have",
        docs="Every mapping of the spec format lists its keys, so a key it does not define, usually a typo, is an error "
             "rather than silently ignored. Reported at the key; the hint names the closest allowed key, or lists them. "
             "`artefacts` names only what skinwright ships (`custom_element`, `machine`, `skin`): a framework "
             "component list or a composable is refused with a hint that Vue and React use the custom element. "
             + _SCHEMA,
    ),
    Rule(
        id="spec/missing-key",
        summary="A required key is missing",
        docs="The spec format requires, for example, `name`, `title`, `description`, `artefacts`, `anatomy`, `props`, "
             "`attributes` and `slots` at the top level, and `part`, `required`, `element` and `description` for each "
             "part. Reported at the mapping that lacks the key: its key, or the start of the list item or of the document. "
             "Often the key is there but misspelt: look for a `spec/unknown-key` next to it. " + _SCHEMA,
    ),
    Rule(
        id="spec/wrong-type",
        summary="A value of the wrong type",
        docs="Each value has a type: `required` and the phase flags are booleans, `anatomy` and `props` are lists, "
             "`attributes` and `slots` are mappings, descriptions are strings. Reported at the value, naming the type "
             "wanted and the one found. The spec is read as YAML 1.2, so `yes` is the string 'yes': write `true`/`false`, "
             "and quote strings that look like numbers. " + _SCHEMA,
    ),
    Rule(
        id="spec/invalid-value",
        summary="A value outside its allowed set or form",
        docs="Checked at the value: enumerations (`status`, `element`, `values_from`, a flag's `from`, a keyframes "
             "`source`), names of a required form (kebab-case parts and phases, camelCase props and flags, PascalCase "
             "type names, a custom element name with a hyphen), and one-key expressions "
             "(`{prop: size}`, `{not: open}`: exactly one key). A near-miss gets a did-you-mean hint. The same code "
             "reports a value in an emitted payload that the event's field does not list in its `values` "
             "(`source: usr` for `values: [user, auto, api]`); that one is a cross-check, run once the spec fits the "
             "schema. " + _SCHEMA,
    ),
]
