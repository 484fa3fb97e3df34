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
//
// What the spec cannot say comes from the component's hooks (its folder's
// element.js, shipped as <name>.plugin.js): content(part, ctx) gives the text
// a part shows (null: the part is absent; undefined: the host's content),
// attributes(part, ctx) extra attributes, element(part, ctx) a part's tag,
// api: {name(ctx)} read-only members, on: {type(event, ctx)} DOM event handlers,
// order the parts' document order,
// defaultSlot where children without a slot go (else the first required part
// that holds no other part: a card's label, a badge's text).

const Base = globalThis.HTMLElement || class {};
const PRESS_KEYS = ["Enter", " "];
const GENERATED = Symbol("text the element wrote");
let counter = 0;

/** A prop's attribute: its name in kebab case (defaultOpen → default-open). */
const attributeOf = (name) => name.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase());

/** Parse an attribute value for a prop of `kind` (boolean, number, string). */
function parse(kind, value) {
  if (value === null) return undefined;
  if (kind === "boolean") return value !== "false";
  if (kind === "number") return value.trim() && Number.isFinite(+value) ? +value : undefined;
  return value;
}

const blank = (n) => n.nodeType === 8 || (n.nodeType === 3 && !n.data.trim());

export class ComponentElement extends Base {
  /**
   * Wire a generated element class. `component`: {connect, machine?, plugin?, attributes: {prop: kind},
   * api: [read-only names]}; the parts and props are the connect module's.
   * A name the DOM or this class already has (title, hidden, parts, setOpen…) is left to them.
   */
  static setup(component) {
    const { anatomy, props } = component.connect;
    this.component = component;
    component.props = Object.keys(props);
    component.tree = Object.fromEntries(anatomy.filter((a) => a.part !== "root").map((a) => [a.part, a.parent]));
    // Children without a slot go to the hooks' default slot, else the first required part that holds no part.
    component.defaultSlot = (component.plugin && component.plugin.defaultSlot) ||
      anatomy.find((a) => a.required && a.part !== "root" && !Object.values(component.tree).includes(a.part))?.part;
    for (const name of [...component.props, ...component.api]) {
      if (name in this.prototype) continue;  // the DOM's (title, hidden…) or the element's own (parts, setOpen)
      Object.defineProperty(this.prototype, name, {
        configurable: true,
        get() { return this.#api(name); },
        set(v) { if (component.props.includes(name)) this.#setProp(name, v); },
      });
    }
  }

  static get observedAttributes() {
    return Object.keys(this.component.attributes).map(attributeOf);
  }

  #input = {};  // the props as the host set them (attributes and properties)
  #snap = null;  // the machine's snapshot
  #parts = new Map();  // each rendered part by name; the element itself is "root"
  #applied = new WeakMap();  // part → the attribute names last applied to it
  #moved = new WeakSet();  // children the host passed that the element moved into a part
  #exits = new WeakMap();  // part → the collapse it waits for before hidden
  #observer = null;
  #reflecting = false;
  #ready = false;
  #instance = null;
  #listener = (e) => this.#handle(e);

  /** The component this class was set up with. */
  get #c() {
    return this.constructor.component;
  }

  /** Each rendered part by name (the element itself is "root"). */
  get parts() {
    return this.#parts;
  }

  /** The machine's snapshot ({state, context}), or null for a component without a machine. */
  get snapshot() {
    return this.#snap;
  }

  /** A hook of the component's plugin, if it has one. */
  #hook(name) {
    const p = this.#c.plugin;
    return p && p[name];
  }

  // --- props ------------------------------------------------------------------------

  /** The value of prop or API member `name`: a flag or hooked member where there is one, else the prop. */
  #api(name) {
    const c = this.#c.connect, p = c.normalize(this.#input), f = c.flags(p, this.#state());
    const api = this.#hook("api");
    if (name in f) return f[name];
    return api && name in api ? api[name](this.#context()) : p[name];
  }

  #setProp(name, value) {
    const kind = this.#c.attributes[name], before = { ...this.#input };
    const v = (this.#input[name] = value ?? undefined);
    if (kind) {  // reflect: true is a valueless attribute, false is spelt out, unset removes it
      this.#reflecting = true;
      if (v === undefined) this.removeAttribute(attributeOf(name));
      else this.setAttribute(attributeOf(name), kind === "boolean" ? (v ? "" : "false") : String(v));
      this.#reflecting = false;
    }
    this.#changed(before);
  }

