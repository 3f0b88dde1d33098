// Literals and value lists: how Lua constants and expression lists become JS text.
import type * as L from 'luaparse';
import type { Gen } from '../context.js';
import type { Ranged } from '../../positions.js';
import { hexFloatValue } from '../../../../runtime/lua/hex-float.js';

const NON_ASCII = /[\x7f-\uffff]/;

/** A JS string literal for a Lua byte string; the output stays ASCII. */
export function jsString(bytes: string): string {
  if (bytes.length < 40) {
    let code = stringCache.get(bytes);
    if (code === undefined) {
      if (stringCache.size > 10_000) stringCache.clear();
      stringCache.set(bytes, (code = quote(bytes)));
    }
    return code;
  }
  return quote(bytes);
}

// names and messages repeat a lot; a small cache saves most of the quoting work
const stringCache = new Map<string, string>();

function quote(bytes: string): string {
  const json = JSON.stringify(bytes);
  if (!NON_ASCII.test(json)) return json;
  return json.replace(/[\x7f-\uffff]/g, (c) => {
    const code = c.charCodeAt(0);
    return code < 256 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

const INT64 = 1n << 64n;

/** Wraps an integer to int64 like Lua does for hex literals (llex.c read_numeral). */
function wrapInt64(v: bigint): bigint {
  v = ((v % INT64) + INT64) % INT64;
  return v >= 1n << 63n ? v - INT64 : v;
}

/** The JS code of an integer value: a number when safe, else a bigint literal. */
export function intCode(v: bigint): string {
  const n = Number(v);
  if (Number.isSafeInteger(n) && BigInt(n) === v) return n < 0 ? `(${n})` : String(n);
  return v < 0n ? `(${v}n)` : `${v}n`;
}

/** The JS code of a float value: raw when fractional/NaN/inf, else a hoisted LuaFloat constant. */
export function floatCode(g: Gen, v: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (!Number.isFinite(v)) return v > 0 ? 'Infinity' : '(-Infinity)';
  if (!Number.isInteger(v)) return v < 0 ? `(${v})` : String(v);
  const key = Object.is(v, -0) ? '-0' : String(v);
  let name = g.floats.get(key);
  if (!name) {
    name = '$float_' + key.replace('-', 'neg').replace('+', '').replace('.', '_');
    g.floats.set(key, name);
    g.rt('LuaFloat');
  }
  return name;
}

export type NumberValue = { int: bigint } | { float: number };

/** Lua's reading of a numeral (llex.c read_numeral, lobject.c l_str2int/l_str2d). */
export function numberValue(raw: string): NumberValue {
  if (isHexFloat(raw)) return { float: hexNumeral(raw) };
  if (/^0[xX]/.test(raw)) return { int: wrapInt64(BigInt(raw)) };
  if (/^[0-9]+$/.test(raw)) {
    const v = BigInt(raw);
    if (v < 1n << 63n) return { int: v };
    return { float: Number(raw) };
  }
  return { float: Number(raw) };
}

/** Whether a numeral is a hex float (`0x1p4`, `0x.8`): a hex numeral with a point or an exponent. */
export function isHexFloat(raw: string): boolean {
  return HEX_FLOAT_MARK.test(raw);
}

const HEX_FLOAT_MARK = /^0[xX].*[.pP]/;

/** A hex float numeral's value (`0x1.8p3`, `0x.8`), every digit counted (luaparse's own value is not
 * correctly rounded: 0x3p-1076 read as 0). */
export function hexNumeral(raw: string): number {
  const m = HEX_FLOAT.exec(raw)!;
  return hexFloatValue(m[1]!, m[2] ?? '', m[3] ?? '');
}

const HEX_FLOAT = /^0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?(?:[pP]([-+]?[0-9]+))?$/;

/** Folds `-literal` like Lua's constant folding. */
export function negate(v: NumberValue): NumberValue {
  return 'int' in v ? { int: wrapInt64(-v.int) } : { float: -v.float };
}

export function numberCode(g: Gen, v: NumberValue): string {
  return 'int' in v ? intCode(v.int) : floatCode(g, v.float);
}

/** Calls and `...` produce a list of values where they end an expression list (undefined: no expression). */
export function isMulti(e: L.Node | undefined): boolean {
  return (
    e !== undefined &&
    (e.type === 'CallExpression' ||
    e.type === 'StringCallExpression' ||
    e.type === 'TableCallExpression' ||
    e.type === 'VarargLiteral')
  );
}

/**
 * luaparse drops parentheses, and `(f())` keeps only the first value: count the brackets around
 * the node in the source, minus the ones the syntax around it owns (a call's own parentheses).
 */
export function isParenthesized(g: Gen, e: L.Node, ownOpen: number, ownClose: number): boolean {
  const src = g.source;
  const { startAt: start, endAt: end } = e as Ranged;
  let i = start - 1;
  let open = 0;
  for (;;) {
    while (i >= 0 && /\s/.test(src[i]!)) i--;
    if (src[i] !== '(') break;
    open++;
    i--;
  }
  let j = end;
  let close = 0;
  for (;;) {
    while (j < src.length && /\s/.test(src[j]!)) j++;
    if (src[j] !== ')') break;
    close++;
    j++;
  }
  return Math.min(open - ownOpen, close - ownClose) > 0;
}

/**
 * An expression whose evaluation has no effects and whose value no other part of the same
 * expression can change (literals, `...`, a function, a local no closure captures): where Lua
 * evaluates left to right, such operands may be read in any order.
 */
export function isSteady(g: Gen, e: L.Node): boolean {
  switch (e.type) {
    case 'NilLiteral':
    case 'BooleanLiteral':
    case 'NumericLiteral':
    case 'StringLiteral':
    case 'VarargLiteral':
    case 'FunctionDeclaration':
      return true;
    case 'Identifier': {
      const b = g.a.refs.get(e as L.Identifier);
      return !!b && !b.captured;
    }
  }
  return false;
}
