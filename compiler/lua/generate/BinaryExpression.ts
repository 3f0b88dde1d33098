import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { expression } from './index.js';
import { describe, descArgs } from './shared/describe.js';
import { inlineArith, inlineCompare, operand, slotArith, type Operand } from './shared/inline.js';
import { toSlot } from './shared/float-slots.js';
import type { Ranged } from '../positions.js';
import { typedCompare } from './shared/floats.js';
import { isSteady } from './shared/values.js';

const ARITH: Record<string, string> = {
  '+': 'add', '-': 'sub', '*': 'mul', '/': 'div', '%': 'mod', '//': 'idiv', '^': 'pow',
  '&': 'band', '|': 'bor', '~': 'bxor', '<<': 'shl', '>>': 'shr', '..': 'concat',
};

// operators with an inline number fast path (shared/inline.ts)
const INLINE = new Set(['+', '-', '*', '/', '%']);
// operators with a slot form (shared/float-slots.ts)
const SLOT = new Set(['+', '-', '*', '/']);

/** Arithmetic, bitwise and `..` through the runtime; comparisons inline where exact. */
export function BinaryExpression(node: L.BinaryExpression, g: Gen): string {
  const op = node.operator as string;
  const name = ARITH[op];
  if (op === '..' && isConcat(node.right)) return concatChain(g, node);
  if (name) {
    const desc = descArgs(describe(g, node.left), describe(g, node.right));
    const call = (l: string, r: string) => g.metaOp(name, `${l}, ${r}${desc}`);
    const uses = g.lineUses;
    if (INLINE.has(op)) {
      const l = operand(g, node.left, 'l');
      const r = operand(g, node.right, 'r');
      const mark = operatorMark(g, operatorLine(g, node.left), uses, l, r);
      const code = inlineArith(g, op, l, r, call) ?? call(l.src, r.src);
      return mark ? `(${mark}, ${code})` : code;
    }
    const l = expression(g, node.left);
    const r = expression(g, node.right);
    const { mark, after } = g.operationMark(operatorLine(g, node.left), uses);
    if (after) return call(l, g.after(r, mark));
    return mark ? `(${mark}, ${call(l, r)})` : call(l, r);
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
      const eq = (a: string, b: string) => g.metaOp('eq', `${a}, ${b}`);
      const test = inlineCompare('===', l, r, eq) ?? eq(l.src, r.src);
      return op === '==' ? test : `!${test}`;
    }
    case '<':
    case '<=':
    case '>':
    case '>=':
      return compare(g, op, node);
  }
  throw new Error(`generate: binary ${op}`);
}

/**
 * The slot form (shared/float-slots.ts) of `a + b`, `a - b`, `a * b`, `a / b`: the raw double of a
 * float result, anything else converted; undefined for other operators.
 */
export function binarySlot(node: L.BinaryExpression, g: Gen): string | undefined {
  const op = node.operator as string;
  if (!SLOT.has(op)) return undefined;
  const name = ARITH[op]!;
  const desc = descArgs(describe(g, node.left), describe(g, node.right));
  const call = (l: string, r: string) => g.metaOp(name, `${l}, ${r}${desc}`);
  const uses = g.lineUses;
  const l = operand(g, node.left, 'l');
  const r = operand(g, node.right, 'r');
  const mark = operatorMark(g, operatorLine(g, node.left), uses, l, r);
  const code = slotArith(g, op, l, r, call) ?? toSlot(g, call(l.src, r.src));
  return mark ? `(${mark}, ${code})` : code;
}

function isConcat(e: L.Node): e is L.BinaryExpression {
  return e.type === 'BinaryExpression' && (e as L.BinaryExpression).operator === '..';
}

/** Runtime chains by operand count (runtime/lua/concat.ts); longer chains nest them on the right. */
const CHAIN = ['', '', 'concat', 'concat3', 'concat4', 'concat5'];

/**
 * `a .. b .. c ...`: a concatenation whose right operand is one (parenthesized or not). lua compiles
 * it to one OP_CONCAT (lcode.c codeconcat merges into the right operand's instruction), which keeps
 * the line of the last `..` on that spine: any error or metamethod of the chain happens there.
 * All operands are evaluated first, then joined from the right (lvm.c luaV_concat). Synchronous
 * code calls the runtime chains, which do both at once for strings and integers; code where a
 * metamethod may suspend nests two-operand concats through metaOp, as a single `..` does.
 */
