// The string library of prompt sandboxes (language.md §3, issue #7): strings share one metatable in
// the whole process, and a prompt run has many environments at once (sections, fanout arms, tasks,
// other runs). So the metatable and the library it indexes are made once and never change: each
// environment's `string` global is its own empty, read-only view of that library, and its
// `getmetatable("")` is its own copy, so no environment can change another's string methods.
import { LuaTable, stringKeysInOrder } from './tables.js';
import type { LuaValue } from './values.js';
import { LuaError, msgSharedStringLibrary } from './errors.js';
import { base_next } from './stdlib/base-iter.js';
import { base_getmetatable } from './stdlib/base.js';
import { registerGlobalNames } from './function-names.js';

let pristine: { lib: LuaTable; metatable: LuaTable } | undefined;
let pristineView: LuaTable | undefined;

/** The one string library and string metatable of every sandbox (made on first use). */
function shared(): { lib: LuaTable; metatable: LuaTable } {
  if (pristine !== undefined) return pristine;
  const lib = new LuaTable();
  // its arithmetic metamethods come from withStringArith (string-arith.ts), when a module needs them
  const metatable = new LuaTable();
  metatable.set('__index', lib);
  pristine = { lib, metatable };
  return pristine;
}

/**
 * What `getmetatable(string)` shows; writes raise, pairs lists the library. Made only for an
 * environment with a `string` global (sandboxString), so a bundle without one has no `next`.
 */
function sharedView(): LuaTable {
  if (pristineView !== undefined) return pristineView;
  const { lib } = shared();
  const view = new LuaTable();
  view.set('__index', lib);
  view.set('__newindex', () => {
    throw new LuaError(msgSharedStringLibrary(), 1);
  });
  view.set('__pairs', () => [base_next, lib, undefined]);
  view.set('__metatable', false);
  return (pristineView = view);
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
  t.metatable = sharedView();
  return t;
}

/**
 * A library spec's `string` (compiler/emit/library-spec.ts): adds the members (a table or a plain
 * object) to the shared library and gives the environment its own read-only view of it.
 */
export function sandboxString(members: LuaTable | Record<string, LuaValue>): LuaTable {
  addSharedStringMembers(members instanceof LuaTable ? membersOf(members) : members);
  return stringLibraryView();
}

/** t's string-keyed members, in `next` order. */
function membersOf(t: LuaTable): Record<string, LuaValue> {
  const m: Record<string, LuaValue> = {};
  for (const k of stringKeysInOrder(t)) m[k] = t.getStr(k);
  return m;
}

/**
 * A compiled prompt's library spec with getmetatable (compiler/emit/library-spec.ts): its
 * `getmetatable` becomes the sandbox's (sandboxGetmetatable over the spec's `string` view), which
 * createEnv would otherwise make. The Engine builds prompt environments with createPromptEnv, which
 * leaves this to the spec, so a bundle whose prompt never calls getmetatable carries none of it.
 */
export function withSandboxGetmetatable<T extends Record<string, unknown>>(spec: T): T {
  const string = spec['string'];
  if (string instanceof LuaTable && spec['getmetatable'] !== undefined) (spec as Record<string, unknown>)['getmetatable'] = sandboxGetmetatable(string);
  return spec;
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
      // every field of the shared metatable (read without `next`, which a bundle may not have)
      const mt = shared().metatable;
      for (const k of mt.hashKeys()) own.set(k, mt.get(k));
      own.set('__index', stringGlobal);
    }
    return own;
  };
}
