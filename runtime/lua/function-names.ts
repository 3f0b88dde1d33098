// Global names of library functions ("utf8.len"), for lauxlib.c pushglobalfuncname: lua names a
// function that way in `bad argument` messages when it was not called from Lua code (pcall(f, ...)).
import type { LuaValue } from './values.js';
import { LuaTable } from './tables.js';

const names = new WeakMap<object, string>();

/** Records the global names of the functions in G and in its library tables. */
export function registerGlobalNames(G: LuaTable): void {
  for (let r = G.next(undefined); r !== undefined; r = G.next(r[0])) {
    const [k, v] = r;
    if (typeof k !== 'string') continue;
    if (typeof v === 'function') {
      if (!names.has(v)) names.set(v, k);
    } else if (v instanceof LuaTable && v !== G) {
      for (let s = v.next(undefined); s !== undefined; s = v.next(s[0])) {
        if (typeof s[0] === 'string' && typeof s[1] === 'function' && !names.has(s[1])) names.set(s[1], `${k}.${s[0]}`);
      }
    }
  }
}

/** The global name of f ("utf8.len", "print"), if it is a library function. */
export function globalName(f: LuaValue): string | undefined {
  return typeof f === 'function' ? names.get(f) : undefined;
}
