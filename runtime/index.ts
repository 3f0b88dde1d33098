// promptforge-js/runtime: re-exports only (CONTRIBUTING.md, "Runtime operator names").
export { LuaFloat } from './lua/values.js';
export type { LuaValue, LuaFunction, LuaResult } from './lua/values.js';
export { LuaTable } from './lua/tables.js';
export { LuaError, LuaInterrupt } from './lua/errors.js';
export { errorAt, errorValue } from './lua/error-positions.js';
export { add, sub, mul, div, mod, idiv, pow, unm } from './lua/arith.js';
export { band, bor, bxor, shl, shr, bnot } from './lua/bitwise.js';
export { eq, lt, le } from './lua/compare.js';
export { concat, len } from './lua/concat.js';
export { index, setindex, fields, indexMiss } from './lua/indexing.js';
export { callable, call, one, spread, EMPTY } from './lua/calls.js';
export { tableFrom } from './lua/constructors.js';
export { forLimit, forPrep, forIn, toClose, closeOnError, closeOnExit } from './lua/loops.js';
export { checkpoint, checkpointAsync, clock, setInterruptState } from './lua/interrupts.js';
export { limits, setLimits } from './lua/limits.js';
export { tostringNumber, str2number, mkfloat, mkint, isFloat, isInteger, isNumber, toInteger, floatToInt } from './lua/numbers.js';
export { utf8Encode, utf8Decode, tostr, rawtostr } from './lua/strings.js';
export { getMetatable, metamethod, setStringMetatable, typeName, objTypeName } from './lua/metatables.js';
export { createGlobals, fullLib } from './lua/globals.js';
export type { GlobalsOptions } from './lua/globals.js';
export { createEnv } from './lua/env.js';
export type { LibOptions, LibSpec, LibFactory } from './lua/env.js';
export {
  base_assert, base_error, base_getmetatable, base_setmetatable, base_rawequal, base_rawget, base_rawset,
  base_rawlen, base_type, base_tostring, base_tonumber, base_select, base_VERSION,
} from './lua/stdlib/base.js';
export { base_pcall, base_xpcall } from './lua/stdlib/base-calls.js';
export { base_next, base_pairs, base_ipairs } from './lua/stdlib/base-iter.js';
export { createPrint } from './lua/stdlib/base-print.js';
export {
  table_insert, table_remove, table_concat, table_pack, table_unpack, table_move, table_sort, createTableLib,
} from './lua/stdlib/table.js';
export {
  math_abs, math_ceil, math_floor, math_fmod, math_modf, math_sqrt, math_sin, math_cos, math_tan, math_asin,
  math_acos, math_atan, math_exp, math_log, math_tointeger, math_type, math_ult, math_max, math_min, createMathLib,
  createRandomFunctions,
} from './lua/stdlib/math.js';
export {
  string_byte, string_char, string_dump, string_find, string_format, string_gmatch, string_gsub, string_len,
  string_lower, string_match, string_rep, string_reverse, string_sub, string_upper, string_pack, string_packsize,
  string_unpack, createStringLib,
} from './lua/stdlib/string/index.js';
export {
  utf8_char, utf8_charpattern, utf8_codepoint, utf8_codes, utf8_len, utf8_offset, createUtf8Lib,
} from './lua/stdlib/utf8.js';
export { os_time, os_clock, os_date, os_getenv, os_exit, createOsLib } from './lua/stdlib/os.js';
export { createIoLib } from './lua/stdlib/io.js';
export { definePrompt } from './engine/define-prompt.js';
export {
  engine_sys, engine_var, engine_log, engine_tools, engine_store, engine_models, engine_messages, engine_fanout, engine_tasks,
  engine_item, engine_input, engine_untrusted, engine_list_from_section, engine_jump, engine_call, engine_prose, engine_argv,
  engine_run_store, engine_run_objects,
} from './engine/engine-parts.js';
export { tools_call, tools_always, tools_add, tools_add_local, tools_allow_tasks, tools_calls } from './engine/tools.js';
export { runCompiled } from './engine/run.js';
// the types a compiled module's declaration file names (compiler/emit/dts.ts)
export type { CompiledPrompt, PromptMeta } from './engine/define-prompt.js';
export type { RunConfig, RunOptions, RunOutcome } from './engine/run.js';
export type { Model } from './engine/model-protocol.js';
