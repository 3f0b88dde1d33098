import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { expression } from './index.js';
import { jsString } from './shared/values.js';
import { describe } from './shared/describe.js';

/** `t.x` as `index(t, "x", "local 't'")`. */
export function MemberExpression(node: L.MemberExpression, g: Gen): string {
  const d = describe(g, node.base);
  return `${g.rt('index')}(${expression(g, node.base)}, ${jsString(node.identifier.name)}${d ? ', ' + d : ''})`;
}

/** `t[k]` as `index(t, k, "local 't'")`. */
export function IndexExpression(node: L.IndexExpression, g: Gen): string {
  const d = describe(g, node.base);
  return `${g.rt('index')}(${expression(g, node.base)}, ${expression(g, node.index)}${d ? ', ' + d : ''})`;
}
