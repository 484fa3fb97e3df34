// Behaviour of the docs site's live examples: no framework, nothing fetched.
//
// - Every tool-call card runs the component's own disclosure machine: the
//   JSON the build writes to dist/meta/<component>.machine.json, inlined into
//   the page as <script type="application/json" data-xh-machine>, run by
//   skinwright-machine.js (a port of skinwright.components.machine that the
//   tests check against the Python interpreter): one machine, not two.
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

  // --- cards ---------------------------------------------------------------------
  var CARD = '[data-scope="tool-call"]';
  var cards = new WeakMap();

  function own(root, part) {
    return root.querySelector(":scope > " + CARD + '[data-part="' + part + '"]');
  }
  function ownTrigger(root) { return own(root, "trigger"); }
  function ownContent(root) { return own(root, "content"); }

  function Card(root, props) {
    this.root = root;
    this.machine = machineFor("tool-call");
    this.props = props || readProps(root);
    this.snap = this.machine ? this.machine.start(this.props) : null;
  }

  function readProps(root) {
    var trigger = ownTrigger(root), status = trigger && trigger.querySelector(CARD + '[data-part="status"]');
    return {
      phase: status ? status.getAttribute("data-state") : undefined,
      disabled: root.hasAttribute("data-disabled"),
      defaultOpen: root.getAttribute("data-state") === "open",
      autoDisclosure: true,
    };
  }

  Card.prototype.send = function (event) {
    if (!this.machine) return this.fallbackToggle(event);
    var r = this.machine.send(this.snap, event, this.props);
    this.commit(r);
  };

  Card.prototype.setProps = function (next) {
    var r = this.machine.update(this.snap, this.props, next);
    this.props = next;
    this.commit(r);
  };

  Card.prototype.commit = function (r) {
    this.snap = r.snapshot;
    this.render();
    var root = this.root;
    r.emitted.forEach(function (e) {
      root.dispatchEvent(new CustomEvent(e.event, { bubbles: true, detail: e.payload }));
    });
  };

  Card.prototype.fallbackToggle = function (event) {  // a card on a page without machine data
    if ((typeof event === "string" ? event : event.type) !== "TOGGLE") return;
    setOpen(this.root, this.root.getAttribute("data-state") !== "open");
  };

  Card.prototype.render = function () {
    setOpen(this.root, this.machine.isOpen(this.snap));
    var trigger = ownTrigger(this.root);
    if (trigger) trigger.toggleAttribute("data-pressed", Boolean(this.snap.context.pressed));
  };

  // Open or close one card's own parts. Closing sets data-state and inert at
  // once and `hidden` when the collapse animation ends (the adapter's exit gate).
  function setOpen(root, open) {
    var trigger = ownTrigger(root), content = ownContent(root), state = open ? "open" : "closed";
    if (!trigger || !content) return;
    var wasOpen = root.getAttribute("data-state") === "open";
    root.setAttribute("data-state", state);
    trigger.setAttribute("data-state", state);
    trigger.setAttribute("aria-expanded", String(open));
    var indicator = trigger.querySelector(":scope > " + CARD + '[data-part="indicator"]');
    if (indicator) indicator.setAttribute("data-state", state);
    content.setAttribute("data-state", state);
    content.inert = !open;
    if (open) {
      content.hidden = false;
      return;
    }
    if (!wasOpen) {
      content.hidden = true;
      return;
    }
    var running = content.getAnimations ? content.getAnimations().filter(function (a) {
      return a.playState === "running";
    }) : [];
    if (!running.length) {
      content.hidden = true;
      return;
    }
    Promise.all(running.map(function (a) { return a.finished.catch(function () {}); })).then(function () {
      if (content.getAttribute("data-state") === "closed") content.hidden = true;
    });
  }

  function cardFor(root) {
    var card = cards.get(root);
    if (!card) {
      card = new Card(root);
      cards.set(root, card);
    }
    return card;
  }

  function cardRootOf(el) {
    var trigger = el.closest(CARD + '[data-part="trigger"]');
    return trigger && trigger.parentElement && trigger.parentElement.matches(CARD + '[data-part="root"]')
      ? trigger.parentElement : null;
  }

  // --- the group accordion (WAI-ARIA APG accordion) ----------------------------------
  var GROUP = '[data-scope="tool-call-group"]';

  function toggleGroup(trigger) {
    var root = trigger.closest(GROUP + '[data-part="root"]');
    var content = document.getElementById(trigger.getAttribute("aria-controls"));
    if (!root || !content) return;
    var open = trigger.getAttribute("aria-expanded") !== "true", state = open ? "open" : "closed";
    trigger.setAttribute("aria-expanded", String(open));
    [root, trigger, content, trigger.querySelector(GROUP + '[data-part="indicator"]')].forEach(function (el) {
      if (el) el.setAttribute("data-state", state);
    });
    content.hidden = !open;
  }

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
    this.initialPhase = readProps(root).phase;
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
    var hadFocus = old.contains(document.activeElement) && document.activeElement === ownTrigger(old);
    var fresh = template.content.firstElementChild.cloneNode(true);
    old.replaceWith(fresh);
    if (hadFocus && ownTrigger(fresh)) ownTrigger(fresh).focus({ preventScroll: true });
    return fresh;
  };

  Demo.prototype.reset = function () {
    clearTimeout(this.timer);
    var root = this.swap(this.initialPhase);
    this.card = new Card(root, this.props(this.initialPhase));
    cards.set(root, this.card);
    this.card.render();
    var out = this.example.querySelector("[data-xh-source]");
    if (out) out.textContent = "not yet";
    this.show();
  };

  Demo.prototype.setPhase = function (phase) {
    if (phase === this.card.props.phase) return;
    var root = this.swap(phase);
    cards.delete(this.card.root);
    this.card.root = root;
    cards.set(root, this.card);
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

  // --- events (registered once, for every page) -----------------------------------
  document.addEventListener("click", function (event) {
    var t = event.target;
    if (!(t instanceof Element)) return;
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
    var groupTrigger = t.closest(GROUP + '[data-part="trigger"]');
    if (groupTrigger) return toggleGroup(groupTrigger);
    var root = cardRootOf(t);
    if (root && !ownTrigger(root).disabled) {
      var card = cardFor(root);
      card.send("TOGGLE");
      if (demo && demo.card === card) demo.show();
    }
  });

  // PRESS.START / PRESS.END: data-pressed while the trigger is held (pointer, Enter or Space).
  function press(event, type) {
    var root = event.target instanceof Element && cardRootOf(event.target);
    var trigger = root && ownTrigger(root);
    if (trigger && event.target.closest(CARD + '[data-part="trigger"]') === trigger) cardFor(root).send(type);
  }
  document.addEventListener("pointerdown", function (e) { if (e.button === 0) press(e, "PRESS.START"); });
  ["pointerup", "pointercancel"].forEach(function (type) {
    document.addEventListener(type, function (e) { press(e, "PRESS.END"); });
  });
  // pointerleave and blur do not bubble: listen in the capture phase, for the trigger itself.
  ["pointerleave", "blur"].forEach(function (type) {
    document.addEventListener(type, function (e) {
      if (e.target instanceof Element && e.target.matches(CARD + '[data-part="trigger"]')) press(e, "PRESS.END");
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

  // Anatomy: pointing at a part's name outlines it in the sample.
  function highlight(event, on) {
    var item = event.target instanceof Element && event.target.closest("[data-xh-anatomy] [data-xh-part]");
    if (!item) return;
    var figure = item.closest("[data-xh-anatomy]"), scope = figure.getAttribute("data-xh-anatomy");
    figure.querySelectorAll(".xh-doc-highlight").forEach(function (el) { el.classList.remove("xh-doc-highlight"); });
    if (!on) return;
    figure.querySelectorAll('[data-scope="' + scope + '"][data-part="' + item.getAttribute("data-xh-part") + '"]')
      .forEach(function (el) { el.classList.add("xh-doc-highlight"); });
  }
  document.addEventListener("mouseover", function (e) { highlight(e, true); });
  document.addEventListener("mouseout", function (e) { highlight(e, false); });

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
