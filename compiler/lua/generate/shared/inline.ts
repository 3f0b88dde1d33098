// Inline number fast paths for arithmetic and comparisons. V8 stops inlining the runtime operators
// in large functions, so `a + b` on two raw numbers is written out in the generated code, with the
// runtime call as the slow path. Every fast path is exact for the value model (CONTRIBUTING.md): it
// yields a raw number only when that number is the canonical Lua result (an integer that cannot
// have left the safe range, or a non-integral float); everything else (integral floats that need a
// LuaFloat box, overflow, strings, metamethods, errors) goes to the runtime operator.
import type * as L from 'luaparse';
import type { Gen } from '../context.js';
import { expression } from '../index.js';
import { isHexFloat, negate, numberValue, type NumberValue } from './values.js';
import { boxedFloat, rawNumber } from './floats.js';
import { isJsName } from './js-name.js';
import { fromSlot, hasSlotForm, slotLocal, slotRead, slotValue } from './float-slots.js';

/** An operand as the fast path sees it. */
export interface Operand {
  /** The operand's own JS, for when no fast path applies. */
  src: string;
  /** The JS passed to the runtime operator (a name, literal, hoisted float or temporary). */
  code: string;
  /** The JS value used in the fast path (a float constant's number instead of its box). */
  num: string;
  /** Assignment of a temporary, evaluated before the test (complex operands only). */
  init?: string;
  /** Known to be a number: no typeof test. */
  isNumber: boolean;
  /** Known to be a float (a float constant, or a float slot when a number): an integer result is impossible. */
  isFloat: boolean;
  /** Known int32 integer constant: no `| 0` test. */
  isInt32: boolean;
  /** A constant's value. */
  value?: number;
  /** Reading it cannot be affected by evaluating other code (a literal or an uncaptured local). */
  stable: boolean;
}

function constant(e: L.Node): NumberValue | undefined {
  if (e.type === 'UnaryExpression' && (e as L.UnaryExpression).operator === '-') {
    const c = constant((e as L.UnaryExpression).argument);
    return c && (e as L.UnaryExpression).argument.type === 'NumericLiteral' ? negate(c) : undefined;
  }
  if (e.type !== 'NumericLiteral' || isHexFloat((e as L.NumericLiteral).raw)) return undefined;
  return numberValue((e as L.NumericLiteral).raw);
}

/** Generates an operand; complex ones go through a depth-numbered temporary. */
export function operand(g: Gen, e: L.Node, side: 'l' | 'r'): Operand {
  // a typed float (analyze/numeric.ts): its raw double in the fast path, boxed for the runtime call
  if (g.num.typeOf(e) === 'float' && !constant(e)) {
    const raw = rawNumber(g, e);
    if (isJsName(raw)) {
      const b = g.a.refs.get(e as L.Identifier);
      return { src: boxedFloat(g, e), code: `${g.rt('mkfloat')}(${raw})`, num: raw, isNumber: true, isFloat: true, isInt32: false, stable: !b?.captured };
    }
    const t = g.temp(`$f${side}${g.opDepth || ''}`);
    return { src: boxedFloat(g, e), code: `${g.rt('mkfloat')}(${t})`, num: t, init: `${t} = ${raw}`, isNumber: true, isFloat: true, isInt32: false, stable: true };
  }
  // typed integer arithmetic: a safe integer, no test
  if (g.num.typeOf(e) === 'int' && (e.type === 'BinaryExpression' || e.type === 'UnaryExpression') && !constant(e)) {
    const raw = rawNumber(g, e);
    const t = g.temp(`$${side}${g.opDepth || ''}`);
    return { src: raw, code: t, num: t, init: `${t} = ${raw}`, isNumber: true, isFloat: false, isInt32: false, stable: true };
  }
  // a float-slot local or float-ish arithmetic (shared/float-slots.ts): a number is a float
  const sb = slotLocal(g, e);
  if (sb) {
    const name = sb.jsName;
    return { src: slotRead(g, name), code: fromSlot(g, name), num: name, isNumber: false, isFloat: true, isInt32: false, stable: true };
  }
  if (hasSlotForm(g, e)) {
    const t = g.temp(`$d${side}${g.opDepth || ''}`);
    let raw: string;
    g.opDepth++;
    try {
      raw = slotValue(g, e);
    } finally {
      g.opDepth--;
    }
    return { src: `(${t} = ${raw}, ${fromSlot(g, t)})`, code: fromSlot(g, t), num: t, init: `${t} = ${raw}`, isNumber: false, isFloat: true, isInt32: false, stable: true };
  }
  g.opDepth++;
  let code: string;
  try {
    code = expression(g, e);
  } finally {
    g.opDepth--;
  }
  const c = constant(e);
  if (c) {
    if ('int' in c) {
      const n = Number(c.int);
      if (Number.isSafeInteger(n)) {
        return { src: code, code, num: code, value: n, isNumber: true, isFloat: false, isInt32: (n | 0) === n, stable: true };
      }
    } else if (Number.isFinite(c.float) && !Object.is(c.float, -0)) {
      const num = c.float < 0 ? `(${c.float})` : String(c.float);
      return { src: code, code, num, value: c.float, isNumber: true, isFloat: true, isInt32: false, stable: true };
    }
  }
  if (e.type === 'Identifier' && isJsName(code)) {
    const b = g.a.refs.get(e as L.Identifier);
    if (b && (g.intLocals.has(b) || g.num.bindingType(b) === 'int')) return { src: code, code, num: code, isNumber: true, isFloat: false, isInt32: false, stable: true };
    if (b) return { src: code, code, num: code, isNumber: false, isFloat: false, isInt32: false, stable: !b.captured };
  }
  const t = g.temp(`$${side}${g.opDepth || ''}`);
  return { src: code, code: t, num: t, init: `${t} = ${code}`, isNumber: false, isFloat: false, isInt32: false, stable: true };
}

