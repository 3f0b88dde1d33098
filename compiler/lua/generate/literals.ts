import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { decodeString } from '../parse.js';
import type { Ranged } from '../positions.js';
import { jsString, numberCode, numberValue } from './shared/values.js';

/** `3` an integer, `3.0` a LuaFloat constant, huge integers wrap or become floats like Lua. */
export function NumericLiteral(node: L.NumericLiteral, g: Gen): string {
  return numberCode(g, numberValue(node.raw));
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
