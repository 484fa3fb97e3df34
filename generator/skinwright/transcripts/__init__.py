"""Transcripts → static HTML: OpenAI, Anthropic and AI SDK conversations as tool-call cards.

``render_transcript_file`` is what ``skinwright render TRANSCRIPT -o page.html`` calls.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import PurePath

from ..diagnostics import Diagnostic
from ..views.card import CardRenderer
from ..views.common import DEFAULT_OPTIONS, ViewOptions
from .common import Transcript
from .detect import FORMATS, detect_format, read_messages, read_transcript
from .page import render_transcript_page

__all__ = ["FORMATS", "Transcript", "detect_format", "read_messages", "read_transcript", "render_transcript_file",
           "render_transcript_page"]


def render_transcript_file(path: str, text: str, *, css: Mapping[str, str], title: str | None = None,
                           options: ViewOptions = DEFAULT_OPTIONS, tool_kinds: Mapping[str, str] | None = None,
                           dir: str = "ltr", card: CardRenderer, group: CardRenderer) -> tuple[str, list[Diagnostic]]:
    """Read the transcript ``text`` (from ``path``) and return ``(page HTML, diagnostics)``.

    The diagnostics are warnings for what was skipped; the page holds the rest.
    ``title`` defaults to the file's name; ``card`` and ``group`` draw the cards and
    groups (see :func:`.page.render_transcript_page`).

    Raises:
        SkinwrightError: ``render/unreadable-transcript`` when nothing can be read.
    """
    transcript = read_transcript(path, text)
    page = render_transcript_page(transcript.turns, title=title or PurePath(path).name, css=css, options=options,
                                  tool_kinds=tool_kinds, dir=dir, card=card, group=group)
    return page, list(transcript.diagnostics)
