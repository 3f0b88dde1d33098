// A fill loop's appends stored at once (compiler/lua/generate/shared/array-part.ts fillFast):
// `for i = #t + 1, n do t[i] = v end` on a table with no metatable.
//
// Why: appended one by one, an array part grows by doublings (tables.ts reserve), and each
// doubling copies it into a new, larger backing store whose every page the kernel then faults
// in: two million appends of intloop's sieve touched about 32 MB for a 16 MB array, and the
// page faults were most of that loop's time. Stored at once, the array gets its final backing
// store in one allocation.
import { LuaTable } from './tables.js';
import type { LuaValue } from './values.js';
import { rehash } from './table-border.js';
import { chargeSlices, LOOP_SLICE, type InterruptClock } from './interrupts.js';

/**
 * Most keys one run stores: its passes go by without a cancellation poll (chargeSlices), so this
 * bounds how much later a cancellation is seen (about 20 ms of stores here).
 */
const MAX_RUN = 1 << 22;

/**
 * Stores v at keys from..to of t (from = t's array length + 1, so each is an append) as the loop
 * `for k = from, to do t[k] = v end` would, when nothing but the stores can happen in it: t is a
 * table with no metatable (no `__newindex`), no integer key in its hash part, lua's array size
 * not a BITRAS hint, and no key deleted since lua's last rehash (whose node an append could take
 * back); v is not nil. The loop's remaining LOOP_SLICE blocks are charged to `clock` as their
 * checkpoints would (chargeSlices). Returns false, changing nothing, when any of this does not
 * hold or the budget would run out within the run: the loop then goes on one block at a time.
 *
 * lua's layout ends as the appends one by one leave it: each key past lua's array size takes a
 * free hash node or rehashes (LuaTable.setSlow, addedKey), and rehash counts the keys up to the
 * one being added (its `len`), which arr already holds with the rest of the run.
 */
export function appendRun(t: LuaValue, from: number, to: number, v: LuaValue, clock: InterruptClock): boolean {
  if (!(t instanceof LuaTable) || v === undefined || from !== t.arr.length + 1 || !(to >= from && to - from < MAX_RUN) || !Number.isInteger(to)) return false;
  if (t.metatable !== undefined || t.hashInts !== 0 || t.bitras || (t.ext?.dead?.size ?? 0) > 0) return false;
  if (!chargeSlices(clock, Math.ceil((to - from + 1) / LOOP_SLICE) - 1)) return false;
  const arr = t.own();
  arr.length = to; // one allocation, holes
  arr.fill(v, from - 1);
  for (let k = from; k <= to; ) {
    if (k <= t.alimit) k = t.alimit + 1; // appends inside lua's array size
    else if (t.hfree > 0) {
      // free hash nodes, one per key (rehash clears the dead keys, and none are made here)
      const n = Math.min(t.hfree, to - k + 1);
      t.hfree -= n;
      k += n;
    } else rehash(t, k++);
  }
  return true;
}
