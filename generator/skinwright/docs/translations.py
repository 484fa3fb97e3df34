"""What a translated docs site still lacks: pages and prose without their translation.

A site has a default language, whose pages are the docs folder's Markdown,
and translations, each built by a ``mkdocs.<lang>.yml`` next to ``mkdocs.yml``
from the sub-folder of the same name (``mkdocs.zh.yml`` builds ``docs/zh/``).
Prose in spec and example YAML is written once per language as a mapping
(``description: {en: …, zh: …}``); a plain string is the default language
only. Each language has its own build, so nothing falls back silently: a page
without its translation is missing from that language's site, and prose
without it would show in the default language. Both are reported as
``docs/missing-translation`` warnings, at the page or at the YAML value.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from ..diagnostics import Diagnostic, Position

CODE = "docs/missing-translation"
LANGUAGE_CONFIG = re.compile(r"^mkdocs\.([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\.yml$")
"""A translation's build configuration: ``mkdocs.<BCP 47 language tag>.yml``."""

LANGUAGE_NAMES = {"zh": "Chinese", "zh-CN": "Chinese", "ja": "Japanese", "ko": "Korean", "de": "German",
                  "fr": "French", "es": "Spanish", "en": "English"}


def language_name(lang: str) -> str:
    """``zh`` → ``Chinese``; an unlisted tag names itself."""
    return LANGUAGE_NAMES.get(lang, lang)


def site_languages(root: Path) -> tuple[str, ...]:
    """The translations the project's docs site is built in: one per ``mkdocs.<lang>.yml`` beside ``mkdocs.yml``."""
    if not (root / "mkdocs.yml").is_file():
        return ()
    return tuple(sorted(m.group(1) for p in root.iterdir() if (m := LANGUAGE_CONFIG.match(p.name)) and p.is_file()))


def missing_pages(pages: Iterable[str], translated: Mapping[str, Iterable[str]], *, docs: str = "docs") -> list[Diagnostic]:
    """A warning for each page of the default language that a translation lacks.

    Args:
        pages: the default language's pages, paths relative to the docs folder
            (``components/tool-call.md``), without the translations' folders.
        translated: language → its pages, relative to its own folder.
        docs: the docs folder relative to the project root, for positions.
    """
    out = []
    for lang, have in sorted(translated.items()):
        have = set(have)
        for page in sorted(set(pages) - have):
            out.append(Diagnostic(
                CODE, f"{page} has no {language_name(lang)} translation: {docs}/{lang}/{page} is missing, "
                f"so the {language_name(lang)} site has no such page",
                Position(f"{docs}/{page}"), severity="warning",
                hint=f"translate it into {docs}/{lang}/{page} and list it in mkdocs.{lang}.yml's nav"))
    return out


def text_in(value: Any, lang: str, default: str = "en") -> str | None:
    """The text of a prose value in ``lang``: a plain string is ``default``-language text only.

    ``{en: …, zh: …}`` → its ``lang`` entry (``None`` when absent); a string →
    itself for ``default``, ``None`` otherwise.
    """
    if isinstance(value, Mapping):
        text = value.get(lang)
        return text if isinstance(text, str) else None
    if isinstance(value, str):
        return value if lang == default else None
    return None


def missing_prose(values: Iterable[tuple[Any, Position | None, str]], languages: Iterable[str]) -> list[Diagnostic]:
    """A warning for each prose value without text in one of ``languages``.

    Args:
        values: ``(value, position, what)`` for each prose value of a file,
            ``what`` naming it in the message (``description of part label``).
        languages: the site's translations (``zh``).
    """
    out = []
    languages = tuple(languages)
    for value, position, what in values:
        lacking = [lang for lang in languages if text_in(value, lang) is None]
        if lacking:
            names = ", ".join(language_name(lang) for lang in lacking)
            out.append(Diagnostic(CODE, f"{what} has no {names} text", position, severity="warning",
                                  hint="write it as a mapping per language: {en: …, "
                                       + ", ".join(f"{lang}: …" for lang in lacking) + "}"))
    return out
