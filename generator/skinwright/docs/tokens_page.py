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


def _deprecation(ts: TokenSet, tid: str, reason: bool | str) -> Markup:
    """"Deprecated: <reason>. Use <replacement> instead.", linking to the replacement's row."""
    text = Markup("Deprecated") + (Markup(": {}").format(reason) if isinstance(reason, str) else Markup("."))
    new = ts.replacement(tid)
    if new is not None and new in ts.names:
        text += Markup(' Use <a href="#token-{}"><code>{}</code></a> (<code>{}</code>) instead.').format(
            ts.names[new][2:], new, ts.names[new])
    return Markup('<div class="xh-doc-desc xh-doc-replacement">{}</div>').format(text)


def tokens_reference(ts: TokenSet) -> str:
    """HTML of the whole reference: one table per top-level group, in token order.

    Tokens that only some context defines are listed too, with the contexts
    that have them.
    """
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
                      f'{len(groups)} groups; values shown for {", ".join(label for label, _ in contexts)}.</p>']
    for group, ids in groups.items():
        # A Markdown heading (the part is included into a page), so the group is in the table of contents.
        out.append(f'\n## {escape(group)} {{#group-{escape(group)}}}\n')
        out.append('<div class="xh-doc-tokens"><table><thead><tr><th>Token</th><th>Value</th>'
                   '<th>Preview</th></tr></thead><tbody>')
        for tid in ids:
            home = owner[tid]
            tok = home.tokens[tid]
            chain = home.chain(tid)
            meta = [Markup('<code>{}</code>').format(ts.names[tid]), Markup('<span class="xh-doc-type">{}</span>').format(home.types[tid])]
            if tok.deprecated:
                reason = tok.deprecated if isinstance(tok.deprecated, str) else "deprecated"
                meta.append(Markup('<span class="xh-doc-deprecated" title="{}">deprecated</span>').format(reason))
            head = Markup('<td class="xh-doc-name" id="token-{}"><strong>{}</strong><br>{}').format(
                ts.names[tid][2:], tid, Markup(" ").join(meta))
            if tok.description:
                head += Markup('<div class="xh-doc-desc">{}</div>').format(tok.description)
            if tok.deprecated:
                head += _deprecation(ts, tid, tok.deprecated)
            if len(chain) > 1:
                head += Markup('<div class="xh-doc-chain">{}</div>').format(" → ".join(chain))
            head += Markup("</td>")
            values, previews = [], []
            shown = None
            for label, res in resolutions:
                if tid not in res.values or tid not in res.types:
                    continue
                css = _literal_css(ts, res, tid)
                notes = _contrast_notes(ts, tid, label, res)
                if shown is not None and (css, [str(n) for n in notes]) == shown:
                    continue  # a context that changes nothing about this token
                if shown is None:
                    shown = (css, [str(n) for n in notes])
                values.append(Markup('<div><span class="xh-doc-ctx">{}</span> <code>{}</code>{}</div>').format(
                    label, css, Markup("").join(Markup("<br>") + n for n in notes)))
                previews.append(Markup('<span class="xh-doc-preview" title="{}">{}</span>').format(label, preview(ts, res, tid)))
            out.append(str(Markup("<tr>") + head + Markup("<td>") + Markup("").join(values) + Markup("</td><td>")
                           + Markup("").join(previews) + Markup("</td></tr>")))
        out.append("</tbody></table></div>")
    return "\n".join(out) + "\n"
