// The result views in the browser: the same markup skinwright.views draws in Python, from the
// same data (a port; the parity tests compare the two on every intent, hostile strings included).
// Built with DOM APIs only: every producer string reaches the page as a text node or an attribute
// value, cleaned and with its invisible characters shown, never as HTML. Pure: no clock, no I/O;
// a value of the wrong shape draws nothing and nothing a producer sends throws.
//
// Lengths count code points, as Python's do (an emoji is one character). The caps, the strings
// and the character classes above come from the Python views when skinwright builds this module.

const SCOPE = "tool-result";
const MINUS = "\u2212";
const re = (source, flags = "gu") => new RegExp(source, flags);
const DROP = re(PATTERNS.drop), REPLACE = re(PATTERNS.replace), UNSAFE = re(PATTERNS.unsafe, "u");
const INVISIBLE = re(PATTERNS.invisible), SPACE = re(`^[${PATTERNS.space}]+|[${PATTERNS.space}]+$`);
const FIELD = /\{([\p{L}\p{N}_]+)\}/gu;

// --- text ------------------------------------------------------------------------------

/** `text` fit for an HTML document: escape sequences and controls dropped, NUL, lone surrogates and
 * noncharacters as U+FFFD (skinwright.views.html.clean). */
function clean(text) {
  return UNSAFE.test(text) ? text.replace(DROP, "").replace(REPLACE, "\ufffd") : text;
}

const codePoint = (cp) => "\u27e8U+" + cp.toString(16).toUpperCase().padStart(4, "0") + "\u27e9";

/** Text nodes, each invisible or reordering character a control part (its code point as text). */
function reveal(text, out) {
  let at = 0;
  for (const m of text.matchAll(INVISIBLE)) {
    if (m.index > at) out.push(document.createTextNode(text.slice(at, m.index)));
    for (const ch of m[0]) {
      const cp = ch.codePointAt(0);
      const span = node("span", "control", { title: "U+" + cp.toString(16).toUpperCase().padStart(4, "0") + " " +
        (NAMES[cp.toString(16).toUpperCase()] || "FORMAT CHARACTER") });
      span.textContent = codePoint(cp);
      out.push(span);
    }
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(document.createTextNode(text.slice(at)));
}

// Code-point offsets, counted without building an array of the characters (a lone surrogate is one).
const pairAt = (s, u) => (s.charCodeAt(u) & 0xfc00) === 0xd800 && (s.charCodeAt(u + 1) & 0xfc00) === 0xdc00;

/** The code points in s[from:to] (UTF-16 offsets). */
function length(s, from = 0, to = s.length) {
  let n = 0;
  for (let u = from; u < to; u += pairAt(s, u) ? 2 : 1) n++;
  return n;
}

/** The UTF-16 offset of code point `cp` of `s`. */
function unitOf(s, cp) {
  let u = 0;
  for (let i = 0; i < cp && u < s.length; i++) u += pairAt(s, u) ? 2 : 1;
  return u;
}

/** The first `count` code points of `text`. */
const prefix = (text, count) => text.slice(0, unitOf(text, count));

function splitLines(text) {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/** Number grouping as Python's format(count, ","). */
const grouped = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

function fill(template, values) {
  return template.replace(FIELD, (m, k) => (Object.hasOwn(values, k) ? String(values[k]) : m));
}

// --- elements ----------------------------------------------------------------------------

function node(tag, name, attrs) {
  const el = document.createElement(tag);
  el.setAttribute("data-scope", SCOPE);
  el.setAttribute("data-part", name);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === true) el.setAttribute(k, "");
    else if (v !== null && v !== undefined && v !== false) el.setAttribute(k, clean(String(v)));
  }
  return el;
}

function flatten(children, out) {
  for (const c of children) {
    if (c === null || c === undefined) continue;
    if (Array.isArray(c)) flatten(c, out);
    else if (typeof c === "string") { if (c) reveal(clean(c), out); }
    else out.push(c);
  }
  return out;
}

/** A tool-result part: `<tag data-scope data-part attrs>children</tag>` (null/undefined/false: no attribute). */
function part(tag, name, attrs, ...children) {
  const el = node(tag, name, attrs);
  el.append(...flatten(children, []));
  return el;
}

// --- options -----------------------------------------------------------------------------

