"""Loading component specs and skins for lint: the build's own stages, every problem kept."""

from __future__ import annotations

import re

from ..config import Config
from ..diagnostics import Position, Report, SkinwrightError
from .context import LintContext

_TOKEN_CALL = re.compile(r"""\btoken\(\s*["']([^"']+)["']\s*\)""")


def load_components(config: Config, reader, ctx: LintContext, report: Report) -> None:
    """Fill ``ctx.components`` and ``ctx.skin_refs``; put every diagnostic in ``report``.

    Specs and skins are loaded exactly as ``skinwright build`` does (one
    component's failure does not hide another's). ``skin_refs`` maps each
    token's custom property to the ``token("…")`` calls that read it in the
    SCSS sources, with their positions.
    """
    if ctx.tokens is None:
        return
    from ..build import build_styles

    try:
        _, components = build_styles(config, reader, ctx.tokens, report)
    except SkinwrightError as exc:
        report.extend(exc.diagnostics)
        components = []
    ctx.components = {c.spec.name: c for c in components}
    styles = config.styles
    if styles is None or not styles.is_dir():
        return
    names = ctx.tokens.names
    for path in sorted(styles.rglob("*.scss")):
        rel = config.rel(path)
        text = reader.read_bytes(path).decode("utf-8", errors="replace")
        for number, line in enumerate(text.splitlines(), 1):
            if line.lstrip().startswith("//"):
                continue
            for m in _TOKEN_CALL.finditer(line):
                name = names.get(m.group(1))
                if name is not None:
                    ctx.skin_refs.setdefault(name, []).append(Position(rel, number, m.start() + 1))
