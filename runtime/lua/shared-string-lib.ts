// The string library of prompt sandboxes (language.md §3, issue #7): strings share one metatable in
// the whole process, and a prompt run has many environments at once (sections, fanout arms, tasks,
// other runs). So the metatable and the library it indexes are made once and never change: each
// environment's `string` global is its own empty, read-only view of that library, and its
// `getmetatable("")` is its own copy, so no environment can change another's string methods.
import { LuaTable } from './tables.js';
import type { LuaValue } from './values.js';
import { LuaError, msgSharedStringLibrary } from './errors.js';
import { base_next } from './stdlib/base-iter.js';
import { base_getmetatable } from './stdlib/base.js';
import { registerGlobalNames } from './function-names.js';

let pristine: { lib: LuaTable; metatable: LuaTable; view: LuaTable } | undefined;

/** The one string library and string metatable of every sandbox (made on first use). */
function shared(): { lib: LuaTable; metatable: LuaTable; view: LuaTable } {
  if (pristine !== undefined) return pristine;
  const lib = new LuaTable();
  // its arithmetic metamethods come from withStringArith (string-arith.ts), when a module needs them
  const metatable = new LuaTable();
  metatable.set('__index', lib);
  // What `getmetatable(string)` shows; writes raise, pairs lists the library.
  const view = new LuaTable();
  view.set('__index', lib);
  view.set('__newindex', () => {
    throw new LuaError(msgSharedStringLibrary(), 1);
  });
  view.set('__pairs', () => [base_next, lib, undefined]);
  view.set('__metatable', false);
  pristine = { lib, metatable, view };
  return pristine;
}

/** Adds string functions to the shared library (those it has already are kept). */
export function addSharedStringMembers(members: Record<string, LuaValue>): void {
  const { lib } = shared();
  let added = false;
  for (const k in members) {
    if (lib.get(k) !== undefined) continue;
    lib.set(k, members[k]);
    added = true;
  }
  if (!added) return;
  // Library functions keep their `string.x` names in messages.
  const names = new LuaTable();
  names.set('string', lib);
  registerGlobalNames(names);
}

/** The string metatable every sandbox shares (set as the process-wide one by createGlobals). */
export function sharedStringMetatable(): LuaTable {
  return shared().metatable;
}

/** A sandbox environment's own `string` global: an empty read-only view of the shared library. */
export function stringLibraryView(): LuaTable {
  const t = new LuaTable();
  t.metatable = shared().view;
  return t;
}

/**
 * The environment's `getmetatable`: for strings, the environment's own copy of the string
 * metatable (its `__index` is the environment's `string`), never the shared one.
 */
export function sandboxGetmetatable(stringGlobal: LuaTable) {
  let own: LuaTable | undefined;
  return function getmetatable(this: unknown, ...a: LuaValue[]): LuaValue {
    if (typeof a[0] !== 'string') return (base_getmetatable as (...x: LuaValue[]) => LuaValue)(...a);
    if (own === undefined) {
      own = new LuaTable();
      for (let e = shared().metatable.next(undefined); e !== undefined; e = shared().metatable.next(e[0])) own.set(e[0], e[1]);
      own.set('__index', stringGlobal);
    }
    return own;
  };
}
