// Types of dist/js/machine.js: the machine interpreter every component's module shares.

import type { PropInfo } from "./connect.js";

export { holds, kind } from "./connect.js";

/** A guard or condition: a guard name, an atom ({prop}, {defined}, {phase}, {event}) or {not}/{all}/{any}. */
export type Condition = string | { readonly [operator: string]: unknown };

/** An action: report a component event, or set a context value. */
export type Action =
  | { readonly emit: string; readonly payload: Readonly<Record<string, unknown>> }
  | { readonly assign: string; readonly value: unknown };

/** One transition: taken when its guard holds (none holds); no target stays. */
export interface Transition {
  readonly guard?: Condition;
  readonly target?: string;
  readonly actions?: readonly Action[];
}

/** A machine as the modules ship it: dist/meta/<component>.machine.json in the spec's shape, without
 * its prose (guards and context values hold their definition and initial value alone; transitions are
 * under their state and event; a missing guard, target or default reads as none), with the
 * component's props and phases (the machine reads some of them; connect reuses them). */
export interface MachineData {
  readonly props: Readonly<Record<string, PropInfo>>;
  readonly phases: Readonly<Record<string, Readonly<Record<string, boolean | string>>>>;
  readonly defaultPhase: string | null;
  readonly context: Readonly<Record<string, unknown>>;
  readonly states: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly guards: Readonly<Record<string, Condition>>;
  readonly watch: ReadonlyArray<{ readonly prop: string; readonly when: Condition; readonly event: string }>;
  readonly initial: ReadonlyArray<{ readonly guard?: Condition; readonly target: string }>;
  readonly on: Readonly<Record<string, Readonly<Record<string, readonly Transition[]>>>>;
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
