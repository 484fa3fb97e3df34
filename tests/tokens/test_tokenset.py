"""The repository's own token set: loads clean, names the skin needs, contrast, and the mode cascade."""

from __future__ import annotations

import csv
import itertools
from pathlib import Path

import pytest

from skinwright.project import Reader, load_tokens
from skinwright.config import load_config
from skinwright.diagnostics import Report
from skinwright.tokens.colour import contrast, tint
from skinwright.tokens.emit_css import tokens_css

from .cascade import mismatches

ROOT = Path(__file__).resolve().parents[2]
CSS_VARIABLES = ROOT / "tests" / "skins" / "fixtures" / "css-variables.tsv"
# WCAG 2.2 SC 1.4.3 (text), 1.4.11 (non-text)
NEED = {"text": 4.5, "large-text": 3.0, "non-text": 3.0}


@pytest.fixture(scope="module")
def project():
    config = load_config(ROOT)
    report = Report()
    ts = load_tokens(config, Reader(config.root), report)
    return config, ts, report


def test_loads_without_any_diagnostic(project):
    _, ts, report = project
    for combo in ts.combinations():
        ts.resolve(combo)
    assert [d.format() for d in report.items] == []
    assert set(ts.modifiers) == {"theme", "contrast", "density"}
    assert ts.modifiers["theme"] == ("light", "dark")


def test_every_default_source_of_the_tool_call_skin_exists(project):
    _, ts, _ = project
    names = set(ts.names.values())
    wanted = set()
    with CSS_VARIABLES.open() as fh:
        for row in csv.DictReader(fh, delimiter="\t"):
            wanted |= {s for s in row["default_sources"].split() if s.startswith("--xh-") and not s.startswith("--xh-_")}
    assert wanted and wanted <= names, sorted(wanted - names)


def test_semantic_colours_change_with_the_theme(project):
    _, ts, _ = project
    light, dark = ts.resolve({"theme": "light"}), ts.resolve({"theme": "dark"})
    for tid in ("bg.canvas", "bg.surface", "bg.subtle", "fg.default", "fg.muted", "fg.accent"):
        assert light.values[tid] != dark.values[tid], tid
    assert ts.resolve({"density": "compact"}).values["control.py"] != light.values["control.py"]


def test_declared_pairs_meet_wcag_aa_in_every_colour_context(project):
    _, ts, _ = project
    checked = 0
    failures = []
    for theme, level in itertools.product(ts.modifiers["theme"], ts.modifiers["contrast"]):
        res = ts.resolve({"theme": theme, "contrast": level})
        for tid, tok in ts.tokens.items():
            spec = (tok.extensions or {}).get("org.skinwright.contrast")
            if not spec:
                continue
            for bg in spec["against"]:
                fg_value, bg_value = res.values[tid], res.values[bg]
                ratios = [contrast(fg_value, bg_value)]
                if spec.get("tint"):
                    ratios.append(contrast(fg_value, tint(fg_value, bg_value, spec["tint"])))
                for ratio in ratios:
                    checked += 1
                    if ratio < NEED[spec.get("use", "text")]:
                        failures.append(f"{tid} on {bg} in {theme}/{level}: {ratio:.2f}")
    assert checked > 100
    assert failures == []


def test_more_contrast_reaches_aaa_for_body_text(project):
    _, ts, _ = project
    for theme in ts.modifiers["theme"]:
        res = ts.resolve({"theme": theme, "contrast": "more"})
        for fg in ("fg.default", "fg.muted"):
            assert contrast(res.values[fg], res.values["bg.surface"]) >= 7, (theme, fg)


def test_every_context_combination_cascades_to_the_resolvers_value(project):
    config, ts, _ = project
    css = tokens_css(ts, config.context_css)
    assert mismatches(ts, css) == []


def test_released_contexts_are_resolved_again_to_the_same_values():
    """A build without a docs site drops the mode contexts' resolutions once its outputs are written; asking again
    resolves them anew, to the same values and the same tokens.css."""
    from dataclasses import replace

    from skinwright.build import build

    config = replace(load_config(ROOT), docs_dir=None, baseline=None)
    result = build(config)
    assert result.ok
    ts = result.token_set
    assert list(ts._resolutions.values()) == [ts.default]  # only the default's is kept
    fresh = load_tokens(config, Reader(config.root), Report())
    for combo in ts.combinations():
        assert ts.resolve(combo).values == fresh.resolve(combo).values, combo
    assert tokens_css(ts, config.context_css, source=config.rel(config.tokens)) == result.files["dist/css/tokens.css"]
