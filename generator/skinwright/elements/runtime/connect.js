// What every component's connect module shares (dist/js/connect.js): props
// after defaults, part ids and attribute values, with the semantics of
// skinwright.components.connect. Pure: no DOM, no clock.

/** An instance id as an id-safe token, injectively: letters, digits, _ and - stay; any other
 * character becomes .<hex code point>. ("a b" → "a.20.b"); "" becomes ".". */
export function encodeInstance(instance) {
  return String(instance).replace(/[^A-Za-z0-9_-]/gu, (c) => "." + c.codePointAt(0).toString(16) + ".") || ".";
}

/** The DOM id of `part` in one instance: <scope>:<instance>:<part> ("tool-call:call_1:content"). */
export function partId(scope, instance, part) {
  return scope + ":" + encodeInstance(instance) + ":" + part;
}

/** Props with defaults: a value outside its closed set, a non-boolean for a boolean prop, or a
 * missing value takes the prop's default (null when it has none); undeclared props are dropped.
 * An earlier value name the spec keeps as an alias (p.aliases) becomes today's value. */
export function normalize(info, props) {
  props = props || {};
  const out = {};
  for (const [name, p] of Object.entries(info)) {
    let v = props[name];
    if (p.aliases && typeof v === "string" && Object.hasOwn(p.aliases, v)) v = p.aliases[v];
    let ok;
    if (p.values) ok = p.values.includes(v);
    else if (p.type === "boolean") ok = typeof v === "boolean";
    else ok = v !== undefined && v !== null;
    out[name] = ok ? v : p.default;
  }
  return out;
}

/** An attribute value from a prop: absent (null) when unset, "true"/"false" for a boolean. */
export function text(v) {
  return v === undefined || v === null ? null : String(v);
}

/** `pairs` ([name, value | null]) as an object of the present attributes, in order. */
export function present(pairs) {
  const out = {};
  for (const [name, value] of pairs) if (value !== null) out[name] = value;
  return out;
}

/** `template` with {name} placeholders replaced from `values`; unknown ones stay as written. */
export function fill(template, values) {
  return String(template).replace(/\{([\p{L}\p{N}_]+)\}/gu, (m, k) => (Object.hasOwn(values, k) ? String(values[k]) : m));
}
