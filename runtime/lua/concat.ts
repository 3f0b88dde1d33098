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

/**
 * A string or a number that `..` turns into its JS text (an integer: safe, no exponent, never -0).
 * Anything else (a float, a table, ...) sends a chain to the nested two-operand concats.
 */
function plainPiece(v: LuaValue): boolean {
  return typeof v === 'string' || (typeof v === 'number' && Number.isInteger(v));
}

/** A bound on the JS text of a plain piece: its length, or 21 for an integer. */
function pieceLength(v: LuaValue): number {
  return typeof v === 'string' ? v.length : 21;
}

// `a .. b .. c ...` is one OP_CONCAT in lua (lcode.c codeconcat merges a right operand that is a
// concatenation): all operands are evaluated first, then luaV_concat joins them from the right.
// The chains below take every operand at once, so a chain of plain pieces is one call (and one
// JS expression) instead of nested calls; anything else (a float's %.14g text, a metamethod, an
// error, a result past the size limit) runs the nested concats from the right, exactly what the
// two-operand form does. Operands arrive evaluated, in order; the descriptions follow them.

/** `a .. b .. c` */
export function concat3(a: LuaValue, b: LuaValue, c: LuaValue, da?: string, db?: string, dc?: string): LuaValue {
  if (plainPiece(a) && plainPiece(b) && plainPiece(c) && pieceLength(a) + pieceLength(b) + pieceLength(c) <= limits.maxStringBytes) {
    return '' + (a as string) + (b as string) + (c as string);
  }
  return concat(a, concat(b, c, db, dc), da);
}

/** `a .. b .. c .. d` */
export function concat4(a: LuaValue, b: LuaValue, c: LuaValue, d: LuaValue, da?: string, db?: string, dc?: string, dd?: string): LuaValue {
  if (plainPiece(a) && plainPiece(b) && plainPiece(c) && plainPiece(d) && pieceLength(a) + pieceLength(b) + pieceLength(c) + pieceLength(d) <= limits.maxStringBytes) {
    return '' + (a as string) + (b as string) + (c as string) + (d as string);
  }
  return concat(a, concat(b, concat(c, d, dc, dd), db), da);
}

/** `a .. b .. c .. d .. e` (longer chains nest these, the inner ones on the right). */
export function concat5(a: LuaValue, b: LuaValue, c: LuaValue, d: LuaValue, e: LuaValue, da?: string, db?: string, dc?: string, dd?: string, de?: string): LuaValue {
  if (plainPiece(a) && plainPiece(b) && plainPiece(c) && plainPiece(d) && plainPiece(e) && pieceLength(a) + pieceLength(b) + pieceLength(c) + pieceLength(d) + pieceLength(e) <= limits.maxStringBytes) {
    return '' + (a as string) + (b as string) + (c as string) + (d as string) + (e as string);
  }
  return concat(a, concat(b, concat(c, concat(d, e, dd, de), dc), db), da);
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
