"""The generated token reference: every token, its CSS variable, type, value per context, alias chain.

Pure function of the :class:`~skinwright.tokens.TokenSet`; returns the HTML
fragment the Tokens page includes (``pymdownx.snippets``). Previews are drawn
with the literal value of each context (so the page shows light and dark side
by side whatever the site's own theme is): colour swatches, with the measured
WCAG contrast on each declared background; bars for spacing, size and stroke;
a rounded box for radii; a specimen for type; the curve of each easing; a box
for shadows, borders and gradients.

The page is written once for every language of the site: its own words
(the headings, "deprecated", the contrast notes, the default context's
name) are markers while the rows are built, and :func:`tokens_references`
puts each language's words (``tokens.*`` in ``words.yaml``) in their place.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
import re
from typing import Any

from markupsafe import Markup, escape

from ..tokens import TokenSet
from ..tokens.colour import contrast, tint
from ..tokens.css import custom_css
from ..tokens.types import registry

CONTRAST_EXT = "org.skinwright.contrast"
DESCRIPTION_EXT = "org.skinwright.description"
"""A token's ``$description`` in other languages: ``$extensions: {org.skinwright.description: {zh: …}}``
(DTCG keeps ``$description`` one string; the translations sit beside it)."""
DEPRECATED_EXT = "org.skinwright.deprecated"
"""A token's ``$deprecated`` explanation in other languages, the same way."""
LABELS_EXT = "org.skinwright.labels"
"""The resolver's modifier and context names in other languages, for the docs:
``$extensions: {org.skinwright.labels: {zh: {theme: 主题, dark: 深色}}}`` at the resolver's top level."""


def _in(mapping: Any, locale: str) -> Any:
    """``mapping``'s entry for ``locale`` (``zh-CN`` falls back to ``zh``), else ``None``."""
    if not isinstance(mapping, Mapping):
        return None
    for tag in (locale, locale.split("-")[0]):
        if tag in mapping:
            return mapping[tag]
    return None


def token_description(tok: Any, locale: str, fallback: bool = True, field: str = "description") -> str | None:
    """A token's description in ``locale``: its ``$description`` in English, else its
    :data:`DESCRIPTION_EXT` text; without one, the English (``fallback``; the build warns:
    :func:`missing_token_texts`) or ``None``. ``field="deprecated"``: its ``$deprecated``
    explanation (:data:`DEPRECATED_EXT`) the same way."""
    english = tok.description if field == "description" else \
        tok.deprecated if isinstance(tok.deprecated, str) else None
    if english is None or locale.split("-")[0] == "en":
        return english
    ext = DESCRIPTION_EXT if field == "description" else DEPRECATED_EXT
    text = _in((tok.extensions or {}).get(ext), locale)
    return text if isinstance(text, str) else english if fallback else None


def missing_token_texts(ts: TokenSet, languages: Iterable[str], resolver: Any = None) -> list:
    """A ``docs/missing-translation`` warning for each token description and each modifier or context
    name that lacks its text in one of the site's ``languages`` (the docs would show the English).
    ``resolver``: the resolver document (:class:`~skinwright.source.Document`), ``None`` without one."""
    from ..diagnostics import Diagnostic
    from .translations import CODE, language_name

    out = []
    languages = tuple(languages)
    if ts is None or not languages:
        return out
    tokens = {tid: tok for tid, tok in ts.default.tokens.items() if tok.description or tok.deprecated}
    names = [n for mod, contexts in ts.modifiers.items() for n in (mod, *contexts)] \
        if resolver is not None else []
    for lang in languages:
        for tid, tok in tokens.items():
            for field, ext in (("description", DESCRIPTION_EXT), ("deprecated", DEPRECATED_EXT)):
                if token_description(tok, lang, fallback=False, field=field) is None and \
                        token_description(tok, "en", field=field) is not None:
                    out.append(Diagnostic(
                        CODE, f"the {'description' if field == 'description' else 'deprecation note'} of token "
                        f"{tid} has no {language_name(lang)} text",
                        tok.doc.locate(tok.pointer + (f"${field}",)), severity="warning",
                        hint=f"add $extensions: {{{ext}: {{{lang}: …}}}} beside its ${field}"))
        labels = context_labels(resolver.data if resolver is not None else None, lang)
        lacking = [n for n in dict.fromkeys(names) if n not in labels]
        if lacking:
            out.append(Diagnostic(CODE, f"the modifier and context names {', '.join(lacking)} have no "
                                  f"{language_name(lang)} label", resolver.locate(()), severity="warning",
                                  hint=f"add $extensions: {{{LABELS_EXT}: {{{lang}: {{name: label}}}}}} at the top "
                                       f"of {ts.resolver.path}"))
    return out


