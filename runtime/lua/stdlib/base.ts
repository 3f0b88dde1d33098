// Base library: metatables, raw access, type, tostring, tonumber, select, assert, error (lbaselib.c).
import { LuaFloat, type LuaResult, type LuaValue } from '../values.js';
import { LuaTable, tableLength } from '../tables.js';
import { metatableChanged } from '../inherit-views.js';
import {
  LuaError, msgAssertionFailed, msgBaseOutOfRange, msgIndexOutOfRange, msgNilOrTable, msgProtectedMetatable,
} from '../errors.js';
import { getMetatable, typeName } from '../metatables.js';
import { mkint, str2number } from '../numbers.js';
import { eq } from '../compare.js';
import { tostr } from '../strings.js';
import { argError, checkAny, checkInt, checkInteger, checkTable, typeError } from './args.js';

/** assert(v, message?, ...) */
export function base_assert(...args: LuaValue[]): LuaResult;
export function base_assert(v?: LuaValue, message?: LuaValue): LuaResult {
  // no rest parameter: `assert(cond)` in a loop allocated an array per call
  const n = arguments.length;
  if (v !== undefined && v !== false) return n <= 1 ? v : (Array.prototype.slice.call(arguments) as LuaValue[]);
  if (n === 0) checkAny(0, 1, 'assert');
  if (n >= 2) throw new LuaError(message, 1); // lbaselib.c: luaB_error with the message (level 1)
  throw new LuaError(msgAssertionFailed());
}

/** error(message, level?) */
export function base_error(message?: LuaValue, level?: LuaValue): never {
  const lv = level === undefined ? 1 : checkInt(level, 2, 'error');
  let e!: LuaError;
  for (let edge = 0; edge < 2; edge++) e ??= new LuaError(message, typeof message === 'string' && lv > 0 ? lv : 0); // THROW_EDGE (errors.ts)
  throw e;
}

/** getmetatable(v): the `__metatable` field when present. */
export function base_getmetatable(v?: LuaValue): LuaValue {
  if (arguments.length === 0) checkAny(0, 1, 'getmetatable');
  const mt = getMetatable(v);
  if (mt === undefined) return undefined;
  const protectedMt = mt.getStr('__metatable');
  return protectedMt !== undefined ? protectedMt : mt;
}

/** setmetatable(t, mt) */
export function base_setmetatable(t?: LuaValue, mt?: LuaValue): LuaValue {
  const tt = checkTable(t, 1, 'setmetatable', arguments.length);
  if (arguments.length < 2 || (mt !== undefined && !(mt instanceof LuaTable))) typeError(2, 'setmetatable', msgNilOrTable(), mt, arguments.length < 2);
  if (tt.metatable !== undefined && tt.metatable.getStr('__metatable') !== undefined) {
    throw new LuaError(msgProtectedMetatable());
  }
  tt.metatable = mt as LuaTable | undefined;
  metatableChanged(tt); // inheritance views (inherit-views.ts)
  return tt;
}

/** rawequal(a, b) */
export function base_rawequal(a?: LuaValue, b?: LuaValue): boolean {
  checkAny(arguments.length, 1, 'rawequal');
  checkAny(arguments.length, 2, 'rawequal');
  if (a instanceof LuaTable || b instanceof LuaTable) return a === b;
  return eq(a, b);
}

/** rawget(t, k) */
export function base_rawget(t?: LuaValue, k?: LuaValue): LuaValue {
  const tt = checkTable(t, 1, 'rawget', arguments.length);
  checkAny(arguments.length, 2, 'rawget');
  return tt.get(k);
}

/** rawset(t, k, v) */
export function base_rawset(t?: LuaValue, k?: LuaValue, v?: LuaValue): LuaValue {
  const tt = checkTable(t, 1, 'rawset', arguments.length);
  checkAny(arguments.length, 2, 'rawset');
  checkAny(arguments.length, 3, 'rawset');
  tt.set(k, v);
  return tt;
}

/** rawlen(v) */
export function base_rawlen(v?: LuaValue): LuaValue {
  if (v instanceof LuaTable) return tableLength(v);
  if (typeof v === 'string') return v.length;
  return typeError(1, 'rawlen', 'table or string', v, arguments.length < 1);
}

/** type(v) */
export function base_type(v?: LuaValue): string {
  if (arguments.length === 0) checkAny(0, 1, 'type');
  return typeName(v);
}

/** tostring(v): may return a Promise when an async __tostring runs. */
export function base_tostring(v?: LuaValue): string | Promise<string> {
  if (arguments.length === 0) checkAny(0, 1, 'tostring');
  return tostr(v);
}

/** tonumber(v, base?) */
export function base_tonumber(v?: LuaValue, base?: LuaValue): LuaValue {
  if (base === undefined) {
    if (arguments.length === 0) checkAny(0, 1, 'tonumber');
    if (typeof v === 'number' || typeof v === 'bigint' || v instanceof LuaFloat) return v;
    return typeof v === 'string' ? str2number(v) : undefined;
  }
  const b = checkInt(base, 2, 'tonumber');
  const s = typeof v === 'string' ? v : typeError(1, 'tonumber', 'string', v);
  if (b < 2 || b > 36) argError(2, 'tonumber', msgBaseOutOfRange());
  const m = /^[ \t\n\v\f\r]*([-+]?)([0-9a-zA-Z]+)[ \t\n\v\f\r]*$/.exec(s);
  if (!m) return undefined;
  let n = 0n;
  const B = BigInt(b);
  for (const c of m[2]!.toLowerCase()) {
    const d = parseInt(c, 36);
    if (d >= b) return undefined;
    n = BigInt.asUintN(64, n * B + BigInt(d)); // lbaselib.c: wraps around
  }
  return mkint(m[1] === '-' ? -n : n);
}

/** select(n, ...) / select('#', ...) */
export function base_select(n?: LuaValue, ...args: LuaValue[]): LuaResult {
  if (n === '#') return args.length;
  const i = checkInteger(n, 1, 'select', arguments.length);
  const k = typeof i === 'bigint' ? (i < 0n ? -Infinity : Infinity) : i;
  if (k < 0) {
    if (-k > args.length) argError(1, 'select', msgIndexOutOfRange());
    const r = args.slice(args.length + k);
    return r.length === 1 ? r[0] : r;
  }
  if (k === 0) argError(1, 'select', msgIndexOutOfRange());
  if (k === 1) return args.length === 1 ? args[0] : args;
  const r = args.slice(k - 1);
  return r.length === 1 ? r[0] : r;
}

/** `_VERSION` */
export const base_VERSION = 'Lua 5.4';
