// LuaTable: an array part for keys 1..n, a string-key store, and a Map for the rest (fengari
// ltable.js, simplified).
import type { LuaValue } from './values.js';
import { LuaFloat } from './values.js';
import { LuaError, msgIndexNaN, msgIndexNil, msgNextInvalidKey } from './errors.js';
import { compareKeys, denormKey, normKey } from './table-keys.js';
import { luaBorder, realAsize, rehash, touchLimit } from './table-border.js';

/**
 * The prototype of every string-key store: an empty object without a prototype, so a store reaches
 * no JavaScript property (`__proto__`, `constructor`, `toString` are ordinary own keys) while V8
 * still gives it hidden classes: `Object.create(STR_PROTO)` is a fast-mode object whose property
 * loads are cached per site, unlike a Map's hash lookup or a null-prototype (dictionary) object.
 */
export const STR_PROTO: object = Object.create(null);
export type StrStore = Record<string, LuaValue>;
/**
 * The own property of every inheritance view (inherit-views.ts), so of nothing a table's own store holds:
 * no Lua string has a character past U+00FF. A store that reads it has an `__index` chain behind it,
 * so its other keys may be inherited: the field stores of generated code test it before writing
 * (compiler/lua/generate/AssignmentStatement.ts); V8 folds the test to a constant per hidden class.
 */
export const INHERITS = '\uffff';
/** What an inheritance view holds under INHERITS: relinks it after its metatable's `__index` changed. */
export type Relink = () => void;
/**
 * Whether inheritance views inherit (or did) from this store (inherit-views.ts): its prototype is not
 * the empty one. Such a store object is never replaced (LuaTable.strs).
 */
export const isInheritedFrom = (strs: StrStore): boolean => Object.getPrototypeOf(strs) !== STR_PROTO;
/**
 * Clears every key of a string store its table no longer uses (it has a new one). Generated code
 * may keep a local table's store in a variable of its own (compiler/lua/generate/shared/fields.ts
 * declareStrsCache): a store without keys sends its reads and writes to the table's current store,
 * where a retired store still holding values would answer them with stale ones. @internal
 */
export function retireStrs(old: StrStore): void {
  for (const k in old) old[k] = undefined;
}
/** A new, empty string-key store. @internal (constructors.ts) */
export const newStrStore = (): StrStore => Object.create(STR_PROTO) as StrStore;
/**
 * The string store and Map of every table that has no such keys yet: most tables (arrays, records
 * built by constructors) never need one of the two, and allocating both per table made GC a
 * seventh of the sort benchmark. Never written: the first new key of a kind replaces them with a
 * table's own (newStrKey, setHash), and every other write needs a key that is present. Same hidden
 * class as a fresh store, so the field loads of generated code see one shape for empty tables.
 */
export const NO_STRS: StrStore = newStrStore();
const NO_HASH: Map<LuaValue, LuaValue> = new Map();
/**
 * An empty array in V8's most general elements kind (HOLEY_ELEMENTS), the kind of every array
 * part. A `[]` starts as small integers and turns to doubles, objects, then holey ones as values
 * come (reserve makes it holey at 1,024 elements), each kind a map of its own: runtime and
 * generated code that saw one kind deoptimized at the next ("wrong map" in set, get, tableLength,
 * table_insert and the sort's reads and writes, each recompiled), and code seeing several kinds
 * was polymorphic. Smis are stored as they are in this kind; only non-integral floats are boxed.
 */
function holeyElements(): LuaValue[] {
  const a: unknown[] = [{}]; // an object: *_ELEMENTS
  a.length = 2; // a hole: HOLEY_ELEMENTS
  a.length = 0;
  return a as LuaValue[];
}
/** Copied (slice keeps the elements kind) for each new array part. Never written. */
const ARR_TEMPLATE: LuaValue[] = /*#__PURE__*/ holeyElements();
/** A new, empty array part (HOLEY_ELEMENTS). @internal (constructors.ts) */
export const newArr = (): LuaValue[] => ARR_TEMPLATE.slice();
/**
 * The array part of every table without one yet, likewise: a fresh `[]` per table was a fifth of
 * an empty table's bytes, all copied by each scavenge it survives. Never written: every push goes
 * through own() first, and an index store needs k <= arr.length (0 here).
 */
