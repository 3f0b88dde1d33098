// The live status line of `promptforge run` on a terminal (issue #5 item 8): the section, the model
// round or the tool in flight, and the elapsed time, redrawn in place on stderr and cleared when
// the run ends. Nothing at all is written when stderr is not a terminal (piped, redirected).

import type { TraceEvent } from '../../runtime/engine/trace.js';

/** The texts of the status line (ours). */
export const PROGRESS_TEXT = {
  h1: 'H1 pass',
  starting: 'starting',
  model: (role: string, round: number) => `model round ${round} (${role})`,
  tools: (aliases: readonly string[]) => `tool ${aliases.join(', ')}`,
  elapsed: (ms: number) => {
    const s = Math.floor(ms / 100) / 10;
    return s < 60 ? `${s.toFixed(1)}s` : `${Math.floor(s / 60)}m${String(Math.floor(s % 60)).padStart(2, '0')}s`;
  },
} as const;

/** Tools that talk to the operator on the same terminal: no redraws while one waits (reference §7.4). */
const OPERATOR_TOOLS = 'promptforge/user-input/';

/** Erase the current terminal line and return to its start (CR, then EL: erase in line). */
const CLEAR_LINE = '\r\x1b[2K';
const REDRAW_MS = 200;

/** What the status line needs from a terminal stream. */
export interface StatusStream {
  readonly isTTY?: boolean;
  readonly columns?: number;
  write(text: string): unknown;
}

/** A status line fed by the run's events. */
export interface Progress {
  readonly onEvent: (event: TraceEvent) => void;
  /** Stops the redraws and clears the line. */
  stop(): void;
}

/** The status line on `stream`, or undefined when `stream` is not a terminal. */
export function startProgress(stream: StatusStream, now: () => number = Date.now): Progress | undefined {
  if (stream.isTTY !== true) return undefined;
  const started = now();
  let section: string = PROGRESS_TEXT.starting;
  let model: string | undefined;
  const tools = new Map<string, number>();
  const asking = new Map<string, number>();
  let shown = false;
  const clear = () => {
    if (shown) stream.write(CLEAR_LINE);
    shown = false;
  };

  const render = () => {
    if ([...asking.values()].some((n) => n > 0)) return;
    const inFlight = [...tools.entries()].filter(([, n]) => n > 0).map(([alias]) => alias);
    const parts = [section, ...(model !== undefined ? [model] : []), ...(inFlight.length > 0 ? [PROGRESS_TEXT.tools(inFlight)] : []), PROGRESS_TEXT.elapsed(now() - started)];
    let line = parts.join(' · ');
    // A pty without a window size (`script` on a pipe) reports 0 columns: assume 80.
    const width = (stream.columns !== undefined && stream.columns > 0 ? stream.columns : 80) - 1;
    // One terminal row at most, or the next redraw would leave the wrapped part behind.
    if (line.length > width) line = `${line.slice(0, Math.max(0, width - 1))}…`;
    stream.write(CLEAR_LINE + line);
    shown = true;
  };
  const timer = setInterval(render, REDRAW_MS);
  timer.unref();

  const onEvent = (event: TraceEvent) => {
    if (event.type === 'run.start' || event.type === 'run.end') return;
    section = event.section ?? PROGRESS_TEXT.h1;
    switch (event.type) {
      case 'section.start':
        model = undefined;
        break;
      case 'model.request':
        model = PROGRESS_TEXT.model(event.role, event.round);
        break;
      case 'model.reply':
        model = undefined;
        break;
      case 'tool.call':
        tools.set(event.alias, (tools.get(event.alias) ?? 0) + 1);
        if (event.path?.startsWith(OPERATOR_TOOLS)) {
          asking.set(event.alias, (asking.get(event.alias) ?? 0) + 1);
          clear();
        }
        break;
      case 'tool.result':
        tools.set(event.alias, Math.max(0, (tools.get(event.alias) ?? 1) - 1));
        if ((asking.get(event.alias) ?? 0) > 0) asking.set(event.alias, asking.get(event.alias)! - 1);
        break;
      default:
        break;
    }
    render();
  };
  return {
    onEvent,
    stop() {
      clearInterval(timer);
      clear();
    },
  };
}
