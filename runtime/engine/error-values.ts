// Error values as Lua sees them (reference §8.1, language.md §5): a table `{kind, message, ...fields}`
// whose tostring is the message and which concatenates as its message. Engine errors of every kind,
// `lua` included, are raised as such tables; values the author raises pass through unchanged.

import { LuaError, msgTypeError } from '../lua/errors.js';
import { objTypeName } from '../lua/metatables.js';
import { isNumber, tostringNumber } from '../lua/numbers.js';
import { utf8Decode, utf8Encode } from '../lua/strings.js';
import { LuaTable } from '../lua/tables.js';
import type { LuaValue } from '../lua/values.js';
import { EngineException, type EngineError, type ErrorKind } from './errors.js';

const KINDS: ReadonlySet<string> = new Set<ErrorKind>([
  'lua', 'internal', 'cancelled', 'context_exhausted', 'empty_model_reply', 'tool_loop_exhausted', 'tool',
  'out_of_scope_tool', 'unbound_tool', 'tasks_live', 'task_not_owned', 'task_consumed', 'store',
]);

/** The message of an error table, as a byte string. */
function messageOf(v: LuaValue): string | undefined {
  if (!(v instanceof LuaTable)) return undefined;
  const m = v.getStr('message');
  return typeof m === 'string' ? m : undefined;
}

/** An operand of `..` next to an error value: strings and numbers as Lua converts them. */
function concatText(v: LuaValue, own: boolean): string {
  if (own) return messageOf(v) ?? '';
  if (typeof v === 'string') return v;
  if (isNumber(v)) return tostringNumber(v);
  throw new LuaError(msgTypeError('concatenate', objTypeName(v)));
}

let shared: LuaTable | undefined;
let sharedWithDisplay: LuaTable | undefined;
/** The tostring text of the error values whose tostring is not their message (EngineError.display). */
const displays = new WeakMap<LuaTable, string>();

function isErrorValue(v: LuaValue): boolean {
  return v instanceof LuaTable && v.metatable !== undefined && (v.metatable === shared || v.metatable === sharedWithDisplay);
}

/**
 * The `__concat` of error values, once a compiled prompt that can reach it was loaded
 * (withErrorConcat): only a `..` operator calls it and only getmetatable shows it, so a bundle
 * whose prompt has neither carries none of its number formatting (issue #6 tree-shaking).
 */
let concatMetamethod: ((a: LuaValue, b: LuaValue) => string) | undefined;

/**
 * Gives error values their `__concat` (and returns `parts` unchanged): a compiled prompt wraps its
 * `engine` in it when its Lua has a `..` operator or calls getmetatable (compiler/emit/library-spec.ts).
 * Once per process, like the string metatable's arithmetic (string-arith.ts): a prompt without
 * either cannot tell.
 */
export function withErrorConcat<T>(parts: T): T {
  if (concatMetamethod === undefined) {
    concatMetamethod = (a, b) => concatText(a, isErrorValue(a)) + concatText(b, isErrorValue(b));
    // the metatables made before (error values already raised) get it as well
    shared?.set('__concat', concatMetamethod);
    sharedWithDisplay?.set('__concat', concatMetamethod);
  }
  return parts;
}

function newErrorMetatable(tostring: (e: LuaValue) => LuaValue): LuaTable {
  const mt = new LuaTable();
  mt.set('__tostring', tostring);
  if (concatMetamethod !== undefined) mt.set('__concat', concatMetamethod);
  return mt;
}

/** The metatable every Engine error value shares. */
export function errorMetatable(): LuaTable {
  return (shared ??= newErrorMetatable((e) => messageOf(e) ?? ''));
}

/** The metatable of error values with their own tostring text; they still concatenate as their message. */
function displayMetatable(): LuaTable {
  return (sharedWithDisplay ??= newErrorMetatable((e) => (e instanceof LuaTable ? displays.get(e) : undefined) ?? messageOf(e) ?? ''));
}

/** The Lua table for an error value: kind, message, then its fields; text UTF-8 encoded. */
export function errorTable(e: EngineError): LuaTable {
  const t = new LuaTable();
  t.set('kind', e.kind);
  t.set('message', utf8Encode(e.message));
  for (const [key, value] of Object.entries(e.fields)) t.set(key, typeof value === 'string' ? utf8Encode(value) : value);
  if (e.display !== undefined) {
    displays.set(t, utf8Encode(e.display));
    t.metatable = displayMetatable();
  } else t.metatable = errorMetatable();
  return t;
}

/** The LuaError to throw for an Engine error (a table value: no position prefix is added). */
export function luaErrorFor(e: EngineError): LuaError {
  return new LuaError(errorTable(e), 1);
}

/**
 * Converts what Engine code throws into what Lua code catches: an EngineException becomes its
 * error table; anything else is returned unchanged.
 */
export function toLuaThrow(thrown: unknown): unknown {
  return thrown instanceof EngineException ? luaErrorFor(thrown.error) : thrown;
}

/**
 * Reads an error value back (for classifying an uncaught or re-raised error, reference §8.1): a
 * table with a known string `kind` and a string `message`. Other values give undefined.
 */
export function errorFromValue(v: LuaValue): EngineError | undefined {
  if (!(v instanceof LuaTable)) return undefined;
  const kind = v.getStr('kind');
  const message = v.getStr('message');
  if (typeof kind !== 'string' || !KINDS.has(kind) || typeof message !== 'string') return undefined;
  const fields: Record<string, string | number> = {};
  for (const key of ['name', 'reason', 'path', 'anchor', 'count', 'rule', 'task', 'tasks', 'finish_reason']) {
    const value = v.getStr(key);
    if (typeof value === 'string') fields[key] = utf8Decode(value);
    else if (typeof value === 'number') fields[key] = value;
  }
  return { code: `reraised_${kind}`, kind: kind as ErrorKind, message: utf8Decode(message), fields };
}