function options(input) {
  const o = Object(input), t = Object(o.translations);
  const cap = (name) => {
    const v = o[name];
    return Number.isSafeInteger(v) && v >= LIMITS.least[name] ? v : LIMITS[name];
  };
  const strings = { ...STRINGS }, given = Object.keys(t).filter((k) => typeof t[k] === "string");
  // A string given without its singular form is used for one too (skinwright.views.i18n.messages).
  for (const k of given) if (!k.endsWith(".one") && !given.includes(k + ".one")) delete strings[k + ".one"];
  for (const k of given) strings[k] = t[k];
  const lineCap = cap("lineCap"), charCap = cap("charCap"), rowCap = cap("rowCap");
  const template = (key, count) => (count === 1 && Object.hasOwn(strings, key + ".one") ? strings[key + ".one"]
    : Object.hasOwn(strings, key) ? strings[key] : key);
  return {
    lineCap, charCap, rowCap,
    itemChars: Math.max(Math.floor(charCap / LIMITS.itemShare), LIMITS.itemChars),
    t(key, values = {}) {
      const count = values.count;
      if (count !== undefined) values = { ...values, count: grouped(count) };
      return fill(template(key, count), values);
    },
  };
}

// --- shapes ------------------------------------------------------------------------------

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const isStr = (v) => typeof v === "string";
const isInt = (v) => Number.isSafeInteger(v);
const isLine = (v) => isInt(v) && v >= 1;
const isAny = () => true;
const listOf = (check) => (v) => Array.isArray(v) && v.every(check);
const record = (spec, required = []) => (v) => shape(v, spec, required) !== null;

/** {key: value or null} for the keys of `spec` when `value` is an object whose present keys pass
 * their checks and whose required keys are present; else null. null and undefined are absent. */
function shape(value, spec, required = []) {
  if (!isObject(value)) return null;
  const out = {};
  for (const [key, check] of Object.entries(spec)) {
    const v = value[key] ?? null;
    if (v === null) {
      if (required.includes(key)) return null;
    } else if (!check(v)) return null;
    out[key] = v;
  }
  return out;
}

/** Each key whose own shape is right (an unknown intent's generic view keeps its title). */
function lenient(value, spec) {
  if (!isObject(value)) return null;
  const out = {};
  for (const [key, check] of Object.entries(spec)) {
    const v = value[key] ?? null;
    out[key] = v === null || check(v) ? v : null;
  }
  return out;
}

const LOCATION = record({ path: isStr, line: isLine }, ["path"]);
const COMMON = { title: isStr, description: isStr, locations: listOf(LOCATION) };

// --- blocks ------------------------------------------------------------------------------

/** Index of the k-th (1-based) line break in `s`. */
function nthBreak(s, k) {
  for (let i = 0; i < s.length; i++) if (s[i] === "\n" && --k === 0) return i;
  return s.length;
}

function breaks(s, to) {
  let n = 0;
  for (let i = 0; i < to; i++) if (s[i] === "\n") n++;
  return n;
}

/** Where `text` is cut: [head, tail, lines hidden, characters hidden], or null when it fits
 * (skinwright.views.common.cut). */
function cut(text, o, chars = o.charCap) {
  // a and b count code points, as Python does; ua and ub are the same places in UTF-16 units.
  const lines = splitLines(text), s = lines.join("\n"), astral = /[\ud800-\udfff]/.test(s);
  const n = astral ? length(s) : s.length, cp = (u) => (astral ? length(s, 0, u) : u);
  let a = Math.floor(n / 2), b = a;
  if (lines.length > o.lineCap) {
    a = cp(nthBreak(s, Math.floor((o.lineCap + 1) / 2)));
    b = cp(nthBreak(s, lines.length - Math.floor(o.lineCap / 2))) + 1;
  }
  if (a + (n - b) > chars) {
    a = Math.min(a, Math.floor((chars + 1) / 2));
    b = Math.max(b, n - Math.floor(chars / 2));
  }
  if (a >= b) return null;
  const ua = astral ? unitOf(s, a) : a, ub = astral ? unitOf(s, b) : b, end = s.length;
  const la = breaks(s, ua), lb = breaks(s, ub);
  let whole = Math.max(lb - la - 1, 0);
  if (la < lb && (ua === 0 || s[ua - 1] === "\n") && ua < end && s[ua] !== "\n") whole++;
  if (la < lb && (ub === end || s[ub] === "\n") && s[ub - 1] !== "\n") whole++;
  const seam = ua > 0 && ua < end && s[ua] === "\n" && ub < end && s[ub - 1] === "\n" ? 1 : 0;
  return [s.slice(0, ua), s.slice(ub), whole, b - a - seam];
}

