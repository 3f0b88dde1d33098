// Table constructors `{ a, b, k = v, [e] = f }`.
import type { LuaValue } from './values.js';
import { LuaTable, newArr, newStrStore, type StrStore } from './tables.js';
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
  if (pairs !== undefined && !initStrs(t, pairs)) {
    for (let i = 0; i < pairs.length; i += 2) {
      t.set(pairs[i], pairs[i + 1]); // a nil value clears an earlier field of the same key (or does nothing)
    }
  }
  if (items !== undefined && items.length > 0) {
    let n = items.length;
    while (n > 0 && items[n - 1] === undefined) n--;
    if (n === 0) {
      // no value: the table's own empty array part stays
    } else if (pairs === undefined || pairs.length === 0) {
      // copied (items may be a shared result list) into an array part of the one elements kind
      const arr = (t.arr = newArr());
      let holes = 0;
      for (let i = 0; i < n; i++) {
        const v = items[i];
        if (v === undefined) holes++;
        arr.push(v);
      }
      if (holes > 0) t.extra().holes = holes;
    } else {
      for (let i = 0; i < n; i++) t.set(i + 1, items[i]);
    }
  }
  return t;
}

/**
 * The keyed fields of a table constructor whose keys are all strings (`pairs` as tableFrom gets
 * them), on a fresh table sized by resized(): the store and counts that setting them one by one
 * would give (a nil value clears an earlier field of the same name, whose node lua keeps; each
 * new key takes one of the hash nodes reserved for the fields), without setStr's checks per key.
 * Returns false, changing nothing, when some key is not a string.
 */
function initStrs(t: LuaTable, pairs: LuaValue[]): boolean {
  for (let i = 0; i < pairs.length; i += 2) if (typeof pairs[i] !== 'string') return false;
  const none = t.strs; // a fresh table's: the shared empty store, never written
  let strs = none;
  let n = 0, dead = 0;
  for (let i = 0; i < pairs.length; i += 2) {
    const v = pairs[i + 1];
    const k = pairs[i] as string;
    if (v === undefined) {
      if (strs[k] !== undefined) {
        strs[k] = undefined;
        dead++;
        t.deletedKey(k);
      }
      continue;
    }
    if (strs === none) strs = newStrStore();
    if (!(k in strs)) n++;
    else if (strs[k] === undefined) {
      dead--;
      t.ext!.dead!.delete(k); // its node is still there
    }
    strs[k] = v;
  }
  t.strs = strs;
  t.strCount = n - dead;
  if (dead > 0) t.ext!.strDead = dead; // deletedKey made ext
  t.hfree -= n;
  return true;
}

// `{ k1 = v1, ..., kn = vn }` with n distinct names and nothing else (the compiler checks): the
// records of Lua code. Each is one call with the fields as arguments, where tableFrom took two
// arrays made for the call and looped over them; the table is the one tableFrom makes (lua sizes
// the hash part for the n fields; nil values are not stored).

export function tableRec1(k0: string, v0: LuaValue): LuaTable {
  const s = newStrStore();
  let n = 0;
  if (v0 !== undefined) (s[k0] = v0), n++;
  return withFields(s, n, 1);
}

export function tableRec2(k0: string, v0: LuaValue, k1: string, v1: LuaValue): LuaTable {
  const s = newStrStore();
  let n = 0;
  if (v0 !== undefined) (s[k0] = v0), n++;
  if (v1 !== undefined) (s[k1] = v1), n++;
  return withFields(s, n, 2);
}

export function tableRec3(k0: string, v0: LuaValue, k1: string, v1: LuaValue, k2: string, v2: LuaValue): LuaTable {
  const s = newStrStore();
  let n = 0;
  if (v0 !== undefined) (s[k0] = v0), n++;
  if (v1 !== undefined) (s[k1] = v1), n++;
  if (v2 !== undefined) (s[k2] = v2), n++;
  return withFields(s, n, 4);
}

export function tableRec4(k0: string, v0: LuaValue, k1: string, v1: LuaValue, k2: string, v2: LuaValue, k3: string, v3: LuaValue): LuaTable {
  const s = newStrStore();
  let n = 0;
  if (v0 !== undefined) (s[k0] = v0), n++;
  if (v1 !== undefined) (s[k1] = v1), n++;
  if (v2 !== undefined) (s[k2] = v2), n++;
  if (v3 !== undefined) (s[k3] = v3), n++;
  return withFields(s, n, 4);
}

/** The table of a record constructor: n live fields in s, lua's hash part of `cap` nodes (n of them used). */
function withFields(s: StrStore, n: number, cap: number): LuaTable {
  const t = new LuaTable();
  if (n > 0) {
    t.strs = s;
    t.strCount = n;
  }
  t.hfree = cap - n;
  return t;
}
