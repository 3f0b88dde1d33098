// Typed numeric code (analyze/numeric.ts): a float local lives in a raw JS double, and arithmetic
// on typed operands is plain JS arithmetic. A float value becomes a Lua value (a LuaFloat box when
// integral) only where it leaves typed code: `mkfloat(x)`.
import type * as L from 'luaparse';
import type { Gen } from '../context.js';
import type { Binding } from '../../scope.js';
import { expression } from '../index.js';
import { slotValue } from './float-slots.js';

/**
 * Whether the expression is typed arithmetic (a float, or an integer operation whose bounds are
 * known); literals and names are left to their own visitors.
 */
export function isTyped(g: Gen, e: L.Node): boolean {
  const t = g.num.typeOf(e);
  if (!t || g.num.constant(e)) return false;
  return t === 'float' || e.type === 'BinaryExpression' || e.type === 'UnaryExpression';
}

/** A typed expression as a Lua value: a float is boxed when integral, an integer is one already. */
export function typedValue(g: Gen, e: L.Node): string {
  return g.num.typeOf(e) === 'float' ? boxedFloat(g, e) : rawNumber(g, e);
}

/** The JS double of a typed expression (`float` or `int`): no box, no test. */
export function rawNumber(g: Gen, e: L.Node): string {
  const c = g.num.constant(e);
  if (c) {
    if ('int' in c) return c.int < 0n ? `(${c.int})` : String(c.int);
    const v = c.float;
    if (Number.isNaN(v)) return 'NaN';
    if (Object.is(v, -0)) return '(-0)';
    if (!Number.isFinite(v)) return v > 0 ? 'Infinity' : '(-Infinity)';
    return v < 0 ? `(${v})` : String(v);
  }
  switch (e.type) {
    case 'Identifier':
      // a float local holds its double; an int local or parameter its safe integer
      return expressionRaw(g, e);
    case 'UnaryExpression': {
      const arg = rawNumber(g, (e as L.UnaryExpression).argument);
      // an integer is never -0
      return g.num.typeOf(e) === 'int' ? `(0 - ${arg})` : `(-${arg})`;
    }
    case 'BinaryExpression': {
      const b = e as L.BinaryExpression;
      const l = rawNumber(g, b.left);
      const r = rawNumber(g, b.right);
      const lr = g.num.range(b.left);
      const rr = g.num.range(b.right);
      if (!lr || !rr) return `(${l} ${b.operator} ${r})`;
      // integers within the safe range (analyze/numeric.ts bounds each result)
      switch (b.operator as string) {
        case '*':
          // 0 times a negative is -0 in JS, integer 0 in lua
          return (lr.lo <= 0 && rr.lo < 0) || (rr.lo <= 0 && lr.lo < 0) ? `(${l} * ${r} + 0)` : `(${l} * ${r})`;
        case '%':
          // a positive divisor: JS's remainder takes the dividend's sign, lua's the divisor's
          if (lr.lo >= 0) return `(${l} % ${r})`;
          if (!SIMPLE.test(r)) return `${g.rt('mod')}(${l}, ${r})`;
          // `| 0` (exact: the remainder is an int32 when the divisor is) turns the -0 of a negative
          // multiple into 0 before V8 records it: one -0 result makes V8 compile that `%` as a
          // float remainder (a C call; 4x slower on intloop's checksum loop). A negative remainder
          // moves up by the divisor; a branch, not a second `%` (a multiply-and-shift division per
          // evaluation: intloop's checksum loop 183 M -> 165 M instructions of TurboFan's code)
          if (rr.hi <= INT32_MAX) {
            const m = g.temp('$m');
            return `((${m} = ${l} % ${r} | 0) < 0 ? ${m} + ${r} : ${m})`;
          }
          return `((${l} % ${r} + ${r}) % ${r})`;
        case '//':
          // exact: |l| <= 2^53 and a positive divisor (the quotient cannot round across an integer)
          return `Math.floor(${l} / ${r})`;
      }
      return `(${l} ${b.operator} ${r})`;
    }
  }
  throw new Error(`generate: untyped numeric ${e.type}`);
}

const SIMPLE = /^(?:[A-Za-z_$][\w$]*|\d+)$/;
const INT32_MAX = 2147483647;

function expressionRaw(g: Gen, e: L.Node): string {
  const b = g.a.refs.get(e as L.Identifier)!;
  return b.jsName;
}

/** A typed float as a Lua value. */
export function boxedFloat(g: Gen, e: L.Node): string {
  return floatValue(g, rawNumber(g, e));
}

/**
 * The Lua value of the JS double `raw`: the double itself unless it is integral, else its LuaFloat
 * box. The test is written out and mkfloat called only for the box: a call V8 does not inline
 * (an optimized function's inlining budget runs out) takes and returns its double boxed in a new
 * heap number, which cost n-body's `math.sqrt(x)` ~60 instructions per call (valgrind).
 */
export function floatValue(g: Gen, raw: string): string {
  if (SIMPLE.test(raw)) return `(Number.isInteger(${raw}) ? ${g.rt('mkfloat')}(${raw}) : ${raw})`;
  // no float value nests inside raw (typed code is raw doubles throughout), so one temporary
  // per function serves every such value
  const t = g.temp('$fv');
  return `(Number.isInteger(${t} = ${raw}) ? ${g.rt('mkfloat')}(${t}) : ${t})`;
}

/** The code stored into a local: its raw double when the local is a float local, its slot form for a float slot. */
export function storedValue(g: Gen, b: Binding | undefined, e: L.Node): string {
  if (b && g.num.bindingType(b) === 'float') return rawNumber(g, e);
  if (b && g.slots.has(b)) return slotValue(g, e);
  return expression(g, e);
}

/** Statements a function body starts with: float parameters arrive as Lua values and are unboxed. */
export function unboxParams(g: Gen, params: readonly Binding[]): void {
  for (const b of params) {
    if (g.num.bindingType(b) === 'float') g.emit(`${b.jsName} = typeof ${b.jsName} === "number" ? ${b.jsName} : ${b.jsName}.n;`);
  }
}

/**
 * `a < b`, `a <= b`, `a == b` when both sides are typed and one is a float: JS compares a double
 * with a safe integer exactly, as lua does (lvm.c LTnum).
 */
export function typedCompare(g: Gen, op: string, l: L.Node, r: L.Node): string | undefined {
  const tl = g.num.typeOf(l);
  const tr = g.num.typeOf(r);
  if (!tl || !tr || (tl === 'int' && tr === 'int')) return undefined;
  return `(${rawNumber(g, l)} ${op} ${rawNumber(g, r)})`;
}