/** The evaluation prefix and typeof tests for two operands, or undefined when order forbids. */
function prelude(l: Operand, r: Operand): { init: string; tests: string[] } | undefined {
  // a complex right operand is evaluated before the left one is read: only if that read is stable
  if (r.init && !l.init && !l.stable) return undefined;
  // concatenated, not filtered and joined (see describe.ts descArgs)
  const init = (l.init ? `${l.init}, ` : '') + (r.init ? `${r.init}, ` : '');
  const tests: string[] = [];
  // `num` is the value tested (it is `code` but for float slots, whose `code` is their Lua value)
  if (!l.isNumber) tests.push(`typeof ${l.num} === "number"`);
  if (!r.isNumber && r.num !== l.num) tests.push(`typeof ${r.num} === "number"`);
  return { init, tests };
}

function int32(o: Operand): string | undefined {
  return o.isInt32 ? undefined : `(${o.num} | 0) === ${o.num}`;
}

/**
 * `a + b`, `a - b`, `a * b`, `a / b`, `a % b` with the number fast path inline, or undefined when
 * no fast path applies. `slow` is the runtime call on the operands' codes.
 */
export function inlineArith(g: Gen, op: string, l: Operand, r: Operand, slow: (l: string, r: string) => string): string | undefined {
  // integer constants beyond int32 are left to the runtime (a known-integer local is not a constant)
  if ((l.value !== undefined && !l.isFloat && !l.isInt32) || (r.value !== undefined && !r.isFloat && !r.isInt32)) return undefined;
  const p = prelude(l, r);
  if (!p) return undefined;
  const t = g.temp('$t');
  const tests = p.tests;
  const float = l.isFloat || r.isFloat;
  const ints = [...new Set([int32(l), int32(r)])].filter((x): x is string => !!x);
  let value = t;
  switch (op) {
    case '+':
    case '-':
      // int32 operands: the integer result is exact and safe; a non-integral result is a float
      tests.push(float ? `!Number.isInteger(${t} = ${l.num} ${op} ${r.num})` : `(!Number.isInteger(${t} = ${l.num} ${op} ${r.num}) || ${ints.join(' && ') || 'true'})`);
      break;
    case '*':
      // an integer product is exact when it is safe; -0 (0 times a negative) is integer 0: slow path
      tests.push(
        float
          ? `!Number.isInteger(${t} = ${l.num} * ${r.num})`
          : `(!Number.isInteger(${t} = ${l.num} * ${r.num}) || (${t} !== 0 && Number.isSafeInteger(${t})${ints.map((x) => ` && ${x}`).join('')}))`,
      );
      break;
    case '/':
      tests.push(`!Number.isInteger(${t} = ${l.num} / ${r.num})`);
      break;
    case '%':
      // int32 by positive int32: JS % takes the dividend's sign, Lua's the divisor's; a negative
      // remainder moves up by the divisor (and -0 becomes 0: `| 0` does it before V8 sees a -0,
      // which would make it compile that `%` as a float remainder, see floats.ts)
      if (float) return undefined;
      if (r.value !== undefined && r.value <= 0) return undefined;
      tests.push(...ints);
      if (r.value === undefined) tests.push(`${r.num} > 0`);
      if (l.value !== undefined && l.value >= 0) value = `${l.num} % ${r.num}`;
      else value = `(${l.num} >= 0 ? ${l.num} % ${r.num} : ((${l.num} % ${r.num} | 0) + ${r.num}) % ${r.num})`;
      break;
    default:
      return undefined;
  }
  if (!tests.length) return `(${p.init}${value})`;
  return `(${p.init}${tests.join(' && ')} ? ${value} : ${slow(l.code, r.code)})`;
}

/**
 * The slot form (shared/float-slots.ts) of `a + b`, `a - b`, `a * b`, `a / b`: a float-ish
 * operation (a float operand, or `/`) of two numbers is a float, its raw double with no integrality
 * test; otherwise a non-integral result is a float (two integers give an integral one) and the
 * rest goes to the runtime. Undefined when order forbids the fast path.
 */
export function slotArith(g: Gen, op: string, l: Operand, r: Operand, slow: (l: string, r: string) => string): string | undefined {
  const p = prelude(l, r);
  if (!p) return undefined;
  const tests = p.tests;
  const convert = (code: string) => `${g.rt('toSlot')}(${code})`;
  if (op === '/' || l.isFloat || r.isFloat) {
    const value = `${l.num} ${op} ${r.num}`;
    if (!tests.length) return `(${p.init}${value})`;
    return `(${p.init}${tests.join(' && ')} ? ${value} : ${convert(slow(l.code, r.code))})`;
  }
  const t = g.temp('$t');
  tests.push(`!Number.isInteger(${t} = ${l.num} ${op} ${r.num})`);
  return `(${p.init}${tests.join(' && ')} ? ${t} : ${convert(slow(l.code, r.code))})`;
}

/** `a < b`, `a <= b`, `a > b`, `a >= b`, `a == b` on two numbers as the JS operator; undefined when both are constants. */
export function inlineCompare(op: '<' | '<=' | '>' | '>=' | '===', l: Operand, r: Operand, slow: (l: string, r: string) => string): string | undefined {
  if (l.value !== undefined && r.value !== undefined) return undefined;
  // integer constants beyond the safe range are bigints: leave them to the runtime
  const p = prelude(l, r);
  if (!p) return undefined;
  if (!p.tests.length) return `(${p.init}${l.num} ${op} ${r.num})`;
  return `(${p.init}${p.tests.join(' && ')} ? ${l.num} ${op} ${r.num} : ${slow(l.code, r.code)})`;
}
