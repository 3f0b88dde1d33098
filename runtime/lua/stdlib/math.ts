// The math library (lmathlib.c).
import { LuaFloat, type LuaFunction, type LuaValue } from '../values.js';
import { LuaTable } from '../tables.js';
import { msgValueExpected } from '../errors.js';
import { floatToInt, mkfloat, mkint, str2number, toDouble } from '../numbers.js';
import { lt } from '../compare.js';
import { argError, checkAny, checkDouble, checkInteger, checkNumber } from './args.js';
import { RandomState, createRandom, createRandomseed } from './math-random.js';
import { math_cosh, math_frexp, math_ldexp, math_log10, math_pow, math_sinh, math_tanh } from './math-compat.js';

type Num = number | bigint | LuaFloat;
const isInt = (v: Num): v is number | bigint => typeof v === 'bigint' || (typeof v === 'number' && Number.isInteger(v));
const num = (v: LuaValue, fname: string, arg = 1, nargs = arg): number => checkDouble(v, arg, fname, nargs);

/** lmathlib.c pushnumint: an integer when the float fits, else the float. */
function numint(x: number): LuaValue {
  const i = floatToInt(x);
  return i === undefined ? mkfloat(x) : i;
}

/** math.abs(x) */
export function math_abs(x?: LuaValue): LuaValue {
  const v = checkNumber(x, 1, 'abs', arguments.length);
  // lmathlib.c tests lua_isinteger on the argument itself: a numeric string gives a float
  if (typeof x === 'string') return mkfloat(Math.abs(toDouble(v)));
  if (typeof v === 'number') return Math.abs(v);
  if (typeof v === 'bigint') return mkint(v < 0n ? -v : v); // abs(mininteger) wraps
  return new LuaFloat(Math.abs(v.n));
}

/** math.ceil(x) */
export function math_ceil(x?: LuaValue): LuaValue {
  const v = checkNumber(x, 1, 'ceil', arguments.length);
  return isInt(v) ? v : numint(Math.ceil(toDouble(v)));
}

/** math.floor(x) */
export function math_floor(x?: LuaValue): LuaValue {
  const v = checkNumber(x, 1, 'floor', arguments.length);
  return isInt(v) ? v : numint(Math.floor(toDouble(v)));
}

/** math.fmod(a, b) */
export function math_fmod(a?: LuaValue, b?: LuaValue): LuaValue {
  const x = checkNumber(a, 1, 'fmod', arguments.length), y = checkNumber(b, 2, 'fmod', arguments.length);
  if (isInt(x) && isInt(y)) {
    const X = BigInt(x), Y = BigInt(y);
    if (Y === 0n) argError(2, 'fmod', 'zero');
    if (Y === -1n) return 0; // avoids overflow with mininteger
    return mkint(X % Y); // C '%' truncates, like BigInt
  }
  return mkfloat(toDouble(x) % toDouble(y));
}

/** math.modf(x): integral part (an integer when it fits, as lua5.4.4 prints it) and fraction. */
export function math_modf(x?: LuaValue): LuaValue[] {
  const v = checkNumber(x, 1, 'modf', arguments.length);
  if (isInt(v)) return [v, new LuaFloat(0)];
  const n = toDouble(v);
  const ip = n < 0 ? Math.ceil(n) : Math.floor(n);
  return [numint(ip), mkfloat(n === ip ? 0 : n - ip)];
}

/** math.sqrt(x) */
export function math_sqrt(x?: LuaValue): LuaValue {
  return mkfloat(Math.sqrt(num(x, 'sqrt', 1, arguments.length)));
}
/** math.sin(x) */
export function math_sin(x?: LuaValue): LuaValue {
  return mkfloat(Math.sin(num(x, 'sin', 1, arguments.length)));
}
/** math.cos(x) */
export function math_cos(x?: LuaValue): LuaValue {
  return mkfloat(Math.cos(num(x, 'cos', 1, arguments.length)));
}
/** math.tan(x) */
export function math_tan(x?: LuaValue): LuaValue {
  return mkfloat(Math.tan(num(x, 'tan', 1, arguments.length)));
}
/** math.asin(x) */
export function math_asin(x?: LuaValue): LuaValue {
  return mkfloat(Math.asin(num(x, 'asin', 1, arguments.length)));
}
/** math.acos(x) */
export function math_acos(x?: LuaValue): LuaValue {
  return mkfloat(Math.acos(num(x, 'acos', 1, arguments.length)));
}
/** math.exp(x) */
export function math_exp(x?: LuaValue): LuaValue {
  return mkfloat(Math.exp(num(x, 'exp', 1, arguments.length)));
}

