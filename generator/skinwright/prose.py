"""Prose written in several languages: the text of a spec's or an example's description, title or note.

A YAML prose value is either a string (the default language, English, only)
or a mapping per language (``description: {en: …, zh: …}``, BCP 47 tags as
keys, ``en`` required). :func:`prose` turns the mapping into a
:class:`Prose`: a ``str`` whose value is the English text, so every reader
that wants one language (metadata, editor data, the custom element) keeps
working unchanged, and which carries the other languages for the docs site
(:func:`text_in`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

DEFAULT_LANGUAGE = "en"
LANGUAGE_TAG = re.compile(r"^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$")
"""A language key of a prose mapping: a BCP 47 tag (``en``, ``zh``, ``zh-Hant``)."""

PROSE_SCHEMA: dict = {
    "oneOf": [
        {"type": "string", "minLength": 1},
        {"type": "object", "required": [DEFAULT_LANGUAGE], "minProperties": 1,
         "propertyNames": {"pattern": LANGUAGE_TAG.pattern},
         "additionalProperties": {"type": "string", "minLength": 1}},
    ],
    "description": "Text in English, or one text per language: {en: …, zh: …} (BCP 47 tags; en is required).",
}
"""The JSON Schema of a prose value (spec and example schemas reference it)."""


class Prose(str):
    """The English text of a prose value, with every language's text in :attr:`texts` (tag → text)."""

    texts: Mapping[str, str]

    def __new__(cls, texts: Mapping[str, str]) -> "Prose":
        self = super().__new__(cls, texts[DEFAULT_LANGUAGE])
        self.texts = MappingProxyType(dict(texts))
        return self

    def __reduce__(self):  # pickles (multiprocessing, caches) keep the languages
        return (Prose, (dict(self.texts),))


def is_prose_mapping(value: Any) -> bool:
    """``value`` is ``{en: str, <tag>: str, …}``."""
    return (isinstance(value, Mapping) and DEFAULT_LANGUAGE in value
            and all(isinstance(k, str) and LANGUAGE_TAG.match(k) and isinstance(v, str) for k, v in value.items()))


def prose(value: Any) -> Any:
    """A prose mapping as :class:`Prose`; anything else as it is."""
    return Prose(value) if is_prose_mapping(value) else value


def text_in(value: Any, lang: str, default: str = DEFAULT_LANGUAGE) -> str | None:
    """The text of a prose value in ``lang``, ``None`` when it has none.

    A :class:`Prose` or a mapping → its ``lang`` entry; a plain string is
    ``default``-language text only.
    """
    texts = value.texts if isinstance(value, Prose) else value if isinstance(value, Mapping) else None
    if texts is not None:
        text = texts.get(lang)
        return text if isinstance(text, str) else None
    if isinstance(value, str):
        return value if lang == default else None
    return None


def localized(value: Any, lang: str) -> Any:
    """``value`` in ``lang`` where it has that text, else as it is (the page's build warns about the gap)."""
    text = text_in(value, lang)
    return text if text is not None else value


def sanitized(value: Any) -> Any:
    """A prose value (a string, a ``{lang: text}`` mapping or :class:`Prose`) with each text as
    :func:`~skinwright.markdown.safe_prose` writes it: Markdown without raw HTML or script links. Anything
    else as it is."""
    from .markdown import safe_prose

    if isinstance(value, Prose):
        return Prose({lang: safe_prose(text) for lang, text in value.texts.items()})
    if isinstance(value, str):
        return safe_prose(value)
    if is_prose_mapping(value):
        return {lang: safe_prose(text) for lang, text in value.items()}
    return value
