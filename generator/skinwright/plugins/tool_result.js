// The tool-result element's own behaviour beyond its spec: it draws its views from its `call` and
// `result` props with tool-result.views.js, imported the first time it has data to draw, so a page
// that only upgrades server-rendered views never loads it. An element given no data keeps what it
// holds (a server's markup, the host's children). The tool-result plugin (tool_result.py) names
// this file; skinwright.views draws the same markup in Python.

import { ComponentElement } from "./element.js";

let views;
const latest = new WeakMap();  // element → its last draw request (an older one that resolves late is dropped)

/** The element's content: it has no root part, so the runtime asks for "root" on each change of its
 * props, and this draws the views of `call` and `result` into it (an unknown intent draws generic). */
export function content(part, ctx) {
  if (part !== "root") return undefined;
  const el = ctx.element, { call, result, intent } = ctx.input, token = {};
  const had = latest.has(el);
  latest.set(el, token);
  if (call == null && result == null) {
    if (had) el.replaceChildren();  // it drew before: the host took the data away
    else latest.delete(el);
    return;
  }
  (views ||= import("./tool-result.views.js")).then(({ renderView }) => {
    if (latest.get(el) !== token) return;
    // The caps as the host set them: an unset one takes the views' default (the Python views').
    const v = renderView(typeof intent === "string" ? intent : ctx.props.intent, call, result, ctx.input);
    el.replaceChildren(...[v.call, v.result].filter(Boolean));
    // A card around it shows its error fallback only without an error view: the elements around it
    // draw again.
    for (let n = el.parentElement; n; n = n.parentElement) if (n instanceof ComponentElement && n.isConnected) n.refresh();
  });
}
