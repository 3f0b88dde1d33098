// Bitwise operators on int64. Fast paths for int32 operands; the rest in BigInt.
import type { LuaValue } from './values.js';
import { LuaError, msgNoIntegerRep, msgTypeError } from './errors.js';
import { isNumber, mkint, toInteger } from './numbers.js';
import { metamethod, objTypeName } from './metatables.js';
import { callTM } from './c-stack.js';

type BitEvent = '__band' | '__bor' | '__bxor' | '__shl' | '__shr' | '__bnot';

/** `a & b` */
export function band(a: LuaValue, b: LuaValue, da?: string, db?: string): LuaValue {
  if (typeof a === 'number' && typeof b === 'number' && (a | 0) === a && (b | 0) === b) return a & b;
  return bitSlow('__band', a, b, da, db);
}

/** `a | b` */
export function bor(a: LuaValue, b: LuaValue, da?: string, db?: string): LuaValue {
  if (typeof a === 'number' && typeof b === 'number' && (a | 0) === a && (b | 0) === b) return a | b;
  return bitSlow('__bor', a, b, da, db);
}

/** `a ~ b` */
export function bxor(a: LuaValue, b: LuaValue, da?: string, db?: string): LuaValue {
  if (typeof a === 'number' && typeof b === 'number' && (a | 0) === a && (b | 0) === b) return a ^ b;
  return bitSlow('__bxor', a, b, da, db);
}

/** `a << b` */
export function shl(a: LuaValue, b: LuaValue, da?: string, db?: string): LuaValue {
  if (typeof a === 'number' && typeof b === 'number' && (a | 0) === a && a >= 0 && (b | 0) === b && b >= 0 && b < 22) {
    return a * (1 << b);
  }
  return bitSlow('__shl', a, b, da, db);
}

/** `a >> b` (logical) */
export function shr(a: LuaValue, b: LuaValue, da?: string, db?: string): LuaValue {
  if (typeof a === 'number' && typeof b === 'number' && (a | 0) === a && a >= 0 && (b | 0) === b && b >= 0) {
    return b < 32 ? a >>> b : 0;
  }
  return bitSlow('__shr', a, b, da, db);
}

/** `~a` */
export function bnot(a: LuaValue, da?: string): LuaValue {
  if (typeof a === 'number' && (a | 0) === a) return ~a;
  return bitSlow('__bnot', a, a, da, da);
}

const MASK = 0xffffffffffffffffn;

/** lvm.c luaV_shiftl on int64 values. */
function shiftLeft(x: bigint, y: bigint): number | bigint {
  if (y <= -64n || y >= 64n) return 0;
  if (y >= 0n) return mkint(x << y);
  return mkint((x & MASK) >> -y);
}

function bitSlow(event: BitEvent, a: LuaValue, b: LuaValue, da?: string, db?: string): LuaValue {
  const x = toInteger(a), y = toInteger(b);
  if (x !== undefined && y !== undefined) {
    const X = BigInt(x), Y = BigInt(y);
    switch (event) {
      case '__band': return mkint(X & Y);
      case '__bor': return mkint(X | Y);
      case '__bxor': return mkint(X ^ Y);
      case '__shl': return shiftLeft(X, Y);
      case '__shr': return shiftLeft(X, -Y);
      default: return mkint(~X);
    }
  }
  let mm = metamethod(a, event);
  if (mm === undefined) mm = metamethod(b, event);
  if (mm !== undefined) return callTM(mm, a, b);
  // ltm.c luaT_trybinTM: two numbers means one has no integer value (luaG_tointerror)
  if (isNumber(a) && isNumber(b)) throw new LuaError(msgNoIntegerRep(x === undefined ? da : db));
  const blameA = !isNumber(a);
  throw new LuaError(msgTypeError('perform bitwise operation on', objTypeName(blameA ? a : b), blameA ? da : db));
}
