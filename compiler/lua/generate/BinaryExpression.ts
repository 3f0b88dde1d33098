import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { expression } from './index.js';
import { describe, descArgs } from './shared/describe.js';
import { numberValue } from './shared/values.js';

const ARITH: Record<string, string> = {
  '+': 'add', '-': 'sub', '*': 'mul', '/': 'div', '%': 'mod', '//': 'idiv', '^': 'pow',
  '&': 'band', '|': 'bor', '~': 'bxor', '<<': 'shl', '>>': 'shr', '..': 'concat',
};

/** Arithmetic, bitwise and `..` through the runtime; comparisons inline where exact. */
export function BinaryExpression(node: L.BinaryExpression, g: Gen): string {
  const op = node.operator as string;
  const name = ARITH[op];
  if (name) {
    const l = expression(g, node.left);
    const r = expression(g, node.right);
    const code = `${g.rt(name)}(${l}, ${r}${descArgs(describe(g, node.left), describe(g, node.right))})`;
    // lua reports an operator's error at the operator's line
    // (approximated by where the left operand ends)
    const line = node.left.loc!.end.line;
    if (line === g.line) return code;
    g.line = line;
    return `($line = ${line + g.lineOffset}, ${code})`;
  }
  switch (op) {
    case '==':
    case '~=': {
      const l = expression(g, node.left);
      const r = expression(g, node.right);
      // nil, booleans and strings have no __eq and one representation each: `===` is exact
      if (isStrictLiteral(node.left) || isStrictLiteral(node.right)) return `(${l} ${op === '==' ? '===' : '!=='} ${r})`;
      // a plain name against a small integer: a JS number compares exactly like Lua
      if (isSmallInt(node.right)) {
        const [v, first] = once(g, l);
        const test = `(typeof ${first} === "number" ? ${v} === ${r} : ${g.rt('eq')}(${v}, ${r}))`;
        return op === '==' ? test : `!${test}`;
      }
      return op === '==' ? `${g.rt('eq')}(${l}, ${r})` : `!${g.rt('eq')}(${l}, ${r})`;
    }
    case '<':
    case '<=':
      return compare(g, op, node.left, node.right);
    case '>':
      return compare(g, '<', node.right, node.left);
    case '>=':
      return compare(g, '<=', node.right, node.left);
  }
  throw new Error(`generate: binary ${op}`);
}

function isStrictLiteral(e: L.Node): boolean {
  return e.type === 'NilLiteral' || e.type === 'BooleanLiteral' || e.type === 'StringLiteral';
}

function isSmallInt(e: L.Node): boolean {
  if (e.type !== 'NumericLiteral') return false;
  const v = numberValue((e as L.NumericLiteral).raw, (e as L.NumericLiteral).value);
  return 'int' in v && v.int < 1n << 53n;
}

// `a > b` is `b < a` (lvm.c): the message for a failed compare names b's type first, as lua's does.
function compare(g: Gen, op: '<' | '<=', left: L.Node, right: L.Node): string {
  const l = expression(g, left);
  const r = expression(g, right);
  const fn = g.rt(op === '<' ? 'lt' : 'le');
  // a plain name against a small integer: a JS number compares exactly like Lua
  if (isSmallInt(right)) {
    const [v, first] = once(g, l);
    return `(typeof ${first} === "number" ? ${v} ${op} ${r} : ${fn}(${v}, ${r}))`;
  }
  if (isSmallInt(left)) {
    const [v, first] = once(g, r);
    return `(typeof ${first} === "number" ? ${l} ${op} ${v} : ${fn}(${l}, ${v}))`;
  }
  return `${fn}(${l}, ${r})`;
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

/** A value used twice: a plain name as is, anything else through the `$operand` temporary. */
function once(g: Gen, code: string): [use: string, first: string] {
  if (/^[A-Za-z_][\w$]*$/.test(code)) return [code, code];
  const t = g.temp('$operand');
  return [t, `(${t} = ${code})`];
}
