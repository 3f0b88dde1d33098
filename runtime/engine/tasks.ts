// Tasks and fanout arms (reference §7.1-§7.3, §10): the task record, the run-wide scheduler that
// caps concurrency, the view of the run a task runs in (its own cancel signal and trace buffer),
// delivery, cancellation and abandonment. fanout.ts, tasks-global.ts and task-builtins.ts build on it.
import { LuaError, LuaInterrupt } from '../lua/errors.js';
import type { LuaValue } from '../lua/values.js';
import { utf8Decode } from '../lua/strings.js';
import type { PromptSection } from './define-prompt.js';
import {
  ABANDON_REASONS, EngineException, taskAbandoned, taskCancelled, tasksLive, type AbandonReason,
} from './errors.js';
import type { JsonObject, JsonValue } from './json.js';
import { engineErrorOf, luaErrorOf, RunAbort } from './lua-binding.js';
import { forkIdentity, joinIdentity, StoreClaims, type Identity } from './store-claims.js';
import type { Chain, RunState, SectionVM } from './run-state.js';
import type { TraceEvent } from './trace.js';
import { SplitMix64, type RunSeeds } from './seed.js';
import { stopWaiting, type RunStop } from './cancel.js';

export type TaskOrigin = 'author' | 'model' | 'arm';
export type TaskState = 'running' | 'done' | 'cancelled' | 'abandoned';
/** What a running task waits on (tasks.status `blocked`). */
export type Blocked = 'chat' | 'tool_call' | 'store' | 'tasks' | 'queued' | 'call';

/** How a task ended. */
export type TaskOutcome =
  | { readonly kind: 'ok'; readonly text: string }
  /** An uncaught error: `thrown` is what the task's block threw, `value` the error value. */
  | { readonly kind: 'failed'; readonly thrown: LuaError; readonly value: LuaValue }
  | { readonly kind: 'exhausted'; readonly thrown: LuaError; readonly value: LuaValue }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'abandoned'; readonly reason: AbandonReason }
  /** A failure that ends the whole run (Determinism, Binding, an instruction budget, a bug). */
  | { readonly kind: 'fatal'; readonly thrown: unknown };

/** One task or fanout arm. */
export interface TaskRecord {
  readonly id: string;
  readonly target: PromptSection;
  readonly origin: TaskOrigin;
  readonly depth: number;
  readonly identity: Identity;
  /** The chain that owns it (only that chain may wait, inspect or cancel). */
  readonly owner: Chain;
  /** Set once the task is cancelled or abandoned (its signal aborts with it). */
  aborted: boolean;
  /** The task's AbortSignal, made on first use (most arms never need one). */
  controller: AbortController | undefined;
  state: TaskState;
  outcome: TaskOutcome | undefined;
  /** Set when the owner received the result (each result is delivered once). */
  delivered: boolean;
  blocked: Blocked | undefined;
  /** The section it runs now. */
  section: string | null;
  turns: number;
  note: string | undefined;
  /** The chain the task runs (its own tasks live there). */
  chain: Chain | undefined;
  /** Trace events, flushed into the owner's trace on delivery (so the trace never depends on timing). */
  readonly events: TraceEvent[];
  /** Resolves when the task has ended; never rejects. */
  settled: Promise<void>;
  /** Why it was cancelled, if it was abandoned rather than cancelled by its owner. */
  abandon: AbandonReason | undefined;
  /** Live tasks this task spawned (a cancel reaches them through here). */
  readonly kids: Set<TaskRecord>;
  /** Drops it from the scheduler's line while it waits for a place. */
  dropWaiting: (() => void) | undefined;
}

/** The failure that ends the run, shared by every view of it. */
export interface RunFatal {
  failure: unknown;
  readonly halt: RunStop;
}

/** Records the first run-ending failure and stops everything. */
export function haltRun(run: RunState, thrown: unknown): void {
  if (run.fatal.failure === undefined) run.fatal.failure = thrown;
  run.fatal.halt.stop();
}

interface Waiter {
  readonly owner: Chain;
  readonly go: (started: boolean) => void;
}

