// Trace events. interfaces.md "Trace events": every event has `type` and `section` (the H2 title,
// or null in the H1 pass). The Engine emits them through `onEvent`; --trace writes JSON Lines.

import type { JsonObject, JsonValue } from './json.js';
import type { WireMessage } from './messages.js';
import type { ReplyToolCall, WireTool } from './model-protocol.js';

/** The error shape of a failed run (interfaces.md "JS API"). */
export interface RunErrorInfo {
  readonly phase: 'parse' | 'prepare' | 'run';
  readonly kind: string;
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
}

interface Base<T extends string> {
  readonly type: T;
  readonly section: string | null;
}

export type RunStartEvent = Base<'run.start'> & { readonly prompt: string; readonly seed: string };
export type RunEndEvent = Base<'run.end'> &
  ({ readonly ok: true; readonly result: string | null } | { readonly ok: false; readonly error: RunErrorInfo });
export type SectionStartEvent = Base<'section.start'>;
export type SectionEndEvent = Base<'section.end'> & { readonly returned: string | null };
export type ModelRequestEvent = Base<'model.request'> & {
  readonly role: string;
  readonly round: number;
  readonly messages: readonly WireMessage[];
  /** null when no tool list went out. */
  readonly tools: readonly WireTool[] | null;
};
export type ModelReplyEvent = Base<'model.reply'> & { readonly text?: string; readonly toolCalls?: readonly ReplyToolCall[] };
export type ToolCallEvent = Base<'tool.call'> & {
  readonly alias: string;
  /** null for a local tool. */
  readonly path: string | null;
  readonly by: 'script' | 'model';
  readonly callId?: string;
  readonly args: JsonObject;
};
export type ToolResultEvent = Base<'tool.result'> & { readonly alias: string } &
  (| { readonly ok: true; readonly output: JsonValue }
   | { readonly ok: false; readonly error: string });
export type LogEvent = Base<'log'> & { readonly message: string };
/**
 * A task or fanout arm delivered to its owner (issue #7): `task.start`, then the task's own events,
 * then `task.end`, all written at delivery so the trace never depends on completion order.
 */
export type TaskStartEvent = Base<'task.start'> & { readonly task: string; readonly target: string; readonly origin: 'author' | 'model' | 'arm' };
export type TaskEndEvent = Base<'task.end'> & { readonly task: string } &
  ({ readonly ok: true; readonly result: string } | { readonly ok: false; readonly error: string });

/** Every trace event. */
export type TraceEvent =
  | RunStartEvent | RunEndEvent | SectionStartEvent | SectionEndEvent | ModelRequestEvent
  | ModelReplyEvent | ToolCallEvent | ToolResultEvent | LogEvent | TaskStartEvent | TaskEndEvent;

/** The callback the API takes as `onEvent`. */
export type OnEvent = (event: TraceEvent) => void;

/**
 * One event as a JSON line (with its trailing newline). Keys keep their insertion order, and the
 * seed is written as decimal text, so equal runs give byte-identical lines.
 */
export function traceLine(event: TraceEvent): string {
  return JSON.stringify(event) + '\n';
}

/** An OnEvent that writes each event as a JSON line through `write` (a file stream in the CLI). */
export function jsonLinesWriter(write: (line: string) => void): OnEvent {
  return (event) => write(traceLine(event));
}

/** Calls every listener in turn; a listener that throws does not stop the others or the run. */
export function fanOutEvents(listeners: readonly (OnEvent | undefined)[]): OnEvent {
  const active = listeners.filter((l): l is OnEvent => l !== undefined);
  return (event) => {
    for (const l of active) {
      try {
        l(event);
      } catch {
        // An observer's failure is not the run's failure.
      }
    }
  };
}
