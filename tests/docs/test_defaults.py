"""Each CSS variable's default on the component pages: linked to its token's row, resolved in every mode.

The Default cells of the built site's CSS variables tables (English and
Chinese) are parsed back and compared with two independent things: the
resolved token set (every context of every modifier, as the resolver defines
them) and the tokens page's own row for the token (its anchor, and the value
it lists per context).
"""

from __future__ import annotations

import posixpath
import re

import pytest
import yaml

from skinwright.config import load_config
from skinwright.diagnostics import Report
from skinwright.project import Reader, load_tokens
from skinwright.tokens.types import registry

from .conftest import ROOT
from .test_site import COMPONENTS, parse, text

pytestmark = pytest.mark.site

LANGS = {"en": "", "zh": "zh/"}
RESOLVER = yaml.safe_load((ROOT / "tokens/xh.resolver.yaml").read_text(encoding="utf-8"))
LABELS = {"en": {}, "zh": RESOLVER["$extensions"]["org.skinwright.labels"]["zh"]}


@pytest.fixture(scope="module")
def ts():
    config = load_config(ROOT)
    return load_tokens(config, Reader(config.root), Report())


def css_of(res, tid: str) -> str:
    return registry()[res.types[tid]].css(res.values[tid])


def default_cells(page) -> dict[str, object]:
    """Slot name → its Default, from the CSS variables table: the block headed Default / 默认值 under the name."""
    for table in page.iter("table"):
        head = [text(th).strip() for th in table.iter("th")]
        if head[:1] in (["Variable"], ["变量"]):
            label = "Default" if head[0] == "Variable" else "默认值"
            out = {}
            for tr in table.iter("tr"):
                tds = tr.findall("td")
                if tds:
                    folds = {(fold.text or "").strip(): fold for fold in tds[0].iter("span")
                             if "xh-doc-fold" in (fold.get("class") or "").split()}
                    out[text(tds[0].find("h4")).strip()] = folds[label + (":" if label == "Default" else "：")]
            return out
    raise AssertionError("no CSS variables table")


def token_values(cell) -> list[tuple[str, list[tuple[str, str, str | None]]]]:
    """``[(href, [(css, label, swatch colour)])]`` for each linked token in a Default cell, in order (the swatch
    is painted from the line's ``--xh-doc-c``)."""
    out = []
    for child in cell:
        if child.tag == "a":
            out.append((child.get("href"), []))
        elif child.tag == "span" and "xh-doc-dv" in (child.get("class") or "").split():
            style = child.get("style")
            colour = re.fullmatch(r"--xh-doc-c:(.*)", style).group(1) if style is not None else None
            code = text(child.find("code"))
            out[-1][1].append((code, text(child)[len(code):].strip(), colour))
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("component", COMPONENTS)
def test_each_token_default_is_resolved_in_every_mode_and_linked_to_its_row(component, lang, site, ts):
    page = parse(site / f"{LANGS[lang]}components/{component}/index.html")
    tokens_page = parse(site / f"{LANGS[lang]}tokens/index.html")
    rows = {td.get("id") for td in tokens_page.iter("td") if (td.get("id") or "").startswith("token-")}
    by_name = {name: tid for tid, name in ts.names.items()}
    checked = 0
    for slot, cell in default_cells(page).items():
        for href, values in token_values(cell):
            url, _, anchor = href.partition("#")
            # ../../tokens/ from components/<name>/: the tokens page of the same language.
            assert posixpath.normpath(posixpath.join(f"{LANGS[lang]}components/{component}/", url)) == \
                f"{LANGS[lang]}tokens", href
            assert anchor in rows, f"{slot}: {href} has no row on the tokens page"
            name = "--" + anchor.removeprefix("token-")
            tid = by_name[name]
            want = [(None, css_of(ts.default, tid))]
            for modifier, contexts in ts.modifiers.items():
                for context in contexts[1:]:
                    value = css_of(ts.resolve({modifier: context}), tid)
                    if value != want[0][1]:
                        want.append((context, value))
            assert [css for css, _label, _colour in values] == [css for _ctx, css in want], slot
            labels = [label for _css, label, _colour in values]
            # Each context by its label in the page's language (the resolver's org.skinwright.labels).
            named = LABELS[lang]
            assert labels[1:] == [named.get(ctx, ctx) for ctx, _css in want[1:]], slot
            if len(want) > 1:  # the default's label names the default context of each modifier that changes it
                changed = {m for m, cs in ts.modifiers.items() for c in cs[1:] if named.get(c, c) in labels[1:]}
                assert labels[0] == " · ".join(named.get(ts.modifiers[m][0], ts.modifiers[m][0])
                                               for m in ts.modifiers if m in changed), slot
            else:
                assert labels == [""], slot
            colour = ts.default.types[tid] == "color"
            assert [c for _css, _l, c in values] == [css if colour else None for _ctx, css in want], slot
            checked += 1
    assert checked >= 5