/**
 * The run-wide limit on running tasks and arms (default 8). A chain's tasks.concurrency lowers the
 * limit for the tasks it spawns. A task waiting on its own children gives its place back while it
 * waits, so nested fanouts never deadlock.
 */
export class Scheduler {
  running = 0;
  /** Every task of the run by id. */
  readonly tasks = new Map<string, TaskRecord>();
  /** Live tasks owned by the main walk: a cancel or halt of the run reaches them from here. */
  readonly rootTasks = new Set<TaskRecord>();
  private readonly perOwner = new Map<Chain, number>();
  /** Tasks waiting for a place, in arrival order (dropped or started ones become undefined). */
  private readonly queue: Array<Waiter | undefined> = [];
  private head = 0;

  constructor(readonly limit: number) {}

  // The ends of chains and sections reach tasks through the scheduler: every task is spawned after
  // schedulerOf made it, so a run without one has no task to end, and run.ts and walk.ts call
  // these as `run.scheduler?.…` (a prompt that never spawns bundles none of it, issue #6).
  /** endChain for a chain of this run. */
  endChain(chain: Chain): void {
    endChain(chain);
  }

  /** abandonChainTasks for a chain of this run. */
  abandonChain(chain: Chain, reason: AbandonReason): void {
    abandonChainTasks(chain, reason);
  }

  /** endSectionTasks for a section VM of this run. */
  endSection(vm: SectionVM, reason: AbandonReason): void {
    endSectionTasks(vm, reason);
  }

  private fits(owner: Chain): boolean {
    return this.running < this.limit && (this.perOwner.get(owner) ?? 0) < owner.concurrency;
  }

  private take(owner: Chain): void {
    this.running++;
    this.perOwner.set(owner, (this.perOwner.get(owner) ?? 0) + 1);
  }

  /**
   * Takes a place for a task of `owner`. When none is free the task waits in line; `queued` gets
   * a function that drops it from the line (a cancel), after which the wait resolves false.
   */
  acquire(owner: Chain, queued?: (drop: () => void) => void): boolean | Promise<boolean> {
    if (this.head === this.queue.length && this.fits(owner)) {
      this.take(owner);
      return true;
    }
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = { owner, go: resolve };
      this.queue.push(waiter);
      queued?.(() => {
        const at = this.queue.indexOf(waiter, this.head);
        if (at >= 0) {
          this.queue[at] = undefined;
          resolve(false);
        }
      });
    });
  }

  /** Gives a place back and starts whoever fits, in arrival order. */
  release(owner: Chain): void {
    this.running--;
    const n = (this.perOwner.get(owner) ?? 1) - 1;
    if (n === 0) this.perOwner.delete(owner);
    else this.perOwner.set(owner, n);
    // A waiter whose owner is at its own limit lets later ones of other owners pass.
    for (let i = this.head; i < this.queue.length && this.running < this.limit; i++) {
      const w = this.queue[i];
      if (w === undefined || !this.fits(w.owner)) continue;
      this.queue[i] = undefined;
      this.take(w.owner);
      w.go(true);
    }
    while (this.head < this.queue.length && this.queue[this.head] === undefined) this.head++;
    if (this.head === this.queue.length) {
      this.queue.length = 0;
      this.head = 0;
    }
  }
}

const viewPrototypes = new WeakMap<RunState, RunState>();

/** The view of the run a task runs in: its own signal, trace buffer, task and call ids; the rest shared. */
function taskView(run: RunState, task: TaskRecord): RunState {
  const root = rootOf(run);
  let proto = viewPrototypes.get(root);
  if (proto === undefined) {
    // Run-wide settings written through any view land on the run itself.
    proto = Object.create(root, {
      modelDefault: { get: () => root.modelDefault, set: (v: string | undefined) => { root.modelDefault = v; } },
      argv: { get: () => root.argv, set: (v: JsonValue | undefined) => { root.argv = v; } },
      root: { value: root },
      // A view's signal is its task's, made on first read; what its calls wait on is the task.
      signal: { get(this: RunState) { return signalOf(this.task!); } },
      stop: { get(this: RunState) { return this.task!; } },
    }) as RunState;
    viewPrototypes.set(root, proto);
  }
  const view = Object.create(proto) as { -readonly [K in 'emit' | 'task' | 'seeds']: RunState[K] };
  view.emit = root.tracing ? (e: TraceEvent) => task.events.push(e) : root.emit;
  view.task = task;
  // Model call ids from the task's own stream, so they never depend on which task asked first.
  view.seeds = taskSeeds(root.seeds, task.id);
  return view as unknown as RunState;
}

