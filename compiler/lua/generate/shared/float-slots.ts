// Float-slot locals (analyze/float-slots.ts): a JS number in such a local is always a float, its
// raw double; an integer is a SlotInt box; anything else is itself (runtime/lua/float-slots.ts).
// Reads as a Lua value box an integral double (slotRead); stores convert into the slot form
// (slotValue), where float-ish arithmetic gives its raw double without an integrality test.
import type * as L from 'luaparse';
import type { Gen } from '../context.js';
import type { Binding } from '../../scope.js';
import { expression } from '../index.js';
import { binarySlot } from '../BinaryExpression.js';
import { isJsName } from './js-name.js';
import { rawNumber } from './floats.js';
import { mathCall } from './math-calls.js';

/** The float-slot local an expression names, if it is one. */
export function slotLocal(g: Gen, e: L.Node): Binding | undefined {
  if (e.type !== 'Identifier') return undefined;
  const b = g.a.refs.get(e as L.Identifier);
  return b && g.slots.has(b) ? b : undefined;
}

/**
 * An arithmetic expression with a slot form of its own (float-ish, see analyze/float-slots.ts),
 * which an operand takes as its raw double; a proved float (numeric.ts) has its own raw form.
 */
export function hasSlotForm(g: Gen, e: L.Node): boolean {
  return (e.type === 'BinaryExpression' || e.type === 'CallExpression') && g.slots.floatish(e);
}

/** A float-slot local's Lua value: a non-integral double is the same value in both forms. */
export function slotRead(g: Gen, name: string): string {
  return `(typeof ${name} === "number" && !Number.isInteger(${name}) ? ${name} : ${g.rt('fromSlot')}(${name}))`;
}

/** The Lua value of the slot form held by a name or temporary (for a runtime call). */
export function fromSlot(g: Gen, name: string): string {
  return `${g.rt('fromSlot')}(${name})`;
}

// values that are never numbers are their own slot form
const SELF = new Set(['StringLiteral', 'NilLiteral', 'BooleanLiteral', 'TableConstructorExpression', 'FunctionDeclaration']);

/** The slot form of an expression, for a store into a float-slot local or a float-ish operand. */
export function slotValue(g: Gen, e: L.Node): string {
  if (g.num.typeOf(e) === 'float') return rawNumber(g, e);
  const b = slotLocal(g, e);
  if (b) return b.jsName;
  if (e.type === 'BinaryExpression') {
    const code = binarySlot(e as L.BinaryExpression, g);
    if (code !== undefined) return code;
  } else if (e.type === 'CallExpression') {
    const code = mathCall(g, e as L.CallExpression, true);
    if (code !== undefined) return code;
  } else if (SELF.has(e.type)) return expression(g, e);
  return toSlot(g, expression(g, e));
}

/** Any Lua value's slot form: the test inline, the conversion called for what it does not take. */
export function toSlot(g: Gen, code: string): string {
  const f = g.rt('toSlot');
  if (isJsName(code)) return `(typeof ${code} === "number" && !Number.isInteger(${code}) ? ${code} : ${f}(${code}))`;
  // the value is read right after the store: nested conversions may share the temporary
  const t = g.temp('$sv');
  return `(typeof (${t} = ${code}) === "number" && !Number.isInteger(${t}) ? ${t} : ${f}(${t}))`;
}
