// The global environment `_G` of one Lua state with the whole sandbox of spec language.md §1, plus
// print, io and os for the standalone `promptforge lua` command. Compiled prompts do not use this:
// they build their environment from the parts they use (env.ts createEnv, issue #6 tree-shaking).
import type { LuaValue } from './values.js';
import { LuaTable, type StrStore } from './tables.js';
import { utf8Encode } from './strings.js';
import { setStringMetatable } from './metatables.js';
import { registerGlobalNames } from './function-names.js';
import { addStringArith, withStringArith } from './string-arith.js';
import { createEnv, type LibOptions, type LibSpec } from './env.js';
import { sandboxString } from './shared-string-lib.js';
import { createStringLib } from './stdlib/string/index.js';
import {
  base_assert, base_error, base_getmetatable, base_rawequal, base_rawget, base_rawlen, base_rawset,
  base_select, base_setmetatable, base_tonumber, base_tostring, base_type, base_VERSION,
} from './stdlib/base.js';
import { base_pcall, base_xpcall } from './stdlib/base-calls.js';
import { base_ipairs, base_next, base_pairs } from './stdlib/base-iter.js';
import { createPrint } from './stdlib/base-print.js';
import { createTableLib } from './stdlib/table.js';
import { createMathLib } from './stdlib/math.js';
import { createUtf8Lib } from './stdlib/utf8.js';
import { createOsLib } from './stdlib/os.js';
import { createIoLib } from './stdlib/io.js';

/** Options for createGlobals. */
export interface GlobalsOptions extends LibOptions {
  /** Adds print, io (io.write) and os: the standalone command only. */
  standalone?: boolean;
  /** Extra globals by (JS text) name, e.g. async builtins registered by tests. */
  extra?: Record<string, LuaValue>;
  /**
   * Prompt sandboxes: `string` is a read-only view of one library shared by every environment, so
   * concurrent environments cannot change each other's string methods (shared-string-lib.ts).
   */
  sharedStrings?: boolean;
}

/** Every global of the sandbox (and of the standalone command): what `_G` may reach. */
export function fullLib(options: LibOptions, standalone: boolean): LibSpec {
  const spec: LibSpec = {
    assert: base_assert, error: base_error, getmetatable: base_getmetatable, ipairs: base_ipairs,
    next: base_next, pairs: base_pairs, pcall: base_pcall, rawequal: base_rawequal, rawget: base_rawget,
    rawlen: base_rawlen, rawset: base_rawset, select: base_select, setmetatable: base_setmetatable,
    tonumber: base_tonumber, tostring: base_tostring, type: base_type, xpcall: base_xpcall,
    _G: true, _VERSION: base_VERSION, string: sandboxString(createStringLib()), table: createTableLib(), math: createMathLib(options.randomSeed), utf8: createUtf8Lib(),
  };
  if (standalone) {
    const write = options.write ?? (() => {});
    spec.print = createPrint(write);
    spec.io = createIoLib(write, options.writeErr);
    spec.os = createOsLib();
  }
  return withStringArith(spec);
}

/** A fresh global table. Also installs the string metatable (`getmetatable("").__index == string`). */
export function createGlobals(options: GlobalsOptions = {}): LuaTable {
  const extra: Record<string, LuaValue> = {};
  for (const [k, v] of Object.entries(options.extra ?? {})) extra[utf8Encode(k)] = v;
  const spec = fullLib(options, options.standalone ?? false);
  if (options.sharedStrings) return createEnv(spec, extra);
  // like lua: the environment's own writable `string` table, not the sandbox's shared view
  spec.string = createStringLib();
  const G = new LuaTable();
  for (const name in spec) G.set(name, name === '_G' ? G : (spec[name] as LuaValue));
  const stringMeta = new LuaTable();
  addStringArith(stringMeta);
  stringMeta.set('__index', spec.string as LuaValue);
  setStringMetatable(stringMeta);
  for (const k in extra) G.set(k, extra[k]);
  registerGlobalNames(G);
  // the environment itself (G._G) and each library, read at every global access
  for (const k in G.strs) {
    const v = G.strs[k];
    if (v instanceof LuaTable) fastStrs(v);
  }
  return G;
}

/**
 * Copies t's string store into one object literal. Built key by key (keyed stores), a store of more
 * than ~16 keys turns into a V8 dictionary, so each `math.sqrt` of generated code was two hash
 * lookups; a literal's copy is a fast-mode object whose loads V8 caches per site (n-body: ~10%
 * fewer instructions). Same keys and values, so the table's counts stay right. Only here: the
 * prompt environments (createPromptEnv) hold the few globals a prompt uses and stay small.
 */
function fastStrs(t: LuaTable): void {
  // before any view inherits from t's store (inherit-views.ts), which is never replaced after
  // the old store is not cleared (tables.ts retireStrs): t is being made, no chunk has kept it yet
  t.strs = { __proto__: Object.getPrototypeOf(t.strs) as object, ...t.strs } as StrStore;
}