const NO_ARR: LuaValue[] = /*#__PURE__*/ holeyElements();

/** Array part sizes from which an append past a full part reserves the doubled part up front. */
const RESERVE_MIN = 65536;
/**
 * The one smaller array part size that also reserves, for its side effect: the array turns HOLEY
 * while it is small, so optimized code that stores into it has seen that elements kind before a
 * large part turns it (a first turn past RESERVE_MIN deoptimized intloop's sieve: "wrong map").
 * Reserving at every doubling between the two cost the strings benchmark's 20,000-element arrays
 * about a fifth of its time.
 */
const HOLEY_AT = 1024;

/**
 * Makes room for `size` elements in arr's backing store, keeping its length. A push past the
 * capacity makes V8 copy the array into a store 1.5x larger, and every new large store costs
 * fresh pages: doubling once where lua's rehash doubles its array part halves the CPU of two
 * million appends. Growing `length` and setting it back keeps the new capacity as long as at
 * least half of it stays in use (V8 trims otherwise: so a full part of size n reserves exactly
 * 2n, and the next doubling finds the capacity at n again). The array becomes HOLEY, which
 * reads the same (the holes are past `length`).
 */
function reserve(arr: LuaValue[], size: number): void {
  const n = arr.length;
  arr.length = size;
  arr.length = n;
}

/**
 * The state of a table that few tables need, kept apart so that each LuaTable stays small (a
 * table's size is most of what a young-generation GC copies: ~100 of a record's 280 bytes were
 * these fields): the metamethod cache of a table used as a metatable, the method caches' mark,
 * lua's dead hash nodes, and the traversal state of `next`. Made on first need (LuaTable.extra);
 * every field starts with its final kind, so all TableExts share one hidden class.
 */
export class TableExt {
  /** Whether mmIndex/mmNewindex hold this table's raw `__index`/`__newindex` (for its use as a metatable). */
  mmValid = false;
  mmIndex: LuaValue;
  mmNewindex: LuaValue;
  /** Keys deleted since lua's last rehash whose nodes lua still holds (see addedKey). */
  dead: Set<LuaValue> | undefined;
  /** Dead (undefined) properties in the owner's strs: made only by a deletion, which made this. */
  strDead = 0;
  /** Undefined slots in the owner's arr (its holes): made only by nil stores and constructors. */
  holes = 0;
  /** The largest length arr had before a trim: keys up to it may still be handed to next(). */
  arrHigh = 0;
  /** Hash keys in `next` order; dropped when a new key is added. */
  order: LuaValue[] | undefined;
  orderPos: Map<LuaValue, number> | undefined;
  orderHint = 0;
  /** This table's inheritance view, as a metatable (inherit-views.ts); made by its first setmetatable. */
  view: StrStore | undefined;
}

const isPositiveInt = (k: LuaValue): boolean => (typeof k === 'number' ? k >= 1 && Number.isInteger(k) : typeof k === 'bigint' && k > 0n);

/**
 * A Lua table. `get`/`set` are raw accesses; metamethods live in the operators. Generated code reads
 * some fields itself (`strs` for field reads and stores, compiler/lua/generate/shared/fields.ts;
 * `arr`, `bitras`, `alimit`, `hashInts` and `metatable` for array-part reads and stores,
 * shared/array-part.ts): renaming or changing the meaning of one changes what those emit.
 */
