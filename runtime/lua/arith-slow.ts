// The slow path of the arithmetic operators: bigints, boxed floats, strings, metamethods, errors.
import { LuaFloat, type LuaValue } from './values.js';
import { LuaError, msgIdivByZero, msgModByZero, msgTypeError } from './errors.js';
import { isNumber, mkfloat, mkint, toDouble } from './numbers.js';
import { metamethod, objTypeName } from './metatables.js';
import { callTM } from './c-stack.js';

/** An arithmetic event: the metamethod name. */
export type ArithEvent = '__add' | '__sub' | '__mul' | '__mod' | '__pow' | '__div' | '__idiv' | '__unm';

type Num = number | bigint | LuaFloat;

/** Any arithmetic operation on any operands (ltm.c luaT_trybinTM). Strings convert through the string metatable (string-arith.ts). */
export function arith(event: ArithEvent, a: LuaValue, b: LuaValue, da?: string, db?: string): LuaValue {
  if (isNumber(a) && isNumber(b)) return arithNum(event, a, b);
  let mm = metamethod(a, event);
  if (mm === undefined) mm = metamethod(b, event);
  if (mm !== undefined) return callTM(mm, a, b);
  // ldebug.c luaG_opinterror: blame the first operand unless it is a number
  const blameA = !isNumber(a);
  throw new LuaError(msgTypeError('perform arithmetic on', objTypeName(blameA ? a : b), blameA ? da : db));
}

/** Arithmetic on two numbers: integer rules when both are integers (except / and ^), else float. */
export function arithNum(event: ArithEvent, x: Num, y: Num): LuaValue {
  if (event !== '__div' && event !== '__pow' && !(x instanceof LuaFloat) && !(y instanceof LuaFloat)
    && (typeof x !== 'number' || Number.isInteger(x)) && (typeof y !== 'number' || Number.isInteger(y))) {
    return intArith(event, x as number | bigint, y as number | bigint);
  }
  return floatArith(event, toDouble(x), toDouble(y));
}

function intArith(event: ArithEvent, x: number | bigint, y: number | bigint): number | bigint {
  if (typeof x === 'number' && typeof y === 'number') {
    let r: number;
    switch (event) {
      case '__add': r = x + y; break;
      case '__sub': r = x - y; break;
      case '__mul': r = x * y + 0; break;
      case '__unm': r = 0 - x; break;
      case '__mod':
        if (y === 0) throw new LuaError(msgModByZero());
        r = x % y;
        return r === 0 ? 0 : (r < 0) !== (y < 0) ? r + y : r;
      default: // __idiv
        if (y === 0) throw new LuaError(msgIdivByZero());
        r = x % y;
        return (x - r) / y - (r !== 0 && (r < 0) !== (y < 0) ? 1 : 0) + 0;
    }
    if (Number.isSafeInteger(r)) return r;
  }
  const X = BigInt(x), Y = BigInt(y);
  switch (event) {
    case '__add': return mkint(X + Y);
    case '__sub': return mkint(X - Y);
    case '__mul': return mkint(X * Y);
    case '__unm': return mkint(-X);
    case '__mod': {
      if (Y === 0n) throw new LuaError(msgModByZero());
      const r = X % Y;
      return mkint(r !== 0n && (r < 0n) !== (Y < 0n) ? r + Y : r);
    }
    default: {
      if (Y === 0n) throw new LuaError(msgIdivByZero());
      const r = X % Y;
      return mkint(X / Y - (r !== 0n && (r < 0n) !== (Y < 0n) ? 1n : 0n));
    }
  }
}

/** C pow() where it differs from JS `**` (pow(1, y) and pow(-1, ±inf) are 1). */
export function cpow(x: number, y: number): number {
  if (x === 1 || (x === -1 && (y === Infinity || y === -Infinity))) return 1;
  return x ** y;
}

function floatArith(event: ArithEvent, x: number, y: number): number | LuaFloat {
  switch (event) {
    case '__add': return mkfloat(x + y);
    case '__sub': return mkfloat(x - y);
    case '__mul': return mkfloat(x * y);
    case '__div': return mkfloat(x / y);
    case '__pow': return mkfloat(cpow(x, y));
    case '__unm': return mkfloat(-x);
    case '__idiv': return mkfloat(Math.floor(x / y));
    default: { // lua 5.4 llimits.h luai_nummod: fmod, corrected when m and y differ in sign
      let m = x % y;
      if (m > 0 ? y < 0 : m < 0 && y > 0) m += y;
      return mkfloat(m);
    }
  }
}
