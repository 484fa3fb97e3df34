"""The tool-call spec: its facts against the reference tables, the schema's strictness, the cross-checks."""

from __future__ import annotations

import json

import pytest
from jsonschema import Draft202012Validator

from skinwright.components.spec import spec_schema_text
from skinwright.diagnostics import SkinwrightError

from .helpers import SPEC_PATH, card_reference, load_text, reference, spec_text


def diagnostics(text: str) -> list[str]:
    with pytest.raises(SkinwrightError) as info:
        load_text(text)
    return [d.format() for d in info.value.diagnostics]


def replace_once(text: str, old: str, new: str) -> str:
    """Replace the first occurrence of ``old`` (which must occur)."""
    assert old in text, old
    return text.replace(old, new, 1)


def line_of(text: str, needle: str, nth: int = 1) -> int:
    """1-based line of the nth line containing ``needle`` (computed from the text, not the loader)."""
    hits = [i for i, line in enumerate(text.splitlines(), 1) if needle in line]
    return hits[nth - 1]


# --- the spec's facts ------------------------------------------------------------

def test_anatomy_is_the_twelve_parts_in_order_and_the_portal(spec):
    assert spec.part_names == tuple(r["part"] for r in card_reference("anatomy"))
    assert spec.name == "tool-call" and spec.path == SPEC_PATH


def test_phases_equal_the_reference(spec):
    yes = {"yes": True, "no": False}
    want = [(r["phase"], r["meaning"], yes[r["running"]], yes[r["settled"]], yes[r["errored"]]) for r in reference("phases")]
    assert [(p.name, p.meaning, p.running, p.settled, p.errored) for p in spec.phases] == want
    assert spec.phase("awaiting-approval").running is False


def test_props_of_the_card(spec):
    names = ["running", "open", "defaultOpen", "autoDisclosure", "disabled", "onOpenChange", "endTime", "phase",
             "size", "startTime", "tone", "translations", "variant"]
    assert [p.name for p in spec.props] == names
    assert spec.prop("phase").default == "input-available"
    assert spec.prop("variant").default == "outline"
    assert spec.prop_values("variant") == ("outline", "subtle", "ghost")
    assert all(p.description for p in spec.props)


def test_interface_members(spec):
    assert spec.state_values("root") == ("open", "closed")
    assert spec.state_values("error") == tuple(r["phase"] for r in reference("phases"))
    root = spec.attribute_values("root")
    assert root["data-scope"] == ("tool-call",) and root["data-part"] == ("root",)
    assert root["data-loading"] == () and root["data-size"] == ("sm", "md", "lg")
    assert root["data-tone"] == ("neutral", "accent", "success", "warning", "danger")
    assert "aria-expanded" not in spec.attribute_values("trigger")  # data-* only
    assert spec.slot_names == tuple(r["variable"] for r in reference("css-variables"))
    assert spec.slot_description("--xh-tool-call-bg").startswith("Card background")


def test_every_slot_description_is_specific(spec):
    descriptions = [spec.slot_description(s) for s in spec.slot_names]
    assert len(set(descriptions)) == 40
    assert not any("覆盖槽" in d or d.lower().endswith("slot.") for d in descriptions)


def test_published_schema_is_a_strict_draft_2020_12_schema():
    schema = json.loads(spec_schema_text())
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"

    def objects(node):
        if isinstance(node, dict):
            if node.get("type") == "object" or "properties" in node:
                yield node
            for v in node.values():
                yield from objects(v)
        elif isinstance(node, list):
            for v in node:
                yield from objects(v)

    # Every object schema closes its keys: false, or a schema for map values (with propertyNames).
    for node in objects(schema):
        assert "additionalProperties" in node, node.get("description", node)
        assert node["additionalProperties"] is False or "propertyNames" in node or "properties" not in node


# --- schema diagnostics ------------------------------------------------------------

