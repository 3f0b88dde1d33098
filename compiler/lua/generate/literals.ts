import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { decodeString } from '../parse.js';
import type { Ranged } from '../positions.js';
import { jsString, numberCode, numberValue } from './shared/values.js';

/** `3` an integer, `3.0` a LuaFloat constant, huge integers wrap or become floats like Lua. */
export function NumericLiteral(node: L.NumericLiteral, g: Gen): string {
  const raw = node.raw;
  // most numerals are short decimal integers, whose code is the numeral itself (intCode of its
  // value): no BigInt made and compared, which a cold compile paid for every one
  if (isShortDecimal(raw)) return raw;
  return numberCode(g, numberValue(raw));
}

/** `0` or 1-15 digits without a leading zero: a safe integer that String() spells as written. */
function isShortDecimal(raw: string): boolean {
  const n = raw.length;
  if (n > 15) return false;
  const c0 = raw.charCodeAt(0);
  if (c0 === 48) return n === 1;
  if (c0 < 49 || c0 > 57) return false;
  for (let i = 1; i < n; i++) {
    const c = raw.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** A byte string as an ASCII JS string literal. */
export function StringLiteral(node: L.StringLiteral, g: Gen): string {
  return jsString(stringValue(node, g));
}

/** A string literal's byte string. */
export function stringValue(node: L.StringLiteral, g: Gen): string {
  const { startAt: start, endAt: end } = node as Ranged;
  return g.strings.has(start) ? decodeString(g.source.slice(start, end)) : node.value;
}

export function BooleanLiteral(node: L.BooleanLiteral, _g: Gen): string {
  return node.value ? 'true' : 'false';
}

export function NilLiteral(_node: L.NilLiteral, _g: Gen): string {
  return 'undefined';
}

/** `...` adjusted to one value. */
export function VarargLiteral(_node: L.VarargLiteral, _g: Gen): string {
  return '$va[0]';
}
