// The run side of the Node API (compiler/api.ts run and loadPrompt): a run with the in-memory store
// and the cassettes of `record`/`replay`, and the import of a compiled module file. Apart from the
// API entry, which also loads the compiler, so that `promptforge run`'s worker thread runs a prompt
// its main thread compiled without loading the compiler again (compiler/cli/run-worker.ts).
import { isCompiledPrompt, type CompiledPrompt } from '../engine/define-prompt.js';
import type { RunOptions as EngineRunOptions, RunOutcome } from '../engine/run.js';
import { withStoreMaker } from '../engine/store-maker.js';
import type { CassetteOptions } from './cassette/session.js';
import { runStore } from './stores/memory.js';

/** run()'s options: interfaces.md "JS API", plus `record` / `replay` (a cassette file path). */
export type RunOptions = EngineRunOptions & CassetteOptions;
export type RunCompiled = (prompt: CompiledPrompt, options?: EngineRunOptions) => Promise<RunOutcome>;

/**
 * Runs a compiled prompt with `runEntry` (a runtime entry's runCompiled): `{ ok: true, result }` or
 * `{ ok: false, error }`; never throws. With `record: FILE` the run's model replies and Plugin tool
 * results are written to a cassette; with `replay: FILE` they come from one.
 */
export function runWith(runEntry: RunCompiled, prompt: CompiledPrompt, options: RunOptions): Promise<RunOutcome> {
  // This entry brings the store: every Plugin gets ctx.store, plain objects too (runtime/engine/store-maker.ts).
  const withStore = withStoreMaker({ ...options }, runStore);
  if (options.record === undefined && options.replay === undefined) return runEntry(prompt, withStore);
  return import('./cassette/session.js').then(({ runWithCassette }) => runWithCassette(runEntry, prompt, withStore));
}

/** The compiled prompt a module file (`file:` URL) exports; `label` names it in the error. */
export async function importPromptModule(url: string, label: string): Promise<CompiledPrompt> {
  const mod = (await import(/* @vite-ignore */ url)) as { default?: unknown };
  if (!isCompiledPrompt(mod.default)) throw new Error(`${label} is not a compiled promptforge prompt`);
  return mod.default;
}
