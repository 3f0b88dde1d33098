import type * as L from 'luaparse';
import type { Gen } from './context.js';

/** `goto x` is a `break`/`continue` to the labelled statement block.ts made for `::x::`. */
export function GotoStatement(node: L.GotoStatement, g: Gen): void {
  const code = g.frame.gotos.get(node);
  if (!code) throw new Error(`generate: unresolved goto ${node.label.name}`);
  g.emit(code);
}

/** Labels need no code of their own. */
export function LabelStatement(_node: L.LabelStatement, _g: Gen): void {}
