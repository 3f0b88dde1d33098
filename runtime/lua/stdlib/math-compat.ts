// The math functions lua5.4 keeps from 5.3 (lmathlib.c under LUA_COMPAT_MATHLIB, which Lua 5.4's
// own makefile and Debian's lua5.4 define through LUA_COMPAT_5_3): pow, log10, cosh, sinh, tanh,
// frexp, ldexp, and atan2 (the same function as math.atan there, so math.atan2 == math.atan).
import type { LuaValue } from '../values.js';
import { mkfloat } from '../numbers.js';
import { cpow } from '../arith-slow.js';
import { checkDouble, checkInteger } from './args.js';

/** math.pow(x, y): C's pow, the `^` operator's (cpow: 1 for 1^y and (-1)^±inf, unlike JS **). */
export function math_pow(x?: LuaValue, y?: LuaValue): LuaValue {
  const a = checkDouble(x, 1, 'pow', arguments.length), b = checkDouble(y, 2, 'pow', arguments.length);
  return mkfloat(cpow(a, b));
}

/** math.log10(x) */
export function math_log10(x?: LuaValue): LuaValue {
  return mkfloat(Math.log10(checkDouble(x, 1, 'log10', arguments.length)));
}
/** math.cosh(x) */
export function math_cosh(x?: LuaValue): LuaValue {
  return mkfloat(Math.cosh(checkDouble(x, 1, 'cosh', arguments.length)));
}
/** math.sinh(x) */
export function math_sinh(x?: LuaValue): LuaValue {
  return mkfloat(Math.sinh(checkDouble(x, 1, 'sinh', arguments.length)));
}
/** math.tanh(x) */
export function math_tanh(x?: LuaValue): LuaValue {
  return mkfloat(Math.tanh(checkDouble(x, 1, 'tanh', arguments.length)));
}

/** math.frexp(x): m, e with x = m * 2^e and 0.5 <= |m| < 1 (0, inf and NaN give x, 0 as glibc does). */
export function math_frexp(x?: LuaValue): LuaValue[] {
  const v = checkDouble(x, 1, 'frexp', arguments.length);
  if (v === 0 || !Number.isFinite(v)) return [mkfloat(v), 0];
  // the estimate from log2 can be one off, and 2^-e must stay finite for subnormal inputs
  let e = Math.max(-1022, Math.floor(Math.log2(Math.abs(v))) + 1);
  let m = v * Math.pow(2, -e);
  while (Math.abs(m) < 0.5) { m *= 2; e--; }
  while (Math.abs(m) >= 1) { m /= 2; e++; }
  return [mkfloat(m), e];
}

/** math.ldexp(m, e): m * 2^e rounded once, with e cast to a C int as lmathlib.c does. */
export function math_ldexp(m?: LuaValue, e?: LuaValue): LuaValue {
  const x = checkDouble(m, 1, 'ldexp', arguments.length);
  const i = checkInteger(e, 2, 'ldexp', arguments.length);
  const n = typeof i === 'bigint' ? Number(BigInt.asIntN(32, i)) : i | 0;
  return mkfloat(scalbn(x, n));
}

/** musl's scalbn: scale in steps that neither overflow early nor round twice in the subnormal range. */
function scalbn(x: number, n: number): number {
  let y = x;
  if (n > 1023) {
    y *= 2 ** 1023; n -= 1023;
    if (n > 1023) { y *= 2 ** 1023; n -= 1023; if (n > 1023) n = 1023; }
  } else if (n < -1022) {
    y *= 2 ** -1022 * 2 ** 53; n += 1022 - 53;
    if (n < -1022) { y *= 2 ** -1022 * 2 ** 53; n += 1022 - 53; if (n < -1022) n = -1022; }
  }
  return y * 2 ** n;
}
