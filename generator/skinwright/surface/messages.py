"""The surface diff's sentences in each language (``messages.yaml`` in this package).

A change keeps its message as a template key and the values of its holes, so
lint prints the English sentence and the changelog of each site language says
it in that language. Names and values fill the holes as they are; a
:class:`Word` (a kind of name, "no media query") is said in the reader's
language, and a :class:`Phrase` strings words and names together.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any, Mapping

from ..source import load_yaml

DEFAULT = "en"


@dataclass(frozen=True)
class Word:
    """A word of ``messages.yaml`` (``kind``: ``words`` or ``subjects``) that stands in a hole."""

    key: str
    kind: str = "words"


@dataclass(frozen=True)
class Phrase:
    """Names and :class:`Word` values said one after the other (``running on, settled off``)."""

    parts: tuple


@lru_cache(maxsize=None)
def messages() -> dict:
    """Language → ``{subjects, words, messages}``."""
    text = resources.files(__package__).joinpath("messages.yaml").read_text(encoding="utf-8")
    return load_yaml("skinwright/surface/messages.yaml", text).data


def _entry(locale: str, kind: str, key: str) -> str:
    data = messages()
    for tag in (locale, locale.split("-")[0]):
        found = data.get(tag, {}).get(kind, {}).get(key)
        if found is not None:
            return found
    return data[DEFAULT][kind][key]


def _value(value: Any, locale: str) -> str:
    if isinstance(value, Word):
        return _entry(locale, value.kind, value.key)
    if isinstance(value, Phrase):
        return "".join(_value(p, locale) for p in value.parts)
    return str(value)


def say(template: str, args: Mapping[str, Any], locale: str = DEFAULT) -> str:
    """The sentence ``template`` (a key of ``messages``) with its holes filled, in ``locale``.

    A language that lacks the template says it in English (the build warns of
    a site language skinwright has no sentences in; a test keeps the shipped
    languages complete). ``subject`` is always a kind of name, said as a
    :class:`Word` of ``subjects``.
    """
    values = {k: _value(Word(v, "subjects") if k == "subject" and isinstance(v, str) else v, locale)
              for k, v in args.items()}
    return _entry(locale, "messages", template).format(**values)
