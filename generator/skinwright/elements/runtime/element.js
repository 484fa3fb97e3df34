// The custom element every component's element module shares (dist/js/element.js).
//
// A component's element is its root part: the anatomy is rendered into light
// DOM (no shadow root), so the component's stylesheet applies as is, and each
// part's attributes come from the connect rules (connect.js runs the component's table). The element
// runs the component's machine, reflects props to attributes, and turns
// machine emits into DOM events. It upgrades server-rendered markup (the parts
// already inside it are adopted, not rebuilt, so nothing moves) and keeps
// working when its host re-renders: content the host passes as children with
// slot="<part>" is moved into that part, and the host may later remove,
// replace or insert next to those children as if they were still its own.
//
// DOM events are bound from the spec's data (the generated `events` list):
// a DOM event on a part sends a machine event (the trigger's click sends
// TOGGLE), fires a component event whose detail is read from the part's
// {data} attributes (a location's click fires locationclick), or moves focus
// to the same part of the previous, next, first or last instance (APG
// accordion keys). A primary-button pointerdown and a first keydown count
// (no auto-repeat); an event that does not bubble (blur, pointerleave) counts
// on the part itself only; a part that becomes disabled counts as blurred
// (a press held on it ends). setOpen(true|false) sends OPEN or CLOSE; a prop
// change sends what the machine's `watch` entries say.
//
// What the spec cannot say comes from the component's hooks (named by its
// skinwright plugin, shipped as <name>.plugin.js): content(part, ctx) gives the
// text a part shows (null: the part is absent; undefined: the host's content),
// attributes(part, ctx) extra attributes (null removes connect's), element(part, ctx) a part's tag,
// api: {name(ctx)} read-only members, order the parts' document order,
// defaultSlot where children without a slot go (else the first required part
// that holds no other part: a card's label, a badge's text). An element without a
// root part (the result views) calls content("root", ctx) on each change of its props: the hooks draw it.

import { attributes, flags, initialState, normalize } from "./connect.js";

const Base = globalThis.HTMLElement || class {};
const GENERATED = Symbol();  // on a part: the text the element wrote into it
let counter = 0;

/** A prop's attribute: its name in kebab case (defaultOpen → default-open). */
const attributeOf = (name) => name.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase());

/** How the element reads prop `name`'s attribute: boolean, number, object (JSON), else a string. */
const kindOf = (c, name) => c.connect.props[name].type || c.connect.props[name].kind;

/** Parse an attribute value for a prop of `kind` (boolean, number, string, object: JSON, as server
 * markup in another language carries its translations); undefined: unset or unreadable. */
function parse(kind, value) {
  if (value === null) return undefined;
  if (kind === "object") try { return JSON.parse(value); } catch { return undefined; }
  if (kind === "boolean") return value !== "false";
  if (kind === "number") return value.trim() && Number.isFinite(+value) ? +value : undefined;
  return value;
}

const blank = (n) => n.nodeType === 8 || (n.nodeType === 3 && !n.data.trim());

/** Whether DOM event `e` is what a binding ([part, event, action, keys?]) waits for on `part`. */
const matches = ([on, type, , keys], part, e) =>
  on === part && type === e.type && !(e.button > 0) && !e.repeat && (!keys || keys.includes(e.key));

