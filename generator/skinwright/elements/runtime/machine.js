// The machine interpreter every component's module shares (dist/js/machine.js).
//
// It runs a component's machine as the module ships it: the JSON skinwright
// writes from the spec's `machine` section (dist/meta/<component>.machine.json)
// in the spec's own shape, transitions under their state and event (`on`, as
// the spec and XState write them), guards and context values without their
// prose. The semantics are skinwright.components.machine's, spelled out in the
// JSON's `semantics` field: props are normalised first; on an event the
// current state's transitions for it are tried in order and the first whose
// guard holds is taken (actions run, then the state becomes its target; no
// target stays). Both interpreters walk the same random scenarios in the tests.
// Pure: every call returns new values; no DOM, no clock.

import { holds, kind, normalize as withDefaults, own, phaseRow } from "./connect.js";

export { holds, kind };

export class Machine {
  constructor(data) {
    this.data = data;
  }

  /** The props guards read, with defaults for missing or ill-typed values (a phase outside the
   * phases is one outside the phase prop's closed set, so it takes the default too). */
  normalize(props) {
    return withDefaults(this.data.props, props);
  }

  /** Whether guard expression `cond` (none holds) holds for normalised `props` and `event`. */
  guard(cond, props, event = {}) {
    const d = this.data;
    return cond == null || holds(cond, (a) => {
      if (typeof a === "string") return this.guard(d.guards[a], props, event);
      const [op, arg] = kind(a), phase = "phase" in event ? event.phase : props.phase;
      if (op === "prop") return !!props[arg];
      if (op === "defined") return props[arg] != null;
      if (op === "phase") return !!phaseRow(d, phase)[arg];
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

  /** The first snapshot for `props`: the target of the first initial choice whose guard holds
   * (the spec's checks make the last choice unguarded, so one always holds). */
  start(props) {
    const p = this.normalize(props);
    return { state: this.data.initial.find((c) => this.guard(c.guard, p)).target, context: { ...this.data.context } };
  }

  /** Apply one event ({type, phase?} or a bare type): {snapshot, emitted: [{event, payload}]}. */
  send(snapshot, event, props) {
    if (typeof event === "string") event = { type: event };
    const p = this.normalize(props), context = { ...snapshot.context }, emitted = [];
    const t = (own(own(this.data.on, snapshot.state) || {}, event.type) || []).find((t) => this.guard(t.guard, p, event));
    if (!t) return { snapshot, emitted };
    for (const a of t.actions || []) {
      if ("emit" in a) emitted.push({ event: a.emit, payload: { ...a.payload } });
      else context[a.assign] = a.value;
    }
    return { snapshot: { state: t.target || snapshot.state, context }, emitted };
  }

  /** The events a change of props from `before` to `after` sends (the `watch` entries: the first
   * whose condition holds on the new props, per changed prop). */
  watchEvents(before, after) {
    const a = this.normalize(before), b = this.normalize(after), done = new Set(), events = [];
    for (const w of this.data.watch) {
      if (!done.has(w.prop) && a[w.prop] !== b[w.prop] && this.guard(w.when, b)) {
        done.add(w.prop);
        events.push(w.prop === "phase" ? { type: w.event, phase: b.phase } : { type: w.event });
      }
    }
    return events;
  }

  /** Send the watch events of a prop change, in order, under the new props. */
  update(snapshot, before, after) {
    const emitted = [];
    for (const e of this.watchEvents(before, after)) {
      const r = this.send(snapshot, e, after);
      snapshot = r.snapshot;
      emitted.push(...r.emitted);
    }
    return { snapshot, emitted };
  }
}
