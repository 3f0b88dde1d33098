// Table constructors `{ a, b, k = v, [e] = f }`.
import type { LuaValue } from './values.js';
import { LuaTable } from './tables.js';
import { ceillog2, pow2 } from './table-border.js';

/**
 * A table constructor's value: `items` are the positional values 1..n (holes allowed: `{1, nil, 3}`
 * has `#t == 3`), `pairs` the keyed fields as a flat [k1, v1, k2, v2, ...] list in source order.
 */
export function tableFrom(items?: LuaValue[], pairs?: LuaValue[]): LuaTable {
  const t = new LuaTable();
  const nitems = items === undefined ? 0 : items.length;
  const npairs = pairs === undefined ? 0 : pairs.length / 2;
  // lvm.c OP_NEWTABLE sizes: the array part for the positional items, nodes for the keyed fields
  if (nitems > 0 || npairs > 0) t.resized(nitems, npairs > 0 ? pow2(ceillog2(npairs)) : 0, 0);
  // lua stores keyed fields as they come, then the positional ones (OP_SETLIST at the end)
  if (pairs !== undefined && !t.initStrs(pairs)) {
    for (let i = 0; i < pairs.length; i += 2) {
      const v = pairs[i + 1];
      const k = pairs[i];
      if (v !== undefined || k === undefined || k !== k) t.set(k, v);
    }
  }
  if (items !== undefined && items.length > 0) {
    let n = items.length;
    while (n > 0 && items[n - 1] === undefined) n--;
    if (n === 0) {
      // no value: the table's own empty array part stays
    } else if (pairs === undefined || pairs.length === 0) {
      const arr = (t.arr = items.slice(0, n)); // copied: items may be a shared result list
      for (let i = 0; i < n; i++) if (arr[i] === undefined) t.holes++;
    } else {
      for (let i = 0; i < n; i++) t.set(i + 1, items[i]);
    }
  }
  return t;
}
