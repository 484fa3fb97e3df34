"""Mode blocks: exactly the changed tokens plus their dependents; every context combination cascades right."""

from __future__ import annotations

from pathlib import Path

import pytest

from skinwright.project import Reader
from skinwright.config import load_config
from skinwright.diagnostics import Report
from skinwright.project import load_tokens
from skinwright.tokens.emit_css import tokens_css

from .cascade import mismatches, parse_rules

FIXTURE = Path(__file__).parent / "fixtures" / "modes"


@pytest.fixture(scope="module")
def built():
    config = load_config(FIXTURE)
    report = Report()
    ts = load_tokens(config, Reader(config.root), report)
    assert [d.format() for d in report.items] == []
    return ts, tokens_css(ts, config.context_css)


def block(css: str, selector: str, media: str | None = None) -> dict[str, str]:
    return next(d for m, s, d in parse_rules(css) if s == selector and m == media)


def test_dark_block_has_the_changed_tokens_and_their_dependents(built):
    _, css = built
    dark = block(css, '[data-theme="dark"]')
    # changed by the context: fg.default, bg.surface, and the palette steps it adds;
    # dependents that reach them through var(): fg.muted, gradient.sheen.
    assert dark == {
        "--xh-fg-default": "var(--xh-color-gray-100)",
        "--xh-fg-muted": "var(--xh-fg-default)",
        "--xh-bg-surface": "var(--xh-color-gray-950)",
        "--xh-gradient-sheen": "linear-gradient(var(--xh-fg-default) 0%, var(--xh-bg-surface) 100%)",
        "--xh-color-gray-100": "#ececf1",
        "--xh-color-gray-950": "#0b0b0f",
        # fg.accent follows fg.default only under more contrast, but must follow it here too
        "--xh-fg-accent": "var(--xh-_not-contrast-base, var(--xh-color-blue-500)) "
                          "var(--xh-_not-contrast-more, var(--xh-fg-default))",
        "--xh-border-focus": "2px solid var(--xh-fg-accent)",
        "--xh-legacy-old-accent": "var(--xh-fg-accent)",
    }
    assert block(css, ':root:where(:not([data-theme="light"]))', "(prefers-color-scheme: dark)") == dark
    light = block(css, '[data-theme="light"]')
    assert light == {
        "--xh-fg-default": "var(--xh-color-gray-900)",
        "--xh-fg-muted": "var(--xh-fg-default)",
        "--xh-bg-surface": "var(--xh-color-gray-50)",
        "--xh-gradient-sheen": "linear-gradient(var(--xh-fg-default) 0%, var(--xh-bg-surface) 100%)",
        "--xh-fg-accent": dark["--xh-fg-accent"],
        "--xh-border-focus": "2px solid var(--xh-fg-accent)",
        "--xh-legacy-old-accent": "var(--xh-fg-accent)",
    }


def test_unchanged_override_is_not_emitted(built):
    _, css = built
    more = block(css, '[data-contrast="more"]')
    assert "--xh-fg-muted" not in more  # more.yaml sets fg.muted to the value it already has
    assert block(css, '[data-density="compact"]') == {"--xh-control-py": "var(--xh-space-0_5)"}


def test_a_token_two_modifiers_change_is_a_space_toggle_expression(built):
    _, css = built
    root = block(css, ":root")
    # fg.accent changes with contrast only, but under "more" it follows fg.default, which
    # changes with the theme: the dark block must re-declare it, with the expression.
    expr = ("var(--xh-_not-contrast-base, var(--xh-color-blue-500)) "
            "var(--xh-_not-contrast-more, var(--xh-fg-default))")
    assert root["--xh-fg-accent"] == expr
    assert block(css, '[data-theme="dark"]')["--xh-fg-accent"] == expr
    assert block(css, '[data-contrast="more"]')["--xh-fg-accent"] == expr
    assert root["--xh-_not-contrast-base"] == "initial" and root["--xh-_not-contrast-more"] == ""
    more = block(css, '[data-contrast="more"]')
    assert more["--xh-_not-contrast-base"] == "" and more["--xh-_not-contrast-more"] == "initial"
    assert not [s for _, s, _ in parse_rules(css) if ":is(" in s]  # no combined selectors at all


def test_every_combination_cascades_to_the_resolvers_value(built):
    ts, css = built
    assert mismatches(ts, css) == []


def test_the_model_would_catch_a_missing_dependent(built):
    ts, css = built
    # What Style Dictionary's filtered per-theme output does: the dark block
    # without the dependent fg.muted.
    head, _, tail = css.partition('[data-theme="dark"] {\n')
    broken = head + '[data-theme="dark"] {\n' + tail.replace("  --xh-fg-muted: var(--xh-fg-default);\n", "", 1)
    problems = mismatches(ts, broken)
    assert problems and all("--xh-fg-muted" in p for p in problems)
    assert any(p.startswith("nested dark") for p in problems)


def test_output_is_deterministic(built):
    ts, css = built
    config = load_config(FIXTURE)
    ts2 = load_tokens(config, Reader(config.root), Report())
    assert tokens_css(ts2, config.context_css) == css
