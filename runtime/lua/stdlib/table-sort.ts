// table.sort: lua 5.4's own quicksort (ltablib.c auxsort/partition), so ties and the
// "invalid order function" error come out as in lua5.4. An async comparator gets a copy of the
// algorithm with awaits (table-sort-async.ts).
import type { LuaValue } from '../values.js';
import { LuaTable, tableLength } from '../tables.js';
import { LuaError, msgArrayTooBig, msgInvalidOrder } from '../errors.js';
import { lt } from '../compare.js';
import { callable, EMPTY, one } from '../calls.js';
import { index, setindex } from '../indexing.js';
import { len } from '../concat.js';
import { checkTable, typeError } from './args.js';
import { sortAsync } from './table-sort-async.js';
import { RANLIMIT, choosePivot, randomizePivot } from './table-sort-pivot.js';

/** Signals that a comparator returned a Promise: the sort restarts asynchronously. */
class WentAsync {
  constructor(readonly pending: Promise<unknown>) {}
}

/** table.sort(t, comp?) */
export function table_sort(t?: LuaValue, comp?: LuaValue): LuaValue[] | Promise<LuaValue[]> {
  if (!lessPrimed) primeLessWith();
  const tt = checkTable(t, 1, 'sort', arguments.length);
  const n0 = tt.metatable === undefined ? tableLength(tt) : len(tt);
  const n = typeof n0 === 'number' ? n0 : 0;
  if (n <= 1) return EMPTY;
  if (n >= 2147483647) throw new LuaError(msgArrayTooBig());
  if (comp !== undefined && typeof comp !== 'function') typeError(2, 'sort', 'function', comp);
  if (comp === undefined && tt.metatable === undefined && n <= tt.arr.length && (!tt.bitras || n <= tt.alimit) && sortNumbers(tt.arr, n)) return EMPTY;
  const f = comp === undefined ? undefined : callable(comp);
  const isAsync = f !== undefined && f.constructor.name === 'AsyncFunction';
  if (f !== undefined && !isAsync) {
    try {
      auxsortWith(tt, 1, n, f, 0);
      return EMPTY;
    } catch (e) {
      if (!(e instanceof WentAsync)) throw e;
      e.pending.catch(() => {}); // the comparison is redone by the async copy, from the table as it is now
    }
  }
  if (f === undefined) {
    if (tt.metatable === undefined) {
      // only numbers or only strings: JS `<` on a copy. Nothing can observe the table while it
      // sorts (no metamethod, no comparator), and the copy's swaps are lua's, so writing it back
      // (also after "invalid order function") leaves what lua5.4's in-place sort leaves
      const a = copyOf(tt, n);
      if (homogeneous(a, n)) {
        try {
          auxsortRaw(a, 1, n, 0);
        } finally {
          writeBack(tt, a, n);
        }
        return EMPTY;
      }
    }
    // anything else compares with lua's `<` (an `__lt` may read or change the table) on the table
    // itself, through its `__index`/`__newindex` when it has them, as lua5.4 does
    auxsortWith(tt, 1, n, lt, 0);
    return EMPTY;
  }
  const a = copyOf(tt, n);
  return sortAsync(a, n, f).then(() => {
    writeBack(tt, a, n);
    return EMPTY;
  });
}

/**
 * The default order on a plain table whose array part holds keys 1..n within lua's alimit (the
 * caller checks it: then get(i) and set(i) are arr[i - 1], with no layout change) and whose values are all JS numbers, none NaN: sorted in place through a typed array, whose
 * sort is native code. Without NaN, lua's `<` on these values is a total order (integers are exact
 * doubles, -0 is never a raw number), so every correct sort gives lua's result and auxsort cannot
 * raise "invalid order function" on them. Returns false, touching nothing, on any other value.
 * Int32 values go through an Int32Array: its elements read back as small integers, so the array
 * part keeps V8's integer elements kind (doubles written back would turn it into a double array,
 * whose every later read allocates).
 */
function sortNumbers(arr: LuaValue[], n: number): boolean {
  // each loop is a function of its own: V8 compiles a loop on its first long run (OSR), and an
  // OSR'd sortNumbers stopped at the typed array it had not yet seen made, again at every call
  // (a deopt per table.sort, the rest of that call unoptimized)
  const kind = numbersKind(arr, n);
  if (kind === NOT_NUMBERS) return false;
  const sorted = kind === INTS ? new Int32Array(n) : new Float64Array(n);
  copyInto(sorted, arr, n);
  sorted.sort();
  copyBack(arr, sorted, n);
  return true;
}

