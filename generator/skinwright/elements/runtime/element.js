// The custom element every component's element module shares (dist/js/element.js).
//
// A component's element is its root part: the anatomy is rendered into light
// DOM (no shadow root), so the component's stylesheet applies as is, and each
// part's attributes come from the generated connect function. The element
// runs the component's machine, reflects props to attributes, and turns
// machine emits into DOM events. It upgrades server-rendered markup (the parts
// already inside it are adopted, not rebuilt, so nothing moves) and keeps
// working when its host re-renders: content the host passes as children with
// slot="<part>" is moved into that part, and the host may later remove,
// replace or insert next to those children as if they were still its own.
//
// Adapter protocol (the machine events an element sends, when its machine has
// them): activating the trigger part sends TOGGLE; pressing it (pointer,
// Enter, Space) sends PRESS.START and releasing, leaving, blurring or
// disabling it PRESS.END; setOpen(true|false) sends OPEN or CLOSE; a prop
// change sends what the machine's `watch` entries say.

const Base = globalThis.HTMLElement || class {};
const PRESS_KEYS = ["Enter", " "];
let counter = 0;

function decodeInstance(text) {
  return text.replace(/\.([0-9a-f]+)\./g, (m, hex) => String.fromCodePoint(parseInt(hex, 16)));
}

/** Parse an attribute value for a prop of `kind` (boolean, number, string). */
function parse(kind, value) {
  if (value === null) return undefined;
  if (kind === "boolean") return value !== "false";
  if (kind === "number") {
    const n = Number(value);
    return value.trim() !== "" && Number.isFinite(n) ? n : undefined;
  }
  return value;
}

/** The attribute value reflecting `value`, or null for none. */
function unparse(kind, value) {
  if (value === undefined || value === null) return null;
  if (kind === "boolean") return value ? "" : "false";
  return String(value);
}

export class ComponentElement extends Base {
  /**
   * Wire a generated element class. `component`: {connect, machine?, plugin?, tree: {part: parent},
   * props: [settable prop names], attributes: {prop: [attribute, kind]}, api: [read-only names]}.
   * A name the DOM already gives every element (title, hidden...) is left to the DOM.
   */
  static setup(component) {
    this.component = component;
    const accessor = (name, settable) => {
      if (name in Base.prototype || Object.hasOwn(this.prototype, name)) return;
      Object.defineProperty(this.prototype, name, {
        configurable: true, enumerable: true,
        get() { return this.api(name); },
        ...(settable ? { set(v) { this.setProp(name, v); } } : {}),
      });
    };
    for (const name of component.props) accessor(name, true);
    for (const name of component.api) accessor(name, false);
  }

  static get observedAttributes() {
    return Object.values(this.component.attributes).map((a) => a[0]);
  }

  constructor() {
    super();
    this.input = {};
    this.snap = null;
    this.parts = new Map();
    this.applied = new WeakMap();
    this.moved = new WeakSet();
    this.exits = new WeakMap();
    this.ready = false;
  }

  get component() {
    return this.constructor.component;
  }

  // --- props ------------------------------------------------------------------------

  /** The value of prop or API member `name`: the connect API where it has one, else the prop. */
  api(name) {
    const c = this.component, s = this.state();
    const p = c.connect.normalize(this.input);
    const f = c.connect.flags(p, s);
    if (name in f) return f[name];
    if (c.plugin && c.plugin.api && name in c.plugin.api) return c.plugin.api[name](this.context());
    return p[name];
  }

  setProp(name, value) {
    const entry = this.component.attributes[name];
    const before = { ...this.input };
    this.input[name] = value === null ? undefined : value;
    if (entry) {
      const text = unparse(entry[1], this.input[name]);
      this.reflecting = true;
      if (text === null) this.removeAttribute(entry[0]);
      else this.setAttribute(entry[0], text);
      this.reflecting = false;
    }
    this.changed(before);
  }

  attributeChangedCallback(attr, old, value) {
    if (this.reflecting) return;
    for (const [name, [a, kind]] of Object.entries(this.component.attributes)) {
      if (a !== attr) continue;
      const before = { ...this.input };
      this.input[name] = parse(kind, value);
      this.changed(before);
    }
  }

  changed(before) {
    if (!this.ready) return;
    const m = this.component.machine;
    if (m) this.commit(m.update(this.snap, before, this.input));
    else this.render();
  }

