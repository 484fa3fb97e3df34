// What every component's connect module shares (dist/js/connect.js): props
// after defaults, part ids, and the interpreter of the connect rules, with
// the semantics of skinwright.components.connect (the tests run both on the
// same inputs). A component's connect module is data (its `component`: parts,
// props, phases, flags, rules) and these functions run it. Pure: no DOM, no clock.

/** [operator, operand] of a one-key expression ({prop: "open"} → ["prop", "open"]). */
export function kind(expr) {
  const key = Object.keys(expr)[0];
  return [key, expr[key]];
}

/** Whether condition `cond` holds: {not}, {all}, {any} combine; names and atoms go to `atom`. */
export function holds(cond, atom) {
  if (cond && typeof cond === "object" && !Array.isArray(cond)) {
    const [op, arg] = kind(cond);
    if (op === "not") return !holds(arg, atom);
    if (op === "all") return arg.every((c) => holds(c, atom));
    if (op === "any") return arg.some((c) => holds(c, atom));
  }
  return atom(cond);
}

/** `table[key]` when `table` has it as its own (a phase or state named like an Object member has none). */
export const own = (table, key) => (Object.hasOwn(table, key) ? table[key] : undefined);

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
  const out = {};
  for (const [name, p] of Object.entries(info)) {
    let v = Object(props)[name];
    if (p.aliases && typeof v === "string") v = own(p.aliases, v) ?? v;
    const ok = p.values ? p.values.includes(v) : p.type === "boolean" ? typeof v === "boolean" : v != null;
    out[name] = ok ? v : p.default ?? null;
  }
  return out;
}

/** An attribute value from a prop: absent (null) when unset, "true"/"false" for a boolean. */
export function text(v) {
  return v == null ? null : String(v);
}

/** `template` with {name} placeholders replaced from `values`; unknown ones stay as written. */
export function fill(template, values) {
  return String(template).replace(/\{([\p{L}\p{N}_]+)\}/gu, (m, k) => (Object.hasOwn(values, k) ? String(values[k]) : m));
}

/** The row of phase `phase` in `c.phases` (a component's or a machine's: the default phase's for an
 * unknown one; {} without phases). */
export const phaseRow = (c, phase) => own(c.phases, phase) || c.phases[c.defaultPhase] || {};

/** The boolean facts the rules of component `c` read, from normalised props `p` and the machine
 * flags `state` ({open, ...context}): each flag from its source, the machine, a prop or the phase
 * row (a `data` flag is the view's, per element: false here). */
export function flags(c, p, state) {
  const out = {}, from = { machine: state, prop: p, phase: phaseRow(c, p.phase) };
  for (const [name, source] of Object.entries(c.flags)) out[name] = !!from[source]?.[name];
  return out;
}

/** The machine flags before any event: those of the machine's first state for props `p` (the
 * machine normalises them: a controlled open, defaultOpen, or auto-disclosure while running); {}
 * without a machine. */
export function initialState(c, p) {
  return c.machine ? c.machine.flags(c.machine.start(p)) : {};
}

/**
 * The attributes of every part of component `c`: {part: {name: value}} ("" for a valueless
 * attribute; an absent one is left out): data-scope and data-part, then the part's rules in order,
 * each while its condition (`when`, over the flags) holds. A rule is [name, value, when?]; a value
 * is a string, {prop}, {state} (the flag's words), {bool} ("true"/"false") or {id} (a part's id:
 * <scope>:<instance>:<part>). `state` is the machine state ({open, ...context}); leave it out for
 * the first frame a server renders. `instance` is unique on the page: ids derive from it.
 */
export function attributes(c, input, state, instance = "card") {
  const p = normalize(c.props, input), f = flags(c, p, state || initialState(c, p)), out = {};
  const value = (v) => {
    if (typeof v === "string") return v;
    const [op, arg] = kind(v);
    if (op === "prop") return p[arg] == null ? null : String(p[arg]);
    if (op === "state") return c.words[arg][f[arg] ? 0 : 1];
    if (op === "bool") return String(f[arg]);
    return partId(c.scope, instance, arg);  // {id}
  };
  for (const { part } of c.anatomy) {
    const attrs = (out[part] = { "data-scope": c.scope, "data-part": part });
    for (const [name, v, when] of own(c.rules, part) || []) {
      const x = when === undefined || holds(when, (flag) => f[flag]) ? value(v) : null;
      if (x !== null) attrs[name] = x;
    }
  }
  return out;
}
