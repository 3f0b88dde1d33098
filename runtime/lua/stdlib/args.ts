// Argument checks for library functions (lauxlib.c luaL_check*, luaL_argerror, luaL_typeerror).
import { LuaFloat, type LuaValue } from '../values.js';
import { LuaTable } from '../tables.js';
import {
  LuaError, msgBadArgument, msgNumberNoInt, msgTypeExpected, msgValueExpected,
} from '../errors.js';
import { floatToInt, isNumber, str2number, toDouble, tostringNumber } from '../numbers.js';
import { typeName } from '../metatables.js';

/** luaL_argerror: throws `bad argument #arg to 'fname' (extra)`. */
export function argError(arg: number, fname: string, extra: string): never {
  const e = new LuaError(msgBadArgument(arg, fname, extra));
  e.badArg = { arg, extra };
  throw e;
}

/** luaL_typeerror: `<expected> expected, got <type>` (`no value` when the argument is absent). */
export function typeError(arg: number, fname: string, expected: string, v: LuaValue, absent = false): never {
  let got: string;
  const name = v instanceof LuaTable ? v.metatable?.getStr('__name') : undefined;
  if (typeof name === 'string') got = name;
  else got = absent ? 'no value' : typeName(v);
  return argError(arg, fname, msgTypeExpected(expected, got));
}

/** luaL_checkany: the argument must be present (nargs = arguments.length of the builtin). */
export function checkAny(nargs: number, arg: number, fname: string): void {
  if (nargs < arg) argError(arg, fname, msgValueExpected());
}

/** luaL_checktype(LUA_TTABLE). */
export function checkTable(v: LuaValue, arg: number, fname: string, nargs = arg): LuaTable {
  if (v instanceof LuaTable) return v;
  return typeError(arg, fname, 'table', v, nargs < arg);
}

/** luaL_checkinteger: integers, integral floats and numeric strings. */
export function checkInteger(v: LuaValue, arg: number, fname: string, nargs = arg): number | bigint {
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'bigint') return v;
  const n = typeof v === 'string' ? str2number(v) : v;
  if (typeof n === 'number' || typeof n === 'bigint' || n instanceof LuaFloat) {
    const i = typeof n === 'number' ? floatToInt(n) : typeof n === 'bigint' ? n : floatToInt(n.n);
    if (i !== undefined) return i;
    return argError(arg, fname, msgNumberNoInt());
  }
  return typeError(arg, fname, 'number', v, nargs < arg);
}

/** checkInteger clamped to a JS number (for sizes and positions; bigints saturate). */
export function checkInt(v: LuaValue, arg: number, fname: string, nargs = arg): number {
  const i = checkInteger(v, arg, fname, nargs);
  return typeof i === 'number' ? i : i > 0n ? Number.MAX_SAFE_INTEGER : Number.MIN_SAFE_INTEGER;
}

/** luaL_optinteger as a JS number. */
export function optInt(v: LuaValue, arg: number, fname: string, def: number): number {
  return v === undefined ? def : checkInt(v, arg, fname);
}

/** luaL_checknumber: numbers and numeric strings. */
export function checkNumber(v: LuaValue, arg: number, fname: string, nargs = arg): number | bigint | LuaFloat {
  if (typeof v === 'number' || typeof v === 'bigint' || v instanceof LuaFloat) return v;
  if (typeof v === 'string') {
    const n = str2number(v);
    if (n !== undefined) return n;
  }
  return typeError(arg, fname, 'number', v, nargs < arg);
}

/** luaL_checknumber as C sees it: a lua_Number (double). */
export function checkDouble(v: LuaValue, arg: number, fname: string, nargs = arg): number {
  return toDouble(checkNumber(v, arg, fname, nargs));
}

/** luaL_checklstring: strings, and numbers converted to strings. */
export function checkString(v: LuaValue, arg: number, fname: string, nargs = arg): string {
  if (typeof v === 'string') return v;
  if (isNumber(v)) return tostringNumber(v);
  return typeError(arg, fname, 'string', v, nargs < arg);
}

/** luaL_optlstring. */
export function optString(v: LuaValue, arg: number, fname: string, def: string): string {
  return v === undefined ? def : checkString(v, arg, fname);
}
