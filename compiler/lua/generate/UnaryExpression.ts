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
      if (arg.type === 'NumericLiteral') return numberCode(g, negate(numberValue(arg.raw, arg.value)));
      return `${g.rt('unm')}(${expression(g, arg)}${descArgs(describe(g, arg))})`;
    case '#':
      return `${g.rt('len')}(${expression(g, arg)}${descArgs(describe(g, arg))})`;
    case '~':
      return `${g.rt('bnot')}(${expression(g, arg)}${descArgs(describe(g, arg))})`;
  }
  throw new Error(`generate: unary ${node.operator as string}`);
}
