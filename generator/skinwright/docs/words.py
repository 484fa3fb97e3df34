"""The docs site's own words around the live examples, per language (``words.yaml`` in this package).

The language of the page, not of an example: an example that shows the
card's Chinese strings on the English site keeps an English toolbar.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

from ..source import load_yaml

DEFAULT = "en"


@lru_cache(maxsize=None)
def _words() -> dict:
    text = resources.files(__package__).joinpath("words.yaml").read_text(encoding="utf-8")
    return load_yaml("skinwright/docs/words.yaml", text).data


def word(locale: str, key: str) -> str:
    """``key`` in ``locale`` (``zh``, ``zh-CN`` → ``zh``), else in English; a ``KeyError`` for an unknown key."""
    words = _words()
    for tag in (locale, locale.split("-")[0]):
        if key in words.get(tag, {}):
            return words[tag][key]
    return words[DEFAULT][key]