def test_the_tool_call_bg_default_as_written(site, ts):
    """One row spelt out: --xh-tool-call-bg falls back to bg.surface (the root rule, the default state), then to
    bg.subtle (variant=subtle), light and dark each: the order of its States."""
    cell = default_cells(parse(site / "components/tool-call/index.html"))["--xh-tool-call-bg"]
    light, dark = ts.default, ts.resolve({"theme": "dark"})
    assert token_values(cell) == [
        ("../../tokens/#token-xh-bg-surface", [(css_of(light, "bg.surface"), "light", css_of(light, "bg.surface")),
                                              (css_of(dark, "bg.surface"), "dark", css_of(dark, "bg.surface"))]),
        ("../../tokens/#token-xh-bg-subtle", [(css_of(light, "bg.subtle"), "light", css_of(light, "bg.subtle")),
                                             (css_of(dark, "bg.subtle"), "dark", css_of(dark, "bg.subtle"))]),
    ]


@pytest.mark.parametrize("lang", LANGS)
def test_literals_show_as_written_and_private_helpers_as_the_token_they_read(lang, site, ts):
    cells = default_cells(parse(site / f"{LANGS[lang]}components/tool-call/index.html"))
    # The default state's literal first (the root rule), then the tone rule's.
    assert [text(c) for c in cells["--xh-tool-call-shadow"].iter("code")] == ["none", "0 0 0 transparent"]
    assert cells["--xh-tool-call-shadow"].find("a") is None
    # var(--xh-_tone-soft) holds var(--xh-border-strong) in the default state (each tone mixes its own colour).
    light, dark = ts.default, ts.resolve({"theme": "dark"})
    assert token_values(cells["--xh-tool-call-tone-fg"]) == [
        ("../../tokens/#token-xh-border-strong",
         [(css_of(light, "border.strong"), {"en": "light", "zh": "浅色"}[lang], css_of(light, "border.strong")),
          (css_of(dark, "border.strong"), {"en": "dark", "zh": "深色"}[lang], css_of(dark, "border.strong"))])]
    assert cells["--xh-tool-call-tone-fg"].find("a").get("title") == {
        "en": "Through the private helper --xh-_tone-soft, which the skin sets per size, tone or state.",
        "zh": "经由私有辅助变量 --xh-_tone-soft，皮肤按尺寸、语气或状态设置它。"}[lang]
    # A helper set per size: the default size's token.
    assert token_values(cells["--xh-tool-call-font-size"])[0][0] == "../../tokens/#token-xh-text-body-size"
    # No private helper is left showing: each one here reads a token in the default state.
    assert not [slot for slot, cell in cells.items() for c in cell.iter("code") if text(c).startswith("--xh-_")]
    # The same token reached twice (directly and through a helper) shows once.
    assert [href for href, _ in token_values(cells["--xh-tool-call-icon-size"])] == \
        ["../../tokens/#token-xh-glyph-size-md"]
