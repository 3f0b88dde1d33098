// Harness operations (model and bound-tool calls) raced against a run's or a task's cancel signal.
// Every abort of such a signal goes through stopSignal (run.ts, tasks.ts), which rejects the
// operations waiting on it: no abort listener is added to the signal (on Node 20, adding one to an
// AbortSignal and dispatching to it at the run's end cost more than a local tools round).

/** The rejection of a cancelled Harness operation. */
export class CancelledCall {}

type Reject = (e: CancelledCall) => void;

/**
 * The rejections of the operations waiting on each signal. Slots are reused and never removed (a
 * Set's add/delete pair per call showed as garbage in a loop round); at most a few wait at once.
 */
const waiting = new WeakMap<AbortSignal, Array<Reject | undefined>>();

/** Races a Harness operation against a signal that only stopSignal aborts (rejects with CancelledCall). */
export function cancellable<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
  if (signal.aborted) return Promise.reject(new CancelledCall());
  let slots = waiting.get(signal);
  if (slots === undefined) waiting.set(signal, (slots = []));
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

/** Aborts `controller` (with `reason` when given) and rejects the operations waiting on its signal. */
export function stopSignal(controller: AbortController, reason?: unknown): void {
  if (reason === undefined) controller.abort();
  else controller.abort(reason);
  const all = waiting.get(controller.signal);
  if (all === undefined) return;
  for (let i = 0; i < all.length; i++) {
    const reject = all[i];
    all[i] = undefined;
    if (reject !== undefined) reject(new CancelledCall());
  }
}
