"""The browser checks as functions: measurements (from probe.js) in, findings (strings) out.

A test asserts a page has no findings; the broken-skin tests assert the same
function reports the planted fault. Each function says which rule it applies
and where the rule comes from.
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path
from typing import Any, Iterable

from coloraide import Color

PROBE = Path(__file__).with_name("probe.js")

# Every emulated media feature set explicitly: the page is reused between tests.
NEUTRAL = {"color_scheme": "light", "contrast": "no-preference", "forced_colors": "none",
           "reduced_motion": "no-preference", "media": "screen"}


# A node's children as comparable trees: [tag, sorted [name, value] attributes, ...children], text as strings
# (adjacent ones joined). A CR or CRLF reads as LF, as an HTML parser reads markup (HTML 13.2.3.5), so
# markup parsed from a server and elements built with DOM APIs compare equal when they show the same.
DOM_TREE = r"""(root) => {
  const lf = (text) => text.replace(/\r\n?/g, "\n");
  const merge = (kids) => kids.reduce((out, k) => {
    if (typeof k === "string" && typeof out[out.length - 1] === "string") out[out.length - 1] += k;
    else if (k !== "") out.push(k);
    return out;
  }, []);
  const tree = (n) => n.nodeType === 3 ? lf(n.data) : [n.localName,
    [...n.attributes].map((a) => [a.name, lf(a.value)]).sort((x, y) => (x[0] < y[0] ? -1 : 1)),
    ...merge([...n.childNodes].filter((c) => c.nodeType !== 8).map(tree))];
  return merge([...root.childNodes].filter((c) => c.nodeType !== 8).map(tree));
}"""


def markup_tree(page, html: str) -> list:
    """``html`` parsed by the browser, as :data:`DOM_TREE` gives it."""
    return page.evaluate(f"(html) => {{ const t = document.createElement('template'); t.innerHTML = html; "
                         f"return ({DOM_TREE})(t.content); }}", html)


def open_page(page, url: str, **media: str) -> None:
    """Emulate ``media`` (others neutral), load ``url``, inject the probe, jump finite animations to their end."""
    page.emulate_media(**{**NEUTRAL, **media})
    page.goto(url)
    inject(page)
    page.evaluate("xhProbe.settle()")


def inject(page) -> None:
    """Add probe.js to the current document (idempotent)."""
    if not page.evaluate("typeof window.xhProbe === 'object'"):
        page.add_script_tag(path=str(PROBE))


# --- colour helpers -------------------------------------------------------------------

def contrast(fg: str, bg: str) -> float:
    """WCAG 2.1 contrast of ``fg`` drawn over ``bg`` (``fg``'s alpha composited onto ``bg`` first)."""
    back = Color(bg)
    return Color.layer([Color(fg), back]).contrast(back, method="wcag21")


def _alpha(colour: str) -> float:
    return Color(colour).alpha() if colour != "transparent" else 0.0


def visible_system_colour(colour: str, behind: str, system: dict[str, str], what: str,
                          minimum: float = 3.0) -> list[str]:
    """``colour`` is one of the page's system colours, not transparent, and ≥ ``minimum``:1 against ``behind``.

    3:1 is WCAG 2.1 SC 1.4.11 (non-text contrast); forced-colour palettes are chosen by the user,
    so a pair below it means the skin paired the wrong system colours (e.g. Mark text on Canvas).
    """
    names = sorted(k for k, v in system.items() if v == colour)
    if not names:
        return [f"{what}: {colour} is not a system colour"]
    if _alpha(colour) == 0:
        return [f"{what}: transparent ({'/'.join(names)})"]
    ratio = contrast(colour, behind)
    if ratio < minimum:
        return [f"{what}: {'/'.join(names)} {colour} on {behind} has contrast {ratio:.2f} < {minimum}"]
    return []


# --- forced colours (CSS Color Adjust 1; the card's spec: every state keeps a non-colour cue) ----

SHELLED = ("outline", "subtle")  # ghost has no shell by design (the variants table)


def forced_colour_findings(cards: list[dict], system: dict[str, str]) -> list[str]:
    """Status text and (for shelled variants) every side of the root border are visible system colours."""
    out = []
    for c in cards:
        out += visible_system_colour(c["status"]["color"], c["status"]["background"], system,
                                     f"{c['card']} status ({c['phase']})", minimum=4.5)
        if c["variant"] in SHELLED:
            for side in c["border"]:
                what = f"{c['card']} root border-{side['side'].lower()}"
                if side["style"] in ("none", "hidden") or side["width"] <= 0:
                    out.append(f"{what}: no border ({side['style']} {side['width']:g}px)")
                else:
                    out += visible_system_colour(side["color"], c["canvas"], system, what)
    return out


def cue_findings(cards: list[dict], states: dict[str, str]) -> list[str]:
    """Each pair of states differs by more than colour.

    ``states`` maps a state name to the card showing it. Two states differ by
    more than colour when the visible status word differs, or a non-colour
    property of the root or the status (border or outline style and width,
    text decoration, weight, style, display, generated ``content``) differs.
    Colour properties are never compared, so two cards that differ only in
    (forced) colour count as the same.
    """
    by_card = {c["card"]: c["cue"] for c in cards}
    missing = sorted(set(states.values()) - set(by_card))
    if missing:
        return [f"no card {m} on the page" for m in missing]
    out = []
    for (a, ca), (b, cb) in itertools.combinations(sorted(states.items()), 2):
        if by_card[ca] == by_card[cb]:
            out.append(f"{a} and {b} differ only by colour (status word {by_card[ca]['statusText']!r}, "
                       f"same borders, outline, decoration and generated content)")
    return out


def focus_ring_findings(stops: list[dict], system: dict[str, str]) -> list[str]:
    """Each focused trigger shows an outline (not a box-shadow) in a visible system colour.

    WCAG 2.2 SC 2.4.7 (focus visible); box-shadow rings vanish in forced colours, outlines stay.
    """
    out = []
    for s in stops:
        if s["part"] != "trigger":
            continue
        what = f"focus ring of {s['id']}"
        o = s["outline"]
        if not s["focusVisible"]:
            out.append(f"{what}: keyboard focus does not match :focus-visible")
        if o["style"] in ("none", "hidden") or o["width"] <= 0:
            out.append(f"{what}: no outline ({o['style']} {o['width']:g}px)")
            continue
        out += visible_system_colour(o["color"], s["behind"], system, what)
    return out


# --- keyboard (WAI-ARIA APG Disclosure pattern) --------------------------------------------

def tab_stops(page, presses: int | None = None) -> list[dict]:
    """Press Tab from the top of the page; the focused element at each stop, in order, until focus wraps.

    ``presses`` defaults to one more than the page's focusable elements, so the walk
    always leaves the page once (focus is recorded in the page, one read at the end).
    """
    if presses is None:
        presses = 1 + page.evaluate("""document.querySelectorAll(
            'a[href], button, input, select, textarea, summary, [tabindex]').length""")
    page.evaluate("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0); xhProbe.recordFocus()")
    for _ in range(presses):
        page.keyboard.press("Tab")
    stops, seen = [], set()
    for stop in page.evaluate("xhProbe.focusLog()"):
        if stop is None or stop["key"] in seen:  # wrapped round
            break
        seen.add(stop["key"])
        stops.append(stop)
    return stops


def tab_walks(page, selector: str) -> list[list[dict]]:
    """For each element matching ``selector``: its Tab stops, in order, entering it from its start.

    A script-focusable marker is put first in the element and focused; Tab is
    pressed until focus has left the element (markers removed afterwards).
    """
    walks = []
    for start in page.evaluate("(s) => xhProbe.markStarts(s)", selector):
        page.evaluate("(k) => { xhProbe.focusKey(k); xhProbe.recordFocus(); }", start["key"])
        for _ in range(start["candidates"] + 1):
            page.keyboard.press("Tab")
        log = [s for s in page.evaluate("xhProbe.focusLog()") if s]
        inside = page.evaluate("([f, ks]) => ks.map((k) => xhProbe.contains(f, k))",
                               [start["frame"], [s["key"] for s in log]])
        stops = []
        for stop, ok in zip(log, inside):
            if not ok:
                break
            stops.append(stop)
        walks.append(stops)
    page.evaluate("document.querySelectorAll('[data-probe-marker]').forEach((m) => m.remove())")
    return walks


def disclosure_findings(triggers: list[dict], stops: list[dict] | None = None) -> list[str]:
    """APG disclosure wiring of every trigger, and (given Tab stops) that Tab reaches each enabled one.

    A trigger is a ``<button type="button">`` with ``aria-expanded`` "true"/"false" and
    ``aria-controls`` naming an element that is shown exactly when expanded; a
    tool-call panel is also ``inert`` exactly when collapsed (the spec's ARIA table).
    """
    out = []
    for t in triggers:
        what = f"trigger {t['id'] or t['controls'] or t['key']}"
        if t["tag"] != "button" or t["type"] != "button":
            out.append(f"{what}: is <{t['tag']} type={t['type']}>, want <button type=button>")
        if t["ariaExpanded"] not in ("true", "false"):
            out.append(f"{what}: aria-expanded is {t['ariaExpanded']!r}, want 'true' or 'false'")
            continue
        if t["panel"] is None:
            out.append(f"{what}: aria-controls {t['controls']!r} names no element")
            continue
        expanded = t["ariaExpanded"] == "true"
        p = t["panel"]
        # Inside a collapsed ancestor nothing is visible: then only the attribute must agree.
        shown = p["visible"] if t["rendered"] else not p["hidden"]
        if shown != expanded or p["hidden"] == expanded:
            out.append(f"{what}: aria-expanded={t['ariaExpanded']} but the panel is "
                       f"{'shown' if p['visible'] else 'hidden'} (hidden={p['hidden']})")
        if t["scope"] == "tool-call" and p["inert"] == expanded:
            out.append(f"{what}: aria-expanded={t['ariaExpanded']} but the panel's inert is {p['inert']}")
    if stops is not None:
        reached = {s["key"] for s in stops}
        for t in triggers:
            what = f"trigger {t['id'] or t['controls'] or t['key']}"
            if t["reachable"] and t["key"] not in reached:
                out.append(f"{what}: Tab never reaches it")
            if not t["reachable"] and t["key"] in reached:
                out.append(f"{what}: disabled, collapsed or hidden, yet Tab reaches it")
    return out


# --- RTL (CSS Logical Properties 1; the spec's RTL table) ----------------------------------------

def _px(v: str) -> float:
    return float(v[:-2]) if v.endswith("px") else 0.0


_MATRIX = re.compile(r"matrix\(([^)]*)\)")


def matrix(transform: str) -> tuple[float, ...] | None:
    """A computed 2-D transform as (a, b, c, d, e, f); ``none`` is the identity."""
    if transform == "none":
        return (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    m = _MATRIX.fullmatch(transform)
    return tuple(float(x) for x in m.group(1).split(",")) if m else None


def mirrored(m: tuple[float, ...]) -> tuple[float, ...]:
    """``m`` reflected across the vertical axis: S·m·S with S = diag(-1, 1) → (a, −b, −c, d, −e, f)."""
    a, b, c, d, e, f = m
    return (a, -b, -c, d, -e, f)


def _close(x: Iterable[float], y: Iterable[float], tol: float) -> bool:
    return all(abs(p - q) <= tol for p, q in zip(x, y, strict=True))


def _shadow_x(shadow: str) -> list[float]:
    """The horizontal offset of each layer of a computed box-shadow."""
    if shadow == "none":
        return []
    layers = re.split(r",(?![^()]*\))", shadow)
    return [_px(re.findall(r"-?[\d.]+px", layer)[0]) for layer in layers]


def rtl_findings(ltr: dict[str, list[dict]], rtl: dict[str, list[dict]], tol: float = 1.0) -> list[str]:
    """Compare each card laid out in an LTR and an RTL frame.

    For every element in the right-to-left flow (its parent's direction is rtl):
    - its box is the mirror image (``left`` ↔ ``right`` offsets within the card);
    - inline margins, paddings and border widths/styles swap sides;
    - a box-shadow's horizontal offsets change sign (the tone bar stays on the start edge);
    - a transform is the mirror image of the LTR one (the indicator and its chevron).
    Elements inside an isolated LTR block keep their own layout and are skipped here.
    """
    out = []
    for card, rows in sorted(ltr.items()):
        if card not in rtl or len(rtl[card]) != len(rows):
            out.append(f"{card}: not laid out the same in both frames")
            continue
        for a, b in zip(rows, rtl[card]):
            if b["inFlow"] != "rtl":
                continue
            what = f"{card} {b['scope']}/{b['part'] or b['tag']}#{b['index']}"
            if not _close((a["left"], a["right"], a["top"], a["width"]), (b["right"], b["left"], b["top"], b["width"]), tol):
                out.append(f"{what}: box not mirrored (LTR left {a['left']:.1f} right {a['right']:.1f}; "
                           f"RTL left {b['left']:.1f} right {b['right']:.1f})")
            for prop, (l, r) in a["sides"].items():
                rl, rr = b["sides"][prop]
                if (rl, rr) != (r, l):
                    out.append(f"{what}: {prop} left/right is {l}/{r} in LTR but {rl}/{rr} in RTL (want {r}/{l})")
            if _shadow_x(b["boxShadow"]) != [-x for x in _shadow_x(a["boxShadow"])]:
                out.append(f"{what}: box-shadow not mirrored ({a['boxShadow']} vs {b['boxShadow']})")
            out += _transform_findings(what, a["transform"], b["transform"])
            if "before" in a:
                out += _transform_findings(what + "::before", a["before"]["transform"], b["before"]["transform"])
                for prop in ("borderWidth", "borderStyle"):
                    l, r = a["before"][prop]
                    if b["before"][prop] != [r, l]:
                        out.append(f"{what}::before: {prop} left/right {l}/{r} in LTR, {b['before'][prop]} in RTL")
    return out


def _transform_findings(what: str, ltr: str, rtl: str) -> list[str]:
    m, n = matrix(ltr), matrix(rtl)
    if m is None or n is None:
        return [f"{what}: transform not 2-D ({ltr} / {rtl})"]
    if not _close(n, mirrored(m), 1e-3):
        return [f"{what}: transform {rtl} in RTL is not the mirror of {ltr}"]
    return []


def turned(rows: dict[str, list[dict]], part: str = "indicator") -> list[tuple[float, ...]]:
    """The non-identity transforms of ``part`` (and its ::before) on the page: evidence the check is not vacuous."""
    found = []
    for rs in rows.values():
        for r in rs:
            if r["part"] == part:
                for t in (r["transform"], r.get("before", {}).get("transform", "none")):
                    m = matrix(t)
                    if m and abs(m[1]) > 1e-3:
                        found.append(m)
    return found


def code_direction_findings(blocks: list[dict], tol: float = 1.0) -> list[str]:
    """Code, arguments and paths stay LTR in an RTL frame (the spec's RTL table: isolated LTR blocks).

    Raw argument text, plain code in outputs and a result view's code parts
    compute ``direction: ltr`` with ``unicode-bidi: isolate`` (or
    ``isolate-override``/``plaintext``), and their first word reads left to
    right; ``data-kind="path"`` values are LTR; the label and summary take
    their direction from their own text (``unicode-bidi: plaintext``).
    """
    out = []
    for b in blocks:
        what = f"{b['card']} {b['part'] or b['kind'] or b['tag']} {b['text']!r}"
        if b["part"] in ("label", "summary"):
            if b["unicodeBidi"] != "plaintext":
                out.append(f"{what}: unicode-bidi {b['unicodeBidi']}, want plaintext")
            continue
        if b["direction"] != "ltr":
            out.append(f"{what}: direction {b['direction']}, want ltr")
        if b["kind"] != "path":
            if b["unicodeBidi"] not in ("isolate", "isolate-override", "plaintext"):
                out.append(f"{what}: unicode-bidi {b['unicodeBidi']}, want isolate")
        if b["firstLeft"] is not None and b["lastLeft"] is not None and b["lastLeft"] + tol < b["firstLeft"]:
            out.append(f"{what}: the first word runs right to left")
    return out


# --- motion (Media Queries 5 prefers-reduced-motion; the spec's motion table) -------------------------

def motion_findings(animations: list[dict]) -> list[str]:
    """Reduced motion: no animation or transition runs anywhere."""
    return [f"{a['card'] or 'page'}: {a['kind']} {a['name']!r} on {a['target']} ({a['playState']})" for a in animations]


# --- axe-core (WCAG 2.x A/AA rules and axe best practices) -----------------------------

def axe_source() -> str:
    """axe-core as bundled by axe-playwright-python (local: no CDN)."""
    import axe_playwright_python

    return (Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text(encoding="utf-8")


def axe_scan(page, include: list[str], exclude: list[str] = (), detach: str | None = None) -> dict[str, list[dict]]:
    """Run axe on the elements matching ``include`` (minus ``exclude``): ``{violations, incomplete}``.

    Each entry is ``{id, impact, help, nodes: [{target, summary}]}``. All of axe's default rules run.
    ``detach`` names excluded subtrees to take out of the document during the scan and put back
    after: axe walks the whole document on every run, and a docs page's highlighted code is
    nine tenths of its elements.
    """
    inject(page)
    if not page.evaluate("typeof window.axe === 'object'"):
        page.add_script_tag(content=axe_source())
    context = {"include": [[s] for s in include]}
    if exclude:
        context["exclude"] = [[s] for s in exclude]
    if detach:
        page.evaluate("(s) => xhProbe.detach(s)", detach)
    # Material's sticky header covers whatever is under it when axe samples a point, and axe then takes
    # the header's colour for that element's background: keep it in flow (where it already sits) for the scan.
    page.evaluate("""() => { const s = document.createElement('style'); s.id = 'xh-axe-unstick';
        s.textContent = '.md-header { position: static !important; }'; document.head.append(s); }""")
    try:
        return page.evaluate("""async (context) => {
            const r = await axe.run(context, {resultTypes: ["violations", "incomplete"]});
            const slim = (list) => list.map(v => ({id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.map(n => ({target: n.target.join(" "), summary: n.failureSummary || ""}))}));
            return {violations: slim(r.violations), incomplete: slim(r.incomplete)};
        }""", context)
    finally:
        page.evaluate("document.getElementById('xh-axe-unstick')?.remove()")
        if detach:
            page.evaluate("xhProbe.restore()")


def axe_findings(result: dict[str, list[dict]], what: str) -> list[str]:
    """One line per node of every violation."""
    return [f"{what}: {v['id']} ({v['impact']}) {n['target']}: {n['summary'].splitlines()[-1].strip() if n['summary'] else v['help']}"
            for v in result["violations"] for n in v["nodes"]]


_COLOUR_FN = re.compile(r"(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)")


def shimmer_findings(shimmers: list[dict], minimum: float = 4.5) -> list[str]:
    """The running status text, drawn by its gradient, keeps ≥ ``minimum``:1 at every colour stop.

    axe cannot measure text painted by ``background-clip: text`` (it reports it
    as incomplete); the sheen sweeps every glyph through each stop, so each stop
    must pass WCAG 2.1 SC 1.4.3 against the surface behind the status.
    """
    out = []
    for s in shimmers:
        stops = _COLOUR_FN.findall(s["backgroundImage"])
        if not stops:
            out.append(f"{s['card']}: running status has no gradient ({s['backgroundImage']}) and colour {s['color']}")
        for stop in stops:
            ratio = contrast(stop, s["behind"])
            if ratio < minimum:
                out.append(f"{s['card']}: shimmer stop {stop} on {s['behind']} has contrast {ratio:.2f} < {minimum}")
    return out


# --- the docs site ------------------------------------------------------------------------

CONTENT = "article.md-content__inner"
"""The page's content on a Material page: the scans stop at the theme's header, navigation and footer."""

MATERIAL_CHROME = (".highlight", ".md-code__nav", ".md-clipboard", ".headerlink", ".md-source-file")
"""What Material draws inside the content: syntax-highlighted code (Pygments colours from the theme's
palette), its copy and selection buttons, heading permalinks, the source-file footer. They are the
theme's, not the project's; scans are scoped past them."""

EXAMPLES = ".xh-doc-example"
"""A live example: toolbar, preview frame ([data-xh-frame]) and demo controls."""


HYDRATE_ALL = """() => new Promise((resolve, reject) => {
    const start = performance.now();
    (function wait() {
        if (window.__skinwrightDocs && window.__skinwrightDocs.hydrate) {
            document.querySelectorAll('.xh-doc-example').forEach((e) => window.__skinwrightDocs.hydrate(e));
            return resolve(document.querySelectorAll('.xh-doc-example').length);
        }
        if (performance.now() - start > 20000) return reject(new Error('the page script did not load'));
        setTimeout(wait, 50);
    })();
})"""
"""Hydrate every example of the page, as a reader who scrolled through it would have (examples
hydrate when they near the viewport); resolves to how many there are."""


def hydrate_all(page) -> int:
    """Bring every example of ``page`` to life (toolbar, demo, code); how many examples the page has."""
    return page.evaluate(HYDRATE_ALL)


def set_toolbars(page, setting: str, value: str) -> int:
    """Choose ``value`` for ``setting`` in every example's toolbar that offers ``setting``, as a user would.

    Returns how many toolbars changed; fails when an example offers the setting without that value.
    An example offers density only where density changes it (``data-xh-settings``).
    """
    return page.evaluate("""([setting, value]) => {
        const examples = Array.from(document.querySelectorAll('.xh-doc-example'))
            .filter((ex) => (ex.getAttribute('data-xh-settings') || '').split(' ').includes(setting));
        for (const ex of examples) {
            const input = ex.querySelector(`[data-xh-setting="${setting}"] input[value="${value}"]`);
            if (!input) throw new Error(`${ex.id}: no ${setting}=${value} in its toolbar`);
            if (!input.checked) input.click();
        }
        return examples.length;
    }""", [setting, value])


# --- pixels -----------------------------------------------------------------------------

def blank_findings(stats: dict[str, Any], what: str, min_colours: int = 16, min_stddev: float = 8.0) -> list[str]:
    """A screenshot is not blank: at least ``min_colours`` distinct colours and some luminance spread."""
    if stats["colours"] < min_colours or stats["stddev"] < min_stddev:
        return [f"{what}: looks blank ({stats['colours']} colours, luminance stddev {stats['stddev']:.1f})"]
    return []
