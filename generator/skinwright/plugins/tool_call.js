// The tool-call element's own behaviour beyond its spec: the text of the parts the card writes
// itself (the status word, the duration, the error fallback) and the statusText and durationMs
// members of its API. The tool-call plugin (tool_call.py) names this file; the build ships it
// next to the generated element as dist/js/tool-call.plugin.js. The Python side of the same
// rules is the plugin and skinwright.components.phases; the tests hold the two to the same output.

import { fill, phaseRow } from "./connect.js";

/** How long the call ran, in milliseconds, from host-provided times; undefined when either is
 * missing, not a finite number, or the end is before the start (the card reads no clock). */
export function duration(start, end) {
  // Number.isFinite is false for anything but a finite number.
  return Number.isFinite(start) && Number.isFinite(end) && end >= start ? end - start : undefined;
}

/** Milliseconds as seconds: one decimal, two below 0.1 s, trailing zeros dropped (1234 → "1.2"); a tie
 * rounds up on the exact value (toFixed), as the Python plugin's format_seconds. */
export function formatSeconds(ms) {
  return String(+(ms / 1000).toFixed(ms < 100 ? 2 : 1));
}

/** Document order of the parts (the anatomy table lists summary before status; the trigger reads
 * "search_files done src/"). */
export const order = ["trigger", "indicator", "label", "status", "summary", "duration", "approval", "content",
  "input", "output", "error", "portal"];

const word = (ctx) => ctx.translations[phaseRow(ctx.connect, ctx.props.phase).word];
const ranFor = (ctx) => duration(ctx.input.startTime, ctx.input.endTime);

/** Text a part shows: a string (or null: absent); undefined leaves the part to the host. */
export function content(part, ctx) {
  const t = ctx.translations;
  if (part === "indicator") return "";  // the skin draws the chevron
  if (part === "status") return word(ctx);
  if (part === "duration") {
    const ms = ranFor(ctx), rounded = Math.round(ms);
    if (ms === undefined) return null;
    // As the Python plugin: under a second reads in milliseconds when the strings have the template.
    if (rounded < 1000 && t.ranForMs) return fill(t.ranForMs, { milliseconds: rounded });
    return fill(t.ranFor, { seconds: formatSeconds(ms) });
  }
  if (part === "error") {
    // The host's error text wins; the fallback (also what a server wrote when there was none) is the card's.
    const host = ctx.slotted("error");
    if (host.length && !(host.length === 1 && host[0].nodeType === 3 && host[0].data.trim() === t.errorFallback)) {
      return undefined;
    }
    // Only when the card shows no error text anywhere: a result view may show it, its panel marked
    // data-kind="error" (only result views write that kind; as the Python plugin).
    return ctx.flags.errored && !ctx.part("content")?.querySelector("[data-kind=error]") ? t.errorFallback : null;
  }
  return undefined;
}

/** Attributes the card adds to a part: the skin truncates the name and the summary to keep the
 * row on one line, so title repeats their full text (on hover; the accessible name holds it). */
export function attributes(part, ctx) {
  const text = (part === "label" || part === "summary") && ctx.part(part).textContent;
  // No error part (a result view shows the error): no aria-describedby pointing at nothing.
  return text ? { title: text } : part === "trigger" && !ctx.part("error") ? { "aria-describedby": null } : undefined;
}

export const api = {
  /** Text for the host's announcer ("search, done"); the card opens no live region of its own. */
  statusText(ctx) {
    const label = ctx.text("label"), status = word(ctx);
    return label ? fill(ctx.translations.statusText, { label, status }) : status;
  },
  durationMs: ranFor,
};