def context_labels(resolver: Any, locale: str) -> dict[str, str]:
    """Modifier and context name → its label in ``locale`` (:data:`LABELS_EXT`), from the resolver
    document's data ``resolver``; names without one are left out (English labels are the names)."""
    if locale.split("-")[0] == "en":
        return {}
    extensions = resolver.get("$extensions") if isinstance(resolver, Mapping) else None
    labels = _in(extensions.get(LABELS_EXT) if isinstance(extensions, Mapping) else None, locale)
    return {str(k): str(v) for k, v in labels.items()} if isinstance(labels, Mapping) else {}


_OPEN, _ARG, _CLOSE = "\ue000", "\ue001", "\ue002"
"""A word of the page while rows are built: ``_OPEN key (_ARG name=value)* _CLOSE`` (private-use code points;
the same characters in the input are written as character references, so they never read as a marker)."""
_MARKER = re.compile("\ue000([a-z_]+)((?:\ue001[a-z_]+=[^\ue000\ue001\ue002]*)*)\ue002")


def _word(key: str, **args: Any) -> str:
    """The marker of the word ``tokens.<key>`` with its arguments (already HTML)."""
    return _OPEN + key + "".join(f"{_ARG}{k}={v}" for k, v in args.items()) + _CLOSE


def _safe(text: Any) -> str:
    """``text`` escaped for HTML, with the marker code points as character references."""
    return _safe_markup(escape(text))


def _safe_markup(markup: Markup) -> str:
    """Markup already escaped, with the marker code points as character references."""
    return str(markup).replace(_OPEN, "&#xe000;").replace(_ARG, "&#xe001;").replace(_CLOSE, "&#xe002;")


def _in_language(html: str, locale: str, data: dict[str, dict[str, str]] | None = None) -> str:
    """``html`` with every marker replaced by its word in ``locale`` (arguments filled in).

    ``data``: the project's own texts a marker stands for, kind → key → HTML (``desc``, ``dep``: a token's
    description, its deprecation's explanation, by token id; ``name``: a modifier or context label by name,
    the name itself without one).
    """
    from .words import word

    def put(m: re.Match) -> str:
        args = dict(arg.partition("=")[::2] for arg in m.group(2).split(_ARG) if arg)
        if m.group(1) in ("desc", "dep", "name"):
            return (data or {}).get(m.group(1), {}).get(args["k"], args["k"] if m.group(1) == "name" else "")
        return re.sub(r"\{(\w+)\}", lambda a: args.get(a.group(1), a.group(0)), word(locale, "tokens." + m.group(1)))
    while True:  # a word's argument may hold a word (the contexts of the count): innermost first
        html, n = _MARKER.subn(put, html)
        if not n:
            return html


def _literal_css(ts: TokenSet, res, tid: str) -> str:
    """The token's value in ``res`` as literal CSS (references followed; typography as its ``font`` shorthand)."""
    tt = registry().get(res.types[tid])
    return tt.css(res.values[tid]) if tt is not None else custom_css(res.values[tid]) or ""


def _contexts(ts: TokenSet) -> list[tuple[str, dict[str, str]]]:
    """(label, input) for the default and each single non-default context."""
    out = [("default", {})]
    for mod, contexts in ts.modifiers.items():
        for ctx in contexts[1:]:
            out.append((f"{mod}: {ctx}", {mod: ctx}))
    return out


def token_anchor(name: str) -> str:
    """The id of a token's row on the tokens page: ``--xh-bg-subtle`` → ``token-xh-bg-subtle``."""
    return "token-" + name[2:]