export class LuaTable {
  /**
   * Values of keys 1..arr.length (arr[i] is key i+1); may hold holes (undefined) but never ends with one.
   * Replaced only once, NO_ARR by own(): generated code keeps copies that rely on it
   * (compiler/lua/generate/shared/array-part.ts declareArrCache).
   */
  arr: LuaValue[] = NO_ARR;
  /**
   * String keys. A key set to nil keeps its property with the value undefined (V8 would turn the
   * object into a dictionary on `delete`); such dead properties go at the next rehash, like lua's
   * dead nodes. Code that gives a table with a store another store object must not do so once
   * inheritance views inherit from it (isInheritedFrom, inherit-views.ts), and must clear the
   * old one (retireStrs) once the table may have run generated code, which keeps the stores of
   * local tables.
   */
  strs: StrStore = NO_STRS;
  /** Live (not undefined) properties in strs; the dead ones are counted in ext.strDead. */
  strCount = 0;
  /** All other keys (not strings, not 1..arr.length), normalised (see table-keys.ts). */
  hash: Map<LuaValue, LuaValue> = NO_HASH;
  metatable: LuaTable | undefined;
  /** Number of positive integer keys in hash. */
  hashInts = 0;
  // lua 5.4's own layout (ltable.c), tracked so `#t` on tables with holes finds the border lua5.4
  // finds: the array size hint `alimit` and its BITRAS flag, the hash nodes still free, and keys
  // deleted since the last rehash. See table-border.ts.
  /** lua's `alimit`: the array part size, or a smaller hint when `bitras` is set. */
  alimit = 0;
  /** lua's BITRAS flag: alimit is not the real array size. */
  bitras = false;
  /**
   * lua's free hash nodes: its node capacity (0 or a power of two) less the nodes in use. One
   * field for the two, as only a new key's need of a node (addedKey) reads them.
   */
  hfree = 0;
  /** What few tables need (TableExt), made on first need: most tables never need it. */
  ext: TableExt | undefined;
  /** Its metatable's inheritance view (inherit-views.ts), or the empty store: where methods are read. */
  inh: StrStore = NO_STRS;

  /** The table's own array part, made now if it has the shared empty one (NO_ARR). */
  own(): LuaValue[] {
    const arr = this.arr;
    return arr !== NO_ARR ? arr : (this.arr = newArr());
  }

  /** The table's TableExt, made now if it has none. */
  extra(): TableExt {
    return (this.ext ??= new TableExt());
  }

  /** Raw get (rawget). Small so that V8 inlines it; the rest is in getSlow. */
  get(k: LuaValue): LuaValue {
    if (typeof k === 'number') {
      const arr = this.arr;
      if (k >= 1 && k <= arr.length && (k | 0) === k && (!this.bitras || k <= this.alimit)) return arr[k - 1];
      return this.getNum(k);
    }
    if (typeof k === 'string') return this.getStr(k);
    return this.getSlow(k);
  }

  private getNum(k: number): LuaValue {
    const arr = this.arr;
    if (this.bitras && k > this.alimit) touchLimit(this, k);
    if (k >= 1 && k <= arr.length && (k | 0) === k) return arr[k - 1];
    return this.hash.get(k);
  }

  private getSlow(k: LuaValue): LuaValue {
    if (k instanceof LuaFloat) return this.get(normKey(k));
    return this.hash.get(k);
  }

  /** Raw get of a string key (field access): an own key, also of a store that inherits (INHERITS). */
  getStr(k: string): LuaValue {
    const strs = this.strs;
    const v = strs[k];
    return v === undefined || strs[INHERITS] === undefined || Object.hasOwn(strs, k) ? v : undefined;
  }

  /** Raw set (rawset): errors on nil and NaN keys; nil values delete. The common cases stay small. */
  set(k: LuaValue, v: LuaValue): void {
    if (typeof k === 'number') {
      // overwriting a present array slot with a value: no layout change
      const arr = this.arr;
      if (k >= 1 && k <= arr.length && (k | 0) === k && v !== undefined && arr[k - 1] !== undefined && (!this.bitras || k <= this.alimit)) {
        arr[k - 1] = v;
        return;
      }
      if (k === arr.length + 1) {
        // appending a value at arr.length + 1 inside lua's array size: no layout change either
        if (k <= this.alimit && v !== undefined && this.hashInts === 0 && !this.bitras && k >= 1) {
          this.own().push(v);
          return;
        }
        // t[#t + 1] = v after `#t` made alimit a BITRAS hint at the border: only moves the hint
        if (this.bitras && appendAtHint(this, v)) return;
      }
    } else if (typeof k === 'string') {
      this.setStr(k, v);
      return;
    }
    this.setSlow(k, v);
  }