export class ComponentElement extends Base {
  /**
   * Wire a generated element class. `component`: {connect (the connect module's `component` table:
   * scope, anatomy, props, rules, machine…), plugin?, api: [read-only members besides the props],
   * events: [bindings], defaultSlot (where children without a slot go), and what its spec
   * calls for of focus, detail, retag and button (below)}.
   * A name the DOM or this class already has (title, hidden, parts, setOpen…) is left to them.
   */
  static setup(c) {
    const hooks = (c.plugin ||= {}), props = c.connect.props;
    this.component = c;
    c.machine = c.connect.machine;
    // Each part's tag, and each other part's parent; whether the element is the root part and draws the others.
    c.tags = {};
    c.tree = {};
    for (const a of c.connect.anatomy) {
      c.tags[a.part] = a.element;
      if (a.part !== "root") c.tree[a.part] = a.parent || "root";
    }
    c.root = "root" in c.tags;
    c.order = hooks.order || Object.keys(c.tree);
    c.defaultSlot = hooks.defaultSlot || c.defaultSlot;
    // Every prop is an attribute (its name in kebab case).
    c.byAttribute = {};
    for (const name in props) c.byAttribute[attributeOf(name)] = name;
    for (const name of [...Object.keys(props), ...c.api]) {
      if (name in this.prototype) continue;  // the DOM's (title, hidden…) or the element's own (parts, setOpen)
      const kind = props[name] && kindOf(c, name), attr = attributeOf(name);
      Object.defineProperty(this.prototype, name, {
        configurable: true,
        // A flag or hooked member where there is one, else the prop.
        get() {
          const ctx = this.#context(), hook = hooks.api?.[name];
          return name in ctx.flags ? ctx.flags[name] : hook ? hook(ctx) : ctx.props[name];
        },
        // A prop goes through its attribute (true is valueless, false spelt out; an object is not written back).
        set(v) {
          if (kind === "object") this.#set(name, v ?? undefined);
          else if (!props[name]) return;  // read-only
          else if (v == null) this.removeAttribute(attr);
          else this.setAttribute(attr, kind === "boolean" ? (v ? "" : "false") : String(v));
        },
      });
    }
  }

  static get observedAttributes() {
    return Object.keys(this.component.byAttribute);
  }

  #input = {};  // the props as the host set them (attributes and properties)
  #snap = null;  // the machine's snapshot
  #parts = new Map();  // each rendered part by name; the element itself is "root"
  #applied = new WeakMap();  // part → the attribute names last applied to it
  #moved = new WeakSet();  // children the host passed that the element moved into a part
  #exits = new WeakMap();  // part → the collapse it waits for before hidden
  #observer;
  #ready;
  #instance;
  #c = this.constructor.component;  // what this class was set up with

  /** Each rendered part by name (the element itself is "root"). */
  get parts() {
    return this.#parts;
  }

  /** The machine's snapshot ({state, context}), or null for a component without a machine. */
  get snapshot() {
    return this.#snap;
  }

  // --- props ------------------------------------------------------------------------

  attributeChangedCallback(attr, old, value) {
    const name = this.#c.byAttribute[attr];
    this.#set(name, parse(kindOf(this.#c, name), value));
  }

  #set(name, value) {
    const m = this.#c.machine, before = { ...this.#input };
    this.#input[name] = value;
    if (!this.#ready) return;
    if (m) this.#commit(m.update(this.#snap, before, this.#input));
    else this.refresh();
  }

  // --- machine ----------------------------------------------------------------------

