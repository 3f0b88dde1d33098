// Caches of method lookups through `__index` tables (`obj:name(...)` where obj lacks the field).
// The generated code reads a method as
//   fields(o).name ?? holderFields(o, $m_name).name ?? methodMiss(o, $m_name, desc)
// (compiler/lua/generate/shared/fields.ts methodRead): the object's own field, then the field of the
// string store of the table its metatable's `__index` chain found the name in last time, then the
// full lookup. The property loads stay in the generated code, so V8 caches them per site; the cache
// only spares the walk along the chain (a keyed, megamorphic load per step in indexMiss).
import type { LuaResult, LuaValue } from './values.js';
import { LuaError, msgBadArgument, msgBadSelf } from './errors.js';
import { globalName } from './function-names.js';
import { LuaTable, type StrStore } from './tables.js';
import { tmIndex } from './metatables.js';
import { indexMiss } from './indexing.js';
import { indexEpoch } from './index-epoch.js';
import { fields } from './indexing.js';

/** Longer chains are left to indexMiss (and its "'__index' chain too long" error). */
const MAX_CACHED_CHAIN = 100;

/** The empty string store (made by a pure call: issue #6 tree-shaking), what an unknown entry answers. */
const EMPTY_STORE: StrStore = /*#__PURE__*/ fields(undefined);

/**
 * The lookups of one method name in one module: up to four metatables, each with the table its
 * `__index` chain (tables only) holds the name in and that table's string store. Entries are valid
 * while `e` equals indexEpoch.n: every metatable and chain table met on the way is marked `watched`,
 * and tables.ts / setmetatable bump the epoch when a watched table changes (index-epoch.ts),
 * including when a watched table's string store is replaced by another object (tables.ts
 * compactStrs, globals.ts fastStrs): the stores kept here are then stale.
 */
export class MethodSite {
  e = -1;
  m0: LuaTable | undefined = undefined;
  h0: LuaTable | undefined = undefined;
  m1: LuaTable | undefined = undefined;
  h1: LuaTable | undefined = undefined;
  m2: LuaTable | undefined = undefined;
  h2: LuaTable | undefined = undefined;
  m3: LuaTable | undefined = undefined;
  h3: LuaTable | undefined = undefined;
  /** The string stores of h0..h3 (when filled). */
  s0: StrStore = EMPTY_STORE;
  s1: StrStore = EMPTY_STORE;
  s2: StrStore = EMPTY_STORE;
  s3: StrStore = EMPTY_STORE;
  /** The entry the next fill replaces. */
  next = 0;
  /** The last string method looked up and its wrapper (stringMethod). */
  sf: LuaValue = undefined;
  sw: LuaValue = undefined;
  constructor(
    readonly k: string,
    /** Whether the sites are method calls `o:k(...)` (else `t.k(...)` callees). */
    readonly method: boolean,
  ) {}
}

/** A module's cache for method name k (hoisted by compiler/emit). */
export function methodSite(k: string, method: boolean): MethodSite {
  return new MethodSite(k, method);
}

/**
 * The table o's `__index` chain held the method in when o's metatable was last looked up, or
 * undefined when the cache does not know it (then `fields(undefined)` reads nothing and methodMiss runs).
 */
export function holder(o: LuaValue, c: MethodSite): LuaTable | undefined {
  if (c.e === indexEpoch.n) {
    // no instanceof test: only a table has a `metatable` property (see indexing.ts isTable), any
    // other value reads undefined, and an empty entry (undefined, undefined) answers "unknown"
    const mt = (o as LuaTable | undefined)?.metatable;
    if (mt === c.m0) return c.h0;
    if (mt === c.m1) return c.h1;
    if (mt === c.m2) return c.h2;
    if (mt === c.m3) return c.h3;
  }
  return undefined;
}

/**
 * holder(o, c)'s string store, or the empty store when the cache does not know o's metatable (a
 * read of it finds nothing, and methodMiss runs): what generated code reads the method from. One
 * step shorter than `fields(holder(o, c))` (no test of the holder, no load of its store).
 */