  /** Raw set of a string key (field assignment). */
  setStr(k: string, v: LuaValue): void {
    const strs = this.strs;
    const x = this.ext;
    const old = this.getStr(k);
    if (old !== undefined) {
      strs[k] = v;
      if (v === undefined) {
        this.strCount--;
        this.extra().strDead++;
        this.deletedKey(k);
      }
    } else if (v !== undefined) this.newStrKey(k, v);
    if (x !== undefined && k.charCodeAt(0) === 95) {
      // '_': maybe a metamethod name, maybe `__index`: a view (inherit-views.ts) relinks by the
      // function it holds under INHERITS, so that bundles without setmetatable carry none
      x.mmValid = false;
      (x.view?.[INHERITS] as Relink | undefined)?.();
    }
  }

  private newStrKey(k: string, v: LuaValue): void {
    let strs = this.strs;
    if (strs === NO_STRS) this.strs = strs = newStrStore();
    if (Object.hasOwn(strs, k)) this.ext!.strDead--; // a dead property: its deletion made ext
    this.strCount++;
    strs[k] = v;
    this.dropOrder();
    this.addedKey(k);
  }

  private setSlow(k: LuaValue, v: LuaValue): void {
    if (typeof k === 'number') {
      const arr = this.arr;
      if (this.bitras && k > this.alimit) touchLimit(this, k);
      if ((k | 0) === k && k >= 1) {
        if (k <= arr.length) {
          const old = arr[k - 1];
          arr[k - 1] = v;
          if (old === undefined) {
            if (v !== undefined) {
              this.ext!.holes--; // a hole: its making made ext
              if (k > this.alimit) this.addedKey(k);
            }
          } else if (v === undefined) {
            this.extra().holes++;
            if (k > this.alimit) this.deletedKey(k);
            if (k === arr.length) this.trim();
          }
          return;
        }
        if (k === arr.length + 1) {
          if (v === undefined) return; // absent (the hash never holds arr.length + 1)
          // the first key past a full array part: lua's rehash will double the part. The real
          // size, not alimit: after `#t` (table.insert, t[#t + 1] = v) alimit is only a hint that
          // follows the border, equal to k - 1 at every append; the real size is then a power of 2
          if ((k > RESERVE_MIN || k - 1 === HOLEY_AT) && (this.bitras ? ((k - 1) & (k - 2)) === 0 && k - 1 === realAsize(this) : k - 1 === this.alimit)) reserve(arr, 2 * (k - 1));
          this.own().push(v);
          if (this.hashInts > 0) this.migrate();
          if (k > this.alimit) this.addedKey(k);
          return;
        }
      } else if (k !== k) throw new LuaError(msgIndexNaN());
    } else if (k === undefined) throw new LuaError(msgIndexNil());
    else if (k instanceof LuaFloat) {
      if (k.n !== k.n) throw new LuaError(msgIndexNaN());
      return this.set(normKey(k), v);
    }
    this.setHash(k, v);
  }

  private setHash(k: LuaValue, v: LuaValue): void {
    let hash = this.hash;
    if (v === undefined) {
      if (hash.delete(k)) {
        if (isPositiveInt(k)) this.hashInts--;
        this.deletedKey(k);
      }
      return;
    }
    if (hash === NO_HASH) this.hash = hash = new Map();
    const size = hash.size;
    hash.set(k, v);
    if (hash.size !== size) this.newHashKey(k);
  }

  private newHashKey(k: LuaValue): void {
    this.dropOrder();
    if (isPositiveInt(k)) this.hashInts++;
    this.addedKey(k);
  }

  /** A new key: `next`'s order no longer holds (tableNext). */
  private dropOrder(): void {
    const x = this.ext;
    if (x !== undefined && x.order !== undefined) x.order = x.orderPos = undefined;
  }

