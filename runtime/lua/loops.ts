// Loop helpers for compiled code: numeric for preparation (lvm.c forprep/forlimit), the generic
// for's four values, and to-be-closed variables (`<close>` locals and the generic for's closing
// value, lfunc.c luaF_close).
import type { LuaValue } from './values.js';
import { LuaFloat } from './values.js';
import { LuaError } from './errors.js';
import { errorAt, errorValue } from './error-positions.js';
import { metamethod, objTypeName } from './metatables.js';
import { str2number } from './numbers.js';
import { callable } from './calls.js';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

type Num = number | bigint | LuaFloat;

/** A for loop's start, limit or step as a number (strings convert, lvm.c forprep). */
function toNum(v: LuaValue, what: string): Num {
  if (typeof v === 'number' || typeof v === 'bigint' || v instanceof LuaFloat) return v;
  if (typeof v === 'string') {
    const n = str2number(v);
    if (n !== undefined) return n;
  }
  throw new LuaError(`bad 'for' ${what} (number expected, got ${objTypeName(v)})`);
}

const isInt = (v: Num): v is number | bigint => typeof v === 'bigint' || (typeof v === 'number' && Number.isInteger(v));
const toF = (v: Num): number => (v instanceof LuaFloat ? v.n : Number(v));

/**
 * The limit of an integer loop as a safe JS integer (lvm.c forlimit): floats are floored (step > 0)
 * or ceiled, and limits beyond the safe range are clipped (such a loop cannot run that far).
 */
export function forLimit(limit: LuaValue, start: number, step: number): number {
  if (typeof limit === 'number' && Number.isInteger(limit)) return limit;
  const l = toNum(limit, 'limit');
  if (typeof l === 'bigint') return l > 0n ? MAX_SAFE : -MAX_SAFE;
  let f = toF(l);
  // lvm.c forlimit: NaN is "not above 0", so a NaN limit stops an up-loop and clips a down-loop
  if (Number.isNaN(f)) return step > 0 ? start - 1 : -MAX_SAFE;
  f = step > 0 ? Math.floor(f) : Math.ceil(f);
  return Math.max(-MAX_SAFE, Math.min(MAX_SAFE, f));
}

/** A prepared numeric loop: the generated loop counts $i from first by step while within last. */
export class ForLoop {
  constructor(
    readonly first: number,
    readonly last: number,
    readonly step: number,
    /**
     * 0: $i is the integer value; 1: float loop; 2: big integers, $i counts iterations; 3: one
     * pass (a float loop with a NaN bound or step) whose value is `once`.
     */
    readonly kind: 0 | 1 | 2 | 3,
    private readonly base = 0n,
    private readonly bigStep = 0n,
    private readonly once = 0,
  ) {}

  /** The loop variable's value for counter i (kinds 1, 2 and 3). */
  value(i: number): LuaValue {
    if (this.kind === 1) return Number.isInteger(i) ? new LuaFloat(i) : i;
    if (this.kind === 0) return i;
    if (this.kind === 3) return Number.isInteger(this.once) ? new LuaFloat(this.once) : this.once;
    const v = BigInt.asIntN(64, this.base + BigInt(i * this.step) * this.bigStep);
    const n = Number(v);
    return Number.isSafeInteger(n) ? n : v;
  }
}

/** lvm.c forprep for any start, limit and step. */
export function forPrep(start: LuaValue, limit: LuaValue, step: LuaValue): ForLoop {
  // safe integers throughout (the common case): no BigInt
  if (typeof start === 'number' && typeof step === 'number' && typeof limit === 'number'
    && Number.isInteger(start) && Number.isInteger(step) && Number.isInteger(limit) && step !== 0
    && Math.abs(start) + Math.abs(limit) <= MAX_SAFE) {
    if (step > 0 ? start > limit : start < limit) return step > 0 ? EMPTY_UP : EMPTY_DOWN;
    const diff = step > 0 ? limit - start : start - limit; // exact: |start| + |limit| is safe
    const t = step > 0 ? step : -step;
    const count = (diff - (diff % t)) / t; // iterations - 1
    return new ForLoop(start, start + count * step, step, 0);
  }
  return forPrepSlow(start, limit, step);
}

