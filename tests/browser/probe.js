// Measurements the browser tests take from a page. Every function returns
// plain data (strings, numbers, arrays); the Python side decides what is a
// fault, so a check and its broken-skin fixture read the same numbers.
// Injected with page.add_script_tag; defines window.xhProbe once.
window.xhProbe = window.xhProbe || (() => {
  "use strict";
  const part = (scope, name) => `[data-scope="${scope}"][data-part="${name}"]`;
  const ROOT = part("tool-call", "root");
  const own = (root, name) => root.querySelector(`:scope > ${part("tool-call", name)}`);
  const ownStatus = (root) => root.querySelector(`:scope > ${part("tool-call", "trigger")} > ${part("tool-call", "status")}`);

  // CSS Color 4 §6.2 system colours (plus Mark/MarkText, AccentColor/…Text).
  const SYSTEM_COLOURS = ["AccentColor", "AccentColorText", "ActiveText", "ButtonBorder", "ButtonFace", "ButtonText",
    "Canvas", "CanvasText", "Field", "FieldText", "GrayText", "Highlight", "HighlightText", "LinkText", "Mark",
    "MarkText", "SelectedItem", "SelectedItemText", "VisitedText"];

  /** {keyword: computed colour} under the page's current emulation. */
  function systemColours() {
    const probe = document.createElement("i");
    document.body.append(probe);
    const out = {};
    for (const name of SYSTEM_COLOURS) {
      probe.style.color = name;
      out[name] = getComputedStyle(probe).color;
    }
    probe.remove();
    return out;
  }

  /** A CSS colour text as the browser computes it (normalises token values written in Python). */
  function computedColour(text) {
    const probe = document.createElement("i");
    probe.style.color = text;
    document.body.append(probe);
    const c = getComputedStyle(probe).color;
    probe.remove();
    return c;
  }

  function alpha(colour) {
    if (colour === "transparent") return 0;
    const m = colour.match(/\/\s*([\d.]+)(%?)\s*\)$/) || colour.match(/^rgba\([^)]*,\s*([\d.]+)(%?)\)$/);
    return m ? parseFloat(m[1]) / (m[2] ? 100 : 1) : 1;
  }

  /** The first non-transparent background colour at or above `el`, or the page's Canvas. */
  function backgroundBehind(el) {
    for (let e = el; e; e = e.parentElement) {
      const bg = getComputedStyle(e).backgroundColor;
      if (alpha(bg) > 0) return bg;
    }
    return systemColours().Canvas;
  }

  // Elements get a stable key on first sight, so Python can name an element across calls.
  const registry = [], keys = new Map();
  function keyOf(el) {
    let k = keys.get(el);
    if (k === undefined) { k = registry.length; registry.push(el); keys.set(el, k); }
    return k;
  }
  const byKey = (k) => registry[k];

  /** The card's key: its trigger's id (unique per instance). */
  function cardId(root) {
    const trigger = own(root, "trigger");
    return trigger ? trigger.id : "?";
  }

  const SIDES = ["Top", "Right", "Bottom", "Left"];

  /** Non-colour cues of an element: border and outline shape, text decoration, weight, generated content. */
  function shapeOf(el, pseudo) {
    const cs = getComputedStyle(el, pseudo || null);
    const out = {};
    for (const s of SIDES) {
      out[`border${s}Style`] = cs[`border${s}Style`];
      out[`border${s}Width`] = cs[`border${s}Width`];
    }
    for (const p of ["outlineStyle", "outlineWidth", "textDecorationLine", "fontWeight", "fontStyle", "display"]) out[p] = cs[p];
    if (pseudo) out.content = cs.content;
    return out;
  }

  /** Per card: status colour and what is behind it, the root's borders, and the non-colour cue signature. */
  function forcedColourCards() {
    return Array.from(document.querySelectorAll(ROOT), (root) => {
      const status = ownStatus(root), rs = getComputedStyle(root), ss = getComputedStyle(status);
      return {
        card: cardId(root),
        variant: root.getAttribute("data-variant"),
        phase: status.getAttribute("data-state"),
        status: { color: ss.color, background: backgroundBehind(status) },
        border: SIDES.map((s) => ({ side: s, style: rs[`border${s}Style`], width: parseFloat(rs[`border${s}Width`]),
                                    color: rs[`border${s}Color`] })),
        canvas: backgroundBehind(root.parentElement),
        cue: {
          statusText: status.innerText.trim(),
          root: shapeOf(root), rootBefore: shapeOf(root, "::before"), rootAfter: shapeOf(root, "::after"),
          status: shapeOf(status), statusBefore: shapeOf(status, "::before"), statusAfter: shapeOf(status, "::after"),
        },
      };
    });
  }

  /** The focused element, as the focus ring test needs it (outline and what is behind it). */
  function focused() {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const cs = getComputedStyle(el);
    const root = el.parentElement && el.parentElement.matches(ROOT) ? el.parentElement : null;
    return {
      key: keyOf(el),
      id: el.id, tag: el.tagName.toLowerCase(), part: el.getAttribute("data-part"), scope: el.getAttribute("data-scope"),
      focusVisible: el.matches(":focus-visible"),
      outline: { style: cs.outlineStyle, width: parseFloat(cs.outlineWidth), color: cs.outlineColor },
      behind: backgroundBehind(el),
      ariaExpanded: el.getAttribute("aria-expanded"),
      card: root ? cardId(root) : null,
    };
  }

  /** A trigger (any scope) with its disclosure wiring. */
  function describeTrigger(t) {
    const controls = t.getAttribute("aria-controls");
    const panel = controls ? document.getElementById(controls) : null;
    return {
      key: keyOf(t),
      id: t.id, scope: t.getAttribute("data-scope"), tag: t.tagName.toLowerCase(), type: t.getAttribute("type"),
      disabled: t.disabled === true,
      // Focusable by Tab: enabled, rendered, not inside an inert (collapsed) panel.
      reachable: !t.disabled && t.checkVisibility() && !t.closest("[inert]"),
      rendered: t.checkVisibility(),
      ariaExpanded: t.getAttribute("aria-expanded"), controls,
      panel: panel ? { hidden: panel.hidden, inert: panel.inert, state: panel.getAttribute("data-state"),
                       visible: panel.checkVisibility() } : null,
      state: t.getAttribute("data-state"),
    };
  }

  /** Every trigger of the page, or of the elements matching `within`, in document order. */
  function triggers(within) {
    const all = Array.from(document.querySelectorAll('[data-part="trigger"]'));
    return (within ? all.filter((t) => t.closest(within)) : all).map(describeTrigger);
  }

  /** The trigger with key `k`, as triggers() describes it. */
  const trigger = (k) => describeTrigger(byKey(k));

  /** Focus the element with key `k` (a program's focus, before a key press). */
  const focusKey = (k) => byKey(k).focus();

  /** Put a focusable-by-script marker at the start of each element matching `selector`; their keys.
   *  Focusing a marker then pressing Tab walks that element's own tab stops. */
  function markStarts(selector) {
    return Array.from(document.querySelectorAll(selector), (el) => {
      const marker = document.createElement("span");
      marker.tabIndex = -1;
      marker.setAttribute("data-probe-marker", "");
      el.prepend(marker);
      const tabbable = el.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])');
      return { key: keyOf(marker), frame: keyOf(el), candidates: tabbable.length };
    });
  }

  /** Whether the element with key `k` contains the element with key `j`. */
  const contains = (k, j) => byKey(k).contains(byKey(j));

  const BOX = ["margin", "padding"];

  /** Layout of every styled part of every card under `scope`, relative to its card: for the RTL check. */
  function layout() {
    const out = {};
    for (const root of document.querySelectorAll(ROOT)) {
      const r = root.getBoundingClientRect(), rows = [];
      // The card's own elements: a nested card (a sub-call) is measured as a card of its own.
      const els = [root, ...root.querySelectorAll("[data-scope]")].filter((el) => el.closest(ROOT) === root);
      els.forEach((el, i) => {
        if (!el.checkVisibility()) return;  // collapsed content: nothing to lay out
        const cs = getComputedStyle(el), b = el.getBoundingClientRect();
        const parentDir = el === root ? cs.direction : getComputedStyle(el.parentElement).direction;
        const row = {
          index: i, scope: el.getAttribute("data-scope"), part: el.getAttribute("data-part"), tag: el.tagName.toLowerCase(),
          inFlow: parentDir, direction: cs.direction, unicodeBidi: cs.unicodeBidi,
          left: b.left - r.left, right: r.right - b.right, top: b.top - r.top, width: b.width, height: b.height,
          transform: cs.transform, boxShadow: cs.boxShadow, textAlign: cs.textAlign,
          sides: {},
        };
        for (const p of BOX) row.sides[p] = [cs[`${p}Left`], cs[`${p}Right`]];
        row.sides.borderWidth = [cs.borderLeftWidth, cs.borderRightWidth];
        row.sides.borderStyle = [cs.borderLeftStyle, cs.borderRightStyle];
        if (el.matches(part("tool-call", "indicator"))) {
          const ps = getComputedStyle(el, "::before");
          row.before = { transform: ps.transform, borderWidth: [ps.borderLeftWidth, ps.borderRightWidth],
                         borderStyle: [ps.borderLeftStyle, ps.borderRightStyle] };
        }
        rows.push(row);
      });
      out[cardId(root)] = rows;
    }
    return out;
  }

  /** Code, paths and names: computed direction/bidi, and whether the first character sits at the left edge. */
  function codeBlocks() {
    // Raw argument text and plain code in the card; a result view's code parts (commands, code, hunks,
    // URLs, locations, paths); the card's label and summary.
    const sel = [`${part("tool-call", "input")}:not(:has([data-scope]))`,
                 `${part("tool-call", "output")} :is(pre, code, kbd, samp):not([data-scope])`,
                 ...["code", "command", "hunk", "url", "location"].map((p) => part("tool-result", p)),
                 '[data-kind="path"]', part("tool-call", "label"), part("tool-call", "summary")].join(", ");
    return Array.from(document.querySelectorAll(sel), (el) => {
      const cs = getComputedStyle(el), root = el.closest(ROOT);
      let firstLeft = null, lastLeft = null;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const texts = [];
      while (walker.nextNode()) if (walker.currentNode.data.trim()) texts.push(walker.currentNode);
      if (texts.length) {
        const range = document.createRange(), first = texts[0], i = first.data.search(/\S/);
        range.setStart(first, i); range.setEnd(first, i + 1);
        firstLeft = range.getBoundingClientRect().left;
        const j = first.data.slice(i).search(/\s|$/) + i;  // end of the first word
        range.setStart(first, j - 1); range.setEnd(first, j);
        lastLeft = range.getBoundingClientRect().left;
      }
      return { card: root ? cardId(root) : null, part: el.getAttribute("data-part"), tag: el.tagName.toLowerCase(),
               kind: el.getAttribute("data-kind"), direction: cs.direction, unicodeBidi: cs.unicodeBidi,
               text: (el.textContent || "").trim().slice(0, 40), firstLeft, lastLeft };
    });
  }

  /** Patch `from` (live) into the shape of `to` and return the node to keep: `from` itself, or a copy of
   *  `to` when they cannot be patched. Children are matched by data-part (else by position), as a
   *  framework adapter keeps its nodes. A content part that closes keeps `hidden` off: the adapter
   *  sets it after the exit animation. */
  function morph(from, to) {
    if (from.nodeType !== to.nodeType || from.nodeName !== to.nodeName) return to.cloneNode(true);
    if (from.nodeType === Node.TEXT_NODE) {
      if (from.data !== to.data) from.data = to.data;
      return from;
    }
    if (from.nodeType !== Node.ELEMENT_NODE) return from;
    const wasOpen = from.getAttribute("data-state") === "open";
    for (const a of Array.from(from.attributes)) if (!to.hasAttribute(a.name)) from.removeAttribute(a.name);
    for (const a of Array.from(to.attributes)) {
      if (a.name === "hidden" && wasOpen) continue;
      if (from.getAttribute(a.name) !== a.value) from.setAttribute(a.name, a.value);
    }
    // Key: the data-part and its rank among same-part siblings (a group's cards are all "root"), else the position.
    const keys = (nodes) => {
      const seen = {};
      return nodes.map((n, i) => {
        const p = n.nodeType === Node.ELEMENT_NODE && n.getAttribute("data-part");
        return p ? `${p}#${(seen[p] = (seen[p] || 0) + 1)}` : `@${i}`;
      });
    };
    const olds = Array.from(from.childNodes), news = Array.from(to.childNodes);
    const oldKeys = keys(olds), old = new Map(olds.map((n, i) => [oldKeys[i], n]));
    const wanted = keys(news).map((k, i) => {
      const match = old.get(k);
      if (!match) return news[i].cloneNode(true);
      const kept = morph(match, news[i]);
      if (kept === match) old.delete(k);
      return kept;
    });
    old.forEach((n) => n.remove());
    let cursor = from.firstChild;
    for (const n of wanted) {
      if (n === cursor) cursor = cursor.nextSibling;
      else from.insertBefore(n, cursor);
    }
    return from;
  }

  /** Apply `{id: html}`: the root (of the same scope) around each element `id` is morphed into `html`;
   *  then append `extra` html to `container` and wait two frames. Returns the running animations. */
  async function changePhases(next, container, extra) {
    const template = document.createElement("template");
    for (const [id, html] of Object.entries(next)) {
      const el = document.getElementById(id);
      if (!el) throw new Error(`no element #${id}`);
      const root = el.closest(`[data-part="root"][data-scope="${el.getAttribute("data-scope")}"]`);
      template.innerHTML = html;
      const kept = morph(root, template.content.firstElementChild);
      if (kept !== root) root.replaceWith(kept);
    }
    if (extra) document.querySelector(container).insertAdjacentHTML("beforeend", extra);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return animations();
  }

  /** document.getAnimations(), described: kind, name and the card it runs in. */
  function animations() {
    return document.getAnimations().map((a) => {
      const target = a.effect && a.effect.target, root = target && target.closest(ROOT);
      return { kind: a.constructor.name, name: a.animationName || a.transitionProperty || "",
               target: target ? `${target.getAttribute("data-scope")}/${target.getAttribute("data-part")}` : "",
               card: root ? cardId(root) : null, playState: a.playState };
    });
  }

  /** Jump every finite animation to its end (the enter fade must not skew colours or screenshots). */
  function settle() {
    const finite = document.getAnimations().filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity);
    finite.forEach((a) => a.finish());
    return finite.length;
  }

  /** Record xhProbe.focused() at every focus change from now on; read them with focusLog(). */
  const log = [];
  let logging = false;
  function recordFocus() {
    log.length = 0;
    if (!logging) document.addEventListener("focusin", () => log.push(focused()));
    logging = true;
  }
  const focusLog = () => log.slice();

  /** Running cards' status colour, and the colour the same status rests at without [data-loading]. */
  function statusColours() {
    return Array.from(document.querySelectorAll(`${ROOT}[data-loading]`), (root) => {
      const status = ownStatus(root), cs = getComputedStyle(status);
      const shown = { color: cs.color, backgroundImage: cs.backgroundImage, animationName: cs.animationName };
      root.removeAttribute("data-loading");
      const resting = getComputedStyle(status).color;
      root.setAttribute("data-loading", "");
      return { card: cardId(root), ...shown, resting };
    });
  }

  /** Running cards' shimmering status: the computed gradient and what is behind the text. */
  function shimmers() {
    return Array.from(document.querySelectorAll(`${ROOT}[data-loading]`), (root) => {
      const status = ownStatus(root), cs = getComputedStyle(status);
      return { card: cardId(root), backgroundImage: cs.backgroundImage, color: cs.color,
               behind: backgroundBehind(status.parentElement) };
    });
  }

  /** Per rendered card: horizontal overflow of its parts, the indicator and label rows, the content's inset. */
  function fit() {
    return Array.from(document.querySelectorAll(ROOT)).filter((root) => root.checkVisibility()).map((root) => {
      const r = root.getBoundingClientRect(), trigger = own(root, "trigger"), content = own(root, "content");
      const box = (el) => el.getBoundingClientRect();
      const outside = Array.from(root.querySelectorAll("[data-scope]"))
        .filter((el) => el.checkVisibility() && (box(el).left < r.left - 0.5 || box(el).right > r.right + 0.5))
        .map((el) => `${el.getAttribute("data-scope")}/${el.getAttribute("data-part")}`);
      const ind = trigger.querySelector(part("tool-call", "indicator")), label = trigger.querySelector(part("tool-call", "label"));
      let inset = null;
      if (content.checkVisibility() && content.firstElementChild) {
        const cs = getComputedStyle(content), first = content.firstElementChild;
        const block = first.querySelector(":scope > pre") || first;
        inset = { want: parseFloat(cs.borderTopWidth) + parseFloat(cs.paddingTop),
                  got: box(block).top - box(content).top, part: first.getAttribute("data-part") };
      }
      return { card: cardId(root), outside, overflow: root.scrollWidth - root.clientWidth,
               indicator: [box(ind).top, box(ind).bottom], label: [box(label).top, box(label).bottom], inset };
    });
  }

  // Detached subtrees and where they were, so restore() can put them back exactly.
  const detached = [];
  /** Take every element matching `selector` out of the document (until restore()); how many. */
  function detach(selector) {
    const els = Array.from(document.querySelectorAll(selector)).filter((el) => !el.parentElement.closest(selector));
    for (const el of els) detached.push([el, el.parentNode, el.nextSibling]);
    els.forEach((el) => el.remove());
    return els.length;
  }
  function restore() {
    while (detached.length) {
      const [el, parent, next] = detached.pop();
      parent.insertBefore(el, next);
    }
  }

  /** Pixel statistics of an image (base64): distinct colours (5 bits per channel) and luminance spread.
   *  Images taller than a canvas may be are measured scaled down to fit. */
  async function imageStats(base64, type = "image/png") {
    const img = new Image();
    img.src = `data:${type};base64,${base64}`;
    await img.decode();
    const scale = Math.min(1, 16000 / img.naturalHeight);
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(img.naturalWidth * scale); canvas.height = Math.round(img.naturalHeight * scale);
    const ctx = canvas.getContext("2d");
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    const colours = new Set();
    let sum = 0, sum2 = 0, n = 0;
    for (let i = 0; i < data.length; i += 4) {
      colours.add(((data[i] >> 3) << 10) | ((data[i + 1] >> 3) << 5) | (data[i + 2] >> 3));
      const y = 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
      sum += y; sum2 += y * y; n++;
    }
    const mean = sum / n;
    return { width: img.naturalWidth, height: img.naturalHeight, colours: colours.size, stddev: Math.sqrt(sum2 / n - mean * mean) };
  }

  return { systemColours, computedColour, forcedColourCards, focused, triggers, trigger, focusKey, markStarts,
           contains, layout, codeBlocks, changePhases,
           animations, settle, recordFocus, focusLog, statusColours, shimmers, fit, detach, restore, imageStats, backgroundBehind };
})();