function omittedLabel(o, lines, chars) {
  if (lines) return o.t("omitted", { lines: o.t("lineCount", { count: lines }), characters: o.t("characterCount", { count: chars }) });
  return o.t("charactersOmitted", { count: chars });
}

function capped(text, o, chars) {
  const where = cut(text, o, chars);
  if (where === null) return [splitLines(text).join("\n")];
  const [head, tail, lines, characters] = where;
  return [head, part("span", "omitted", { dir: "auto" }, omittedLabel(o, lines, characters)), tail];
}

function more(o, key, count) {
  return count > 0 ? part("span", "omitted", { dir: "auto" }, o.t(key, { count })) : null;
}

const codeBlock = (text, o) => part("pre", "code", { dir: "ltr" }, capped(text, o));
const textBlock = (text, o) => part("div", "text", { dir: "auto" }, capped(text, o));

function locationButton(path, line = null) {
  if (length(path) > LIMITS.maxPath) path = prefix(path, LIMITS.maxPath) + "\u2026";
  return part("button", "location", { type: "button", "data-path": path, "data-line": line, dir: "ltr" },
    line !== null ? `${path}:${line}` : path);
}

function locations(items, o) {
  if (!items || !items.length) return null;
  return part("div", "locations", null, items.slice(0, o.rowCap).map((i) => locationButton(i.path, i.line ?? null)),
    more(o, "moreItems", items.length - o.rowCap));
}

function oneLine(text) {
  const lines = splitLines(text).map((l) => l.replace(SPACE, "")).filter(Boolean);
  if (!lines.length) return "";
  const first = lines[0], limit = LIMITS.summaryChars;
  return lines.length > 1 || length(first) > limit ? prefix(first, limit).replace(SPACE, "").concat("\u2026") : first;
}

function header(view, o) {
  return [
    view.title ? part("div", "title", { dir: "auto" }, capped(view.title, o, o.itemChars)) : null,
    view.description ? part("div", "description", { dir: "auto" }, capped(view.description, o, o.itemChars)) : null,
    locations(view.locations, o),
  ];
}

/** The call or result root, or null when it would hold nothing. */
function root(side, intent, children) {
  if (!children.some((c) => (Array.isArray(c) ? c.length > 0 : Boolean(c)))) return null;
  return part("div", side, { "data-kind": intent }, children);
}

// --- JSON as the reference card reads it (skinwright.views.text) -------------------------

function tooDeep(v, depth) {
  if (depth > LIMITS.jsonDepth) return true;
  if (v !== null && typeof v === "object") return Object.values(v).some((x) => tooDeep(x, depth + 1));
  return false;
}

function stringify(v) {
  try {
    return tooDeep(v, 0) ? "\u2026" : (JSON.stringify(v) ?? "null");
  } catch {
    return "\u2026";
  }
}

/** JSON.stringify(value) of about `limit` characters, cut on structure: [text, items left out,
 * characters of strings left out]. */
function stringifyWithin(value, limit) {
  const out = [];
  let left = limit, items = 0, chars = 0;
  const write = (v, depth) => {
    if (v !== null && typeof v === "object" && depth < LIMITS.depth) {
      const keys = Array.isArray(v) ? null : Object.keys(v), n = keys ? keys.length : v.length;
      out.push(keys ? "{" : "[");
      left -= 1;
      for (let i = 0; i < n; i++) {
        if (left <= 0) {
          out.push(i ? ",\u2026" : "\u2026");
          items += n - i;
          break;
        }
        if (i) {
          out.push(",");
          left -= 1;
        }
        if (keys) {
          const key = stringify(keys[i]) + ":";
          out.push(key);
          left -= length(key);
        }
        write(keys ? v[keys[i]] : v[i], depth + 1);
      }
      out.push(keys ? "}" : "]");
      left -= 1;
      return;
    }
    let text = stringify(v);
    const keep = Math.max(left, LIMITS.keep);
    if (typeof v === "string" && length(text) > keep) {
      chars += length(v) - keep;
      text = stringify(prefix(v, keep)).slice(0, -1) + "\u2026\"";
    }
    out.push(text);
    left -= length(text);
  };
  write(value, 0);
  return [out.join(""), items, chars];
}