def context_values(ts: TokenSet, ids: Iterable[str]) -> dict[str, list[tuple[str | None, str | None, str, bool]]]:
    """Token id → its literal CSS per context, as the reference shows it: ``(modifier, context, css, colour)``.

    The first entry is the default context's (modifier and context ``None``);
    then each single non-default context (:func:`_contexts`) whose value
    differs from it. ``colour``: the type previews as a swatch. Tokens of
    ``ids`` that the default context lacks are left out.
    """
    contexts = _contexts(ts)
    resolutions = [(inputs, ts.resolve(inputs)) for _label, inputs in contexts]
    default = resolutions[0][1]
    out: dict[str, list[tuple[str | None, str | None, str, bool]]] = {}
    for tid in ids:
        if tid not in default.values or tid not in default.types:
            continue
        tt = registry().get(default.types[tid])
        colour = tt is not None and tt.preview.startswith("swatch")
        first = _literal_css(ts, default, tid)
        values = [(None, None, first, colour)]
        for inputs, res in resolutions[1:]:
            if tid in res.values and tid in res.types and (css := _literal_css(ts, res, tid)) != first:
                (mod, ctx), = inputs.items()
                values.append((mod, ctx, css, colour))
        out[tid] = values
    return out


def _bar(css: str, what: str) -> Markup:
    if what == "radius":
        return Markup('<span class="xh-doc-radius" style="border-radius: {}"></span>').format(css)
    return Markup('<span class="xh-doc-bar" style="inline-size: min({}, 100%)"></span>').format(css)


def _curve(points: list[float]) -> Markup:
    x1, y1, x2, y2 = points
    # 0..1 box; y may overshoot, so the view box leaves room above and below.
    return Markup(
        '<svg class="xh-doc-curve" viewBox="-0.1 -0.6 1.2 2.2" role="img" aria-label="cubic-bezier({x1}, {y1}, {x2}, {y2})">'
        '<path d="M0 1 C{x1} {iy1} {x2} {iy2} 1 0" fill="none" stroke="currentColor" stroke-width="0.04"/>'
        '<line x1="0" y1="1" x2="{x1}" y2="{iy1}" stroke="currentColor" stroke-width="0.015" opacity="0.5"/>'
        '<line x1="1" y1="0" x2="{x2}" y2="{iy2}" stroke="currentColor" stroke-width="0.015" opacity="0.5"/></svg>'
    ).format(x1=x1, y1=y1, x2=x2, y2=y2, iy1=1 - y1, iy2=1 - y2)


SPECIMEN = "Ag 123"
SPECIMEN_HAN = "Ag 文字 123"
"""A type specimen's text; with Han characters only on a site in Chinese, Japanese or Korean (Material's search
loads jieba's dictionary, about 2 s, for any page that holds one)."""


def specimen_for(locales: Iterable[str]) -> str:
    """:data:`SPECIMEN_HAN` when one of the site's ``locales`` writes Han characters, else :data:`SPECIMEN`."""
    return SPECIMEN_HAN if any(lang.split("-")[0] in ("zh", "ja", "ko") for lang in locales) else SPECIMEN


def preview(ts: TokenSet, res, tid: str, specimen: str = SPECIMEN_HAN) -> Markup:
    """A small visual of one token in one resolution (``specimen``: the text of a type specimen)."""
    tt = registry().get(res.types[tid])
    kind, _, prop = (tt.preview if tt is not None else "").partition(":")
    css = _literal_css(ts, res, tid)
    value = res.values[tid]
    if kind == "swatch":
        return Markup('<span class="xh-doc-swatch" style="{}: {}"></span>').format(prop, css)
    if kind == "bar":
        what = "radius" if any(k in tid for k in ("radius", "shape")) else "bar"
        return _bar(css, what)
    if kind == "specimen":
        return Markup('<span class="xh-doc-specimen" style="{}: {}">{}</span>').format(prop, css, specimen)
    if kind == "curve":
        points = value.get(prop) if prop and isinstance(value, dict) else value
        return _curve(points) if isinstance(points, list) else Markup("")
    if kind == "box":
        return Markup('<span class="xh-doc-box" style="{}: {}"></span>').format(prop, css)
    if kind == "duration":
        return Markup('<span class="xh-doc-duration" style="--xh-doc-d: {}"></span>').format(css)
    return Markup("")


