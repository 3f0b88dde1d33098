import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { expression } from './index.js';
import { jsString } from './shared/values.js';
import { describe } from './shared/describe.js';

/** `t.x` as `index(t, "x", "local 't'")`. */
export function MemberExpression(node: L.MemberExpression, g: Gen): string {
  const d = describe(g, node.base);
  const base = expression(g, node.base);
  return atLine(g, node, `${g.rt('index')}(${base}, ${jsString(node.identifier.name)}${d ? ', ' + d : ''})`);
}

/** An index on a later line than `$line` holds reports that line, as lua does. */
function atLine(g: Gen, node: L.Node, code: string): string {
  const line = node.loc!.end.line;
  if (line === g.line) return code;
  g.line = line;
  return `($line = ${line + g.lineOffset}, ${code})`;
}

/** `t[k]` as `index(t, k, "local 't'")`. */
export function IndexExpression(node: L.IndexExpression, g: Gen): string {
  const d = describe(g, node.base);
  const base = expression(g, node.base);
  return atLine(g, node, `${g.rt('index')}(${base}, ${expression(g, node.index)}${d ? ', ' + d : ''})`);
}
