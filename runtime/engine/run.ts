// One run of one compiled prompt (language.md §3; reference §2.1): version gate, prepare, H1 pass,
// walk, one outcome in the shape of interfaces.md "JS API", and the trace events around it.
import { LuaError, LuaInterrupt } from '../lua/errors.js';
import type { Config } from '../host/config.js';
import { InterruptClock } from '../lua/interrupts.js';
import { utf8Decode } from '../lua/strings.js';
import { LuaTable } from '../lua/tables.js';
import type { CompiledPrompt } from './define-prompt.js';
import {
  EngineException, internalInvariant, runCancelled, uncaughtMessage, uncaughtRunKind, type EngineError,
} from './errors.js';
import { engineErrorOf, RunAbort } from './lua-binding.js';
import { resolveLimits } from './limits.js';
import { prepare } from './prepare.js';
import type { Chain, RunState } from './run-state.js';
import { deriveRunSeeds, parseSeed, randomSeed, type SeedInput } from './seed.js';
import type { StoreBackend } from './store.js';
import type { RunObjectSets } from './engine-parts.js';
import { fanOutEvents, type OnEvent, type RunErrorInfo } from './trace.js';
import { sharedFlagOf } from './shared-abort.js';
import { deriveArgv, walkLevel } from './walk.js';
import { rootIdentity } from './store-claims.js';
import { storeMakerOf, type RunStore } from './store-maker.js';
import { RunStop } from './cancel.js';

/** What run() takes besides the prompt (interfaces.md "JS API"): a config file's contents. */
export type RunConfig = Config;

export interface RunOptions {
  /** The run's argument string (the Lua global `args`). */
  readonly args?: string;
  readonly config?: RunConfig;
  readonly seed?: SeedInput;
  readonly signal?: AbortSignal;
  readonly onEvent?: OnEvent;
  /**
   * The store backend; default: a fresh in-memory store. The run has a store when something brings
   * it (store-maker.ts): the prompt's Lua names `store`, this backend comes from runtime/host/stores,
   * the config was made by defineConfig or a declared Plugin by definePlugin.
   */
  readonly store?: StoreBackend;
  /** The start instant (sys.when); default: now. */
  readonly now?: Date;
}

export type RunOutcome = { ok: true; result: string | null } | { ok: false; error: RunErrorInfo };

/** The run error of an uncaught error value. */
function engineFailure(e: EngineError, inH1: boolean): RunErrorInfo {
  return runFailure(uncaughtRunKind(e, inH1), uncaughtMessage(e));
}

/** A run-phase failure; with `positioned`, the line of a `prompt.md:12: ` prefix (lineOf) goes with it. */
function runFailure(kind: RunErrorInfo['kind'], message: string, positioned = false): RunErrorInfo {
  const line = positioned ? lineOf(message, '') : undefined;
  return line !== undefined ? { phase: 'run', kind, message, line } : { phase: 'run', kind, message };
}

/** `prompt.md:12: message` -> line 12. */
function lineOf(message: string, file: string): number | undefined {
  const m = /^([^:\n]+):(\d+): /.exec(message);
  return m !== null && (file === '' || m[1] === file || m[1]!.endsWith(file)) ? Number(m[2]) : undefined;
}

/** True once the run is cancelled: the Host's signal fired, or its shared flag was set by another thread. */
function isCancelled(signal: AbortSignal | undefined, flag: Int32Array | undefined): boolean {
  return (signal !== undefined && signal.aborted) || (flag !== undefined && Atomics.load(flag, 0) !== 0);
}

