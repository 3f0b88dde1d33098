import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { condition, expression } from './index.js';
import { negate, numberCode, numberValue } from './shared/values.js';
import { describe, descArgs } from './shared/describe.js';

/** `not x` inline; `-x`, `#x`, `~x` through the runtime (`-3` folds to a constant). */
export function UnaryExpression(node: L.UnaryExpression, g: Gen): string {
  const arg = node.argument;
  switch (node.operator) {
    case 'not':
      return `!${condition(g, arg)}`;
    case '-':
      if (arg.type === 'NumericLiteral') return numberCode(g, negate(numberValue(arg.raw)));
      return operation(g, node, 'unm');
    case '#':
      return operation(g, node, 'len');
    case '~':
      return operation(g, node, 'bnot');
  }
  throw new Error(`generate: unary ${node.operator as string}`);
}

/** The runtime operator `fn` on the argument, at the operator's line (lparser.c subexpr, luaK_prefix). */
function operation(g: Gen, node: L.UnaryExpression, fn: string): string {
  const uses = g.lineUses;
  const arg = expression(g, node.argument);
  const { mark, after } = g.operationMark(g.lines.startLine(node), uses);
  const desc = descArgs(describe(g, node.argument));
  if (after) return g.metaOp(fn, `${g.after(arg, mark)}${desc}`);
  const code = g.metaOp(fn, `${arg}${desc}`);
  return mark ? `(${mark}, ${code})` : code;
}