function concatChain(g: Gen, node: L.BinaryExpression): string {
  const nodes: L.Node[] = [];
  let e: L.Node = node;
  let last = node;
  while (isConcat(e)) {
    nodes.push(e.left);
    last = e;
    e = e.right;
  }
  nodes.push(e);
  const uses = g.lineUses;
  const srcs: string[] = [];
  const descs: (string | undefined)[] = [];
  for (let k = 0; k < nodes.length; k++) srcs.push(expression(g, nodes[k]!));
  for (let k = 0; k < nodes.length; k++) descs.push(describe(g, nodes[k]!));
  const { mark, after } = g.operationMark(operatorLine(g, last.left), uses);
  if (after) srcs[srcs.length - 1] = g.after(srcs[srcs.length - 1]!, mark);
  let code: string;
  if (g.metaSuspends()) {
    code = srcs[srcs.length - 1]!;
    let d = descs[descs.length - 1];
    for (let k = srcs.length - 2; k >= 0; k--) {
      code = g.metaOp('concat', `${srcs[k]}, ${code}${descArgs(descs[k], d)}`);
      d = undefined;
    }
  } else {
    // from the right: up to 5 operands per call, the rest of the chain as the last operand
    let end = srcs.length;
    code = '';
    while (end > 0) {
      const n = Math.min(end, code ? 4 : 5);
      const start = end - n;
      const parts = srcs.slice(start, end);
      const ds = descs.slice(start, end);
      if (code) {
        parts.push(code);
        ds.push(undefined);
      }
      code = `${g.rt(CHAIN[parts.length]!)}(${parts.join(', ')}${descArgs(...ds)})`;
      end = start;
    }
  }
  return mark && !after ? `(${mark}, ${code})` : code;
}

function isStrictLiteral(e: L.Node): boolean {
  return e.type === 'NilLiteral' || e.type === 'BooleanLiteral' || e.type === 'StringLiteral';
}

// `a > b` is `b < a` (lvm.c): `__lt(b, a)`, and a failed compare names b's type first, as lua's
// message does; but the operands are still evaluated left to right (lcode.c puts `a` in a
// register before it reads `b`), so the JS reads them in source order and swaps only the call.
// Two numbers (safe integers or floats) compare exactly with JS operators.
function compare(g: Gen, op: '<' | '<=' | '>' | '>=', node: L.BinaryExpression): string {
  const { left, right } = node;
  const typed = typedCompare(g, op, left, right);
  if (typed) return typed;
  const uses = g.lineUses;
  const l = operand(g, left, 'l');
  const r = operand(g, right, 'r');
  // an order is not fixed at the operator's line: lua gives it the right operand's last line
  const mark = operatorMark(g, g.lines.endLine(right), uses, l, r);
  const swapped = op === '>' || op === '>=';
  const fn = op === '<' || op === '>' ? 'lt' : 'le';
  const call = (a: string, b: string) => g.metaOp(fn, swapped ? `${b}, ${a}` : `${a}, ${b}`);
  let code = inlineCompare(op, l, r, call);
  if (!code) {
    if (!swapped || isSteady(g, left) || isSteady(g, right)) code = call(l.src, r.src);
    else {
      // both operands may have effects: evaluate `a` first into a temporary
      const t = g.temp('$cmp');
      code = `(${t} = ${l.src}, ${call(t, r.src)})`;
    }
  }
  return mark ? `(${mark}, ${code})` : code;
}

/**
 * The `$line` store (of `line`) of a binary operator whose operands are generated (lineUses was `uses`
 * before them). Returned when it can go in front of the operation; when the operands store lines
 * of their own it is put after the last one evaluated instead (into their evaluation code) and ''
 * is returned.
 */
function operatorMark(g: Gen, line: number, uses: number, l: Operand, r: Operand): string {
  const { mark, after } = g.operationMark(line, uses);
  if (!after) return mark;
  // the fast path evaluates the inits in order; the runtime call alone evaluates the sources
  if (r.init) r.init = `${r.init}, ${mark}`;
  else if (l.init) l.init = `${l.init}, ${mark}`;
  else r.init = mark;
  r.src = g.after(r.src, mark);
  return '';
}

/**
 * The line of a binary operator, which lua gives the operation (lparser.c subexpr, luaK_posfix):
 * the first token after the left operand, past spaces, comments and closing parentheses.
 */
function operatorLine(g: Gen, left: L.Node): number {
  const s = g.source;
  let i = (left as Ranged).endAt;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c === 41 || c === 32 || (c >= 9 && c <= 13)) i++;
    else if (c === 45 && s.charCodeAt(i + 1) === 45) i = commentEnd(s, i + 2);
    else break;
  }
  return g.lines.line(i);
}

/** The index after a comment whose text starts at i (after `--`). */
function commentEnd(s: string, i: number): number {
  const long = /^\[(=*)\[/.exec(s.slice(i, i + 64));
  if (long) {
    const close = s.indexOf(`]${long[1]}]`, i + long[0].length);
    return close < 0 ? s.length : close + long[1]!.length + 2;
  }
  while (i < s.length && s.charCodeAt(i) !== 10 && s.charCodeAt(i) !== 13) i++;
  return i;
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