function rootOf(run: RunState): RunState {
  return (run as { root?: RunState }).root ?? run;
}

/** The run's seeds with call ids drawn from a stream of the task's own (seed and task id), made on first use. */
function taskSeeds(seeds: RunSeeds, id: string): RunSeeds {
  let stream: SplitMix64 | undefined;
  return {
    seed: seeds.seed, nonce: seeds.nonce, mathRandom: seeds.mathRandom,
    nextCallId() {
      if (stream === undefined) {
        let h = 0xcbf29ce484222325n;
        for (let i = 0; i < id.length; i++) h = BigInt.asUintN(64, (h ^ BigInt(id.charCodeAt(i))) * 0x100000001b3n);
        stream = new SplitMix64(seeds.seed ^ h);
      }
      return 'call_' + stream.next().toString(16).padStart(16, '0');
    },
  };
}

/** What a new task's chain starts from. */
export interface TaskStart {
  readonly target: PromptSection;
  /** The level list it walks from `target` (the target's siblings and itself). */
  readonly list: readonly PromptSection[];
  readonly origin: TaskOrigin;
  readonly args: string;
  readonly argv: JsonValue | undefined;
  readonly var: JsonObject;
  readonly item?: JsonValue | undefined;
  readonly index?: number | undefined;
}

/**
 * Creates a task of `owner` (spawned by the VM `vm`) and starts it once the owner parks (its
 * first suspension, reference §7.2). The caller checks the depth cap.
 */
export function spawnTask(vm: SectionVM, start: TaskStart): TaskRecord {
  const run = vm.run;
  const owner = vm.chain;
  const id = `${owner.prefix}.${owner.nextChild++}`;
  const root = rootOf(run);
  (root.claims ??= new StoreClaims()).concurrent = true;
  const scheduler = schedulerOf(root);
  const identity = forkIdentity(owner.identity, id);
  // Cancelling the owner reaches every task it started (reference §10), through these sets rather
  // than one abort listener per task.
  const siblings = run.task?.kids ?? scheduler.rootTasks;
  const task: TaskRecord = {
    id, target: start.target, origin: start.origin, depth: owner.depth + 1, identity, owner, aborted: false, controller: undefined,
    state: 'running', outcome: undefined, delivered: false, blocked: 'queued', section: null, turns: 0, note: undefined,
    chain: undefined, events: [], settled: Promise.resolve(), abandon: undefined, kids: new Set(), dropWaiting: undefined,
  };
  scheduler.tasks.set(id, task);
  if (start.origin === 'author') owner.tasks.push(task);
  const chain: Chain = {
    args: start.args, argv: start.argv, var: copyJson(start.var) as JsonObject, depth: owner.depth + 1, prefix: id,
    nextEntry: 0, nextChild: 0, handlerDepth: 0, identity, tasks: [], concurrency: owner.concurrency, concurrencyCap: owner.concurrency,
    ...(start.item !== undefined || start.index !== undefined ? { seed: { target: start.target, item: start.item, index: start.index } } : {}),
  };
  task.chain = chain;
  if (run.stop.aborted) abortTask(task, run.task === undefined ? 'run_terminated' : 'owner_aborted');
  else siblings.add(task);
  task.settled = runTask(run, task, chain, start).finally(() => siblings.delete(task));
  return task;
}

/** A task's AbortSignal (made on first use; aborted at once if the task already was). */
function signalOf(task: TaskRecord): AbortSignal {
  if (task.controller === undefined) {
    task.controller = new AbortController();
    if (task.aborted) task.controller.abort();
  }
  return task.controller.signal;
}

export { isCancelled } from './run-state.js';

/** A deep copy of JSON data (var snapshots for arms and tasks). */
function copyJson(v: JsonValue): JsonValue {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) return v.map(copyJson);
  const out: JsonObject = {};
  for (const k in v) out[k] = copyJson(v[k]!);
  return out;
}

