// `promptforge run` executes the prompt on a worker thread so that Ctrl-C stops it wherever it is
// (reference §10): a synchronous Lua loop (`local function f() while true do end end f()`) never
// gives its thread's event loop back, so a SIGINT handler on that thread would never run. The main
// thread stays free: its handler sets the run's shared cancel flag, which the worker's compiled
// checkpoints read directly, and which aborts the run's signal for calls in flight.
// The terminal stays on the main thread (a worker's process.stdin and process.stderr are never
// TTYs): the status line is written through to it, and operator input is asked there over a port.
import { MessageChannel, parentPort, Worker, type MessagePort } from 'node:worker_threads';
// The runtime's modules are imported where used: the main thread loads none of the runtime's chunks
// unless Ctrl-C is pressed or stdin is a terminal (the worker loads them all to run the prompt).
import type { InputBroker } from '../../runtime/host/plugins/user-input/index.js';
import type { RunOptions, RunOutcome } from './run.js';

interface WorkerJob {
  readonly options: RunOptions;
  /** The compiled module file to run for `options.file` (a `.md` prompt the main thread compiled). */
  readonly compiled: string | undefined;
  readonly cancel: SharedArrayBuffer;
  /** The main thread's stderr when it is a terminal. */
  readonly terminal: { readonly columns: number | undefined } | undefined;
  /** Asks for operator input on the main thread's terminal, when its stdin is one. */
  readonly input: MessagePort | undefined;
}

type WorkerMessage = { readonly type: 'stderr'; readonly text: string } | { readonly type: 'outcome'; readonly outcome: RunOutcome };
type AskRequest = { readonly type: 'ask'; readonly id: number } | { readonly type: 'cancel'; readonly id: number };
type AskAnswer = { readonly id: number; readonly ok: true; readonly text: string } | { readonly id: number; readonly ok: false; readonly message: string };

/** Runs one prompt on a worker thread; the first SIGINT cancels the run, a second one kills the process. */
export async function executeOnWorker(options: RunOptions, compiled?: string): Promise<RunOutcome> {
  const cancel = new SharedArrayBuffer(4);
  const terminal = process.stderr.isTTY === true ? { columns: process.stderr.columns } : undefined;
  const channel = process.stdin.isTTY === true ? new MessageChannel() : undefined;
  if (channel !== undefined) {
    const { terminalBroker } = await import('../../runtime/host/plugins/user-input/terminal-broker.js');
    serveInput(channel.port1, terminalBroker(process.stdin, process.stderr));
  }
  const job: WorkerJob = { options, compiled, cancel, terminal, input: channel?.port2 };
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     import(${JSON.stringify(import.meta.url)}).then((m) => m.runJob(workerData));`,
    { eval: true, workerData: job, transferList: channel !== undefined ? [channel.port2] : [] },
  );
  // process.once: after the first Ctrl-C the default action is back, so a run that ignores the
  // cancel can still be killed.
  // (this thread's event loop is free while the worker runs, so the import takes no time that matters)
  const onSigint = () => void import('../../runtime/engine/shared-abort.js').then(({ SharedAbortController }) => SharedAbortController.abort(cancel));
  process.once('SIGINT', onSigint);
  try {
    return await new Promise<RunOutcome>((done) => {
      // One port for the status line and the outcome keeps them in order: the line is cleared
      // before the result is printed.
      worker.on('message', (m: WorkerMessage) => {
        if (m.type === 'stderr') process.stderr.write(m.text);
        else done(m.outcome);
      });
      worker.once('error', (e) => done(internal(e instanceof Error ? e.message : String(e))));
      worker.once('exit', (code) => done(internal(`the run's worker thread exited with code ${code}`)));
    });
  } finally {
    process.removeListener('SIGINT', onSigint);
    channel?.port1.close();
    await worker.terminate();
  }
}

function internal(message: string): RunOutcome {
  return { ok: false, error: { phase: 'run', kind: 'Internal', message } };
}

/** The main thread's side of operator input: each ask runs on the terminal broker. */
function serveInput(port: MessagePort, broker: InputBroker): void {
  const asks = new Map<number, AbortController>();
  port.on('message', (m: AskRequest) => {
    if (m.type === 'cancel') {
      asks.get(m.id)?.abort();
      return;
    }
    const controller = new AbortController();
    asks.set(m.id, controller);
    const reply = (a: AskAnswer) => {
      asks.delete(m.id);
      port.postMessage(a);
    };
    Promise.resolve()
      .then(() => broker.ask(controller.signal))
      .then((text) => reply({ id: m.id, ok: true, text }), (e: unknown) => reply({ id: m.id, ok: false, message: e instanceof Error ? e.message : String(e) }));
  });
  port.unref();
}

/** The worker's side: a broker whose asks go to the main thread. */
function remoteBroker(port: MessagePort): InputBroker {
  let next = 0;
  const waiting = new Map<number, (a: AskAnswer) => void>();
  port.on('message', (a: AskAnswer) => waiting.get(a.id)?.(a));
  port.unref();
  return {
    ask: (signal) => new Promise<string>((resolve, reject) => {
      const id = next++;
      const onAbort = () => port.postMessage({ type: 'cancel', id } satisfies AskRequest);
      waiting.set(id, (a) => {
        waiting.delete(id);
        if (waiting.size === 0) port.unref();
        signal.removeEventListener('abort', onAbort);
        if (a.ok) resolve(a.text);
        else reject(new Error(a.message));
      });
      signal.addEventListener('abort', onAbort, { once: true });
      // A pending answer keeps this thread alive; nothing else may be waiting on its event loop.
      port.ref();
      port.postMessage({ type: 'ask', id } satisfies AskRequest);
    }),
  };
}

/** The worker side: the engine run with a signal the main thread can fire. */
export async function runJob(job: WorkerJob): Promise<void> {
  const port = parentPort!;
  const { executeWithEngine } = await import('./run-engine.js');
  const { SharedAbortController } = await import('../../runtime/engine/shared-abort.js');
  const signal = new SharedAbortController(job.cancel).signal;
  const stderr = job.terminal === undefined ? undefined
    : { isTTY: true, columns: job.terminal.columns, write: (text: string) => port.postMessage({ type: 'stderr', text } satisfies WorkerMessage) };
  const inputBroker = job.input === undefined ? undefined : remoteBroker(job.input);
  const outcome = await executeWithEngine(job.options, { compiled: job.compiled, signal, ...(stderr !== undefined ? { stderr } : {}), ...(inputBroker !== undefined ? { inputBroker } : {}) });
  // What Plugins or the config printed reaches the main thread before it ends this thread.
  await Promise.all([process.stdout, process.stderr].map((s) => new Promise((resolve) => s.write('', resolve))));
  port.postMessage({ type: 'outcome', outcome } satisfies WorkerMessage);
}
