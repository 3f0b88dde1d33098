// lua 5.4's table layout, emulated for `#t`: the array part size chosen at each rehash
// (ltable.c rehash/computesizes) and the border search (luaH_getn, hash_search). Storage stays
// in LuaTable's own arr/hash; only the sizes are tracked.
import type { LuaTable } from './tables.js';
import type { LuaValue } from './values.js';

const MAXASIZE = 2 ** 31;

/** luaO_ceillog2. */
export function ceillog2(x: number): number {
  return x <= 1 ? 0 : 32 - Math.clz32(x - 1);
}

/**
 * rehash's counts per power-of-two slice, shared: rehash runs to its end without calling out, and
 * a fresh array per rehash was the top allocation of small-table-heavy code. Int32, not Float64:
 * a Float64Array element reads as a heap number even when integral, which made the sizes that
 * rehash stores (hfree) heap numbers, widened LuaTable's field to a boxed double for every table
 * and deprecated its map at the first rehash (optimized code holding the old map deoptimized:
 * "wrong map"). No count exceeds a table's key count.
 */
const NUMS = new Int32Array(33);

/**
 * ltable.c rehash: recompute the array size and hash capacity from the live keys (the new key
 * included). `len`: the array part's length to count, when keys past it are in arr ahead of
 * lua's (table-fill.ts appendRun stores a whole run before replaying its rehashes).
 */
export function rehash(t: LuaTable, len: number = t.arr.length): void {
  const arr = t.arr;
  if (t.ext === undefined && t.strCount === 0 && t.hash.size === 0) {
    // only keys 1..len (no holes: those live in ext, as do dead keys): computesizes picks the
    // smallest power of two holding them all (more than half of 1..2^k in use means 2^k < 2 len),
    // with no hash part. The common case of an array growing by appends, here without the counts
    t.resized(len === 0 ? 0 : pow2(ceillog2(len)), 0, 0);
    return;
  }
  const nums = NUMS;
  nums.fill(0);
  let na = 0;
  let total = 0;
  // ltable.c numusearray: keys 2^(lg-1)+1 .. 2^lg count in nums[lg]; a slice is full once all
  // the holes are found (a table filled from key 2, as a sieve is, has one hole: key 1, found in
  // the first slice, so the doublings of its growth no longer scan the whole array part)
  let holes = t.ext?.holes ?? 0;
  for (let lg = 0, lo = 1, hi = 1; lo <= len; lg++, lo = hi + 1, hi *= 2) {
    const lim = hi < len ? hi : len;
    let c = lim - lo + 1;
    if (holes > 0) {
      for (let k = lo; k <= lim; k++) if (arr[k - 1] === undefined) c--;
      holes -= lim - lo + 1 - c;
    }
    nums[lg] += c;
    na += c;
  }
  total += na;
  total += t.strCount; // live string keys
  for (const k of t.hash.keys()) {
    total++;
    if (typeof k === 'number' && k >= 1 && k <= MAXASIZE && Number.isInteger(k)) {
      na++;
      nums[ceillog2(k)]++;
    }
  }
  // computesizes: the largest power of two n such that more than n/2 slots 1..n are in use
  let a = 0, inArray = 0, optimal = 0;
  for (let i = 0, twotoi = 1; twotoi <= MAXASIZE && na > twotoi / 2; i++, twotoi *= 2) {
    a += nums[i]!;
    if (a > twotoi / 2) {
      optimal = twotoi;
      inArray = a;
    }
  }
  const nh = total - inArray;
  t.resized(optimal, nh === 0 ? 0 : pow2(ceillog2(nh)), nh);
}

/**
 * 2^e as a small integer (`1 << e`; `2 ** e` is a heap number even when integral). Stored into
 * LuaTable's size fields, a heap number made V8 widen the field to a boxed double for every
 * table (one more allocation per table, a deprecated map, and "wrong map" deopts wherever tables
 * are used). e above 30 cannot be an array or hash size here, but stays exact.
 */
export function pow2(e: number): number {
  return e <= 30 ? 1 << e : 2 ** e;
}

const ispow2 = (x: number): boolean => (x & (x - 1)) === 0;

/** ltable.c limitequalsasize. */
function limitEqualsAsize(t: LuaTable): boolean {
  return !t.bitras || ispow2(t.alimit);
}

/** ltable.c luaH_realasize: the real array size (alimit may be a smaller hint). */
export function realAsize(t: LuaTable): number {
  if (limitEqualsAsize(t)) return t.alimit;
  return pow2(ceillog2(t.alimit));
}

/** ltable.c luaH_getint's side effect: an access just past a lowered alimit raises it. */
export function touchLimit(t: LuaTable, k: number): void {
  if (Number.isInteger(k) && !limitEqualsAsize(t) && (k === t.alimit + 1 || k <= realAsize(t))) t.alimit = k;
}

/** Raw read without lua's alimit side effects (the C code reading its array directly). */
function peek(t: LuaTable, k: number): LuaValue {
  if (k >= 1) {
    if (k <= t.arr.length) return t.arr[k - 1];
    if (t.hashInts === 0) return undefined; // `#t` probes past the array: skip the Map
  }
  return t.hash.get(k);
}

const empty = (t: LuaTable, k: number): boolean => peek(t, k) === undefined;

/** binsearch in the array part: a border in [i, j] with t[i] present (or i = 0) and t[j] absent. */
function binsearch(t: LuaTable, i: number, j: number): number {
  // keys 1..arr.length all present and no integer key elsewhere: arr.length is the only border,
  // so lua's search ends there (a loop from table.remove shrinking a table below half of its
  // array part searches at every `#t`)
  if (t.hashInts === 0 && (t.ext?.holes ?? 0) === 0) return t.arr.length;
  while (j - i > 1) {
    const m = Math.floor((i + j) / 2);
    if (empty(t, m)) j = m;
    else i = m;
  }
  return i;
}

/** ltable.c luaH_getn, alimit updates included: the border lua5.4 returns for t. */
export function luaBorder(t: LuaTable): number {
  let limit = t.alimit;
  if (limit > 0 && empty(t, limit)) {
    const ispow2real = t.bitras || ispow2(limit);
    if (limit >= 2 && !empty(t, limit - 1)) {
      if (ispow2real && !ispow2(limit - 1)) {
        t.alimit = limit - 1;
        t.bitras = true;
      }
      return limit - 1;
    }
    const border = binsearch(t, 0, limit);
    if (ispow2real && border > realAsize(t) / 2) {
      t.alimit = border;
      t.bitras = true;
    }
    return border;
  }
  if (!limitEqualsAsize(t)) {
    if (empty(t, limit + 1)) return limit;
    limit = realAsize(t);
    if (empty(t, limit)) {
      const border = binsearch(t, t.alimit, limit);
      t.alimit = border;
      return border;
    }
    t.alimit = limit;
  }
  if (empty(t, limit + 1)) return limit;
  return hashSearch(t, limit);
}

function hashSearch(t: LuaTable, j: number): number {
  let i: number;
  if (j === 0) j++;
  do {
    i = j;
    if (j <= Number.MAX_SAFE_INTEGER / 2) j *= 2;
    else return i; // beyond safe integers: lua's weird case, not reachable in practice
  } while (!empty(t, j));
  return binsearch(t, i, j);
}