/** Classifies whatever ended the run (reference §8.1, §2.5 hard gate); `signal` is the Host's, if any. */
export function failureOf(e: unknown, inH1: boolean, signal: AbortSignal | undefined, flag?: Int32Array): RunErrorInfo {
  if (isCancelled(signal, flag) || (e instanceof LuaInterrupt && e.kind === 'cancelled')) return runFailure('Cancelled', runCancelled().message);
  if (e instanceof RunAbort) return runFailure(e.failure.kind, e.failure.message, true);
  if (e instanceof LuaInterrupt) return runFailure('Limit', e.message);
  if (e instanceof EngineException) return engineFailure(e.error, inH1);
  if (e instanceof LuaError) {
    const known = engineErrorOf(e.value);
    if (known !== undefined) return engineFailure(known, inH1);
    const message = typeof e.value === 'string' ? utf8Decode(e.value)
      : e.value instanceof LuaTable ? '(error object is a table value)' : `(error object is a ${e.value === undefined ? 'nil' : typeof e.value} value)`;
    return runFailure(inH1 ? 'RequirementsUnmet' : 'Runtime', message, true);
  }
  return runFailure('Internal', internalInvariant(e instanceof Error ? e.message : String(e)).message);
}

/**
 * What makes the run's store, in order: the prompt module (its Lua names `store`), the options (a
 * backend from runtime/host/stores, or a Host entry such as the package API's run that brings one),
 * the config (defineConfig), a declared Plugin (definePlugin). Undefined: nothing that can reach the
 * store was bundled with it, and Plugins that read ctx.store fail saying so (prepare.ts).
 */
function storeMaker(prompt: CompiledPrompt, options: RunOptions, config: RunConfig): RunStore | undefined {
  const maker = prompt.store ?? storeMakerOf(options.store) ?? storeMakerOf(options) ?? storeMakerOf(config);
  if (maker !== undefined) return maker;
  for (const plugin of config.plugins ?? []) {
    const own = prompt.meta.plugins.some((d) => d.id === plugin.id) ? storeMakerOf(plugin) : undefined;
    if (own !== undefined) return own;
  }
  return undefined;
}

/** A run whose prompt names no alias or role global and not `models` makes no Tool objects or handles. */
const NO_OBJECTS: RunObjectSets = { toolObjects: new Map(), toolAliasOf: new WeakMap(), handles: new Map(), handleLabelOf: new WeakMap() };

let runEnded: DOMException | undefined;

/**
 * The prototype of every run's RunState: `signal` is the run's RunStop's, made on first read. Not
 * a getter in the object literal: a literal with an accessor and a spread comes out in dictionary
 * mode, and every `run.x` on the hot paths then was a hash lookup (a warm page-fetcher run took
 * ~1.6x as long). With the prototype set after, all runs share one fast hidden class.
 */
const RUN_PROTO = {
  get signal(): AbortSignal {
    return ((this as unknown as RunState).stop as RunStop).signal; // a main run's stop is its RunStop
  },
};

/**
 * Runs a compiled prompt to one outcome; never throws. `freshSeed` makes the seed of a run whose
 * options and config give none (runtime/node.ts passes a Node source; it must be unpredictable:
 * the untrusted envelope's nonce derives from it).
 */
