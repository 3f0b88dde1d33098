// Checkpoints at loop back-edges and function entries: cancellation and the instruction budget
// (spec language.md §7). Generated code: `$clock.tick();` at function entries, `if (--$k < 0) $k =
// $clock.slice();` at loop back-edges of synchronous code (async functions: `if (--$clock.n < 0)
// await $clock.checkAsync();` at both) where `$clock` is the InterruptClock of the environment the chunk was called with (clockOf(_ENV), read once per
// chunk call and closed over by its functions). A clock per run, not per process: two runs in one
// process (a server handling concurrent requests) each keep their own signal and budget.
// A synchronous loop never returns to the event loop, so it can never see an AbortSignal fire on its
// own thread. It does see shared memory: `flag` (an Int32Array over a SharedArrayBuffer) is read at
// each real check, and another thread (the CLI's main thread on Ctrl-C, or any thread holding a
// SharedAbortController's buffer) sets it to cancel.
import { LuaInterrupt, msgBudgetExceeded, msgCancelled } from './errors.js';

const SLICE = 10_000; // checkpoints between two real checks
/**
 * Back-edges an innermost loop of synchronous code passes on its own countdown (generated `$k =
 * LOOP_SLICE - 1` as the loop starts, a JS local the optimizing compiler keeps in a register)
 * between two calls of `slice`, which charges them to the clock at once. Decrementing a local is
 * cheaper than tick's load and store of the clock's field through the closure's context at every
 * back-edge (valgrind, bench intloop 2,204 M -> 2,056 M instructions, floatloop 2,474 M ->
 * 2,368 M). The back-edges a loop leaves on its countdown when it ends are not charged (at most
 * LOOP_SLICE - 1 per run of the loop); whatever runs the loop again, an enclosing loop or a call,
 * ticks first, so a real check still comes within SLICE * LOOP_SLICE back-edges
 * (compiler/lua/generate/loops.ts `loop`).
 */
export const LOOP_SLICE = 256;
const YIELD_MS = 10;
/** Expiries run by InterruptClock.prime. */
const PRIME_TICKS = 100;
let primed = false;

export interface InterruptState {
  /** An AbortSignal, or anything with its `aborted` flag (the engine's RunStop, which makes no signal). */
  signal?: { readonly aborted: boolean } | undefined;
  /** Checkpoint passes allowed (language.md §7 instruction limit); unlimited when absent. */
  budget?: number | undefined;
  flag?: Int32Array | undefined;
}

/** One run's countdown and the checks made when it expires. */
export class InterruptClock {
  /** The countdown generated code decrements. */
  n = SLICE;
  private signal: { readonly aborted: boolean } | undefined;
  private flag: Int32Array | undefined;
  /** Remaining checkpoint passes. @internal (chargeSlices) */
  budget = Infinity;
  /** What n was last reset to. @internal (chargeSlices) */
  granted = SLICE;
  private lastYield = Date.now();

  constructor(state: InterruptState = {}) {
    if (!primed) this.prime();
    this.reset(state);
  }

  /** Sets the AbortSignal, the shared flag and the optional budget (in checkpoints). */
  reset(state: InterruptState): void {
    this.signal = state.signal;
    this.flag = state.flag;
    this.budget = state.budget ?? Infinity;
    this.granted = this.n = Math.min(SLICE, this.budget);
    this.lastYield = Date.now();
  }

  /**
   * One checkpoint of synchronous code. A method rather than the inline `if (--$clock.n < 0)
   * $clock.check()` it replaced: V8 collects type feedback per bytecode site, and an inline
   * `check()` call gets its first feedback only when the countdown happens to expire at that site,
   * often after TurboFan has optimized the function; the optimized code then deoptimizes there
   * ("Insufficient type feedback") and the function is compiled again (n-body's `advance`: two
   * compiles of 100-400 ms each on this machine). tick's own feedback is shared by every site and
   * is primed by the constructor, so optimized code inlines it with both branches known.
   */
  tick(): void {
    if (--this.n < 0) this.check();
  }