export function holderFields(o: LuaValue, c: MethodSite): StrStore {
  if (c.e === indexEpoch.n) {
    const mt = (o as LuaTable | undefined)?.metatable; // see holder
    if (mt === c.m0) return c.s0;
    if (mt === c.m1) return c.s1;
    if (mt === c.m2) return c.s2;
    if (mt === c.m3) return c.s3;
  }
  return EMPTY_STORE;
}

/**
 * `o[k]` after o's own field k was absent: walks a chain of `__index` tables with plain reads (no
 * metamethod runs, so nothing observable happens) and remembers where k was found; anything else
 * (no metatable, an `__index` function or non-table, k absent, a long chain) is indexMiss's, which
 * walks again from o with lua's semantics and messages.
 */
export function methodMiss(o: LuaValue, c: MethodSite, d?: string): LuaValue {
  const k = c.k;
  if (o instanceof LuaTable) {
    const first = o.metatable;
    let t: LuaTable = o;
    for (let loop = 0; loop < MAX_CACHED_CHAIN; loop++) {
      const mt = t.metatable;
      if (mt === undefined) break;
      const h = tmIndex(mt);
      if (!(h instanceof LuaTable)) break;
      mt.extra().watched = true;
      h.extra().watched = true;
      const v = h.strs[k];
      if (v !== undefined) {
        remember(c, first!, h);
        return v;
      }
      t = h;
    }
  } else if (typeof o === 'string' && c.method) return stringMethod(c, indexMiss(o, k, d));
  return indexMiss(o, k, d);
}

function remember(c: MethodSite, mt: LuaTable, h: LuaTable): void {
  if (c.e !== indexEpoch.n) {
    c.e = indexEpoch.n;
    c.m0 = c.h0 = c.m1 = c.h1 = c.m2 = c.h2 = c.m3 = c.h3 = undefined;
    c.s0 = c.s1 = c.s2 = c.s3 = EMPTY_STORE;
    c.next = 0;
  }
  switch (c.next) {
    case 0: c.m0 = mt; c.h0 = h; c.s0 = h.strs; break;
    case 1: c.m1 = mt; c.h1 = h; c.s1 = h.strs; break;
    case 2: c.m2 = mt; c.h2 = h; c.s2 = h.strs; break;
    default: c.m3 = mt; c.h3 = h; c.s3 = h.strs;
  }
  c.next = (c.next + 1) & 3;
}

/**
 * A string method (`s:rep(n)`, through the string metatable): lua numbers a library function's
 * arguments without self when it was called as a method (lauxlib.c luaL_argerror), so a `bad
 * argument` error of the function itself is renumbered, or becomes `calling 'rep' on bad self`.
 * The call site's name is the one lua reports. One wrapper per cache (the last function seen).
 */
function stringMethod(c: MethodSite, f: LuaValue): LuaValue {
  if (typeof f !== 'function' || globalName(f) === undefined) return f;
  if (f === c.sf) return c.sw;
  const k = c.k;
  const w = function (this: unknown, a?: LuaValue, b?: LuaValue, d?: LuaValue): LuaResult | Promise<LuaResult> {
    try {
      switch (arguments.length) {
        case 0: return f();
        case 1: return f(a);
        case 2: return f(a, b);
        case 3: return f(a, b, d);
        default: return f(...(arguments as unknown as LuaValue[]));
      }
    } catch (e) {
      throw asMethodError(e, k);
    }
  };
  c.sf = f;
  c.sw = w;
  return w;
}

function asMethodError(e: unknown, name: string): unknown {
  if (e instanceof LuaError && e.level === 1 && e.badArg !== undefined) {
    const arg = e.badArg.arg - 1;
    e.value = arg === 0 ? msgBadSelf(name, e.badArg.extra) : msgBadArgument(arg, name, e.badArg.extra);
    e.badArg = undefined;
  }
  return e;
}