def test_misspelt_key_is_reported_at_the_key_with_a_hint():
    text = spec_text()
    bad = replace_once(text, "  - name: running\n    type: boolean\n", "  - name: running\n    tpye: boolean\n")
    line = line_of(bad, "tpye: boolean")
    assert diagnostics(bad) == [
        f"{SPEC_PATH}:{line - 1}:5: error spec/missing-key missing required key 'type' in props/0\n"
        "  hint: add 'type:' (TypeScript type as shown in the docs)",
        f"{SPEC_PATH}:{line}:5: error spec/unknown-key unknown key 'tpye' in props/0\n  hint: did you mean 'type'?",
    ]


def test_misspelt_top_level_key_and_rule_key():
    text = replace_once(spec_text(), "\naria_notes:\n", "\naria_note:\n")
    text = replace_once(text, "      when: pressed\n", "      wehn: pressed\n")
    got = diagnostics(text)
    assert got == [
        f"{SPEC_PATH}:{line_of(text, 'wehn: pressed')}:7: error spec/unknown-key unknown key 'wehn' in "
        "attributes/trigger/data-pressed\n  hint: did you mean 'when'?",
        f"{SPEC_PATH}:{line_of(text, 'aria_note:')}:1: error spec/unknown-key unknown key 'aria_note' in the top level"
        "\n  hint: did you mean 'aria_notes'?",
    ]


def test_an_artefact_skinwright_does_not_ship_is_refused_with_a_hint():
    """artefacts names only what the build writes: a Vue component list or a composable is refused, and the
    hint says that frameworks use the custom element."""
    text = replace_once(spec_text(), "  custom_element: xh-tool-call\n",
                        "  custom_element: xh-tool-call\n  vue_components: [XhToolCallRoot]\n  composable: useToolCall\n")
    hint = ("  hint: skinwright ships a custom element per component (Vue and React bind it as it is), its machine and "
            "its skin: list custom_element, machine or skin, or delete the key")
    assert diagnostics(text) == [
        f"{SPEC_PATH}:{line_of(text, 'vue_components:')}:3: error spec/unknown-key unknown key 'vue_components' in "
        f"artefacts\n{hint}",
        f"{SPEC_PATH}:{line_of(text, 'composable:')}:3: error spec/unknown-key unknown key 'composable' in "
        f"artefacts\n{hint}",
    ]
    assert diagnostics(replace_once(spec_text(), "  machine: toolCallMachine\n", "  machnie: toolCallMachine\n"))[0] \
        .endswith("hint: did you mean 'machine'?")  # a near miss still gets its guess


def test_wrong_type_is_reported_at_the_value():
    text = replace_once(spec_text(), "  - part: root\n    required: true\n", "  - part: root\n    required: yes\n")
    line = line_of(text, "required: yes")
    assert diagnostics(text) == [
        f"{SPEC_PATH}:{line}:15: error spec/wrong-type anatomy/0/required must be a boolean, not the string 'yes'\n"
        "  hint: write true or false"]


def test_value_expression_with_two_keys_or_a_typo():
    text = replace_once(spec_text(), "      value: {prop: size}\n      description:\n        en: The size prop.\n",
                        "      value: {porp: size}\n      description:\n        en: The size prop.\n")
    line = line_of(text, "{porp: size}")
    assert diagnostics(text) == [
        f"{SPEC_PATH}:{line}:15: error spec/unknown-key unknown key 'porp' in attributes/root/data-size/value"
        "\n  hint: did you mean 'prop'?"]


def test_several_errors_are_collected():
    text = replace_once(spec_text(), "status: alpha\n", "status: alhpa\n")
    text = replace_once(text, "    element: span\n    description:\n      en: The tool name;",
                        "    element: spam\n    description:\n      en: The tool name;")
    got = diagnostics(text)
    assert [g.split(" error ")[1].split(" ")[0] for g in got] == ["spec/invalid-value", "spec/invalid-value"]
    assert "hint: did you mean 'alpha'?" in got[0] and "hint: did you mean 'span'?" in got[1]


# --- cross-checks -----------------------------------------------------------------

def test_attribute_on_unknown_part():
    text = replace_once(spec_text(), "  trigger:\n    type:\n", "  trigerr:\n    type:\n")
    line = line_of(text, "  trigerr:")
    got = diagnostics(text)
    assert f"{SPEC_PATH}:{line}:3: error spec/unknown-part unknown part 'trigerr'\n  hint: did you mean 'trigger'?" in got


