"""Transcripts → static HTML: agent conversations in any widely used format as tool-call cards.

``render_transcript_file`` is what ``skinwright render TRANSCRIPT -o page.html`` calls;
:data:`FORMATS` lists the formats it reads (one module each under :mod:`.formats`).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import PurePath

from ..diagnostics import Diagnostic
from ..cards import CardRenderer
from ..views.common import DEFAULT_OPTIONS, ViewOptions
from .detect import Transcript, detect, read_transcript
from .formats import FORMATS, NAMES
from .page import MAX_PAGE_SIZE, render_transcript_page

__all__ = ["FORMATS", "NAMES", "Transcript", "detect", "read_transcript", "render_transcript_file",
           "render_transcript_page"]


def render_transcript_file(path: str, text: str, *, css: Mapping[str, str], title: str | None = None,
                           options: ViewOptions = DEFAULT_OPTIONS, tool_kinds: Mapping[str, str] | None = None,
                           dir: str = "ltr", card: CardRenderer, group: CardRenderer, format: str | None = None,
                           live: bool = False, aliases: Mapping[str, str] | None = None,
                           max_page_size: int = MAX_PAGE_SIZE) -> tuple[str, list[Diagnostic]]:
    """Read the transcript ``text`` (from ``path``) and return ``(page HTML, diagnostics)``.

    The diagnostics are warnings for what was skipped and notes; the page holds
    the rest. ``title`` defaults to the file's name; ``card`` and ``group`` draw
    the cards and groups, ``max_page_size`` bounds the page (see
    :func:`.page.render_transcript_page`); ``format``, ``live`` and ``aliases``
    are :func:`read_transcript`'s.

    Raises:
        SkinwrightError: ``render/unreadable-transcript`` when nothing can be read.
    """
    transcript = read_transcript(path, text, format=format, live=live, aliases=aliases)
    page = render_transcript_page(transcript.turns, title=title or PurePath(path).name, css=css, options=options,
                                  tool_kinds=tool_kinds, dir=dir, card=card, group=group,
                                  max_page_size=max_page_size)
    return page, list(transcript.diagnostics)
