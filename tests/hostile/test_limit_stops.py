"""A limit that stops reading is reported once, where it is passed, and nothing after it judges unread input.

A project of six token files and a dark context (read last): the ``tokens``
limit or the ``total-size`` limit is passed in the second file. Build and lint
report that once, and lint's checks over the whole project (unused tokens,
modes every context defines, orphan files) wait, with a note that says so:
the dark file was never read, so every colour would otherwise look missing
from dark mode.
"""

from __future__ import annotations

from skinwright.build import build
from skinwright.config import load_config
from skinwright.lint import lint

RESOLVER = """name: t
version: "2025.10"
sets:
  base:
    sources: [{$ref: part0.yaml}, {$ref: part1.yaml}, {$ref: part2.yaml}, {$ref: part3.yaml}, {$ref: part4.yaml}]
modifiers:
  theme:
    contexts:
      light: []
      dark: [{$ref: dark.yaml}]
    default: light
resolutionOrder: [{$ref: "#/sets/base"}, {$ref: "#/modifiers/theme"}]
"""
COLORS = """color:
  $type: color
  red: {$value: {colorSpace: srgb, components: [1, 0, 0]}}
  fg: {$value: "{color.red}"}
"""


def project(tmp_path, limits: str = "", part2: str | None = None) -> None:
    """part0: two colours (``color.fg`` aliases ``color.red``) and 58 numbers; part1–part4: 60 numbers each, one a
    line (``t<k>`` on line k + 2); dark.yaml gives ``color.fg`` its dark value."""
    (tmp_path / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "t.resolver.yaml"\n'
                                             f"\n[tool.skinwright.limits]\n{limits}\n")
    (tmp_path / "t.resolver.yaml").write_text(RESOLVER)
    numbers = lambda i, n: f"g{i}:\n" + "".join(f"  t{k}: {{$type: number, $value: {k}}}\n" for k in range(n))
    (tmp_path / "part0.yaml").write_text(COLORS + numbers(0, 58))
    for i in range(1, 5):
        (tmp_path / f"part{i}.yaml").write_text(numbers(i, 60))
    if part2 is not None:
        (tmp_path / "part2.yaml").write_text(part2)
    (tmp_path / "dark.yaml").write_text("color:\n  fg: {$value: {colorSpace: srgb, components: [1, 1, 1]}}\n")


def codes(diagnostics, severity: str | None = None) -> list[tuple[str, str]]:
    return [(d.code, str(d.position)) for d in diagnostics if severity is None or d.severity == severity]


def test_everything_read_the_whole_project_rules_run(tmp_path):
    project(tmp_path)
    result = lint(load_config(tmp_path))
    assert result.errors == 0
    found = {code for code, _ in codes(result.diagnostics)}
    assert "core/unused-token" in found and "core/required-modes" not in found  # dark.yaml defines color.fg
    assert "lint/partial-input" not in found


def test_the_tokens_limit_is_reported_once_and_nothing_judges_the_unread_files(tmp_path):
    project(tmp_path, "tokens = 100")
    where = "part1.yaml:42:3"  # token 101: part0 holds 60, so part1's 41st (t40, on line 42)
    message = "the project has more than 100 tokens (this is token 101); no more sources are read"
    built = build(load_config(tmp_path))
    assert codes(built.diagnostics, "error") == [("core/too-many-tokens", where)]
    assert [d.message for d in built.diagnostics if d.severity == "error"] == [message]
    linted = lint(load_config(tmp_path))
    assert codes(linted.diagnostics) == [("core/too-many-tokens", where), ("lint/partial-input", where)]
    note = linted.diagnostics[1]
    assert note.severity == "info" and note.message == (
        "not every source was read (reading stopped at the tokens limit): a11y/min-contrast, core/required-modes, "
        "core/unused-token, core/orphan-file and the components wait until it is")


