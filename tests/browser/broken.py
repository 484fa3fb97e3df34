"""Deliberately broken skins and markup, made from the real ones by one edit each.

Each fixture edits the project's own ``styles/tool-call/skin.scss`` (or the
rendered markup) with a regular expression and compiles the result with the
same ``build_skin`` the build uses. An edit that no longer matches fails the
test that uses it, so a fixture cannot silently stop planting its fault when
the skin changes.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Callable

from skinwright.skins.build import build_skin


def edit(text: str, pattern: str, replacement: str, *, count: int = 1, flags: int = re.S) -> str:
    """``text`` with ``pattern`` replaced exactly ``count`` times; AssertionError otherwise."""
    new, n = re.subn(pattern, replacement, text, flags=flags)
    assert n == count, f"broken fixture: {pattern!r} matched {n} times, want {count}"
    return new


def broken_skin_css(config, result, spec, work: Path, change: Callable[[str], str]):
    """Compile ``change(skin.scss)`` beside a copy of the family folder; returns the SkinBuild.

    The static skin checks still run (their findings are in ``.diagnostics``), so a test
    can show the browser check and the static check agree.
    """
    styles = Path(config.styles)
    if work.exists():
        shutil.rmtree(work)
    shutil.copytree(styles / "family", work / "family")
    (work / "tool-call").mkdir(parents=True)
    text = (styles / "tool-call" / "skin.scss").read_text(encoding="utf-8")
    (work / "tool-call" / "skin.scss").write_text(change(text), encoding="utf-8")
    family_css = {rel[len(config.rel(config.out_dir)) + len("/css/"):]: text
                  for rel, text in result.files.items() if "/css/family/" in rel}
    return build_skin(work / "tool-call", spec, result.token_set.names, family_dir=work / "family",
                      family_css=family_css, root=work, namespace=config.names)


def write_css(out: Path, name: str, css: str) -> str:
    """Write a stylesheet beside tool-call.css (so its ``@import`` of family/motion.css resolves)."""
    (out / "css" / name).write_text(css, encoding="utf-8")
    return f"css/{name}"
