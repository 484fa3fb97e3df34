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


SCRIPT_WORDS = ("code", "copy", "copied", "code_failed", "last_event", "source.user", "source.auto", "source.api")
"""The words the page script writes itself (the code panel's bar, the event log, a demo's readout)."""


def script_words(locale: str) -> dict[str, str]:
    """:data:`SCRIPT_WORDS` in ``locale``, for the page to inline (``data-xh-words``)."""
    return {key: word(locale, key) for key in SCRIPT_WORDS}
