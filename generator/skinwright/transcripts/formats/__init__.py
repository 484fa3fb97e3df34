"""The registry of transcript formats: one module per format, listed here.

Each module defines ``FORMAT`` (a :class:`~skinwright.transcripts.format.Format`).
The order is the tie-break of detection: when two formats read as many tool
records of a file, the earlier one wins. A new format is a module here plus
its line below.
"""

from __future__ import annotations

from ..format import Format
from . import ai_sdk_model, ai_sdk_ui, anthropic, gemini, langchain, lobehub, mcp, openai_chat, openai_responses

FORMATS: tuple[Format, ...] = tuple(m.FORMAT for m in (
    openai_chat,
    openai_responses,
    anthropic,
    ai_sdk_ui,
    ai_sdk_model,
    gemini,
    langchain,
    mcp,
    lobehub,
))
NAMES: tuple[str, ...] = tuple(f.name for f in FORMATS)


def by_name(name: str) -> Format:
    """The format called ``name``.

    Raises:
        KeyError: when there is none (the CLI offers the names as choices).
    """
    for f in FORMATS:
        if f.name == name:
            return f
    raise KeyError(name)


def containers() -> tuple[tuple[str, ...], ...]:
    """Every key path under which some format keeps its records, in registry order, once each."""
    seen: dict[tuple[str, ...], None] = {}
    for f in FORMATS:
        seen.update(dict.fromkeys(f.containers))
    return tuple(seen)


def formats_reference() -> str:
    """The formats as a Markdown part for the docs' render page: each one's name, what it is,
    the documentation it follows and its sample, in registry order."""
    out = []
    for f in FORMATS:
        lang = "json" if f.sample.lstrip().startswith(("[", "{")) and "\n{" not in f.sample else "text"
        links = " · ".join(f"<{url}>" for url in f.docs)
        out += [f"### {f.title} (`{f.name}`)", "", f.summary, "", f"Follows: {links}", "",
                f"```{lang}", f.sample.rstrip("\n"), "```", ""]
    return "\n".join(out)
