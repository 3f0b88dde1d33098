// Global names of library functions ("utf8.len"), for lauxlib.c pushglobalfuncname: lua names a
// function that way in `bad argument` messages when it was not called from Lua code (pcall(f, ...)).
import type { LuaValue } from './values.js';
import { LuaTable, stringKeysInOrder } from './tables.js';

const names = new WeakMap<object, string>();

/** Records the global names of the functions in G and in its library tables. */
export function registerGlobalNames(G: LuaTable): void {
  for (const k of stringKeysInOrder(G)) {
    const v = G.getStr(k);
    if (typeof v === 'function') {
      if (!names.has(v)) names.set(v, k);
    } else if (v instanceof LuaTable && v !== G) {
      for (const m of stringKeysInOrder(v)) {
        const f = v.getStr(m);
        if (typeof f === 'function' && !names.has(f)) names.set(f, `${k}.${m}`);
      }
    }
  }
}

/** The global name of f ("utf8.len", "print"), if it is a library function. */
export function globalName(f: LuaValue): string | undefined {
  return typeof f === 'function' ? names.get(f) : undefined;
}
