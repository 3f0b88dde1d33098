// Checkpoints at loop back-edges and function entries: cancellation and the instruction budget
// (spec language.md §7). Generated code: `if (--clock.n < 0) checkpoint();`.
// A synchronous loop never returns to the event loop, so it can never see an AbortSignal fire on its
// own thread. It does see shared memory: `flag` (an Int32Array over a SharedArrayBuffer) is read at
// each real check, and another thread (the CLI's main thread on Ctrl-C, or any thread holding a
// SharedAbortController's buffer) sets it to cancel.
import { LuaInterrupt, msgBudgetExceeded, msgCancelled } from './errors.js';

const SLICE = 10_000; // checkpoints between two real checks
const YIELD_MS = 10;

/** The countdown generated code decrements. */
export const clock = { n: SLICE };

let signal: AbortSignal | undefined;
let flag: Int32Array | undefined;
let budget = Infinity; // remaining checkpoint passes
let granted = SLICE; // what clock.n was last reset to
let lastYield = Date.now();

/** Sets the AbortSignal and the optional instruction budget (in checkpoints) for the code that runs next. */
export function setInterruptState(state: { signal?: AbortSignal | undefined; budget?: number | undefined; flag?: Int32Array | undefined }): void {
  signal = state.signal;
  flag = state.flag;
  budget = state.budget ?? Infinity;
  granted = clock.n = Math.min(SLICE, budget);
  lastYield = Date.now();
}

/** The real check, run when the countdown expires. */
export function checkpoint(): void {
  if ((signal !== undefined && signal.aborted) || (flag !== undefined && Atomics.load(flag, 0) !== 0)) {
    clock.n = 0;
    throw new LuaInterrupt('cancelled', msgCancelled());
  }
  if (budget !== Infinity) {
    budget -= granted + 1;
    if (budget < 0) {
      clock.n = 0;
      throw new LuaInterrupt('budget', msgBudgetExceeded());
    }
    granted = clock.n = Math.min(SLICE, budget);
    return;
  }
  clock.n = SLICE;
}

/** checkpoint, then yield to the event loop when more than ~10 ms passed since the last yield. */
export async function checkpointAsync(): Promise<void> {
  checkpoint();
  const now = Date.now();
  if (now - lastYield > YIELD_MS) {
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    lastYield = Date.now();
    checkpoint();
  }
}