/** math.deg(x): always a float, x * (180 / pi) as lmathlib.c computes it. */
export function math_deg(x?: LuaValue): LuaValue {
  return mkfloat(num(x, 'deg', 1, arguments.length) * (180 / Math.PI));
}
/** math.rad(x): always a float, x * (pi / 180). */
export function math_rad(x?: LuaValue): LuaValue {
  return mkfloat(num(x, 'rad', 1, arguments.length) * (Math.PI / 180));
}

/** math.atan(y, x?) */
export function math_atan(y?: LuaValue, x?: LuaValue): LuaValue {
  const a = num(y, 'atan', 1, arguments.length);
  const b = x === undefined ? 1 : num(x, 'atan', 2);
  return mkfloat(Math.atan2(a, b));
}

/** math.atan2: lua5.4's 5.3 compatibility name for math.atan, the same function. */
export const math_atan2 = math_atan;

/** math.log(x, base?) */
export function math_log(x?: LuaValue, base?: LuaValue): LuaValue {
  const v = num(x, 'log', 1, arguments.length);
  if (base === undefined) return mkfloat(Math.log(v));
  const b = num(base, 'log', 2);
  if (b === 2) return mkfloat(Math.log2(v));
  if (b === 10) return mkfloat(Math.log10(v));
  return mkfloat(Math.log(v) / Math.log(b));
}

/** math.tointeger(x): integers, integral floats and (lua 5.4.4) numeric strings; else nil. */
export function math_tointeger(x?: LuaValue): LuaValue {
  if (arguments.length === 0) checkAny(0, 1, 'tointeger');
  const v = typeof x === 'string' ? str2number(x) : x;
  if (typeof v === 'number') return Number.isInteger(v) ? v : undefined;
  if (typeof v === 'bigint') return v;
  if (v instanceof LuaFloat) return floatToInt(v.n);
  return undefined;
}

/** math.type(x) */
export function math_type(x?: LuaValue): LuaValue {
  if (arguments.length === 0) checkAny(0, 1, 'type');
  if (typeof x === 'number') return Number.isInteger(x) ? 'integer' : 'float';
  if (typeof x === 'bigint') return 'integer';
  if (x instanceof LuaFloat) return 'float';
  return undefined;
}

/** math.ult(m, n): unsigned m < n. */
export function math_ult(m?: LuaValue, n?: LuaValue): boolean {
  const a = BigInt(checkInteger(m, 1, 'ult', arguments.length)), b = BigInt(checkInteger(n, 2, 'ult', arguments.length));
  return BigInt.asUintN(64, a) < BigInt.asUintN(64, b);
}

/** math.max(x, ...) */
export function math_max(...args: LuaValue[]): LuaValue {
  if (args.length === 0) argError(1, 'max', msgValueExpected());
  // lmathlib.c: no number check, lua_compare on the values as given
  let best = args[0];
  for (let i = 1; i < args.length; i++) {
    const v = args[i];
    if (lt(best, v)) best = v;
  }
  return best;
}

/** math.min(x, ...) */
export function math_min(...args: LuaValue[]): LuaValue {
  if (args.length === 0) argError(1, 'min', msgValueExpected());
  // lmathlib.c: no number check, lua_compare on the values as given
  let best = args[0];
  for (let i = 1; i < args.length; i++) {
    const v = args[i];
    if (lt(v, best)) best = v;
  }
  return best;
}

/** math.random and math.randomseed sharing one generator seeded with `seed` (random when absent). */
export function createRandomFunctions(seed?: number | bigint): { random: LuaFunction; randomseed: LuaFunction } {
  const state = new RandomState();
  const randomseed = createRandomseed(state);
  if (seed === undefined) randomseed();
  else state.seed(BigInt(seed), 0n);
  return { random: createRandom(state), randomseed };
}

/** The `math` library table, with its own random generator seeded with `seed` (random when absent). */
export function createMathLib(seed?: number | bigint): LuaTable {
  const t = new LuaTable();
  const { random, randomseed } = createRandomFunctions(seed);
  const fns: Record<string, LuaValue> = {
    abs: math_abs, ceil: math_ceil, floor: math_floor, fmod: math_fmod, modf: math_modf, sqrt: math_sqrt,
    sin: math_sin, cos: math_cos, tan: math_tan, asin: math_asin, acos: math_acos, atan: math_atan,
    exp: math_exp, deg: math_deg, rad: math_rad, log: math_log,
    atan2: math_atan2, pow: math_pow, log10: math_log10, cosh: math_cosh, sinh: math_sinh, tanh: math_tanh,
    frexp: math_frexp, ldexp: math_ldexp, tointeger: math_tointeger, type: math_type, ult: math_ult,
    max: math_max, min: math_min, random, randomseed,
    pi: Math.PI, huge: Infinity, maxinteger: 9223372036854775807n, mininteger: -9223372036854775808n,
  };
  for (const [k, v] of Object.entries(fns)) t.set(k, v);
  return t;
}
