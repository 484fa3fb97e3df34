// Types of dist/js/machine.js: the machine interpreter every component's module shares.

/** A guard or condition: a guard name, an atom ({prop}, {defined}, {phase}, {event}) or {not}/{all}/{any}. */
export type Condition = string | { readonly [operator: string]: unknown };

/** An action: report a component event, or set a context value. */
export type Action =
  | { readonly emit: string; readonly payload: Readonly<Record<string, unknown>> }
  | { readonly assign: string; readonly value: unknown };

/** A machine as skinwright writes it from a spec (dist/meta/<component>.machine.json; the modules
 * ship it without the prose, and a missing guard or target reads as null). */
export interface MachineData {
  readonly id?: string;
  readonly description?: string;
  readonly semantics?: string;
  readonly props: Readonly<Record<string, { readonly type: string; readonly values?: readonly string[]; readonly default: unknown }>>;
  readonly phases: Readonly<Record<string, Readonly<Record<string, boolean>>>>;
  readonly defaultPhase: string | null;
  readonly context: Readonly<Record<string, { readonly initial: unknown; readonly description?: string }>>;
  readonly states: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly events?: Readonly<Record<string, { readonly payload: readonly string[]; readonly description?: string }>>;
  readonly guards: Readonly<Record<string, { readonly definition: Condition; readonly description?: string }>>;
  readonly watch: ReadonlyArray<{ readonly prop: string; readonly when: Condition; readonly event: string }>;
  readonly initial: ReadonlyArray<{ readonly guard?: Condition | null; readonly target: string }>;
  readonly transitions: ReadonlyArray<{
    readonly source: string;
    readonly event: string;
    readonly guard?: Condition | null;
    readonly target?: string | null;
    readonly actions: readonly Action[];
  }>;
}

/** Where a machine is: a state name and the context values. */
export interface Snapshot {
  readonly state: string;
  readonly context: Readonly<Record<string, unknown>>;
}

/** A component event an action reported, such as open-change with {open, source}. */
export interface Emitted {
  readonly event: string;
  readonly payload: Readonly<Record<string, unknown>>;
}

/** An event for the machine: its type, and the phase for PHASE.* events. */
export interface MachineEvent {
  readonly type: string;
  readonly phase?: string;
}

export interface Step {
  readonly snapshot: Snapshot;
  readonly emitted: Emitted[];
}

export type Props = object | null | undefined;

/** [operator, operand] of a one-key expression. */
export declare function kind(expr: object): [string, unknown];

/** Whether `cond` holds; names and atoms are handed to `atom`. */
export declare function holds(cond: Condition, atom: (atom: Condition) => boolean): boolean;

/** The interpreter: pure, every call returns new values. */
export declare class Machine {
  constructor(data: MachineData);
  readonly data: MachineData;
  /** The props guards read, with defaults for missing or ill-typed values. */
  normalize(props?: Props): Record<string, unknown>;
  guard(cond: Condition | null | undefined, props: Record<string, unknown>, event?: Partial<MachineEvent>): boolean;
  /** Every machine flag in `snapshot`: the context's values under the state's own. */
  flags(snapshot: Snapshot): Record<string, unknown>;
  /** Whether the state of `snapshot` shows the details (its `open` flag). */
  isOpen(snapshot: Snapshot): boolean;
  /** The first snapshot for `props`. */
  start(props?: Props): Snapshot;
  /** Apply one event. */
  send(snapshot: Snapshot, event: MachineEvent | string, props?: Props): Step;
  /** The events a change of props sends (the machine's watch entries). */
  watchEvents(before: Props, after: Props): MachineEvent[];
  /** Send the watch events of a prop change, in order. */
  update(snapshot: Snapshot, before: Props, after: Props): Step;
}
