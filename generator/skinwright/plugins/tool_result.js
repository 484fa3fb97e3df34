// The tool-result element's own behaviour beyond its spec: it draws its views from its `call` and
// `result` props with tool-result.views.js, imported the first time it has data to draw, so a page
// that only upgrades server-rendered views never loads it. An element given no data keeps what it
// holds (a server's markup, the host's children). The tool-result plugin (tool_result.py) names
// this file; skinwright.views draws the same markup in Python.

import { ComponentElement } from "./element.js";

let views;
const latest = new WeakMap();  // element → its last draw request (an older one that resolves late is dropped)

/** The component element `el` sits in (a card), or null. */
const around = (el) => {
  let n = el.parentElement;
  while (n && !(n instanceof ComponentElement)) n = n.parentElement;
  return n;
};

/** The other result elements in the same card as `el` (a card's input side and output side). */
const partners = (el, card = around(el)) =>
  card ? [...card.querySelectorAll(el.localName)].filter((p) => p !== el && around(p) === card) : [];

/** The element's content: it has no root part, so the runtime asks for "root" on each change of its
 * props, and this draws the views of `call` and `result` into it (an unknown intent draws generic).
 * An input-side element (a call, no result) draws its call side as the Python card does, from the
 * call and the result its output-side partner in the same card holds: a diff's pending files go
 * once the result carries the files. */
export function content(part, ctx) {
  if (part !== "root") return undefined;
  const el = ctx.element, { call, result, intent } = ctx.input, token = {};
  const had = latest.has(el), callSide = call != null && result == null;
  latest.set(el, token);
  if (call == null && result == null) {
    if (had) {  // it drew before: the host took the data away
      el.replaceChildren();
      follow(el);
    } else latest.delete(el);
    return;
  }
  (views ||= import("./tool-result.views.js")).then(({ renderView }) => {
    if (latest.get(el) !== token) return;
    const given = callSide ? partners(el).map((p) => p.result).find((r) => r != null) : result;
    // The caps as the host set them: an unset one takes the views' default (the Python views').
    const v = renderView(typeof intent === "string" ? intent : ctx.props.intent, call, given, ctx.input);
    el.replaceChildren(...[v.call, !callSide && v.result].filter(Boolean));
    if (!callSide) follow(el);
    // A card around it shows its error fallback only without an error view: the elements around it
    // draw again.
    for (let n = el.parentElement; n; n = n.parentElement) if (n instanceof ComponentElement && n.isConnected) n.refresh();
  });
}

/** After a result side changed: the input sides in the same card draw their call side again. */
function follow(el) {
  for (const p of partners(el)) if (p.call != null && p.result == null) p.refresh();
}