  /** Accounts a new key in lua's layout (ltable.c luaH_newkey): a free node, or a rehash. */
  private addedKey(k: LuaValue): void {
    if (typeof k === 'number' && k >= 1 && k <= realAsize(this) && Number.isInteger(k)) return;
    const dead = this.ext?.dead;
    if (dead !== undefined && dead.delete(k)) return; // its node is still there
    if (this.hfree > 0) this.hfree--;
    else {
      rehash(this);
      // like lua's rehash, let the array part take the integer keys up to the new array size
      // (more than half of 1..size are in use), so keys that start after a gap leave the Map
      if (this.hashInts > 0 && this.alimit > this.arr.length) this.absorb(this.alimit);
    }
  }

  /** Moves the hash part's keys arr.length+1..size into the array part (holes for absent keys). */
  private absorb(size: number): void {
    const arr = this.own(), hash = this.hash;
    let last = arr.length;
    for (let k = size; k > last; k--) {
      if (hash.has(k)) {
        last = k;
        break;
      }
    }
    for (let k = arr.length + 1; k <= last; k++) {
      const v = hash.get(k);
      if (v === undefined) this.extra().holes++;
      else {
        hash.delete(k);
        this.hashInts--;
      }
      arr.push(v);
    }
    if (this.hashInts > 0) this.migrate();
  }

  /** @internal (constructors.ts initStrs) */
  deletedKey(k: LuaValue): void {
    if (typeof k === 'number' && k >= 1 && k <= realAsize(this) && Number.isInteger(k)) return;
    (this.extra().dead ??= new Set()).add(k);
  }

  /** Called by rehash: lua's layout after a resize. */
  resized(asize: number, hcap: number, hused: number): void {
    this.alimit = asize;
    this.bitras = false;
    this.hfree = hcap - hused;
    const x = this.ext;
    if (x !== undefined) {
      x.dead = undefined;
      if (x.strDead > 0) this.compactStrs(x);
    }
  }

  /** Drops the dead properties of strs (at a rehash, where lua drops its dead nodes). */
  private compactStrs(x: TableExt): void {
    const old = this.strs;
    // views inherit from this store object (inherit-views.ts): it stays, dead properties and all
    if (isInheritedFrom(old)) return;
    const strs = newStrStore();
    for (const k in old) {
      const v = old[k];
      if (v !== undefined) strs[k] = v;
    }
    this.strs = strs;
    retireStrs(old);
    x.strDead = 0;
  }

  /** The live keys outside the array part (strings and the Map's keys), in no particular order. */
  hashKeys(): LuaValue[] {
    const keys: LuaValue[] = [];
    for (const [k, v] of this.hash) if (v !== undefined) keys.push(k);
    const strs = this.strs;
    for (const k of Object.keys(strs)) if (strs[k] !== undefined) keys.push(k);
    return keys;
  }

  private trim(): void {
    const arr = this.arr, x = this.extra();
    if (arr.length > x.arrHigh) x.arrHigh = arr.length;
    // pop(), not `arr.length = n`: the length setter calls into V8's runtime at every store (~1 us;
    // a `table.remove(t)` loop paid it per element, 10-40x lua5.4's time), pop() stays inline and
    // enters the runtime only to shrink the backing store once it is less than half used
    const before = arr.length;
    do arr.pop(); while (arr.length > 0 && arr[arr.length - 1] === undefined);
    x.holes -= before - arr.length;
  }

  /** Move keys n+1, n+2, ... from the hash part into the array part. */
  private migrate(): void {
    const arr = this.own(), hash = this.hash;
    for (;;) {
      const k = arr.length + 1;
      const v = hash.get(k);
      if (v === undefined) return;
      hash.delete(k);
      this.hashInts--;
      arr.push(v);
    }
  }

}

/**
 * `t[#t + 1] = v` (table.insert's append) in one step when lua's `#t` is the hint `alimit`
 * itself and the append only moves the hint: alimit is a BITRAS hint equal to arr.length and not
 * a power of two (so lua's real array size is larger), and no integer key lives in the hash.
 * Then luaBorder returns alimit with no side effect (arr never ends with a hole; arr.length + 1
 * is absent), and set(alimit + 1, v) raises alimit by one (touchLimit) and pushes (no reserve:
 * alimit is not a power of two). Returns false, changing nothing, in any other case. Saves
 * table.insert's dozen calls, which V8 runs in its interpreter for the first ~100,000 appends.
 * A function, not a method, like the others below: a bundle that never calls it drops it.
 */
