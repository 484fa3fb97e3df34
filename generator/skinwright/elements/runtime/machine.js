// The machine interpreter every component's module shares (dist/js/machine.js).
//
// It runs a component's machine data, the JSON skinwright writes from the
// spec's `machine` section (also dist/meta/<component>.machine.json), with the
// semantics of skinwright.components.machine, which the data spells out in
// its `semantics` field: props are normalised first; on an event the current
// state's transitions for it are tried in order and the first whose guard
// holds is taken (actions run, then the state becomes its target; no target
// stays). Both interpreters walk the same random scenarios in the tests.
// Pure: every call returns new values; no DOM, no clock.

import { normalize as withDefaults } from "./connect.js";

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

const defined = (v) => v !== undefined && v !== null;

export class Machine {
  constructor(data) {
    this.data = data;
  }

  /** The props guards read, with defaults for missing or ill-typed values (a phase outside the
   * phases is one outside the phase prop's closed set, so it takes the default too). */
  normalize(props) {
    return withDefaults(this.data.props, props);
  }

  /** Whether guard expression `cond` holds for normalised `props` and `event`. */
  guard(cond, props, event = {}) {
    if (!defined(cond)) return true;
    return holds(cond, (a) => {
      if (typeof a === "string") return this.guard(this.data.guards[a].definition, props, event);
      const [op, arg] = kind(a);
      if (op === "prop") return Boolean(props[arg]);
      if (op === "defined") return defined(props[arg]);
      if (op === "phase") {
        const phases = this.data.phases;
        const phase = "phase" in event ? event.phase : props.phase;
        const row = (Object.hasOwn(phases, phase) && phases[phase]) || phases[this.data.defaultPhase] || {};
        return Boolean(row[arg]);
      }
      return event.type === arg;  // {event}: the spec's checks allow no other atom
    });
  }

  /** Every machine flag in `snapshot`: the context's values under the state's own. */
  flags(snapshot) {
    return { ...snapshot.context, ...this.data.states[snapshot.state] };
  }

  /** Whether the state of `snapshot` shows the details (its `open` flag). */
  isOpen(snapshot) {
    return !!this.flags(snapshot).open;
  }

  /** The first snapshot for `props`: the target of the first initial choice whose guard holds. */
  start(props) {
    const p = this.normalize(props);
    const context = {};
    for (const [k, v] of Object.entries(this.data.context)) context[k] = v.initial;
    // The spec's checks make the last choice unguarded, so one always holds.
    return { state: this.data.initial.find((choice) => this.guard(choice.guard, p)).target, context };
  }

  /** Apply one event ({type, phase?} or a bare type): {snapshot, emitted: [{event, payload}]}. */
  send(snapshot, event, props) {
    if (typeof event === "string") event = { type: event };
    const p = this.normalize(props);
    for (const t of this.data.transitions) {
      if (t.source !== snapshot.state || t.event !== event.type || !this.guard(t.guard, p, event)) continue;
      const context = { ...snapshot.context };
      const emitted = [];
      for (const action of t.actions || []) {
        if ("emit" in action) emitted.push({ event: action.emit, payload: { ...action.payload } });
        else context[action.assign] = action.value;
      }
      return { snapshot: { state: t.target || snapshot.state, context }, emitted };
    }
    return { snapshot, emitted: [] };
  }

  /** The events a change of props from `before` to `after` sends (the `watch` entries). */
  watchEvents(before, after) {
    const a = this.normalize(before), b = this.normalize(after);
    const done = new Set(), events = [];
    for (const w of this.data.watch) {
      if (done.has(w.prop) || a[w.prop] === b[w.prop]) continue;
      if (this.guard(w.when, b)) {
        done.add(w.prop);
        events.push(w.prop === "phase" ? { type: w.event, phase: b.phase } : { type: w.event });
      }
    }
    return events;
  }

  /** Send the watch events of a prop change, in order, under the new props. */
  update(snapshot, before, after) {
    let emitted = [];
    for (const e of this.watchEvents(before, after)) {
      const r = this.send(snapshot, e, after);
      snapshot = r.snapshot;
      emitted = emitted.concat(r.emitted);
    }
    return { snapshot, emitted };
  }
}
