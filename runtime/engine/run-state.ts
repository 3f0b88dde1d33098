// The state of one run and of one section VM (language.md §3). Plain data shared by the walk, the
// Engine globals, tools and models.
import type { InterruptClock } from '../lua/interrupts.js';
import type { LuaTable } from '../lua/tables.js';
import type { LuaFunction, LuaValue } from '../lua/values.js';
import type { CompiledPrompt, PromptSection } from './define-prompt.js';
import type { JsonObject, JsonValue } from './json.js';
import type { Model, ModelSettings } from './model-protocol.js';
import type { BoundSlot, Prepared } from './prepare.js';
import type { RunSeeds } from './seed.js';
import type { Store } from './store.js';
import type { TraceEvent } from './trace.js';
import type { Identity, StoreClaims } from './store-claims.js';
import type { RunFatal, Scheduler, TaskRecord } from './tasks.js';
import type { ModelTaskScope } from './task-builtins.js';
import type { Stoppable } from './cancel.js';

/** Walks one level of sections for a chain (walk.ts walkLevel; held here to keep imports acyclic). */
export type WalkLevel = (run: RunState, chain: Chain, list: readonly PromptSection[], start: number) => Promise<string | undefined>;

/** What lasts for the whole run. */
export interface RunState {
  readonly prompt: CompiledPrompt;
  readonly prepared: Prepared;
  /** The run's store; undefined when neither the Lua nor a declared Plugin can reach one. */
  readonly store: Store | undefined;
  readonly seeds: RunSeeds;
  /**
   * The cancel signal Plugins and models get: the run's (RunStop.signal, made on first read), or in
   * a task's view the task's. Hot paths test `stop.aborted` instead, which makes no signal.
   */
  readonly signal: AbortSignal;
  /** What stops this view of the run: the run's RunStop, or in a task's view the task. */
  readonly stop: Stoppable;
  readonly emit: (event: TraceEvent) => void;
  /** False when nobody listens: hot paths skip building events. */
  readonly tracing: boolean;
  /** Rounds per models.loop: max_tool_iterations, else the config's limit, else 24. */
  readonly roundCap: number;
  readonly logEvents: number;
  /** The start instant (ms since the epoch); sys.when formats it (RFC 3339) when a prompt reads it. */
  readonly startedAt: number;
  /** Bound slots by alias. */
  readonly slots: ReadonlyMap<string, BoundSlot>;
  /** Tool objects by alias, and back (the same objects in every VM). */
  readonly toolObjects: ReadonlyMap<string, LuaTable>;
  readonly toolAliasOf: WeakMap<LuaTable, string>;
  /** Model handles by role label, and back. */
  readonly handles: ReadonlyMap<string, LuaTable>;
  readonly handleLabelOf: WeakMap<LuaTable, string>;
  readonly models: ReadonlyMap<string, Model>;
  /** tools.always aliases in first-call order, and their run-wide description overrides. */
  readonly always: string[];
  readonly alwaysOverrides: Map<string, string>;
  modelDefault: string | undefined;
  /** The walk's argv after the H1 pass (JSON data or undefined). */
  argv: JsonValue | undefined;
  /** walk.ts walkLevel, for fanout arms and tasks. */
  readonly walk: WalkLevel;
  /** The run-wide limit on running tasks and arms (reference §10). */
  readonly taskLimit: number;
  /**
   * Run-wide concurrency of tasks and fanout arms, made by the first spawn (tasks.ts schedulerOf):
   * a prompt that never spawns bundles and builds no scheduler.
   */
  scheduler: Scheduler | undefined;
  /** Store claims (reference §5.3), made by the first spawn: before that every access is ordered. */
  claims: StoreClaims | undefined;
  /** The task or arm this view of the run belongs to (undefined on the main walk). */
  readonly task: TaskRecord | undefined;
  /** The first failure that ends the whole run at once (Determinism, Binding, ...), if any. */
  readonly fatal: RunFatal;
  /** The run's cancellation and instruction-budget countdown, bound to each environment it builds. */
  readonly clock: InterruptClock;
}

