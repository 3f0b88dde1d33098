// table.sort: lua 5.4's own quicksort (ltablib.c auxsort/partition), so ties and the
// "invalid order function" error come out as in lua5.4. An async comparator gets a copy of the
// algorithm with awaits (table-sort-async.ts).
import type { LuaValue } from '../values.js';
import { LuaTable } from '../tables.js';
import { LuaError, msgArrayTooBig, msgInvalidOrder } from '../errors.js';
import { lt } from '../compare.js';
import { callable, one } from '../calls.js';
import { index, setindex } from '../indexing.js';
import { len } from '../concat.js';
import { checkTable, typeError } from './args.js';
import { sortAsync } from './table-sort-async.js';
import { RANLIMIT, choosePivot, randomizePivot } from './table-sort-pivot.js';

/** Signals that a comparator returned a Promise: the sort restarts asynchronously. */
class WentAsync {
  constructor(readonly pending: Promise<unknown>) {}
}

type Less = (x: LuaValue, y: LuaValue) => boolean;

/** table.sort(t, comp?) */
export function table_sort(t?: LuaValue, comp?: LuaValue): undefined | LuaValue[] | Promise<LuaValue[]> {
  const tt = checkTable(t, 1, 'sort', arguments.length);
  const n0 = tt.metatable === undefined ? tt.length() : len(tt);
  const n = typeof n0 === 'number' ? n0 : 0;
  if (n <= 1) return [];
  if (n >= 2147483647) throw new LuaError(msgArrayTooBig());
  if (comp !== undefined && typeof comp !== 'function') typeError(2, 'sort', 'function', comp);
  const a: LuaValue[] = new Array(n + 1); // 1-based like the table
  for (let i = 1; i <= n; i++) a[i] = tt.metatable === undefined ? tt.get(i) : index(tt, i);
  const f = comp === undefined ? undefined : callable(comp);
  const isAsync = f !== undefined && f.constructor.name === 'AsyncFunction';
  if (!isAsync) {
    try {
      const less: Less = f === undefined ? lt : (x, y) => {
        const r = f(x, y);
        if (r instanceof Promise) throw new WentAsync(r);
        const v = one(r);
        return v !== undefined && v !== false;
      };
      auxsort(a, 1, n, less, 0);
      writeBack(tt, a, n);
      return [];
    } catch (e) {
      if (!(e instanceof WentAsync)) throw e;
      e.pending.catch(() => {}); // the comparison is redone below
    }
  }
  return sortAsync(a, n, f!).then(() => {
    writeBack(tt, a, n);
    return [];
  });
}

function writeBack(t: LuaTable, a: LuaValue[], n: number): void {
  for (let i = 1; i <= n; i++) {
    if (t.metatable === undefined) t.set(i, a[i]);
    else setindex(t, i, a[i]);
  }
}

function swap(a: LuaValue[], i: number, j: number): void {
  const x = a[i];
  a[i] = a[j];
  a[j] = x;
}

function auxsort(a: LuaValue[], lo: number, up: number, less: Less, rnd: number): void {
  while (lo < up) {
    if (less(a[up], a[lo])) swap(a, lo, up);
    if (up - lo === 1) break;
    // lua starts with rnd = 0: the middle point
    let p = up - lo < RANLIMIT || rnd === 0 ? Math.floor((lo + up) / 2) : choosePivot(lo, up, rnd);
    if (less(a[p], a[lo])) swap(a, p, lo);
    else if (less(a[up], a[p])) swap(a, p, up);
    if (up - lo === 2) break;
    const P = a[p];
    swap(a, p, up - 1);
    // partition: a[lo .. i] <= P <= a[j .. up], a[up - 1] == P
    let i = lo, j = up - 1;
    for (;;) {
      while (less(a[++i], P)) {
        if (i === up - 1) throw new LuaError(msgInvalidOrder());
      }
      while (less(P, a[--j])) {
        if (j < i) throw new LuaError(msgInvalidOrder());
      }
      if (j < i) break;
      swap(a, i, j);
    }
    swap(a, up - 1, i);
    p = i;
    let small: number;
    if (p - lo < up - p) {
      auxsort(a, lo, p - 1, less, rnd);
      small = p - lo;
      lo = p + 1;
    } else {
      auxsort(a, p + 1, up, less, rnd);
      small = up - p;
      up = p - 1;
    }
    if (Math.floor((up - lo) / 128) > small) rnd = randomizePivot(); // partition too imbalanced
  }
}
