import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { expression } from './index.js';
import { describe, descArgs } from './shared/describe.js';
import { inlineArith, inlineCompare, operand } from './shared/inline.js';
import { typedCompare } from './shared/floats.js';
import { isSteady } from './shared/values.js';

const ARITH: Record<string, string> = {
  '+': 'add', '-': 'sub', '*': 'mul', '/': 'div', '%': 'mod', '//': 'idiv', '^': 'pow',
  '&': 'band', '|': 'bor', '~': 'bxor', '<<': 'shl', '>>': 'shr', '..': 'concat',
};

// operators with an inline number fast path (shared/inline.ts)
const INLINE = new Set(['+', '-', '*', '/', '%']);

/** Arithmetic, bitwise and `..` through the runtime; comparisons inline where exact. */
export function BinaryExpression(node: L.BinaryExpression, g: Gen): string {
  const op = node.operator as string;
  const name = ARITH[op];
  if (name) {
    const desc = descArgs(describe(g, node.left), describe(g, node.right));
    const call = (l: string, r: string) => `${g.rt(name)}(${l}, ${r}${desc})`;
    let code: string;
    if (INLINE.has(op)) {
      const l = operand(g, node.left, 'l');
      const r = operand(g, node.right, 'r');
      code = inlineArith(g, op, l, r, call) ?? call(l.src, r.src);
    } else code = call(expression(g, node.left), expression(g, node.right));
    // lua reports an operator's error at the operator's line
    // (approximated by where the left operand ends)
    const line = g.lines.endLine(node.left);
    if (line === g.line) return code;
    g.line = line;
    return `($line = ${line + g.lineOffset}, ${code})`;
  }
  switch (op) {
    case '==':
    case '~=': {
      // nil, booleans and strings have no __eq and one representation each: `===` is exact
      if (isStrictLiteral(node.left) || isStrictLiteral(node.right)) {
        return `(${expression(g, node.left)} ${op === '==' ? '===' : '!=='} ${expression(g, node.right)})`;
      }
      const typed = typedCompare(g, op === '==' ? '===' : '!==', node.left, node.right);
      if (typed) return typed;
      // two numbers compare exactly with `===` (raw numbers are canonical)
      const l = operand(g, node.left, 'l');
      const r = operand(g, node.right, 'r');
      const eq = (a: string, b: string) => `${g.rt('eq')}(${a}, ${b})`;
      const test = inlineCompare('===', l, r, eq) ?? eq(l.src, r.src);
      return op === '==' ? test : `!${test}`;
    }
    case '<':
    case '<=':
    case '>':
    case '>=':
      return compare(g, op, node.left, node.right);
  }
  throw new Error(`generate: binary ${op}`);
}

function isStrictLiteral(e: L.Node): boolean {
  return e.type === 'NilLiteral' || e.type === 'BooleanLiteral' || e.type === 'StringLiteral';
}

// `a > b` is `b < a` (lvm.c): `__lt(b, a)`, and a failed compare names b's type first, as lua's
// message does; but the operands are still evaluated left to right (lcode.c puts `a` in a
// register before it reads `b`), so the JS reads them in source order and swaps only the call.
// Two numbers (safe integers or floats) compare exactly with JS operators.
function compare(g: Gen, op: '<' | '<=' | '>' | '>=', left: L.Node, right: L.Node): string {
  const typed = typedCompare(g, op, left, right);
  if (typed) return typed;
  const l = operand(g, left, 'l');
  const r = operand(g, right, 'r');
  const swapped = op === '>' || op === '>=';
  const fn = g.rt(op === '<' || op === '>' ? 'lt' : 'le');
  const call = (a: string, b: string) => (swapped ? `${fn}(${b}, ${a})` : `${fn}(${a}, ${b})`);
  const fast = inlineCompare(op, l, r, call);
  if (fast) return fast;
  if (!swapped || isSteady(g, left) || isSteady(g, right)) return call(l.src, r.src);
  // both operands may have effects: evaluate `a` first into a temporary
  const t = g.temp('$cmp');
  return `(${t} = ${l.src}, ${call(t, r.src)})`;
}

/** Whether an expression always yields a JS boolean. */
export function isBoolean(e: L.Node): boolean {
  switch (e.type) {
    case 'BooleanLiteral':
      return true;
    case 'UnaryExpression':
      return (e as L.UnaryExpression).operator === 'not';
    case 'BinaryExpression':
      return ['==', '~=', '<', '<=', '>', '>='].includes((e as L.BinaryExpression).operator);
    case 'LogicalExpression': {
      const n = e as L.LogicalExpression;
      return isBoolean(n.left) && isBoolean(n.right);
    }
  }
  return false;
}