/** A chain: the main walk, or one `call`. Holds what crosses its sections. */
export interface Chain {
  readonly args: string;
  argv: JsonValue | undefined;
  /** `var`: JSON data rolled forward on fall-through and jump. */
  var: JsonObject;
  /** call depth (0 for the main walk). */
  readonly depth: number;
  /** Entry ids: `0` for the walk; each entry is `${prefix}.${n}`. */
  readonly prefix: string;
  nextEntry: number;
  nextChild: number;
  /** Nesting of this chain's local tool handlers running now (jump refuses while > 0). */
  handlerDepth: number;
  /** The store identity and task id (sys.taskid); a called chain shares its caller's. */
  readonly identity: Identity;
  /** Author tasks this chain spawned, in spawn order (reference §7.2 ownership). */
  readonly tasks: TaskRecord[];
  /** tasks.concurrency for this chain: at most `concurrencyCap`, the parent's. */
  concurrency: number;
  readonly concurrencyCap: number;
  /** The fanout member or spawn item of a seeded arm or task, for its worker section only. */
  readonly seed?: { readonly target: PromptSection; readonly item: JsonValue | undefined; readonly index: number | undefined };
}

/** A local tool (tools.md "Local tools"). */
export interface LocalTool {
  readonly alias: string;
  readonly description: string;
  readonly schema: JsonObject;
  readonly handler: LuaFunction;
  /** Runs the handler for a call (tools.ts callLocal, set by tools.add_local). */
  readonly call: (vm: SectionVM, local: LocalTool, args: JsonObject) => { value: LuaValue; text: string } | Promise<{ value: LuaValue; text: string }>;
}

/** One section VM: a section entry, the H1 pass, or a called section. */
export interface SectionVM {
  readonly run: RunState;
  readonly chain: Chain;
  /** null in the H1 pass. */
  readonly section: PromptSection | null;
  /** The H2 title (the trace's `section`), or null in the H1 pass. */
  readonly traceName: string | null;
  /** Sections heading references resolve over (reference §1.7). */
  readonly visible: readonly PromptSection[];
  readonly id: string;
  env: LuaTable;
  phase: 'shared' | 'block';
  readonly added: string[];
  readonly overrides: Map<string, string>;
  readonly locals: Map<string, LocalTool>;
  /** tools.calls counts; undefined until the section's first counted tool call. */
  counts: Map<string, number> | undefined;
  /** Counts a tool call: set by the parts that read counts (tools.calls, sys), else calls go uncounted. */
  countCall: ((vm: SectionVM, alias: string) => void) | undefined;
  selection: string | undefined;
  /** The options of the `models.use` call that made `selection` (reference §3.2), if any. */
  selectionSettings?: ModelSettings | undefined;
  sysModel: string | undefined;
  /** Set by `jump`: resolves its target once the block has unwound (section-globals.ts). */
  jump: (() => PromptSection) | undefined;
  logEvents: number;
  logBytes: number;
  /** The prose pending before the running block, and its rendering once read. */
  prose: string;
  proseRendered: string | undefined;
  /** The level list the section sits in (its siblings and itself); the top level in the H1 pass. */
  readonly siblings: readonly PromptSection[];
  /** The `var` global, when the prompt names it, and its read-back after each block (reference §6). */
  varProxy: LuaTable | undefined;
  readVar: (() => void) | undefined;
  /** The H1 pass's `argv` as JSON data, read back after the pass, when the prompt names argv or prose. */
  argvBack: (() => JsonValue | undefined) | undefined;
  /** tools.allow_tasks and the model tasks this section started (reference §7.3). */
  modelTasks: ModelTaskScope | undefined;
}

/** The section name as messages use it: the H2 title, or the H1 title in the H1 pass. */
export function sectionLabel(vm: SectionVM): string {
  return vm.section?.name ?? vm.run.prompt.title;
}

/** True when the chain running on `run` was cancelled (reads no signal, so makes none). */
export function isCancelled(run: RunState): boolean {
  return run.stop.aborted;
}