/** Rows of a parsed object or array (the first `rows`) and how many more there are. */
function fieldsOf(value, rows, chars) {
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value), out = [];
  for (const key of keys.slice(0, rows)) {
    const v = value[key];
    if (v === null || typeof v === "object") {
      const [text, more, cutChars] = stringifyWithin(v, chars);
      out.push({ key: String(key), value: text, nested: true, more, cut: cutChars });
    } else {
      out.push({ key: String(key), value: String(v), nested: false });
    }
  }
  return { kind: "fields", fields: out, more: keys.length - out.length };
}

const EMPTY = { kind: "empty" };

/** What a DescPanel shows for `desc`: nothing, a key-value list, or plain text. */
function describe(desc, rows, chars) {
  if (desc !== null && typeof desc === "object") return fieldsOf(desc, rows, chars);
  if ((typeof desc === "boolean" || typeof desc === "number") && desc !== false) return { kind: "text", text: String(desc) };
  if (typeof desc !== "string" || desc === "") return EMPTY;
  let value;
  try {
    value = JSON.parse(desc);
  } catch {
    return { kind: "text", text: desc };
  }
  if (value === null) return EMPTY;
  if (typeof value === "object") return fieldsOf(value, rows, chars);
  return { kind: "text", text: String(value) };
}

// --- generic -----------------------------------------------------------------------------

function fieldsList(desc, o) {
  if (!desc.fields.length) return null;
  const rows = desc.fields.map((f) => {
    const value = f.nested
      ? [f.value, f.more ? more(o, "moreItems", f.more) : f.cut ? part("span", "omitted", { dir: "auto" }, omittedLabel(o, 0, f.cut)) : null]
      : capped(f.value, o, o.itemChars);
    return part("div", "field", null, part("dt", "key", { dir: "auto" }, f.key),
      part("dd", "value", { "data-kind": f.nested ? "json" : "text", dir: f.nested ? "ltr" : "auto" }, value));
  });
  return [part("dl", "fields", null, rows), more(o, "moreRows", desc.more)];
}

function descPanel(kind, heading, desc, o) {
  const body = desc.kind === "fields" ? fieldsList(desc, o) : desc.kind === "text" ? textBlock(desc.text, o) : null;
  return part("div", "panel", { "data-kind": kind }, part("div", "heading", null, heading), body);
}

const GENERIC = [{ ...COMMON, input: (v) => typeof v === "string" || typeof v === "object" }, { content: isStr, error: isAny }];

function generic(call, result, o, loose = false) {
  const read = loose ? lenient : shape, c = read(call, GENERIC[0]), r = read(result, GENERIC[1]);
  const describeIt = (v) => describe(v, o.rowCap, o.itemChars);
  let callNode = null, resultNode = null;
  if (c !== null) {
    const args = c.input !== null ? descPanel("arguments", o.t("arguments"), describeIt(c.input), o) : null;
    const [title, , locs] = header(c, o);
    const description = c.description ? descPanel("description", o.t("description"), describeIt(c.description), o) : null;
    callNode = root("call", "generic", [title, description, args, locs]);
  }
  if (r !== null) {
    const desc = r.content ? r.content : typeof r.error === "string" ? r.error : null;
    // As the Python view: a panel whose text is the call's error says so.
    const kind = !r.content && typeof r.error === "string" && r.error ? "error" : "result";
    resultNode = root("result", "generic", [descPanel(kind, o.t("result"), describeIt(desc), o)]);
  }
  return ["generic", callNode, resultNode, null];
}

// --- terminal ----------------------------------------------------------------------------

