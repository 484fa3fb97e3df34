// Behaviour of the docs site's live examples: no framework, no component named.
//
// - Every instance of a component with a machine runs that machine: the JSON
//   the build writes to dist/meta/<component>.machine.json, inlined into the
//   page as <script type="application/json" data-xh-machine>, run by
//   skinwright-machine.js (a port of skinwright.components.machine that the
//   tests check against the Python interpreter): one machine, not two. The
//   connect rules come inlined too (data-xh-connect): after every transition
//   the attributes that depend on the machine's flags are written again, as
//   Zag's connect would; an element that gets `hidden` keeps showing until its
//   exit animation ends.
// - The spec says which DOM events send which machine events (sentBy: the
//   trigger's click sends TOGGLE), which DOM events fire a component event
//   directly (a location's click fires locationclick, its data attributes as
//   the payload), and which keys move focus between instances (APG accordion).
// - An instance starts where its HTML is: its props are read back from the
//   attributes the rules write ({prop: …}), its state is the first machine
//   state whose flags give the markup's attributes.
// - Examples hydrate as they near the viewport: their toolbar (cloned from the
//   page's one template), demo and code panel are added then.
// - Example toolbars set data-theme / data-density / data-contrast / dir on
//   their own preview; "Follow site" tracks Material's palette toggle.
// - Code: one framework at a time, chosen once for the site and remembered;
//   each framework's code is fetched (generated/code/<component>/<framework>.json).
// - Demos: a phase stepper, buttons that send machine events, docs-only
//   buttons that move the instance to a phase, a readout of the last change.
//
// Mounted through Material's document$ (instant navigation swaps the page
// without re-running scripts); mounting twice is harmless: listeners are
// global and registered once, and mounted elements are marked.
(function () {
  "use strict";
  if (window.__skinwrightDocs) {
    window.__skinwrightDocs.mount(document);
    return;
  }

  // --- the page's words (its language: data-xh-words, written by the build) ----------
  var words = null;
  function say(key, english) {
    if (words === null) {
      var el = document.querySelector("script[data-xh-words]");
      try { words = el ? JSON.parse(el.textContent) : {}; } catch (err) { words = {}; }
    }
    return words[key] || english;
  }

  // --- the components of this page: machine and connect rules, by scope --------------
  var components = {};
  function component(scope) {
    if (!scope) return null;
    if (components[scope] === undefined) {
      var m = document.querySelector('script[type="application/json"][data-xh-machine="' + scope + '"]');
      var c = document.querySelector('script[type="application/json"][data-xh-connect="' + scope + '"]');
      components[scope] = c ? {
        connect: JSON.parse(c.textContent),
        machine: m && window.SkinwrightMachine ? new window.SkinwrightMachine.Machine(JSON.parse(m.textContent)) : null,
      } : null;
      if (components[scope]) listenToEvents(components[scope]);
    }
    return components[scope];
  }

  function sel(scope, part) { return '[data-scope="' + scope + '"][data-part="' + part + '"]'; }
  function kind(expr) { var k = Object.keys(expr)[0]; return [k, expr[k]]; }

  // The names a condition mentions (flags), for deciding which rules follow the machine.
  function atoms(cond, out) {
    if (cond && typeof cond === "object" && !Array.isArray(cond)) {
      var k = kind(cond);
      if (k[0] === "not") return atoms(k[1], out);
      if (k[0] === "all" || k[0] === "any") { k[1].forEach(function (c) { atoms(c, out); }); return out; }
    }
    out.push(cond);
    return out;
  }

  function machineFlags(c) {
    return Object.keys(c.flags).filter(function (f) { return c.flags[f].from === "machine"; });
  }

  // Rules whose value or condition reads a machine flag: the ones a transition rewrites.
  function liveRules(comp) {
    if (!comp.live) {
      var flags = machineFlags(comp.connect);
      comp.live = comp.connect.rules.filter(function (r) {
        var k = kind(r.value);
        var reads = (k[0] === "state" || k[0] === "bool") ? [k[1]] : [];
        if (r.when !== null && r.when !== undefined) atoms(r.when, reads);
        return reads.some(function (f) { return flags.indexOf(f) >= 0; });
      });
    }
    return comp.live;
  }

  // --- instances ----------------------------------------------------------------------
  var controllers = new WeakMap();

  function Instance(root, props) {
    this.scope = root.getAttribute("data-scope");
    this.comp = component(this.scope);
    this.root = root;
    this.machine = this.comp.machine;
    this.props = props || readProps(this);
    this.snap = this.machine ? (props ? this.machine.start(props) : startFromMarkup(this)) : null;
  }

  // The elements of `part` in the instance at `root` (not in one nested inside it).
  function partsOf(comp, root, part) {
    var scope = comp.connect.scope, rootPart = comp.connect.root;
    var found = Array.prototype.slice.call(root.querySelectorAll(sel(scope, part)));
    if (root.getAttribute("data-part") === part) found.unshift(root);
    return found.filter(function (el) { return el.closest(sel(scope, rootPart)) === root; });
  }

  Instance.prototype.parts = function (part) { return partsOf(this.comp, this.root, part); };

  // Props back from the markup: the attributes {prop: p} rules wrote, the presence attributes of prop flags.
  function readProps(inst) {
    var c = inst.comp.connect, props = {};
    c.rules.forEach(function (r) {
      var k = kind(r.value), info = k[0] === "prop" ? c.props[k[1]] : null;
      if (!info || (r.when !== null && r.when !== undefined) || k[1] in props) return;
      var el = inst.parts(r.part)[0];
      if (!el || !el.hasAttribute(r.name)) return;
      var v = el.getAttribute(r.name);
      props[k[1]] = info.type === "boolean" ? v === "true" : info.type === "number" ? Number(v) : v;
    });
    Object.keys(c.flags).forEach(function (f) {
      if (c.flags[f].from !== "prop" || f in props) return;
      var rule = c.rules.filter(function (r) { return r.when === f && kind(r.value)[0] === "literal"; })[0];
      var el = rule && inst.parts(rule.part)[0];
      if (el) props[f] = el.hasAttribute(rule.name);
    });
    return props;
  }

  function phaseRow(c, phase) {
    var info = c.props.phase;
    return c.phases[phase] || (info && c.phases[info["default"]]) || {};
  }

  function flagsFor(inst, snap) {
    var c = inst.comp.connect, flags = {}, row = phaseRow(c, inst.props.phase), m = inst.machine;
    Object.keys(c.flags).forEach(function (f) {
      var from = c.flags[f].from;
      if (from === "machine") flags[f] = m && snap ? m.flag(snap, f) : false;
      else if (from === "prop") flags[f] = Boolean(inst.props[f]);
      else if (from === "phase") flags[f] = Boolean(row[f]);
      else flags[f] = false;
    });
    return flags;
  }

  // A rule's attribute value for these flags: a string, or null when the attribute is absent.
  function evaluate(inst, rule, flags) {
    var XM = window.SkinwrightMachine;
    if (rule.when !== null && rule.when !== undefined && !XM.holds(rule.when, function (a) { return Boolean(flags[a]); })) {
      return null;
    }
    var k = kind(rule.value), words = k[0] === "state" ? inst.comp.connect.flags[k[1]].words : null;
    if (k[0] === "literal") return k[1];
    if (k[0] === "state") return flags[k[1]] ? words[0] : words[1];
    if (k[0] === "bool") return flags[k[1]] ? "true" : "false";
    if (k[0] === "prop") {
      var v = inst.props[k[1]];
      return v === undefined || v === null ? null : String(v);
    }
    return undefined;  // ids and per-element values never follow the machine
  }

  // The first machine state whose flags give the attributes the markup has.
  function startFromMarkup(inst) {
    var m = inst.machine, context = {}, rules = liveRules(inst.comp);
    Object.keys(m.data.context).forEach(function (k) { context[k] = m.data.context[k].initial; });
    var states = Object.keys(m.data.states);
    for (var i = 0; i < states.length; i++) {
      var snap = { state: states[i], context: context }, flags = flagsFor(inst, snap);
      var fits = rules.every(function (r) {
        var want = evaluate(inst, r, flags);
        return inst.parts(r.part).every(function (el) { return (el.hasAttribute(r.name) ? el.getAttribute(r.name) : null) === want; });
      });
      if (fits) return snap;
    }
    return m.start(inst.props);
  }

  Instance.prototype.send = function (event) {
    if (!this.machine) return;
    this.commit(this.machine.send(this.snap, event, this.props));
  };

  Instance.prototype.setProps = function (next) {
    var r = this.machine.update(this.snap, this.props, next);
    this.props = next;
    this.commit(r);
  };

  Instance.prototype.commit = function (r) {
    this.snap = r.snapshot;
    this.render();
    var root = this.root;
    r.emitted.forEach(function (e) {
      root.dispatchEvent(new CustomEvent(e.event, { bubbles: true, detail: e.payload }));
    });
  };

  // Write the machine-dependent attributes again. `hidden` waits for the element's exit
  // animation, which the other attributes (data-state) have just started.
  Instance.prototype.render = function () {
    if (!this.machine) return;
    var inst = this, flags = flagsFor(this, this.snap), hide = [];
    liveRules(this.comp).forEach(function (r) {
      var value = evaluate(inst, r, flags);
      inst.parts(r.part).forEach(function (el) {
        if (value === null) el.removeAttribute(r.name);
        else if (r.name === "hidden" && !el.hasAttribute("hidden")) hide.push(el);
        else el.setAttribute(r.name, value);
      });
    });
    hide.forEach(function (el) {
      var running = el.getAnimations ? el.getAnimations().filter(function (a) { return a.playState === "running"; }) : [];
      if (!running.length) { el.setAttribute("hidden", ""); return; }
      Promise.all(running.map(function (a) { return a.finished.catch(function () {}); })).then(function () {
        var now = flagsFor(inst, inst.snap), rule = liveRules(inst.comp).filter(function (r) { return r.name === "hidden"; })[0];
        if (rule && evaluate(inst, rule, now) !== null) el.setAttribute("hidden", "");
      });
    });
  };

  function rootOf(el, scope) {
    var comp = component(scope);
    return comp ? el.closest(sel(scope, comp.connect.root)) : null;
  }

  function controllerFor(root) {
    var inst = controllers.get(root);
    if (!inst) {
      inst = new Instance(root);
      controllers.set(root, inst);
    }
    return inst;
  }

  // --- DOM events → machine events and component events (the spec's sentBy) -------------
  function matches(binding, event) {
    if (binding.event !== event.type) return false;
    if (event.type === "pointerdown" && event.button !== 0) return false;
    if (event.type === "keydown" && event.repeat) return false;
    return !binding.keys || binding.keys.indexOf(event.key) >= 0;
  }

  function setPath(obj, path, value) {
    var keys = path.split("."), at = obj;
    keys.slice(0, -1).forEach(function (k) { at = at[k] = at[k] || {}; });
    at[keys[keys.length - 1]] = value;
  }

  // A component event a DOM event fires: its payload from the part's {data: …} attributes.
  function fireComponentEvent(comp, el, spec) {
    var detail = {}, part = el.getAttribute("data-part");
    comp.connect.rules.forEach(function (r) {
      var k = kind(r.value);
      if (r.part !== part || k[0] !== "data" || !el.hasAttribute(r.name)) return;
      var leaf = k[1].split(".").pop(), v = el.getAttribute(r.name);
      setPath(detail, k[1], spec.numbers.indexOf(leaf) >= 0 ? Number(v) : v);
    });
    el.dispatchEvent(new CustomEvent(spec.name, { bubbles: true, detail: detail }));
  }

  // The nearest element with a part whose spec binds this DOM event; its instance handles it.
  function dispatch(event, bubbles) {
    var el = event.target instanceof Element ? event.target : null;
    for (; el; el = bubbles ? el.parentElement : null) {
      var scope = el.getAttribute("data-scope"), part = el.getAttribute("data-part"), comp = part && component(scope);
      if (!comp) continue;
      var fired = comp.connect.events.filter(function (e) {
        return e.sentBy.some(function (b) { return b.part === part && matches(b, event); });
      })[0];
      if (fired) return fireComponentEvent(comp, el, fired);
      var events = comp.machine ? comp.machine.data.events : {};
      var name = Object.keys(events).filter(function (n) {
        return (events[n].sentBy || []).some(function (b) { return b.part === part && matches(b, event); });
      })[0];
      if (name) {
        var root = rootOf(el, scope);
        if (!root) return;
        var inst = controllerFor(root), demo = demoOf(root);
        inst.send(name);
        if (demo && demo.card === inst) demo.show();
        return;
      }
    }
  }

  ["click", "pointerdown", "pointerup", "pointercancel", "keydown", "keyup"].forEach(function (type) {
    document.addEventListener(type, function (e) { dispatch(e, true); });
  });
  // pointerleave, focus and blur do not bubble: listen in the capture phase, for the element itself.
  ["pointerleave", "focus", "blur"].forEach(function (type) {
    document.addEventListener(type, function (e) { dispatch(e, false); }, true);
  });

  // Roving focus between instances (the spec's keyboard focus moves): within one preview.
  document.addEventListener("keydown", function (e) {
    var el = e.target instanceof Element ? e.target : null, comp = el && component(el.getAttribute("data-scope"));
    if (!comp) return;
    var part = el.getAttribute("data-part");
    comp.connect.focus.forEach(function (f) {
      var move = f.part === part && f.moves[e.key];
      if (!move) return;
      var area = el.closest("[data-xh-frame]") || document;
      var all = Array.prototype.slice.call(area.querySelectorAll(sel(comp.connect.scope, part)));
      var i = all.indexOf(el), next = move === "next" ? all[(i + 1) % all.length]
        : move === "previous" ? all[(i - 1 + all.length) % all.length] : move === "first" ? all[0] : all[all.length - 1];
      if (next) { next.focus(); e.preventDefault(); }
    });
  });

  // --- the events the components fire, shown under each preview ---------------------------
  var logged = {};
  function listenToEvents(comp) {
    var names = comp.connect.events.map(function (e) { return e.name; });
    if (comp.machine) {
      comp.machine.data.transitions.forEach(function (t) {
        t.actions.forEach(function (a) { if ("emit" in a) names.push(a.emit); });
      });
    }
    names.forEach(function (name) {
      if (logged[name]) return;
      logged[name] = true;
      document.addEventListener(name, logEvent);
    });
  }

  function logEvent(event) {
    var example = event.target instanceof Element && event.target.closest(".xh-doc-example");
    if (!example) return;
    if (example.hasAttribute("data-xh-demo")) {  // demos have their own readout
      var out = example.querySelector("[data-xh-source]");
      if (out && event.detail) out.textContent = event.detail.source !== undefined ? event.detail.source : event.type;
      return;
    }
    var log = example.querySelector(":scope > .xh-doc-eventlog");
    if (!log) {
      log = document.createElement("p");
      log.className = "xh-doc-eventlog";
      frameOf(example).after(log);
    }
    log.textContent = say("last_event", "Last event:") + " " + event.type + " " + JSON.stringify(event.detail);
  }

  // --- example frames and their toolbars ----------------------------------------------
  function siteTheme() {
    return document.body && document.body.getAttribute("data-md-color-scheme") === "slate" ? "dark" : "light";
  }

  function applySetting(frame, setting, value) {
    if (setting === "theme") {
      frame.setAttribute("data-xh-theme", value);
      frame.setAttribute("data-theme", value === "site" ? siteTheme() : value);
    } else if (setting === "dir") {
      frame.setAttribute("dir", value);
    } else {
      frame.setAttribute("data-" + setting, value);
    }
  }

  function syncSite() {
    var theme = siteTheme();
    // The whole page follows Material's switch, so tokens.css's
    // prefers-color-scheme block does not fight the site's choice.
    document.documentElement.setAttribute("data-theme", theme);
    document.querySelectorAll('[data-xh-frame][data-xh-theme="site"]').forEach(function (frame) {
      frame.setAttribute("data-theme", theme);
    });
  }

  function frameOf(example) { return example.querySelector(":scope > [data-xh-frame]"); }

  // An example comes alive when it nears the viewport: its toolbar (from the
  // page's one <template data-xh-toolbar>, with the settings the example
  // lists), its demo, and its code. A long page so loads and lays out only
  // what the reader looks at.
  function addToolbar(example) {
    var template = document.querySelector("template[data-xh-toolbar]");
    if (!template || example.querySelector(":scope > .xh-doc-toolbar")) return;
    var bar = template.content.firstElementChild.cloneNode(true);
    var id = example.getAttribute("data-xh-example");
    var wanted = (example.getAttribute("data-xh-settings") || "").split(" ");
    var heading = document.getElementById(id);
    bar.setAttribute("aria-label", "Preview settings: " + (heading ? heading.textContent.replace(/\s*¶\s*$/, "") : id));
    bar.querySelectorAll("[data-xh-setting]").forEach(function (group) {
      var setting = group.getAttribute("data-xh-setting");
      if (wanted.indexOf(setting) < 0) return group.remove();
      group.querySelectorAll("input").forEach(function (input) { input.name = "xh-" + id + "-" + setting; });
    });
    example.insertBefore(bar, example.firstChild);
  }

  function mountExample(example) {
    var frame = frameOf(example);
    if (!frame) return;
    addToolbar(example);
    applySetting(frame, "theme", "site");
    var more = window.matchMedia && window.matchMedia("(prefers-contrast: more)").matches;
    if (more) {
      var radio = example.querySelector('[data-xh-setting="contrast"] input[value="more"]');
      if (radio) radio.checked = true;
    }
    example.querySelectorAll(".xh-doc-toolbar input:checked").forEach(function (input) {
      applySetting(frame, input.closest("[data-xh-setting]").getAttribute("data-xh-setting"), input.value);
    });
    frame.querySelectorAll("[data-scope]").forEach(function (el) { component(el.getAttribute("data-scope")); });
    if (example.hasAttribute("data-xh-demo")) new Demo(example);
    var code = codePanelOf(example);
    if (code) fillCode(code);
  }

  // --- code: one framework at a time, chosen once for the whole site ------------------------
  // The page carries no code. Each example's panel names its frameworks; the
  // code of the chosen one comes from <site>/generated/code/<component>/<framework>.json
  // (written by the build), fetched once per page and framework. The choice is
  // remembered (localStorage) for every page and both languages, as Ark UI's
  // docs remember theirs.
  var FRAMEWORK_KEY = "xh-docs-framework";
  var scriptUrl = document.currentScript ? document.currentScript.src : location.href;
  var codeBase = new URL("../code/", scriptUrl);  // the script is <site>/generated/assets/
  var codeFiles = {};

  function frameworkLabels() {  // each part of the page gives the names the parts before it did not
    var labels = {};
    document.querySelectorAll('script[type="application/json"][data-xh-frameworks]').forEach(function (el) {
      try { Object.assign(labels, JSON.parse(el.textContent)); } catch (e) { /* a broken part names none */ }
    });
    return labels;
  }

  function chosenFramework() {
    try { return localStorage.getItem(FRAMEWORK_KEY) || "html"; } catch (e) { return "html"; }
  }

  function codePanelOf(example) {
    var next = example.nextElementSibling;
    return next && next.matches(".xh-doc-code[data-xh-example-code]") &&
      next.getAttribute("data-xh-example-code") === example.getAttribute("data-xh-example") ? next : null;
  }

  function codeFile(component, framework) {
    var key = component + "/" + framework;
    if (!codeFiles[key]) {
      codeFiles[key] = fetch(new URL(encodeURIComponent(component) + "/" + encodeURIComponent(framework) + ".json", codeBase))
        .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); });
    }
    return codeFiles[key];
  }

  function fillCode(panel) {
    var frameworks = (panel.getAttribute("data-xh-frameworks") || "").split(" ").filter(Boolean);
    if (!frameworks.length) return;
    var labels = frameworkLabels();
    var wanted = chosenFramework(), framework = frameworks.indexOf(wanted) >= 0 ? wanted : frameworks[0];
    if (!panel.querySelector(".xh-doc-code__bar")) {
      var bar = document.createElement("div");
      bar.className = "xh-doc-code__bar";
      bar.setAttribute("role", "group");
      bar.setAttribute("aria-label", say("code", "Code"));
      frameworks.forEach(function (f) {
        var b = document.createElement("button");
        b.type = "button";
        b.className = "xh-doc-code__framework";
        b.setAttribute("data-xh-framework", f);
        b.textContent = labels[f] || f;
        bar.appendChild(b);
      });
      var copy = document.createElement("button");
      copy.type = "button";
      copy.className = "xh-doc-code__copy";
      copy.setAttribute("data-xh-copy", "");
      copy.textContent = say("copy", "Copy");
      bar.appendChild(copy);
      var body = document.createElement("div");
      body.className = "xh-doc-code__body";
      panel.appendChild(bar);
      panel.appendChild(body);
    }
    panel.querySelectorAll("[data-xh-framework]").forEach(function (b) {
      b.setAttribute("aria-pressed", String(b.getAttribute("data-xh-framework") === framework));
    });
    if (panel.getAttribute("data-xh-showing") === framework) return;
    panel.setAttribute("data-xh-showing", framework);
    panel.querySelector(".xh-doc-code__body").textContent = "";  // never another framework's code under this choice
    var id = panel.getAttribute("data-xh-example-code");
    codeFile(panel.getAttribute("data-xh-code"), framework).then(function (blocks) {
      if (panel.getAttribute("data-xh-showing") !== framework) return;  // the reader chose again meanwhile
      panel.querySelector(".xh-doc-code__body").innerHTML = blocks[id] || "";
    }, function () {
      panel.querySelector(".xh-doc-code__body").textContent = say("code_failed", "The code could not be loaded.");
    });
  }

  document.addEventListener("click", function (e) {
    var t = e.target instanceof Element ? e.target : null;
    var choice = t && t.closest(".xh-doc-code [data-xh-framework]");
    if (choice) {
      try { localStorage.setItem(FRAMEWORK_KEY, choice.getAttribute("data-xh-framework")); } catch (err) { /* private mode */ }
      document.querySelectorAll(".xh-doc-code[data-xh-showing]").forEach(fillCode);
      return;
    }
    var copy = t && t.closest(".xh-doc-code [data-xh-copy]");
    if (copy && navigator.clipboard) {
      var code = copy.closest(".xh-doc-code").querySelector(".xh-doc-code__body code");
      if (code) navigator.clipboard.writeText(code.textContent).then(function () {
        copy.textContent = say("copied", "Copied");
        setTimeout(function () { copy.textContent = say("copy", "Copy"); }, 1500);
      }, function () {});
    }
  });

  // --- demos: phase stepper, event buttons, action buttons, readout --------------------------
  // The demo's instance is the first element of the preview; its markup in each phase is
  // swapped in as the host changes the phase. That markup is fetched as the demo hydrates
  // (data-xh-phases names the file beside the code: phases.json, phases.zh.json …), or rides
  // along as <template data-xh-phase> elements. Until it arrives a phase changes the props only.
  function Demo(example) {
    this.example = example;
    this.templates = {};
    example.querySelectorAll(":scope > template[data-xh-phase]").forEach(function (t) {
      this.templates[t.getAttribute("data-xh-phase")] = t;
    }, this);
    var file = example.getAttribute("data-xh-phases"), self = this;
    this.loading = null;
    if (file) {
      this.loading = codeFile(example.getAttribute("data-xh-scope"), file).then(function (all) {
        var mine = all[example.getAttribute("data-xh-example")] || {};
        Object.keys(mine).forEach(function (phase) {
          var t = document.createElement("template");
          t.innerHTML = mine[phase];
          self.templates[phase] = t;
        });
      }, function () { /* without it the demo still steps its props */ }).then(function () {
        self.loading = null;
        example.setAttribute("data-xh-phases-ready", "");
      });
    }
    var root = frameOf(example).firstElementChild;
    this.comp = root && component(root.getAttribute("data-scope"));
    if (!this.comp || !this.comp.machine) return;
    var comp = this.comp;
    this.base = readProps({ comp: comp, parts: function (part) { return partsOf(comp, root, part); } });
    this.initialPhase = this.base.phase;
    if (!this.templates[this.initialPhase]) {  // the phase it starts in is the preview as served
      var start = document.createElement("template");
      start.content.appendChild(root.cloneNode(true));
      this.templates[this.initialPhase] = start;
    }
    this.timer = null;
    example.__skinwrightDemo = this;
    this.reset();
  }

  function demoOf(root) {
    var example = root.closest("[data-xh-demo]");
    return example && example.__skinwrightDemo;
  }

  Demo.prototype.props = function (phase) {
    var out = {};
    Object.keys(this.base).forEach(function (k) { out[k] = this.base[k]; }, this);
    if (phase !== undefined) out.phase = phase;
    return out;
  };

  Demo.prototype.swap = function (phase) {
    var old = this.card ? this.card.root : frameOf(this.example).firstElementChild;
    var template = this.templates[phase];
    if (!old || !template) return old;
    var focused = old.contains(document.activeElement) && document.activeElement !== old ? document.activeElement : null;
    var fresh = template.content.firstElementChild.cloneNode(true);
    old.replaceWith(fresh);
    if (focused) {  // the same element of the fresh markup takes the focus back
      var same = focused.id ? fresh.querySelector("#" + CSS.escape(focused.id)) :
        fresh.querySelector(sel(focused.getAttribute("data-scope"), focused.getAttribute("data-part")));
      if (same) same.focus({ preventScroll: true });
    }
    return fresh;
  };

  Demo.prototype.reset = function () {
    clearTimeout(this.timer);
    var root = this.swap(this.initialPhase);
    this.card = new Instance(root, this.props(this.initialPhase));
    controllers.set(root, this.card);
    this.card.render();
    var out = this.example.querySelector("[data-xh-source]");
    if (out) out.textContent = out.getAttribute("data-xh-initial");  // the page's "not yet", in its language
    this.show();
  };

  Demo.prototype.setPhase = function (phase) {
    if (this.loading) {  // a step taken before the phases arrived is taken when they do
      var self = this;
      this.loading.then(function () { self.setPhase(phase); });
      return;
    }
    if (phase === this.card.props.phase) return;
    var root = this.swap(phase);
    controllers.delete(this.card.root);
    this.card.root = root;
    controllers.set(root, this.card);
    this.card.render();  // the new markup takes the machine's current state first
    this.card.setProps(this.props(phase));
    this.show();
  };

  Demo.prototype.show = function () {
    var phase = this.card.props.phase;
    this.example.querySelectorAll("button[data-xh-phase]").forEach(function (b) {
      b.setAttribute("aria-pressed", String(b.getAttribute("data-xh-phase") === phase));
    });
    var state = this.example.querySelector("[data-xh-state]");
    if (state) state.textContent = this.card.snap.state;
  };

  // A docs-only action: move to a phase, then (the host finishing the work) to the next one.
  Demo.prototype.act = function (button) {
    var self = this, to = button.getAttribute("data-xh-to"), then = button.getAttribute("data-xh-then");
    this.setPhase(to);
    clearTimeout(this.timer);
    if (!then) return;
    this.timer = setTimeout(function () {
      if (self.example.isConnected && self.card.props.phase === to) self.setPhase(then);
    }, 1600);
  };

  document.addEventListener("click", function (event) {
    var t = event.target;
    if (!(t instanceof Element)) return;
    var demoEl = t.closest("[data-xh-demo]"), demo = demoEl && demoEl.__skinwrightDemo;
    if (!demo) return;
    var step = t.closest("button[data-xh-phase]");
    if (step) return demo.setPhase(step.getAttribute("data-xh-phase"));
    var send = t.closest("[data-xh-send]");
    if (send) {
      demo.card.send(send.getAttribute("data-xh-send"));
      return demo.show();
    }
    if (t.closest("[data-xh-reset]")) return demo.reset();
    var action = t.closest("[data-xh-action][data-xh-to]");
    if (action) demo.act(action);
  });

  document.addEventListener("change", function (e) {
    var input = e.target;
    if (!(input instanceof HTMLInputElement) || input.type !== "radio") return;
    var group = input.closest(".xh-doc-toolbar [data-xh-setting]"), example = input.closest(".xh-doc-example");
    if (group && example && frameOf(example)) {
      applySetting(frameOf(example), group.getAttribute("data-xh-setting"), input.value);
    }
  });

  // Anatomy: pointing at a part's name, focusing it or tapping it outlines the
  // part in the sample. A tap (click) pins the outline until the next tap, so
  // it stays on touch screens, where there is no hover.
  function outline(figure, part) {
    var scope = figure.getAttribute("data-xh-anatomy");
    figure.querySelectorAll(".xh-doc-highlight").forEach(function (el) { el.classList.remove("xh-doc-highlight"); });
    if (!part) return;
    figure.querySelectorAll(sel(scope, part))
      .forEach(function (el) { el.classList.add("xh-doc-highlight"); });
  }
  function pinned(figure) {
    var button = figure.querySelector('.xh-doc-anatomy__part[aria-pressed="true"]');
    return button ? button.closest("[data-xh-part]").getAttribute("data-xh-part") : null;
  }
  function anatomyItem(target) {
    return target instanceof Element && target.closest("[data-xh-anatomy] [data-xh-part]");
  }
  function highlight(event, on) {
    var item = anatomyItem(event.target);
    if (!item) return;
    var figure = item.closest("[data-xh-anatomy]");
    outline(figure, on ? item.getAttribute("data-xh-part") : pinned(figure));
  }
  document.addEventListener("mouseover", function (e) { highlight(e, true); });
  document.addEventListener("mouseout", function (e) { highlight(e, false); });
  document.addEventListener("focusin", function (e) { highlight(e, true); });
  document.addEventListener("focusout", function (e) { highlight(e, false); });
  document.addEventListener("click", function (e) {
    var item = anatomyItem(e.target), button = item && item.querySelector(".xh-doc-anatomy__part");
    if (!button || !button.contains(e.target)) return;
    var figure = item.closest("[data-xh-anatomy]"), on = button.getAttribute("aria-pressed") !== "true";
    figure.querySelectorAll(".xh-doc-anatomy__part").forEach(function (b) { b.setAttribute("aria-pressed", "false"); });
    button.setAttribute("aria-pressed", String(on));
    outline(figure, on ? item.getAttribute("data-xh-part") : null);
  });

  // Language switch: each language is its own build (English at the site's
  // root, Chinese under zh/) with the same page paths. Material's selector
  // links to the other language's home page; this keeps the reader on the
  // same page and section, falling back to that home page when the page has
  // no translation. Capture phase: it runs before Material's own handler.
  document.addEventListener("click", function (e) {
    var link = e.target instanceof Element && e.target.closest("a.md-select__link[hreflang]");
    if (!link || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    var lang = document.documentElement.getAttribute("lang");
    var here = document.querySelector('a.md-select__link[hreflang="' + lang + '"]');
    if (!here || link === here) return;
    var root = new URL(here.href), path = location.pathname;
    if (path.indexOf(root.pathname) !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    var target = new URL(path.slice(root.pathname.length) + location.hash, link.href);
    fetch(target.href, { method: "HEAD" }).then(function (r) {
      location.assign(r.ok ? target.href : link.href);
    }, function () { location.assign(link.href); });
  }, true);

  // --- mounting ---------------------------------------------------------------------
  function hydrate(example) {
    if (example.hasAttribute("data-xh-mounted")) return;
    example.setAttribute("data-xh-mounted", "");
    mountExample(example);
  }

  // Examples hydrate as they come near the viewport (a screen ahead), not all at load.
  var nearby = "IntersectionObserver" in window ? new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      if (!entry.isIntersecting) return;
      nearby.unobserve(entry.target);
      hydrate(entry.target);
    });
  }, { rootMargin: "100% 0px" }) : null;

  function mount(root) {
    syncSite();
    root.querySelectorAll(".xh-doc-example:not([data-xh-mounted])").forEach(function (example) {
      if (nearby) nearby.observe(example);
      else hydrate(example);
    });
  }

  var observing = false;
  function observe() {
    if (observing || !document.body) return;
    observing = true;
    new MutationObserver(function (records) {
      syncSite();
      if (records.some(function (r) { return r.attributeName === "data-md-scrolllock"; }) &&
          !document.body.hasAttribute("data-md-scrolllock")) showTarget();
    }).observe(document.body, {
      attributes: true, attributeFilter: ["data-md-color-scheme", "data-md-scrolllock"],
    });
  }

  // A search result is a link to a row (#prop-open). On a narrow screen Material locks the
  // page's scroll while search is open and navigates before it unlocks, so the jump to the
  // row is lost; once the lock is gone, the row the address names is brought into view.
  // Tables off screen skip layout (content-visibility) at an estimated height; once the jump
  // has drawn the ones near the row, the row may have moved, so it is checked for half a second.
  function showTarget(frames) {
    var id = decodeURIComponent(location.hash.slice(1));
    var target = id && document.getElementById(id);
    if (!target) return;
    var box = target.getBoundingClientRect(), header = document.querySelector(".md-header");
    var top = header ? header.getBoundingClientRect().bottom : 0;  // the sticky header covers the page's top
    if (box.top < top || box.bottom > innerHeight) target.scrollIntoView();
    frames = typeof frames === "number" ? frames : 30;
    if (frames > 0) requestAnimationFrame(function () { showTarget(frames - 1); });
  }

  // A link to a row of another page (a CSS variable's default → its token on the tokens page):
  // Material's instant navigation restores the scroll position its history entry already holds
  // (the previous page's offset, saved while the new page loads) instead of going to the
  // anchor. The link is noted as it is followed, and the new page brings the row into view;
  // so does a page opened at an anchor (not one returned to, which keeps its position).
  var navigation = window.performance && performance.getEntriesByType ? performance.getEntriesByType("navigation")[0] : null;
  var followed = location.hash && (!navigation || navigation.type === "navigate") ? location.pathname + location.hash : null;
  document.addEventListener("click", function (e) {
    var link = e.target instanceof Element && e.target.closest("a[href*='#']");
    if (!link || link.origin !== location.origin || link.pathname === location.pathname) return;
    followed = link.pathname + link.hash;
  }, true);
  function showFollowed() {
    if (followed !== location.pathname + location.hash) return;
    followed = null;
    requestAnimationFrame(function () { showTarget(); });
  }

  // --- search: a custom property name is a query for that name -------------------
  // Material's search (lunr) reads a word's leading "-" as "must not contain"
  // and "--x" as an error, so a search for --xh-tool-call-bg found nothing.
  // A query word starting with "--" (which lunr cannot read at all) is sent
  // without its dashes: the words of the name, as the index holds them.
  if (window.Worker && !Worker.prototype.__skinwrightQuery) {
    var post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message) {
      if (message && message.type === 2 && typeof message.data === "string") {
        arguments[0] = { type: 2, data: message.data.replace(/(^|\s)--+(?=[^\s-])/g, "$1") };
      }
      return post.apply(this, arguments);
    };
    Worker.prototype.__skinwrightQuery = true;
  }

  window.__skinwrightDocs = { mount: mount, hydrate: hydrate };
  function onPage() {
    components = {};  // each page inlines its own machine and connect data, and its words
    words = null;
    observe();
    mount(document);
    showFollowed();
  }
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(onPage);
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", onPage);
  } else {
    onPage();
  }
})();