  // --- machine ----------------------------------------------------------------------

  /** The machine state connect reads: {open, ...context}. */
  state() {
    const c = this.component;
    if (!this.snap) return c.connect.initialState(c.connect.normalize(this.input));
    return { ...this.snap.context, open: c.machine.isOpen(this.snap) };
  }

  /** Send machine event `type` if the machine knows it (see the adapter protocol above). */
  send(type) {
    const m = this.component.machine;
    if (!m || !this.ready || !(type in m.data.events)) return;
    this.commit(m.send(this.snap, type, this.input));
  }

  commit(result) {
    this.snap = result.snapshot;
    this.render();
    for (const e of result.emitted) {
      this.dispatchEvent(new CustomEvent(e.event, { detail: e.payload, bubbles: true, composed: true }));
    }
  }

  /** Open or close (source api); when open is controlled, only request it through the event. */
  setOpen(next) {
    this.send(next ? "OPEN" : "CLOSE");
  }

  // --- lifecycle --------------------------------------------------------------------

  connectedCallback() {
    if (!this.ready) {
      const c = this.component;
      // A property set before the element was defined shadows the accessor: take it over.
      for (const name of c.props) {
        if (Object.hasOwn(this, name)) {
          const v = this[name];
          delete this[name];
          this.input[name] = v;
        }
      }
      for (const [name, [attr, kind]] of Object.entries(c.attributes)) {
        if (this.input[name] === undefined) this.input[name] = parse(kind, this.getAttribute(attr));
      }
      this.instance = this.findInstance();
      if (c.machine) this.snap = c.machine.start(this.input);
      for (const type of ["click", "keydown", "keyup", "pointerdown", "pointerup", "pointercancel"]) {
        this.addEventListener(type, this);
      }
      this.addEventListener("focusout", this);
      this.addEventListener("pointerleave", this, true);
      this.ready = true;
    }
    this.render();
    this.observer = this.observer || new MutationObserver(() => this.render());
    this.observer.observe(this, { childList: true });
  }

  disconnectedCallback() {
    if (this.observer) this.observer.disconnect();
  }

  /** The instance id: the host's id, else the one server-rendered part ids carry, else a counter. */
  findInstance() {
    if (this.id) return this.id;
    const scope = this.component.connect.scope;
    for (const el of this.querySelectorAll(`[data-scope="${scope}"][id]`)) {
      const m = el.id.startsWith(scope + ":") && el.id.slice(scope.length + 1).match(/^(.*):[^:]+$/);
      if (m && this.own(el)) return decodeInstance(m[1]);
    }
    return "~" + ++counter;
  }

  // --- events -----------------------------------------------------------------------

  handleEvent(e) {
    const trigger = this.parts.get("trigger");
    if (!trigger || !(e.target instanceof Node) || !trigger.contains(e.target)) return;
    if (e.type === "click") {
      if (!trigger.disabled) this.send("TOGGLE");
    } else if (e.type === "keydown") {
      if (PRESS_KEYS.includes(e.key) && !e.repeat) this.send("PRESS.START");
    } else if (e.type === "keyup") {
      if (PRESS_KEYS.includes(e.key)) this.send("PRESS.END");
    } else if (e.type === "pointerdown") {
      if (e.button === 0) this.send("PRESS.START");
    } else if (e.type !== "pointerleave" || e.target === trigger) {
      this.send("PRESS.END");
    }
  }

  // --- rendering --------------------------------------------------------------------

  /** Whether `el` belongs to this element, not to a nested element of the same component. */
  own(el) {
    const scope = this.component.connect.scope;
    for (let n = el.parentElement; n && n !== this; n = n.parentElement) {
      if (n.getAttribute("data-scope") === scope && n.getAttribute("data-part") === "root") return false;
    }
    return true;
  }

  /** What the plugin hooks read: props after defaults, flags, strings, the parts' text. */
  context() {
    const c = this.component.connect;
    const p = c.normalize(this.input);
    const overrides = this.input.translations && typeof this.input.translations === "object" ? this.input.translations : {};
    const t = { ...c.translations };
    for (const [k, v] of Object.entries(overrides)) if (k in t && typeof v === "string") t[k] = v;
    return {
      props: p, input: this.input, flags: c.flags(p, this.state()), translations: t, connect: c,
      element: this,
      text: (part) => (this.parts.get(part) ? this.parts.get(part).textContent.trim() : ""),
      slotted: (part) => this.slotted(part),
    };
  }