function terminal(call, result, o) {
  const c = shape(call, { ...COMMON, cwd: isStr }), r = shape(result, { output: isStr, exitCode: isInt });
  let callNode = null, resultNode = null, summary = null;
  if (c !== null) {
    const cwd = c.cwd ? part("dl", "fields", null, part("div", "field", null,
      part("dt", "key", { dir: "auto" }, o.t("cwd")),
      part("dd", "value", { "data-kind": "path", dir: "ltr" }, c.cwd))) : null;
    callNode = root("call", "terminal", [
      c.title ? part("pre", "command", { dir: "ltr" }, capped(c.title, o)) : null,
      c.description ? part("div", "description", { dir: "auto" }, c.description) : null,
      cwd,
      locations(c.locations, o),
    ]);
    summary = c.title ? oneLine(c.title) : null;
  }
  if (r !== null) {
    const output = r.output ? clean(r.output) : "";
    resultNode = root("result", "terminal", [
      output ? codeBlock(output, o) : null,
      r.exitCode ? part("div", "exit", null, o.t("exitCode", { code: r.exitCode })) : null,
    ]);
  }
  return ["terminal", callNode, resultNode, summary];
}

// --- diff (difflib.SequenceMatcher's algorithm, as CPython writes it) --------------------

/** Matching blocks of a and b: SequenceMatcher(None, a, b) with its autojunk heuristic. */
function matchingBlocks(a, b) {
  const b2j = new Map();
  b.forEach((line, j) => (b2j.get(line) || b2j.set(line, []).get(line)).push(j));
  if (b.length >= 200) {
    const ntest = Math.floor(b.length / 100) + 1;
    for (const [line, idxs] of b2j) if (idxs.length > ntest) b2j.delete(line);
  }
  const longest = (alo, ahi, blo, bhi) => {
    let besti = alo, bestj = blo, bestsize = 0, j2len = new Map();
    for (let i = alo; i < ahi; i++) {
      const next = new Map();
      for (const j of b2j.get(a[i]) || []) {
        if (j < blo) continue;
        if (j >= bhi) break;
        const k = (j2len.get(j - 1) || 0) + 1;
        next.set(j, k);
        if (k > bestsize) [besti, bestj, bestsize] = [i - k + 1, j - k + 1, k];
      }
      j2len = next;
    }
    while (besti > alo && bestj > blo && a[besti - 1] === b[bestj - 1]) [besti, bestj, bestsize] = [besti - 1, bestj - 1, bestsize + 1];
    while (besti + bestsize < ahi && bestj + bestsize < bhi && a[besti + bestsize] === b[bestj + bestsize]) bestsize++;
    return [besti, bestj, bestsize];
  };
  const queue = [[0, a.length, 0, b.length]], blocks = [];
  while (queue.length) {
    const [alo, ahi, blo, bhi] = queue.pop(), x = longest(alo, ahi, blo, bhi), [i, j, k] = x;
    if (k) {
      blocks.push(x);
      if (alo < i && blo < j) queue.push([alo, i, blo, j]);
      if (i + k < ahi && j + k < bhi) queue.push([i + k, ahi, j + k, bhi]);
    }
  }
  blocks.sort((x, y) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2]);
  const merged = [];
  let [i1, j1, k1] = [0, 0, 0];
  for (const [i2, j2, k2] of blocks) {
    if (i1 + k1 === i2 && j1 + k1 === j2) k1 += k2;
    else {
      if (k1) merged.push([i1, j1, k1]);
      [i1, j1, k1] = [i2, j2, k2];
    }
  }
  if (k1) merged.push([i1, j1, k1]);
  merged.push([a.length, b.length, 0]);
  return merged;
}

function opcodesOf(a, b) {
  let i = 0, j = 0;
  const out = [];
  for (const [ai, bj, size] of matchingBlocks(a, b)) {
    const tag = i < ai && j < bj ? "replace" : i < ai ? "delete" : j < bj ? "insert" : "";
    if (tag) out.push([tag, i, ai, j, bj]);
    [i, j] = [ai + size, bj + size];
    if (size) out.push(["equal", ai, i, bj, j]);
  }
  return out;
}

