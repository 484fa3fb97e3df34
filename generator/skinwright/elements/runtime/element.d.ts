// Types of dist/js/element.js: the custom element every component's element module builds on.

import type { Machine, Snapshot } from "./machine.js";

/** What a component's element hooks (named by its skinwright plugin) are given. */
export interface HookContext {
  /** The props after defaults. */
  readonly props: Readonly<Record<string, unknown>>;
  /** The props as the host set them. */
  readonly input: Readonly<Record<string, unknown>>;
  readonly flags: Readonly<Record<string, boolean>>;
  /** The component's strings with the host's translations applied. */
  readonly translations: Readonly<Record<string, string>>;
  /** The component's connect module. */
  readonly connect: object;
  readonly element: ComponentElement;
  /** The element of a part, if rendered. */
  part(name: string): Element | undefined;
  /** The text of a part (trimmed; "" when absent). */
  text(part: string): string;
  /** The host's content in a part (not text the element wrote). */
  slotted(part: string): Node[];
}

/** Text a part shows: a string, text around other parts, null (the part is absent) or undefined (the host's). */
export type PartContent = string | null | undefined | ReadonlyArray<string | { readonly part: string }>;

/** The base of every generated element: it is the component's root part, rendered into light DOM. */
export declare class ComponentElement extends HTMLElement {
  static setup(component: object): void;
  static readonly observedAttributes: string[];
  /** Each rendered part by name (the element itself is "root"). */
  readonly parts: ReadonlyMap<string, Element>;
  /** The machine's snapshot, or null for a component without a machine. */
  readonly snapshot: Snapshot | null;
  /** Open or close the details (source "api"); when open is controlled, only request it through the event. */
  setOpen(next: boolean): void;
  /** Draw the parts again from the current props, state and content (element hooks call it on the
   * elements around one whose content changed). */
  refresh(): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
}

/** Register `cls` as `tag` once; a no-op where there is no DOM (such as Node). */
export declare function define<T extends CustomElementConstructor>(tag: string, cls: T): T;

export type { Machine };
