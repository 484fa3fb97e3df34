"""One token's value is bounded: its size (the value-nodes limit) and the problems reported for it."""

from __future__ import annotations

import json

from skinwright.config import load_config
from skinwright.lint import lint


def project(tmp_path, tokens: dict, limits: str = "") -> None:
    (tmp_path / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "tokens.json"\n'
                                             + (f"\n[tool.skinwright.limits]\n{limits}\n" if limits else ""))
    (tmp_path / "tokens.json").write_text(json.dumps(tokens, indent=1))


def test_a_token_holding_more_values_than_value_nodes_is_left_out_before_its_value_is_read(tmp_path):
    layers = [{"color": "{c}", "offsetX": {"value": i, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"},
               "blur": {"value": 1, "unit": "px"}, "spread": {"value": 0, "unit": "px"}} for i in range(40)]
    project(tmp_path, {"c": {"$type": "color", "$value": "#000000"},
                       "big": {"$type": "shadow", "$value": layers},
                       "small": {"$type": "shadow", "$value": layers[:3]}}, "value-nodes = 200")
    found = [d for d in lint(load_config(tmp_path)).diagnostics if d.severity == "error"]
    assert [(d.code, str(d.position)) for d in found] == [("core/value-too-large", "tokens.json:6:2")]
    assert found[0].message == "token 'big' holds more than 200 values (the value-nodes limit)"
    assert "raise value-nodes in [tool.skinwright.limits]" in found[0].hint
    # the token's 2 members, 40 layers, 5 members each, 4 of them objects of 2: 2 + 40 + 40 × (5 + 8) = 562
    project(tmp_path, {"c": {"$type": "color", "$value": "#000000"},
                       "big": {"$type": "shadow", "$value": layers}}, "value-nodes = 562")
    assert not [d for d in lint(load_config(tmp_path)).diagnostics if d.severity == "error"]


def test_a_value_with_thousands_of_problems_reports_twenty_and_one_error_saying_so(tmp_path):
    project(tmp_path, {"s": {"$type": "shadow", "$value": [{"color": 5}] * 500}})
    found = [d for d in lint(load_config(tmp_path)).diagnostics if d.code == "core/valid-shadow"]
    assert len(found) == 21 and all(d.severity == "error" for d in found)
    last = [d for d in found if "more than" in d.message]
    assert [d.message for d in last] == ["the value of 's' has more than 20 problems; the others are not reported"]
    assert str(last[0].position) == "tokens.json:4:13"
