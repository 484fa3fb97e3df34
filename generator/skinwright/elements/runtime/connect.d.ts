// Types of dist/js/connect.js: what every component's connect module shares.

export interface PropInfo {
  readonly type: string;
  readonly values?: readonly string[];
  readonly default: unknown;
}

/** An instance id as an id-safe token, injectively ("a b" → "a.20.b"). */
export declare function encodeInstance(instance: unknown): string;

/** The DOM id of a part in one instance: <scope>:<instance>:<part>. */
export declare function partId(scope: string, instance: unknown, part: string): string;

/** Props with defaults: a value outside its closed set or of the wrong type takes the default. */
export declare function normalize(info: Readonly<Record<string, PropInfo>>, props?: object | null): Record<string, unknown>;

/** An attribute value from a prop: null when unset, "true"/"false" for a boolean. */
export declare function text(value: unknown): string | null;

/** The present attributes of `pairs`, in order. */
export declare function present(pairs: ReadonlyArray<readonly [string, string | null]>): Record<string, string>;

/** `template` with {name} placeholders replaced; unknown ones stay as written. */
export declare function fill(template: string, values: Readonly<Record<string, unknown>>): string;
