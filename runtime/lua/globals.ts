// The global environment `_G` of one Lua state: the sandbox of spec language.md §1, plus print,
// io and os for the standalone `promptforge lua` command.
import type { LuaFunction, LuaValue } from './values.js';
import { LuaTable } from './tables.js';
import { setStringMetatable } from './metatables.js';
import { utf8Encode } from './strings.js';
import { createStringLibOrPlaceholder } from './string-lib.js';
import { registerGlobalNames } from './function-names.js';
import { addStringArith } from './string-arith.js';
import { sandboxGetmetatable, sharedStringMetatable, stringLibraryView } from './shared-string-lib.js';
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
export interface GlobalsOptions {
  /** Adds print, io (io.write) and os: the standalone command only. */
  standalone?: boolean;
  /** The stdout sink for print and io.write, taking byte strings. */
  write?: (bytes: string) => void;
  /** Extra globals by (JS text) name, e.g. async builtins registered by tests. */
  extra?: Record<string, LuaValue>;
  /** Seed for math.random (integer); random when absent, like lua. */
  randomSeed?: number | bigint;
  /**
   * Prompt sandboxes: `string` is a read-only view of one library shared by every environment, so
   * concurrent environments cannot change each other's string methods (shared-string-lib.ts).
   */
  sharedStrings?: boolean;
}

/** A fresh global table. Also installs the string metatable (`getmetatable("").__index == string`). */
export function createGlobals(options: GlobalsOptions = {}): LuaTable {
  const G = new LuaTable();
  const base: Record<string, LuaFunction> = {
    assert: base_assert, error: base_error, getmetatable: base_getmetatable, ipairs: base_ipairs,
    next: base_next, pairs: base_pairs, pcall: base_pcall, rawequal: base_rawequal, rawget: base_rawget,
    rawlen: base_rawlen, rawset: base_rawset, select: base_select, setmetatable: base_setmetatable,
    tonumber: base_tonumber, tostring: base_tostring, type: base_type, xpcall: base_xpcall,
  };
  for (const [k, f] of Object.entries(base)) G.set(k, f);
  G.set('_G', G);
  G.set('_VERSION', base_VERSION);
  if (options.sharedStrings) {
    const view = stringLibraryView();
    G.set('string', view);
    G.set('getmetatable', sandboxGetmetatable(view));
    setStringMetatable(sharedStringMetatable());
  } else {
    const string = createStringLibOrPlaceholder();
    G.set('string', string);
    const stringMeta = new LuaTable();
    addStringArith(stringMeta);
    stringMeta.set('__index', string);
    setStringMetatable(stringMeta);
  }
  G.set('table', createTableLib());
  G.set('math', createMathLib(options.randomSeed));
  G.set('utf8', createUtf8Lib());
  if (options.standalone) {
    const write = options.write ?? (() => {});
    G.set('print', createPrint(write));
    G.set('io', createIoLib(write));
    G.set('os', createOsLib());
  }
  for (const [k, v] of Object.entries(options.extra ?? {})) G.set(utf8Encode(k), v);
  registerGlobalNames(G);
  return G;
}
