// `promptforge run FILE [ARGS...]` (interfaces.md, CLI): this (main) thread compiles a `.md` prompt
// with the checks of `check` (parse errors in the exact shapes of interfaces.md) into the compiled
// prompt cache, and a worker thread runs the module file (run-worker.ts): the prompt is compiled
// once, the compiler loads on this thread only and the runtime on the worker only.

import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { compiledFile } from '../prompt-cache.js';
import { RECORD_AND_REPLAY } from '../../runtime/host/cassette/messages.js';
import { readFailure, usageError, USAGE, type CliIO } from './usage.js';

export interface RunOptions {
  file: string;
  /** The run's argument string: positional ARGS joined with single spaces. */
  args: string;
  json: boolean;
  config?: string;
  seed?: number;
  trace?: string;
  store?: string;
  record?: string;
  replay?: string;
}

/** A run's outcome in the JSON shape of interfaces.md. */
export type RunOutcome =
  | { ok: true; result: string | null }
  | { ok: false; error: { phase: 'parse' | 'prepare' | 'run'; kind: string; message: string; line?: number; column?: number } };

const VALUE_FLAGS = { '--config': 'config', '--trace': 'trace', '--store': 'store', '--record': 'record', '--replay': 'replay' } as const;

/** Runs `run`; returns the exit status. */
export async function runCommand(argv: string[], io: CliIO): Promise<number> {
  const parsed = parseRunArgs(argv);
  if (parsed === 'help') {
    io.stdout(USAGE);
    return 0;
  }
  if (typeof parsed === 'string') return usageError(io, `run: ${parsed}`);
  const outcome = await runPrompt(parsed);
  if (parsed.json) io.stdout(`${JSON.stringify(outcome)}\n`);
  else if (outcome.ok) io.stdout(outcome.result === null ? '' : `${outcome.result}\n`);
  else io.stderr(`error[${outcome.error.kind}]: ${outcome.error.message}\n`);
  return outcome.ok ? 0 : 1;
}

/** The options of `run`, `'help'`, or a usage error message. */
export function parseRunArgs(argv: string[]): RunOptions | 'help' | string {
  const positional: string[] = [];
  const opts: Partial<RunOptions> = { json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg === '--json') opts.json = true;
    else if (arg === '--seed') {
      const v = argv[++i];
      if (v === undefined || !/^-?\d+$/.test(v)) return `--seed needs an integer, got ${v ?? 'nothing'}`;
      opts.seed = Number(v);
    } else if (arg in VALUE_FLAGS) {
      const v = argv[++i];
      if (v === undefined) return `${arg} needs a value`;
      opts[VALUE_FLAGS[arg as keyof typeof VALUE_FLAGS]] = v;
    } else if (arg.startsWith('-') && arg !== '-') return `unknown option ${arg}`;
    else positional.push(arg);
  }
  const [file, ...args] = positional;
  if (file === undefined) return 'missing file argument';
  if (opts.record !== undefined && opts.replay !== undefined) return RECORD_AND_REPLAY;
  return { ...opts, file, args: args.join(' '), json: opts.json ?? false };
}

/** Loads the prompt and runs it; every failure becomes an outcome, never a throw. */
export async function runPrompt(options: RunOptions): Promise<RunOutcome> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(options.file);
  } catch (e) {
    return { ok: false, error: { phase: 'parse', kind: 'Document', message: readFailure(options.file, e) } };
  }
  if (!options.file.endsWith('.js') && !options.file.endsWith('.mjs')) {
    const compiled = await compiledFile(bytes, basename(options.file), true);
    if (!('file' in compiled)) {
      const d = compiled.diagnostics[0]!;
      const error: Extract<RunOutcome, { ok: false }>['error'] = { phase: 'parse', kind: d.kind, message: d.message };
      if (d.line !== undefined) {
        error.line = d.line;
        error.column = d.column ?? 1;
      }
      return { ok: false, error };
    }
    return executeRun(options, compiled.file);
  }
  return executeRun(options);
}

/**
 * The one call into the engine: prepare and run the prompt of `options.file`, or the compiled
 * module file `compiled` made from it.
 */
export async function executeRun(options: RunOptions, compiled?: string): Promise<RunOutcome> {
  // On a worker thread, so that Ctrl-C reaches even a synchronous Lua loop (run-worker.ts).
  const { executeOnWorker } = await import('./run-worker.js');
  return executeOnWorker(options, compiled);
}
