// A component's machine interpreter: a port of skinwright.components.machine.
//
// It runs the JSON the build writes to dist/meta/<component>.machine.json
// (the semantics are spelled out in its "semantics" field): props are
// normalised, guards evaluated, the first transition whose guard holds is
// taken, its actions run. No DOM: the docs page script drives it in the
// browser, and tests/docs run it under Node against the Python interpreter.
(function (root, factory) {
  var api = factory();
  if (typeof module === "object" && module.exports) module.exports = api;
  else root.SkinwrightMachine = api;
})(this, function () {
  "use strict";

  function kind(expr) {
    var key = Object.keys(expr)[0];
    return [key, expr[key]];
  }

  function holds(cond, atom) {
    if (cond && typeof cond === "object" && !Array.isArray(cond)) {
      var k = kind(cond);
      if (k[0] === "not") return !holds(k[1], atom);
      if (k[0] === "all") return k[1].every(function (c) { return holds(c, atom); });
      if (k[0] === "any") return k[1].some(function (c) { return holds(c, atom); });
    }
    return atom(cond);
  }

  function Machine(data) {
    this.data = data;
    this.byKey = {};
    data.transitions.forEach(function (t) {
      var key = t.source + "\u0000" + t.event;
      (this.byKey[key] = this.byKey[key] || []).push(t);
    }, this);
  }

  Machine.prototype.normalize = function (props) {
    props = props || {};
    var out = {}, data = this.data;
    Object.keys(data.props).forEach(function (name) {
      var info = data.props[name], value = props[name], ok;
      if (info.type === "boolean") ok = typeof value === "boolean";
      else if (info.type === "enum") ok = info.values.indexOf(value) >= 0;
      else ok = value !== undefined && value !== null;
      out[name] = ok ? value : info["default"];
    });
    if ("phase" in out && !(out.phase in data.phases)) out.phase = data.defaultPhase;
    return out;
  };

  Machine.prototype.guard = function (cond, props, event) {
    if (cond === null || cond === undefined) return true;
    event = event || {};
    var self = this;
    return holds(cond, function (a) {
      if (typeof a === "string") return self.guard(self.data.guards[a].definition, props, event);
      var k = kind(a), op = k[0], arg = k[1];
      if (op === "prop") return Boolean(props[arg]);
      if (op === "defined") return props[arg] !== undefined && props[arg] !== null;
      if (op === "phase") {
        var phase = "phase" in event ? event.phase : props.phase;
        var row = self.data.phases[phase] || self.data.phases[self.data.defaultPhase] || {};
        return Boolean(row[arg]);
      }
      if (op === "event") return event.type === arg;
      throw new Error("unknown guard atom " + JSON.stringify(a));
    });
  };

  // Machine flag `name` in `snap`: the state's value, else the context value of that name.
  Machine.prototype.flag = function (snap, name) {
    var state = this.data.states[snap.state];
    return Boolean(name in state ? state[name] : snap.context[name]);
  };

  Machine.prototype.start = function (props) {
    var p = this.normalize(props), context = {}, data = this.data;
    Object.keys(data.context).forEach(function (k) { context[k] = data.context[k].initial; });
    for (var i = 0; i < data.initial.length; i++) {
      if (this.guard(data.initial[i].guard, p)) return { state: data.initial[i].target, context: context };
    }
    throw new Error("no initial choice holds");
  };

  Machine.prototype.send = function (snap, event, props) {
    if (typeof event === "string") event = { type: event };
    var p = this.normalize(props);
    var ts = this.byKey[snap.state + "\u0000" + event.type] || [];
    for (var i = 0; i < ts.length; i++) {
      if (!this.guard(ts[i].guard, p, event)) continue;
      var context = Object.assign({}, snap.context), emitted = [];
      ts[i].actions.forEach(function (action) {
        if ("emit" in action) emitted.push({ event: action.emit, payload: Object.assign({}, action.payload) });
        else context[action.assign] = action.value;
      });
      return { snapshot: { state: ts[i].target || snap.state, context: context }, emitted: emitted };
    }
    return { snapshot: snap, emitted: [] };
  };

  Machine.prototype.watchEvents = function (oldProps, newProps) {
    var a = this.normalize(oldProps), b = this.normalize(newProps), done = {}, events = [];
    this.data.watch.forEach(function (w) {
      if (done[w.prop] || a[w.prop] === b[w.prop]) return;
      if (this.guard(w.when, b)) {
        done[w.prop] = true;
        var e = { type: w.event };
        if (w.prop === "phase") e.phase = b.phase;
        events.push(e);
      }
    }, this);
    return events;
  };

  Machine.prototype.update = function (snap, oldProps, newProps) {
    var emitted = [];
    this.watchEvents(oldProps, newProps).forEach(function (e) {
      var r = this.send(snap, e, newProps);
      snap = r.snapshot;
      emitted = emitted.concat(r.emitted);
    }, this);
    return { snapshot: snap, emitted: emitted };
  };

  return { Machine: Machine, holds: holds };
});