def test_phase_tone_must_be_a_tone():
    text = replace_once(spec_text(), "    tone: danger\n", "    tone: dagner\n")
    line = line_of(text, "tone: dagner")
    assert diagnostics(text) == [
        f"{SPEC_PATH}:{line}:11: error spec/unknown-tone unknown tone 'dagner'\n  hint: did you mean 'danger'?"]


def test_transition_to_unknown_state():
    text = replace_once(spec_text(), "            target: held.expanded\n        PRESS.START:\n",
                        "            target: held.expandd\n        PRESS.START:\n")
    line = line_of(text, "target: held.expandd")
    assert diagnostics(text) == [
        f"{SPEC_PATH}:{line}:21: error spec/unknown-state unknown state 'held.expandd'\n"
        "  hint: did you mean 'held.expanded'?"]


def test_slot_without_the_component_prefix():
    text = replace_once(spec_text(), "  --xh-tool-call-radius:", "  --xh-toolcall-radius:")
    line = line_of(text, "--xh-toolcall-radius:")
    assert diagnostics(text) == [
        f"{SPEC_PATH}:{line}:3: error spec/slot-prefix slot '--xh-toolcall-radius' does not start with "
        "'--xh-tool-call-'\n  hint: public slots of tool-call are named --xh-tool-call-*; private helpers use --xh-_*"]


def test_unknown_references_in_rules_and_machine():
    text = replace_once(spec_text(), "      value: {id: content}\n", "      value: {id: contnet}\n")
    text = replace_once(text, "      when: errored\n      condition: {en: \"when errored\"", "      when: erored\n      condition: {en: \"when errored\"")
    text = replace_once(text, "            actions: [{emit: open-change, payload: {open: true, source: user}}]\n",
                        "            actions: [{emit: open-change, payload: {open: true, source: usr}}]\n")
    codes = [(d.split(" error ")[1].split(" ")[0], d.split("\n")[-1]) for d in diagnostics(text)]
    assert codes == [
        ("spec/unknown-part", "  hint: did you mean 'content'?"),
        ("spec/unknown-flag", "  hint: did you mean 'errored'?"),
        ("spec/invalid-value", "  hint: did you mean 'user'?"),
    ]


def test_guard_names_and_events_are_checked():
    text = spec_text().replace("guard: canPress\n", "guard: canPres\n", 1)
    text = replace_once(text, "    - prop: phase\n      when: {phase: settled}\n      event: PHASE.SETTLE\n",
                        "    - prop: phase\n      when: {phase: settled}\n      event: PHASE.SETTEL\n")
    got = diagnostics(text)
    assert any("spec/unknown-guard unknown guard 'canPres'\n  hint: did you mean 'canPress'?" in g for g in got)
    assert any("spec/unknown-event unknown event 'PHASE.SETTEL'\n  hint: did you mean 'PHASE.SETTLE'?" in g for g in got)


def test_badly_formed_key_is_reported_at_the_key():
    text = replace_once(spec_text(), "  --xh-tool-call-radius:", "  --XH-radius:")
    line = line_of(text, "--XH-radius:")
    assert diagnostics(text) == [
        f"{SPEC_PATH}:{line}:3: error spec/invalid-key '--XH-radius' is not a valid key in slots: "
        "a slot is a custom property such as --xh-tool-call-bg, or its last words (bg for "
        "--<prefix>-<component>-bg)\n"
        "  hint: rename it, for example to '--xh-radius'"]


def test_json_spec_files_get_positions_too():
    from skinwright.source import load_document
    from skinwright.components.spec import load_spec

    doc = load_document("styles/x/spec.json", '{\n  "name": "x",\n  "titel": "X"\n}\n')
    with pytest.raises(SkinwrightError) as info:
        load_spec(doc)
    got = [d.format() for d in info.value.diagnostics]
    assert "styles/x/spec.json:3:3: error spec/unknown-key unknown key 'titel' in the top level\n" \
           "  hint: did you mean 'title'?" in got