def _contrast_notes(ts: TokenSet, tid: str, label: str, res) -> list[str]:
    """The measured contrast on each declared background (HTML with word markers); ``label``: the context, HTML."""
    spec = (res.tokens[tid].extensions or {}).get(CONTRAST_EXT)
    if not isinstance(spec, dict):
        return []
    notes = []
    fg = res.values.get(tid)
    for bg in spec.get("against") or []:
        if bg not in res.values or fg is None:
            continue
        try:
            ratio = contrast(fg, res.values[bg])
            text = _word("on", ratio=f"{ratio:.2f}:1", bg=_safe(bg))
            if spec.get("tint"):
                tinted = tint(fg, res.values[bg], float(spec["tint"]))
                text += " · " + _word("on_tint", ratio=f"{contrast(fg, tinted):.2f}:1",
                                      percent=int(float(spec["tint"]) * 100))
        except (ValueError, TypeError, KeyError):
            continue  # a CSS colour expression has no one colour to measure
        bg_css = _literal_css(ts, res, bg)
        fg_css = _literal_css(ts, res, tid)
        # The specimen shows the pair as it is, whatever its ratio (the text beside it gives the ratio):
        # its letters are drawn by CSS (::before), a colour sample named by its role, not text to read,
        # so a contrast checker does not take a low pair's sample for page text that fails.
        notes.append(f'<span class="xh-doc-pair" role="img" aria-label="{label}" style="color: {_safe(fg_css)}; '
                     f'background: {_safe(bg_css)}" title="{label}"></span> {text}')
    return notes


class _More(int):
    """The names an elided alias chain leaves out (shown as ``… N more …`` in the page's language)."""

    def __str__(self) -> str:
        return f"… {int(self):,} more …"


class _Chains:
    """Alias chains of one resolution, each walked once: the first steps, and where and how far the rest goes.

    A chain of n aliases has n tokens that each show their own chain; spelt
    out, the page would hold n²/2 names (a 10,000-long chain: 50 million).
    Each token shows its first ``steps`` names, then the number of names left
    out and the last one, so the page grows with the number of tokens only.
    """

    def __init__(self, res):
        self.res = res
        self.rest: dict[str, tuple[str, int]] = {}  # token → (end of its chain, tokens after it)

    def next(self, tid: str) -> str | None:
        refs = self.res.refs.get(tid, ())
        if len(refs) != 1 or not refs[0].whole or refs[0].at != () or refs[0].target not in self.res.tokens:
            return None
        return refs[0].target

    def _rest(self, tid: str) -> tuple[str, int]:
        walk, seen = [], set()
        cur = tid
        while cur not in self.rest:
            if cur in seen:  # a cycle (reported elsewhere): the chain stops where it comes back
                self.rest[cur] = (cur, 0)
                break
            seen.add(cur)
            walk.append(cur)
            nxt = self.next(cur)
            if nxt is None:
                self.rest[cur] = (cur, 0)
                break
            cur = nxt
        for t in reversed(walk):
            if t not in self.rest:
                end, after = self.rest[self.next(t)]
                self.rest[t] = (end, after + 1)
        return self.rest[tid]

    def shown(self, tid: str, steps: int) -> list[str]:
        """The chain's names as shown: all of them, or ``steps`` names, ``… N more …`` and the last."""
        end, after = self._rest(tid)
        if after + 1 <= steps + 1:
            out, cur = [tid], tid
            while cur != end and len(out) <= after:
                cur = self.next(cur)
                out.append(cur)
            return out
        out, cur = [tid], tid
        for _ in range(steps - 1):
            cur = self.next(cur)
            out.append(cur)
        hidden = after - (steps - 1) - 1
        return out + [_More(hidden), end]


def _deprecation(ts: TokenSet, tid: str, reason: bool | str) -> str:
    """"Deprecated: <reason>. Use <replacement> instead.", linking to the replacement's row (HTML with word markers)."""
    text = _word("deprecated_reason", reason=_word("dep", k=_safe(tid))) if isinstance(reason, str) \
        else _word("deprecated_plain")
    new = ts.replacement(tid)
    if new is not None and new in ts.names:
        link = (f'<a href="#{_safe(token_anchor(ts.names[new]))}"><code>{_safe(new)}</code></a> '
                f'(<code>{_safe(ts.names[new])}</code>)')
        text += " " + _word("use_instead", token=link)
    return f'<div class="xh-doc-desc xh-doc-replacement">{text}</div>'


