"""The entry points: outputs, determinism, compiler switch."""

from __future__ import annotations

import gzip

from skinwright.namespace import Namespace
from skinwright.skins import build_family, build_skin, layer_statement

from conftest import ROOT


def test_layer_order():
    assert Namespace().layer_order == ("xihan.components", "xihan.motion", "xihan.overrides")
    assert layer_statement() == "@layer xihan.components, xihan.motion, xihan.overrides;"
    assert layer_statement(Namespace("acme", "acme")) == "@layer acme.components, acme.motion, acme.overrides;"


def test_the_shipped_skins_follow_the_configured_names(spec, names):
    """The skins write $prefix and $namespace, so another project's names reach every name they write."""
    import re

    acme = Namespace("acme", "acme-ds")
    family = build_family(ROOT / "styles/family", names, namespace=acme)
    css = build_skin(ROOT / "styles/tool-call", spec, names, family_dir=ROOT / "styles/family", family_css=family,
                     root=ROOT, namespace=acme).css
    assert "@layer acme-ds.components, acme-ds.motion, acme-ds.overrides;" in css
    assert '@import url("family/motion.css") layer(acme-ds.motion);' in css
    assert "@keyframes acme-tool-call-enter" in css and "--acme-_dir:" in css and "var(--acme-tool-call-bg," in css
    assert "@keyframes acme-disclosure-expand" in family["family/motion.css"]
    # What stays xh: the token names (they come from this project's token set) and the
    # action-profile attributes the shipped specs name.
    left = set(re.findall(r"[\w-]*\bxh\b[\w-]*|xihan[\w.-]*", css + family["family/motion.css"]))
    assert {n for n in left if not n.startswith(("--xh-", "data-xh-action")) or n.startswith(("--xh-_", "--xh-tool-call"))} \
        == set()


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


def test_every_data_attribute_the_docs_script_reads_is_renamed_with_the_prefix():
    """The page script is localized as a whole (``data-xh-x`` → ``data-acme-x``); the generated parts only
    rename the chrome's own attributes, so each one the script reads must be in that list."""
    import re

    from skinwright.namespace import CHROME_ATTRIBUTES, Namespace

    script = (ROOT / "generator/skinwright/docs/assets/skinwright-docs.js").read_text(encoding="utf-8")
    read = set(re.findall(r"data-xh-([a-z]+(?:-[a-z]+)*)", script))
    assert read and read <= set(CHROME_ATTRIBUTES), sorted(read - set(CHROME_ATTRIBUTES))
    names = Namespace("acme")
    assert names.chrome('<p data-xh-example-code="a" data-xh-frameworks>') == '<p data-acme-example-code="a" data-acme-frameworks>'
