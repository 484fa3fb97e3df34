// Behaviour of the docs site's live examples: no framework, no component named.
//
// - The examples are the custom elements the build ships (js/<component>.element.js):
//   each instance is the server markup its element upgrades in place, so the page
//   runs exactly what product teams install (the machine, the connect rules, the
//   events bound from the spec, the hooks). data-xh-elements (written by the
//   build) says which module defines each element, the strings of the page's
//   language, and the component events to log under each preview.
// - Examples hydrate as they near the viewport: their toolbar (cloned from the
//   page's one template), demo and code panel are added then.
// - Example toolbars set data-theme / data-density / data-contrast / dir on
//   their own preview; "Follow site" tracks Material's palette toggle.
// - Code: one framework at a time, chosen once for the site and remembered;
//   each framework's code is fetched (generated/code/<component>/<framework>.json).
// - Demos: the page is the card's host: a phase stepper, buttons that call the
//   element's API, docs-only buttons that move the card to a phase, a readout
//   of the last change.
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

  // --- the page's data: JSON in an attribute the build writes (data-xh-json; not an inline
  // <script>: Material's instant navigation runs a new page's inline scripts again, without
  // their attributes) ------------------------------------------------------------------
  function json(el) {
    try { return JSON.parse(el.getAttribute("data-xh-json")) || {}; } catch (err) { return {}; }
  }
  function pageJson(attribute) {
    var el = document.querySelector("[data-xh-json][" + attribute + "]");
    return el ? json(el) : {};
  }

  // --- the page's words (its language: data-xh-words, written by the build) ----------
  var words = null;
  function say(key, english) {
    if (words === null) words = pageJson("data-xh-words");
    return words[key] || english;
  }

  // --- the page's custom elements: the build's own modules (data-xh-elements) ---------------
  // The examples are the elements product teams install (js/<component>.element.js, beside
  // this script's folder): each instance is the server markup its element upgrades in place. A
  // module loads when the first example that shows its element comes near. An instance in
  // another language carries its strings (translations='{…}'); on a page in that language the
  // page's strings are set on every instance first (a property, as a host sets it). Either way
  // nothing the server wrote changes on upgrade.
  var scriptUrl = document.currentScript ? document.currentScript.src : location.href;
  var jsBase = new URL("../js/", scriptUrl);  // the script is <site>/generated/assets/
  var pageData = null, loading = {}, logged = {};

  function data() {
    if (pageData === null) {
      pageData = pageJson("data-xh-elements");
      pageData.elements = pageData.elements || {};
      (pageData.events || []).forEach(function (name) {
        if (logged[name]) return;
        logged[name] = true;
        document.addEventListener(name, logEvent);
      });
    }
    return pageData;
  }

  // Every element in `root` defined (a promise); a module is imported once per page load.
  function defineIn(root) {
    var elements = data().elements;
    return Promise.all(Object.keys(elements).filter(function (tag) { return root.querySelector(tag); })
      .map(function (tag) {
        document.querySelectorAll(tag).forEach(speak);
        if (!loading[tag]) {
          loading[tag] = import(new URL(elements[tag], jsBase).href)
            .then(function () { return customElements.whenDefined(tag); });
        }
        return loading[tag];
      }));
  }

  // The page's language, for an instance that carries no strings of its own.
  function speak(el) {
    var strings = (data().strings || {})[el.localName];
    if (strings && !el.hasAttribute("translations") && el.translations !== strings) el.translations = strings;
  }

  function sel(scope, part) { return '[data-scope="' + scope + '"][data-part="' + part + '"]'; }

  // --- the events the components fire, shown under each preview ---------------------------
  function logEvent(event) {
    var example = event.target instanceof Element && event.target.closest(".xh-doc-example");
    if (!example) return;
    if (example.hasAttribute("data-xh-demo")) {  // demos have their own readout
      var out = example.querySelector("[data-xh-source]");
      if (out && event.detail) showSource(out, event.detail.source !== undefined ? event.detail.source : null, event.type);
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

  // The readout of a demo: the event's source as the API value (code) with its gloss in the page's
  // language ("user (by the user)"), or the event's name when it has no source.
  function showSource(out, source, type) {
    out.textContent = "";
    if (source === null) { out.textContent = type; return; }
    var code = document.createElement("code");
    code.textContent = String(source);
    out.appendChild(code);
    var gloss = say("source." + source, "");
    if (gloss) out.appendChild(document.createTextNode(" (" + gloss + ")"));
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
    var code = codePanelOf(example);
    if (code) fillCode(code);
    // Live once its elements are defined (they upgrade the served markup in place).
    return defineIn(frame).then(function () {
      if (example.hasAttribute("data-xh-demo")) new Demo(example);
    });
  }

  // --- code: one framework at a time, chosen once for the whole site ------------------------
  // The page carries no code. Each example's panel names its frameworks; the
  // code of the chosen one comes from <site>/generated/code/<component>/<framework>.json
  // (written by the build), fetched once per page and framework. The choice is
  // remembered (localStorage) for every page and both languages, as Ark UI's
  // docs remember theirs.
  var FRAMEWORK_KEY = "xh-docs-framework";
  var codeBase = new URL("../code/", scriptUrl);  // the script is <site>/generated/assets/
  var codeFiles = {};

  function frameworkLabels() {  // each part of the page gives the names the parts before it did not
    var labels = {};
    document.querySelectorAll("[data-xh-json][data-xh-frameworks]").forEach(function (el) {
      Object.assign(labels, json(el));  // a broken part names none
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

  // --- demos: phase stepper, API buttons, action buttons, readout --------------------------
  // The demo's card is the preview's first element, and the demo is its host: a phase step sets
  // the card's phase prop and puts in the card the content the server draws for that phase,
  // as a host re-renders its markup; the card keeps its machine (and so its latch). That markup
  // is fetched as the demo hydrates (data-xh-phases names the file beside the code:
  // phases.json, phases.zh.json …), or rides along as <template data-xh-phase> elements. Until
  // it arrives a phase step changes the prop only. An API button calls what its label shows
  // (setOpen(true)).
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
    var card = frameOf(example).firstElementChild;
    if (!card || !card.snapshot) return;  // not an element with a machine
    this.initialPhase = card.phase;
    if (!this.templates[this.initialPhase]) {  // the phase it starts in is the preview as served
      var start = document.createElement("template");
      start.innerHTML = card.outerHTML;
      this.templates[this.initialPhase] = start;
    }
    this.timer = null;
    example.__skinwrightDemo = this;
    this.reset();
  }

  // The served markup of the card in `phase` (an element in a template: not upgraded).
  Demo.prototype.served = function (phase) {
    var t = this.templates[phase];
    return t && t.content.firstElementChild;
  };

  // Put the card's content in `phase` into the card, keeping the element (and the focus).
  Demo.prototype.swap = function (phase) {
    var card = this.card, served = this.served(phase);
    if (!card || !served) return;
    var focused = card.contains(document.activeElement) && document.activeElement !== card ? document.activeElement : null;
    card.replaceChildren.apply(card, Array.prototype.map.call(served.childNodes, function (n) {
      return document.importNode(n, true);
    }));
    if (focused) {  // the same element of the fresh markup takes the focus back
      var same = focused.id ? card.querySelector("#" + CSS.escape(focused.id)) :
        card.querySelector(sel(focused.getAttribute("data-scope"), focused.getAttribute("data-part")));
      if (same) same.focus({ preventScroll: true });
    }
  };

  Demo.prototype.reset = function () {
    clearTimeout(this.timer);
    var old = this.card || frameOf(this.example).firstElementChild, served = this.served(this.initialPhase);
    if (served) {  // a fresh element: a fresh machine
      var fresh = document.importNode(served, true);
      speak(fresh);
      old.replaceWith(fresh);
      this.card = fresh;
    } else {
      this.card = old;
    }
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
    if (phase === this.card.phase) return;
    this.swap(phase);
    this.card.phase = phase;  // the element takes the new markup in the machine's current state
    this.show();
  };

  Demo.prototype.show = function () {
    var phase = this.card.phase;
    this.example.querySelectorAll("button[data-xh-phase]").forEach(function (b) {
      b.setAttribute("aria-pressed", String(b.getAttribute("data-xh-phase") === phase));
    });
    var state = this.example.querySelector("[data-xh-state]");
    if (state && this.card.snapshot) state.textContent = this.card.snapshot.state;
  };

  // An API button: call the member its label names, with the arguments it shows (JSON).
  Demo.prototype.call = function (button) {
    var m = /^\s*(\w+)\((.*)\)\s*$/.exec(button.textContent);
    if (m && typeof this.card[m[1]] === "function") this.card[m[1]].apply(this.card, JSON.parse("[" + m[2] + "]"));
    this.show();
  };

  // A docs-only action: move to a phase, then (the host finishing the work) to the next one.
  Demo.prototype.act = function (button) {
    var self = this, to = button.getAttribute("data-xh-to"), then = button.getAttribute("data-xh-then");
    this.setPhase(to);
    clearTimeout(this.timer);
    if (!then) return;
    this.timer = setTimeout(function () {
      if (self.example.isConnected && self.card.phase === to) self.setPhase(then);
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
    if (send) return demo.call(send);
    if (t.closest("[data-xh-reset]")) return demo.reset();
    var action = t.closest("[data-xh-action][data-xh-to]");
    if (action) return demo.act(action);
    demo.show();  // the card took the click (its trigger): show where its machine went
  });
  // A key on the card's trigger (Enter, Space) moves its machine too.
  document.addEventListener("keyup", function (event) {
    var demoEl = event.target instanceof Element && event.target.closest("[data-xh-demo]");
    if (demoEl && demoEl.__skinwrightDemo) demoEl.__skinwrightDemo.show();
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
  // data-xh-mounted: the example is live (its toolbar, code panel and elements are ready).
  function hydrate(example) {
    if (example.__skinwrightHydrating) return;
    example.__skinwrightHydrating = true;
    unpark(example);
    var done = function () { example.setAttribute("data-xh-mounted", ""); };
    var live = mountExample(example);
    if (live) live.then(done, done); else done();
  }

  // Examples hydrate as they come near the viewport (a screen ahead), not all at load. Each in a
  // task of its own: the observers' callbacks share one task (Material's run there too, and at
  // load one of them restyles the page), so the examples near the top wait for none of it.
  var nearby = "IntersectionObserver" in window ? new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      if (!entry.isIntersecting) return;
      nearby.unobserve(entry.target);
      setTimeout(function () { hydrate(entry.target); }, 0);
    });
  }, { rootMargin: "100% 0px" }) : null;

  // An example far from the viewport waits with its preview out of the document: the page
  // script runs (deferred) before DOMContentLoaded, when Material's start-up measures and
  // decorates every `pre > code` of the page (its copy button, forcing the layout of each
  // off-screen example it is in) and the first element module to load upgrades every instance
  // in the document. Parked, the preview's server markup waits in an inert template; it is
  // put back, as served, when the example hydrates. Only examples more than a screen away are
  // parked (the observer above hydrates those within a screen at once), and they are skipped
  // by content-visibility there, so the page keeps its size and never draws an empty preview.
  function park(root) {
    var examples = root.querySelectorAll(".xh-doc-example:not([data-xh-mounted])");
    if (!nearby || !examples.length) return;
    var reach = window.innerHeight || 0;
    examples.forEach(function (example) {
      var frame = frameOf(example), box = example.getBoundingClientRect();
      if (!frame || example.__skinwrightParked || example.__skinwrightHydrating || !frame.firstChild) return;
      if (box.bottom > -reach && box.top < 2 * reach) return;
      var holder = document.createElement("template");
      while (frame.firstChild) holder.content.appendChild(frame.firstChild);
      example.__skinwrightParked = holder.content;
    });
  }

  function unpark(example) {
    var parked = example.__skinwrightParked, frame = frameOf(example);
    if (!parked || !frame) return;
    example.__skinwrightParked = null;
    frame.appendChild(parked);  // the served nodes themselves, adopted back
  }
  // A printed page shows every preview (as served: printing hydrates nothing).
  window.addEventListener("beforeprint", function () {
    document.querySelectorAll(".xh-doc-example").forEach(unpark);
  });

  function mount(root) {
    syncSite();
    park(root);
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
  //
  // The results come back ranked by lunr, which scores --xh-tool-call-group-bg's row as
  // high as --xh-tool-call-bg's for a search for the latter (both hold every word of it).
  // When the query is one name and a row is titled exactly that name, that row's page
  // comes first and the row first in it, so the first result lands on the row. A page
  // listed only for its sections matched no word itself, and Material links it with an
  // empty ?h=: it gets the words its sections matched. (Material's worker is started
  // before this script runs, so the list is put right as Material renders it.)
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
  function bareName(text) { return text.trim().replace(/^-+/, "").toLowerCase(); }
  function rankResults(list, query) {
    var name = bareName(query);
    if (name && !/\s/.test(name)) {
      var row = Array.prototype.find.call(list.querySelectorAll(".md-search-result__link[href*='#']"), function (a) {
        var title = a.querySelector("h2");
        return title && bareName(title.textContent) === name;
      });
      var item = row && row.closest(".md-search-result__item");
      var article = item && item.querySelector(":scope > .md-search-result__link");
      if (article && article !== row && (item !== list.firstElementChild || article.nextElementSibling !== row)) {
        var more = row.closest("details");
        article.after(row);
        list.prepend(item);
        if (more) {  // it was one of the page's "N more": one fewer now
          var left = more.querySelectorAll(".md-search-result__link").length;
          var summary = more.querySelector("summary");
          if (!left) more.remove();
          else if (summary) {
            var walker = document.createTreeWalker(summary, NodeFilter.SHOW_TEXT);
            for (var node = walker.nextNode(); node; node = walker.nextNode()) {
              if (/\d/.test(node.data)) { node.data = node.data.replace(/\d+/, String(left)); break; }
            }
          }
        }
      }
    }
    list.querySelectorAll(".md-search-result__item").forEach(function (item) {
      var words = new Set();
      item.querySelectorAll(".md-search-result__link").forEach(function (a) {
        (new URL(a.href).searchParams.get("h") || "").split(" ").forEach(function (w) { if (w) words.add(w); });
      });
      item.querySelectorAll(".md-search-result__link").forEach(function (a) {
        var url = new URL(a.href);
        if (!url.searchParams.has("h") || url.searchParams.get("h")) return;
        if (words.size) url.searchParams.set("h", Array.from(words).join(" "));
        else url.searchParams.delete("h");
        a.href = url.href;
      });
    });
  }
  function watchSearch() {  // on each page: instant navigation may bring a new header
    var results = document.querySelector(".md-search-result__list");
    var input = document.querySelector(".md-search__input");
    if (!results || !input || results.__skinwrightRanked) return;
    results.__skinwrightRanked = true;
    // Idempotent: its own moves call it once more and change nothing then.
    new MutationObserver(function () { rankResults(results, input.value); }).observe(results, { childList: true });
  }

  window.__skinwrightDocs = { mount: mount, hydrate: hydrate };
  park(document);  // now, before DOMContentLoaded (Material's start-up), when the page is parsed
  // A page Material swaps in for an address with a fragment (a search result's row, even on the
  // page already open: Material fetches and swaps it the first time) ends with that row in view:
  // Material's own jump can land before the swapped page's tables are drawn, at the top.
  var swapped = false;
  function onPage() {
    pageData = null;  // each page inlines its own elements' data, and its words
    words = null;
    if (swapped && location.hash) requestAnimationFrame(function () { showTarget(); });
    swapped = true;  // the first page is the browser's own load: it goes to the fragment itself
    // After instant navigation the elements are defined already: the new page's instances
    // upgraded as they arrived, before any example hydrates. Each gets the page's strings now,
    // before the first frame is painted, not when its example comes near.
    Object.keys(data().elements).forEach(function (tag) { document.querySelectorAll(tag).forEach(speak); });
    observe();
    mount(document);
    showFollowed();
    watchSearch();
  }
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(onPage);
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", onPage);
  } else {
    onPage();
  }
})();