/** Aborts a task and, abandoned with `owner_aborted`, everything it started. */
function abortTask(task: TaskRecord, abandon: AbandonReason | undefined): void {
  if (task.aborted) return;
  if (abandon !== undefined) task.abandon ??= abandon;
  task.aborted = true;
  task.controller?.abort();
  stopWaiting(task);
  task.dropWaiting?.();
  for (const kid of task.kids) abortTask(kid, 'owner_aborted');
}

/**
 * The run's scheduler, made by its first spawn (run.ts builds none, so a prompt that never spawns
 * carries no scheduler code), with the one listener that stops every live task of the run on a
 * Host cancel or a run-ending failure. `run` is the run itself, never a task's view.
 */
export function schedulerOf(run: RunState): Scheduler {
  if (run.scheduler !== undefined) return run.scheduler;
  const scheduler = (run.scheduler = new Scheduler(run.taskLimit));
  run.signal.addEventListener('abort', () => {
    for (const t of scheduler.rootTasks) abortTask(t, 'run_terminated');
  }, { once: true });
  return scheduler;
}

async function runTask(run: RunState, task: TaskRecord, chain: Chain, start: TaskStart): Promise<void> {
  // The task runs when its owner parks: after the owner's current synchronous stretch (this await).
  const placed = await (task.aborted ? false
    : run.scheduler!.acquire(task.owner, (drop) => { task.dropWaiting = drop; }));
  task.dropWaiting = undefined;
  if (!placed) {
    settle(task, task.abandon !== undefined ? { kind: 'abandoned', reason: task.abandon } : { kind: 'cancelled' });
    return;
  }
  task.blocked = undefined;
  const view = taskView(run, task);
  try {
    const text = (await run.walk(view, chain, start.list, start.list.indexOf(start.target))) ?? '';
    endChain(chain);
    settle(task, { kind: 'ok', text });
  } catch (e) {
    abandonChainTasks(chain, 'owner_failed');
    settle(task, outcomeOf(run, task, e));
  } finally {
    run.scheduler!.release(task.owner);
  }
}

function settle(task: TaskRecord, outcome: TaskOutcome): void {
  task.outcome = outcome;
  task.blocked = undefined;
  task.state = outcome.kind === 'cancelled' ? 'cancelled' : outcome.kind === 'abandoned' ? 'abandoned' : 'done';
}

/** Classifies what ended a task. */
function outcomeOf(run: RunState, task: TaskRecord, e: unknown): TaskOutcome {
  if (e instanceof RunAbort || (e instanceof LuaInterrupt && e.kind === 'budget')) {
    haltRun(run, e);
    return { kind: 'fatal', thrown: e };
  }
  if (task.aborted) {
    return task.abandon !== undefined ? { kind: 'abandoned', reason: task.abandon } : { kind: 'cancelled' };
  }
  const thrown = e instanceof EngineException ? luaErrorOf(e.error) : e;
  if (!(thrown instanceof LuaError)) {
    haltRun(run, e);
    return { kind: 'fatal', thrown: e };
  }
  const known = engineErrorOf(thrown.value);
  if (known?.kind === 'tool_loop_exhausted') return { kind: 'exhausted', thrown, value: thrown.value };
  return { kind: 'failed', thrown, value: thrown.value };
}

/** True while the owner still has to wait on or cancel the task. */
export function isLive(task: TaskRecord): boolean {
  return !task.delivered && task.state !== 'cancelled' && task.state !== 'abandoned';
}

/** Cancels a task (tasks.cancel, task_cancel, fail-fast); false when it had already ended. */
export function cancelTask(task: TaskRecord, abandon?: AbandonReason): boolean {
  if (task.outcome !== undefined || task.aborted) return false;
  task.state = abandon !== undefined ? 'abandoned' : 'cancelled';
  if (abandon !== undefined) task.abandon = abandon;
  abortTask(task, undefined);
  return true;
}

/** Abandons every live task of a chain (its owner failed or the run ended). */
export function abandonChainTasks(chain: Chain, reason: AbandonReason): void {
  for (const t of chain.tasks) if (isLive(t)) cancelTask(t, reason);
}