  /** The check at the end of a loop countdown: charges its LOOP_SLICE back-edges; the countdown's next start. */
  slice(): number {
    this.n -= LOOP_SLICE;
    if (this.n < 0) this.check();
    return LOOP_SLICE - 1;
  }

  /**
   * Runs tick's (and slice's) expiry branch before the state is set (no signal, flag or budget yet: check only
   * restarts the countdown), so that tick's call of check has type feedback before any generated
   * code is optimized (see tick). Enough times for V8 to have given tick and check their feedback
   * vectors, which it allocates only after a function has run for a while
   * (--interrupt-budget-for-feedback-allocation). Once per process, from the first clock's
   * constructor: the runtime modules have no top-level side effects (tree-shaking, issue #6).
   */
  private prime(): void {
    primed = true;
    for (let i = 0; i < PRIME_TICKS; i++) {
      this.n = 0;
      this.tick();
      this.n = 0;
      this.slice();
    }
  }

  /** The real check, run when the countdown expires. */
  check(): void {
    if ((this.signal !== undefined && this.signal.aborted) || (this.flag !== undefined && Atomics.load(this.flag, 0) !== 0)) {
      this.n = 0;
      throw new LuaInterrupt('cancelled', msgCancelled());
    }
    if (this.budget !== Infinity) {
      this.budget -= this.granted - this.n; // n is -1 after a tick, lower after a slice
      if (this.budget < 0) {
        this.n = 0;
        throw new LuaInterrupt('budget', msgBudgetExceeded());
      }
      this.granted = this.n = Math.min(SLICE, this.budget);
      return;
    }
    this.n = SLICE;
  }

  /** check, then yield to the event loop when more than ~10 ms passed since the last yield. */
  async checkAsync(): Promise<void> {
    this.check();
    const now = Date.now();
    if (now - this.lastYield > YIELD_MS) {
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      this.lastYield = Date.now();
      this.check();
    }
  }
}

/**
 * Charges `slices` calls of c.slice() at once, for a loop that ran their passes in one step
 * (table-fill.ts appendRun): the countdown and the budget end as those calls would leave them.
 * Returns false, charging nothing, when the budget would run out within them: the loop then
 * runs them one by one and stops where it always did. Cancellation is not polled here: the
 * next check after the step sees it, as if the signal had come that much later (the step is
 * bounded, table-fill.ts MAX_RUN). A function, not a method: bundles without fill loops drop it.
 */
export function chargeSlices(c: InterruptClock, slices: number): boolean {
  let n = c.n, budget = c.budget, granted = c.granted;
  for (let i = 0; i < slices; i++) {
    n -= LOOP_SLICE;
    if (n >= 0) continue;
    // InterruptClock.check without its poll of the signal and the flag
    if (budget === Infinity) n = SLICE;
    else {
      budget -= granted - n;
      if (budget < 0) return false;
      granted = n = Math.min(SLICE, budget);
    }
  }
  c.n = n;
  c.budget = budget;
  c.granted = granted;
  return true;
}

/** The clock of code whose environment has none of its own (plain chunks, tests). */
export const clock = /* @__PURE__ */ new InterruptClock();

const clocks = /* @__PURE__ */ new WeakMap<object, InterruptClock>();

/** Gives an environment table its run's clock: chunks called with `env` check that clock. */
export function bindClock(env: object, c: InterruptClock): void {
  clocks.set(env, c);
}

/** The clock a chunk called with `env` checks (generated code, once per chunk call). */
export function clockOf(env: unknown): InterruptClock {
  return (typeof env === 'object' && env !== null && clocks.get(env)) || clock;
}

/** Sets the process-wide default clock's state (for code whose environment has no clock). */
export function setInterruptState(state: InterruptState): void {
  clock.reset(state);
}
