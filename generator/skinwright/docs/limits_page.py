"""The Limits table in a language other than English, for that language's Limits page.

The English table is :func:`skinwright.limits.reference_markdown`. Another
language's comes from the same settings (:data:`~skinwright.limits.SETTINGS`,
their defaults as :func:`~skinwright.limits.describe` writes them) with what
each bounds and what happens at it from ``limits.<lang>.yaml`` in this package;
the column headings from ``words.yaml`` (``limits.*``). A setting without its
text shows its English text, and the build warns (:func:`missing_limit_translations`).
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

from ..diagnostics import Diagnostic
from ..limits import SETTINGS, Limits, describe, reference_markdown
from ..markdown import table
from ..source import load_yaml
from .translations import CODE, language_name
from .words import word


@lru_cache(maxsize=None)
def limit_texts(lang: str) -> dict[str, dict[str, str]]:
    """Setting → ``{bounds, reached}`` in ``lang``; ``{}`` for a language without the file."""
    entry = resources.files(__package__).joinpath(f"limits.{lang}.yaml")
    if not entry.is_file():
        return {}
    data = load_yaml(f"skinwright/docs/limits.{lang}.yaml", entry.read_text(encoding="utf-8")).data
    return {key: dict(texts) for key, texts in (data or {}).items()}


def _english() -> dict[str, tuple[str, str]]:
    """Setting → (bounds, reached) as the English table writes them."""
    rows = {}
    for line in reference_markdown().splitlines():
        cells = [c.strip() for c in line.strip("|").split(" | ")]
        if len(cells) == 4 and cells[0].startswith("`") and cells[0].strip("`") in SETTINGS:
            rows[cells[0].strip("`")] = (cells[2], cells[3])
    return rows


def limits_table(lang: str) -> str:
    """The Limits table in ``lang`` (Markdown), rows in the order of the settings."""
    texts, english, defaults = limit_texts(lang), _english(), Limits()
    rows = []
    for key, (name, _unit, _what) in SETTINGS.items():
        default = describe(defaults, name)
        if default == "none":
            default = word(lang, "limits.none")
        own = texts.get(key, {})
        rows.append((f"`{key}`", default, own.get("bounds") or english[key][0], own.get("reached") or english[key][1]))
    head = tuple(word(lang, f"limits.{c}") for c in ("setting", "default", "bounds", "reached"))
    return f"<!-- {word(lang, 'limits.banner')} -->\n\n" + "\n".join(table(head, rows)) + "\n"


def missing_limit_translations(languages) -> list[Diagnostic]:
    """A ``docs/missing-translation`` warning for each limit whose texts a site language lacks."""
    out = []
    for lang in languages:
        texts = limit_texts(lang)
        for key in SETTINGS:
            if not (texts.get(key, {}).get("bounds") and texts.get(key, {}).get("reached")):
                out.append(Diagnostic(
                    CODE, f"limit {key} has no {language_name(lang)} text: its row of the {language_name(lang)} "
                    f"Limits page is in English", None, severity="warning",
                    hint=f"add {key} to skinwright/docs/limits.{lang}.yaml"))
    return out