  attributeChangedCallback(attr, old, value) {
    if (this.#reflecting) return;
    for (const [name, kind] of Object.entries(this.#c.attributes)) {
      if (attributeOf(name) !== attr) continue;
      const before = { ...this.#input };
      this.#input[name] = parse(kind, value);
      this.#changed(before);
    }
  }

  #changed(before) {
    const m = this.#c.machine;
    if (!this.#ready) return;
    if (m) this.#commit(m.update(this.#snap, before, this.#input));
    else this.#render();
  }

  // --- machine ----------------------------------------------------------------------

  /** The machine flags connect reads: the state's ({open}) over the context's ({pressed}). */
  #state() {
    const { connect, machine } = this.#c;
    return this.#snap ? machine.flags(this.#snap) : connect.initialState(connect.normalize(this.#input));
  }

  /** Send machine event `type` (see the adapter protocol above); one the machine does not take changes nothing. */
  #send(type) {
    const m = this.#c.machine;
    if (m && this.#ready) this.#commit(m.send(this.#snap, type, this.#input));
  }

  #commit(result) {
    this.#snap = result.snapshot;
    this.#render();
    for (const e of result.emitted) {
      this.dispatchEvent(new CustomEvent(e.event, { detail: e.payload, bubbles: true, composed: true }));
    }
  }

  /** Open or close (source api); when open is controlled, only request it through the event. */
  setOpen(next) {
    this.#send(next ? "OPEN" : "CLOSE");
  }

  // --- lifecycle --------------------------------------------------------------------

  connectedCallback() {
    const c = this.#c;
    if (!this.#ready) {
      // A property set before the element was defined shadows the accessor: take it over.
      for (const name of c.props) {
        if (Object.hasOwn(this, name)) {
          this.#input[name] = this[name];
          delete this[name];
        }
      }
      for (const [name, kind] of Object.entries(c.attributes)) {
        this.#input[name] ??= parse(kind, this.getAttribute(attributeOf(name)));
      }
      this.#instance = this.#findInstance();
      if (c.machine) this.#snap = c.machine.start(this.#input);
      for (const type of ["click", "keydown", "keyup", "pointerdown", "pointerup", "pointercancel", "focusout"]) {
        this.addEventListener(type, this.#listener);
      }
      this.addEventListener("pointerleave", this.#listener, true);
      this.#observer = new MutationObserver(() => this.#render());
      this.#ready = true;
    }
    this.#render();
  }

  disconnectedCallback() {
    this.#observer.disconnect();
  }

  /** The instance id: the host's id, else the one server-rendered part ids carry, else a counter. */
  #findInstance() {
    const scope = this.#c.connect.scope + ":";
    for (const el of this.id ? [] : this.querySelectorAll("[id]")) {
      const m = el.id.startsWith(scope) && this.#own(el) && el.id.slice(scope.length).match(/^(.*):[^:]+$/);
      if (m) return m[1].replace(/\.([0-9a-f]+)\./g, (_, hex) => String.fromCodePoint(parseInt(hex, 16)));
    }
    return this.id || "~" + ++counter;
  }

  // --- events -----------------------------------------------------------------------

  #handle(e) {
    const trigger = this.#parts.get("trigger"), press = PRESS_KEYS.includes(e.key), type = e.type;
    const on = this.#hook("on");
    if (on && on[type]) on[type](e, this.#context());
    if (!trigger || !(e.target instanceof Node) || !trigger.contains(e.target)) return;
    if (type === "click") {
      if (!trigger.disabled) this.#send("TOGGLE");
    } else if (type === "keydown" || type === "pointerdown") {
      if (type === "keydown" ? press && !e.repeat : e.button === 0) this.#send("PRESS.START");
    } else if (type === "keyup" ? press : type !== "pointerleave" || e.target === trigger) {
      this.#send("PRESS.END");
    }
  }

  // --- rendering --------------------------------------------------------------------

  #isPart(n) {
    return n.nodeType === 1 && n.getAttribute("data-scope") === this.#c.connect.scope && n.hasAttribute("data-part");
  }

  /** Whether `el` belongs to this element, not to a component nested in it (a card in a group, a
   * sub-call's views in a card's output). */
  #own(el) {
    for (let n = el.parentElement; n && n !== this; n = n.parentElement) {
      if (n.getAttribute("data-part") === "root" || n instanceof ComponentElement) return false;
    }
    return true;
  }

