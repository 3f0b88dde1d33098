// The concatenation operator `..` and the length operator `#`.
import type { LuaValue } from './values.js';
import { LuaTable, tableLength } from './tables.js';
import { LuaError, msgStringTooLarge, msgTypeError } from './errors.js';
import { isNumber, tostringNumber } from './numbers.js';
import { metamethod, objTypeName } from './metatables.js';
import { callTM, callTM1 } from './c-stack.js';
import { limits } from './limits.js';

/** `a .. b` */
export function concat(a: LuaValue, b: LuaValue, da?: string, db?: string): LuaValue {
  if (typeof a === 'string') {
    if (typeof b === 'string') {
      if (a.length + b.length <= limits.maxStringBytes) return a + b;
    } else if (typeof b === 'number' && Number.isInteger(b) && a.length + 21 <= limits.maxStringBytes) {
      return a + b; // an integer's JS text is lua's (safe integers, no exponent, never -0)
    }
  } else if (typeof a === 'number' && typeof b === 'string' && Number.isInteger(a) && b.length + 21 <= limits.maxStringBytes) {
    return a + b;
  }
  return concatSlow(a, b, da, db);
}

function concatSlow(a: LuaValue, b: LuaValue, da?: string, db?: string): LuaValue {
  const sa = typeof a === 'string' ? a : isNumber(a) ? tostringNumber(a) : undefined;
  const sb = typeof b === 'string' ? b : isNumber(b) ? tostringNumber(b) : undefined;
  if (sa !== undefined && sb !== undefined) {
    if (sa.length + sb.length > limits.maxStringBytes) throw new LuaError(msgStringTooLarge());
    return sa + sb;
  }
  let mm = metamethod(a, '__concat');
  if (mm === undefined) mm = metamethod(b, '__concat');
  if (mm !== undefined) return callTM(mm, a, b);
  // ldebug.c luaG_concaterror: blame the first operand that is neither a string nor a number
  const blameA = sa === undefined;
  throw new LuaError(msgTypeError('concatenate', objTypeName(blameA ? a : b), blameA ? da : db));
}

/** `#v` */
export function len(v: LuaValue, d?: string): LuaValue {
  if (typeof v === 'string') return v.length;
  if (v instanceof LuaTable && v.metatable === undefined) return tableLength(v);
  const mm = metamethod(v, '__len');
  if (mm !== undefined) return callTM1(mm, v);
  if (v instanceof LuaTable) return tableLength(v);
  throw new LuaError(msgTypeError('get length of', objTypeName(v), d));
}
