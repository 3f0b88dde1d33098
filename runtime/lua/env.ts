// A global environment built from a library spec: the globals a compiled module says it uses
// (compiler/emit/library-spec.ts), each imported on its own so that bundlers keep only those
// (issue #6 tree-shaking). Strings share one read-only library in the whole process
// (shared-string-lib.ts); the spec's string functions are added to it.
import type { LuaValue } from './values.js';
import { LuaTable } from './tables.js';
import { setStringMetatable } from './metatables.js';
import { registerGlobalNames } from './function-names.js';
import { sandboxGetmetatable, sharedStringMetatable } from './shared-string-lib.js';

/** What a library spec may depend on: the run's stdout sink and math.random seed. */
export interface LibOptions {
  /** Seed for math.random (integer); random when absent, like lua. */
  readonly randomSeed?: number | bigint | undefined;
  /** The stdout sink for print and io.write (standalone chunks), taking byte strings. */
  readonly write?: ((bytes: string) => void) | undefined;
  /** The stderr sink for io.stderr (standalone chunks), taking byte strings. */
  readonly writeErr?: ((bytes: string) => void) | undefined;
}

/**
 * A global's value, or a plain object of library members that becomes a fresh table. `_G` (any
 * value) places the global table itself there, in the order `pairs(_G)` shows; absent, it comes last.
 */
export type LibSpec = Record<string, LuaValue | Record<string, LuaValue>>;

/** What a compiled module exports for its globals: called once per environment. */
export type LibFactory = (options: LibOptions) => LibSpec;

/**
 * A fresh global table from a spec. The spec's `string` is the environment's read-only view of the
 * shared string library (sandboxString, shared-string-lib.ts); `getmetatable` becomes the
 * environment's own, whose string metatable indexes that view.
 */
export function createEnv(spec: LibSpec, extra?: Record<string, LuaValue>): LuaTable {
  return buildEnv(spec, extra, sandboxStringMetatable);
}

/**
 * createEnv for a compiled prompt's spec (the Engine's environments): the spec's `getmetatable`, if
 * any, is already the sandbox's (withSandboxGetmetatable), so this never refers to it and a bundle
 * whose prompt never calls getmetatable drops it (issue #6 tree-shaking).
 */
export function createPromptEnv(spec: LibSpec): LuaTable {
  return buildEnv(spec, undefined, undefined);
}

function sandboxStringMetatable(G: LuaTable): void {
  const string = G.get('string');
  if (string instanceof LuaTable && G.get('getmetatable') !== undefined) G.set('getmetatable', sandboxGetmetatable(string));
}

function buildEnv(spec: LibSpec, extra: Record<string, LuaValue> | undefined, sandbox: ((G: LuaTable) => void) | undefined): LuaTable {
  const G = new LuaTable();
  for (const name in spec) {
    const v = spec[name];
    if (name === '_G') G.set(name, G);
    else G.set(name, isMembers(v) ? tableOf(v) : v);
  }
  if (!('_G' in spec)) G.set('_G', G);
  sandbox?.(G);
  setStringMetatable(sharedStringMetatable());
  if (extra) for (const k in extra) G.set(k, extra[k]);
  registerGlobalNames(G);
  return G;
}

/** A plain object of members (not a Lua value: tables, functions and boxed floats are classes). */
function isMembers(v: LuaValue | Record<string, LuaValue>): v is Record<string, LuaValue> {
  return typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;
}

function tableOf(members: Record<string, LuaValue>): LuaTable {
  const t = new LuaTable();
  for (const k in members) t.set(k, members[k]);
  return t;
}
