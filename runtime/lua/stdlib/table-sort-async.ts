// table.sort with a comparator that suspends: the algorithm of table-sort.ts with awaits.
import type { LuaFunction, LuaValue } from '../values.js';
import { LuaError, msgInvalidOrder } from '../errors.js';
import { one } from '../calls.js';
import { RANLIMIT, choosePivot, randomizePivot } from './table-sort-pivot.js';

/** Sorts a[1..n] in place with an async comparator, exactly as the synchronous auxsort does. */
export async function sortAsync(a: LuaValue[], n: number, f: LuaFunction): Promise<void> {
  const less = async (x: LuaValue, y: LuaValue): Promise<boolean> => {
    const v = one(await f(x, y));
    return v !== undefined && v !== false;
  };
  const swap = (i: number, j: number): void => {
    const x = a[i];
    a[i] = a[j];
    a[j] = x;
  };
  const auxsort = async (lo: number, up: number, rnd: number): Promise<void> => {
    while (lo < up) {
      if (await less(a[up], a[lo])) swap(lo, up);
      if (up - lo === 1) break;
      let p = up - lo < RANLIMIT || rnd === 0 ? Math.floor((lo + up) / 2) : choosePivot(lo, up, rnd);
      if (await less(a[p], a[lo])) swap(p, lo);
      else if (await less(a[up], a[p])) swap(p, up);
      if (up - lo === 2) break;
      const P = a[p];
      swap(p, up - 1);
      let i = lo, j = up - 1;
      for (;;) {
        while (await less(a[++i], P)) {
          if (i === up - 1) throw new LuaError(msgInvalidOrder());
        }
        while (await less(P, a[--j])) {
          if (j < i) throw new LuaError(msgInvalidOrder());
        }
        if (j < i) break;
        swap(i, j);
      }
      swap(up - 1, i);
      p = i;
      let small: number;
      if (p - lo < up - p) {
        await auxsort(lo, p - 1, rnd);
        small = p - lo;
        lo = p + 1;
      } else {
        await auxsort(p + 1, up, rnd);
        small = up - p;
        up = p - 1;
      }
      if (Math.floor((up - lo) / 128) > small) rnd = randomizePivot();
    }
  };
  await auxsort(1, n, 0);
}
