// promptforge-js/runtime/lua: the Lua 5.4 runtime alone, re-exports only. A compiled plain chunk
// (compiler/emit/module.ts) imports from here, so loading one does not load the prompt engine
// (node loads every module an entry names: ~60 here against ~110 for promptforge-js/runtime).
// promptforge-js/runtime re-exports all of this (`export *`): one set of modules, one LuaTable.
export { LuaFloat } from './values.js';
export type { LuaValue, LuaFunction, LuaResult } from './values.js';
export { LuaTable } from './tables.js';
export { LuaError, LuaInterrupt } from './errors.js';
export { errorAt, errorValue, tailErrorAt } from './error-positions.js';
export { add, sub, mul, div, mod, idiv, pow, unm } from './arith.js';
export { band, bor, bxor, shl, shr, bnot } from './bitwise.js';
export { eq, lt, le } from './compare.js';
export { concat, concat3, concat4, concat5, len } from './concat.js';
export { index, setindex, fields, indexMiss } from './indexing.js';
export { methodSite, holder, holderFields, methodMiss, MethodSite } from './method-cache.js';
export { callable, call, one, spread, EMPTY, protect, PROTECTED, pfail, Failure } from './calls.js';
export { suspendable } from './c-stack.js';
export { tableFrom, tableRec1, tableRec2, tableRec3, tableRec4 } from './constructors.js';
export { appendRun } from './table-fill.js';
export { toSlot, fromSlot } from './float-slots.js';
export { forLimit, forPrep, forIn, toClose, closeOnError, closeOnExit } from './loops.js';
export { clock, clockOf, bindClock, InterruptClock, setInterruptState } from './interrupts.js';
export { limits, setLimits } from './limits.js';
export { tostringNumber, str2number, mkfloat, mkint, isFloat, isInteger, isNumber, toInteger, floatToInt } from './numbers.js';
export { utf8Encode, utf8Decode, tostr, rawtostr } from './strings.js';
export { getMetatable, metamethod, setStringMetatable, typeName, objTypeName } from './metatables.js';
export { createGlobals, fullLib } from './globals.js';
export type { GlobalsOptions } from './globals.js';
export { createEnv } from './env.js';
export { withStringArith } from './string-arith.js';
export { sandboxString, withSandboxGetmetatable } from './shared-string-lib.js';
export type { LibOptions, LibSpec, LibFactory } from './env.js';
export {
  base_assert, base_error, base_getmetatable, base_setmetatable, base_rawequal, base_rawget, base_rawset,
  base_rawlen, base_type, base_tostring, base_tonumber, base_select, base_VERSION,
} from './stdlib/base.js';
export { base_pcall, base_xpcall, errorReturned, indexMissReturned, indexReturned, pcallPosition } from './stdlib/base-calls.js';
export { base_next, base_pairs, base_ipairs } from './stdlib/base-iter.js';
export { createPrint } from './stdlib/base-print.js';
export {
  table_insert, table_remove, table_concat, table_pack, table_unpack, table_move, table_sort, createTableLib,
} from './stdlib/table.js';
export {
  math_abs, math_ceil, math_floor, math_fmod, math_modf, math_sqrt, math_sin, math_cos, math_tan, math_asin,
  math_acos, math_atan, math_atan2, math_exp, math_deg, math_rad, math_log, math_tointeger, math_type, math_ult,
  math_max, math_min, createMathLib, createRandomFunctions,
} from './stdlib/math.js';
export { math_pow, math_log10, math_cosh, math_sinh, math_tanh, math_frexp, math_ldexp } from './stdlib/math-compat.js';
export {
  string_byte, string_char, string_dump, string_find, string_format, string_gmatch, string_gsub, string_len,
  string_lower, string_match, string_rep, string_reverse, string_sub, string_upper, string_pack, string_packsize,
  string_unpack, createStringLib,
} from './stdlib/string/index.js';
export {
  utf8_char, utf8_charpattern, utf8_codepoint, utf8_codes, utf8_len, utf8_offset, createUtf8Lib,
} from './stdlib/utf8.js';
export { os_time, os_clock, os_date, os_getenv, os_exit, createOsLib } from './stdlib/os.js';
export { createIoLib } from './stdlib/io.js';
