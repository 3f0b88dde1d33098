// Harness operations (model and bound-tool calls) raced against a run's or a task's stop. Every
// stop goes through RunStop.stop (run.ts, tasks.ts haltRun) or tasks.ts abortTask, which reject the
// operations waiting on it: no abort listener is added to any AbortSignal (on Node 20, adding one to
// an AbortSignal and dispatching to it at the run's end cost more than a local tools round).

/** The rejection of a cancelled Harness operation. */
export class CancelledCall {}

/** What a Harness operation waits on: a run's RunStop, or a task (its `aborted` flag). */
export interface Stoppable {
  readonly aborted: boolean;
}

type Reject = (e: CancelledCall) => void;

/**
 * The rejections of the operations waiting on each stop. Slots are reused and never removed (a
 * Set's add/delete pair per call showed as garbage in a loop round); at most a few wait at once.
 */
const waiting = new WeakMap<Stoppable, Array<Reject | undefined>>();

/** Races a Harness operation against `stop` (rejects with CancelledCall once stopWaiting runs for it). */
export function cancellable<T>(stop: Stoppable, work: Promise<T>): Promise<T> {
  if (stop.aborted) return Promise.reject(new CancelledCall());
  let slots = waiting.get(stop);
  if (slots === undefined) waiting.set(stop, (slots = []));
  const all = slots;
  return new Promise<T>((resolve, reject) => {
    let at = all.indexOf(undefined);
    if (at < 0) at = all.push(undefined) - 1;
    all[at] = reject;
    work.then((v) => {
      if (all[at] === reject) all[at] = undefined;
      resolve(v);
    }, (e: unknown) => {
      if (all[at] === reject) all[at] = undefined;
      reject(e);
    });
  });
}

/** Rejects the operations waiting on `stop` (its owner has just set `aborted`). */
export function stopWaiting(stop: Stoppable): void {
  const all = waiting.get(stop);
  if (all === undefined) return;
  for (let i = 0; i < all.length; i++) {
    const reject = all[i];
    all[i] = undefined;
    if (reject !== undefined) reject(new CancelledCall());
  }
}

/**
 * A run's stop: the Host's cancel, or a failure that ends the run from inside a task. Its
 * AbortSignal (Plugin contexts' `ctx.signal`, model calls, tasks) is made on first read: the first
 * AbortController of a process loads Node's abort_controller module, ~10% of a bundled prompt's
 * cold start (issue #6), and a run that calls only tools whose code never reads ctx.signal needs none.
 */
export class RunStop implements Stoppable {
  aborted = false;
  // declared only (no class-field definitions): set on first use; saves bundle bytes (issue #6)
  declare private controller: AbortController | undefined;
  declare private reason: unknown;

  /** The run's cancel signal: aborted exactly when the run is stopped (with the first stop's reason). */
  get signal(): AbortSignal {
    const controller = (this.controller ??= new AbortController());
    if (this.aborted) controller.abort(this.reason); // a no-op once aborted: the first reason stays
    return controller.signal;
  }

  /** Stops the run (a later stop keeps the first one's reason) and rejects the operations waiting on it. */
  stop(reason?: unknown): void {
    if (!this.aborted) {
      this.aborted = true;
      this.reason = reason;
      this.controller?.abort(reason);
    }
    stopWaiting(this);
  }
}
