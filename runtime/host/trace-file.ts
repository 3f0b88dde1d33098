// `--trace FILE`: the run's events as JSON Lines in a file (interfaces.md "Trace events").

import { createWriteStream } from 'node:fs';
import { jsonLinesWriter, type OnEvent } from '../engine/trace.js';

/** A trace file being written; `close` flushes it and resolves once it is on disk. */
export interface TraceFile {
  readonly onEvent: OnEvent;
  close(): Promise<void>;
}

/** Opens (truncates) `path` and writes each event as one JSON line, in emission order. */
export function openTraceFile(path: string): TraceFile {
  const stream = createWriteStream(path, { encoding: 'utf8' });
  return {
    onEvent: jsonLinesWriter((line) => stream.write(line)),
    close: () => new Promise<void>((resolve, reject) => {
      stream.once('error', reject);
      stream.end(() => resolve());
    }),
  };
}
