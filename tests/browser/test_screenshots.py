"""Screenshots of the standalone gallery per mode, saved under tests/artifacts/ (git-ignored) to be looked at.

Each must not be blank: enough distinct colours and some luminance spread.
The site's component pages get the same treatment in test_site.py.
"""

from __future__ import annotations

import base64
from pathlib import Path

import pytest

from .checks import blank_findings, open_page

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"

SHOTS = {  # name -> (gallery page, emulated media)
    "light": ("light", {}),
    "dark": ("dark", {"color_scheme": "dark"}),
    "light-more": ("light-more", {}),
    "dark-more": ("dark-more", {"color_scheme": "dark"}),
    "rtl": ("rtl", {}),
    "forced-light": ("light", {"forced_colors": "active"}),
    "forced-dark": ("dark", {"forced_colors": "active", "color_scheme": "dark"}),
}


def shoot(tab, path: Path) -> dict:
    path.parent.mkdir(parents=True, exist_ok=True)
    png = tab.screenshot(path=str(path), full_page=True)
    return tab.evaluate("(b64) => xhProbe.imageStats(b64)", base64.b64encode(png).decode())


@pytest.mark.parametrize("name", SHOTS)
def test_gallery_screenshot_is_not_blank(tab, dist_url, gallery, name):
    page, media = SHOTS[name]
    open_page(tab, dist_url + gallery[page], **media)
    stats = shoot(tab, ARTIFACTS / "gallery" / f"{name}.png")
    assert stats["height"] > 2000
    assert blank_findings(stats, name) == []


def test_a_blank_screenshot_is_caught(tab, dist_url, built):
    (built[2] / "blank.html").write_text("<!doctype html><title>blank</title><body style='background:#fff'>")
    open_page(tab, dist_url + "blank.html")
    stats = shoot(tab, ARTIFACTS / "gallery" / "blank.png")
    assert blank_findings(stats, "blank") == ["blank: looks blank (1 colours, luminance stddev 0.0)"]