def tokens_reference(ts: TokenSet, locale: str = "en") -> str:
    """HTML of the whole reference in ``locale``: one table per top-level group, in token order.

    Tokens that only some context defines are listed too, with the contexts
    that have them. Alias chains longer than the ``alias-steps`` limit are
    elided in the middle, with a count (:class:`_Chains`). A set of more than
    ``docs-tokens`` tokens lists the first ones of each group (:func:`listed`)
    and counts the rest.
    """
    return tokens_references(ts, (locale,))[locale]


def tokens_references(ts: TokenSet, locales, resolver: Any = None, keep: Iterable[str] = ()) -> dict[str, str]:
    """:func:`tokens_reference` in each of ``locales``: the rows are built once, the words put in per language
    (the tokens' descriptions, and the modifier and context labels of ``resolver``, the resolver document's
    data, in each language: :func:`token_description`, :func:`context_labels`). ``keep``: token ids listed
    whatever the ``docs-tokens`` limit (those the components' pages link to)."""
    descriptions: dict[str, Any] = {}
    locales = tuple(locales)
    html = _reference(ts, descriptions, specimen_for(locales), frozenset(keep))
    out = {}
    for locale in locales:
        texts = {tid: token_description(tok, locale) for tid, tok in descriptions.items()}
        data = {"desc": {_safe(tid): f'<div class="xh-doc-desc">{_safe(text)}</div>'
                         for tid, text in texts.items() if text},
                "dep": {_safe(tid): _safe(token_description(tok, locale, field="deprecated"))
                        for tid, tok in descriptions.items() if isinstance(tok.deprecated, str)},
                "name": {_safe(k): _safe(v) for k, v in context_labels(resolver, locale).items()}}
        out[locale] = _in_language(html, locale, data)
    return out


def listed(groups: Mapping[str, list[str]], limit: int, keep: frozenset[str] = frozenset()) -> dict[str, list[str]]:
    """The tokens of each group the reference lists: all of them up to ``limit`` in all, else each group's first.

    The groups share the limit evenly, a small group leaving its share to the
    others (the largest per-group count ``c`` such that the groups' ``min(size,
    c)`` fit, then one more each for the first groups while any is left), so
    every group shows its start when there are fewer groups than the limit.
    Tokens in ``keep`` are listed as well, first counted against the limit.
    Order within a group is kept; a group with none listed is left out.
    """
    if sum(len(ids) for ids in groups.values()) <= limit:
        return dict(groups)
    kept = {group: sum(tid in keep for tid in ids) for group, ids in groups.items()}
    budget = max(limit - sum(kept.values()), 0)
    sizes = {group: len(ids) - kept[group] for group, ids in groups.items()}
    low, high = 0, max(sizes.values(), default=0)
    while low < high:  # the largest even share that fits
        mid = (low + high + 1) // 2
        if sum(min(size, mid) for size in sizes.values()) <= budget:
            low = mid
        else:
            high = mid - 1
    share = {group: min(size, low) for group, size in sizes.items()}
    left = budget - sum(share.values())
    for group, size in sizes.items():
        if left <= 0:
            break
        if size > share[group]:
            share[group] += 1
            left -= 1
    out = {}
    for group, ids in groups.items():
        room = share[group]
        rows = []
        for tid in ids:
            if tid in keep:
                rows.append(tid)
            elif room:
                rows.append(tid)
                room -= 1
        if rows:
            out[group] = rows
    return out