const NOT_NUMBERS = 0, INTS = 1, FLOATS = 2;

/** INTS when arr[0..n-1] are all int32 numbers, FLOATS when all are numbers (none NaN), else NOT_NUMBERS. */
function numbersKind(arr: LuaValue[], n: number): number {
  let kind = INTS;
  for (let i = 0; i < n; i++) {
    const v = arr[i];
    if (typeof v !== 'number' || v !== v) return NOT_NUMBERS;
    if ((v | 0) !== v) kind = FLOATS;
  }
  return kind;
}

function copyInto(sorted: Int32Array | Float64Array, arr: LuaValue[], n: number): void {
  for (let i = 0; i < n; i++) sorted[i] = arr[i] as number;
}

function copyBack(arr: LuaValue[], sorted: Int32Array | Float64Array, n: number): void {
  for (let i = 0; i < n; i++) arr[i] = sorted[i];
}

/** t[1..n] read into a 1-based array. */
function copyOf(t: LuaTable, n: number): LuaValue[] {
  const a: LuaValue[] = new Array(n + 1);
  for (let i = 1; i <= n; i++) a[i] = rd(t, i);
  return a;
}

function writeBack(t: LuaTable, a: LuaValue[], n: number): void {
  for (let i = 1; i <= n; i++) wr(t, i, a[i]);
}

function swap(a: LuaValue[], i: number, j: number): void {
  const x = a[i];
  a[i] = a[j];
  a[j] = x;
}

// Two copies of ltablib.c auxsort, same steps, so the same order and errors: auxsortWith on the
// table itself, comparing with a function (the comparator, or lua's `<` for the default order),
// and auxsortRaw on a copy of only numbers or only strings with no comparator, where lua's lt is
// JS `<` written in (our integers are exact doubles; byte strings compare by code unit like
// strcmp; NaN compares false either way).

let lessPrimed = false;

/**
 * Gives lessWith's comparator call more targets than V8 inlines (a megamorphic call site) before
 * any sort runs. Inlined, the first comparator was guarded by its identity: the next sort's
 * comparator, a new closure of the same Lua function (`table.sort(t, function ...)` in a loop),
 * deoptimized auxsortWith and its callers, and so did a second comparator function; each time the
 * sort ran unoptimized until compiled again. Once per process, from the first sort (no top-level
 * side effects: issue #6).
 */
function primeLessWith(): void {
  lessPrimed = true;
  const fs = [(x: LuaValue, y: LuaValue) => x === y, (x: LuaValue, y: LuaValue) => x !== y, (x: LuaValue) => x === undefined, (x: LuaValue) => x !== undefined, () => false];
  for (let i = 0; i < 40; i++) for (const g of fs) lessWith(g, i, undefined);
}

/** The comparator's result as a truth value; a Promise sends the sort to its async copy. */
function lessWith(f: (x: LuaValue, y: LuaValue) => unknown, x: LuaValue, y: LuaValue): boolean {
  const r = f(x, y);
  if (r === true) return true;
  if (r === false || r === undefined) return false;
  if (r instanceof Promise) throw new WentAsync(r);
  const v = one(r as LuaValue);
  return v !== undefined && v !== false;
}

/** Whether a[1..n] are all JS numbers or all strings (lt on them is JS `<`). */
function homogeneous(a: LuaValue[], n: number): boolean {
  const kind = typeof a[1];
  if (kind !== 'number' && kind !== 'string') return false;
  for (let i = 2; i <= n; i++) if (typeof a[i] !== kind) return false;
  return true;
}

/**
 * ltablib.c auxsort and partition with a comparator, on the table itself: every read and write is
 * the lua_geti / lua_seti lua5.4 makes, in its order, and a swap writes the two values read before
 * the comparison (set2), so a comparator that reads or changes the table sees and gets what it
 * does under lua5.4 (a sort on a copy showed it the unsorted table), and an error part way leaves
 * the table as lua5.4 leaves it. Through the metamethods when the table has a metatable.
 */
