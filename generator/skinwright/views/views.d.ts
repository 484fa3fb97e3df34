
/** A file reference an editor can open: the path as the producer gave it, a 1-based line. */
export interface ToolResultLocation {
  path: string;
  line?: number | null;
}

/** What every call side understands. */
export interface ToolCallViewBase {
  title?: string | null;
  description?: string | null;
  locations?: ToolResultLocation[] | null;
}

/** generic: the arguments, as the raw text a producer sent or already parsed. */
export interface GenericCallView extends ToolCallViewBase {
  input?: string | Record<string, unknown> | unknown[] | null;
}

/** terminal: `title` is the command; `cwd` the working directory. */
export interface TerminalCallView extends ToolCallViewBase {
  cwd?: string | null;
}

/** One file of a diff: `oldText` null or absent when it is created, `newText` null when it is deleted. */
export interface ToolResultDiffItem {
  path: string;
  oldText?: string | null;
  newText?: string | null;
}

export interface DiffCallView extends ToolCallViewBase {
  diffs?: ToolResultDiffItem[] | null;
}

/** read: the file and the 1-based lines read. */
export interface ReadCallView extends ToolCallViewBase {
  path?: string | null;
  startLine?: number | null;
  endLine?: number | null;
}

export interface SearchCallView extends ToolCallViewBase {
  query?: string | null;
}

export interface WebCallView extends ToolCallViewBase {
  url?: string | null;
  query?: string | null;
}

/** The call side of a view, by intent (the `call` property of `<xh-tool-result>`). */
export type ToolCallView = GenericCallView | TerminalCallView | DiffCallView | ReadCallView | SearchCallView | WebCallView;

/** One search or web result: a file hit (path, line) or a page (url, title), with a text excerpt. */
export interface ToolResultItem {
  path?: string | null;
  line?: number | null;
  text?: string | null;
  url?: string | null;
  title?: string | null;
}

/** generic: the result text (read as JSON when it parses) or, without content, a string error. */
export interface GenericResultView {
  content?: string | null;
  error?: unknown;
}

export interface TerminalResultView {
  output?: string | null;
  exitCode?: number | null;
}

export interface DiffResultView {
  diffs?: ToolResultDiffItem[] | null;
}

export interface ReadResultView {
  content?: string | null;
}

export interface SearchResultView {
  results?: ToolResultItem[] | null;
  content?: string | null;
}

/** web: one page (url, title, snippet) or a list of results. */
export interface WebResultView {
  url?: string | null;
  title?: string | null;
  snippet?: string | null;
  results?: ToolResultItem[] | null;
}

/** The result side of a view, by intent (the `result` property of `<xh-tool-result>`). */
export type ToolResultView =
  GenericResultView | TerminalResultView | DiffResultView | ReadResultView | SearchResultView | WebResultView;

/** How the views draw; a cap that is not a whole number at or above its least value takes its default. */
export interface ViewOptions {
  /** The most lines one value shows (default 200, at least 2). */
  lineCap?: number;
  /** The most characters one value shows; a tenth of it inside a list (default 20000, at least 200). */
  charCap?: number;
  /** The most rows one list shows (default 100, at least 1). */
  rowCap?: number;
  /** Strings that replace the English defaults; a key ending in `.one` is the form for a count of 1 (a string
   * given without it is used for 1 too). */
  translations?: Readonly<Record<string, string>> | null;
}

/** One intent's drawing: each side's root element (null when it draws nothing) and the one-line summary. */
export interface View {
  readonly intent: "generic" | "terminal" | "diff" | "read" | "search" | "web";
  readonly call: HTMLElement | null;
  readonly result: HTMLElement | null;
  readonly summary: string | null;
}

/** Draw `call` and `result` with `intent`'s view (any other intent: generic, keeping each key whose shape is
 * right). A value of the wrong shape draws nothing; nothing throws. Needs a DOM (`document`). */
export declare function renderView(intent: unknown, call: unknown, result: unknown, options?: ViewOptions): View;

/** The intents with a view of their own. */
export declare const intents: ReadonlyArray<View["intent"]>;