  /** The machine flags connect reads: the state's ({open}) over the context's ({pressed}). */
  #state() {
    const c = this.#c;
    return this.#snap ? c.machine.flags(this.#snap) : initialState(c.connect, this.#input);
  }

  /** Send machine event `type`; one the machine does not take changes nothing. */
  #send(type) {
    const m = this.#c.machine;
    if (m && this.#ready) this.#commit(m.send(this.#snap, type, this.#input));
  }

  #commit(result) {
    this.#snap = result.snapshot;
    this.refresh();
    for (const e of result.emitted) this.#emit(e.event, e.payload);
  }

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /** Open or close (source api); when open is controlled, only request it through the event. */
  setOpen(next) {
    this.#send(next ? "OPEN" : "CLOSE");
  }

  // --- lifecycle --------------------------------------------------------------------

  connectedCallback() {
    const c = this.#c;
    if (!this.#ready) {
      // Attributes arrived through attributeChangedCallback; a property set before the element
      // was defined shadows the accessor: take it over.
      for (const name in c.connect.props) {
        if (Object.hasOwn(this, name)) {
          const v = this[name];
          delete this[name];
          this[name] = v;
        }
      }
      this.#instance = this.#findInstance();
      c.button?.(this);
      if (c.machine) this.#snap = c.machine.start(this.#input);
      // Capture: events that do not bubble (blur, pointerleave) reach the element too.
      for (const type of new Set(c.events.map((b) => b[1]))) this.addEventListener(type, (e) => this.#route(e), true);
      this.#observer = new MutationObserver(() => this.refresh());
      this.#ready = true;
    }
    this.refresh();
  }

  disconnectedCallback() {
    this.#observer.disconnect();
  }

  /** The instance id: the host's id, else the one server-rendered part ids carry, else a counter. */
  #findInstance() {
    const scope = this.#c.connect.scope + ":";
    for (const el of this.id ? [] : this.querySelectorAll(`[id^="${scope}"]`)) {
      // <scope>:<instance>:<part>, the instance encoded (never empty): decoded
      const m = this.#own(el) && el.id.slice(scope.length, el.id.lastIndexOf(":"));
      if (m) return m.replace(/\.([0-9a-f]+)\./g, (_, hex) => String.fromCodePoint(parseInt(hex, 16)));
    }
    return this.id || "~" + ++counter;
  }

  // --- events -----------------------------------------------------------------------

  /** Act on the first binding of `e`'s target or, for a bubbling event, of the nearest part above it. */
  #route(e) {
    for (let el = e.target; el instanceof Element && this.contains(el); el = e.bubbles ? el.parentElement : null) {
      const part = this.#own(el) && this.#isPart(el), b = part && this.#c.events.find((b) => matches(b, part, e));
      if (!b) continue;
      const action = b[2];
      if (typeof action === "string") this.#send(action);
      // A component event comes from the element, never the inner part (as Shoelace and Web Awesome do):
      // event.target is the host; the part's data is in detail.
      else if (action.fire) this.#emit(action.fire, action.detail ? this.#c.detail(el, action.detail) : {});
      else this.#c.focus(el, action.focus[e.key], e);
      return;
    }
  }

  // --- rendering --------------------------------------------------------------------

  /** The part of this component node `n` is (its name), if it is one. */
  #isPart(n) {
    return n.nodeType === 1 && n.getAttribute("data-scope") === this.#c.connect.scope && n.getAttribute("data-part");
  }

  /** Whether `el` (this element or inside it) belongs to this element, not to a component nested
   * in it (a card in a group, a sub-call's views in a card's output). */
  #own(el) {
    for (let n = el; n !== this; n = n.parentElement) {
      if (n.getAttribute("data-part") === "root" || n instanceof ComponentElement) return false;
    }
    return true;
  }

  /** What the hooks read: props after defaults, flags, strings (translations applied), the parts. */
  #context() {
    const c = this.#c.connect, props = normalize(c.props, this.#input), translations = { ...c.translations };
    for (const [k, v] of Object.entries(Object(this.#input.translations))) {
      if (k in translations && typeof v === "string") translations[k] = v;
    }
    return {
      props, input: this.#input, flags: flags(c, props, this.#state()), translations, connect: c, element: this,
      part: (name) => this.#parts.get(name),
      text: (part) => (this.#parts.get(part)?.textContent || "").trim(),
      slotted: (part) => this.#slotted(part),
    };
  }

  /** Host content of `part`: the nodes in it that are not parts of this component (nor text it wrote). */
  #slotted(part) {
    const el = this.#parts.get(part);
    return el && !el[GENERATED] ? [...el.childNodes].filter((n) => !this.#isPart(n) && !blank(n)) : [];
  }

  /** The part a child the host passed goes to: its slot attribute, else the default slot (if any). */
  #slotOf(node) {
    const slot = node.nodeType === 1 && node.getAttribute("slot");
    return slot && this.#c.tree[slot] ? slot : this.#c.defaultSlot;
  }

  #tagOf(part, ctx) {
    return this.#c.plugin.element?.(part, ctx) || this.#c.tags[part];
  }

  /** The element of `part`, created (with its parents) where the tree puts it if missing. */
  #ensure(part, ctx) {
    let el = this.#parts.get(part);
    if (el) return el;
    const c = this.#c, parent = this.#ensure(c.tree[part], ctx), at = c.order.indexOf(part);
    el = document.createElement(this.#tagOf(part, ctx));
    el.setAttribute("data-scope", c.connect.scope);
    el.setAttribute("data-part", part);
    // Among the parent's parts, in document order: the hooks', else the anatomy's.
    parent.insertBefore(el, [...parent.children].find((n) => c.order.indexOf(this.#isPart(n)) > at) || null);
    this.#parts.set(part, el);
    return el;
  }

  #drop(part) {
    this.#parts.get(part)?.remove();
    this.#parts.delete(part);
  }

  /** Draw the parts again from the current props, state and content (a nested element whose
   * content changed asks the elements around it: a card shows its error fallback only without an
   * error view). Public and not `#private` so that element hooks can call it. */
  refresh() {
    const c = this.#c;
    // Without a root part (result views: parts repeated per item, written by the server) the
    // element only holds what the host put in it.
    const ctx = this.#context();
    if (!this.#ready || !c.root) return c.plugin.content?.("root", ctx);  // or what its hooks draw
    this.#observer.disconnect();
    // 1. Find each part (adopting server-rendered ones, the first in document order); the element is the root.
    this.#parts = new Map([["root", this]]);
    for (const el of this.querySelectorAll(`[data-scope="${c.connect.scope}"]`)) {
      const part = this.#isPart(el);
      if (c.tree[part] && !this.#parts.has(part) && this.#own(el)) this.#parts.set(part, el);
    }
    // 2. Move what the host put straight into the element to the part its slot names.
    for (const node of [...this.childNodes]) {
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
    for (const { part, required } of c.connect.anatomy) {
      if (part === "root") continue;
      const hooked = c.plugin.content?.(part, ctx);
      if (hooked === undefined) {
        // Present when required or when the host gave it content (a part that holds parts holds nodes;
        // a missing one comes with the first part it holds); an empty one goes.
        if (required || this.#slotted(part).length) this.#ensure(part, ctx);
        else if (!this.#parts.get(part)?.childNodes.length) this.#drop(part);  // none: a no-op
      } else if (hooked === null) {
        this.#drop(part);
      } else {
        const el = this.#ensure(part, ctx), pieces = [].concat(hooked);
        const key = pieces.map((x) => x.part ? "\u0000" + x.part : x).join("");
        if (el[GENERATED] === key) continue;
        el.replaceChildren(...pieces.map((x) => x.part ? this.#ensure(x.part, ctx) : x));
        el[GENERATED] = key;
      }
    }
    for (let [part, el] of this.#parts) {
      // A part whose tag follows a prop (a heading level: the hooks' element) is swapped, its attributes
      // and children kept.
      const tag = part === "root" ? el.localName : this.#tagOf(part, ctx);
      if (el.localName !== tag) this.#parts.set(part, (el = c.retag(el, tag)));
      // A space between two parts side by side in a button keeps its accessible name's words apart.
      if (tag === "button") {
        for (const child of el.children) {
          if (child.previousSibling?.nodeType === 1) child.before(" ");
        }
      }
    }
    this.#apply(ctx);  // its part() and text() read the parts as they are now
    if (this.isConnected) this.#observer.observe(this, { childList: true });
  }

  /** Apply connect's attributes (and the hooks') to every part; `hidden` waits for the exit animation.
   * Markup the element adopts (served, or a host's re-render drawn in another machine state) loses
   * what connect writes in the opposite state (every machine flag flipped) and this one does not want. */
  #apply(ctx) {
    const c = this.#c.connect, state = this.#state(), extra = this.#c.plugin.attributes;
    const attrs = attributes(c, this.#input, state, this.#instance), flipped = {};
    for (const k in state) flipped[k] = !state[k];
    const other = attributes(c, this.#input, flipped, this.#instance);
    for (const [part, el] of this.#parts) {
      const want = { ...attrs[part], ...extra?.(part, ctx) };
      const before = this.#applied.get(el) || Object.keys(other[part]);
      for (const name of before) if (!(name in want)) el.removeAttribute(name);
      for (const [name, value] of Object.entries(want)) {
        // A hook's null removes connect's attribute.
        if (value === null) el.removeAttribute(name);
        // Closing: hidden once the collapse animation ends (a new part is hidden at once).
        else if (name === "hidden" && !el.hidden && this.#applied.has(el)) this.#exit(el);
        else if (el.getAttribute(name) !== value) {
          // A part that becomes disabled loses focus and its press: its blur bindings run.
          if (name === "disabled") queueMicrotask(() => this.#route({ type: "blur", target: el }));
          el.setAttribute(name, value);
        }
      }
      if (!("hidden" in want)) this.#exits.delete(el);
      this.#applied.set(el, Object.keys(want));
    }
  }

  /** Hide `el` once its running animations (the collapse) end; at once when none run. */
  #exit(el) {
    const running = el.getAnimations().filter((a) => a.playState === "running"), token = {};
    this.#exits.set(el, token);
    Promise.allSettled(running.map((a) => a.finished)).then(() => {
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
    this.refresh();
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
    this.refresh();
    return node;
  }

  replaceChild(node, old) {
    if (old?.parentNode === this || !this.#moved.has(old)) return super.replaceChild(node, old);
    this.insertBefore(node, old);
    this.removeChild(old);
    return old;
  }
}

// Behaviour only some specs call for, kept out of the class so that a bundle of an element whose
// spec does not need it leaves it out: the generated element module passes what its spec uses.

/** Roving focus (the keyboard table's moves, APG accordion keys): focus the same part of the
 * `move` ("next", "previous", "first", "last") instance on the page, wrapping around. */
export function focus(el, move, e) {
  const all = [...el.getRootNode().querySelectorAll(
    `[data-scope="${el.getAttribute("data-scope")}"][data-part="${el.getAttribute("data-part")}"]`)];
  const i = all.indexOf(el), n = all.length;
  all[move === "first" ? 0 : move === "last" ? n - 1 : (i + (move === "next" ? 1 : -1) + n) % n].focus();
  e.preventDefault();
}

/** A component event's detail from `el`'s {data} attributes: `fields` lists [attribute, path, kind];
 * an absent attribute leaves its field out ({path: "src/a.ts", line: 3}). */
export function detail(el, fields) {
  const out = {};
  for (const [attr, path, kind] of fields) {
    const v = parse(kind, el.getAttribute(attr)), keys = path.split("."), last = keys.pop();
    let at = out;
    for (const k of keys) at = at[k] ||= {};
    if (v !== undefined) at[last] = v;
  }
  return out;
}

/** A root part the spec draws as a button (a toggle badge): the element takes a button's role, its
 * place in the tab order and its keys (Enter clicks on keydown, Space on keyup), as a native one. */
export function button(el) {
  if (!el.hasAttribute("role")) el.setAttribute("role", "button");
  if (!el.hasAttribute("tabindex")) el.tabIndex = 0;
  const key = (e) => {
    if (e.target !== el || (e.key !== "Enter" && e.key !== " ")) return;
    e.preventDefault();
    if (e.key === (e.type === "keydown" ? "Enter" : " ") && !e.repeat) el.click();
  };
  el.addEventListener("keydown", key);
  el.addEventListener("keyup", key);
}

/** `el` as a `tag` element, its attributes and children kept (a heading whose level follows a prop). */
export function retag(el, tag) {
  const next = document.createElement(tag);
  for (const { name, value } of el.attributes) next.setAttribute(name, value);
  next.append(...el.childNodes);
  el.replaceWith(next);
  return next;
}

/** Register `cls` as `tag` (once; not where there is no DOM, such as Node). */
export function define(tag, cls) {
  if (globalThis.customElements && !customElements.get(tag)) customElements.define(tag, cls);
  return cls;
}