function auxsortWith(t: LuaTable, lo: number, up: number, f: (x: LuaValue, y: LuaValue) => unknown, rnd: number): void {
  while (lo < up) {
    let x = rd(t, lo), y = rd(t, up);
    if (lessWith(f, y, x)) set2(t, lo, y, up, x); // a[up] < a[lo]
    if (up - lo === 1) break;
    let p = up - lo < RANLIMIT || rnd === 0 ? Math.floor((lo + up) / 2) : choosePivot(lo, up, rnd);
    x = rd(t, p);
    y = rd(t, lo);
    if (lessWith(f, x, y)) set2(t, p, y, lo, x); // a[p] < a[lo]
    else {
      y = rd(t, up);
      if (lessWith(f, y, x)) set2(t, p, y, up, x); // a[up] < a[p]
    }
    if (up - lo === 2) break;
    const P = rd(t, p); // the pivot
    set2(t, p, rd(t, up - 1), up - 1, P);
    // partition: a[lo .. i] <= P <= a[j .. up], a[up - 1] == P
    let i = lo, j = up - 1;
    for (;;) {
      let ai: LuaValue, aj: LuaValue;
      while ((ai = rd(t, ++i), lessWith(f, ai, P))) {
        if (i === up - 1) throw new LuaError(msgInvalidOrder());
      }
      while ((aj = rd(t, --j), lessWith(f, P, aj))) {
        if (j < i) throw new LuaError(msgInvalidOrder());
      }
      if (j < i) {
        set2(t, up - 1, ai, i, P);
        break;
      }
      set2(t, i, aj, j, ai);
    }
    p = i;
    let small: number;
    if (p - lo < up - p) {
      auxsortWith(t, lo, p - 1, f, rnd);
      small = p - lo;
      lo = p + 1;
    } else {
      auxsortWith(t, p + 1, up, f, rnd);
      small = up - p;
      up = p - 1;
    }
    if (Math.floor((up - lo) / 128) > small) rnd = randomizePivot();
  }
}

/** lua_geti(L, 1, i) on the table being sorted. */
function rd(t: LuaTable, i: number): LuaValue {
  return t.metatable === undefined ? t.get(i) : (index(t, i) as LuaValue);
}

/**
 * lua_seti(L, 1, i) on the table being sorted. A swap stores a value into a present element of
 * the array part (set's first case: no layout change) in place: set() inlined at each of
 * auxsortWith's ten stores made its TurboFan compiles larger, and its call ran at every store
 * before them (sort.lua 2,388.6 M -> 2,334.3 M instructions). Anything else goes through set().
 */
function wr(t: LuaTable, i: number, v: LuaValue): void {
  const arr = t.arr;
  if (t.metatable !== undefined) setindex(t, i, v);
  else if (v !== undefined && i <= arr.length && arr[i - 1] !== undefined && (!t.bitras || i <= t.alimit)) arr[i - 1] = v;
  else t.set(i, v);
}

/** ltablib.c set2: t[i] = vi, then t[j] = vj (lua_seti). */
function set2(t: LuaTable, i: number, vi: LuaValue, j: number, vj: LuaValue): void {
  wr(t, i, vi);
  wr(t, j, vj);
}

function auxsortRaw(a: LuaValue[], lo: number, up: number, rnd: number): void {
  const b = a as Array<number | string>;
  while (lo < up) {
    if (b[up]! < b[lo]!) swap(a, lo, up);
    if (up - lo === 1) break;
    let p = up - lo < RANLIMIT || rnd === 0 ? Math.floor((lo + up) / 2) : choosePivot(lo, up, rnd);
    if (b[p]! < b[lo]!) swap(a, p, lo);
    else if (b[up]! < b[p]!) swap(a, p, up);
    if (up - lo === 2) break;
    const P = b[p]!;
    swap(a, p, up - 1);
    let i = lo, j = up - 1;
    for (;;) {
      while (b[++i]! < P) {
        if (i === up - 1) throw new LuaError(msgInvalidOrder());
      }
      while (P < b[--j]!) {
        if (j < i) throw new LuaError(msgInvalidOrder());
      }
      if (j < i) break;
      swap(a, i, j);
    }
    swap(a, up - 1, i);
    p = i;
    let small: number;
    if (p - lo < up - p) {
      auxsortRaw(a, lo, p - 1, rnd);
      small = p - lo;
      lo = p + 1;
    } else {
      auxsortRaw(a, p + 1, up, rnd);
      small = up - p;
      up = p - 1;
    }
    if (Math.floor((up - lo) / 128) > small) rnd = randomizePivot();
  }
}
