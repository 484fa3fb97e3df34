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
from ..prose import is_prose_mapping, text_in

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


def missing_words(languages: Iterable[str]) -> list[Diagnostic]:
    """A warning for each site language whose words skinwright does not have: the words it writes around
    the generated parts (tables' headings, toolbars, the token reference), which would show in English."""
    from ..components.tables import headings
    from ..surface.messages import messages
    from .words import _words

    out = []
    for lang in languages:
        lacking = [name for name, words in (("the tables' headings", headings()), ("the docs' words", _words()),
                                            ("the changelog's sentences", messages()))
                   if lang not in words and lang.split("-")[0] not in words]
        if lacking:
            out.append(Diagnostic(
                CODE, f"skinwright has no {language_name(lang)} words for {' or '.join(lacking)}: the "
                f"{language_name(lang)} site shows them in English", None, severity="warning",
                hint="the languages skinwright writes its own words in: "
                + ", ".join(sorted(set(_words()) & set(headings()) & set(messages())))))
    return out


SPEC_PROSE = {"description", "meaning", "reduced_motion", "note", "topic", "phrase", "condition"}
"""Keys whose values are prose anywhere in a component spec (see the spec schema's ``prose``)."""
SPEC_PROSE_LISTS = {"aria_notes", "notes"}
"""Keys of a spec whose items are prose."""
EXAMPLE_PROSE = {"title", "description", "label"}
"""Keys whose values are prose in an example file (``label``: a demo button)."""


def prose_values(data: Any, kind: str) -> list[tuple[Any, tuple, str]]:
    """``(value, pointer, what)`` for each prose value of a ``spec`` or ``example`` document's data.

    Follows the schemas: in a spec, the keys of :data:`SPEC_PROSE` (a flag's
    ``phrase`` and a rule's or key's ``condition`` are table text too), the
    items of :data:`SPEC_PROSE_LISTS`, the keyboard's actions and the slots'
    descriptions; in an example, :data:`EXAMPLE_PROSE`. An item's
    content (a card's label, a result) is data, not prose; a demo's ``send``
    labels are API calls (``setOpen(true)``), which may still be written per language.
    """
    out: list[tuple[Any, tuple, str]] = []
    keys = SPEC_PROSE if kind == "spec" else EXAMPLE_PROSE

    def prose_here(key: Any, at: tuple) -> bool:
        if key in keys:
            return True
        if kind == "spec":
            return at == ("slots",) or (at[:1] == ("keyboard",) and key == "action")
        return False  # a demo's send labels are API calls (setOpen(true)), the same in every language

    def walk(node: Any, at: tuple) -> None:
        if isinstance(node, Mapping):
            if kind == "example" and at[:1] == ("items",):
                # An item's content is data; a part's text written per language is prose.
                for key, value in node.items():
                    if is_prose_mapping(value) and len(at) >= 3 and at[-1] != "props":
                        out.append((value, at + (key,), ".".join(map(str, at + (key,)))))
                    else:
                        walk(value, at + (key,))
                return
            for key, value in node.items():
                here = at + (key,)
                text = isinstance(value, str) or is_prose_mapping(value)
                if text and prose_here(key, at):
                    out.append((value, here, ".".join(map(str, here))))
                elif kind == "spec" and key in SPEC_PROSE_LISTS and isinstance(value, list):
                    out.extend((v, here + (i,), f"{'.'.join(map(str, here))}[{i}]") for i, v in enumerate(value))
                else:
                    walk(value, here)
        elif isinstance(node, list):
            for i, value in enumerate(node):
                walk(value, at + (i,))

    walk(data, ())
    return out


def document_prose_warnings(doc: Any, kind: str, languages: Iterable[str]) -> list[Diagnostic]:
    """:func:`missing_prose` for every prose value of ``doc`` (a spec or example :class:`~skinwright.source.Document`)."""
    languages = tuple(languages)
    if not languages:
        return []
    return missing_prose(((v, doc.locate(at), what) for v, at, what in prose_values(doc.data, kind)), languages)


def example_in(example: Any, lang: str) -> Any:
    """``example`` as the ``lang`` site shows it: its prose in ``lang`` (English where it has none: the
    build warns), the component's own strings in ``lang`` (``locale``), a digest of its own."""
    from dataclasses import replace

    from ..prose import localized
    from .examples.model import Instance, Matrix

    def item_in(item: Any) -> Any:
        if isinstance(item, Matrix):
            return replace(item, instance=item_in(item.instance))
        if not isinstance(item, Instance):
            return item  # a plugin's item kind: its own content
        return replace(item, parts=parts_in(item.parts),
                       phases={phase: parts_in(parts) for phase, parts in item.phases.items()})

    def parts_in(parts: Mapping[str, Any]) -> dict[str, Any]:
        return {name: tuple(map(item_in, v)) if isinstance(v, tuple) else localized(v, lang)
                for name, v in parts.items()}

    demo = example.demo
    if demo is not None:
        demo = replace(demo, send=tuple((k, localized(v, lang)) for k, v in demo.send),
                       actions=tuple(replace(a, label=localized(a.label, lang)) for a in demo.actions))
    locale = example.locale if example.locale != "en" else lang
    return replace(example, title=localized(example.title, lang), description=localized(example.description, lang),
                   items=tuple(map(item_in, example.items)), demo=demo, locale=locale, digest=f"{example.digest}:{lang}" if example.digest else "")
