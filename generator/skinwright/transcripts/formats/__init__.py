"""The registry of transcript formats: one module per format, listed here.

Each module defines ``FORMAT`` (a :class:`~skinwright.transcripts.format.Format`).
The order is the tie-break of detection: when two formats read as many tool
records of a file, the earlier one wins. A new format is a module here plus
its line below, with its summary in each language of the docs site
(``summaries``; one missing is a ``docs/missing-translation`` warning).
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


def formats_reference(locale: str = "en") -> str:
    """The formats as a Markdown part for the docs' render page in ``locale``: each one's name, what it is,
    the documentation it follows and its sample, in registry order.

    A format without its summary in ``locale`` shows the English one (see :func:`missing_summaries`, the
    build's warning about it).
    """
    from ...docs.words import word

    out = []
    for f in FORMATS:
        lang = "json" if f.sample.lstrip().startswith(("[", "{")) and "\n{" not in f.sample else "text"
        links = " · ".join(f"<{url}>" for url in f.docs)
        summary = f.summary if locale == "en" else f.summaries.get(locale, f.summaries.get(locale.split("-")[0], f.summary))
        out += [f"### {f.title} (`{f.name}`)", "", summary, "", f"{word(locale, 'formats.follows')} {links}", "",
                f"```{lang}", f.sample.rstrip("\n"), "```", ""]
    return "\n".join(out)


def missing_summaries(languages) -> list:
    """A ``docs/missing-translation`` warning for each format whose summary a site language lacks."""
    from ...diagnostics import Diagnostic
    from ...docs.translations import CODE, language_name

    out = []
    for lang in languages:
        for f in FORMATS:
            if lang not in f.summaries and lang.split("-")[0] not in f.summaries:
                out.append(Diagnostic(
                    CODE, f"the transcript format {f.name} has no {language_name(lang)} summary: the "
                    f"{language_name(lang)} render page describes it in English", None, severity="warning",
                    hint=f"add summaries={{\"{lang}\": …}} to FORMAT in skinwright/transcripts/formats/"
                    f"{f.name.replace('-', '_')}.py"))
    return out