function forPrepSlow(start: LuaValue, limit: LuaValue, step: LuaValue): ForLoop {
  const s = toNum(start, 'initial value');
  const l = toNum(limit, 'limit');
  const t = toNum(step, 'step');
  if (typeof start !== 'string' && typeof step !== 'string' && isInt(s) && isInt(t)) {
    if (t === 0 || t === 0n) throw new LuaError("'for' step is zero");
    const bs = BigInt(s);
    const bt = BigInt(t);
    // forlimit: the limit as an integer, clipped; whether the loop runs at all
    let bl: bigint;
    if (isInt(l)) bl = BigInt(l);
    else {
      const f = toF(l);
      if (Number.isNaN(f) && bt > 0n) return empty(bt);
      const r = Number.isNaN(f) ? -(2 ** 63) : bt > 0n ? Math.floor(f) : Math.ceil(f);
      if (r >= 2 ** 63) bl = (1n << 63n) - 1n;
      else if (r < -(2 ** 63)) bl = -(1n << 63n);
      else bl = BigInt(r);
    }
    if (bt > 0n ? bs > bl : bs < bl) return empty(bt);
    const count = bt > 0n ? (bl - bs) / bt : (bs - bl) / -bt; // iterations - 1, never overflows
    if (typeof s === 'number' && typeof t === 'number' && Math.abs(s) + Number(count) * Math.abs(t) <= MAX_SAFE) {
      return new ForLoop(s, s + Number(count) * t, t, 0);
    }
    // the counter runs in the step's direction, so a loop whose step sign is known statically works
    const n = count > BigInt(MAX_SAFE) ? MAX_SAFE : Number(count);
    const dir = bt > 0n ? 1 : -1;
    return new ForLoop(0, n * dir, dir, 2, bs, bt);
  }
  const fs = toF(s);
  const fl = toF(l);
  const ft = toF(t);
  if (ft === 0) throw new LuaError("'for' step is zero");
  if (fs !== fs || fl !== fl || ft !== ft) {
    // lvm.c forprep skips a float loop only when `0 < step ? limit < init : init < limit`; a NaN
    // start, limit or step passes that test and fails floatforloop's after the first pass: the
    // body runs once, with the start (`for i = 1.0, 0/0` prints 1.0, `for i = 0/0, 1` prints nan)
    if (0 < ft ? fl < fs : fs < fl) return ft > 0 ? EMPTY_UP : EMPTY_DOWN;
    return new ForLoop(0, 0, ft > 0 ? 1 : -1, 3, 0n, 0n, fs);
  }
  return new ForLoop(fs, fl, ft, 1);
}

/** A loop that runs zero times whichever way the generated code compares. */
function empty(step: bigint): ForLoop {
  return step > 0n ? EMPTY_UP : EMPTY_DOWN;
}
const EMPTY_UP = new ForLoop(1, 0, 1, 0);
const EMPTY_DOWN = new ForLoop(0, 1, -1, 0);

/** The generic for's iterator, state, control and closing values (lua 5.4 adjusts to four). */
export function forIn(f?: LuaValue, s?: LuaValue, c?: LuaValue, closing?: LuaValue): [ReturnType<typeof callable>, LuaValue, LuaValue, LuaValue] {
  const next = typeof f === 'function' ? f : callableIterator(f);
  if (closing !== undefined && closing !== false) toClose(closing, '(for state)');
  return [next, s, c, closing];
}

function callableIterator(f: LuaValue) {
  if (metamethod(f, '__call') === undefined) {
    throw new LuaError(`attempt to call a ${objTypeName(f)} value (for iterator 'for iterator')`);
  }
  return callable(f);
}

/** Checks a `<close>` value: nil and false are ignored, anything else needs `__close`. */
export function toClose(v: LuaValue, name: string): void {
  if (v === undefined || v === false) return;
  if (metamethod(v, '__close') === undefined) throw new LuaError(`variable '${name}' got a non-closable value`);
}

// The value closeOnError just closed: the `finally` that runs next must not close it again.
let closedByError: LuaValue;
let pendingSkip = false;

/**
 * Closes v after an error: calls `__close(v, err)` and returns what to throw on. `chunk` and `line`
 * are the closing function's: lua positions an error as it raises it, so the handler sees
 * `chunk:line: msg`; an error of this very frame (level 1) gets that position here, the step the
 * frame's own catch (errorAt) would take later and then leaves alone.
 */
export function closeOnError(v: LuaValue, e: unknown, chunk: string, line: number): unknown {
  pendingSkip = true;
  closedByError = v;
  if (v === undefined || v === false) return e;
  const mm = metamethod(v, '__close');
  if (mm === undefined) return e;
  if (e instanceof LuaError && e.level === 1 && line > 0) e = errorAt(e, chunk, line);
  try {
    callable(mm)(v, errorValue(e));
  } catch (e2) {
    return e2;
  }
  return e;
}

/** Closes v on a normal exit (end of block, break, goto, return): `__close(v, nil)`. */
export function closeOnExit(v: LuaValue): void {
  if (pendingSkip && closedByError === v) {
    pendingSkip = false;
    closedByError = undefined;
    return;
  }
  if (v === undefined || v === false) return;
  const mm = metamethod(v, '__close');
  if (mm === undefined) throw new LuaError(`metamethod 'close'`);
  callable(mm)(v, undefined);
}
