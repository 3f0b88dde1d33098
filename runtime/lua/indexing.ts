// Indexing operators `o[k]` and `o[k] = v` with __index / __newindex chains (lvm.c luaV_finishget/finishset).
import type { LuaValue } from './values.js';
import { LuaTable, type StrStore } from './tables.js';
import { LuaError, msgIndexLoop, msgTypeError } from './errors.js';
import { metamethod, objTypeName, tmIndex, tmNewindex } from './metatables.js';
import { callMeta } from './c-stack.js';

const MAXTAGLOOP = 2000; // lvm.c

/**
 * Whether o is a table, for the inlined fast paths: `strs` is LuaTable's alone (no other Lua
 * value has that member, primitives included), and loading it is a check of the table's hidden
 * class, where `instanceof` walks the prototype chain.
 */
const isTable = (o: LuaValue): o is LuaTable => (o as LuaTable | undefined)?.strs !== undefined;

/** `o[k]` */
export function index(o: LuaValue, k: LuaValue, d?: string): LuaValue {
  if (isTable(o)) {
    const v = o.get(k);
    if (v !== undefined || o.metatable === undefined) return v;
  }
  return indexSlow(o, k, d);
}

// made by a pure call, so a bundle that never indexes drops it (issue #6 tree-shaking)
const NO_FIELDS: StrStore = /*#__PURE__*/ emptyFields();

function emptyFields(): StrStore {
  return new LuaTable().strs;
}

/**
 * o's raw string-key store when o is a table, else an empty one. The compiler emits `t.x` as
 * `(t?.strs ?? $nf).x ?? indexMiss(t, "x")`, this function written out, with `const $nf =
 * fields()` once per module (compiler/lua/generate/shared/fields.ts strsOf): so every LuaTable has
 * its `strs`, and a non-table has none. The property load sits in the generated code, so V8 caches
 * it per source site (tables built alike share a hidden class), where a load inside `index` would
 * see every key and every table shape at one site. Lua values are never null, so `??` means nil.
 */
export function fields(o: LuaValue): StrStore {
  return (o as LuaTable | undefined)?.strs ?? NO_FIELDS; // see isTable
}

/**
 * `o[k]` when o's raw field k is absent (or o is not a table): the `__index` chain, or the error.
 * Walks chains of tables (classes) reading their string stores directly; each step is the same
 * step of indexSlow's loop, so the chain-length limit falls where lua5.4's does.
 */
export function indexMiss(o: LuaValue, k: string, d?: string): LuaValue {
  if (!(o instanceof LuaTable)) {
    // nil has no metatable (no debug library): its error is thrown here, without indexSlow's
    // frame (an error inside a pcall'd function costs less: every frame the throw unwinds counts)
    if (o === undefined) {
      let e!: LuaError;
      for (let edge = 0; edge < 2; edge++) e ??= new LuaError(msgTypeError('index', 'nil', d)); // THROW_EDGE (errors.ts)
      throw e;
    }
    return indexSlow(o, k, d, 0);
  }
  let t = o;
  for (let loop = 0; loop < MAXTAGLOOP; loop++) {
    const mt = t.metatable;
    if (mt === undefined) return undefined;
    const h = tmIndex(mt);
    if (h === undefined) return undefined;
    if (typeof h === 'function') return callIndex(h, t, k);
    if (!(h instanceof LuaTable)) return indexSlow(h, k, undefined, loop + 1);
    const v = h.getStr(k); // its own key: one step of lua's chain at a time (inherit-views.ts)
    if (v !== undefined) return v;
    t = h;
  }
  throw new LuaError(msgIndexLoop('__index'));
}

/** An `__index` function's call, counted as lua counts it on its C stack (c-stack.ts). */
function callIndex(h: LuaValue, o: LuaValue, k: LuaValue): LuaValue {
  return callMeta(h, o, k);
}

// The chain loops follow lvm.c luaV_finishget/finishset step for step: each step takes a
// metamethod and then does the raw access on it, so the limit of MAXTAGLOOP steps (the
// "chain too long" error) falls on the same chain length as in lua5.4.
function indexSlow(o: LuaValue, k: LuaValue, d: string | undefined, start = 0): LuaValue {
  if (o instanceof LuaTable) {
    const v = o.get(k);
    if (v !== undefined) return v;
  }
  for (let loop = start; loop < MAXTAGLOOP; loop++) {
    let h: LuaValue;
    if (o instanceof LuaTable) {
      const mt = o.metatable;
      if (mt === undefined) return undefined;
      h = tmIndex(mt);
      if (h === undefined) return undefined;
    } else {
      h = metamethod(o, '__index');
      if (h === undefined) throw new LuaError(msgTypeError('index', objTypeName(o), d));
    }
    if (typeof h === 'function') return callIndex(h, o, k);
    o = h;
    d = undefined;
    if (o instanceof LuaTable) {
      const v = o.get(k);
      if (v !== undefined) return v;
    }
  }
  throw new LuaError(msgIndexLoop('__index'));
}

/**
 * `o[k] = v`: nothing, or the Promise of a `__newindex` function that suspended for generated
 * async code (c-stack.ts suspendable), which awaits it.
 */
export function setindex(o: LuaValue, k: LuaValue, v: LuaValue, d?: string): LuaValue {
  if (isTable(o) && (o.metatable === undefined || o.get(k) !== undefined)) o.set(k, v);
  else return setindexSlow(o, k, v, d);
  return undefined;
}

function setindexSlow(o: LuaValue, k: LuaValue, v: LuaValue, d: string | undefined): LuaValue {
  for (let loop = 0; loop < MAXTAGLOOP; loop++) {
    let h: LuaValue;
    if (o instanceof LuaTable) {
      h = o.metatable === undefined ? undefined : tmNewindex(o.metatable);
      if (h === undefined) {
        o.set(k, v);
        return;
      }
    } else {
      h = metamethod(o, '__newindex');
      if (h === undefined) throw new LuaError(msgTypeError('index', objTypeName(o), d));
    }
    if (typeof h === 'function') {
      const r = callMeta(h, o, k, v, 3);
      return r instanceof Promise ? r : undefined;
    }
    o = h;
    d = undefined;
    if (o instanceof LuaTable && o.get(k) !== undefined) {
      o.set(k, v);
      return;
    }
  }
  throw new LuaError(msgIndexLoop('__newindex'));
}