def test_the_total_size_limit_stops_reading_at_the_file_that_passes_it(tmp_path):
    project(tmp_path)
    sizes = {p.name: p.stat().st_size for p in tmp_path.glob("*.yaml")}
    read = sizes["t.resolver.yaml"] + sizes["part0.yaml"] + sizes["part1.yaml"]
    project(tmp_path, f"total-size = {read}")  # exactly the resolver and two files
    for result in (build(load_config(tmp_path)), lint(load_config(tmp_path))):
        errors = [d for d in result.diagnostics if d.severity == "error"]
        assert codes(errors) == [("core/file-too-large", "part2.yaml:1:1")]
        assert errors[0].message == (f"the sources read so far total {read + sizes['part2.yaml']:,} bytes with this "
                                     f"file (4 files); the total-size limit is {read:,}; no more sources are read")
    assert {code for code, _ in codes(result.diagnostics)} == {"core/file-too-large", "lint/partial-input"}


def test_a_source_that_does_not_load_holds_back_the_whole_project_rules_too(tmp_path):
    project(tmp_path, part2="g2:\n  t0: {$type: number, $value: 0\n")  # a flow mapping left open
    result = lint(load_config(tmp_path))
    found = codes(result.diagnostics)
    assert [code for code, _ in found if code != "lint/partial-input"] == ["core/yaml-syntax"]
    assert not any(code == "core/unused-token" for code, _ in found)  # every g0…g4 token would be "unused"
    note = next(d for d in result.diagnostics if d.code == "lint/partial-input")
    assert note.message == ("not every source was read (part2.yaml did not load): a11y/min-contrast, "
                            "core/required-modes, core/unused-token and the skins wait until it is")


def test_while_a_token_source_does_not_load_the_skins_wait(tmp_path):
    import shutil
    from pathlib import Path

    shutil.copytree(Path(__file__).parents[1] / "lint/cases/_base/card", tmp_path, dirs_exist_ok=True)
    (tmp_path / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "t.resolver.yaml"\n')
    (tmp_path / "t.resolver.yaml").write_text('name: t\nversion: "2025.10"\nsets:\n  base:\n    sources: '
                                              "[{$ref: tokens.yaml}, {$ref: more.yaml}]\n"
                                              'resolutionOrder: [{$ref: "#/sets/base"}]\n')
    tokens = (tmp_path / "tokens.yaml").read_text()
    (tmp_path / "tokens.yaml").write_text(tokens.split("fg:")[0])
    (tmp_path / "more.yaml").write_text("fg:\n  $type: color\n  default: {$value: {colorSpace: srgb, components: [0, "
                                        "0, 0]}\n")  # the flow mapping is not closed
    found = codes(lint(load_config(tmp_path)).diagnostics)
    # the skin's token("fg.default") names a token of more.yaml: not "unknown" while that file does not load
    assert [code for code, _ in found] == ["core/yaml-syntax", "lint/partial-input"]
    (tmp_path / "more.yaml").write_text("fg:\n  $type: color\n  default: {$value: {colorSpace: srgb, components: [0, "
                                        "0, 0]}}\n")
    assert codes(lint(load_config(tmp_path)).diagnostics, "error") == []


def test_the_rule_pages_say_which_rules_wait():
    from skinwright.docs.lint_pages import rule_body
    from skinwright.lint.registry import registry

    rules = registry()
    waiting = sorted(rid for rid, rule in rules.items() if rule.whole_input)
    assert waiting == ["a11y/min-contrast", "core/required-modes", "core/unused-token"]
    sentence = ("This rule judges the whole project together: while a source does not load, or once a limit has "
                "stopped reading, it waits (a `lint/partial-input` note says so) rather than report what it was "
                "never shown.")
    assert all(sentence in rule_body(rules[rid]) for rid in waiting)
    assert sentence not in rule_body(rules["core/descriptions"])
    assert any("暂不运行" in line for line in rule_body(rules["core/unused-token"], "zh"))