export function appendAtHint(t: LuaTable, v: LuaValue): boolean {
  const n = t.alimit;
  if (!t.bitras || n !== t.arr.length || (n & (n - 1)) === 0 || t.hashInts !== 0 || v === undefined) return false;
  t.alimit = n + 1;
  t.arr.push(v); // arr.length = n >= 3: the table's own
  return true;
}

/**
 * The border `#t` without __len, as lua5.4 finds it (table-border.ts). A function, not a method, so
 * that a bundle which never takes a length has no border search (issue #6 tree-shaking).
 */
export function tableLength(t: LuaTable): number {
  // alimit at the end of the array part and no integer key in the hash: lua's luaH_getn finds
  // t[alimit] present (arr never ends with a hole) and t[alimit + 1] absent, and returns alimit
  // without moving the hint, BITRAS or not (the common case after each append)
  const n = t.alimit;
  if (n === t.arr.length && t.hashInts === 0) return n;
  return luaBorder(t);
}

/**
 * t's live string keys in `next` order (bytewise; next visits them after the other keys), read
 * without `next` so that a bundle which never traverses a table has none of it.
 */
export function stringKeysInOrder(t: LuaTable): string[] {
  return t.hashKeys().filter((k): k is string => typeof k === 'string').sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

// `next` as functions, not methods: a bundle that never traverses a table drops them (issue #6).

/** `next(t, k)`: the next [key, value] after k in the deterministic order, or undefined at the end. */
export function tableNext(t: LuaTable, k: LuaValue): [LuaValue, LuaValue] | undefined {
  const arr = t.arr;
  let i = 0; // array index to resume from
  if (k !== undefined) {
    const nk = normKey(k);
    if (typeof nk === 'number' && nk >= 1 && nk <= arr.length && (nk | 0) === nk) i = nk;
    else if (typeof nk === 'number' && nk >= 1 && nk <= (t.ext?.arrHigh ?? 0) && (nk | 0) === nk && !t.hash.has(nk)) {
      i = arr.length; // a key of the array part cleared during traversal (trimmed away): go on with the hash part
    } else return nextHash(t, nk);
  }
  for (; i < arr.length; i++) {
    const v = arr[i];
    if (v !== undefined) return [i + 1, v];
  }
  return hashAt(t, 0);
}

function nextHash(t: LuaTable, k: LuaValue): [LuaValue, LuaValue] | undefined {
  const x = t.extra();
  const order = ensureOrder(t, x);
  let pos: number | undefined;
  if (order[x.orderHint] === k) pos = x.orderHint;
  else {
    if (x.orderPos === undefined) x.orderPos = new Map(order.map((key, j) => [key, j]));
    pos = x.orderPos.get(k);
  }
  if (pos === undefined) throw new LuaError(msgNextInvalidKey());
  return hashAt(t, pos + 1);
}

/** Whether any key lives outside the array part (dead string properties may count). */
const hasHashPart = (t: LuaTable): boolean => t.hash.size > 0 || t.strCount > 0;

/** Raw get of a key stored outside the array part. */
const getHashed = (t: LuaTable, k: LuaValue): LuaValue => (typeof k === 'string' ? t.getStr(k) : t.hash.get(k));

function hashAt(t: LuaTable, start: number): [LuaValue, LuaValue] | undefined {
  if (!hasHashPart(t)) return undefined;
  const x = t.extra();
  const order = ensureOrder(t, x);
  for (let j = start; j < order.length; j++) {
    const key = order[j];
    const v = getHashed(t, key);
    if (v !== undefined) {
      x.orderHint = j;
      return [denormKey(key), v];
    }
  }
  return undefined;
}

function ensureOrder(t: LuaTable, x: TableExt): LuaValue[] {
  let order = x.order;
  if (order === undefined) {
    // the Map's keys first: compareKeys keeps the insertion order of keys it cannot order
    order = x.order = [...t.hash.keys(), ...Object.keys(t.strs)].sort(compareKeys);
    x.orderPos = undefined;
    x.orderHint = 0;
  }
  return order;
}
