"""The Default column of a component's CSS variables table: each default, resolved per mode, linked to its token.

The skin analysis gives each slot's default sources: the fallback chain of
``var(--xh-tool-call-bg, var(--xh-bg-subtle))``, as custom property names or
literal CSS. A source that is a token's custom property shows as a link to the
token's row on the tokens page (``#token-xh-bg-subtle``, the anchor
:func:`~.tokens_page.tokens_reference` writes) followed by its value in every
context that changes it, each colour with a swatch: the same literal values
the tokens page shows, from the same resolutions of the
:class:`~skinwright.tokens.TokenSet` (:func:`~.tokens_page.context_values`).
A literal shows as itself. A private helper (``--xh-_…``) is followed to
what it holds in the default state (the skin analysis'
``helper_defaults``): a token shows as the token, titled with the helper it
goes through; anything else shows the helper's name. Each source shows once.

Which page links to which is read from the hand-written pages: the tokens
page is the one that includes the tokens reference part, and a component's
table sits on the page that includes it (else on the generated page).
"""

from __future__ import annotations

import posixpath
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from markupsafe import Markup

from ..markdown import md_code, pipes
from ..tokens import TokenSet
from .tokens_page import context_values, token_anchor


@dataclass(frozen=True)
class Resolved:
    """One token as a default: ``id`` (``bg.subtle``), its row ``anchor`` on the tokens page, and
    ``values``: ``(contexts, css, swatch)`` per distinct value: the context names that label it
    (``("light", "base")``; none for a value no context changes), ``swatch``: whether it is a colour."""

    id: str
    anchor: str
    values: tuple[tuple[tuple[str, ...], str, bool], ...]


def resolved_defaults(ts: TokenSet, names: Iterable[str]) -> dict[str, Resolved]:
    """Custom property name (``--xh-bg-subtle``) → :class:`Resolved`, for those of ``names`` that are tokens of ``ts``.

    A token's first value is the default context's; then one per context that
    changes it (``dark``), as the tokens page lists them. A value that no
    context changes has no label; otherwise the default's label names the
    default context of each modifier that changes the value (``light``).
    """
    by_name = {name: tid for tid, name in ts.names.items()}
    table = context_values(ts, [by_name[n] for n in names if n in by_name])
    defaults = {name: contexts[0] for name, contexts in ts.modifiers.items()}
    out = {}
    for tid, values in table.items():
        changed = [(mod, ctx) for mod, ctx, _css, _colour in values[1:]]
        first = values[0]
        label = tuple(dict.fromkeys(defaults[mod] for mod, _ in changed))
        rows = [(label, first[2], first[3])] + [((ctx,), css, colour) for _mod, ctx, css, colour in values[1:]]
        out[ts.names[tid]] = Resolved(tid, token_anchor(ts.names[tid]), tuple(rows))
    return out


def is_private(name: str) -> bool:
    """Whether ``name`` is a private helper custom property (``--xh-_tone-soft``)."""
    return name.startswith("--") and "-_" in name


def default_cell(sources: list[str], resolved: Mapping[str, Resolved], tokens_link: str | None,
                 private_word: str, helpers: Mapping[str, str] | None = None, via_word: str = "{helper}",
                 labels: Mapping[str, str] | None = None) -> str:
    """The Default cell of one slot's row: Markdown with inline HTML, safe inside a table cell.

    Args:
        sources: the slot's default sources (custom property names or literal CSS), in the
            order of the states they serve (the default state's first).
        resolved: :func:`resolved_defaults`.
        tokens_link: the tokens page relative to the page showing the table
            (``../tokens.md``); ``None`` when the site has no tokens page
            (the token's name shows without a link).
        private_word: the title of a private helper's name ("set by the skin"), in the page's language.
        helpers: private helper → what it holds in the default state
            (:attr:`~skinwright.skins.analysis.SkinAnalysis.helper_defaults`).
        via_word: the title of a token reached through a helper, ``{helper}`` standing for its name.
        labels: context name → its label in the page's language (the name itself without one).
    """
    labels = labels or {}
    out = []
    shown = set()
    for source in sources:
        helper = source if is_private(source) and (helpers or {}).get(source) in resolved else None
        if helper is not None:
            source = helpers[helper]
        if source in shown:
            continue
        shown.add(source)
        token = resolved.get(source)
        if token is None:
            if is_private(source):
                out.append(str(Markup('<code title="{}">{}</code>').format(private_word, source)))
            else:
                out.append(md_code(source))
            continue
        # A link title (Markdown escapes it): the words and an identifier, never a quote.
        title = "" if helper is None else ' "{}"'.format(via_word.replace("{helper}", helper).replace('"', ""))
        name = md_code(source) if tokens_link is None else f"[{md_code(source)}]({tokens_link}#{token.anchor}{title})"
        # Two elements a value (the page has a budget of elements): the swatch is the line's
        # ::before, painted with the value the line carries as --xh-doc-c.
        values = Markup("").join(
            Markup('<span class="xh-doc-dv"{}><code>{}</code>{}</span>').format(
                Markup(' style="--xh-doc-c:{}"').format(css) if colour else "", css,
                Markup(" {}").format(" · ".join(labels.get(c, c) for c in label)) if label else "")
            for label, css, colour in token.values)
        out.append(name + pipes(str(values)))
    return "<br>".join(out)


def page_links(pages: Mapping[str, str], tokens_part: str | tuple[str, ...], table_part: Callable[[str], str],
               generated_page: Callable[[str], str], components: list[str]) -> dict[str, str | None]:
    """Component → the tokens page relative to the page that shows its CSS variables table.

    Args:
        pages: the hand-written pages of one language, path (relative to that
            language's docs folder) → Markdown.
        tokens_part: the tokens reference part as pages include it (``parts/tokens/reference.html``), or
            the parts it may be (that language's, the default language's).
        table_part: component → its table part as that language's pages include it.
        generated_page: component → the generated page (relative to the docs folder), for a
            component no hand-written page includes the table of.
        components: the component names.

    A component maps to ``None`` when no page includes the tokens reference.
    """
    candidates = (tokens_part,) if isinstance(tokens_part, str) else tokens_part
    tokens_page = next((rel for rel, text in sorted(pages.items()) if any(c in text for c in candidates)), None)
    out: dict[str, str | None] = {}
    for name in components:
        if tokens_page is None:
            out[name] = None
            continue
        part = table_part(name)
        page = next((rel for rel, text in sorted(pages.items()) if part in text), None) or generated_page(name)
        out[name] = posixpath.relpath(tokens_page, posixpath.dirname(page) or ".")
    return out