def _reference(ts: TokenSet, descriptions: dict[str, Any], specimen: str = SPECIMEN_HAN,
               keep: frozenset[str] = frozenset()) -> str:
    """The reference with its words as markers; ``descriptions`` gets token id → the token whose
    description each ``desc`` marker stands for."""
    from ..limits import current

    steps, limit = current().alias_steps, current().docs_tokens
    chains: dict[int, _Chains] = {}
    contexts = _contexts(ts)
    resolutions = [(label, ts.resolve(inputs)) for label, inputs in contexts]
    groups: dict[str, list[str]] = {}
    owner: dict[str, Any] = {}  # token id → the first resolution that defines it (some exist in one context only)
    for _, res in resolutions:
        for tid in res.tokens:
            if tid not in owner and tid in res.values and tid in res.types:
                owner[tid] = res
                groups.setdefault(res.tokens[tid].path[0], []).append(tid)
    labels = {label: _word("default") if not inputs else
              _word("context", modifier=_word("name", k=_safe(mod)), context=_word("name", k=_safe(ctx)))
              for label, inputs in contexts for mod, ctx in (next(iter(inputs.items()), (None, None)),)}
    total = sum(len(v) for v in groups.values())
    listing = listed(groups, limit, keep)
    count = sum(len(v) for v in listing.values())
    out: list[str] = ['<p class="xh-doc-count">' + _word(  # context names are input
        "count", tokens=total, groups=len(groups),
        contexts=_word("separator").join(labels[label] for label, _ in contexts))
        + ("" if count == total else " " + _word("listed", listed=f"{count:,}", limit=f"{limit:,}")) + '</p>']
    for group, ids in listing.items():
        # A Markdown heading (the part is included into a page), so the group is in the table of contents.
        out.append(f'\n## {_safe(group)} {{#group-{_safe(group)}}}\n')
        out.append(f'<div class="xh-doc-tokens"><table><thead><tr><th>{_word("token")}</th><th>{_word("value")}</th>'
                   f'<th>{_word("preview")}</th></tr></thead><tbody>')
        for tid in ids:
            home = owner[tid]
            tok = home.tokens[tid]
            chain = chains.setdefault(id(home), _Chains(home)).shown(tid, steps)
            # Plain strings with escape() (MarkupSafe's C escaper): Markup.format per field was most of the
            # page's time at 100,000 tokens. Every value from the input goes through escape().
            name = ts.names[tid]
            head = (f'<td class="xh-doc-name" id="{_safe(token_anchor(name))}"><strong>{_safe(tid)}</strong><br>'
                    f'<code>{_safe(name)}</code> <span class="xh-doc-type">{_safe(home.types[tid])}</span>')
            if tok.description or tok.deprecated:
                descriptions[tid] = tok  # its texts go in per language
            if tok.deprecated:
                reason = _word("dep", k=_safe(tid)) if isinstance(tok.deprecated, str) else _word("deprecated")
                head += f' <span class="xh-doc-deprecated" title="{reason}">{_word("deprecated")}</span>'
            if tok.description:
                head += _word("desc", k=_safe(tid))
            if tok.deprecated:
                head += _deprecation(ts, tid, tok.deprecated)
            if len(chain) > 1:
                shown = " → ".join(_word("more", n=f"{int(n):,}") if isinstance(n, _More) else _safe(n) for n in chain)
                head += f'<div class="xh-doc-chain">{shown}</div>'
            head += "</td>"
            values, previews = [], []
            shown = None
            for label, res in resolutions:
                if tid not in res.values or tid not in res.types:
                    continue
                css = _literal_css(ts, res, tid)
                notes = _contrast_notes(ts, tid, labels[label], res)
                if shown is not None and (css, notes) == shown:
                    continue  # a context that changes nothing about this token
                if shown is None:
                    shown = (css, notes)
                values.append(f'<div><span class="xh-doc-ctx">{labels[label]}</span> <code>{_safe(css)}</code>'
                              + "".join("<br>" + n for n in notes) + "</div>")
                previews.append(f'<span class="xh-doc-preview" title="{labels[label]}">{_safe_markup(preview(ts, res, tid, specimen))}</span>')
            out.append(f"<tr>{head}<td>{''.join(values)}</td><td>{''.join(previews)}</td></tr>")
        out.append("</tbody></table></div>")
        if len(ids) < len(groups[group]):
            out.append('<p class="xh-doc-count">'
                       + _word("group_rest", n=f"{len(groups[group]) - len(ids):,}", group=_safe(group)) + "</p>")
    if len(listing) < len(groups):
        rest = [group for group in groups if group not in listing]
        out.append('<p class="xh-doc-count">' + _word("groups_rest", groups=f"{len(rest):,}",
                                                       tokens=f"{sum(len(groups[g]) for g in rest):,}") + "</p>")
    return "\n".join(out) + "\n"
