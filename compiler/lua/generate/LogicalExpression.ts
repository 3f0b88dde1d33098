import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { expression } from './index.js';
import { isBoolean } from './BinaryExpression.js';
import { isJsName } from './shared/js-name.js';

/** `a and b`, `a or b` with Lua truthiness; plain `&&`/`||` when both sides are booleans. */
export function LogicalExpression(node: L.LogicalExpression, g: Gen): string {
  const l = expression(g, node.left);
  const marks = g.lineMarks;
  const r = expression(g, node.right);
  // the right side runs only sometimes: the line `$line` holds after it is unknown
  if (g.lineMarks !== marks) g.line = 0;
  if (isBoolean(node.left) && isBoolean(node.right)) return `(${l} ${node.operator === 'and' ? '&&' : '||'} ${r})`;
  let v = l;
  let assign = l;
  if (!isJsName(l)) {
    v = g.temp('$value');
    assign = `(${v} = ${l})`;
  }
  const falsy = `${assign} === undefined || ${v} === false`;
  return node.operator === 'and' ? `(${falsy} ? ${v} : ${r})` : `(${falsy} ? ${r} : ${v})`;
}
