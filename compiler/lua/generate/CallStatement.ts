import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { callCode } from './shared/calls.js';

/** A call whose results are dropped. */
export function CallStatement(node: L.CallStatement, g: Gen): void {
  g.setLine(g.lines.startLine(node));
  g.emit(`${callCode(g, node.expression as L.CallExpression).code};`);
}
