// The tool-call-group element's own behaviour beyond its spec: the header text ("Ran N tools",
// the count in its own part), the approval marker, and a heading whose level follows
// headingLevel. Children the host passes without a slot are the cards: they go in the content
// part. The tool-call-group plugin (tool_call_group.py) names this file; the build ships it next
// to the generated element as dist/js/tool-call-group.plugin.js. skinwright.views.group renders
// the same markup.

export const defaultSlot = "content";

function count(ctx) {
  if (typeof ctx.input.count === "number") return ctx.input.count;
  const content = ctx.part("content");
  return content ? content.children.length : 0;
}

/** The template for `key`: the host's translation, else the default; its singular form for 1. */
function template(ctx, key, n) {
  const own = ctx.input.translations || {};
  const pick = (k, fallback) => (typeof own[k] === "string" ? own[k] : fallback);
  const one = pick(key + ".one", ctx.connect.plural[key]);
  return n === 1 && one ? one : pick(key, ctx.connect.translations[key]);
}

/** Text a part shows (an array puts the count part inside the label); null: absent. */
export function content(part, ctx) {
  if (part === "indicator") return "";
  if (part === "count") return String(count(ctx));
  if (part === "label") {
    // Literal text around the count part; another {field} has no value here and is left out.
    return template(ctx, "ranTools", count(ctx)).split(/\{([\p{L}\p{N}_]+)\}/u)
      .map((piece, i) => (i % 2 ? (piece === "count" ? { part: "count" } : "") : piece)).filter((x) => x !== "");
  }
  if (part === "approval") {
    const n = ctx.props.awaitingApproval;
    return n > 0 ? template(ctx, "awaitingApproval", n).replace(/\{count\}/g, String(n)) : null;
  }
  return undefined;
}

/** The heading's tag: h1–h6 from headingLevel (h2 by default), clamped. */
export function element(part, ctx) {
  if (part !== "heading") return undefined;
  const level = Math.min(Math.max(Math.trunc(Number(ctx.props.headingLevel)) || 2, 1), 6);
  return "h" + level;
}
