"""The generated token reference: every token, its CSS variable, type, value per context, alias chain.

Pure function of the :class:`~skinwright.tokens.TokenSet`; returns the HTML
fragment the Tokens page includes (``pymdownx.snippets``). Previews are drawn
with the literal value of each context (so the page shows light and dark side
by side whatever the site's own theme is): colour swatches, with the measured
WCAG contrast on each declared background; bars for spacing, size and stroke;
a rounded box for radii; a specimen for type; the curve of each easing; a box
for shadows, borders and gradients.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from markupsafe import Markup, escape

from ..tokens import TokenSet
from ..tokens.colour import contrast, tint
from ..tokens.css import custom_css
from ..tokens.types import registry

CONTRAST_EXT = "org.skinwright.contrast"


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


def preview(ts: TokenSet, res, tid: str) -> Markup:
    """A small visual of one token in one resolution."""
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
        return Markup('<span class="xh-doc-specimen" style="{}: {}">Ag 文字 123</span>').format(prop, css)
    if kind == "curve":
        points = value.get(prop) if prop and isinstance(value, dict) else value
        return _curve(points) if isinstance(points, list) else Markup("")
    if kind == "box":
        return Markup('<span class="xh-doc-box" style="{}: {}"></span>').format(prop, css)
    if kind == "duration":
        return Markup('<span class="xh-doc-duration" style="--xh-doc-d: {}"></span>').format(css)
    return Markup("")


def _contrast_notes(ts: TokenSet, tid: str, label: str, res) -> list[Markup]:
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
            text = f"{ratio:.2f}:1 on {bg}"
            if spec.get("tint"):
                tinted = tint(fg, res.values[bg], float(spec["tint"]))
                text += f" · {contrast(fg, tinted):.2f}:1 on its {int(float(spec['tint']) * 100)}% tint"
        except (ValueError, TypeError, KeyError):
            continue  # a CSS colour expression has no one colour to measure
        bg_css = _literal_css(ts, res, bg)
        fg_css = _literal_css(ts, res, tid)
        notes.append(Markup('<span class="xh-doc-pair" style="color: {}; background: {}" title="{}">Aa</span> {}').format(
            fg_css, bg_css, label, text))
    return notes


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
        return out + [f"… {hidden:,} more …", end]


def _deprecation(ts: TokenSet, tid: str, reason: bool | str) -> Markup:
    """"Deprecated: <reason>. Use <replacement> instead.", linking to the replacement's row."""
    text = Markup("Deprecated") + (Markup(": {}").format(reason) if isinstance(reason, str) else Markup("."))
    new = ts.replacement(tid)
    if new is not None and new in ts.names:
        text += Markup(' Use <a href="#{}"><code>{}</code></a> (<code>{}</code>) instead.').format(
            token_anchor(ts.names[new]), new, ts.names[new])
    return Markup('<div class="xh-doc-desc xh-doc-replacement">{}</div>').format(text)


def tokens_reference(ts: TokenSet) -> str:
    """HTML of the whole reference: one table per top-level group, in token order.

    Tokens that only some context defines are listed too, with the contexts
    that have them. Alias chains longer than the ``alias-steps`` limit are
    elided in the middle, with a count (:class:`_Chains`).
    """
    from ..limits import current

    steps = current().alias_steps
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
    out: list[str] = [f'<p class="xh-doc-count">{sum(len(v) for v in groups.values())} tokens in '
                      f'{len(groups)} groups; values shown for '
                      f'{escape(", ".join(label for label, _ in contexts))}.</p>']  # context names are input
    for group, ids in groups.items():
        # A Markdown heading (the part is included into a page), so the group is in the table of contents.
        out.append(f'\n## {escape(group)} {{#group-{escape(group)}}}\n')
        out.append('<div class="xh-doc-tokens"><table><thead><tr><th>Token</th><th>Value</th>'
                   '<th>Preview</th></tr></thead><tbody>')
        for tid in ids:
            home = owner[tid]
            tok = home.tokens[tid]
            chain = chains.setdefault(id(home), _Chains(home)).shown(tid, steps)
            # Plain strings with escape() (MarkupSafe's C escaper): Markup.format per field was most of the
            # page's time at 100,000 tokens. Every value from the input goes through escape().
            name = ts.names[tid]
            head = (f'<td class="xh-doc-name" id="{escape(token_anchor(name))}"><strong>{escape(tid)}</strong><br>'
                    f'<code>{escape(name)}</code> <span class="xh-doc-type">{escape(home.types[tid])}</span>')
            if tok.deprecated:
                reason = tok.deprecated if isinstance(tok.deprecated, str) else "deprecated"
                head += f' <span class="xh-doc-deprecated" title="{escape(reason)}">deprecated</span>'
            if tok.description:
                head += f'<div class="xh-doc-desc">{escape(tok.description)}</div>'
            if tok.deprecated:
                head += str(_deprecation(ts, tid, tok.deprecated))
            if len(chain) > 1:
                head += f'<div class="xh-doc-chain">{escape(" → ".join(chain))}</div>'
            head += "</td>"
            values, previews = [], []
            shown = None
            for label, res in resolutions:
                if tid not in res.values or tid not in res.types:
                    continue
                css = _literal_css(ts, res, tid)
                notes = [str(n) for n in _contrast_notes(ts, tid, label, res)]
                if shown is not None and (css, notes) == shown:
                    continue  # a context that changes nothing about this token
                if shown is None:
                    shown = (css, notes)
                values.append(f'<div><span class="xh-doc-ctx">{escape(label)}</span> <code>{escape(css)}</code>'
                              + "".join("<br>" + n for n in notes) + "</div>")
                previews.append(f'<span class="xh-doc-preview" title="{escape(label)}">{preview(ts, res, tid)}</span>')
            out.append(f"<tr>{head}<td>{''.join(values)}</td><td>{''.join(previews)}</td></tr>")
        out.append("</tbody></table></div>")
    return "\n".join(out) + "\n"
