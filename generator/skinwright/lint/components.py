"""Loading component specs and skins for lint (the same stages as the build)."""

from __future__ import annotations

from ..config import Config
from ..diagnostics import Report
from .context import LintContext


def load_components(config: Config, reader, ctx: LintContext, report: Report) -> None:
    """Fill ``ctx.components`` and ``ctx.skin_refs``; collect every diagnostic in ``report``.

    Component specs and skins are wired in once their stages exist; with no
    ``styles/`` folder there is nothing to do.
    """
    return None
