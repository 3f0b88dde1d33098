// The engine side of `promptforge run` (interfaces.md "CLI"): config discovery, compile (cached by
// content hash), --seed, --store, --trace, Ctrl-C, and the outcome in the shapes run.ts prints.
import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { CompileError, loadPrompt, loadPromptSource, run } from '../api.js';
import { resolveConfig } from '../../runtime/host/config-file.js';
import { directoryStore } from '../../runtime/host/stores/directory.js';
import type { TraceEvent } from '../../runtime/engine/trace.js';
import type { CompiledPrompt } from '../../runtime/engine/define-prompt.js';
import type { RunOptions, RunOutcome } from './run.js';

/** Prepares and runs one prompt file (`.md`, or a compiled `.js`/`.mjs`); never throws. */
export async function executeWithEngine(options: RunOptions): Promise<RunOutcome> {
  if (options.record !== undefined || options.replay !== undefined) {
    return { ok: false, error: { phase: 'prepare', kind: 'Internal', message: '--record and --replay are not available in this build yet' } };
  }
  let prompt: CompiledPrompt;
  try {
    prompt = /\.m?js$/.test(options.file)
      ? await loadPrompt(options.file)
      : await loadPromptSource(await readFile(options.file), basename(options.file));
  } catch (e) {
    if (e instanceof CompileError) {
      const d = e.diagnostics[0]!;
      return { ok: false, error: { phase: 'parse', kind: d.kind, message: d.message, ...(d.line !== undefined ? { line: d.line, column: d.column ?? 1 } : {}) } };
    }
    return { ok: false, error: { phase: 'prepare', kind: 'Internal', message: e instanceof Error ? e.message : String(e) } };
  }
  const loaded = await resolveConfig({ cwd: process.cwd(), ...(options.config !== undefined ? { explicit: options.config } : {}) });
  if (!loaded.ok) return { ok: false, error: { phase: 'prepare', kind: loaded.failure.kind, message: loaded.failure.message } };

  const trace: string[] = [];
  const controller = new AbortController();
  const onSigint = () => controller.abort();
  process.once('SIGINT', onSigint);
  try {
    const outcome = await run(prompt, {
      args: options.args,
      config: loaded.config,
      ...(options.seed !== undefined ? { seed: options.seed } : {}),
      ...(options.store !== undefined ? { store: directoryStore(options.store) } : {}),
      signal: controller.signal,
      ...(options.trace !== undefined ? { onEvent: (e: TraceEvent) => void trace.push(JSON.stringify(e) + '\n') } : {}),
    });
    if (options.trace !== undefined) await writeFile(options.trace, trace.join(''));
    return outcome;
  } finally {
    process.removeListener('SIGINT', onSigint);
  }
}
