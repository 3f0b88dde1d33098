// The engine side of `promptforge run` (interfaces.md "CLI"): config discovery, the prompt's
// compiled module (a `.md` prompt is compiled by the main thread, run.ts), --seed, --store, --trace,
// --record / --replay, the status line on a terminal, Ctrl-C, and the outcome in the shapes run.ts prints.
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
// not ../api.js: that loads the compiler, which the thread that runs a compiled prompt never needs
import { importPromptModule, runWith } from '../../runtime/host/node-run.js';
import { runCompiled } from '../../runtime/node.js';
import { resolveConfig } from '../../runtime/host/config-file.js';
import { embeddedDefaultNoModel } from '../../runtime/host/providers/backend-errors.js';
import { directoryStore } from '../../runtime/host/stores/directory.js';
import { withTerminalBroker } from '../../runtime/host/plugins/user-input/terminal-broker.js';
import { INPUT_BROKER_SERVICE, type InputBroker } from '../../runtime/host/plugins/user-input/index.js';
import type { TraceEvent } from '../../runtime/engine/trace.js';
import type { CompiledPrompt } from '../../runtime/engine/define-prompt.js';
import { startProgress, type StatusStream } from './progress.js';
import type { RunOptions, RunOutcome } from './run.js';

/** What the thread running the prompt gets from the CLI's main thread (run-worker.ts). */
export interface EngineHost {
  /** Cancels the run; the main thread fires it on Ctrl-C. Without it, SIGINT on this thread cancels
   * the run, which stops a run waiting on a call but not a synchronous Lua loop. */
  readonly signal?: AbortSignal;
  /** Where the status line goes (a worker's own process.stderr is never a terminal). */
  readonly stderr?: StatusStream;
  /** Operator input from the main thread's terminal (a worker's own process.stdin is never one). */
  readonly inputBroker?: InputBroker;
  /** The compiled module file of a `.md` prompt, which the main thread compiles (run.ts); a `.js`/`.mjs` file is its own. */
  readonly compiled?: string;
}

/** The config's services with the operator-input broker this host provides, unless the config has one. */
function withHostBroker(services: Readonly<Record<string, unknown>> | undefined, host: EngineHost): Readonly<Record<string, unknown>> | undefined {
  if (host.inputBroker === undefined) return withTerminalBroker(services);
  if (services !== undefined && Object.hasOwn(services, INPUT_BROKER_SERVICE)) return services;
  return { ...services, [INPUT_BROKER_SERVICE]: host.inputBroker };
}

/** Prepares and runs one compiled prompt (`host.compiled`, else the `.js`/`.mjs` file itself); never throws. */
export async function executeWithEngine(options: RunOptions, host: EngineHost = {}): Promise<RunOutcome> {
  const signal = host.signal;
  let prompt: CompiledPrompt;
  try {
    const module = host.compiled ?? options.file;
    prompt = await importPromptModule(pathToFileURL(module).href, module);
  } catch (e) {
    return { ok: false, error: { phase: 'prepare', kind: 'Internal', message: e instanceof Error ? e.message : String(e) } };
  }
  const loaded = await resolveConfig({ cwd: process.cwd(), ...(options.config !== undefined ? { explicit: options.config } : {}) });
  if (!loaded.ok) return { ok: false, error: { phase: 'prepare', kind: loaded.failure.kind, message: loaded.failure.message } };

  const trace: string[] = [];
  const progress = startProgress(host.stderr ?? process.stderr);
  const listeners = [
    ...(options.trace !== undefined ? [(e: TraceEvent) => void trace.push(JSON.stringify(e) + '\n')] : []),
    ...(progress !== undefined ? [progress.onEvent] : []),
  ];
  const controller = new AbortController();
  const onSigint = () => controller.abort();
  if (signal === undefined) process.once('SIGINT', onSigint);
  try {
    const outcome = await runWith(runCompiled, prompt, {
      args: options.args,
      // Operator input: a terminal broker when stdin is a terminal, none otherwise (reference §7.4).
      config: { ...loaded.config, services: withHostBroker(loaded.config.services, host) ?? {} },
      ...(options.seed !== undefined ? { seed: options.seed } : {}),
      ...(options.store !== undefined ? { store: directoryStore(options.store) } : {}),
      ...(options.record !== undefined ? { record: options.record } : {}),
      ...(options.replay !== undefined ? { replay: options.replay } : {}),
      signal: signal ?? controller.signal,
      ...(listeners.length > 0 ? { onEvent: (e: TraceEvent) => listeners.forEach((l) => l(e)) } : {}),
    });
    if (options.trace !== undefined) await writeFile(options.trace, trace.join(''));
    // The embedded default with no model in the environment: say how to configure one.
    const needsModelHint = loaded.noModel === true && options.replay === undefined && prompt.meta.models.length > 0 &&
      !outcome.ok && outcome.error.phase === 'prepare' && outcome.error.kind === 'RequirementsUnmet';
    if (needsModelHint) return { ok: false, error: { ...outcome.error, message: `${outcome.error.message}\n${embeddedDefaultNoModel().message}` } };
    return outcome;
  } finally {
    progress?.stop();
    process.removeListener('SIGINT', onSigint);
  }
}