  /** Host content of `part`: the nodes in it that are not parts of this component. */
  slotted(part) {
    const el = this.parts.get(part);
    if (!el || el.__xhContent !== undefined) return [];  // text the element wrote itself
    return Array.from(el.childNodes).filter((n) => !this.isPart(n) && !(n.nodeType === 3 && !n.data.trim()));
  }

  isPart(n) {
    return n.nodeType === 1 && n.getAttribute("data-scope") === this.component.connect.scope && n.hasAttribute("data-part");
  }

  /** Find each part in the light DOM (adopting server-rendered ones) and create the missing ones. */
  collect() {
    const c = this.component, scope = c.connect.scope;
    this.setAttribute("data-scope", scope);
    this.setAttribute("data-part", "root");
    this.parts.set("root", this);
    for (const [part, parent] of Object.entries(c.tree)) {
      const known = this.parts.get(part);
      if (known && this.contains(known) && this.own(known)) continue;
      const found = Array.from(this.querySelectorAll(`[data-scope="${scope}"][data-part="${part}"]`)).find((el) => this.own(el));
      if (found) this.parts.set(part, found);
      else this.parts.delete(part);
    }
  }

  /** Move children the host put straight into the element to the part their slot names. */
  relocate() {
    const c = this.component;
    for (const node of Array.from(this.childNodes)) {
      if (this.isPart(node) || (node.nodeType === 3 && !node.data.trim()) || node.nodeType === 8) continue;
      const part = this.slotOf(node);
      if (!part || part === "root") continue;
      const target = this.ensure(part);
      if (target.__xhContent !== undefined) {  // host content replaces text the element wrote
        target.replaceChildren();
        delete target.__xhContent;
      }
      target.append(node);
      this.moved.add(node);
    }
  }

  /** The part a child the host passed goes to: its slot attribute, else the default slot (if any). */
  slotOf(node) {
    const c = this.component;
    const slot = node.nodeType === 1 ? node.getAttribute("slot") : null;
    return slot && Object.hasOwn(c.tree, slot) ? slot : (c.plugin && c.plugin.defaultSlot) || null;
  }

  /** The element of `part`, created (with its parents) where the tree puts it if missing. */
  ensure(part) {
    let el = this.parts.get(part);
    if (el) return el;
    const c = this.component;
    const tag = this.tagOf(part);
    el = document.createElement(tag);
    el.setAttribute("data-scope", c.connect.scope);
    el.setAttribute("data-part", part);
    const parent = this.ensure(c.tree[part] || "root");
    // Keep document order among the parent's parts: the plugin's, else the anatomy's.
    const order = (c.plugin && c.plugin.order) || c.connect.anatomy.map((a) => a.part);
    const after = Array.from(parent.children).find((n) => this.isPart(n) && order.indexOf(n.getAttribute("data-part")) > order.indexOf(part));
    parent.insertBefore(el, after || null);
    this.parts.set(part, el);
    return el;
  }

  tagOf(part) {
    const c = this.component;
    const hooked = c.plugin && c.plugin.element && c.plugin.element(part, this.context());
    return hooked || c.connect.anatomy.find((a) => a.part === part).element;
  }

  /** Content and presence of each part from the plugin (text, null = absent) or the host. */
  fill() {
    const c = this.component, ctx = this.context();
    for (const a of c.connect.anatomy) {
      if (a.part === "root") continue;
      const hooked = c.plugin && c.plugin.content ? c.plugin.content(a.part, ctx) : undefined;
      let el = this.parts.get(a.part);
      if (hooked === undefined) {
        // Host content: present when required, when the host gave it some, or when it holds parts.
        const needed = a.required || this.slotted(a.part).length > 0 ||
          Object.entries(c.tree).some(([p, parent]) => parent === a.part && this.parts.get(p));
        if (needed) this.ensure(a.part);
        else if (el && !el.childNodes.length) { el.remove(); this.parts.delete(a.part); }
        continue;
      }
      if (hooked === null) {
        if (el) { el.remove(); this.parts.delete(a.part); }
        continue;
      }
      el = this.ensure(a.part);
      const pieces = Array.isArray(hooked) ? hooked : [hooked];
      const want = pieces.map((x) => (typeof x === "string" ? x : "\u0000" + x.part)).join("");
      if (el.__xhContent === want && el.isConnected) continue;
      const nodes = pieces.map((x) => (typeof x === "string" ? document.createTextNode(x) : this.ensure(x.part)));
      el.replaceChildren(...nodes);
      el.__xhContent = want;
    }
    // A part whose tag follows a prop (a heading level) is swapped, its children kept.
    for (const [part, el] of this.parts) {
      if (part === "root") continue;
      const tag = this.tagOf(part);
      if (el.localName !== tag) {
        const next = document.createElement(tag);
        for (const { name, value } of Array.from(el.attributes)) next.setAttribute(name, value);
        next.append(...el.childNodes);
        el.replaceWith(next);
        this.parts.set(part, next);
      }
    }
  }

