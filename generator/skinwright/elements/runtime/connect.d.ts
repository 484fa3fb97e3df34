// Types of dist/js/connect.js: what every component's connect module shares.

import type { Machine } from "./machine.js";

/** A prop as normalising reads it: a boolean, a closed set of values (with earlier names), a default. */
export interface PropInfo {
  readonly type?: "boolean";
  readonly values?: readonly string[];
  readonly aliases?: Readonly<Record<string, string>>;
  readonly default?: unknown;
  /** How the element reads the prop's attribute: a number, or JSON (object); a string otherwise. */
  readonly kind?: "number" | "object";
}

/** A condition over the flags: a flag name, or {not}, {all}, {any}. */
export type FlagCondition = string | { readonly [operator: string]: unknown };

/** A rule's value: a literal, or {prop}, {state} (the flag's words), {bool} ("true"/"false"), {id} (a part's id). */
export type RuleValue = string | { readonly prop: string } | { readonly state: string } | { readonly bool: string }
  | { readonly id: string };

/** An attribute rule: [attribute, value, when?]. */
export type Rule = readonly [string, RuleValue, FlagCondition?];

/** A component as the functions below run it (a connect module's `component`). */
export interface ComponentTable {
  readonly scope: string;
  readonly anatomy: ReadonlyArray<{ readonly part: string; readonly element: string; readonly required: boolean;
    readonly parent?: string }>;
  readonly props: Readonly<Record<string, PropInfo>>;
  readonly phases: Readonly<Record<string, Readonly<Record<string, boolean | string>>>>;
  readonly defaultPhase: string | null;
  readonly translations: Readonly<Record<string, string>>;
  readonly plural: Readonly<Record<string, string>>;
  /** Where each flag comes from: machine, prop, phase or data (the view's, per element). */
  readonly flags: Readonly<Record<string, "machine" | "prop" | "phase" | "data">>;
  /** The words a {state} value writes while its flag holds and while it does not. */
  readonly words: Readonly<Record<string, readonly [string, string]>>;
  /** The attribute rules of each part, in order. */
  readonly rules: Readonly<Record<string, readonly Rule[]>>;
  readonly machine?: Machine;
}

/** [operator, operand] of a one-key expression. */
export declare function kind(expr: object): [string, unknown];

/** Whether `cond` holds; names and atoms are handed to `atom`. */
export declare function holds(cond: unknown, atom: (atom: any) => boolean): boolean;

/** `table[key]` when it is the table's own (undefined otherwise). */
export declare function own<T>(table: Readonly<Record<string, T>>, key: unknown): T | undefined;

/** An instance id as an id-safe token, injectively ("a b" → "a.20.b"). */
export declare function encodeInstance(instance: unknown): string;

/** The DOM id of a part in one instance: <scope>:<instance>:<part>. */
export declare function partId(scope: string, instance: unknown, part: string): string;

/** Props with defaults: a value outside its closed set or of the wrong type takes the default. */
export declare function normalize(info: Readonly<Record<string, PropInfo>>, props?: object | null): Record<string, unknown>;

/** An attribute value from a prop: null when unset, "true"/"false" for a boolean. */
export declare function text(value: unknown): string | null;

/** `template` with {name} placeholders replaced; unknown ones stay as written. */
export declare function fill(template: string, values: Readonly<Record<string, unknown>>): string;

/** The flags of a phase (the default phase's for an unknown one; {} without phases). */
export declare function phaseRow(component: ComponentTable, phase: unknown): Readonly<Record<string, boolean | string>>;

/** The boolean facts the rules read, from normalised props and the machine flags. */
export declare function flags(component: ComponentTable, props: Readonly<Record<string, unknown>>,
  state: Readonly<Record<string, unknown>>): Record<string, boolean>;

/** The machine flags before any event ({} without a machine). */
export declare function initialState(component: ComponentTable, props: Readonly<Record<string, unknown>>):
  Record<string, unknown>;

/** The attributes of every part ("" for a valueless one; absent ones left out); ids derive from `instance`. */
export declare function attributes(component: ComponentTable, props?: object | null,
  state?: Readonly<Record<string, unknown>>, instance?: string): Record<string, Record<string, string>>;