  /** What the hooks read: props after defaults, flags, strings (translations applied), the parts' text. */
  #context() {
    const c = this.#c.connect, p = c.normalize(this.#input), t = { ...c.translations };
    for (const [k, v] of Object.entries(Object(this.#input.translations))) if (k in t && typeof v === "string") t[k] = v;
    return {
      props: p, input: this.#input, flags: c.flags(p, this.#state()), translations: t, connect: c, element: this,
      part: (name) => this.#parts.get(name), own: (el) => this.#own(el),
      text: (part) => (this.#parts.get(part)?.textContent || "").trim(),
      slotted: (part) => this.#slotted(part),
    };
  }

  /** Host content of `part`: the nodes in it that are not parts of this component (nor text it wrote). */
  #slotted(part) {
    const el = this.#parts.get(part);
    return el && !el[GENERATED] ? Array.from(el.childNodes).filter((n) => !this.#isPart(n) && !blank(n)) : [];
  }

  /** The part a child the host passed goes to: its slot attribute, else the default slot (if any). */
  #slotOf(node) {
    const slot = node.nodeType === 1 && node.getAttribute("slot");
    return slot && Object.hasOwn(this.#c.tree, slot) ? slot : this.#c.defaultSlot;
  }

  #tagOf(part, ctx) {
    const hooked = this.#hook("element");
    return (hooked && hooked(part, ctx)) || this.#c.connect.anatomy.find((a) => a.part === part).element;
  }

  /** The element of `part`, created (with its parents) where the tree puts it if missing. */
  #ensure(part, ctx) {
    let el = this.#parts.get(part);
    if (el) return el;
    const c = this.#c, parent = this.#ensure(c.tree[part] || "root", ctx);
    const order = this.#hook("order") || c.connect.anatomy.map((a) => a.part), at = order.indexOf(part);
    el = document.createElement(this.#tagOf(part, ctx));
    el.setAttribute("data-scope", c.connect.scope);
    el.setAttribute("data-part", part);
    // Among the parent's parts, in document order: the hooks', else the anatomy's.
    parent.insertBefore(el, Array.from(parent.children).find((n) => this.#isPart(n) &&
      order.indexOf(n.getAttribute("data-part")) > at) || null);
    this.#parts.set(part, el);
    return el;
  }

  #drop(part) {
    this.#parts.get(part)?.remove();
    this.#parts.delete(part);
  }

  #render() {
    if (!this.#ready) return;
    const c = this.#c, scope = c.connect.scope;
    this.#observer.disconnect();
    // Without a root part (result views: parts repeated per item, written by the server) the
    // element only holds what the host put in it, and its hooks handle the events.
    if (!c.connect.anatomy.some((a) => a.part === "root")) return;
    // 1. Find each part (adopting server-rendered ones); the element itself is the root.
    this.setAttribute("data-scope", scope);
    this.setAttribute("data-part", "root");
    this.#parts.set("root", this);
    for (const part of Object.keys(c.tree)) {
      const known = this.#parts.get(part);
      if (known && this.contains(known) && this.#own(known)) continue;
      const found = Array.from(this.querySelectorAll(`[data-scope="${scope}"][data-part="${part}"]`)).find((el) => this.#own(el));
      if (found) this.#parts.set(part, found);
      else this.#parts.delete(part);
    }
    const ctx = this.#context();
    // 2. Move what the host put straight into the element to the part its slot names.
    for (const node of Array.from(this.childNodes)) {
      const part = !this.#isPart(node) && !blank(node) && this.#slotOf(node);
      if (!part || part === "root") continue;
      const target = this.#ensure(part, ctx);
      if (target[GENERATED]) {  // host content replaces text the element wrote
        target.replaceChildren();
        delete target[GENERATED];
      }
      target.append(node);
      this.#moved.add(node);
    }
    // 3. Each part's content and presence: the hooks' text (null: absent) or the host's.
    const content = this.#hook("content");
    for (const a of c.connect.anatomy) {
      if (a.part === "root") continue;
      const hooked = content ? content(a.part, ctx) : undefined;
      if (hooked === undefined) {
        // Present when required, when the host gave it content, or when it holds parts.
        const el = this.#parts.get(a.part);
        if (a.required || this.#slotted(a.part).length ||
            Object.entries(c.tree).some(([p, parent]) => parent === a.part && this.#parts.get(p))) this.#ensure(a.part, ctx);
        else if (el && !el.childNodes.length) this.#drop(a.part);
      } else if (hooked === null) {
        this.#drop(a.part);
      } else {
        const el = this.#ensure(a.part, ctx), pieces = [].concat(hooked);
        const key = pieces.map((x) => (typeof x === "string" ? x : "\u0000" + x.part)).join("");
        if (el[GENERATED] === key) continue;
        el.replaceChildren(...pieces.map((x) => (typeof x === "string" ? x : this.#ensure(x.part, ctx))));
        el[GENERATED] = key;
      }
    }
    for (const [part, el] of this.#parts) {
      // A part whose tag follows a prop (a heading level) is swapped, its attributes and children kept.
      const tag = part === "root" ? el.localName : this.#tagOf(part, ctx);
      if (el.localName !== tag) {
        const next = document.createElement(tag);
        for (const { name, value } of el.attributes) next.setAttribute(name, value);
        next.append(...el.childNodes);
        el.replaceWith(next);
        this.#parts.set(part, next);
      }
      // A space between two parts side by side in a button keeps its accessible name's words apart.
      if (tag === "button") {
        for (const child of el.children) {
          if (child.previousSibling?.nodeType === 1) el.insertBefore(document.createTextNode(" "), child);
        }
      }
    }
    this.#apply(this.#context());
    if (this.isConnected) this.#observer.observe(this, { childList: true });
  }

  /** Apply connect's attributes (and the hooks') to every part; `hidden` waits for the exit animation. */
  #apply(ctx) {
    const attrs = this.#c.connect.connect(this.#input, this.#state(), this.#instance);
    const extra = this.#hook("attributes");
    for (const [part, el] of this.#parts) {
      const want = { ...attrs[part], ...(extra && extra(part, ctx)) };
      const before = this.#applied.get(el) || [];
      for (const name of before) if (!(name in want)) el.removeAttribute(name);
      for (const [name, value] of Object.entries(want)) {
        // Closing: hidden once the collapse animation ends (a new part is hidden at once).
        if (name === "hidden" && !el.hidden && before.length) this.#exit(el);
        else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
      }
      if (!("hidden" in want)) this.#exits.delete(el);
      this.#applied.set(el, Object.keys(want));
      // A press ends when the trigger becomes disabled.
      if (part === "trigger" && "disabled" in want && this.#snap?.context.pressed) {
        queueMicrotask(() => this.#send("PRESS.END"));
      }
    }
  }

  /** Hide `el` once its running animations (the collapse) end; at once when none run. */
  #exit(el) {
    const running = el.getAnimations().filter((a) => a.playState === "running"), token = {};
    this.#exits.set(el, token);
    Promise.all(running.map((a) => a.finished.catch(() => {}))).then(() => {
      if (this.#exits.get(el) === token) el.hidden = true;
    });
    if (!running.length) el.hidden = true;
  }

  // --- the host keeps managing the children it passed in -----------------------------
  // A framework removes, replaces and inserts next to the children it rendered, on the element
  // it rendered them into; those the element moved into a part are handled where they are now.

  removeChild(node) {
    if (node?.parentNode === this || !this.#moved.has(node)) return super.removeChild(node);
    node.remove();
    this.#render();
    return node;
  }

  insertBefore(node, ref) {
    if (!ref || ref.parentNode === this || !this.contains(ref)) return super.insertBefore(node, ref);
    const part = this.#parts.get(this.#slotOf(node));
    if (part && ref.parentNode === part) {
      part.insertBefore(node, ref);
      this.#moved.add(node);
    } else {
      super.insertBefore(node, null);
    }
    this.#render();
    return node;
  }

  replaceChild(node, old) {
    if (old?.parentNode === this || !this.#moved.has(old)) return super.replaceChild(node, old);
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
