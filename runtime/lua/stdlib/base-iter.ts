// next, pairs, ipairs (lbaselib.c). Order: tables.ts LuaTable.next.
import type { LuaResult, LuaValue } from '../values.js';
import { LuaTable, tableNext } from '../tables.js';
import { metamethod } from '../metatables.js';
import { callable } from '../calls.js';
import { index } from '../indexing.js';
import { checkAny, checkTable } from './args.js';

/** next(t, k) */
export function base_next(t?: LuaValue, k?: LuaValue): LuaValue | LuaValue[] {
  const tt = checkTable(t, 1, 'next', arguments.length);
  const r = tableNext(tt, k);
  return r === undefined ? undefined : r;
}

/** pairs(t): honours __pairs (its first three results). */
export function base_pairs(t?: LuaValue): LuaResult | Promise<LuaResult> {
  if (arguments.length === 0) checkAny(0, 1, 'pairs');
  const mm = metamethod(t, '__pairs');
  if (mm !== undefined) {
    const r = callable(mm)(t);
    if (r instanceof Promise) return r.then(firstThree);
    return firstThree(r);
  }
  // lua returns next and fails in the loop's first call, naming it 'for iterator'
  return [t instanceof LuaTable ? base_next : forIteratorNext, t, undefined];
}

function forIteratorNext(t?: LuaValue, k?: LuaValue): LuaValue | LuaValue[] {
  const r = tableNext(checkTable(t, 1, 'for iterator'), k);
  return r === undefined ? undefined : r;
}

function firstThree(r: LuaResult): LuaValue[] {
  return Array.isArray(r) ? [r[0], r[1], r[2]] : [r, undefined, undefined];
}

function ipairsStep(t: LuaValue, i: LuaValue): LuaValue | LuaValue[] {
  const k = (i as number) + 1;
  const v = t instanceof LuaTable && t.metatable === undefined ? t.get(k) : index(t, k);
  return v === undefined ? undefined : [k, v];
}

/** ipairs(t): iterates t[1], t[2], ... until a nil, honouring __index. */
export function base_ipairs(t?: LuaValue): LuaValue[] {
  if (arguments.length === 0) checkAny(0, 1, 'ipairs');
  return [ipairsStep, t, 0];
}