  /** A space between two parts side by side in a button, so its accessible name keeps words apart. */
  space() {
    for (const el of this.parts.values()) {
      if (el.localName !== "button") continue;
      for (const child of Array.from(el.children)) {
        const prev = child.previousSibling;
        if (prev && prev.nodeType === 1) el.insertBefore(document.createTextNode(" "), child);
      }
    }
  }

  /** Apply connect's attributes to every part; `hidden` waits for a part's exit animation. */
  apply() {
    const c = this.component;
    const attrs = c.connect.connect(this.input, this.state(), this.instance);
    const ctx = c.plugin && c.plugin.attributes ? this.context() : null;
    for (const [part, el] of this.parts) {
      const want = { ...attrs[part], ...(ctx && c.plugin.attributes(part, ctx)) };
      const before = this.applied.get(el) || new Set();
      for (const name of before) if (!(name in want)) el.removeAttribute(name);
      for (const [name, value] of Object.entries(want)) {
        if (name === "hidden" && !el.hidden && before.size) {
          this.exit(el);  // closing: hidden once the collapse ends (a new part is hidden at once)
          continue;
        }
        if (el.getAttribute(name) !== value) el.setAttribute(name, value);
      }
      if (!("hidden" in want)) this.exits.delete(el);
      this.applied.set(el, new Set(Object.keys(want)));
      // A press ends when the trigger becomes disabled.
      if (part === "trigger" && "disabled" in want && this.snap && this.snap.context.pressed) {
        queueMicrotask(() => this.send("PRESS.END"));
      }
    }
  }

  /** Hide `el` once its running animations (the collapse) end; at once when none run. */
  exit(el) {
    const running = el.getAnimations ? el.getAnimations().filter((a) => a.playState === "running") : [];
    if (!running.length) {
      el.hidden = true;
      return;
    }
    const token = {};
    this.exits.set(el, token);
    Promise.all(running.map((a) => a.finished.catch(() => {}))).then(() => {
      if (this.exits.get(el) === token) {
        this.exits.delete(el);
        el.hidden = true;
      }
    });
  }

  render() {
    if (!this.ready) return;
    if (this.observer) this.observer.disconnect();
    this.collect();
    this.relocate();
    this.fill();
    this.space();
    this.apply();
    if (this.observer && this.isConnected) this.observer.observe(this, { childList: true });
  }

  // --- the host keeps managing the children it passed in -----------------------------

  // A framework removes, replaces and inserts next to the children it rendered, on the element
  // it rendered them into; those the element moved into a part are handled where they are now.

  removeChild(node) {
    if (!node || node.parentNode === this || !this.moved.has(node)) return super.removeChild(node);
    node.remove();
    this.render();
    return node;
  }

  insertBefore(node, ref) {
    if (!ref || ref.parentNode === this || !this.contains(ref)) return super.insertBefore(node, ref);
    const part = this.parts.get(this.slotOf(node));
    if (part && ref.parentNode === part) {
      part.insertBefore(node, ref);
      this.moved.add(node);
    } else {
      super.insertBefore(node, null);
    }
    this.render();
    return node;
  }

  replaceChild(node, old) {
    if (!old || old.parentNode === this || !this.moved.has(old)) return super.replaceChild(node, old);
    this.insertBefore(node, old);
    this.removeChild(old);
    return old;
  }
}

/** Register `cls` as `tag` (once; not where there is no DOM, such as Node). */
export function define(tag, cls) {
  if (globalThis.customElements && !customElements.get(tag)) customElements.define(tag, cls);
  return cls;
}
