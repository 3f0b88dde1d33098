// A run with a cassette (interfaces.md "--record FILE / --replay FILE"): record every model reply
// and Plugin tool result to a file, or replay one with no model and no network. Replay uses the
// recorded seed (unless one is given) and start instant, so result and trace are byte-identical.

import { readFile, writeFile } from 'node:fs/promises';
import type { CompiledPrompt } from '../../engine/define-prompt.js';
import type { RunOptions, RunOutcome } from '../../engine/run.js';
import type { TraceEvent } from '../../engine/trace.js';
import { cassetteText, parseCassette } from './format.js';
import { cassetteInvalid, cassetteUnreadable, cassetteUnwritable, RECORD_AND_REPLAY } from './messages.js';
import { Player } from './player.js';
import { Recorder } from './recorder.js';

/** Run options with a cassette: `record` or `replay`, each a file path. */
export interface CassetteOptions {
  readonly record?: string;
  readonly replay?: string;
}

type Runner = (prompt: CompiledPrompt, options: RunOptions) => Promise<RunOutcome>;

function reasonOf(e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  if (code === 'ENOENT') return 'no such file or directory';
  if (code === 'EISDIR') return 'is a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return e instanceof Error ? e.message : String(e);
}

const prepareFailure = (f: { kind: string; message: string }): RunOutcome => ({ ok: false, error: { phase: 'prepare', kind: f.kind, message: f.message } });

/** Records a run to `file`: the cassette is written whatever the outcome. */
async function recordRun(runner: Runner, prompt: CompiledPrompt, options: RunOptions, file: string): Promise<RunOutcome> {
  const recorder = new Recorder(options.config ?? {});
  const now = options.now ?? new Date();
  let seed = '';
  const outcome = await runner(prompt, {
    ...options,
    config: recorder.config(),
    now,
    onEvent: (event: TraceEvent) => {
      if (event.type === 'run.start') seed = event.seed;
      options.onEvent?.(event);
    },
  });
  try {
    await writeFile(file, cassetteText(recorder.cassette({ prompt: prompt.meta.name, args: options.args ?? '', seed, startedAt: now.toISOString() })));
  } catch (e) {
    return prepareFailure(cassetteUnwritable(file, reasonOf(e)));
  }
  return outcome;
}

/** Replays a run from `file`; a divergence fails the run with the message naming the request. */
async function replayRun(runner: Runner, prompt: CompiledPrompt, options: RunOptions, file: string): Promise<RunOutcome> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    return prepareFailure(cassetteUnreadable(file, reasonOf(e)));
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return prepareFailure(cassetteInvalid(file, reasonOf(e)));
  }
  const cassette = parseCassette(data);
  if (typeof cassette === 'string') return prepareFailure(cassetteInvalid(file, cassette));
  const player = new Player(cassette);
  // The divergence replaces the outcome, in the returned value and in the trace's run.end alike.
  const failed = (outcome: RunOutcome): RunOutcome => {
    const diverged = player.verdict();
    if (diverged === undefined) return outcome;
    // A Plugin the recording never activated diverges in prepare; everything else while running.
    return { ok: false, error: { phase: outcome.ok ? 'run' : outcome.error.phase, kind: diverged.kind, message: diverged.message } };
  };
  const onEvent = options.onEvent;
  const outcome = await runner(prompt, {
    ...options,
    config: player.config(options.config ?? {}),
    now: new Date(cassette.startedAt),
    ...(onEvent !== undefined ? {
      onEvent: (event: TraceEvent) => {
        if (event.type !== 'run.end') return onEvent(event);
        const end = failed(event.ok ? { ok: true, result: event.result } : { ok: false, error: event.error });
        onEvent(end.ok ? event : { type: 'run.end', section: event.section, ok: false, error: end.error });
      },
    } : {}),
  });
  return failed(outcome);
}

/** Runs `prompt` through `runner`, recording or replaying when the options ask for it. */
export async function runWithCassette(runner: Runner, prompt: CompiledPrompt, options: RunOptions & CassetteOptions): Promise<RunOutcome> {
  const { record, replay, ...rest } = options;
  if (record !== undefined && replay !== undefined) return prepareFailure({ kind: 'Internal', message: RECORD_AND_REPLAY });
  if (record !== undefined) return recordRun(runner, prompt, rest, record);
  if (replay !== undefined) return replayRun(runner, prompt, rest, replay);
  return runner(prompt, rest);
}
