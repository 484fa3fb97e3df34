// Behaviour of the docs site's live examples: no framework, nothing fetched.
//
// - Every tool-call card runs the component's own disclosure machine: the
//   JSON the build writes to dist/meta/<component>.machine.json, inlined into
//   the page as <script type="application/json" data-xh-machine>, run by
//   skinwright-machine.js (a port of skinwright.components.machine that the
//   tests check against the Python interpreter): one machine, not two. Groups
//   run the tool-call-group machine the same way.
// - Example toolbars set data-theme / data-density / data-contrast / dir on
//   their own preview; "Follow site" tracks Material's palette toggle.
// - Demos: the phase stepper, setOpen buttons and source readout (latch),
//   approve/deny (approval), and the group accordion (WAI-ARIA APG).
//
// Mounted through Material's document$ (instant navigation swaps the page
// without re-running scripts); mounting twice is harmless: listeners are
// global and registered once, and mounted elements are marked.
(function () {
  "use strict";
  if (window.__xhDocs) {
    window.__xhDocs.mount(document);
    return;
  }

  var machines = {};
  function machineFor(scope) {
    if (machines[scope] === undefined) {
      var el = document.querySelector('script[type="application/json"][data-xh-machine="' + scope + '"]');
      machines[scope] = el && window.XhMachine ? new window.XhMachine.Machine(JSON.parse(el.textContent)) : null;
    }
    return machines[scope];
  }

  // --- disclosures: cards and groups, each run by its component's machine ----------
  var CARD = '[data-scope="tool-call"]', GROUP = '[data-scope="tool-call-group"]';
  var controllers = new WeakMap();

  // Where each component keeps its parts, and the props its machine reads
  // from the server-rendered markup (the machine starts where the HTML is).
  var KINDS = {
    "tool-call": {
      trigger: function (root) { return child(root, CARD, "trigger"); },
      content: function (root) { return child(root, CARD, "content"); },
      inert: true,  // the card's content is hidden + inert (seed 001)
      props: function (root, trigger) {
        var status = trigger && child(trigger, CARD, "status");
        return {
          phase: status ? status.getAttribute("data-state") : undefined,
          disabled: root.hasAttribute("data-disabled"),
          defaultOpen: root.getAttribute("data-state") === "open",
          autoDisclosure: true,
        };
      },
    },
    "tool-call-group": {
      trigger: function (root) { var h = child(root, GROUP, "heading"); return h && child(h, GROUP, "trigger"); },
      content: function (root) { return child(root, GROUP, "content"); },
      inert: false,  // the group's content is only hidden (its spec)
      props: function (root) { return { defaultOpen: root.getAttribute("data-state") === "open" }; },
    },
  };

  function child(el, scope, part) {
    return el.querySelector(":scope > " + scope + '[data-part="' + part + '"]');
  }

  function Disclosure(root, props) {
    this.scope = root.getAttribute("data-scope");
    this.kind = KINDS[this.scope];
    this.root = root;
    this.machine = machineFor(this.scope);
    this.props = props || this.kind.props(root, this.kind.trigger(root));
    this.snap = this.machine ? this.machine.start(this.props) : null;
  }

  Disclosure.prototype.trigger = function () { return this.kind.trigger(this.root); };

  Disclosure.prototype.send = function (event) {
    if (!this.machine) {  // no machine data on this page: a plain toggle
      if (event === "TOGGLE") setOpen(this, this.root.getAttribute("data-state") !== "open");
      return;
    }
    this.commit(this.machine.send(this.snap, event, this.props));
  };

  Disclosure.prototype.setProps = function (next) {
    var r = this.machine.update(this.snap, this.props, next);
    this.props = next;
    this.commit(r);
  };

  Disclosure.prototype.commit = function (r) {
    this.snap = r.snapshot;
    this.render();
    var root = this.root;
    r.emitted.forEach(function (e) {
      root.dispatchEvent(new CustomEvent(e.event, { bubbles: true, detail: e.payload }));
    });
  };

  Disclosure.prototype.render = function () {
    if (!this.machine) return;
    setOpen(this, this.machine.isOpen(this.snap));
    var trigger = this.trigger();
    if (trigger && "pressed" in this.snap.context) {
      trigger.toggleAttribute("data-pressed", Boolean(this.snap.context.pressed));
    }
  };

  // Open or close one component's own parts. Closing sets data-state (and
  // inert) at once and `hidden` when the collapse animation ends: the
  // adapter's exit gate (seed 001).
  function setOpen(d, open) {
    var root = d.root, trigger = d.trigger(), content = d.kind.content(root), state = open ? "open" : "closed";
    if (!trigger || !content) return;
    var wasOpen = root.getAttribute("data-state") === "open";
    root.setAttribute("data-state", state);
    trigger.setAttribute("data-state", state);
    trigger.setAttribute("aria-expanded", String(open));
    var indicator = child(trigger, '[data-scope="' + d.scope + '"]', "indicator");
    if (indicator) indicator.setAttribute("data-state", state);
    content.setAttribute("data-state", state);
    if (d.kind.inert) content.inert = !open;
    if (open || !wasOpen) {
      content.hidden = !open;
      return;
    }
    var running = content.getAnimations ? content.getAnimations().filter(function (a) {
      return a.playState === "running";
    }) : [];
    Promise.all(running.map(function (a) { return a.finished.catch(function () {}); })).then(function () {
      if (content.getAttribute("data-state") === "closed") content.hidden = true;
    });
  }

  function controllerFor(root) {
    var d = controllers.get(root);
    if (!d) {
      d = new Disclosure(root);
      controllers.set(root, d);
    }
    return d;
  }

  // The root whose own trigger holds `el`, for either component.
  function disclosureRootOf(el) {
    var trigger = el.closest('[data-part="trigger"][aria-controls]');
    if (!trigger) return null;
    var scope = trigger.getAttribute("data-scope"), kind = KINDS[scope];
    var root = kind && trigger.closest('[data-scope="' + scope + '"][data-part="root"]');
    return root && kind.trigger(root) === trigger ? root : null;
  }

  // APG accordion: arrow keys, Home and End move between the group headers of one preview.
  function moveGroupFocus(trigger, key) {
    var scope = trigger.closest("[data-xh-frame]") || document;
    var all = Array.prototype.slice.call(scope.querySelectorAll(GROUP + '[data-part="trigger"]'));
    var i = all.indexOf(trigger), next = null;
    if (key === "ArrowDown") next = all[(i + 1) % all.length];
    else if (key === "ArrowUp") next = all[(i - 1 + all.length) % all.length];
    else if (key === "Home") next = all[0];
    else if (key === "End") next = all[all.length - 1];
    if (next) next.focus();
    return Boolean(next);
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

  function mountExample(example) {
    var frame = frameOf(example);
    if (!frame) return;
    applySetting(frame, "theme", "site");
    var more = window.matchMedia && window.matchMedia("(prefers-contrast: more)").matches;
    if (more) {
      var radio = example.querySelector('[data-xh-setting="contrast"] input[value="more"]');
      if (radio) radio.checked = true;
    }
    example.querySelectorAll(".xh-doc-toolbar input:checked").forEach(function (input) {
      applySetting(frame, input.closest("[data-xh-setting]").getAttribute("data-xh-setting"), input.value);
    });
    if (example.hasAttribute("data-xh-demo") && machineFor("tool-call")) new Demo(example);
  }

  // --- demos: latch (phase stepper, setOpen, readout) and approval --------------------------
  function Demo(example) {
    this.example = example;
    this.kind = example.getAttribute("data-xh-demo");
    this.templates = {};
    example.querySelectorAll(":scope > template[data-xh-phase]").forEach(function (t) {
      this.templates[t.getAttribute("data-xh-phase")] = t;
    }, this);
    var root = frameOf(example).querySelector(CARD + '[data-part="root"]');
    this.initialPhase = KINDS["tool-call"].props(root, KINDS["tool-call"].trigger(root)).phase;
    this.timer = null;
    example.__xhDemo = this;
    example.addEventListener("open-change", function (e) {
      var out = example.querySelector("[data-xh-source]");
      if (out && e.detail) out.textContent = e.detail.source;
    });
    this.reset();
  }

  Demo.prototype.props = function (phase) { return { phase: phase, autoDisclosure: true, disabled: false }; };

  Demo.prototype.swap = function (phase) {
    var old = this.card ? this.card.root : frameOf(this.example).querySelector(CARD + '[data-part="root"]');
    var template = this.templates[phase];
    if (!old || !template) return old;
    var trigger = KINDS["tool-call"].trigger;
    var hadFocus = document.activeElement === trigger(old);
    var fresh = template.content.firstElementChild.cloneNode(true);
    old.replaceWith(fresh);
    if (hadFocus && trigger(fresh)) trigger(fresh).focus({ preventScroll: true });
    return fresh;
  };

  Demo.prototype.reset = function () {
    clearTimeout(this.timer);
    var root = this.swap(this.initialPhase);
    this.card = new Disclosure(root, this.props(this.initialPhase));
    controllers.set(root, this.card);
    this.card.render();
    var out = this.example.querySelector("[data-xh-source]");
    if (out) out.textContent = "not yet";
    this.show();
  };

  Demo.prototype.setPhase = function (phase) {
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
    this.example.querySelectorAll("[data-xh-phase]").forEach(function (b) {
      if (b.tagName === "BUTTON") b.setAttribute("aria-pressed", String(b.getAttribute("data-xh-phase") === phase));
    });
    var state = this.example.querySelector("[data-xh-state]");
    if (state) state.textContent = this.card.snap.state;
  };

  Demo.prototype.approve = function () {
    var self = this;
    this.setPhase("input-available");
    clearTimeout(this.timer);
    // The host settles the call; here a timer stands in for the tool.
    this.timer = setTimeout(function () {
      if (self.example.isConnected && self.card.props.phase === "input-available") self.setPhase("output-available");
    }, 1600);
  };

  // --- the components' events, shown under each preview ----------------------------
  // A location fires locationclick (seed 002), as the custom element would.
  function fireLocation(button) {
    var line = button.getAttribute("data-line");
    var location = { path: button.getAttribute("data-path") };
    if (line) location.line = Number(line);
    button.dispatchEvent(new CustomEvent("locationclick", { bubbles: true, detail: { location: location } }));
  }

  function logEvent(event) {
    var example = event.target instanceof Element && event.target.closest(".xh-doc-example");
    if (!example || example.hasAttribute("data-xh-demo")) return;  // demos have their own readout
    var log = example.querySelector(":scope > .xh-doc-eventlog");
    if (!log) {
      log = document.createElement("p");
      log.className = "xh-doc-eventlog";
      frameOf(example).after(log);
    }
    log.textContent = "Last event: " + event.type + " " + JSON.stringify(event.detail);
  }
  document.addEventListener("open-change", logEvent);
  document.addEventListener("locationclick", logEvent);

  // --- events (registered once, for every page) -----------------------------------
  document.addEventListener("click", function (event) {
    var t = event.target;
    if (!(t instanceof Element)) return;
    var location = t.closest('[data-scope="tool-result"][data-part="location"][data-path]');
    if (location) return fireLocation(location);
    var demoEl = t.closest("[data-xh-demo]"), demo = demoEl && demoEl.__xhDemo;
    if (demo) {
      var step = t.closest("button[data-xh-phase]");
      if (step) return demo.setPhase(step.getAttribute("data-xh-phase"));
      var api = t.closest("[data-xh-api]");
      if (api) {
        demo.card.send(api.getAttribute("data-xh-api") === "open" ? "OPEN" : "CLOSE");
        return demo.show();
      }
      if (t.closest("[data-xh-reset]")) return demo.reset();
      var action = t.closest("[data-xh-action]");
      if (action) {
        if (action.getAttribute("data-xh-action") === "approve") demo.approve();
        else demo.setPhase("output-error");
        return;
      }
    }
    var root = disclosureRootOf(t);
    if (root && !controllerFor(root).trigger().disabled) {
      var d = controllerFor(root);
      d.send("TOGGLE");
      if (demo && demo.card === d) demo.show();
    }
  });

  // PRESS.START / PRESS.END: data-pressed while the trigger is held (pointer, Enter or Space).
  function press(event, type) {
    var root = event.target instanceof Element && disclosureRootOf(event.target);
    if (root) controllerFor(root).send(type);
  }
  document.addEventListener("pointerdown", function (e) { if (e.button === 0) press(e, "PRESS.START"); });
  ["pointerup", "pointercancel"].forEach(function (type) {
    document.addEventListener(type, function (e) { press(e, "PRESS.END"); });
  });
  // pointerleave and blur do not bubble: listen in the capture phase, for the trigger itself.
  ["pointerleave", "blur"].forEach(function (type) {
    document.addEventListener(type, function (e) {
      if (e.target instanceof Element && e.target.matches('[data-part="trigger"][aria-controls]')) press(e, "PRESS.END");
    }, true);
  });
  document.addEventListener("keydown", function (e) {
    if (!(e.target instanceof Element)) return;
    if ((e.key === "Enter" || e.key === " ") && !e.repeat) press(e, "PRESS.START");
    var groupTrigger = e.target.closest(GROUP + '[data-part="trigger"]');
    if (groupTrigger && ["ArrowDown", "ArrowUp", "Home", "End"].indexOf(e.key) >= 0 &&
        moveGroupFocus(groupTrigger, e.key)) e.preventDefault();
  });
  document.addEventListener("keyup", function (e) {
    if (e.key === "Enter" || e.key === " ") press(e, "PRESS.END");
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
    figure.querySelectorAll('[data-scope="' + scope + '"][data-part="' + part + '"]')
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
  function mount(root) {
    syncSite();
    root.querySelectorAll(".xh-doc-example:not([data-xh-mounted])").forEach(function (example) {
      example.setAttribute("data-xh-mounted", "");
      mountExample(example);
    });
  }

  var observing = false;
  function observe() {
    if (observing || !document.body) return;
    observing = true;
    new MutationObserver(syncSite).observe(document.body, {
      attributes: true, attributeFilter: ["data-md-color-scheme"],
    });
  }

  window.__xhDocs = { mount: mount };
  function onPage() {
    machines = {};  // each page inlines its own machine data
    observe();
    mount(document);
  }
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(onPage);
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", onPage);
  } else {
    onPage();
  }
})();