/** Opcodes aligning only what lies between the common head and tail (skinwright.views.diff._Matcher). */
function opcodes(a, b) {
  let head = 0, tail = 0;
  while (head < Math.min(a.length, b.length) && a[head] === b[head]) head++;
  while (tail < Math.min(a.length, b.length) - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const midA = a.slice(head, a.length - tail), midB = b.slice(head, b.length - tail);
  const middle = midA.length * midB.length > LIMITS.alignLimit ? [["replace", 0, midA.length, 0, midB.length]]
    : midA.length || midB.length ? opcodesOf(midA, midB) : [];
  const codes = head ? [["equal", 0, head, 0, head]] : [];
  for (const [tag, i1, i2, j1, j2] of middle) codes.push([tag, i1 + head, i2 + head, j1 + head, j2 + head]);
  if (tail) codes.push(["equal", a.length - tail, a.length, b.length - tail, b.length]);
  return codes;
}

/** SequenceMatcher.get_grouped_opcodes(n). */
function grouped_(a, b, n) {
  const codes = opcodes(a, b);
  if (!codes.length) codes.push(["equal", 0, 1, 0, 1]);
  if (codes[0][0] === "equal") {
    const [tag, i1, i2, j1, j2] = codes[0];
    codes[0] = [tag, Math.max(i1, i2 - n), i2, Math.max(j1, j2 - n), j2];
  }
  if (codes[codes.length - 1][0] === "equal") {
    const [tag, i1, i2, j1, j2] = codes[codes.length - 1];
    codes[codes.length - 1] = [tag, i1, Math.min(i2, i1 + n), j1, Math.min(j2, j1 + n)];
  }
  const groups = [];
  let group = [];
  for (let [tag, i1, i2, j1, j2] of codes) {
    if (tag === "equal" && i2 - i1 > n + n) {
      group.push([tag, i1, Math.min(i2, i1 + n), j1, Math.min(j2, j1 + n)]);
      groups.push(group);
      group = [];
      [i1, j1] = [Math.max(i1, i2 - n), Math.max(j1, j2 - n)];
    }
    group.push([tag, i1, i2, j1, j2]);
  }
  if (group.length && !(group.length === 1 && group[0][0] === "equal")) groups.push(group);
  return groups;
}

const range = (start, stop) => (stop - start === 1 ? String(start + 1) : `${stop === start ? start : start + 1},${stop - start}`);

function rowsOf(old, next) {
  const rows = [];
  for (const group of grouped_(old, next, LIMITS.context)) {
    const [, i1, , j1] = group[0], [, , i2, , j2] = group[group.length - 1];
    rows.push({ kind: "hunk", text: `@@ -${range(i1, i2)} +${range(j1, j2)} @@` });
    for (const [tag, a1, a2, b1, b2] of group) {
      if (tag === "equal") {
        for (let k = 0; k < a2 - a1; k++) rows.push({ kind: "context", old: a1 + k + 1, new: b1 + k + 1, text: old[a1 + k] });
        continue;
      }
      if (tag === "replace" || tag === "delete") for (let x = a1; x < a2; x++) rows.push({ kind: "removed", old: x + 1, new: null, text: old[x] });
      if (tag === "replace" || tag === "insert") for (let x = b1; x < b2; x++) rows.push({ kind: "added", old: null, new: x + 1, text: next[x] });
    }
  }
  return rows;
}

/** The first and last lines (hunk headers ride along) around one omitted row. */
function capRows(rows, cap) {
  const lines = [];
  rows.forEach((r, i) => r.kind !== "hunk" && lines.push(i));
  if (lines.length <= cap) return rows;
  const head = Math.floor((cap + 1) / 2), tail = Math.floor(cap / 2);
  const from = lines[head], to = lines[lines.length - tail], hidden = lines.length - head - tail;
  let chars = 0;
  for (const i of lines.slice(head, lines.length - tail)) chars += length(rows[i].text) + 1;
  return [...rows.slice(0, from), { kind: "omitted", old: hidden, new: chars }, ...rows.slice(to)];
}

const SIGN = { context: " ", added: "+", removed: MINUS };

function hunks(rows, o) {
  const out = [];
  for (const r of rows) {
    if (r.kind === "hunk") out.push([part("div", "hunk-header", null, r.text)]);
    else if (r.kind === "omitted") out[out.length - 1].push(part("span", "omitted", { dir: "auto" }, omittedLabel(o, r.old, r.new)));
    else {
      out[out.length - 1].push(part("div", "line", { "data-kind": r.kind },
        part("span", "line-number", { "data-kind": "old" }, r.old === null ? "" : String(r.old)),
        part("span", "line-number", { "data-kind": "new" }, r.new === null ? "" : String(r.new)),
        part("span", "sign", null, SIGN[r.kind]),
        part("span", "line-content", null, capped(r.text, o, o.itemChars))));
    }
  }
  return out.map((h) => part("div", "hunk", { dir: "ltr" }, h));
}

const DIFF_ITEM = { path: isStr, oldText: isStr, newText: isStr };
const DIFFS = listOf((v) => {
  const d = shape(v, DIFF_ITEM, ["path"]);
  return d !== null && (d.oldText !== null || d.newText !== null);
});

function compareAll(diffs) {
  const files = new Map();
  for (const item of diffs.map((d) => shape(d, DIFF_ITEM))) {
    const state = item.oldText === null ? "created" : item.newText === null ? "deleted" : "modified";
    const rows = rowsOf(item.oldText ? splitLines(item.oldText) : [], item.newText ? splitLines(item.newText) : []);
    const f = { path: item.path, state, rows, added: rows.filter((r) => r.kind === "added").length,
                removed: rows.filter((r) => r.kind === "removed").length };
    const seen = files.get(f.path);
    files.set(f.path, seen ? { path: f.path, state: seen.state === f.state ? f.state : "modified", rows: [...seen.rows, ...f.rows],
                                added: seen.added + f.added, removed: seen.removed + f.removed } : f);
  }
  return [...files.values()];
}

function fileNode(f, o) {
  const label = { created: o.t("fileCreated"), deleted: o.t("fileDeleted") }[f.state];
  return part("div", "file", { "data-state": f.state }, locationButton(f.path), " ",
    label ? [part("span", "file-state", null, label), " "] : null,
    part("span", "stats", null, part("span", "count", { "data-kind": "added" }, `+${f.added}`), " ",
      part("span", "count", { "data-kind": "removed" }, `${MINUS}${f.removed}`)),
    hunks(capRows(f.rows, o.lineCap), o));
}

const filesOf = (files, o) => [...files.slice(0, o.rowCap).map((f) => fileNode(f, o)), more(o, "moreFiles", files.length - o.rowCap)];

function diff(call, result, o) {
  const c = shape(call, { ...COMMON, diffs: DIFFS }), r = shape(result, { diffs: DIFFS });
  const resultFiles = r !== null && r.diffs !== null ? compareAll(r.diffs) : null;
  const callFiles = c !== null && resultFiles === null && c.diffs !== null ? compareAll(c.diffs) : null;
  const callNode = c !== null ? root("call", "diff", [...header(c, o), filesOf(callFiles || [], o)]) : null;
  const resultNode = resultFiles && resultFiles.length ? root("result", "diff", filesOf(resultFiles, o)) : null;
  const files = resultFiles && resultFiles.length ? resultFiles : callFiles || [];
  let summary = null;
  if (files.length) {
    const added = files.reduce((n, f) => n + f.added, 0), removed = files.reduce((n, f) => n + f.removed, 0);
    summary = `+${added} ${MINUS}${removed} ${files.length === 1 ? files[0].path : o.t("files", { count: files.length })}`;
  }
  return ["diff", callNode, resultNode, summary];
}

// --- read --------------------------------------------------------------------------------

function read(call, result, o) {
  const c = shape(call, { ...COMMON, path: isStr, startLine: isLine, endLine: isLine }), r = shape(result, { content: isStr });
  let callNode = null, summary = null;
  if (c !== null) {
    const start = c.startLine, end = c.endLine;
    const span = end !== null ? o.t("lineRange", { start: start || 1, end }) : start !== null ? o.t("lineFrom", { start }) : null;
    const [title, description, locs] = header(c, o);
    callNode = root("call", "read", [title, description, c.path ? locationButton(c.path, start) : null,
      span ? part("div", "range", null, span) : null, locs]);
    summary = c.path || null;
  }
  const resultNode = r !== null && r.content ? root("result", "read", [codeBlock(r.content, o)]) : null;
  return ["read", callNode, resultNode, summary];
}

// --- search and web ----------------------------------------------------------------------

const C0_OR_SPACE = /^[\x00-\x20]+|[\x00-\x20]+$/g;
const HTTP = /^[Hh][Tt][Tt][Pp]([Ss]?):\/\/([^/?#\\]*)([\s\S]*)$/;
const BRACKETED = /^\[[0-9A-Fa-f:.]+\](?::[0-9]*)?$/;

/** `url` as a link target when it is an absolute http(s) URL with a host (skinwright.views.search.safe_href). */
function safeHref(url) {
  const m = HTTP.exec(url.replace(C0_OR_SPACE, "").replace(/[\t\n\r]/g, ""));
  if (!m) return null;
  const host = m[2].slice(m[2].lastIndexOf("@") + 1);
  const ok = host.startsWith("[") ? BRACKETED.test(host) : host.split(":")[0] !== "" && !host.includes("]");
  return ok ? `http${m[1].toLowerCase()}://${m[2]}${m[3]}` : null;
}

const ITEM = record({ path: isStr, line: isLine, text: isStr, url: isStr, title: isStr });

function item(i, o) {
  const { path, url, title, text } = shape(i, { path: isStr, url: isStr, title: isStr, text: isStr });
  const href = url ? safeHref(url) : null;
  const children = [
    path ? locationButton(path, i.line ?? null) : null,
    href ? part("a", "link", { href, rel: "noopener noreferrer", dir: "auto" }, title || url) : null,
    title && !href ? part("div", "title", { dir: "auto" }, title) : null,
    url && (title || !href) ? part("div", "url", { dir: "ltr" }, url) : null,
    text ? part("div", "snippet", { dir: "auto" }, capped(text, o, o.itemChars)) : null,
  ];
  return children.some(Boolean) ? part("li", "item", null, children) : null;
}

function resultsList(items, o) {
  if (!items.length) return part("div", "text", { dir: "auto" }, o.t("noResults"));
  return [part("ol", "results", null, items.slice(0, o.rowCap).map((i) => item(i, o))), more(o, "moreResults", items.length - o.rowCap)];
}

const query = (q) => (q ? part("div", "query", { dir: "auto" }, q) : null);

function search(call, result, o) {
  const c = shape(call, { ...COMMON, query: isStr }), r = shape(result, { results: listOf(ITEM), content: isStr });
  let callNode = null, resultNode = null, summary = null;
  if (c !== null) {
    const [title, description, locs] = header(c, o);
    callNode = root("call", "search", [title, description, query(c.query), locs]);
    summary = c.query ? oneLine(c.query) : null;
  }
  if (r !== null) {
    resultNode = root("result", "search", [r.results !== null ? resultsList(r.results, o) : null,
      r.content ? textBlock(r.content, o) : null]);
  }
  return ["search", callNode, resultNode, summary];
}

function web(call, result, o) {
  const c = shape(call, { ...COMMON, url: isStr, query: isStr });
  const r = shape(result, { url: isStr, title: isStr, snippet: isStr, results: listOf(ITEM) });
  let callNode = null, resultNode = null, summary = null;
  if (c !== null) {
    const url = c.url, href = url ? safeHref(url) : null;
    const [title, description, locs] = header(c, o);
    callNode = root("call", "web", [title, description, query(c.query),
      href ? part("a", "link", { href, rel: "noopener noreferrer", dir: "ltr" }, url) : null,
      url && !href ? part("div", "url", { dir: "ltr" }, url) : null, locs]);
    summary = oneLine(url || c.query || "") || null;
  }
  if (r !== null) {
    const page = { url: r.url, title: r.title, text: r.snippet };
    const items = [...(r.results || []), ...(page.url || page.title || page.text ? [page] : [])];
    resultNode = items.length || r.results !== null ? root("result", "web", [resultsList(items, o)]) : null;
  }
  return ["web", callNode, resultNode, summary];
}

// --- the dispatcher ----------------------------------------------------------------------

const VIEWS = { generic, terminal, diff, read, search, web };

/**
 * Draw `call` and `result` with `intent`'s view: {intent, call, result, summary}, where call and
 * result are the side's root element (null when it draws nothing) and summary the one line for a
 * card's collapsed row. An intent that is not one of the six renders generic, keeping each key
 * whose own shape is right. `options`: {lineCap, charCap, rowCap, translations}; a cap that is not
 * a whole number at or above its least value takes its default. Never throws on any data.
 */
export function renderView(intent, call, result, options_ = {}) {
  const o = options(options_);
  const view = typeof intent === "string" && Object.hasOwn(VIEWS, intent) ? VIEWS[intent] : null;
  const [drawn, c, r, summary] = view ? view(call, result, o) : generic(call, result, o, true);
  return { intent: drawn, call: c, result: r, summary };
}

export const intents = Object.keys(VIEWS);