export async function runCompiled(prompt: CompiledPrompt, options: RunOptions = {}, freshSeed: () => bigint = randomSeed): Promise<RunOutcome> {
  const config = options.config ?? {};
  const userSignal = options.signal;
  // The run's own stop: the Host's cancel, or a failure that ends the run from inside a task. Its
  // AbortSignal is made only if something reads it (cancel.ts RunStop).
  const halt = new RunStop();
  const follow = () => halt.stop();
  if (userSignal !== undefined) {
    if (userSignal.aborted) halt.stop();
    else userSignal.addEventListener('abort', follow, { once: true });
  }
  const seedInput = options.seed ?? config.seed;
  const seed = (seedInput !== undefined ? parseSeed(seedInput) : undefined) ?? freshSeed();
  const emit = fanOutEvents([options.onEvent]);
  emit({ type: 'run.start', section: null, prompt: prompt.meta.name, seed: seed.toString() });
  // The run once made (finish reads whether it spawned anything).
  let state: RunState | undefined;
  const finish = (outcome: RunOutcome): RunOutcome => {
    if (userSignal !== undefined) userSignal.removeEventListener('abort', follow);
    // Whatever still runs (abandoned arms and tasks) stops with the run (reference §7.2 run_terminated).
    // Only a spawn makes a scheduler: without one every model and tool call was awaited, nothing
    // runs any more, and the cancel signal stays unaborted (aborting it cost more than a local
    // models.loop round). One AbortError for every run's end.
    if (state?.scheduler !== undefined) halt.stop(runEnded ??= new DOMException('This operation was aborted', 'AbortError'));
    emit({ type: 'run.end', section: null, ...(outcome.ok ? { ok: true, result: outcome.result } : { ok: false, error: outcome.error }) });
    return outcome;
  };

  // The version gate (reference §1.2, §2.1): only a module whose frontmatter lacks `promptforge: 0` has one.
  if (prompt.versionGate !== undefined) return finish({ ok: false, error: prompt.versionGate(prompt.meta) });
  const store = storeMaker(prompt, options, config)?.(options.store);
  const prepared = await prepare(
    { plugins: prompt.meta.plugins, tools: prompt.meta.tools, models: prompt.meta.models },
    { ...(config.plugins ? { plugins: config.plugins } : {}), ...(config.models ? { models: config.models } : {}), ...(config.services ? { services: config.services } : {}) },
    { store, stop: halt },
  );
  for (const note of prepared.log) emit({ type: 'log', section: null, message: note.message });
  if (!prepared.ok) return finish({ ok: false, error: { phase: 'prepare', kind: prepared.failure.kind, message: prepared.failure.message } });
  const collision = prompt.inputCheck?.(prepared);
  if (collision !== undefined) {
    await prepared.release();
    return finish({ ok: false, error: runFailure(collision.kind, collision.message) });
  }

  const limits = resolveLimits(config.limits);
  const slots = new Map(prepared.slots.map((s) => [s.alias, s]));
  const objects = prompt.objects?.(slots, prepared.roles, prompt.meta) ?? NO_OBJECTS;
  const run: RunState = Object.setPrototypeOf({
    prompt, prepared, store, seeds: deriveRunSeeds(seed),
    stop: halt, emit, tracing: options.onEvent !== undefined,
    roundCap: prompt.meta.max_tool_iterations ?? limits.rounds, logEvents: limits.logEvents,
    startedAt: options.now?.getTime() ?? Date.now(), slots,
    ...objects,
    models: prepared.roles, always: [], alwaysOverrides: new Map(), modelDefault: undefined, argv: undefined,
    walk: walkLevel, taskLimit: limits.tasks, scheduler: undefined, claims: undefined, task: undefined,
    fatal: { failure: undefined, halt },
    clock: new InterruptClock({ signal: halt, budget: limits.instructions, flag: sharedFlagOf(userSignal) }),
  }, RUN_PROTO) as RunState;
  state = run;
  const args = options.args ?? '';
  const chain: Chain = {
    args, argv: deriveArgv(run, args), var: {}, depth: 0, prefix: '0', nextEntry: 1, nextChild: 0, handlerDepth: 0,
    identity: rootIdentity(), tasks: [], concurrency: limits.tasks, concurrencyCap: limits.tasks,
  };
  const flag = sharedFlagOf(userSignal);

  let inH1 = false;
  try {
    let start = 0;
    // only a module with H1 content has the H1 pass (define-prompt.ts)
    if (prompt.h1Pass !== undefined) {
      inH1 = true;
      const h1 = await prompt.h1Pass(run, chain);
      inH1 = false;
      if (h1.kind === 'return') {
        run.scheduler?.endChain(chain);
        return finish({ ok: true, result: h1.text });
      }
      if (h1.kind === 'jump') start = prompt.sections.indexOf(h1.target);
    }
    const result = await walkLevel(run, chain, prompt.sections, start);
    run.scheduler?.endChain(chain);
    return finish({ ok: true, result: result ?? 'done' });
  } catch (e) {
    run.scheduler?.abandonChain(chain, 'owner_failed');
    // A failure inside a task that ends the whole run wins over what the walk saw then.
    const cause = run.fatal.failure ?? e;
    return finish({ ok: false, error: failureOf(cause, inH1, userSignal, flag) });
  } finally {
    // Plugins stop what they started (an MCP server process) whatever the outcome.
    await prepared.release();
  }
}
