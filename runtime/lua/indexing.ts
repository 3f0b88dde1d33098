// Indexing operators `o[k]` and `o[k] = v` with __index / __newindex chains (lvm.c luaV_finishget/finishset).
import type { LuaValue } from './values.js';
import { LuaTable } from './tables.js';
import { LuaError, msgIndexLoop, msgTypeError } from './errors.js';
import { metamethod, objTypeName, tmIndex, tmNewindex } from './metatables.js';
import { one } from './calls.js';

const MAXTAGLOOP = 2000; // lvm.c

/** `o[k]` */
export function index(o: LuaValue, k: LuaValue, d?: string): LuaValue {
  if (o instanceof LuaTable) {
    const v = o.get(k);
    if (v !== undefined || o.metatable === undefined) return v;
  }
  return indexSlow(o, k, d);
}

function indexSlow(o: LuaValue, k: LuaValue, d: string | undefined): LuaValue {
  for (let loop = 0; loop < MAXTAGLOOP; loop++) {
    let h: LuaValue;
    if (o instanceof LuaTable) {
      const v = o.get(k);
      if (v !== undefined) return v;
      const mt = o.metatable;
      if (mt === undefined) return undefined;
      h = tmIndex(mt);
      if (h === undefined) return undefined;
    } else {
      h = metamethod(o, '__index');
      if (h === undefined) throw new LuaError(msgTypeError('index', objTypeName(o), d));
    }
    if (typeof h === 'function') return one(h(o, k) as LuaValue);
    o = h;
    d = undefined;
  }
  throw new LuaError(msgIndexLoop('__index'));
}

/** `o[k] = v` */
export function setindex(o: LuaValue, k: LuaValue, v: LuaValue, d?: string): void {
  if (o instanceof LuaTable && (o.metatable === undefined || o.get(k) !== undefined)) o.set(k, v);
  else setindexSlow(o, k, v, d);
}

function setindexSlow(o: LuaValue, k: LuaValue, v: LuaValue, d: string | undefined): void {
  for (let loop = 0; loop < MAXTAGLOOP; loop++) {
    let h: LuaValue;
    if (o instanceof LuaTable) {
      h = o.metatable === undefined ? undefined : tmNewindex(o.metatable);
      if (h === undefined || o.get(k) !== undefined) {
        o.set(k, v);
        return;
      }
    } else {
      h = metamethod(o, '__newindex');
      if (h === undefined) throw new LuaError(msgTypeError('index', objTypeName(o), d));
    }
    if (typeof h === 'function') {
      h(o, k, v);
      return;
    }
    o = h;
    d = undefined;
  }
  throw new LuaError(msgIndexLoop('__newindex'));
}
