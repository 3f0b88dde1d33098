// Cancelling a run from another thread (reference §10; language.md §7). An AbortSignal only fires
// on its own thread's event loop, which a synchronous Lua loop (`local function f() while true do
// end end f()`) never gives back. A SharedAbortController keeps its state in a SharedArrayBuffer:
// the checkpoints of compiled code read it directly, and any thread the buffer was posted to can
// set it. Its `signal` fires too, as soon as its own thread is free (Atomics.waitAsync), so calls
// in flight are interrupted the same way as with a plain AbortController.

const flags = new WeakMap<AbortSignal, Int32Array>();

/** Atomics.waitAsync (ES2024; in Node since 16), typed here because the project's lib is ES2023. */
type WaitAsync = (a: Int32Array, index: number, value: number) => { async: false; value: string } | { async: true; value: Promise<string> };
const waitAsync = (Atomics as unknown as { waitAsync: WaitAsync }).waitAsync;

/** The shared cancel flag behind a SharedAbortController's signal, if it is one. */
export function sharedFlagOf(signal: AbortSignal | undefined): Int32Array | undefined {
  return signal === undefined ? undefined : flags.get(signal);
}

/** An AbortController whose abort can come from any thread, and which compiled loops see at once. */
export class SharedAbortController {
  /** Post this to another thread; `SharedAbortController.abort(buffer)` there cancels the run. */
  readonly buffer: SharedArrayBuffer;
  readonly signal: AbortSignal;
  private readonly flag: Int32Array;
  private readonly controller = new AbortController();

  constructor(buffer: SharedArrayBuffer = new SharedArrayBuffer(4)) {
    this.buffer = buffer;
    this.flag = new Int32Array(buffer, 0, 1);
    this.signal = this.controller.signal;
    flags.set(this.signal, this.flag);
    const wait = waitAsync(this.flag, 0, 0);
    // One waiter per controller; it does not keep the process alive.
    if (wait.async) void wait.value.then(() => this.controller.abort());
    else this.controller.abort();
  }

  /** Aborts from this thread. */
  abort(): void {
    SharedAbortController.abort(this.buffer);
    this.controller.abort();
  }

  /** Aborts the controller built over `buffer`, from any thread. */
  static abort(buffer: SharedArrayBuffer): void {
    const flag = new Int32Array(buffer, 0, 1);
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
  }
}
