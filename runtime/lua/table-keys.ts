// Table key normalisation and the deterministic key order of spec language.md §1 / reference §6.
import { LuaFloat, type LuaValue } from './values.js';
import { floatToInt } from './numbers.js';

/**
 * The canonical key for k: integral floats become integers; a remaining LuaFloat (beyond int64)
 * is unboxed, since a non-safe integral JS number never denotes an integer.
 */
export function normKey(k: LuaValue): LuaValue {
  if (k instanceof LuaFloat) {
    const i = floatToInt(k.n);
    return i === undefined ? k.n : i;
  }
  return k;
}

/** A stored key back as a Lua value (inverse of normKey). */
export function denormKey(k: LuaValue): LuaValue {
  return typeof k === 'number' && Number.isInteger(k) && !Number.isSafeInteger(k) ? new LuaFloat(k) : k;
}

function rank(k: unknown): number {
  switch (typeof k) {
    case 'boolean': return 0;
    case 'number': case 'bigint': return 1;
    case 'string': return 2;
    default: return 3;
  }
}

/** Sort comparator: booleans (false first), numbers by value, strings bytewise, others keep insertion order. */
export function compareKeys(a: unknown, b: unknown): number {
  const ra = rank(a), rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 3) return 0; // stable sort keeps insertion order
  if (ra === 0) return (a ? 1 : 0) - (b ? 1 : 0);
  // numbers (number vs bigint compares exactly in JS) and byte strings (code units are bytes)
  return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
}