/** The end of a chain: author tasks still live fail it with tasks_live (reference §7.2). */
export function endChain(chain: Chain): void {
  const live = chain.tasks.filter((t) => isLive(t) && t.origin === 'author');
  if (live.length === 0) return;
  for (const t of live) cancelTask(t, 'owner_returned');
  throw new EngineException(tasksLive(live.map((t) => t.id).join(', ')));
}

/** Abandons the section's live model tasks (its end, its failure, an exhausted tool loop). */
export function endSectionTasks(vm: SectionVM, reason: AbandonReason): void {
  for (const task of vm.modelTasks?.tasks ?? []) if (isLive(task) && task.outcome === undefined) cancelTask(task, reason);
}

/**
 * Waits on children: the waiting task gives its place back meanwhile (so nested fanouts never
 * deadlock) and shows `blocked=tasks`.
 */
export async function parked<T>(run: RunState, work: Promise<T>): Promise<T> {
  const me = run.task;
  if (me === undefined) return work;
  me.blocked = 'tasks';
  run.scheduler!.release(me.owner);
  try {
    return await work;
  } finally {
    // Takes a place again before the waiting Lua code goes on (a cancel takes it at once).
    const placed = run.scheduler!.acquire(me.owner);
    if (placed !== true) await placed;
    me.blocked = undefined;
  }
}

/** Delivers a task to its owner: its trace events and its store order (reference §5.3, §9). */
export function deliver(vm: SectionVM, task: TaskRecord): void {
  const run = vm.run;
  task.delivered = true;
  joinIdentity(task.owner.identity, task.identity);
  if (!run.tracing) return;
  const section = vm.traceName;
  run.emit({ type: 'task.start', section, task: task.id, target: headingText(task.target), origin: task.origin });
  // What a cancelled or abandoned task got done depends on when it was stopped: its events are left out.
  const stopped = task.state === 'cancelled' || task.state === 'abandoned';
  if (!stopped) for (const e of task.events) run.emit(e);
  task.events.length = 0;
  const o = task.outcome;
  run.emit({
    type: 'task.end', section, task: task.id,
    ...(o?.kind === 'ok' && !stopped ? { ok: true, result: o.text } : { ok: false, error: outcomeText(task) }),
  });
}

/** `## Name` for a section. */
export function headingText(s: PromptSection): string {
  return `${'#'.repeat(s.level)} ${s.name}`;
}

/** The error value a wait hands over for a task that did not complete (nil for a completed one). */
export function outcomeError(task: TaskRecord): LuaValue {
  if (task.state === 'abandoned') return luaErrorOf(taskAbandoned(task.id, ABANDON_REASONS[task.abandon ?? 'owner_returned'])).value;
  if (task.state === 'cancelled') return luaErrorOf(taskCancelled(task.id)).value;
  const o = task.outcome;
  if (o === undefined || o.kind === 'ok') return undefined;
  if (o.kind === 'failed' || o.kind === 'exhausted') return o.value;
  if (o.kind === 'abandoned') return luaErrorOf(taskAbandoned(task.id, ABANDON_REASONS[o.reason])).value;
  return luaErrorOf(taskCancelled(task.id)).value;
}

/** A task's failure as text (notices, trace). */
export function outcomeText(task: TaskRecord): string {
  const v = outcomeError(task);
  const known = engineErrorOf(v);
  if (known !== undefined) return known.message;
  if (typeof v === 'string') return utf8Decode(v);
  return v === undefined ? '' : '(error object is not a string)';
}

/** Waits until every task in `tasks` has ended, or `timeoutMs` passed; true when all ended. */
export async function settledWithin(run: RunState, tasks: readonly TaskRecord[], timeoutMs: number | undefined): Promise<boolean> {
  const all = Promise.all(tasks.map((t) => t.settled)).then(() => true);
  if (timeoutMs === undefined) return parked(run, all);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const stop = new Promise<boolean>((resolve) => {
    if (run.signal.aborted) resolve(false);
    run.signal.addEventListener('abort', () => resolve(false), { once: true });
  });
  try {
    return await parked(run, Promise.race([all, timeout, stop]));
  } finally {
    clearTimeout(timer);
  }
}
