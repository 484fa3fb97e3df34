"""The entry points: outputs, determinism, compiler switch."""

from __future__ import annotations

import gzip

from skinwright.skins import LAYER_ORDER, build_family, build_skin, layer_statement

from conftest import ROOT


def test_layer_order():
    assert LAYER_ORDER == ("xihan.components", "xihan.motion", "xihan.overrides")
    assert layer_statement() == "@layer xihan.components, xihan.motion, xihan.overrides;"


def test_outputs_and_determinism(skin, spec, names):
    again = build_skin(ROOT / "styles/tool-call", spec, names, family_dir=ROOT / "styles/family", root=ROOT)
    assert (skin.output, skin.component) == ("tool-call.css", "tool-call")
    assert again.css == skin.css
    assert again.analysis == skin.analysis
    assert build_family(ROOT / "styles/family", names) == build_family(ROOT / "styles/family", names)


def test_sizes_are_plausible(skin):
    """Not a benchmark (see benchmarks/skin.py); guards against an accidentally duplicated skin."""
    data = skin.css.encode("utf-8")
    assert 5_000 < len(data) < 60_000
    assert len(gzip.compress(data)) < len(data) / 4
